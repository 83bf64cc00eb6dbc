// Kloepper's hooks of the search bot: the sampler (the determinisation of a view, the hidden
// partner drawn consistently with what was played) and the model of the other players.
import type { SearchHooks } from '../../../bots/search.js';
import type { Seat } from '../../game.js';
import { kloepper } from '../index.js';
import type { KloepperAction, KloepperState, KloepperView } from '../types.js';
import { basicFromState } from './basic.js';
import { sampleKloepperState } from './sampler.js';

export const kloepperHooks: SearchHooks<KloepperState, KloepperAction, KloepperView> = {
  game: kloepper,
  sample: sampleKloepperState,
  // As in Lupfen and Tøppen, the others decide by the rules of thumb on their own view: a player
  // who saw every card of a sampled world would schmear exactly where it pays.
  policy(state: KloepperState, seat: Seat, root: Seat): KloepperAction | null {
    const legal = kloepper.legalActions(state);
    if (legal.length === 1) return legal[0]!;
    if (seat === root) return null;
    return basicFromState(state, seat, legal);
  },
};
