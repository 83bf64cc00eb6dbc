// Cards in the deck-neutral code of the hand-history spec: rank then suit, e.g. "JD" = Unter of bells.
// The code is the only form cards take in rules, views and files; how a card is *shown* lives in
// deck-style.ts.

export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/** Also the one suit order: hands, legends and "the first in suit order" rules go clubs, spades, hearts, diamonds. */
export const SUITS = ['C', 'S', 'H', 'D'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

const RANK_SET: ReadonlySet<string> = new Set(RANKS);
const SUIT_SET: ReadonlySet<string> = new Set(SUITS);

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export function isCard(text: unknown): text is Card {
  return typeof text === 'string' && text.length === 2 && RANK_SET.has(text[0]!) && SUIT_SET.has(text[1]!);
}

/** Parses a card code; accepts lower case and surrounding blanks, returns null for anything else. */
export function parseCard(text: string): Card | null {
  const code = text.trim().toUpperCase();
  return isCard(code) ? code : null;
}

export function formatCard(card: Card): string {
  return card;
}

/** Parses a space- or comma-separated list such as "JD, QS AH"; null if any item is not a card. */
export function parseCards(text: string): Card[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p.length > 0);
  const cards: Card[] = [];
  for (const part of parts) {
    const card = parseCard(part);
    if (card === null) return null;
    cards.push(card);
  }
  return cards;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.join(' ');
}

/** Removes one copy of `card` from `hand`, returning a new array (hand order kept). */
export function without(hand: readonly Card[], card: Card): Card[] {
  const i = hand.indexOf(card);
  if (i < 0) return hand.slice();
  return hand.slice(0, i).concat(hand.slice(i + 1));
}
