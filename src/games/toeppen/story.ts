// How a Tøppen deal's fines came about, read from its public lines in order: the knocks that
// raised the fine (R10), who doubled his own by knocking again, who folded when and what each
// paid (R7, R10.2), and what the losers of the last trick paid (R13). The settle line gives only
// the totals; a deal summary must say why.
import type { GameLine, Seat } from '../../core/history-lines.js';
import { TRICKS_PER_DEAL } from './rules.js';

export interface Knock {
  readonly seat: Seat;
  /** The fine before and after the knock (R10.3). */
  readonly from: number;
  readonly to: number;
  /** The knocker's own multiplier after it: doubled when he was the last knocker (R10.1). */
  readonly own: number;
  readonly doubled: boolean;
}

export interface Fold {
  readonly seat: Seat;
  /** Null: at the start (R7); else the seat whose knock he answered. */
  readonly knocker: Seat | null;
  /** The trick the fold came in (1-based); 0 at the start. */
  readonly trick: number;
  readonly paid: number;
}

export interface DealStory {
  readonly knocks: readonly Knock[];
  readonly folds: readonly Fold[];
  /** The final fine F and each seat's multiplier M at the end (R13 fines F·M). */
  readonly fine: number;
  readonly multipliers: readonly number[];
  /** The deal was played to its last trick (else everybody else folded). */
  readonly lastTrick: boolean;
}

/** The story of one deal from its lines after the deal line (calls, plays, tricks), for `n` seats. */
export function dealStory(n: number, lines: readonly GameLine[]): DealStory {
  let fine = 1;
  const multipliers = new Array<number>(n).fill(1);
  let lastKnocker: Seat | null = null;
  // The knock being answered: its answers are given with the fine before it, which goes up once
  // they are all in (R10.2, R10.3).
  let answering: Seat | null = null;
  let tricks = 0;
  const knocks: Knock[] = [];
  const folds: Fold[] = [];
  for (const line of lines) {
    const answer = line.type === 'call' && (line.call === 'fold' || line.call === 'pah');
    if (answering !== null && !answer) {
      fine += 1;
      answering = null;
    }
    if (line.type === 'trick') tricks += 1;
    if (line.type !== 'call') continue;
    if (line.call === 'knock') {
      const doubled = lastKnocker === line.seat;
      if (doubled) multipliers[line.seat] = multipliers[line.seat]! * 2;
      lastKnocker = line.seat;
      answering = line.seat;
      knocks.push({ seat: line.seat, from: fine, to: fine + 1, own: multipliers[line.seat]!, doubled });
    } else if (line.call === 'fold') {
      const start = answering === null;
      folds.push({ seat: line.seat, knocker: answering, trick: start ? 0 : tricks + 1, paid: fine * multipliers[line.seat]! });
    }
  }
  if (answering !== null) fine += 1;
  return { knocks, folds, fine, multipliers, lastTrick: tricks === TRICKS_PER_DEAL };
}

/** What the story makes each seat pay: its fold, or F·M if it was still in and lost the last trick (R13). */
export function finesOf(story: DealStory, winner: Seat): number[] {
  return story.multipliers.map((m, seat) => {
    const fold = story.folds.find((f) => f.seat === seat);
    if (fold) return fold.paid;
    return story.lastTrick && seat !== winner ? story.fine * m : 0;
  });
}
