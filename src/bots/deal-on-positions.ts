// The rest of a sampled deal solved on the game's fast path, with the values and the opponent
// model of DealSolver (search.ts): DealSolver hands over as soon as a state is one the fast path
// takes (Lupfen: the card play) and gets the same value vector the immutable walk would give.
//
// The opponent model is asked on Game states, as everywhere else: the position in the working copy
// is rebuilt by replaying the codes played since the load through `game.apply`, one step per move,
// kept along the current line of the tree (a sibling reuses its parent's states). A game whose
// policy is hot could give a fast policy later; Lupfen's card play branches only the root seat
// there, so its tree is a few dozen positions and the replay costs what the old walk cost.
import type { FastPath, FastWork } from '../contract/search.js';
import type { Game } from '../contract/game.js';
import type { Seat } from '../core/history-lines.js';
import { Solver, type SolveSpec } from './solver.js';

/**
 * The two sides of a deal as the search sees them from `root`: 0 for the root's side, 1 for the
 * other; null when `game.sides` does not give exactly two (every seat for himself: max-n).
 */
export function sidesFrom(sides: readonly (readonly Seat[])[] | null | undefined, root: Seat, n: number): Int8Array | null {
  if (!sides || sides.length !== 2) return null;
  const sideOf = new Int8Array(n).fill(1);
  const mine = sides.find((members) => members.includes(root)) ?? [root];
  for (const x of mine) sideOf[x] = 0;
  return sideOf;
}

/**
 * A two-sided deal's value vector: the contest of the sides, the root's side's total minus the
 * other's, for every seat of the root's side, and its negative for the others. Written over
 * `values` (per seat); the same transform the alpha-beta value is (solver.ts).
 */
export function contest(values: Float64Array, sideOf: Int8Array): void {
  let v = 0;
  // Only the seats' slots: a value vector may carry one more (DealSolver's own-balance slot).
  for (let i = 0; i < sideOf.length; i++) v += sideOf[i] === 0 ? values[i]! : -values[i]!;
  for (let i = 0; i < sideOf.length; i++) values[i] = sideOf[i] === 0 ? v : -v;
}

/** What DealSolver lends the fast solver, so that both value and decide the same way. */
export interface DealRules<S, A> {
  /** Every seat's value of the deal's outcome, from the returns (or the position value) once it is over. */
  readonly outcome: (returns: ArrayLike<number>, out: Float64Array) => void;
  /**
   * The search's position value (SearchHooks.positionValue), asked of the Game state the deal ends
   * in, rebuilt from the moves played (the fast path knows returns only); null: the fast path's
   * returns.
   */
  readonly value: ((state: S) => ArrayLike<number>) | null;
  /** The forced move at a state (opponent model, our own later calls), or null to branch. */
  readonly forced: ((state: S, seat: Seat) => A | null) | null;
}

export class FastDeal<S, A> {
  private readonly game: Game<S, A, unknown>;
  private readonly work: FastWork<S, A>;
  private readonly rules: DealRules<S, A>;
  private solver: Solver<S, A> | null = null;
  private solved = 0;
  // The line of Game states from the loaded one: states[d] after the codes trail[0..d).
  private readonly states: S[] = [];
  private trail: number[] = [];
  private buf = new Float64Array(0);

  constructor(game: Game<S, A, unknown>, fast: FastPath<S, A>, rules: DealRules<S, A>) {
    this.game = game;
    this.work = fast.create();
    this.rules = rules;
  }

  /** Positions the fast solver visited. */
  get nodes(): number {
    return this.solved + (this.solver?.nodes ?? 0);
  }

  /**
   * DealSolver's value vector of `state` (its `outcome` at the end of the deal), or null when the
   * fast path does not take the state. With two sides (`sideOf`, see `sidesFrom`) the vector is
   * their `contest`, found by alpha-beta. `ownOnly`: the sides first appeared inside the deal
   * (the search began in an auction): alpha-beta on the root's own value, which its side raises
   * and the other lowers; the vector holds that value at the root and NaN for every other seat.
   */
  solve(state: S, root: Seat, sideOf: Int8Array | null, ownOnly = false): Float64Array | null {
    const work = this.work;
    if (!work.load(state)) return null;
    const n = work.players;
    if (this.solver === null || this.buf.length !== n) {
      if (this.solver) this.solved += this.solver.nodes;
      this.solver = new Solver(work, n);
      this.buf = new Float64Array(n);
    }
    const buf = this.buf;
    const { outcome, value } = this.rules;
    const spec: SolveSpec = {
      root,
      leaf: (out, path, plies) => {
        if (value && work.positionValue) {
          work.positionValue(buf);
          outcome(buf, out);
        } else if (value) outcome(value(this.stateAt(path, plies)), out);
        else {
          work.returns(buf);
          outcome(buf, out);
        }
        if (ownOnly) for (let i = 0; i < n; i++) if (i !== root) out[i] = 0;
      },
      policy: this.rules.forced ? (seat, path, plies) => this.policyAt(seat, path, plies) : undefined,
    };
    this.states.length = 1;
    this.states[0] = state;
    this.trail = [];
    const out = new Float64Array(n);
    if (sideOf !== null) {
      const v = this.solver.alphaBeta(spec, sideOf);
      for (let i = 0; i < n; i++) out[i] = ownOnly ? (i === root ? v : NaN) : sideOf[i] === 0 ? v : -v;
      return out;
    }
    this.solver.maxn(spec, out);
    return out;
  }

  private policyAt(seat: Seat, path: Int32Array, plies: number): number {
    const action = this.rules.forced!(this.stateAt(path, plies), seat);
    if (action === null) return -1;
    const code = this.work.codeOf(action);
    if (code < 0) throw new Error(`fast path: the policy's ${this.game.actionKey(action)} has no code`);
    return code;
  }

  /** The Game state after `path[0..plies)` from the loaded state, reusing the current line. */
  private stateAt(path: Int32Array, plies: number): S {
    const { states, trail } = this;
    let d = 0;
    while (d < plies && d < trail.length && trail[d] === path[d]) d++;
    trail.length = d;
    states.length = d + 1;
    for (; d < plies; d++) {
      const code = path[d]!;
      states.push(this.game.apply(states[d]!, this.work.actionOf(code)));
      trail.push(code);
    }
    return states[plies]!;
  }
}
