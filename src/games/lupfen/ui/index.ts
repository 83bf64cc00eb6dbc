// Lupfen's adapter for the shared table (see game-ui.ts).
import type { LupfenAction, LupfenView } from '../types.js';
import { LupfenCentre } from './Centre.js';
import type { GameUi } from '../../../ui/game-ui.js';
import { LUPFEN_RANKS } from '../pack.js';
import {
  logLine,
  lupfenLook,
  lupfenPrompt,
  lupfenRules,
  payersGrammar,
  phaseLine,
  seatIsOut,
  seatRoles,
  seatStatus,
  variantTitle,
} from './wording.js';
import { withNames, youForm } from '../../../ui/names.js';

export const lupfenUi: GameUi<LupfenView, LupfenAction> = {
  title: (view) => variantTitle(view.variant),
  dealsTarget: (view) => view.options.deals,
  unit: 'chips',
  look: lupfenLook,
  rankOrder: LUPFEN_RANKS,
  // lupfen.md R1: classic turns counter-clockwise, vorarlberg clockwise.
  clockwise: (view) => view.variant === 'vorarlberg',
  seatRoles,
  seatStatus,
  seatOut: seatIsOut,
  phaseLine,
  prompt: lupfenPrompt,
  logLine: (view, line, names, look) => logLine(view.variant, line, names, look),
  note: (text, names) => youForm(payersGrammar(withNames(text, names))),
  rules: lupfenRules,
  paidInNote: (view) =>
    view.variant === 'vorarlberg'
      ? 'Paid in: ante (force round), dealer fee. Penalty: no trick. Won: pot thirds.'
      : 'Paid in: ante, and the price if you lifted or played. Won: pot thirds.',
  amountWord: 'price',
  valueNote: 'counting your pot share',
  endReason: (reason) => (reason === 'pot-empty' ? 'the pot was shared out' : null),
  Centre: LupfenCentre,
};
