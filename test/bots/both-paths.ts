// The search's two paths from one state, for the tests that hold them equal: the fast deal (the
// game's `fast` work) and the walk through apply, each legal action's value vector side by side.
import { DealSolver, search, type SearchResult } from '../../src/bots/search.js';
import type { SearchOptions, SearchHooks } from '../../src/contract/search.js';
import type { Seat } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';

export function bothPaths<S, A, V>(hooks: SearchHooks<S, A, V>, s: S, seat: Seat): { fast: number[]; slow: number[] }[] {
  const fastSolver = new DealSolver(hooks);
  const slowSolver = new DealSolver(hooks, null, false);
  fastSolver.startDeal(s, seat);
  slowSolver.startDeal(s, seat);
  return hooks.game
    .legalActions(s)
    .map((a) => ({ fast: Array.from(fastSolver.valueOf(s, a)), slow: Array.from(slowSolver.valueOf(s, a)) }));
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
