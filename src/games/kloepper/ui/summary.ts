// Kloepper's deal summary: the standard table with each seat's side and card points, each side's
// card points once (R11 counts them per side), and why the deal scored what it did (rules-text.ts).
import type { SummaryInput, SummaryShown } from '../../../contract/table.js';
import { sideCounterLines, standardColumns } from '../../../ui/summary.js';
import { explainDeal } from '../rules-text.js';
import type { DealSummary, KloepperView } from '../types.js';
import { noteText, sideLabel } from './table-wording.js';

export function kloepperSummary(input: SummaryInput<KloepperView, DealSummary>): SummaryShown {
  const { lead, score } = standardColumns(input, sideLabel);
  return {
    why: explainDeal(input.deal).map((line) => noteText(line, input.names, input.look)),
    columns: [...lead, ...score],
    below: sideCounterLines(input, sideLabel),
    after: [],
  };
}
