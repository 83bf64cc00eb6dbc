// The fast path a game may offer the solver: one mutable working copy, moved forward with `apply`
// and back with `undo` (OpenSpiel's UndoAction), actions as small integer codes. The Game
// interface copies an immutable state per move, which is right for the match loop, replay and
// views but costs a search tens of times its time; a solver walks millions of positions of one
// deal, so it works here instead.
//
// A fast path need not cover a whole match: `load` says whether it takes a state (Lupfen's covers
// the card play of a deal). Everything it reports must equal what the Game interface says of the
// same position (a conformance test per game checks this move by move).
import type { Seat } from '../core/history-lines.js';

export interface FastWork<S, A> {
  /** Seats at the table. */
  readonly players: number;
  /** Upper bound on the number of legal actions at any position (size of `legal`'s buffer). */
  readonly maxActions: number;
  /**
   * Takes `state` as the working position. False when the state is outside what the fast path
   * covers (then the caller stays with the Game interface); the working copy is then unusable.
   */
  load(state: S): boolean;
  /** Writes the codes of the legal actions into `out`, returns how many. */
  legal(out: Int32Array): number;
  /** Plays one legal action. */
  apply(code: number): void;
  /** Takes back the last `apply` (never past the loaded position). */
  undo(): void;
  /** Moves made since `load`. */
  readonly ply: number;
  /** The seat whose decision it is; -1 when the covered part is over (`done`). */
  toAct(): Seat | -1;
  /** The covered part of the match (Lupfen: the deal) is over: `returns` and `balances` are final. */
  done(): boolean;
  /** `game.balances` of the state the Game interface would be in now (once `done`: after settling). */
  balances(out: Float64Array): void;
  /** `game.returns` of that state. */
  returns(out: Float64Array): void;
  /**
   * A hash of the position: two positions with equal hashes (both halves) have the same future
   * (legal actions, outcomes) from here on. Two independent 32-bit halves, for a transposition table.
   */
  hashLo(): number;
  hashHi(): number;
  /**
   * The Game action a code stands for, and back (-1: no code). A code names the same action at
   * every position where it is legal (a card, a call), as OpenSpiel's action ids do, so a path of
   * codes can be replayed through `game.apply`.
   */
  actionOf(code: number): A;
  /**
   * Optional move ordering for alpha-beta: how promising `code` (legal now) looks for the seat to
   * act, higher first (small integers). Only the order of the search changes, never a value.
   */
  moveScore?(code: number): number;
  /**
   * Optional: moves (legal now) with equal classes lead to positions of equal value, as touching
   * cards of one hand do in a trick game whose scores go by who wins the tricks; alpha-beta
   * searches one of them.
   */
  moveClass?(code: number): number;
  codeOf(action: A): number;
}

export interface FastPath<S, A> {
  /** A fresh working copy; one per solver, reused for every `load`. */
  create(): FastWork<S, A>;
}

/** 32-bit random keys for Zobrist hashing, from a fixed seed: the same in every run. */
export function zobristKeys(count: number, seed: number): Int32Array {
  const out = new Int32Array(count);
  let x = seed | 0 || 0x9e3779b9;
  for (let i = 0; i < count; i++) {
    // xorshift32: plenty for hash keys, and independent of the match's Rng.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
