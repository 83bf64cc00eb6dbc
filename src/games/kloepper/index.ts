// The Kloepper game module: the Game interface over the pure rules in rules.ts.
import type { Card } from '../../core/cards.js';
import { SUITS, rankOf, suitOf } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import type { CardOrder } from '../../core/trick.js';
import type { Game } from '../../contract/game.js';
import { defineGame } from '../define.js';
import * as codec from './codec.js';
import { kloepperFast } from './solver-position.js';
import { KLOEPPER_VARIANTS, resolveKloepperOptions } from './options.js';
import * as rules from './rules.js';
import { TRUMPS, isTrump } from './rules.js';
import * as text from './rules-text.js';
import type { KloepperAction, KloepperState, KloepperView } from './types.js';
import { kloepperView } from './view.js';

export type { KloepperAction, KloepperState, KloepperView } from './types.js';

const PLAIN_RANKS = ['A', 'T', 'K', 'Q', 'J', '9'];

/** Trumps first, high to low; then clubs, spades, hearts (K14), each high to low. */
export const KLOEPPER_CARD_ORDER: CardOrder = {
  isTrump,
  sortKey(card: Card): number {
    const t = TRUMPS.indexOf(card);
    if (t >= 0) return t;
    return TRUMPS.length + SUITS.indexOf(suitOf(card)) * PLAIN_RANKS.length + PLAIN_RANKS.indexOf(rankOf(card));
  },
};

export const kloepper: Game<KloepperState, KloepperAction, KloepperView> = defineGame<KloepperState, KloepperAction, KloepperView>({
  about: { id: 'kloepper', name: 'Kloepper', unit: 'points' },
  // Only the scoring side adds game points; the other side adds nothing.
  utility: 'general-sum',
  endReasons: ['target', 'deals', 'quit'],
  variants: KLOEPPER_VARIANTS,
  defaultVariant: 'standard',
  resolveOptions: resolveKloepperOptions,
  rules,
  codec,
  text,
  view: kloepperView,
  // A declined knock-back question is in the file only: showing it would give a side away (R10.3).
  audience: (_s: KloepperState, line: GameLine) => (line.type === 'call' && line.call === 'no-counter-knock' ? 'none' : 'all'),
  sides: (s) => {
    // Before the declaration the sides are not settled yet; between deals there is no deal.
    if (s.phase !== 'play' && s.phase !== 'counter') return null;
    return [s.queenSide.slice(), [0, 1, 2, 3].filter((x) => !s.queenSide.includes(x))];
  },
  cardOrder: () => KLOEPPER_CARD_ORDER,
  fast: kloepperFast,
});
