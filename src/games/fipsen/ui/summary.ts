// Fipsen's deal summary: why the deal scored what it did (the contract, the tricks, the doubles
// and who scored what, as the variant words it), the standard table, and the scoresheet's game
// value column.
import type { SheetColumn, SummaryInput, SummaryShown } from '../../../contract/table.js';
import { standardColumns } from '../../../ui/summary.js';
import type { FipsenDealSummary, FipsenView } from '../types.js';
import { bidText, noteText } from './table-wording.js';

export function fipsenSummary(input: SummaryInput<FipsenView, FipsenDealSummary>): SummaryShown {
  const { deal: d, view, names, look } = input;
  const { lead, score } = standardColumns(input);
  const contract = d.contract && d.declarer !== null ? `${bidText(view, d.contract)}` : '';
  return {
    why: [noteText(d.why ?? d.note, names, look)],
    columns: [...lead, ...score],
    below: [],
    ...(contract ? { legend: `Game value ${d.value > 0 ? '+' : ''}${d.value} (the score-sheet column "Game").` } : {}),
    after: [],
  };
}

/**
 * The traditional sheet: after each player's running total, the deal's game value. Thedinghausen
 * has no declarer and no game value: its tallies and Hedewigs are the sheet's counter rows already.
 */
export function fipsenSheetColumns(view: FipsenView): readonly SheetColumn<FipsenDealSummary>[] {
  if (view.race) return [];
  return [
    {
      title: 'Game',
      cell: (d) => (d.declarer === null ? '–' : `${d.value > 0 ? '+' : ''}${d.value}`),
    },
  ];
}
