// bot:normal's reason for a Kloepper decision (GameBots.basicWhy): the rule of thumb by what it
// goes by, for the table; the trumps behind it, for the review only.
import type { KloepperAction } from '../types.js';
import { basicDecision, type BasicView } from './basic.js';
import { isTrump } from '../rules.js';

const RULE = {
  declare: 'goes alone with six trumps (or five with two of the top four), else calls the ace of a suit where it holds a low card',
  counterKnock: 'knocks back when its hand can surely take a trick',
  knock: 'knocks only when it can pledge all six tricks',
  lead: 'leads trumps on the queen side, the called suit against a hidden partner, else an ace, else a cheap card',
  follow: 'gives points to a partner’s safe trick, takes an opponent’s trick as cheaply as it can, else throws a cheap card',
} as const;

export function kloepperWhy(
  view: BasicView,
  legal: readonly KloepperAction[],
): { action: KloepperAction; reason: string; detail?: string } {
  const action = basicDecision(view, legal);
  const trumps = `it holds ${(view.hand ?? []).filter(isTrump).length} trumps`;
  const first = legal[0]!;
  if (first.kind === 'alone' || first.kind === 'call') return { action, reason: RULE.declare, detail: trumps };
  if (first.kind === 'counter-knock' || first.kind === 'no-counter-knock') return { action, reason: RULE.counterKnock, detail: trumps };
  if (action.kind === 'knock') return { action, reason: RULE.knock, detail: trumps };
  const leads = !view.trick || view.trick.cards.length === 0;
  const play = leads ? RULE.lead : RULE.follow;
  return { action, reason: legal.some((a) => a.kind === 'knock') ? `${play}; it ${RULE.knock}` : play, detail: trumps };
}
