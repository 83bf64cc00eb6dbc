// The scoresheet panel: every deal's change and the running totals.
import { Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import type { DealShown } from '../../game-ui.js';
import type { SheetColumn } from '../../../contract/table.js';
import type { Counter } from '../../../contract/view.js';
import type { UtilityKind } from '../../../contract/game.js';
import { places, signedAmount, standingOrder } from '../../standing.js';
import { capitalized } from '../../../core/sentence.js';
import { Frame } from './Frame.js';

export interface ScoresheetProps {
  readonly history: readonly DealShown[];
  readonly seats: readonly SeatInfo[];
  readonly width: number;
  readonly height: number;
  /** The game's unit, said in the title ("points", "fines"). */
  readonly unit?: string;
  /** A second unit the totals are also given in (Tøppen's pints). */
  readonly sub?: { readonly name: string; readonly per: number } | null;
  /** Each deal's note in the players' words (knocks, who called): a dimmed row under the deal. */
  readonly notes?: (note: string) => string;
  /** What the match is played to, under the places (Kloepper: "Game to 30 points"). */
  readonly goal?: string;
  /** The game's returns now: the last row gives each seat's place by them (not by raw totals). */
  readonly returns?: readonly number[];
  readonly utility?: UtilityKind;
  /** The game's own columns after the seats' (GameUi.sheetColumns), even before the first deal. */
  readonly columns?: readonly SheetColumn[];
}

/** The scoresheet's text: header, the deals' rows (the last that fit), and the rows under them. */
export interface ScoresheetLines {
  readonly header: string;
  readonly shown: readonly string[];
  readonly subRow: string | null;
  readonly placeRow: string | null;
  readonly goalText: string;
}

export function scoresheetLines(props: ScoresheetProps): ScoresheetLines {
  const { history, seats, width, height, returns, utility, columns = [], unit, sub, notes, goal } = props;
  // One column's room is kept for a game's own column even where it has none: the seats' columns
  // keep their width from game to game.
  const colW = Math.max(7, Math.min(12, Math.floor((width - 16) / (seats.length + Math.max(1, columns.length)))));
  const cell = (s: string) =>
    s
      .slice(0, colW - 1)
      .padStart(colW - 1)
      .padEnd(colW);
  // A deal's counters (card points, tallies) get a row each.
  const header = 'Deal'.padEnd(6) + seats.map((s) => cell(s.name)).join('') + columns.map((c) => cell(c.title)).join('');
  const rows = history.flatMap((d) => [
    String(d.deal).padEnd(6) +
      d.delta.map((x, i) => cell(`${signedAmount(x, utility)}→${d.totals[i] ?? 0}`)).join('') +
      columns.map((c) => cell(c.cell(d))).join(''),
    ...(d.counters ?? []).map((c) => counterRow(c, cell)),
    ...(notes && d.note ? [' '.repeat(6) + notes(d.note)] : []),
  ]);
  const last = history[history.length - 1];
  const placeRow = returns && last ? 'Place'.padEnd(6) + placeCells(seats.length, returns, last.totals, utility).map(cell).join('') : null;
  const subRow =
    sub && last
      ? sub.name.slice(0, 5).padEnd(6) + last.totals.map((t) => cell(String(Math.round((t / sub.per) * 100) / 100))).join('')
      : null;
  const goalText = [goal, utility === 'fines' ? `fewest ${unit ?? 'fines'} win` : null].filter(Boolean).join(' · ');
  const body = height - 5 - (placeRow ? 1 : 0) - (subRow ? 1 : 0) - (goalText ? 1 : 0);
  return { header, shown: rows.slice(Math.max(0, rows.length - body)), subRow, placeRow, goalText };
}

/** Each seat's place ("1.") by the game's returns, ties sharing one. */
function placeCells(players: number, returns: readonly number[], totals: readonly number[], utility: UtilityKind | undefined): string[] {
  const order = standingOrder(players, returns, totals, utility);
  const place = places(order, returns, totals, utility);
  return Array.from({ length: players }, (_, i) => `${place[i]}.`);
}

/** Deal-by-deal deltas and running totals. */
export function ScoresheetPanel(props: ScoresheetProps) {
  const { width, height, unit } = props;
  const { header, shown, subRow, placeRow, goalText } = scoresheetLines(props);
  return (
    <Frame
      title={`Scoresheet${unit ? ` in ${unit}` : ''} — change this deal → running total · any key closes`}
      width={width}
      height={height}
    >
      <Text bold>{header}</Text>
      {shown.length === 0 ? <Text dimColor>No deal has been scored yet.</Text> : null}
      {shown.map((r, i) => (
        <Text key={i} dimColor={r.startsWith(' ')} wrap="truncate">
          {r}
        </Text>
      ))}
      {subRow ? <Text>{subRow}</Text> : null}
      {placeRow ? <Text bold>{placeRow}</Text> : null}
      {goalText ? <Text dimColor>{capitalized(goalText)}</Text> : null}
    </Frame>
  );
}

/** One counter of a deal under its scoresheet row: a value per seat, then what it counts. */
function counterRow(c: Counter, cell: (s: string) => string): string {
  return ' '.repeat(6) + c.values.map((v) => cell(v === null ? '?' : String(v))).join('') + ` ${c.label}`;
}
