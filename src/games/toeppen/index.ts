// The Tøppen game module: the Game interface over the pure rules in rules.ts.
import { suitCardOrder } from '../../core/trick.js';
import type { Game } from '../game.js';
import { actionKey, decodeLine, encodeAction } from './codec.js';
import { resolveToeppenOptions, TOEPPEN_VARIANTS } from './options.js';
import { apply, drawChance, legalActions, quit, result, setup, TOEPPEN_ORDER, turn } from './rules.js';
import { describeAction, rulesText } from './text.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from './types.js';
import { toeppenView } from './view.js';

export type { ToeppenAction, ToeppenState, ToeppenView } from './types.js';

const CARD_ORDER = suitCardOrder(null, TOEPPEN_ORDER);

export const toeppen: Game<ToeppenState, ToeppenAction, ToeppenView> = {
  id: 'toeppen',
  name: 'Tøppen',
  unit: 'fines',
  // Fines are created, not moved between players: fewer is better, and nothing sums to a constant.
  utility: 'fines',
  endReasons: ['deals', 'quit'],
  variants: TOEPPEN_VARIANTS,
  defaultVariant: 'standard',
  resolveOptions: resolveToeppenOptions,
  setup,
  turn,
  legalActions,
  drawChance,
  apply,
  encodeAction,
  decodeLine,
  actionKey,
  describeAction,
  view: toeppenView,
  balances: (s) => s.balances.slice(),
  returns: (s) => s.balances.map((b) => -b),
  cardOrder: () => CARD_ORDER,
  dealNumber: (s) => s.dealNo,
  result,
  quit,
  rulesText,
};
