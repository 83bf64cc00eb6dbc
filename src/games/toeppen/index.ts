// The Tøppen game module: the Game interface over the pure rules in rules.ts.
import { suitCardOrder } from '../../core/trick.js';
import type { Game } from '../../contract/game.js';
import { defineGame } from '../define.js';
import * as codec from './codec.js';
import { toeppenFast } from './solver-position.js';
import { resolveToeppenOptions, TOEPPEN_VARIANTS } from './options.js';
import * as rules from './rules.js';
import { TOEPPEN_ORDER } from './rules.js';
import * as text from './rules-text.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from './types.js';
import { toeppenView } from './view.js';

export type { ToeppenAction, ToeppenState, ToeppenView } from './types.js';

const CARD_ORDER = suitCardOrder(null, TOEPPEN_ORDER);

export const toeppen: Game<ToeppenState, ToeppenAction, ToeppenView> = defineGame<ToeppenState, ToeppenAction, ToeppenView>({
  about: { id: 'toeppen', name: 'Tøppen', unit: 'fines' },
  // Fines are created, not moved between players: fewer is better, and nothing sums to a constant.
  utility: 'fines',
  endReasons: ['deals', 'quit'],
  variants: TOEPPEN_VARIANTS,
  defaultVariant: 'standard',
  resolveOptions: resolveToeppenOptions,
  rules,
  codec,
  text,
  view: toeppenView,
  returns: (s) => s.balances.map((b) => -b),
  cardOrder: () => CARD_ORDER,
  fast: toeppenFast,
});
