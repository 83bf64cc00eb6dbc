// bot:normal's reason for a Fipsen decision (GameBots.basicWhy): the rule of thumb by what it goes
// by, for the table; the tricks it counts in its own hand, for the review only.
import type { FipsenAction } from '../types.js';
import { variantOf } from '../variants.js';
import { basicDecision, expectedTricks, type BasicView } from './basic.js';

const RULE: Readonly<Record<string, string>> = {
  siebener: 'announces Siebener Fips whenever it may',
  auction: 'bids the highest contract its counted winners make, with a margin; else passes',
  skat: 'plays from the hand only when the cards as dealt make the contract with room to spare',
  kieker: 'plays on against the Kieker only when it expects to take every trick',
  discard: 'lays away the cards that leave the strongest hand for its best trump',
  trump: 'names the suit in which it counts the most winners',
  window: 'doubles only when its own hand alone beats (or, as declarer, surely makes) the contract',
  swap: 'always takes the Ace of trumps for its seven',
  dutt: 'always takes the Dutt: the best five of ten are never worse than its own',
  stop: 'plays on for all five only when every card left is a sure winner',
  lead: 'as declarer draws trumps, then cashes sure winners; on defence cashes a side suit’s best card, else leads low in its longest side suit',
  follow: 'wins a trick as cheaply as it can, else throws its lowest card',
};

export function fipsenWhy(view: BasicView, legal: readonly FipsenAction[]): { action: FipsenAction; reason: string; detail?: string } {
  const action = basicDecision(view, legal);
  const hand = view.hand ?? [];
  const counted = `it counts ≈ ${expectedTricks(hand, view.trumpSuit, variantOf(view.variant).pack(view.players)).toFixed(1)} winners`;
  if (action.kind === 'siebener') return { action, reason: RULE['siebener']! };
  if (view.phase === 'play') {
    const leads = !view.trick || view.trick.cards.length === 0;
    return { action, reason: RULE[leads ? 'lead' : 'follow']!, detail: counted };
  }
  return { action, reason: RULE[view.phase] ?? 'follows its rules of thumb', detail: counted };
}
