// Panels that take the table's place for a moment: help, scoresheet, last trick, deal summary,
// match end, the hot-seat privacy screen, the quit question, and the too-small message.
import { Box, Text } from 'ink';
import type { SeatInfo } from '../../core/history-lines.js';
import type { AnyGameUi, DealShown, SheetColumn, SummaryShown, TableView, TrickShown } from '../game-ui.js';
import type { CardLook } from '../cards.js';
import { reflow } from '../../core/text.js';
import { CardText } from './CardText.js';
import type { Counter, UtilityKind } from '../../games/game.js';
import { amountText, places, rankingNote, signedAmount, standingOrder, unitWord } from '../standing.js';
import { capitalized } from '../../core/sentence.js';
import { summaryTable } from '../summary.js';
import { wrapLine, wrapLines } from '../../core/wrap.js';

/** The keys of the table, in the game's words (its amount, its unit). */
export function keyHelp(ui: Pick<AnyGameUi, 'unit' | 'amountWord' | 'hintMeasure'>, recorded = true): (readonly [string, string])[] {
  const keys: (readonly [string, string])[] = [
    ['←/→', 'choose a card or a call'],
    ['Enter / Space', 'play the card or confirm the call'],
    ['letters, digits', 'pick a call directly (the key is shown in [ ])'],
    ['←/→ or digits', `set ${ui.amountWord ? `a ${ui.amountWord}` : 'an amount'}, then Enter`],
    ['h', 'hint: the hard bot’s pick (★), and how each choice is expected to'],
    ui.hintMeasure === 'lead'
      ? ['', `change your ${ui.unit} against the others' by the deal's end (+ is better for you)`]
      : ['', `change your own ${ui.unit} from now until the deal is settled (see HINTS)`],
    ['?', 'this help (↑/↓ scroll, Esc closes)'],
    ['s', 'scoresheet: every deal and the running totals'],
    ['t', 'the last trick'],
    ['q', 'quit (asks first; the match is saved, `cardtable resume` continues it)'],
    ['Ctrl-C', 'leave at once (the match is saved too)'],
  ];
  if (recorded) return keys;
  // A match that is not recorded (--no-record): nothing is said to be saved.
  return keys.map(([k, what]) =>
    k === 'q'
      ? (['q', 'quit (asks first; not recorded, so it cannot be resumed)'] as const)
      : k === 'Ctrl-C'
        ? (['Ctrl-C', 'leave at once'] as const)
        : ([k, what] as const),
  );
}

/** The keys of the replay screen, for its `?`. */
export const REPLAY_KEY_HELP: readonly (readonly [string, string])[] = [
  ['←/→', 'one line back / forward (Space and Enter go forward too)'],
  ['↑/↓', 'to the start of this (or the previous) deal / the next deal'],
  ['Home/End', 'the first / the last line'],
  ['?', 'this help (↑/↓ scroll, Esc closes)'],
  ['s', 'scoresheet so far'],
  ['t', 'the last trick'],
  ['q', 'quit the replay'],
];

function Frame({ title, width, height, children }: { title: string; width: number; height: number; children: React.ReactNode }) {
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor="cyan" paddingX={1} overflow="hidden">
      <Text bold color="cyan">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** Keys, then the rules of the variant, scrolled by `offset` lines. */
export function HelpPanel({
  rules,
  offset,
  width,
  height,
  keys,
}: {
  rules: string;
  offset: number;
  width: number;
  height: number;
  /** The keys of the screen the help is opened on (keyHelp, REPLAY_KEY_HELP). */
  keys: readonly (readonly [string, string])[];
}) {
  const all = helpLines(rules, width - 4, keys);
  const body = height - 3;
  const max = Math.max(0, all.length - body);
  const start = Math.min(offset, max);
  const shown = all.slice(start, start + body);
  return (
    <Frame title={`Help — ↑/↓ PgUp/PgDn Home/End scroll · Esc or ? closes · line ${start + 1}/${all.length}`} width={width} height={height}>
      {shown.map((l, i) => (
        <Text key={start + i} wrap="truncate">
          {l || ' '}
        </Text>
      ))}
    </Frame>
  );
}

export function helpLines(rules: string, width: number, keys: readonly (readonly [string, string])[]): string[] {
  const keyLines = keys.map(([k, what]) => `  ${k.padEnd(16)} ${what}`);
  const w = Math.max(20, width);
  return ['Keys', ...keyLines, '', ...reflow(rules, w).split('\n')].flatMap((l) => wrapLine(l, w));
}

export function helpLineCount(rules: string, width: number, keys: readonly (readonly [string, string])[]): number {
  return helpLines(rules, width, keys).length;
}

/** Deal-by-deal deltas and running totals. */
export function ScoresheetPanel({
  history,
  seats,
  width,
  height,
  returns,
  utility,
  columns = [],
  unit,
  sub,
  notes,
  goal,
}: {
  history: readonly DealShown[];
  seats: readonly SeatInfo[];
  width: number;
  height: number;
  /** The game's unit, said in the title ("points", "fines"). */
  unit?: string;
  /** A second unit the totals are also given in (Tøppen's pints). */
  sub?: { readonly name: string; readonly per: number } | null;
  /** Each deal's note in the players' words (knocks, who called): a dimmed row under the deal. */
  notes?: (note: string) => string;
  /** What the match is played to, under the places (Kloepper: "Game to 30 points"). */
  goal?: string;
  /** The game's returns now: the last row gives each seat's place by them (not by raw totals). */
  returns?: readonly number[];
  utility?: UtilityKind;
  /** The game's own columns after the seats' (GameUi.sheetColumns), even before the first deal. */
  columns?: readonly SheetColumn[];
}) {
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
  let placeRow: string | null = null;
  if (returns && last) {
    const order = standingOrder(seats.length, returns, last.totals, utility);
    const place = places(order, returns, last.totals, utility);
    placeRow = 'Place'.padEnd(6) + seats.map((_, i) => cell(`${place[i]}.`)).join('');
  }
  const subRow =
    sub && last
      ? sub.name.slice(0, 5).padEnd(6) + last.totals.map((t) => cell(String(Math.round((t / sub.per) * 100) / 100))).join('')
      : null;
  const goalText = [goal, utility === 'fines' ? `fewest ${unit ?? 'fines'} win` : null].filter(Boolean).join(' · ');
  const body = height - 5 - (placeRow ? 1 : 0) - (subRow ? 1 : 0) - (goalText ? 1 : 0);
  const shown = rows.slice(Math.max(0, rows.length - body));
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

export function TrickLine({ trick, seats, look }: { trick: TrickShown; seats: readonly SeatInfo[]; look: CardLook }) {
  return (
    <Box flexDirection="column">
      {trick.seats.map((s, i) => (
        <Box key={s} gap={1}>
          <Text>{(seats[s]?.name ?? `Seat ${s + 1}`).padEnd(14)}</Text>
          <CardText card={trick.cards[i]!} look={look} bold={s === trick.winner} />
          {s === trick.winner ? (
            <Text color="green" bold>
              ★ wins
            </Text>
          ) : null}
          {i === 0 ? <Text dimColor>(led)</Text> : null}
        </Box>
      ))}
    </Box>
  );
}

export function LastTrickPanel({
  trick,
  deal = null,
  seats,
  look,
  width,
  height,
}: {
  trick: TrickShown | null;
  deal?: number | null;
  seats: readonly SeatInfo[];
  look: CardLook;
  width: number;
  height: number;
}) {
  const which = trick ? ` (${deal !== null ? `deal ${deal}, ` : ''}trick ${trick.index})` : '';
  return (
    <Frame title={`Last trick${which} · any key closes`} width={width} height={height}>
      {trick ? <TrickLine trick={trick} seats={seats} look={look} /> : <Text dimColor>No trick has been played yet.</Text>}
    </Frame>
  );
}

/** The lines a deal summary takes at `width` with no blank line between its parts, frame included. */
export function dealSummaryHeight(shown: SummaryShown, players: number, width: number): number {
  const text = (lines: readonly string[]) => wrapLines(lines, width - 4).length;
  return 2 + 1 + Math.max(2, text(shown.why)) + 1 + players + text(shown.below) + (shown.legend ? text([shown.legend]) : 0) + 2;
}

export function DealSummaryPanel({
  summary,
  shown,
  view,
  seats,
  width,
  height,
  utility,
}: {
  summary: DealShown;
  /** What the game declares the summary shows (summary.ts). */
  shown: SummaryShown;
  view: TableView;
  seats: readonly SeatInfo[];
  width: number;
  height: number;
  utility?: UtilityKind;
}) {
  const why = wrapLines(shown.why, width - 4);
  const below = wrapLines(shown.below, width - 4);
  const legend = shown.legend ? wrapLines([shown.legend], width - 4) : [];
  const table = summaryTable(
    shown,
    seats.map((s) => s.name),
  );
  // Blank lines only where they fit (80×24 with five players leaves none to spare).
  const spare = height - dealSummaryHeight(shown, seats.length, width);
  const gap = (k: number) => (spare >= k ? <Text> </Text> : null);
  const good = (d: number): boolean => (utility === 'fines' ? d < 0 : d > 0);
  const bad = (d: number): boolean => (utility === 'fines' ? d > 0 : d < 0);
  return (
    <Frame title={`Deal ${summary.deal} is over`} width={width} height={height}>
      <Box height={Math.max(2, why.length)} flexShrink={0} flexDirection="column" overflow="hidden">
        {why.length === 0 ? <Text> </Text> : why.map((l, i) => <Text key={i}>{l || ' '}</Text>)}
      </Box>
      {gap(1)}
      <Text bold wrap="truncate">
        {table.header}
      </Text>
      {table.rows.map((row, i) => {
        const d = summary.delta[i] ?? 0;
        return (
          <Text key={i} wrap="truncate" color={good(d) ? 'green' : bad(d) ? 'red' : undefined}>
            {row}
          </Text>
        );
      })}
      {below.map((line, i) => (
        <Text key={`b${i}`} wrap="truncate">
          {line}
        </Text>
      ))}
      {legend.map((line, i) => (
        <Text key={`l${i}`} dimColor wrap="truncate-end">
          {line}
        </Text>
      ))}
      {gap(2)}
      <Text wrap="truncate">{[...shown.after, ...(view.result ? [] : [`Next: deal ${summary.deal + 1}`])].join(' · ') || ' '}</Text>
      {gap(3)}
      <Text bold color="cyan">
        {view.result ? 'Press Enter for the standings' : 'Press Enter to continue'}
      </Text>
    </Frame>
  );
}

const END_REASON: Record<string, string> = {
  target: 'the target was reached',
  deals: 'all deals played',
  quit: 'stopped by the players',
};

export function MatchEndPanel({
  view,
  ui,
  seats,
  width,
  height,
  canReplay,
  returns,
  utility,
}: {
  view: TableView;
  ui: AnyGameUi;
  seats: readonly SeatInfo[];
  width: number;
  height: number;
  canReplay: boolean;
  /** The game's returns: the standings' order (a fines game: fewest fines first). */
  returns?: readonly number[];
  utility?: UtilityKind;
}) {
  const result = view.result;
  const totals = result?.totals ?? view.balances;
  const order = standingOrder(seats.length, returns, totals, utility);
  // Tied seats share a place, written as the scoresheet writes it ("1. 2. 2. 4.").
  const place = places(order, returns, totals, utility);
  const winners = new Set(result?.winners ?? []);
  return (
    <Frame title="The match is over — standings" width={width} height={height}>
      <Text> </Text>
      {order.map((s) => (
        <Text key={s} bold={winners.has(s)} color={winners.has(s) ? 'green' : undefined}>
          {`${place[s]}.`.padEnd(4)}
          {(seats[s]?.name ?? '').slice(0, 20).padEnd(22)}
          {amountText(ui, view, totals[s] ?? 0, utility).replace(/^\S+/, (x) => x.padStart(6))}
          {winners.has(s) ? '  ★ winner' : ''}
        </Text>
      ))}
      <Text> </Text>
      <Text dimColor>
        {view.dealsDone} deal{view.dealsDone === 1 ? '' : 's'} played
        {result ? ` · ${ui.endReason?.(result.reason) ?? END_REASON[result.reason] ?? result.reason}` : ''}
        {rankingNote(utility, unitWord(ui, view))}
      </Text>
      <Text> </Text>
      <Text bold color="cyan">
        {canReplay ? '[a] play again   [s] scoresheet   [q] quit' : '[s] scoresheet   [q] quit'}
      </Text>
    </Frame>
  );
}

export function PrivacyPanel({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    <Box
      width={width}
      height={height}
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      borderStyle="double"
      borderColor="yellow"
    >
      <Text bold color="yellow">
        Pass to {name} — press Enter
      </Text>
      <Text> </Text>
      <Text dimColor>Every hand is hidden. Only {name} should look at the screen now.</Text>
    </Box>
  );
}

export function QuitPanel({ width, recording }: { width: number; recording: boolean }) {
  return (
    <Box width={width} flexDirection="column" height={2}>
      <Box gap={2}>
        <Text bold color="yellow">
          Quit the match?
        </Text>
        <Text bold>[y] quit [n] keep playing</Text>
      </Box>
      <Text wrap="truncate">
        {recording
          ? 'It is saved: `cardtable resume` continues it exactly here.'
          : 'This match is not recorded (--no-record): it cannot be resumed.'}
      </Text>
    </Box>
  );
}

export function TooSmall({
  cols,
  rows,
  needCols,
  needRows,
  quitAsked = false,
  recording = false,
}: {
  cols: number;
  rows: number;
  needCols: number;
  needRows: number;
  quitAsked?: boolean;
  recording?: boolean;
}) {
  if (quitAsked) {
    return (
      <Box flexDirection="column">
        <QuitPanel width={cols} recording={recording} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Text bold>
        cardtable needs a terminal of at least {needCols}×{needRows}.
      </Text>
      <Text>
        This one is {cols}×{rows}. Make the window bigger — the game carries on when it fits.
      </Text>
      <Text dimColor>q quits (asks first) · Ctrl-C leaves at once</Text>
    </Box>
  );
}
