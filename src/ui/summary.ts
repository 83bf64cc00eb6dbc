// The deal summary as the shared panels draw it: the table every game has (side, tricks,
// counters, this deal, total), which a game's adapter extends with its own columns and why lines
// (GameUi.summary), and the plain text of that table for the full screen and the line-by-line one.
import type { Counter, DealSummary, TableView } from '../contract/view.js';
import { capitalized } from '../core/sentence.js';
import type { AnyGameUi, SummaryColumn, SummaryInput, SummaryShown } from '../contract/table.js';
import { signedAmount } from './standing.js';

/** The name column: 16 characters, a name cut at 15. */
const NAME_W = 16;

type Input<V extends TableView = TableView> = SummaryInput<V, DealSummary>;

/** The game's word for side `i` of a view (GameUi.sideLabel). */
export type SideLabel<V extends TableView = TableView> = (view: V, side: number) => string;

/** The label of side `i` of the deal, in the game's words where it has them. */
function sideWord<V extends TableView>(label: SideLabel<V> | undefined, view: V, i: number): string {
  return label?.(view, i) ?? `side ${i + 1}`;
}

/**
 * The columns every summary may have, in two groups a game puts its own between: `lead` (each
 * seat's side where the deal had sides, tricks, the deal's counters) and `score` (this deal, total).
 */
export function standardColumns<V extends TableView>(
  input: Input<V>,
  sideLabel?: SideLabel<V>,
): { lead: SummaryColumn[]; score: SummaryColumn[] } {
  const { deal: d, view, names, utility } = input;
  const seats = names.map((_, i) => i);
  const lead: SummaryColumn[] = [];
  if (d.sides) {
    const side = (seat: number): string => {
      const i = d.sides!.findIndex((s) => s.includes(seat));
      return i < 0 ? '' : sideWord(sideLabel, view, i);
    };
    const cells = seats.map(side);
    lead.push({ title: 'Side', cells, width: Math.max(5, ...cells.map((c) => c.length)) + 2 });
  }
  lead.push({ title: 'Tricks', cells: seats.map((i) => String(d.tricksWon[i] ?? 0)), width: 7 });
  for (const c of d.counters ?? []) lead.push(counterColumn(c, seats));
  const score: SummaryColumn[] = [
    { title: 'This deal', cells: seats.map((i) => signedAmount(d.delta[i] ?? 0, utility)), width: 11 },
    { title: 'Total', cells: seats.map((i) => signedAmount(d.totals[i] ?? 0, utility)), width: 8 },
  ];
  return { lead, score };
}

function counterColumn(c: Counter, seats: readonly number[]): SummaryColumn {
  const v = (i: number): string => {
    const x = c.values[i];
    return x === null || x === undefined ? '?' : String(x);
  };
  return { title: capitalized(c.label), cells: seats.map(v), width: Math.max(6, c.label.length) + 2 };
}

/** A side's counter said once ("Card points by side: Queens 88 · Opponents 32"). */
export function sideCounterLines<V extends TableView>(input: Input<V>, sideLabel?: SideLabel<V>): string[] {
  return (input.deal.sideCounters ?? []).map(
    (c) => `${capitalized(c.label)} by side: ` + c.values.map((v, i) => `${sideWord(sideLabel, input.view, i)} ${v ?? '?'}`).join(' · '),
  );
}

/** The standard summary: the settle note in the game's words (GameUi.note) over the standard table. */
export function standardSummary<V extends TableView>(
  input: Input<V>,
  note: (text: string, names: readonly string[]) => string,
  sideLabel?: SideLabel<V>,
): SummaryShown {
  const { lead, score } = standardColumns(input, sideLabel);
  return { why: [note(input.deal.note, input.names)], columns: [...lead, ...score], below: sideCounterLines(input, sideLabel), after: [] };
}

/** The summary `ui` declares for the deal, or the standard one. */
export function summaryShown(ui: AnyGameUi, input: Input): SummaryShown {
  return ui.summary ? ui.summary(input) : standardSummary(input, (text, names) => ui.note(text, names), ui.sideLabel?.bind(ui));
}

const widthOf = (c: SummaryColumn): number => c.width ?? Math.max(c.title.length, ...c.cells.map((x) => x.length)) + 2;

/** The table as text: a header, then a row a seat. */
export function summaryTable(shown: SummaryShown, names: readonly string[]): { header: string; rows: string[] } {
  const header = 'Player'.padEnd(NAME_W) + shown.columns.map((c) => c.title.padStart(widthOf(c))).join('');
  const rows = names.map(
    (name, i) => name.slice(0, NAME_W - 1).padEnd(NAME_W) + shown.columns.map((c) => (c.cells[i] ?? '').padStart(widthOf(c))).join(''),
  );
  return { header, rows };
}
