// Toy Trick's hooks of the search bot: the sampler, and the others played by the rules of thumb.
import type { SearchHooks } from '../../../src/contract/search.js';
import { Rng } from '../../../src/core/rng.js';
import { thumbPolicy } from '../../../src/games/rules-shared.js';
import { toyTrick } from '../index.js';
import type { ToyTrickAction, ToyTrickState, ToyTrickView } from '../types.js';
import { basicDecision } from './basic.js';
import { sampleToyTrickState } from './sampler.js';

// The rules of thumb draw nothing; a fixed generator keeps the policy a function of the position.
const NO_DICE = Rng.fromSeed('toytrick-policy');

export const toyTrickHooks: SearchHooks<ToyTrickState, ToyTrickAction, ToyTrickView> = {
  game: toyTrick,
  sample: sampleToyTrickState,
  policy: thumbPolicy(
    (s) => toyTrick.legalActions(s),
    (_s, seat, root) => seat === root,
    (s, seat, legal) => basicDecision(toyTrick.view(s, seat), legal, NO_DICE),
  ),
};
