// bot:normal's rules of thumb for Toy Trick, on one seat's view: name the longest suit trumps when
// it holds two or more, win a trick as cheaply as it can, and otherwise throw the lowest card.
import { SUITS, suitOf, type Card } from '../../../src/core/cards.js';
import type { Rng } from '../../../src/core/rng.js';
import { trickWinnerIndex } from '../../../src/core/trick.js';
import { trickRules, trumpAction } from '../rules.js';
import type { ToyTrickAction, ToyTrickView } from '../types.js';

export const BASIC_SUMMARY = 'names its longest suit trumps, wins a trick as cheaply as it can, else throws its lowest card';

/** The rules of thumb, each as the table says it (never a card: everybody reads it). */
const RULE = {
  trumps: 'names the suit it holds most of trumps, none with no two of a suit',
  lead: 'leads its strongest card',
  win: 'wins the trick with its cheapest card that does',
  throw: 'cannot win the trick: throws its lowest card',
} as const;

export function basicDecision(view: ToyTrickView, legal: readonly ToyTrickAction[], rng: Rng): ToyTrickAction {
  return basicWhy(view, legal, rng).action;
}

/** bot:normal's choice and the rule of thumb behind it (GameBots.basicWhy). */
export function basicWhy(view: ToyTrickView, legal: readonly ToyTrickAction[], _rng: Rng): { action: ToyTrickAction; reason: string } {
  if (legal[0]?.kind === 'trump') return { action: nameTrumps(view.hand ?? []), reason: RULE.trumps };
  const cards = legal.flatMap((a) => (a.kind === 'play' ? [a] : []));
  const rules = trickRules(view.trumpSuit);
  const byStrength = [...cards].sort((a, b) => strength(view, a.card) - strength(view, b.card));
  const played = view.trick?.cards ?? [];
  if (played.length === 0) return { action: byStrength[byStrength.length - 1]!, reason: RULE.lead };
  const wins = byStrength.find((a) => trickWinnerIndex([...played, a.card], rules) === played.length);
  return wins ? { action: wins, reason: RULE.win } : { action: byStrength[0]!, reason: RULE.throw };
}

function nameTrumps(hand: readonly Card[]): ToyTrickAction {
  const count = (suit: string): number => hand.filter((c) => suitOf(c) === suit).length;
  const longest = [...SUITS].sort((a, b) => count(b) - count(a))[0]!;
  return trumpAction(count(longest) >= 2 ? longest : null);
}

/** A card's worth to the bot: trumps above every other suit, then by rank. */
function strength(view: ToyTrickView, card: Card): number {
  return (suitOf(card) === view.trumpSuit ? 10 : 0) + trickRules(view.trumpSuit).strength(card);
}
