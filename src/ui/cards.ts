// How cards look on the table: a short face in the deck style, a colour, and an order for the hand.
// Colour never carries meaning alone: every face has its suit symbol (or ascii letters).
import { suitOf, type Card, type Rank, type Suit } from '../core/cards.js';
import { cardFace, cardName, faceWidth as deckFaceWidth, suitLabel } from '../core/deck-style.js';
import { suitCardOrder, type CardOrder } from '../core/trick.js';
import type { CardLook } from '../contract/view.js';

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

/**
 * A hand as a player holds it: trumps together at the left, then the other suits in a fixed order,
 * each suit high to low by the game's rank order (the card order of a plain trump suit).
 */
export function sortHand(hand: readonly Card[], trump: Suit | null, rankOrder: readonly Rank[]): Card[] {
  return sortByOrder(hand, suitCardOrder(trump, rankOrder));
}

/** A hand as the game sorts it (Game.cardOrder): trumps first, whatever makes a card a trump. */
export function sortByOrder(hand: readonly Card[], order: CardOrder): Card[] {
  return hand.slice().sort((a, b) => order.sortKey(a) - order.sortKey(b));
}
