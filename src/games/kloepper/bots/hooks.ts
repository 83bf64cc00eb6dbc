// Kloepper's hooks of the search bot: the sampler (the determinisation of a view, the hidden
// partner drawn consistently with what was played) and the model of the other players.
import type { SearchHooks, SearchOptions } from '../../../contract/search.js';
import { thumbPolicy } from '../../rules-shared.js';
import { kloepper } from '../index.js';
import type { KloepperAction, KloepperState, KloepperView } from '../types.js';
import { basicFromState } from './basic.js';
import { pastDecisions, sampleKloepperState } from './sampler.js';

/**
 * The searching seat's own later plays inside a sampled deal are searched exactly once it holds
 * this many cards or fewer; before that it plays them by the rules of thumb, like the others.
 * Searched from the first trick, it plays every sampled world with the cards in view and so
 * overrates knocks (15 against 2 in 16 duplicate matches) and spends 900 ms on a first lead.
 * Against bot:normal, game points a deal over the same 16 matches × 4 rotations × 10 deals:
 * searched from 6 cards +0.51, from 4 +0.64, from 3 +0.61, never +0.54 (its first rules of thumb);
 * from 5 +0.48, from 4 +0.53, from 3 +0.61 (the present ones, other cards; knocks 11 / 8 / 5).
 * 128 samples instead of 48 moved nothing. Three: as strong as any, and a 95th percentile of 80 ms.
 * Every seat solved exactly on the fast path (exactOnFastPath) from trick 2, 3 or 4 on, the rules of
 * thumb before: +0.44, +0.51, +0.41 against +0.61 for this setting (16 matches × 4 rotations × 10
 * deals): opponents who see the sampled cards defend too well, as in Lupfen. Its partner searched
 * with it from 3 or 4 cards: +0.52, +0.45. Once the sampler kept worlds that explain the others'
 * calls and cards, searched from 3, 4 and 5 cards: +0.74, +0.74, +0.69 (16 matches, 529–532 deals,
 * intervals ±0.42): better samples did not make the earlier search pay.
 */
export const EXACT_FROM_CARDS = 3;

/**
 * Kloepper's changes to bot:hard's search (GameBots.searchOptions). No nested search of its own
 * later calls: its only later call is a knock in trick 1, and its early plays are the rules of
 * thumb's on purpose (above). Those plays (tricks 2–3) chosen instead by a nested search on what it
 * will know then, 2 or 3 samples at twice or three times the budget: −0.00 and +0.04 game points a
 * deal against this setting (16 matches, 528 deals, intervals ±0.1) at a CPU median of 168 and 253
 * ms instead of 77. Its knocks are valued right already: over 224 chances to knock, −21.8 a knock
 * on average against −22.3 on the true deals; the oracle knocks more because it sees the hands.
 */
export const KLOEPPER_SEARCH: Partial<SearchOptions> = { ownCallSamples: 0 };

/**
 * Whether bot:hard weighs its samples by inference (bots/inference.ts): measured in duplicate
 * against the same search without it (README, the bots' section).
 */
export const KLOEPPER_INFERENCE = false;

export const kloepperHooks: SearchHooks<KloepperState, KloepperAction, KloepperView> = {
  game: kloepper,
  sample: sampleKloepperState,
  // As in Lupfen and Tøppen, the others decide by the rules of thumb on their own view: a player
  // who saw every card of a sampled world would schmear exactly where it pays. The partner in a
  // sampled world is the true one, and its rules of thumb play for its side as far as it knows it.
  policy: thumbPolicy(
    (s) => kloepper.legalActions(s),
    (s, seat, root) => seat === root && s.hands[seat]!.length <= EXACT_FROM_CARDS,
    basicFromState,
  ),
  // The calls say something of a hand: the declaration, a knock (and a card led where the rules of
  // thumb would have knocked), a counter-knock or its refusal. Which card a seat played is not
  // weighed here: the sampler already keeps, of its draws, one whose cards the rules of thumb explain.
  inference: {
    decisions: pastDecisions,
    policy: basicFromState,
    agrees: (chosen, made) => (chosen.kind === 'play' ? made.kind === 'play' : kloepper.actionKey(chosen) === kloepper.actionKey(made)),
    on: () => KLOEPPER_INFERENCE,
  },
};
