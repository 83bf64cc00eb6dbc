// Kloepper's adapter for the shared table (see game-ui.ts).
import { tableUi } from '../../../ui/game-ui.js';
import type { KloepperAction, KloepperView } from '../types.js';
import { kloepper } from '../index.js';
import { KloepperCentre } from './Centre.js';
import { kloepperSummary } from './summary.js';
import {
  KLOEPPER_RANK_ORDER,
  endReason,
  kloepperLook,
  kloepperPrompt,
  kloepperWhy,
  logLine,
  noteText,
  phaseLine,
  seatRoles,
  sideLabel,
} from './table-wording.js';

export const kloepperUi = tableUi<KloepperView, KloepperAction>(kloepper, {
  look: kloepperLook,
  rankOrder: KLOEPPER_RANK_ORDER,
  seatRoles,
  // The side (Queens / Opponents) on the name line says it, as far as the viewer knows: a second
  // word for the same thing ("opponent" beside "Queens") only confused.
  seatStatus: () => null,
  phaseLine,
  prompt: kloepperPrompt,
  why: kloepperWhy,
  logLine,
  note: (text, names) => noteText(text, names),
  endReason,
  goal: (view) => `Game to ${view.options.target} points`,
  sideLabel,
  summary: kloepperSummary,
  Centre: KloepperCentre,
});
