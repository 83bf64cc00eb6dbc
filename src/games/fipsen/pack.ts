// Fipsen's packs, the deal (3 each, the Skat, 2 each: P-R4, G-R4) and the hand tests every
// variant shares: Kieker eligibility (P-R7, G-R7) and Siebener Fips (P-R17).
import { rankOf, SUITS, suitOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import { makePack } from '../../core/packs.js';
import { shuffled, type Rng } from '../../core/rng.js';
import type { Seat } from '../../core/history-lines.js';

/** A > K > Q > J > 10 > 9 > 8 > 7 in every suit (§0). */
export const FIPSEN_RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'];

/** P-R2: ♣ ♠ ♥ A–7 and the 7♦, the only diamond. */
export const PACK_25: readonly Card[] = Object.freeze([...makePack({ ranks: FIPSEN_RANKS, suits: ['C', 'S', 'H'] }), '7D']);
/** M-R2: ♣ ♠ ♥ A–7 and the A♦, the only diamond (Ansegger, Duttfips). */
export const PACK_25_ACE: readonly Card[] = Object.freeze([...makePack({ ranks: FIPSEN_RANKS, suits: ['C', 'S', 'H'] }), 'AD']);
/** G-R2: 32 cards, A–7 in all four suits. */
export const PACK_32: readonly Card[] = Object.freeze(makePack({ ranks: FIPSEN_RANKS }));

export const HAND_SIZE = 5;
export const SKAT_SIZE = 2;

/** Seats in playing order from Vorhand (the dealer's left), leaving out those that sit out. */
export function fromVorhand(dealer: Seat, players: number, sitsOut: (seat: Seat) => boolean = () => false): Seat[] {
  const out: Seat[] = [];
  for (let k = 1; k <= players; k++) {
    const seat = (dealer + k) % players;
    if (!sitsOut(seat)) out.push(seat);
  }
  return out;
}

/** The pile dealt between the 3 and the 2 cards: the Skat (P-R4, G-R4), Thedinghausen's turned card. */
export interface MiddlePile {
  readonly name: string;
  readonly size: number;
}

export const SKAT_PILE: MiddlePile = Object.freeze({ name: 'skat', size: SKAT_SIZE });

/**
 * Deals `pack` shuffled by `rng`: 3 cards to each seat of `inDeal` (from Vorhand), the middle pile
 * (the Skat; none in the Mecklenburg games, M-R3), 2 more each; the rest is the pile named
 * `restName`, top first.
 */
export function dealCards(
  pack: readonly Card[],
  players: number,
  inDeal: readonly Seat[],
  restName: string,
  rng: Rng,
  middle: MiddlePile | null = SKAT_PILE,
): { hands: Card[][]; piles: Record<string, Card[]> } {
  const cards = shuffled(pack, rng);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  let k = 0;
  for (const seat of inDeal) for (let j = 0; j < 3; j++) hands[seat]!.push(cards[k++]!);
  const piles: Record<string, Card[]> = {};
  if (middle !== null) {
    piles[middle.name] = cards.slice(k, k + middle.size);
    k += middle.size;
  }
  for (const seat of inDeal) for (let j = 0; j < 2; j++) hands[seat]!.push(cards[k++]!);
  piles[restName] = cards.slice(k);
  return { hands, piles };
}

/** P-R7 / G-R7: no King, Queen or Jack among the original five cards. */
export function kiekerEligible(original: readonly Card[]): boolean {
  return !original.some((c) => rankOf(c) === 'K' || rankOf(c) === 'Q' || rankOf(c) === 'J');
}

const SEVENS: readonly Card[] = ['7C', '7S', '7H', '7D'];

/**
 * P-R17: the five cards a Siebener Fips lays down — the four sevens and an Ace (the first in the
 * suit order ♣ ♠ ♥ ♦ when he holds several) — or null when `hand` has none.
 */
export function siebenerCards(hand: readonly Card[]): Card[] | null {
  if (!SEVENS.every((c) => hand.includes(c))) return null;
  for (const suit of SUITS) if (hand.includes(`A${suit}`)) return [...SEVENS, `A${suit}`];
  return null;
}

/** Every way to choose `k` of `cards`, in the order of `cards`. */
export function combinations<T>(cards: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= cards.length - (k - pick.length); i++) {
      pick.push(cards[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export function suitsOf(cards: readonly Card[]): Set<Suit> {
  return new Set(cards.map(suitOf));
}
