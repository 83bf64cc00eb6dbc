// How cards look on the table: a short face in the deck style, a colour, and an order for the hand.
// Colour never carries meaning alone: every face has its suit symbol (or ascii letters).
import { rankOf, suitOf, type Card, type Rank, type Suit } from '../core/cards.js';
import { cardFace, cardName, faceWidth as deckFaceWidth, suitLabel, type DeckStyle } from '../core/deck-style.js';
import type { CardOrder } from '../core/trick.js';

export interface CardLook {
  readonly style: DeckStyle;
  readonly ascii: boolean;
}

export function face(card: Card, look: CardLook): string {
  return cardFace(card, look.style, look.ascii);
}

export function longName(card: Card, look: CardLook): string {
  return cardName(card, look.style);
}

export function suitColour(suit: Suit, look: CardLook): string {
  return suitLabel(look.style, suit).colour;
}

export function cardColour(card: Card, look: CardLook): string {
  return suitColour(suitOf(card), look);
}

export function suitName(suit: Suit, look: CardLook): string {
  return suitLabel(look.style, suit).name;
}

/** Width every face is padded to, so hands and tricks line up (deck-style.ts). */
export function faceWidth(look: CardLook): number {
  return deckFaceWidth(look.style, look.ascii);
}

const SUIT_ORDER: readonly Suit[] = ['C', 'S', 'H', 'D'];

/**
 * A hand as a player holds it: trumps together at the left, then the other suits in a fixed order,
 * each suit high to low by the game's rank order.
 */
export function sortHand(hand: readonly Card[], trump: Suit | null, rankOrder: readonly Rank[]): Card[] {
  const suitKey = (s: Suit): number => (s === trump ? -1 : SUIT_ORDER.indexOf(s));
  const rankKey = (r: Rank): number => {
    const i = rankOrder.indexOf(r);
    return i < 0 ? rankOrder.length : i;
  };
  return hand.slice().sort((a, b) => suitKey(suitOf(a)) - suitKey(suitOf(b)) || rankKey(rankOf(a)) - rankKey(rankOf(b)));
}

/** A hand as the game sorts it (Game.cardOrder): trumps first, whatever makes a card a trump. */
export function sortByOrder(hand: readonly Card[], order: CardOrder): Card[] {
  return hand.slice().sort((a, b) => order.sortKey(a) - order.sortKey(b));
}
