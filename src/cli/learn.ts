// `cardtable learn <game>`: one seeded deal against bots, each prompt saying why it matters. The
// seeds are chosen per game and variant so that the learner meets the game's real decisions in
// that one deal: each was the best of 40 seeds by the decisions with more than one legal action
// that seat 0 meets (bot:basic in its place), counting distinct kinds of decision most
// (test/ui/learn-deal.ts plays a seed through; test/ui/learn.test.ts checks every variant's).
import type { VariantInfo } from '../contract/game.js';

/**
 * The seed of each variant's deal, and why it was chosen. A variant not listed (a new one) plays
 * FALLBACK_SEED until it gets its own.
 */
const LEARN_SEEDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  lupfen: {
    // You are asked to lift and do, name the price, then lead and play: every classic decision but
    // play-or-drop, which the lifter never faces.
    classic: 'learn-4',
    // The first deal of a Vorarlberg match is always a force round (everybody plays, nobody lupfs,
    // rules §FORCE ROUND): this seed gives the most card plays with a real choice in it.
    vorarlberg: 'learn-6',
  },
  kloepper: {
    // You hold both black queens: you declare (call an ace or go alone), then lead and follow.
    standard: 'learn-24',
  },
  toeppen: {
    // Ten decisions: fold or stay at the start, a knock to answer, and the plays to the last trick.
    standard: 'learn-12',
  },
  fipsen: {
    // The whole Prisdorf line: bid, take the Skat or play Hand, lay two away, name trump, play.
    prisdorf: 'learn-14',
    // You win the auction: lay away, name trump, play, and then stop or play through (durch).
    grossenaspe: 'learn-8',
    // A turned Ace with your seven of trumps: take it or keep the seven, then the race's plays.
    thedinghausen: 'learn-24',
    // You bid, name trump as declarer and play the contract out.
    ansegger: 'learn-17',
    // Bid, take the Dutt and lay five away, name trump, play.
    duttfips: 'learn-14',
  },
};

export const FALLBACK_SEED = 'learn';

export function learnSeed(gameId: string, variant: string): string {
  return LEARN_SEEDS[gameId]?.[variant] ?? FALLBACK_SEED;
}

/** Whether the variant has a deal of its own (tests: every registered one has). */
export function hasLearnSeed(gameId: string, variant: Pick<VariantInfo, 'id'>): boolean {
  return LEARN_SEEDS[gameId]?.[variant.id] !== undefined;
}

/** Said on the deal's summary and after the table closes. */
export function closingLine(gameName: string, gameId: string): string {
  return `That was one deal of ${gameName}. Play a match: cardtable ${gameId}`;
}
