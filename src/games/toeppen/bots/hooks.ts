// Tøppen's hooks of the search bot: the sampler (the determinisation of a view) and the model of
// the other players inside a sampled deal.
import { Rng } from '../../../core/rng.js';
import type { SearchHooks } from '../../../contract/search.js';
import type { Seat } from '../../../core/history-lines.js';
import { thumbPolicy } from '../../rules-shared.js';
import { toeppen } from '../index.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from '../types.js';
import { basicFromState } from './basic.js';
import { pastDecisions, sampleToeppenState } from './sampler.js';

// The rules of thumb bluff now and then. Inside a sampled deal their dice must depend on the
// position only, or the same decision searched twice (a resumed match, a hint) would differ.
function positionRng(s: ToeppenState, seat: Seat): Rng {
  const played = s.tricks.length * 8 + (s.trick?.cards.length ?? 0);
  const a = ((s.dealNo * 2654435761) ^ (seat * 40503) ^ (played * 69069) ^ (s.fine * 362437)) >>> 0;
  return Rng.fromState({ c: 1, s0: (a % 65521) / 65521, s1: ((a >>> 7) % 65519) / 65519, s2: ((a >>> 13) % 65497) / 65497 });
}

/**
 * Whether bot:hard weighs its samples by inference (bots/inference.ts): measured in duplicate
 * against the same search without it (README, the bots' section).
 */
export const TOEPPEN_INFERENCE = false;

export const toeppenHooks: SearchHooks<ToeppenState, ToeppenAction, ToeppenView> = {
  // The search values an outcome by the change of game.returns: minus the fines this seat pays.
  game: toeppen,
  sample: sampleToeppenState,
  // The others decide by the rules of thumb on their own cards (as in Lupfen: players who saw
  // every card of a sampled world would fold exactly when they lose, which makes every knock look
  // worse than it is). Our own decisions are searched.
  policy: thumbPolicy(
    (s) => toeppen.legalActions(s),
    (_s, seat, root) => seat === root,
    (s, seat) => basicFromState(s, positionRng(s, seat)),
  ),
  // The calls say something of a hand: a knock (and a card played where the rules of thumb would
  // have knocked), a hold, a fold. Which card a seat played is not modelled: the search's own
  // opponents play cards otherwise.
  inference: {
    decisions: pastDecisions,
    policy: (s, seat) => basicFromState(s, positionRng(s, seat)),
    agrees: (chosen, made) => (chosen.kind === 'play' ? made.kind === 'play' : toeppen.actionKey(chosen) === toeppen.actionKey(made)),
    on: () => TOEPPEN_INFERENCE,
  },
};
