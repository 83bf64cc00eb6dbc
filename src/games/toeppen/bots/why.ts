// bot:normal's reason for a Tøppen decision (GameBots.basicWhy): the rule of thumb by what it goes
// by, for the table; its win chance, and whether a knock was a bluff, for the review only.
import type { Rng } from '../../../core/rng.js';
import { viewerOf } from '../../../contract/game.js';
import type { ToeppenAction, ToeppenView } from '../types.js';
import { basicDecision, KNOCK_AGAIN, KNOCK_AT, winChance } from './basic.js';

const RULE = {
  start: 'stays in unless its hand is hopeless (folding now costs as much as folding to the first knock)',
  pah: 'folds when staying, at the chance it gives its hand, would cost more than the fine',
  knock: 'knocks on a hand likely to take the last trick, and now and then as a bluff',
  play: 'plays low and keeps its best card for the last trick; on the third trick it tries to win the lead',
} as const;

export function toeppenWhy(
  view: ToeppenView,
  legal: readonly ToeppenAction[],
  rng: Rng,
): { action: ToeppenAction; reason: string; detail?: string } {
  const action = basicDecision(view, legal, rng);
  const calls = new Set(legal.flatMap((a) => (a.kind === 'call' ? [a.call] : [])));
  const chance = `its chance of the last trick ≈ ${Math.round(winChance(view) * 100)}%`;
  if (calls.has('stay') && calls.has('fold')) return { action, reason: RULE.start, detail: chance };
  if (calls.has('pah') && calls.has('fold')) return { action, reason: RULE.pah, detail: chance };
  if (action.kind === 'call' && action.call === 'knock') {
    const need = view.lastKnocker === viewerOf(view) ? KNOCK_AGAIN : KNOCK_AT;
    const bluff = winChance(view) < need ? ': a bluff' : '';
    return { action, reason: RULE.knock, detail: `${chance}${bluff}` };
  }
  return { action, reason: calls.has('knock') ? `${RULE.knock}; else it ${RULE.play}` : RULE.play, detail: chance };
}
