// Lupfen's deal summary: what each player paid in, took as penalty and won from the pot, so
// "This deal" adds up on screen, and the pot the next deal starts with.
import type { SheetColumn, SummaryInput, SummaryShown } from '../../../contract/table.js';
import { standardColumns } from '../../../ui/summary.js';
import { signedAmount } from '../../../ui/standing.js';
import type { DealSummary, LupfenView } from '../types.js';
import { lupfenVariantOrFirst } from '../variants.js';
import { logLine, lupfenNote } from './table-wording.js';

export function lupfenSummary(input: SummaryInput<LupfenView, DealSummary>): SummaryShown {
  const { deal: d, view, names, utility, lines, look } = input;
  // A hand that took the tricks without play says so before the split (R12 Three Unders).
  const claims = lines.flatMap((line) =>
    line.type === 'reveal' && line.what === 'three-unders'
      ? [logLine(view.variant, line, names, look)].filter((x): x is string => x !== null)
      : [],
  );
  const penalised = d.penalty.some((p) => p > 0);
  const { lead, score } = standardColumns(input);
  const out = (n: number): string => (n === 0 ? '0' : `-${n}`);
  // This deal = won − paid in − penalty.
  const paidIn = names.map((_, i) => (d.won[i] ?? 0) - (d.penalty[i] ?? 0) - (d.delta[i] ?? 0));
  return {
    why: [...claims, lupfenNote(d.note, names)],
    columns: [
      ...lead,
      { title: 'Paid in', cells: paidIn.map(out), width: 9 },
      { title: 'Penalty', cells: names.map((_, i) => out(d.penalty[i] ?? 0)), width: 9 },
      { title: 'Won', cells: names.map((_, i) => signedAmount(d.won[i] ?? 0, utility)), width: 6 },
      ...score,
    ],
    below: [],
    legend: lupfenVariantOrFirst(view.variant).words.summaryLegend(penalised, view.options),
    after: [view.result && view.potBack && d.deal === view.dealNo ? potBackText(view.potBack, names) : `Pot now: ${d.pot} chips`],
  };
}

/**
 * R15 / R14: the chips left in the pot go back when the match ends. The scoresheet's last totals
 * are before it and the standings after it, so both the summary and the standings say it.
 */
export function potBackText(back: readonly number[], names: readonly string[]): string {
  const pot = back.reduce((a, b) => a + b, 0);
  const shares = back.every((b) => b === back[0])
    ? `${signedAmount(back[0]!)} each`
    : back.map((b, i) => `${names[i]} ${signedAmount(b)}`).join(', ');
  return `The pot's ${pot} chip${pot === 1 ? '' : 's'} went back at the match's end: ${shares}`;
}

/** The pot after each deal, beside the seats' columns. */
export const LUPFEN_SHEET: readonly SheetColumn<DealSummary>[] = [{ title: 'Pot', cell: (d) => String(d.pot) }];
