// Tøppen's adapter for the shared table (see game-ui.ts).
import { tableUi } from '../../../ui/game-ui.js';
import type { ToeppenAction, ToeppenView } from '../types.js';
import { toeppen } from '../index.js';
import { ToeppenCentre } from './Centre.js';
import { toeppenSummary } from './summary.js';
import {
  TOEPPEN_RANK_ORDER,
  logLine,
  noteText,
  phaseLine,
  seatRoles,
  seatStatus,
  subUnit,
  toeppenLook,
  toeppenPrompt,
  toeppenWhy,
  fineText,
} from './table-wording.js';

export const toeppenUi = tableUi<ToeppenView, ToeppenAction>(toeppen, {
  // One word for the unit everywhere the table shows an amount: the fine_label's, as the prompts say it.
  unitOf: (view) => fineText(view, 2).replace(/^2 /, ''),
  // A seat shows "3 paid · 1 at stake": the fines of the match so far beside this deal's.
  seatUnit: 'paid',
  look: toeppenLook,
  rankOrder: TOEPPEN_RANK_ORDER,
  seatRoles,
  seatStatus,
  phaseLine,
  prompt: toeppenPrompt,
  why: toeppenWhy,
  logLine,
  note: (text, names) => noteText(text, names),
  subUnit,
  summary: toeppenSummary,
  Centre: ToeppenCentre,
});
