// Per-game hooks of the search bot. A game needs a sampler (the determinisation of a view); a
// rollout policy is optional. Adding a game to the search bot = one entry here.
import type { AnyGame, Seat } from '../games/game.js';
import { basicFromState } from '../games/lupfen/basic.js';
import { lupfen, type LupfenAction, type LupfenState, type LupfenView } from '../games/lupfen/index.js';
import { sampleLupfenState } from '../games/lupfen/sampler.js';
import type { SearchHooks } from './search.js';

const lupfenHooks: SearchHooks<LupfenState, LupfenAction, LupfenView> = {
  game: lupfen,
  sample: sampleLupfenState,
  // Calls (lift, price, join, exchange, scrap, shove) after the root decision follow the basic
  // bot's rules of thumb on the caller's own cards; card play is searched (max-n).
  policy(state: LupfenState, seat: Seat): LupfenAction | null {
    if (state.phase === 'play') return null;
    const legal = lupfen.legalActions(state);
    return legal.length === 1 ? legal[0]! : basicFromState(state, seat, legal);
  },
};

// Hooks are stored type-erased, keyed by game id; each entry is sound for its own game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const HOOKS = new Map<string, SearchHooks<any, any, any>>([['lupfen', lupfenHooks]]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function searchHooksFor(game: AnyGame): SearchHooks<any, any, any> | undefined {
  return HOOKS.get(game.id);
}
