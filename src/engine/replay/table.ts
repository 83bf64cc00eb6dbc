// The rules' state as a history's lines move it: decodes a decision line, checks it is legal and
// encodes back to the file's line, applies the decisions a file need not write, and hands every
// line the rules produce to the owed lines.
import type { GameLine } from '../../core/history-lines.js';
import type { Rng, RngState } from '../../core/rng.js';
import { onlyChoice, type Game, type MatchConfig } from '../../contract/game.js';
import { gameLineDiff } from './line-diff.js';
import type { Mismatches } from './mismatches.js';
import type { OwedLines } from './owed.js';

/** Players quitting, as a step of a replay. */
export const QUIT: unique symbol = Symbol('quit');
/** One step of a replay: an action the rules applied, or the players quitting (QUIT). */
export type Applied<A> = A | typeof QUIT;

const NOTHING_APPLIED: readonly Applied<unknown>[] = Object.freeze([]);

/** Where the deals come from on resume: the match Rng from the seed the file names. */
export interface ChanceCheck {
  readonly rng: Rng;
  readonly seed: string;
}

export class ReplayTable<S, A, V> {
  state: S;
  /** With a ChanceCheck: the first chance outcome that the seed does not reproduce. */
  rngMismatch: string | null = null;
  /** What was applied for the current line (for onLine). */
  private applied: Applied<unknown>[] = [];

  constructor(
    private readonly game: Game<S, A, V>,
    config: MatchConfig,
    private readonly owed: OwedLines,
    private readonly mismatches: Mismatches,
    private readonly chance: ChanceCheck | undefined,
  ) {
    this.state = game.setup(config);
  }

  /** The rules' state and the chance stream now, to go back to with `load` (an undo line). */
  save(): { state: S; rng: RngState | null; rngMismatch: string | null } {
    return { state: this.state, rng: this.chance ? this.chance.rng.state() : null, rngMismatch: this.rngMismatch };
  }

  load(saved: ReturnType<ReplayTable<S, A, V>['save']>): void {
    this.state = saved.state;
    this.rngMismatch = saved.rngMismatch;
    if (this.chance && saved.rng) this.chance.rng.restore(saved.rng);
  }

  get over(): boolean {
    return this.game.turn(this.state).kind === 'over';
  }

  /** What the current line applied, in order; the next line starts with nothing applied. */
  takeApplied(): readonly Applied<unknown>[] {
    const applied = this.applied.length > 0 ? this.applied : NOTHING_APPLIED;
    this.applied = [];
    return applied;
  }

  /**
   * A line that is an action (a decision, or the cards of a deal): every consequence of the
   * previous action comes first, then the line is decoded and applied. A decision, encoded back,
   * must be the line itself (deal number, seat…). Returns why the rules refuse it, or null.
   */
  playLine(line: GameLine, lineNo: number): string | null {
    if (this.owed.owing) this.owed.missing(lineNo);
    this.applyForced(line);
    if (this.owed.owing) this.owed.missing(lineNo);
    const decoded = this.game.decodeLine(this.state, line);
    if (!decoded.ok) return this.mismatches.at(lineNo, decoded.reason);
    for (const action of decoded.value) {
      const turn = this.game.turn(this.state);
      const enc = turn.kind === 'decide' ? this.game.encodeAction(this.state, action) : null;
      if (enc !== null) {
        const diff = gameLineDiff(line, enc);
        if (diff) this.mismatches.add(lineNo, diff);
      }
      const err = this.applyAction(action, lineNo);
      if (err) return this.mismatches.at(lineNo, err);
    }
    return null;
  }

  /**
   * An exchange line is a decision (a Skat discard) when no consequence is owed, the line is not
   * one of a forced call the file left out, and the game decodes it to an action.
   */
  isDecision(line: GameLine): boolean {
    if (this.owed.owing) return false;
    this.applyForced(line);
    if (this.owed.owing) return false;
    const decoded = this.game.decodeLine(this.state, line);
    return !decoded.ok || decoded.value.length > 0;
  }

  /**
   * Before a consequence line when nothing is owed: the consequence of a forced call the file did
   * not write (e.g. the mit forced by compulsory_lupf, then the Three Unters reveal), or players
   * quitting.
   */
  catchUp(line: GameLine): void {
    this.applyForced(line);
    if (!this.owed.owing && line.type === 'end' && line.reason === 'quit' && !this.over) {
      const log: GameLine[] = [];
      this.state = this.game.quit(this.state, log);
      this.applied.push(QUIT);
      this.owed.produced(log);
    }
  }

  private applyAction(action: A, lineNo: number): string | null {
    const { game } = this;
    const turn = game.turn(this.state);
    if (turn.kind === 'over') return `the match is already over under the rules, but the file goes on`;
    if (turn.kind === 'chance') {
      if (this.chance && this.rngMismatch === null) {
        const drawn = game.drawChance(this.state, this.chance.rng);
        if (game.actionKey(drawn) !== game.actionKey(action)) {
          this.rngMismatch = this.mismatches.at(
            lineNo,
            `this deal is not the one seed "${this.chance.seed}" gives (the file was changed, or written by another program)`,
          );
        }
      }
    } else {
      const legal = game.legalActions(this.state);
      const key = game.actionKey(action);
      if (!legal.some((a) => game.actionKey(a) === key)) {
        let what: string;
        try {
          what = game.describeAction(this.state, action);
        } catch {
          what = key;
        }
        return `${what} is not legal for seat ${turn.seat} here`;
      }
    }
    const log: GameLine[] = [];
    try {
      this.state = game.apply(this.state, action, log);
      this.applied.push(action);
    } catch (e) {
      // A line the rules cannot take at this point (a decision at a chance turn…): a game's apply
      // assumes a legal action, so its refusal is this line's fault, not the program's.
      return `this line cannot be played here under the rules (${e instanceof Error ? e.message : String(e)})`;
    }
    this.owed.produced(log);
    return null;
  }

  /**
   * Decisions the file need not show: a forced call (one legal call), which the match loop applies
   * without writing it (another program may write it: both are accepted), and an unrecorded choice
   * (encodeAction null, e.g. Lupfen's blind_lupf "look") that must have been made when the next
   * line belongs to another seat — typically a look followed by a forced lupf under compulsory_lupf.
   */
  private applyForced(line: GameLine): void {
    const { game } = this;
    for (;;) {
      const turn = game.turn(this.state);
      if (turn.kind !== 'decide') return;
      const legal = game.legalActions(this.state);
      let action: A | undefined;
      const only = onlyChoice(game, this.state, legal);
      if (only) {
        // A call the rules write even when it is the only choice: the file's line is the decision.
        if (only.line !== null) return;
        const enc = only.encoded;
        // Written out by the file: the line itself is the decision.
        if (enc !== null && enc.type === 'call' && line.type === 'call' && line.seat === turn.seat && line.call === enc.call) return;
        action = only.action;
      } else if (legal.length === 1) {
        return;
      } else {
        const lineSeat = line.type === 'call' || line.type === 'play' || line.type === 'exchange' ? line.seat : null;
        if (lineSeat === turn.seat) return;
        const state = this.state;
        const unrecorded = legal.filter((a) => game.encodeAction(state, a) === null);
        if (unrecorded.length !== 1) return;
        action = unrecorded[0]!;
      }
      const log: GameLine[] = [];
      this.state = game.apply(this.state, action, log);
      this.applied.push(action);
      this.owed.produced(log);
    }
  }
}
