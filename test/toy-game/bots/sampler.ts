// The determinisation hook of the search bot: a complete state consistent with one seat's view.
// The cards it has not seen go to the other hands at random, none of a suit a seat has shown it
// lacks (it did not follow); the shared core deals them, with rejection and a fallback.
import { suitOf } from '../../../src/core/cards.js';
import type { Rng } from '../../../src/core/rng.js';
import { dealBacktracking, dealByCut, rejection, shownVoids, tricksSoFar, unseenOf } from '../../../src/bots/deal-sampler.js';
import { viewerOf } from '../../../src/contract/game.js';
import { toyTrickPack } from '../rules.js';
import type { ToyTrickState, ToyTrickView } from '../types.js';

const REJECTION_TRIES = 20;

export function sampleToyTrickState(view: ToyTrickView, rng: Rng): ToyTrickState {
  const me = viewerOf(view);
  const tricks = tricksSoFar(view);
  const unseen = unseenOf(toyTrickPack(view.players), [...(view.hand ?? []), ...tricks.flatMap((t) => t.cards)]);
  const voids = shownVoids(tricks, view.players, suitOf);
  const places = view.handSizes.map((size, x) => ({
    size: x === me ? 0 : size,
    allows: (c: Parameters<typeof suitOf>[0]) => !voids[x]!.has(suitOf(c)),
  }));
  const dealt = rejection(
    REJECTION_TRIES,
    () => dealByCut(unseen, places, rng)?.hands ?? null,
    () => {
      const hands = dealBacktracking(unseen, places, rng);
      if (!hands) throw new Error('toytrick sampler: no deal agrees with the view');
      return hands;
    },
  );
  const hands = dealt.map((h, x) => (x === me ? (view.hand ?? []).slice() : h));
  return {
    n: view.players,
    opts: view.options,
    phase: view.phase,
    dealNo: view.dealNo,
    dealsDone: view.dealsDone,
    dealer: view.dealer,
    balances: view.balances,
    hands,
    trump: view.trumpSuit,
    caller: view.caller,
    toAct: view.toAct,
    trick: view.trick,
    tricks: view.tricks,
    tricksWon: view.tricksWon,
    lastDeal: view.lastDeal,
    history: view.history,
    result: view.result,
  };
}
