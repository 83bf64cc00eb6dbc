// The Lupfen game module: the Game interface over the pure rules in rules.ts.
import { LUPFEN_RANKS } from './pack.js';
import { suitCardOrder } from '../../core/trick.js';
import type { Game } from '../../contract/game.js';
import { defineGame } from '../define.js';
import * as codec from './codec.js';
import { lupfenFast } from './solver-position.js';
import * as rules from './rules.js';
import * as text from './rules-text.js';
import type { LupfenAction, LupfenState, LupfenView } from './types.js';
import { LUPFEN_VARIANTS, resolveLupfenOptions } from './variants.js';
import { lupfenView } from './view.js';

export type { LupfenAction, LupfenState, LupfenView } from './types.js';

export const lupfen: Game<LupfenState, LupfenAction, LupfenView> = defineGame<LupfenState, LupfenAction, LupfenView>({
  about: { id: 'lupfen', name: 'Lupfen', unit: 'chips' },
  // Chips plus a fair share of the pot, which carries over and every seat may still win: the
  // returns of all seats add up to the chips on the table.
  utility: 'constant-sum',
  endReasons: ['target', 'deals', 'pot-empty', 'quit'],
  // `pot-empty` is how a match ends once its agreed deals are done and the pot ran dry after them;
  // the independent reference implementation (spec/examples) writes `deals` there. Both say "the
  // agreed deals were played".
  sameEndReason: (file, rules) => file === rules || (['deals', 'pot-empty'].includes(file) && ['deals', 'pot-empty'].includes(rules)),
  variants: LUPFEN_VARIANTS,
  defaultVariant: 'classic',
  resolveOptions: resolveLupfenOptions,
  rules,
  codec,
  text,
  view: lupfenView,
  // Letting an Under-Under-Over hand's exchange or Scrap pass is silent (R11, R13): saying so
  // would show the hand.
  audience: (s, line) => (line.type === 'call' && line.call === 'keep' && (s.phase === 'exchange' || s.phase === 'scrap') ? 'none' : 'all'),
  returns: (s) => s.balances.map((b) => b + s.pot / s.n),
  cardOrder: (v) => suitCardOrder(v.trumpSuit, LUPFEN_RANKS),
  settledBalances: (s) => s.lastDeal?.totals ?? s.balances,
  // lupfen.md: a Ständer is announced "as soon as the deal is complete"; under blind_lupf these
  // rules announce it when the holder looks, another program may do so at the deal.
  floatingReveals: ['staender'],
  fast: lupfenFast,
});
