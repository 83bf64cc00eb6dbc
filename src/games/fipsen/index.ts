// The Fipsen game module: the Game interface over the shared flow (rules.ts) and its variants.
import type { GameLine } from '../../core/history-lines.js';
import { suitCardOrder } from '../../core/trick.js';
import type { Game, LineAudience } from '../game.js';
import { actionKey, decodeLine, encodeAction, writeOnlyChoice } from './codec.js';
import { fipsenFast } from './fast.js';
import { resolveFipsenOptions } from './options.js';
import { FIPSEN_RANKS } from './pack.js';
import { apply, drawChance, legalActions, quit, setup, turn } from './rules.js';
import { describeAction, rulesText } from './text.js';
import type { FipsenAction, FipsenState, FipsenView } from './types.js';
import { FIPSEN_VARIANTS, variantOf } from './variants.js';
import { fipsenView } from './view.js';

export type { FipsenAction, FipsenState, FipsenView } from './types.js';

/**
 * Who may read a line: a Kieker's original hand only the seats his variant shows it to (P-R7), a
 * discard (face down) only the declarer; a pick-up's cards only him too.
 */
export function audience(s: FipsenState, line: GameLine): LineAudience {
  // A hand revealed by an auction call is the Kieker's proof (a Siebener Fips comes in other phases).
  if (line.type === 'reveal' && line.what === 'hand' && s.phase === 'auction' && line.seat !== undefined) {
    return variantOf(s.variant).kiekerAudience({ ...s, contract: { declarer: line.seat, bid: { kind: 'kieker' }, selfNamed: true } });
  }
  if (line.type === 'exchange') return [line.seat];
  return 'all';
}

export const fipsen: Game<FipsenState, FipsenAction, FipsenView> = {
  id: 'fipsen',
  name: 'Fipsen',
  unit: 'points',
  // Only the declarer (Prisdorf) or one side (Großenaspe) adds or loses points.
  utility: 'general-sum',
  endReasons: ['deals', 'quit'],
  variants: Object.values(FIPSEN_VARIANTS).map((v) => v.info),
  defaultVariant: 'prisdorf',
  resolveOptions: resolveFipsenOptions,
  setup,
  turn,
  legalActions,
  drawChance,
  apply,
  encodeAction,
  writeOnlyChoice,
  decodeLine,
  actionKey,
  describeAction,
  view: fipsenView,
  audience,
  balances: (s) => s.balances.slice(),
  returns: (s) => s.balances.slice(),
  sides: (s) => {
    if (s.contract === null || (s.phase !== 'play' && s.phase !== 'stop')) return null;
    const d = s.contract.declarer;
    return [[d], s.inDeal.filter((x) => x !== d)];
  },
  cardOrder: (view) => suitCardOrder(view.trumpSuit, FIPSEN_RANKS),
  dealNumber: (s) => s.dealNo,
  result: (s) => s.result,
  quit,
  rulesText,
  fast: fipsenFast,
};
