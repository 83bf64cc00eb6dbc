// Thedinghausen's race to ten tricks (fipsen.md §3c): the tallies as they stand, what a game's
// prize and a sweep are worth, and each seat's chance of winning the game from the tallies, which
// the search uses to value a trick before the game is decided.
import type { FipsenState } from './types.js';

/** T-R7: the tally that wins the game. */
export const TARGET = 10;
/** T-R3: one Hedewig, each player's stake in a game. */
export const HEDEWIG_CENTS = 80;
/** T-R3, T-R8: five Hedewigs, a game's prize and a sweep's. */
export const PRIZE_HEDEWIGS = 5;
export const PRIZE_CENTS = PRIZE_HEDEWIGS * HEDEWIG_CENTS;
/** T-R8: what each other player pays a sweeper (1 euro). */
export const SWEEP_CENTS = 100;

/** Each seat's tally now: the race's tallies plus the tricks of the deal in play (T-R7 counts them at once). */
export function liveTally(s: FipsenState): number[] {
  const r = s.race!;
  // Between deals and at the end the race already holds the settled deal's tallies.
  if (s.phase === 'deal' || s.phase === 'over') return r.tally.slice();
  return r.tally.map((t, i) => t + s.tricksWon[i]!);
}

const FACT: number[] = [1];
const fact = (n: number): number => {
  for (let k = FACT.length; k <= n; k++) FACT.push(FACT[k - 1]! * k);
  return FACT[n]!;
};

const memo = new Map<string, number[]>();

/**
 * The chance of each seat to reach ten first when every trick from now goes to any seat alike
 * (each 1/n). Seat i, needing `need[i]` more, wins with the others at k_j < need[j] with
 * probability (need_i + K − 1)! / ((need_i − 1)! Π k_j!) · n^−(need_i + K), K = Σ k_j; the sum over
 * the k_j is a product of truncated exponential series, convolved once per seat.
 */
export function winChances(tally: readonly number[]): number[] {
  const n = tally.length;
  const best = Math.max(...tally);
  if (best >= TARGET) {
    // Decided, or (tally_check=deal_end, mid-deal) held by the highest tally so far.
    const top = tally.filter((t) => t === best).length;
    return tally.map((t) => (t === best ? 1 / top : 0));
  }
  const need = tally.map((t) => TARGET - t);
  const key = need.join(',');
  const known = memo.get(key);
  if (known) return known.slice();
  const out = need.map((ni, i) => {
    let c = [1];
    need.forEach((nj, j) => {
      if (j === i) return;
      const next = new Array<number>(c.length + nj - 1).fill(0);
      for (let a = 0; a < c.length; a++) for (let k = 0; k < nj; k++) next[a + k]! += c[a]! / fact(k);
      c = next;
    });
    let p = 0;
    for (let K = 0; K < c.length; K++) p += (c[K]! * fact(ni + K - 1)) / fact(ni - 1) / n ** (ni + K);
    return p;
  });
  memo.set(key, out);
  return out.slice();
}
