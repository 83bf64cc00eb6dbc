// Fipsen's adapter for the shared table (see game-ui.ts).
import type { GameUi } from '../../../ui/game-ui.js';
import { rulesText } from '../text.js';
import type { FipsenAction, FipsenView } from '../types.js';
import { variantOf } from '../variants.js';
import { FipsenCentre } from './Centre.js';
import { fipsenSheetColumns, fipsenSummary } from './summary.js';
import {
  FIPSEN_RANK_ORDER,
  endReason,
  fipsenLook,
  fipsenPrompt,
  logLine,
  noteText,
  phaseLine,
  seatOut,
  seatRoles,
  seatStatus,
} from './wording.js';

export const fipsenUi: GameUi<FipsenView, FipsenAction> = {
  title: (view) => variantOf(view.variant).info.name,
  dealsTarget: (view) => view.options['deals'] as number,
  unit: 'points',
  // Only the declarer (or one side) scores: the lead over the table says more than one's own points.
  hintMeasure: 'lead',
  look: fipsenLook,
  rankOrder: FIPSEN_RANK_ORDER,
  // fipsen.md §0: everything goes clockwise.
  clockwise: () => true,
  seatRoles,
  seatStatus,
  seatOut,
  phaseLine,
  prompt: fipsenPrompt,
  logLine,
  note: (text, names) => noteText(text, names),
  endReason,
  summary: fipsenSummary,
  sheetColumns: fipsenSheetColumns,
  rules: (variant) => rulesText(variant),
  Centre: FipsenCentre,
};
