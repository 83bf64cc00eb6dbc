// Fipsen's adapter for the shared table (see game-ui.ts).
import { dealOfTarget, tableUi } from '../../../ui/game-ui.js';
import { fipsen } from '../index.js';
import type { FipsenAction, FipsenView } from '../types.js';
import { variantOf } from '../variants.js';
import { FipsenCentre } from './Centre.js';
import { fipsenSheetColumns, fipsenSummary } from './summary.js';
import {
  FIPSEN_RANK_ORDER,
  endReason,
  fipsenLook,
  fipsenPrompt,
  fipsenWhy,
  logLine,
  noteText,
  phaseLine,
  seatRoles,
  seatStatus,
} from './table-wording.js';

function defaultProgress(view: FipsenView, dealNo: number): readonly string[] {
  if (dealNo <= 0) return [];
  return [dealOfTarget(view, dealNo, view.options['deals'] as number)];
}

export const fipsenUi = tableUi<FipsenView, FipsenAction>(fipsen, {
  title: (view) => variantOf(view.variant).info.name,
  dealsTarget: (view) => (view.race ? 0 : (view.options['deals'] as number)),
  // T-R10: Thedinghausen's match is counted in games, each a race of several deals.
  progress: (view, dealNo) =>
    view.race ? [`game ${view.race.game} of ${view.race.games}`, ...(dealNo > 0 ? [`deal ${dealNo}`] : [])] : defaultProgress(view, dealNo),
  // Thedinghausen is played for Hedewigs, booked in cents (T-R3).
  unitOf: (view) => (view.race ? 'cents' : 'points'),
  look: fipsenLook,
  rankOrder: FIPSEN_RANK_ORDER,
  seatRoles,
  seatStatus,
  phaseLine,
  prompt: fipsenPrompt,
  why: fipsenWhy,
  logLine,
  note: (text, names) => noteText(text, names),
  endReason,
  summary: fipsenSummary,
  sheetColumns: fipsenSheetColumns,
  Centre: FipsenCentre,
});
