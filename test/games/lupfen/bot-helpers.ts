// Helpers for Lupfen's bot tests: drive Lupfen states with seeded random decisions.
import type { Rng } from '../../../src/core/rng.js';
import { lupfen, type LupfenAction, type LupfenState } from '../../../src/games/lupfen/index.js';
import { statesOfPlay } from '../../registered.js';

export function startMatch(variant: string, players: number, rules: Record<string, string> = {}): LupfenState {
  const resolved = lupfen.resolveOptions(variant, players, rules);
  if (!resolved.ok) throw new Error(resolved.reason);
  return lupfen.setup({ variant, players, options: resolved.value });
}

/**
 * Every decision state of a match played by `choose` (default: uniformly random), with the
 * chance outcomes drawn from `seed`.
 */
export function decisionStates(
  state: LupfenState,
  seed: string,
  choose?: (s: LupfenState, legal: LupfenAction[], rng: Rng) => LupfenAction,
  maxSteps = 10_000,
): Generator<LupfenState> {
  return statesOfPlay(lupfen, () => state, seed, { choose, maxSteps });
}
