// Trick-taking helpers shared by every game: which cards may be played, and who wins a trick.
import { rankOf, suitOf, type Card, type Rank, type Suit } from './cards.js';

/** How a game sorts cards into suits for following, and how strong a card is in a trick. */
export interface TrickRules {
  /** The suit a card counts as for follow-suit; games with trump cards outside their suit override it. */
  readonly suitOf: (card: Card) => Suit | 'trump';
  /** Trump suit of the deal, or null for no trump. Cards whose suitOf is 'trump' are trumps too. */
  readonly trump: Suit | null;
  /** When void in the led suit, a player holding a trump must play one. */
  readonly mustTrump: boolean;
  /** Strength within its own suit (or within trumps); higher wins. */
  readonly strength: (card: Card) => number;
}

export function effectiveSuit(rules: TrickRules, card: Card): Suit | 'trump' {
  const s = rules.suitOf(card);
  return s !== 'trump' && s === rules.trump ? 'trump' : s;
}

/** The cards of `hand` that may be played to a trick whose first card is `led` (undefined: leading). */
export function legalCards(hand: readonly Card[], led: Card | undefined, rules: TrickRules): Card[] {
  if (led === undefined) return hand.slice();
  const ledSuit = effectiveSuit(rules, led);
  const follow = hand.filter((c) => effectiveSuit(rules, c) === ledSuit);
  if (follow.length > 0) return follow;
  if (rules.mustTrump) {
    const trumps = hand.filter((c) => effectiveSuit(rules, c) === 'trump');
    if (trumps.length > 0) return trumps;
  }
  return hand.slice();
}

/** Index (in playing order) of the card that wins the trick: highest trump, else highest of the led suit. */
export function trickWinnerIndex(cards: readonly Card[], rules: TrickRules): number {
  if (cards.length === 0) throw new Error('trickWinnerIndex of an empty trick');
  const ledSuit = effectiveSuit(rules, cards[0]!);
  let best = 0;
  let bestTrump = ledSuit === 'trump';
  let bestStrength = rules.strength(cards[0]!);
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i]!;
    const s = effectiveSuit(rules, card);
    const isTrump = s === 'trump';
    const strength = rules.strength(card);
    if (isTrump && !bestTrump) {
      best = i;
      bestTrump = true;
      bestStrength = strength;
    } else if (s === (bestTrump ? 'trump' : ledSuit) && strength > bestStrength) {
      best = i;
      bestStrength = strength;
    }
  }
  return best;
}

/** Strength from a high→low rank list, for plain-suit games. */
export function strengthByRank(orderHighToLow: readonly Rank[]): (card: Card) => number {
  const value = new Map<Rank, number>();
  orderHighToLow.forEach((r, i) => value.set(r, orderHighToLow.length - i));
  return (card) => value.get(rankOf(card)) ?? 0;
}

/** Trick rules for games with a plain trump suit (Lupfen and friends). */
export function suitTrumpRules(trump: Suit | null, mustTrump: boolean, order: readonly Rank[]): TrickRules {
  return { suitOf, trump, mustTrump, strength: strengthByRank(order) };
}

/** A finished trick as every game records it. */
export interface TrickRecord {
  /** 1-based within the deal. */
  readonly index: number;
  readonly leader: number;
  /** Seats in playing order, parallel to `cards`. */
  readonly seats: readonly number[];
  readonly cards: readonly Card[];
  readonly winner: number;
}

/** The trick being played: cards so far, in playing order. */
export interface CurrentTrick {
  readonly leader: number;
  readonly seats: readonly number[];
  readonly cards: readonly Card[];
}
