// The search's two paths from one state, for the tests that hold them equal: the fast deal (the
// game's `fast` work) and the walk through apply, each legal action's value vector side by side.
import { DealSolver, search, type SearchResult } from '../../src/bots/search.js';
import type { SearchOptions, SearchHooks } from '../../src/contract/search.js';
import type { Seat } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';
import { expect } from 'vitest';

export function bothPaths<S, A, V>(hooks: SearchHooks<S, A, V>, s: S, seat: Seat): { fast: number[]; slow: number[] }[] {
  const fastSolver = new DealSolver(hooks);
  const slowSolver = new DealSolver(hooks, null, false);
  fastSolver.startDeal(s, seat);
  slowSolver.startDeal(s, seat);
  return hooks.game
    .legalActions(s)
    .map((a) => ({ fast: Array.from(fastSolver.valueOf(s, a)), slow: Array.from(slowSolver.valueOf(s, a)) }));
}

/**
 * bothPaths agree on every seat's value; the own-balance slot is unknown (NaN) on the fast path,
 * and the lead slot is derived there from the root's value, so it agrees to rounding.
 */
export function expectBothPathsAgree<S, A, V>(hooks: SearchHooks<S, A, V>, s: S, seat: Seat): void {
  for (const { fast, slow } of bothPaths(hooks, s, seat)) {
    expect(fast.slice(0, -2)).toEqual(slow.slice(0, -2));
    expect(fast.at(-1)).toBeCloseTo(slow.at(-1)!, 9);
  }
}

/** One search from the seat's view on each path, both seeded alike. */
export function searchBothPaths<S, A, V>(
  hooks: SearchHooks<S, A, V>,
  s: S,
  seat: Seat,
  opts: SearchOptions,
  seed: string,
): { fast: SearchResult<A>; slow: SearchResult<A> } {
  const view = hooks.game.view(s, seat);
  const legal = hooks.game.legalActions(s);
  return {
    fast: search(hooks, view, seat, legal, Rng.fromSeed(seed), opts),
    slow: search(hooks, view, seat, legal, Rng.fromSeed(seed), { ...opts, fastPath: false }),
  };
}

// The seat's own balance change (a hint's figure) is kept on the walk through apply only; the fast
// path leaves it NaN (hints turn the fast path off). Everything the choice rests on agrees.
export const valuesOnly = <A>(values: readonly { action: A; value: number }[]) => values.map((v) => ({ action: v.action, value: v.value }));

/**
 * At each of `states` where the seat to decide has a choice, the n-th of them searched on both
 * paths with `opts(n)` and the seed `${seed}${n}`: the values of every action, the choice and the
 * samples are identical. Returns the states compared.
 */
export function expectSearchesAgree<S, A, V>(
  hooks: SearchHooks<S, A, V>,
  states: Iterable<S>,
  opts: (n: number) => SearchOptions,
  seed: string,
): S[] {
  const compared: S[] = [];
  for (const s of states) {
    const t = hooks.game.turn(s);
    if (t.kind !== 'decide' || hooks.game.legalActions(s).length < 2) continue;
    const { fast, slow } = searchBothPaths(hooks, s, t.seat, opts(compared.length), `${seed}${compared.length}`);
    expect(valuesOnly(fast.values)).toEqual(valuesOnly(slow.values));
    expect(fast.action).toBe(slow.action);
    expect(fast.samples).toBe(slow.samples);
    compared.push(s);
  }
  return compared;
}
