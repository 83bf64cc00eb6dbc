// What a Lupfen hand of three cards is: the counts and shapes the rules name (lupfen.md §3a, §3b).
import { rankOf, suitOf, type Card, type Rank } from '../../core/cards.js';

export const TRICKS_PER_DEAL = 3;
export const HAND_SIZE = 3;

export function count(hand: readonly Card[], rank: Rank): number {
  let n = 0;
  for (const c of hand) if (rankOf(c) === rank) n++;
  return n;
}

/** Exactly two Unders and one Over: the classic exchange hand and the vorarlberg Scrap hand. */
export function isUnderUnderOver(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && count(hand, 'J') === 2 && count(hand, 'Q') === 1;
}

export function isThreeUnders(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && count(hand, 'J') === 3;
}

/** Ständer: three cards of one suit. */
export function isStaender(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && suitOf(hand[0]!) === suitOf(hand[1]!) && suitOf(hand[1]!) === suitOf(hand[2]!);
}

export function twoSows(hand: readonly Card[]): boolean {
  return count(hand, 'A') >= 2;
}
