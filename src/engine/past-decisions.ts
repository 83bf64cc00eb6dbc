// The decisions a resumed table may be asked about (`g`: why the last bot moved as it did). The
// live table keeps the bot's own reason when it decides; a resumed one has only the file, so it
// asks that bot again on its own view with the Rng the match gave it (decisionRng: the seed, the
// seat and the lines standing before the decision), and a bot asked again decides the same.
import type { HistoryLine, Seat } from '../core/history-lines.js';
import type { RngState } from '../core/rng.js';
import { onlyChoice, type Game } from '../contract/game.js';
import { decisionRng, hash32 } from './match.js';
import { QUIT, type Applied } from './replay/table.js';

/** A decision a seat was asked and made, with what asking it again needs. */
export interface PastDecision<S, A> {
  readonly seat: Seat;
  readonly deal: number;
  /** The state it was asked at: the seat's own view is taken from it, nothing else. */
  readonly state: S;
  readonly action: A;
  /** Lines standing before it: an undo back to it leaves this many. */
  readonly standing: number;
  /** The decision's Rng as the match made it. */
  readonly rng: RngState;
}

/**
 * Follows a replay (its onLine) and keeps the standing decisions a resumed table can be asked
 * about: of each seat its last one before the deal in play, and every one of that deal (an undo
 * after the resume goes back to the one standing before it). Secret turns are left out: the
 * table never says who decided them. Lines an undo took back are dropped with it.
 */
export class PastDecisions<S> {
  private readonly seedHash: number;
  /** The match line stands. */
  private standing = 1;
  private atDeal = 0;
  private readonly earlier = new Map<Seat, PastDecision<S, unknown>>();
  private inDeal: PastDecision<S, unknown>[] = [];
  private before: S;

  constructor(
    private readonly game: Game<S, unknown, unknown>,
    initial: S,
    seed: string,
  ) {
    this.before = initial;
    this.seedHash = hash32(seed);
  }

  /** Replay's onLine: `state` is the state after `line`, `applied` what it applied. */
  line(state: S, line: HistoryLine, applied: readonly Applied<unknown>[]): void {
    const before = this.before;
    this.before = state;
    if (line.type === 'match') return;
    if (line.type === 'undo') {
      // What stands once a deal's lines are taken back: its lines up to its `deal` line, and `keep` more.
      this.standing = this.atDeal + line.keep;
      this.inDeal = this.inDeal.filter((d) => d.standing < this.standing);
      return;
    }
    const asked = this.asked(before, applied);
    if (asked) this.inDeal.push(asked);
    this.standing++;
    if (line.type !== 'deal') return;
    for (const d of this.inDeal) this.earlier.set(d.seat, d);
    this.inDeal = [];
    this.atDeal = this.standing;
  }

  /** The decision the line's last action made, if a seat was asked it openly. */
  private asked(before: S, applied: readonly Applied<unknown>[]): PastDecision<S, unknown> | null {
    const actions = applied.filter((a) => a !== QUIT);
    if (actions.length === 0) return null;
    let s = before;
    // A forced call the line carries first was not asked.
    for (const a of actions.slice(0, -1)) s = this.game.apply(s, a);
    const turn = this.game.turn(s);
    if (turn.kind !== 'decide' || turn.secret) return null;
    if (onlyChoice(this.game, s, this.game.legalActions(s)) !== null) return null;
    const seat = turn.seat;
    const rng = decisionRng(this.seedHash, seat, this.standing).state();
    return { seat, deal: this.game.dealNumber(s), state: s, action: actions.at(-1), standing: this.standing, rng };
  }

  /** Oldest first. */
  finish<A>(): PastDecision<S, A>[] {
    return [...this.earlier.values(), ...this.inDeal].sort((a, b) => a.standing - b.standing) as PastDecision<S, A>[];
  }
}
