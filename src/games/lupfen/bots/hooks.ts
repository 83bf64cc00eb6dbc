// Lupfen's hooks of the search bot: the sampler (the determinisation of a view), the rollout
// policy and the stock reshuffle of bot:seer.
import type { Rng } from '../../../core/rng.js';
import { thumbPolicy } from '../../rules-shared.js';
import { basicFromState } from './basic.js';
import { lupfen, type LupfenAction, type LupfenState, type LupfenView } from '../index.js';
import { pastDecisions, sampleLupfenState } from './sampler.js';
import type { LupfenVariantId } from '../types.js';
import type { SearchHooks } from '../../../contract/search.js';

/**
 * Where bot:hard weighs its samples by inference (bots/inference.ts), by variant: measured in
 * duplicate against the same search without it (README, the bots' section). Lupfen's sampler
 * already keeps, of 40 deals drawn, one the rules of thumb explain best (sampler.ts).
 */
export const LUPFEN_INFERENCE: Readonly<Record<LupfenVariantId, boolean>> = { classic: false, vorarlberg: false };

export const lupfenHooks: SearchHooks<LupfenState, LupfenAction, LupfenView> = {
  game: lupfen,
  sample: sampleLupfenState,
  // The other seats act as sensible players who see only their own cards: every decision of
  // theirs (calls and card play) follows the basic rules of thumb on their own hand. Our own later
  // calls are searched on our view at that point when the search asks for it (ownCallSamples),
  // else they follow the same rules; our own card play is searched (max over our moves in the
  // sampled deal). Omniscient opponents (plain max-n in a sampled deal) are the known weak spot of
  // determinised search: they dodge every trick we could win and make joining look worse than it
  // is; in duplicate tests this model beat max-n opponents in every case tried (e.g. vorarlberg,
  // 5 players: +2.9 vs +2.2 chips/deal against bot:normal, same cards).
  policy: thumbPolicy(
    (s) => lupfen.legalActions(s),
    (s, seat, root) => s.phase === 'play' && seat === root,
    basicFromState,
  ),
  inference: {
    // Every call and card the rules of thumb model: the replay that rebuilds the deal has them.
    decisions: pastDecisions,
    policy: basicFromState,
    on: (view) => LUPFEN_INFERENCE[view.variant],
  },
  reshuffle(state: LupfenState, rng: Rng): LupfenState {
    // The turned trump stays on top; the rest of the stock is face down to everybody.
    const fixed = state.trumpCard ? 1 : 0;
    const rest = state.stock.slice(fixed);
    for (let i = rest.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = rest[i]!;
      rest[i] = rest[j]!;
      rest[j] = t;
    }
    return { ...state, stock: [...state.stock.slice(0, fixed), ...rest] };
  },
};
