// `cardtable learn <game>`: one seeded deal against bots, each prompt saying why it matters. Each
// variant names its seed (VariantInfo.learnSeed), chosen so that the learner meets the game's real
// decisions in that one deal: each was the best of 40 seeds by the decisions with more than one
// legal action that seat 0 meets (bot:basic in its place), counting distinct kinds of decision most
// (test/ui/learn-deal.ts plays a seed through; test/ui/learn.test.ts checks every variant's).
import type { VariantInfo } from '../contract/game.js';

/** The seed of a variant without one of its own (a new one) until it gets it. */
export const FALLBACK_SEED = 'learn';

/** The seed of `variant`'s deal: its own (VariantInfo.learnSeed), else FALLBACK_SEED. */
export function learnSeed(variants: readonly Pick<VariantInfo, 'id' | 'learnSeed'>[], variant: string): string {
  return variants.find((v) => v.id === variant)?.learnSeed ?? FALLBACK_SEED;
}

/** Said on the deal's summary and after the table closes. */
export function closingLine(gameName: string, gameId: string): string {
  return `That was one deal of ${gameName}. Play a match: cardtable ${gameId}`;
}
