// The fast path a game may offer the solver: one mutable working copy, moved forward with `apply`
// and back with `undo` (OpenSpiel's UndoAction), actions as small integer codes. The Game
// interface copies an immutable state per move, which is right for the match loop, replay and
// views but costs a search tens of times its time; a solver walks millions of positions of one
// deal, so it works here instead.
//
// A fast path need not cover a whole match: `load` says whether it takes a state (Lupfen's covers
// the card play of a deal). Everything it reports must equal what the Game interface says of the
// same position (a conformance test per game checks this move by move).
export type { FastPath, FastWork } from '../contract.js';

/**
 * What every trick game's working copy keeps the same way: whose turn it is (-1 once the covered
 * part is over) and the two halves of the position's Zobrist hash. Subclasses move them in
 * `load`, `apply` and `undo`.
 */
export abstract class TurnAndHash {
  protected turn = -1;
  protected lo = 0;
  protected hi = 0;

  toAct(): number {
    return this.turn;
  }

  done(): boolean {
    return this.turn < 0;
  }

  hashLo(): number {
    return this.lo;
  }

  hashHi(): number {
    return this.hi;
  }
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
