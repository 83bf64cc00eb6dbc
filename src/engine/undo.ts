// Take-backs in practice games (docs/history-format.md, "undo"). The match loop keeps, for the
// deal in progress, the position at each of the one human's asked decisions; an undo goes back to
// the one before the decision on screen. Two rules bound it:
//  - never into an earlier deal (a settle is final);
//  - never across a line that showed the human cards it did not know at the earlier decision (a
//    Skat picked up, a stock exchange, a Kieker's hand, any reveal to it): going back there would
//    let the player decide again knowing them. Cards played to tricks are public anyway.
// Bots decide again exactly as before: the Rng of a decision is derived from the position (the
// lines that stand), not from the lines written, so an undo cannot fish for another bot card.
import type { HistoryLine, UndoLine, Seat } from '../core/history-lines.js';
import type { RngState } from '../core/rng.js';
import type { Game, LineAudience } from '../contract/game.js';

const NOTHING = 'Nothing to undo yet in this deal.';

/** Thrown (rejected) by the human's pending decision to ask the match loop for an undo. */
export class UndoRequest extends Error {
  constructor() {
    super('undo');
    this.name = 'UndoRequest';
  }
}

/** A human decision of the current deal the match can go back to. */
export interface UndoPoint<S> {
  readonly state: S;
  readonly rng: RngState;
  /** Lines standing in the whole file (the decision Rng's position). */
  readonly standing: number;
  /** Lines standing after the deal's `deal` line: the undo line's `keep`. */
  readonly keep: number;
  /** Decision lines standing after the deal's `deal` line (the undo line's `moves`). */
  readonly moves: number;
  /** Match steps of the deal before this point (the table rewinds its own record by them). */
  readonly steps: number;
  /** Set once a later line showed the human cards: the reason it cannot go back here or before. */
  barrier: string | null;
}

/**
 * Where the match stands as undo counts it: lines standing in the whole file (the decision Rng's
 * position), and of the deal in progress its standing lines, decision lines and match steps. The
 * match loop keeps one as it plays; resume (resume-deal.ts) keeps one as it plays the deal in
 * play again, so both make the same undo points.
 */
export class UndoCounts {
  constructor(
    public standing = 0,
    public lines = 0,
    public moves = 0,
    public steps = 0,
    /**
     * The deal in progress has its `deal` line. Before it (the decisions between a settle and the
     * next deal, a shove) there is nothing an undo line can name: its `keep` counts from the deal line.
     */
    public dealt = false,
  ) {}

  /**
   * `line` was written and stands. True when it begins the counts of a deal again: a `deal` line,
   * and a `settle` line, after which nothing of the scored deal may be taken back.
   */
  wrote(line: HistoryLine): boolean {
    this.standing++;
    if (line.type !== 'deal' && line.type !== 'settle') {
      this.lines++;
      return false;
    }
    this.lines = 0;
    this.moves = 0;
    this.steps = 0;
    this.dealt = line.type === 'deal';
    return true;
  }

  /** The undo point of a decision asked now, at `state` with the match Rng at `rng`. */
  point<S>(state: S, rng: RngState): UndoPoint<S> {
    // Asked before the deal line: out of reach for good, whatever comes after it.
    const barrier = this.dealt ? null : NOTHING;
    return { state, rng, standing: this.standing, keep: this.lines, moves: this.moves, steps: this.steps, barrier };
  }

  /** Back at `p`: an undo took everything after it back. */
  backTo(p: UndoPoint<unknown>): void {
    this.standing = p.standing;
    this.lines = p.keep;
    this.moves = p.moves;
    this.steps = p.steps;
  }
}

/** What an undo did, for the table. */
export interface UndoDone<S> {
  readonly state: S;
  readonly line: UndoLine;
  /** Match steps taken back (each an onStep the table had shown). */
  readonly steps: number;
}

/**
 * The undo record of a match with one human: the match loop fills it, the table asks it whether
 * `u` can act now and why not.
 */
export class UndoBook<S = unknown> {
  points: UndoPoint<S>[] = [];
  constructor(readonly seat: Seat) {}

  /**
   * The point an undo goes back to (an index of `points`), or -1. The last point is the decision on
   * screen; the target is the one before it, passing over decisions that wrote no line (a Siebener
   * declined): an undo line that takes back no line would say nothing.
   */
  target(): number {
    const now = this.points[this.points.length - 1];
    if (!now) return -1;
    for (let i = this.points.length - 2; i >= 0; i--) {
      const p = this.points[i]!;
      if (p.barrier !== null || p.keep < now.keep) return i;
    }
    return -1;
  }

  /** Why `u` cannot act now, or null when it can (the human is asked and may go back). */
  blocked(): string | null {
    const at = this.target();
    if (at < 0) return NOTHING;
    return this.points[at]!.barrier;
  }

  /** A new deal, or a deal scored: nothing before it can be taken back. */
  newDeal(): void {
    this.points = [];
  }

  /** `line`, just written, showed the human cards: the decisions before it are out of reach. */
  shown(reason: string): void {
    const last = this.points[this.points.length - 1];
    if (last && last.barrier === null) last.barrier = reason;
  }
}

function audienceHas(audience: LineAudience, seat: Seat): boolean {
  return audience === 'all' || (audience !== 'none' && audience.includes(seat));
}

/**
 * Why `line` (written at `before`) shows `seat` cards it may not have known, or null. A taken-up
 * pile or a reveal counts whoever it belongs to: its cards are on the human's screen from then on.
 */
export function shownCards<S>(
  game: Pick<Game<S, unknown, unknown>, 'audience' | 'takingPile'>,
  before: S,
  line: HistoryLine,
  seat: Seat,
): string | null {
  if (line.type !== 'reveal' && !(line.type === 'exchange' && line.got.length > 0)) return null;
  const audience = game.audience?.(before, line) ?? 'all';
  if (!audienceHas(audience, seat)) return null;
  if (line.type === 'exchange') {
    const taking = line.seat === seat ? game.takingPile?.(line.from) : null;
    if (taking) return `Can't undo past ${taking}: you have seen it.`;
    const pile = `the ${line.from.replace(/[-+_]/g, ' ')}`;
    const who = line.seat === seat ? 'you took' : 'taken';
    return `Can't undo past the cards ${who} from ${pile}: you have seen them.`;
  }
  return `Can't undo past the ${line.what.replace(/[-_]/g, ' ')} shown to you: you have seen it.`;
}

/** "Ana took back 3 moves." */
export function undoSentence(line: UndoLine, names: readonly string[]): string {
  const who = names[line.seat] ?? `Seat ${line.seat + 1}`;
  const n = typeof line.moves === 'number' ? line.moves : null;
  return n === null ? `${who} took moves back.` : `${who} took back ${n} move${n === 1 ? '' : 's'}.`;
}

/**
 * For each of `lines`, whether it still stands once the undo lines among them are applied: the
 * reader's whole work for an undo line. Undo lines themselves stand for nothing (false). Lines
 * of a deal are counted from its `deal` line; a list that begins mid-deal counts from its start.
 * A settle ends the count: a scored deal stands whatever undo line comes after it.
 */
export function standingMask(lines: readonly HistoryLine[]): boolean[] {
  const mask: boolean[] = [];
  let deal: number[] = [];
  lines.forEach((line, i) => {
    if (line.type === 'undo') {
      for (const j of deal.slice(line.keep)) mask[j] = false;
      deal = deal.slice(0, line.keep);
      mask.push(false);
      return;
    }
    mask.push(true);
    if (line.type === 'deal' || line.type === 'settle') deal = [];
    else if (line.type !== 'match') deal.push(i);
  });
  return mask;
}

/**
 * standingMask for a file read as a stream, one deal at a time: `add` each line in file order, and
 * `onDeal` gets the items of a deal with their mask once the next deal begins (or at `end`). An
 * undo never reaches back past its deal's `deal` line, so a deal's mask is its lines' own, and no
 * more than one deal's lines are ever held.
 */
export class StandingByDeal<T> {
  private items: T[] = [];
  private lines: HistoryLine[] = [];
  constructor(private readonly onDeal: (items: readonly T[], stands: readonly boolean[]) => void) {}

  add(line: HistoryLine, item: T): void {
    if (line.type === 'deal') this.end();
    this.items.push(item);
    this.lines.push(line);
  }

  /** The last deal is complete (the file ended). */
  end(): void {
    if (this.lines.length === 0) return;
    const [items, lines] = [this.items, this.lines];
    this.items = [];
    this.lines = [];
    this.onDeal(items, standingMask(lines));
  }
}

/** The lines of `lines` that stand, read and handed on one deal at a time (StandingByDeal). */
export function* standingLines(lines: Iterable<HistoryLine>): Generator<HistoryLine> {
  let ready: HistoryLine[] = [];
  const byDeal = new StandingByDeal<HistoryLine>((items, stands) => {
    ready = items.filter((_, i) => stands[i]);
  });
  for (const line of lines) {
    byDeal.add(line, line);
    if (ready.length > 0) {
      yield* ready;
      ready = [];
    }
  }
  byDeal.end();
  yield* ready;
}
