// Toy Trick's adapter for the shared table (src/ui/game-ui.ts).
import { tableUi } from '../../../src/ui/game-ui.js';
import { toyTrick } from '../index.js';
import type { ToyTrickAction, ToyTrickView } from '../types.js';
import { ToyTrickCentre } from './Centre.js';
import { logLine, noteText, phaseLine, seatRoles, toyTrickLook, toyTrickPrompt, toyTrickWhy } from './wording.js';

export const toyTrickUi = tableUi<ToyTrickView, ToyTrickAction>(toyTrick, {
  look: toyTrickLook,
  seatRoles,
  seatStatus: () => null,
  phaseLine,
  prompt: toyTrickPrompt,
  why: toyTrickWhy,
  logLine,
  note: noteText,
  Centre: ToyTrickCentre,
});
