// Inference: samples that believe the table. A sampled deal in which the other seats' calls make
// sense for the cards it gives them is likelier than one in which they do not: a seat that lifted
// holds a hand worth lifting, one that knocked a hand worth knocking. The search (search.ts) weighs
// each sampled deal by that likelihood, as Kermit did for Skat, where today every deal consistent
// with the hard facts (voids, shown cards) weighs the same.
//
// The model of the other seats is the bots' own rules of thumb made soft: with the cards a
// sampled deal gives a seat, the decision they would have made there has likelihood 1 and any
// other ε (the same factor, whatever the decision: what is compared is one sample against
// another on the same public decisions). A deal's weight is the product over the other seats'
// decisions, ε to the power of the decisions the rules of thumb would not have made: never 0, so
// a seat that plays otherwise than they would (a human, another search) only blurs the picture.
//
// Only the game's replay of its deal and its policy are the game's (SearchHooks.inference); the
// weighing is here, the same for every game.
import type { Game } from '../contract/game.js';
import type { InferenceHooks } from '../contract/search.js';
import type { Seat } from '../core/history-lines.js';

/** The likelihood of a decision the rules of thumb would not have made, against 1 for theirs. */
export const INFERENCE_EPSILON = 0.25;

/**
 * How many decisions of seats other than `root` in `world`'s deal so far the policy would not
 * have made with the cards `world` gives them. Only choices count: a seat with one legal action
 * told nothing.
 */
export function misfitsOf<S, A, V>(game: Game<S, A, V>, inference: InferenceHooks<S, A, V>, world: S, root: Seat): number {
  let misfits = 0;
  for (const d of inference.decisions(world, root)) {
    if (d.seat === root) continue;
    const legal = game.legalActions(d.state);
    if (legal.length < 2) continue;
    const chosen = inference.policy(d.state, d.seat, legal);
    const agrees = inference.agrees ? inference.agrees(chosen, d.action) : game.actionKey(chosen) === game.actionKey(d.action);
    if (!agrees) misfits++;
  }
  return misfits;
}

/** A sampled deal's weight in the search's average: ε to the power of its misfits (`misfitsOf`). */
export function sampleWeight<S, A, V>(
  game: Game<S, A, V>,
  inference: InferenceHooks<S, A, V>,
  world: S,
  root: Seat,
  epsilon = INFERENCE_EPSILON,
): number {
  return epsilon ** misfitsOf(game, inference, world, root);
}
