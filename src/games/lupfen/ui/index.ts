// Lupfen's adapter for the shared table (see game-ui.ts).
import type { LupfenAction, LupfenView } from '../types.js';
import { lupfen } from '../index.js';
import { LupfenCentre } from './Centre.js';
import { tableUi } from '../../../ui/game-ui.js';
import { LUPFEN_RANKS } from '../pack.js';
import {
  logLine,
  lupfenLook,
  lupfenNote,
  lupfenPrompt,
  lupfenWhy,
  lupfenRules,
  phaseLine,
  seatIsOut,
  seatRoles,
  seatStatus,
  turnsClockwise,
  variantTitle,
} from './table-wording.js';
import { LUPFEN_SHEET, lupfenSummary, potBackText } from './summary.js';

export const lupfenUi = tableUi<LupfenView, LupfenAction>(lupfen, {
  title: (view) => variantTitle(view.variant),
  look: lupfenLook,
  rankOrder: LUPFEN_RANKS,
  clockwise: turnsClockwise,
  seatRoles,
  seatStatus,
  seatOut: seatIsOut,
  phaseLine,
  prompt: lupfenPrompt,
  why: lupfenWhy,
  logLine: (view, line, names, look) => logLine(view.variant, line, names, look),
  note: lupfenNote,
  rules: lupfenRules,
  summary: lupfenSummary,
  sheetColumns: () => LUPFEN_SHEET,
  amountWord: 'price',
  valueNote: 'counting your pot share',
  endReason: (reason) => (reason === 'pot-empty' ? 'the pot was shared out' : null),
  endNote: (view, names) => (view.potBack ? `${potBackText(view.potBack, names)} (the scoresheet's totals are before it).` : null),
  Centre: LupfenCentre,
});
