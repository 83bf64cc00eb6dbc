// The search's two paths from one state, for the tests that hold them equal: the fast deal (the
// game's `fast` work) and the walk through apply, each legal action's value vector side by side.
import { DealSolver } from '../../src/bots/search.js';
import type { SearchHooks } from '../../src/contract.js';
import type { Seat } from '../../src/core/history-lines.js';

export function bothPaths<S, A, V>(hooks: SearchHooks<S, A, V>, s: S, seat: Seat): { fast: number[]; slow: number[] }[] {
  const fastSolver = new DealSolver(hooks);
  const slowSolver = new DealSolver(hooks, null, false);
  fastSolver.startDeal(s, seat);
  slowSolver.startDeal(s, seat);
  return hooks.game
    .legalActions(s)
    .map((a) => ({ fast: Array.from(fastSolver.valueOf(s, a)), slow: Array.from(slowSolver.valueOf(s, a)) }));
}
