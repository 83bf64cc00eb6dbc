// Trick-taking helpers shared by every game: which cards may be played, and who wins a trick.
import { rankOf, SUITS, suitOf, type Card, type Rank, type Suit } from './cards.js';

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

/** How the cards of a deal sort and which are trumps: asked by the hand, the trick and the bots. */
export interface CardOrder {
  /** True for a trump in this deal (a suit, or cards outside their suit such as Kloepper's queens). */
  isTrump(card: Card): boolean;
  /** Sorting key for showing a hand: trumps first, high to low, then suits in the game's order. */
  sortKey(card: Card): number;
}

/**
 * The card order of a game with a plain trump suit (or none): trumps together at the left, then
 * the other suits clubs, spades, hearts, diamonds, each high to low by `orderHighToLow`.
 */
export function suitCardOrder(trump: Suit | null, orderHighToLow: readonly Rank[]): CardOrder {
  const n = orderHighToLow.length + 1;
  return {
    isTrump: (card) => trump !== null && suitOf(card) === trump,
    sortKey(card) {
      const s = suitOf(card);
      const suitKey = s === trump ? 0 : SUITS.indexOf(s) + 1;
      const r = orderHighToLow.indexOf(rankOf(card));
      return suitKey * n + (r < 0 ? n - 1 : r);
    },
  };
}

/**
 * Plays `card` for `seat` to `trick` (null: a new trick led by `seat`). Once every seat in
 * `players` (the seats that take part in the trick, in playing order from the leader) has played,
 * the trick is complete: `done` is its record, numbered `index`, won by the best card among those
 * whose `canWin` holds (Tøppen: a folded player's card never wins; default: every card). When no
 * card that can win follows the led suit or trumps, the earliest card that can win takes it.
 */
export function playToTrick(
  trick: CurrentTrick | null,
  seat: number,
  card: Card,
  size: number,
  index: number,
  rules: TrickRules,
  canWin?: (seat: number) => boolean,
): { trick: CurrentTrick | null; done: TrickRecord | null } {
  const cur: CurrentTrick = trick ?? { leader: seat, seats: [], cards: [] };
  const next: CurrentTrick = { leader: cur.leader, seats: [...cur.seats, seat], cards: [...cur.cards, card] };
  if (next.cards.length < size) return { trick: next, done: null };
  const w = canWin ? trickWinnerAmong(next.cards, next.seats.map(canWin), rules) : trickWinnerIndex(next.cards, rules);
  return { trick: null, done: { index, leader: next.leader, seats: next.seats, cards: next.cards, winner: next.seats[w]! } };
}

/**
 * Index of the winning card when only some cards may win (`eligible[i]`). The led suit stays the
 * first card's even if that card cannot win; among eligible cards the highest trump wins, else the
 * highest of the led suit, else the earliest eligible card.
 */
export function trickWinnerAmong(cards: readonly Card[], eligible: readonly boolean[], rules: TrickRules): number {
  if (cards.length === 0) throw new Error('trickWinnerAmong of an empty trick');
  const ledSuit = effectiveSuit(rules, cards[0]!);
  let best = -1;
  let bestRank = -1; // 2: trump, 1: led suit, 0: other
  let bestStrength = -Infinity;
  for (let i = 0; i < cards.length; i++) {
    if (!eligible[i]) continue;
    const s = effectiveSuit(rules, cards[i]!);
    const rank = s === 'trump' ? 2 : s === ledSuit ? 1 : 0;
    const strength = rank === 0 ? -Infinity : rules.strength(cards[i]!);
    if (best < 0 || rank > bestRank || (rank === bestRank && rank > 0 && strength > bestStrength)) {
      best = i;
      bestRank = rank;
      bestStrength = strength;
    }
  }
  if (best < 0) throw new Error('trickWinnerAmong: no card may win');
  return best;
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

/** Whoever plays next leads: no trick has begun, or the one in play has no card yet. */
export function leadsTrick(trick: { readonly cards: readonly unknown[] } | null | undefined): boolean {
  return !trick || trick.cards.length === 0;
}
