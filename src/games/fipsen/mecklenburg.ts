// What the two Mecklenburg games share (fipsen.md §3d, §3e): four players, the 25-card pack with
// the A♦, 3 then 2 cards each and a five-card Dutt, and scoring modelled on Prisdorf (won +V,
// lost −2V, only the declarer scores). [program scoring]
import type { Suit } from '../../core/cards.js';
import type { OptionSpec } from '../../contract/game.js';
import { dealsOption } from '../options.js';
import { PACK_25_ACE, fromVorhand } from './pack.js';
import type { FipsenState } from './types.js';
import { trickCounts, type DealScore, type FipsenVariant } from './variant.js';

export const MECKLENBURG_PLAYERS: OptionSpec = {
  key: 'players',
  type: 'int',
  default: 4,
  min: 4,
  max: 4,
  summary: 'Exactly 4 players (R1).',
};

export const MECKLENBURG_DEALS: OptionSpec = dealsOption({
  default: 20,
  min: 1,
  summary: 'Match length in played deals (thrown-in deals do not count).',
});

/**
 * The rules both games play alike: the pack with the A♦, no Skat but the Dutt, Vorhand bids and
 * leads first, strictly higher bids only, no Siebener Fips, no Kieker, no Hand game, no window.
 */
export const MECKLENBURG_RULES = {
  pack: () => PACK_25_ACE,
  middlePile: null,
  restPile: 'dutt',
  inDeal: (dealer, players) => fromVorhand(dealer, players),
  mayHold: () => false,
  siebener: false,
  skatOrHand: false,
  handRequired: () => false,
  kiekerGivesOriginal: () => false,
  kiekerAudience: () => [],
  windowKind: () => null,
  continueWord: 'continue',
} satisfies Partial<FipsenVariant>;

const SUIT_WORDS: Readonly<Record<Suit, string>> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };

/**
 * A-R8, D-R9: won +V, lost −2V, nobody else scores; the value column as in Prisdorf. `factors`:
 * how V comes about, each with its reason ("3", "2 (Ruten)"), for the summary's why.
 */
export function declarerScore(
  s: FipsenState,
  outcome: 'won' | 'lost' | 'surrender',
  v: number,
  name: string,
  factors: readonly string[],
  needs: string,
): DealScore {
  const d = s.contract!.declarer;
  const value = outcome === 'won' ? v : -2 * v;
  const delta = new Array<number>(s.players).fill(0);
  delta[d] = value;
  const won = trickCounts(s).won;
  const worth = `Value ${factors.length > 1 ? `${factors.join(' × ')} = ${v}` : (factors[0] ?? `${v}`)}`;
  const moved = outcome === 'won' ? `${worth}: +${v} to seat ${d}` : `${worth}; lost: -2 × ${v} = -${2 * v} for seat ${d}`;
  return {
    delta,
    value,
    note: `seat ${d}: ${name} ${SUIT_WORDS[s.trump!]} ${outcome}`,
    why:
      `seat ${d} played ${name}, ${SUIT_WORDS[s.trump!]} trump, needing ${needs}: ` +
      `${won} trick${won === 1 ? '' : 's'} of ${s.tricks.length}, ${outcome === 'won' ? 'made' : 'lost'}. ${moved}; nobody else scores (program scoring).`,
  };
}
