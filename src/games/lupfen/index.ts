// The Lupfen game module: the Game interface over the pure rules in rules.ts.
import type { Game } from '../game.js';
import { actionKey, decodeLine, encodeAction } from './codec.js';
import { LUPFEN_VARIANTS, resolveLupfenOptions } from './options.js';
import { apply, drawChance, legalActions, quit, result, setup, turn } from './rules.js';
import { describeAction, rulesText } from './text.js';
import type { LupfenAction, LupfenState, LupfenView } from './types.js';
import { lupfenView } from './view.js';

export type { LupfenAction, LupfenState, LupfenView } from './types.js';

export const lupfen: Game<LupfenState, LupfenAction, LupfenView> = {
  id: 'lupfen',
  name: 'Lupfen',
  unit: 'chips',
  variants: LUPFEN_VARIANTS,
  defaultVariant: 'classic',
  resolveOptions: resolveLupfenOptions,
  setup,
  turn,
  legalActions,
  drawChance,
  apply,
  encodeAction,
  decodeLine,
  actionKey,
  describeAction,
  view: lupfenView,
  balances: (s) => s.balances.slice(),
  settledBalances: (s) => s.lastDeal?.totals ?? s.balances,
  dealNumber: (s) => s.dealNo,
  result,
  quit,
  rulesText,
};
