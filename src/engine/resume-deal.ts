// The deal in play of a resumed match, played again step by step the way the match loop played it.
// A player who quits mid-deal and resumes expects `u` to work as if he had never quit: the match
// loop needs the undo points it had (undo.ts) and the table needs its own record of the deal's
// steps, and neither can be read off the file line by line (a step is an action with the lines
// it wrote, and some actions write none). Replay hands each line the actions it applied; here
// those actions of the deal's standing lines are applied again from the state before its `deal`
// line. The lines this gives must be the file's, byte for byte, or nothing is built: a history
// another program wrote (forced calls written out, its own deals) resumes without take-backs
// before the resume point rather than with wrong ones.
import type { GameLine, HistoryLine, TrickLine, Seat } from '../core/history-lines.js';
import { Rng, type RngState } from '../core/rng.js';
import { onlyChoice, type Game } from '../contract/game.js';
import type { MatchStep } from './match.js';
import { QUIT, type Applied } from './replay/table.js';
import { UndoCounts, shownCards, UndoBook, type UndoPoint } from './undo.js';

/** A step of the deal in play as the match loop made it. */
export interface DealStep<S, A> extends MatchStep<S, A> {
  /** The match Rng before the step (an undo point keeps it). */
  readonly rng: RngState;
  /** The step wrote a decision line: an undo line's `moves` counts it. */
  readonly move: boolean;
}

/** The last trick taken before the deal in play: the table holds it (`t`) until the next one. */
export interface HeldTrick<S> {
  /** The state before the card that completed it, and after. */
  readonly before: S;
  readonly after: S;
  readonly seat: Seat | null;
  readonly line: TrickLine;
}

export interface ResumeDeal<S, A> {
  /** From the step that dealt it, through the last line the file has (and the lines it owes). */
  readonly steps: readonly DealStep<S, A>[];
  /** Lines standing in the file before the first step. */
  readonly standingBefore: number;
  readonly heldTrick: HeldTrick<S> | null;
}

/** What the match loop resumes its undo record with (MatchResumePoint.undo). */
export interface ResumeUndo<S> {
  readonly points: readonly UndoPoint<S>[];
  readonly dealMoves: number;
  readonly dealSteps: number;
  readonly dealt: boolean;
}

interface Start<S> {
  readonly state: S;
  readonly rng: RngState;
}

/**
 * Follows a replay (its onLine) and keeps what the deal in play needs: the state and Rng before
 * its `deal` line, and its standing lines with the actions each applied. Earlier deals are let go.
 */
export class DealRecorder<S> {
  /** The state and match Rng after the last line: before the next one. */
  private prev: Start<S>;
  private start: Start<S> | null = null;
  private entries: { readonly line: GameLine; readonly applied: readonly unknown[] }[] = [];
  private lastAction: { readonly before: S; readonly seat: Seat | null } | null = null;
  private lastTrick: HeldTrick<S> | null = null;
  private held: HeldTrick<S> | null = null;

  constructor(
    private readonly game: Game<S, unknown, unknown>,
    initial: S,
    private readonly rng: Rng,
  ) {
    this.prev = { state: initial, rng: rng.state() };
  }

  /** Replay's onLine: `state` is the state after `line`, `applied` what it applied. */
  line(state: S, line: HistoryLine, applied: readonly Applied<unknown>[]): void {
    const prev = this.prev;
    const before = prev.state;
    this.prev = { state, rng: this.rng.state() };
    if (line.type === 'match') return;
    if (line.type === 'undo') {
      // The replay checked `keep` against the deal's standing lines.
      this.entries.length = Math.min(this.entries.length, line.keep + 1);
      return;
    }
    const actions = applied.filter((a) => a !== QUIT);
    if (line.type === 'deal') {
      this.start = prev;
      this.entries = [];
      this.held = this.lastTrick;
    }
    if (this.start) this.entries.push({ line, applied: actions });
    if (actions.length > 0) {
      // The state before the last action of the line (a forced call may come first).
      let s = before;
      for (const a of actions.slice(0, -1)) s = this.game.apply(s, a);
      const turn = this.game.turn(s);
      this.lastAction = { before: s, seat: turn.kind === 'decide' ? turn.seat : null };
    }
    if (line.type === 'trick' && this.lastAction) this.lastTrick = { ...this.lastAction, after: state, line };
  }

  /**
   * The deal in play, played again; null when there is none or it does not give the file's lines
   * (`pending`: the lines the file owes, written on resume; `standing`: lines standing with them).
   */
  finish<A>(pending: readonly GameLine[], standing: number): ResumeDeal<S, A> | null {
    if (!this.start) return null;
    const game = this.game as unknown as Game<S, A, unknown>;
    const rng = Rng.fromState(this.start.rng);
    let state = this.start.state;
    const steps: DealStep<S, A>[] = [];
    const got: string[] = [];
    for (const action of this.entries.flatMap((e) => e.applied) as A[]) {
      const turn = game.turn(state);
      const rngBefore = rng.state();
      let kind: DealStep<S, A>['kind'];
      let decisionLine: GameLine | null = null;
      if (turn.kind === 'over') return null;
      if (turn.kind === 'chance') {
        if (game.actionKey(game.drawChance(state, rng)) !== game.actionKey(action)) return null;
        kind = 'chance';
      } else {
        const only = onlyChoice(game, state, game.legalActions(state));
        kind = only ? 'forced' : 'decision';
        decisionLine = only ? only.line : game.encodeAction(state, action);
      }
      const log: GameLine[] = [];
      const after = game.apply(state, action, log);
      const lines = decisionLine ? [decisionLine, ...log] : log;
      steps.push({
        state: after,
        before: state,
        action,
        seat: turn.kind === 'decide' ? turn.seat : null,
        kind,
        lines,
        rng: rngBefore,
        move: decisionLine !== null,
      });
      for (const l of lines) got.push(JSON.stringify(l));
      state = after;
    }
    const want = [...this.entries.map((e) => e.line), ...pending].map((l) => JSON.stringify(l));
    if (got.length !== want.length || got.some((l, i) => l !== want[i])) return null;
    return { steps, standingBefore: standing - got.length, heldTrick: this.held };
  }
}

/**
 * The undo record the match loop had for `seat` when the file stopped: a point before each of its
 * asked decisions in the deal, barred where a later line showed it cards, as matchGenerator keeps it.
 */
export function resumeUndo<S, A>(game: Game<S, A, unknown>, deal: ResumeDeal<S, A>, seat: Seat): ResumeUndo<S> {
  const book = new UndoBook<S>(seat);
  const at = new UndoCounts(deal.standingBefore);
  for (const step of deal.steps) {
    if (step.kind === 'decision' && step.seat === seat) book.points.push(at.point(step.before, step.rng));
    if (step.move) at.moves++;
    for (const l of step.lines) if (at.wrote(l)) book.newDeal();
    at.steps++;
    for (const l of step.lines) {
      const seen = shownCards(game, step.before, l, seat);
      if (seen) book.shown(seen);
    }
  }
  return { points: book.points, dealMoves: at.moves, dealSteps: at.steps, dealt: at.dealt };
}
