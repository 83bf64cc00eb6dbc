// `cardtable` with no command: choose game, variant, players, seats, house rules, then start.
// Everything here can also be given on the command line; the menu returns the match as those flags
// resolve it (MenuChoice), typed, not as their text.
import { Box, Text, useInput, useStdin } from 'ink';
import { useRef, useState } from 'react';
import type { OptionSpec } from '../contract/game.js';
import type { OptionValue } from '../core/history-lines.js';
import type { GameEntry } from '../contract/entry.js';
import { acceptedSeatKinds, defaultBotKind, seatKindSummary } from '../bots/index.js';
import { appliesAt, nextEnumValue, defaultFor, optionsAt } from '../games/options.js';
import { SPEEDS } from './speed.js';
import { NAMES_ACCEPTED, namesProblem, shownName } from '../core/names.js';
import { useTerminalSize, type KeyInfo } from './App.js';
import { openTerminal } from './terminal.js';
import { splitKeys } from './key-chunks.js';
import { HUMAN_SEAT_SUMMARY, findSeatKind } from '../bots/agent.js';
import { StatsPanel, type StatsLoader } from './stats-panel.js';

/** The seat kind in words, as `cardtable list` says it. */
function seatSummary(kind: string, games: readonly GameEntry[]): string {
  if (kind === 'human') return HUMAN_SEAT_SUMMARY;
  const k = findSeatKind(kind);
  return k ? seatKindSummary(k, games) : '';
}

/** Whether the chosen game has bots of its own (its entry's GameBots). */
function hasBots(s: MenuState): boolean {
  return Boolean(s.games.find((g) => g.id === s.game)?.bots);
}

export interface MenuChoice {
  readonly game: string;
  /** The match chosen, typed as the command line's flags resolve (cli/config.ts), not as their text. */
  readonly match: {
    readonly variant: string;
    readonly players: number;
    /** One seat kind per seat: 'human', 'bot:basic' … */
    readonly seats: readonly string[];
    /** The names typed (absent: every seat keeps its default name). */
    readonly names?: readonly string[];
    /** The options changed from their defaults, by key. */
    readonly options: Readonly<Record<string, string>>;
    readonly speed: string;
  };
  /** Learn the chosen game and variant (`cardtable learn`) instead of starting a match. */
  readonly learn?: boolean;
}

export interface MenuState {
  /** The games to choose from, as the command line hands them (playable ones and those to come). */
  readonly games: readonly GameEntry[];
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  readonly seats: readonly string[];
  /** Names typed per seat; null keeps the default name ("You", "Bot 2" …). */
  readonly names: readonly (string | null)[];
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly speed: string;
  readonly cursor: number;
  /** Digits typed on the number row under the cursor (the value shows them); '' or absent: none yet. */
  readonly typed?: string;
}

export type Row =
  | { kind: 'game' }
  | { kind: 'variant' }
  | { kind: 'players' }
  | { kind: 'seat'; seat: number }
  | { kind: 'name'; seat: number }
  | { kind: 'option'; spec: OptionSpec }
  | { kind: 'speed' }
  | { kind: 'start' }
  | { kind: 'learn' }
  | { kind: 'stats' };

function playable(s: MenuState) {
  return s.games.filter((g) => g.game);
}

function gameOf(s: MenuState, game = s.game) {
  return s.games.find((g) => g.id === game)?.game;
}

function variantsOf(s: MenuState) {
  return gameOf(s)?.variants ?? [];
}

function initialState(games: readonly GameEntry[]): MenuState {
  const s: MenuState = { games, game: '', variant: '', players: 0, seats: [], names: [], options: {}, speed: 'normal', cursor: 0 };
  return withGame(s, playable(s)[0]!.id);
}

/** Another game: its default variant, options and seats (seat kinds differ between games). */
function withGame(s: MenuState, game: string): MenuState {
  return withVariant({ ...s, game, seats: [] }, gameOf(s, game)!.defaultVariant);
}

function withVariant(s: MenuState, variant: string): MenuState {
  const v = variantsOf(s).find((x) => x.id === variant)!;
  const options: Record<string, OptionValue> = {};
  for (const o of v.options) if (o.key !== 'players') options[o.key] = defaultFor(o, v.defaultPlayers);
  return withPlayers({ ...s, variant, options, players: v.defaultPlayers }, v.defaultPlayers);
}

function withPlayers(s: MenuState, players: number): MenuState {
  const bot = defaultBotKind(hasBots(s));
  const seats = Array.from({ length: players }, (_, i) => s.seats[i] ?? (i === 0 ? 'human' : bot));
  // An option still at its default follows the default for the new number of players.
  const v = variantsOf(s).find((x) => x.id === s.variant);
  const options = { ...s.options };
  for (const o of v?.options ?? []) {
    if (o.defaultByPlayers && options[o.key] === defaultFor(o, s.players)) options[o.key] = defaultFor(o, players);
  }
  const names = Array.from({ length: players }, (_, i) => s.names[i] ?? null);
  return { ...s, players, seats, options, names };
}

/** The names the match would get: typed ones, else the command line's defaults. */
export function menuNames(s: MenuState): string[] {
  let bot = 0;
  let human = 0;
  const humans = s.seats.filter((k) => k === 'human').length;
  return s.seats.map((k, i) => s.names[i] ?? (k === 'human' ? (humans === 1 ? 'You' : `Player ${++human}`) : `Bot ${++bot}`));
}

/** A key typed on a name row: printable text appends (replacing a default name), Backspace deletes. */
export function typeName(s: MenuState, seat: number, input: string, backspace: boolean): MenuState {
  const current = s.names[seat] ?? null;
  let next: string;
  if (backspace) next = [...(current ?? menuNames(s)[seat] ?? '')].slice(0, -1).join('');
  else if (input.length === 0) return s;
  else next = (current ?? '') + input;
  const names = s.names.slice();
  names[seat] = next;
  return { ...s, names };
}

/** What stops the match from starting, at which row: a bad name or a bad combination of house rules. */
export function menuProblem(s: MenuState): { readonly row: Row; readonly reason: string } | null {
  const names = menuNames(s);
  const bad = namesProblem(names);
  if (bad) {
    // A name given twice is marked where it is being typed, though the other one comes later.
    const here = menuRows(s)[s.cursor];
    const same = (a: string | undefined, b: string | undefined) => a?.trim().toLowerCase() === b?.trim().toLowerCase();
    const seat = here?.kind === 'name' && here.seat !== bad.index && same(names[here.seat], names[bad.index]) ? here.seat : bad.index;
    return { row: { kind: 'name', seat }, reason: `${bad.reason}; ${NAMES_ACCEPTED}` };
  }
  const game = gameOf(s);
  if (!game) return null;
  const checked = game.resolveOptions(s.variant, s.players, { ...menuChoice(s).match.options });
  if (checked.ok) return null;
  // The reason names the option at fault ("shoving=true needs a dealer stake; …"): mark its row.
  const v = variantsOf(s).find((x) => x.id === s.variant);
  const spec = v?.options.find((o) => o.key !== 'players' && checked.reason.startsWith(o.key));
  return { row: spec ? { kind: 'option', spec } : { kind: 'start' }, reason: checked.reason };
}

function sameRow(a: Row, b: Row): boolean {
  if (a.kind !== b.kind) return false;
  if ((a.kind === 'seat' || a.kind === 'name') && (b.kind === 'seat' || b.kind === 'name')) return a.seat === b.seat;
  if (a.kind === 'option' && b.kind === 'option') return a.spec.key === b.spec.key;
  return true;
}

export function menuRows(s: MenuState): Row[] {
  const v = variantsOf(s).find((x) => x.id === s.variant);
  const rows: Row[] = [{ kind: 'game' }, { kind: 'variant' }, { kind: 'players' }];
  for (let i = 0; i < s.players; i++) rows.push({ kind: 'seat', seat: i }, { kind: 'name', seat: i });
  // An option that applies at some player counts only shows (and counts) at those.
  for (const o of v ? optionsAt(v, s.players) : []) if (o.key !== 'players') rows.push({ kind: 'option', spec: o });
  rows.push({ kind: 'speed' }, { kind: 'start' }, { kind: 'learn' }, { kind: 'stats' });
  return rows;
}

function cycle<T>(list: readonly T[], current: T, d: number): T {
  const i = list.indexOf(current);
  return list[(i + d + list.length) % list.length]!;
}

/** A number row: the players, or a whole-number house rule. */
function numberRow(row: Row): boolean {
  return row.kind === 'players' || (row.kind === 'option' && row.spec.type === 'int');
}

/** Steps of one PgUp/PgDn on a number row. */
export const NUMBER_PAGE = 10;

/**
 * Digits typed on a number row (`typed`, '' when all were deleted): the value they make, kept to
 * the row's maximum. Below the minimum it stays as typed, marked at the field until it is fixed.
 */
export function typeNumber(s: MenuState, row: Row, typed: string): MenuState {
  const v = variantsOf(s).find((x) => x.id === s.variant)!;
  const n = Number(typed || '0');
  if (row.kind === 'players') return { ...withPlayers(s, Math.min(v.maxPlayers, Math.max(v.minPlayers, n))), typed };
  if (row.kind !== 'option') return s;
  const o = row.spec;
  return { ...s, options: { ...s.options, [o.key]: Math.min(o.max ?? 999, n) }, typed };
}

/** ←/→ on a row. */
export function changeRow(s: MenuState, row: Row, d: number): MenuState {
  const v = variantsOf(s).find((x) => x.id === s.variant)!;
  switch (row.kind) {
    case 'game': {
      const game = cycle(
        playable(s).map((g) => g.id),
        s.game,
        d,
      );
      return game === s.game ? s : withGame(s, game);
    }
    case 'variant':
      return withVariant(
        s,
        cycle(
          variantsOf(s).map((x) => x.id),
          s.variant,
          d,
        ),
      );
    case 'players': {
      const p = Math.min(v.maxPlayers, Math.max(v.minPlayers, s.players + d));
      return withPlayers(s, p);
    }
    case 'name':
      return s;
    case 'seat': {
      const kinds = acceptedSeatKinds({}, hasBots(s), true);
      const seats = s.seats.slice();
      seats[row.seat] = cycle(kinds, seats[row.seat]!, d);
      return { ...s, seats };
    }
    case 'option': {
      const o = row.spec;
      const cur = s.options[o.key];
      let next: OptionValue = cur ?? o.default;
      if (o.type === 'bool') next = !cur;
      else if (o.type === 'enum') next = nextEnumValue(o, cur ?? o.default, d);
      else {
        const step = o.multipleOf && o.multipleOf > 1 ? o.multipleOf : 1;
        const n = Number(cur) + d * step;
        next = Math.min(o.max ?? 999, Math.max(o.min ?? 0, n));
      }
      return { ...s, options: { ...s.options, [o.key]: next } };
    }
    case 'speed':
      return { ...s, speed: cycle(SPEEDS, s.speed, d) };
    case 'start':
    case 'learn':
    case 'stats':
      return s;
  }
}

export function menuChoice(s: MenuState): MenuChoice {
  const v = variantsOf(s).find((x) => x.id === s.variant)!;
  const options: Record<string, string> = {};
  for (const o of v.options) {
    if (o.key === 'players' || !appliesAt(o, s.players)) continue;
    const val = s.options[o.key];
    if (val !== undefined && val !== defaultFor(o, s.players)) options[o.key] = String(val);
  }
  const names = s.names.some((n) => n !== null) ? { names: menuNames(s).map((n) => n.trim()) } : {};
  return {
    game: s.game,
    match: { variant: s.variant, players: s.players, seats: [...s.seats], ...names, options, speed: s.speed },
  };
}

function rowText(s: MenuState, row: Row): [string, string, string] {
  const v = variantsOf(s).find((x) => x.id === s.variant);
  switch (row.kind) {
    case 'game': {
      const coming = s.games.filter((g) => !g.game).map((g) => g.name);
      return ['Game', s.games.find((g) => g.id === s.game)?.name ?? s.game, coming.length ? `coming: ${coming.join(', ')}` : ''];
    }
    case 'variant':
      return ['Variant', s.variant, v ? `${v.name}: ${v.summary}` : ''];
    case 'players':
      return ['Players', String(s.players), v ? `${v.minPlayers}–${v.maxPlayers}` : ''];
    case 'seat':
      return [`Seat ${row.seat + 1}`, s.seats[row.seat] ?? '', seatSummary(s.seats[row.seat] ?? '', s.games)];
    case 'name':
      return [
        '  name',
        shownName(menuNames(s)[row.seat] ?? ''),
        s.names[row.seat] === null ? 'type a name (Backspace deletes)' : `1–20 characters, each name different`,
      ];
    case 'option': {
      const val = s.options[row.spec.key];
      const dflt = defaultFor(row.spec, s.players);
      return [`  ${row.spec.key}`, String(val), `${row.spec.summary}${val === dflt ? '' : ` (default ${String(dflt)})`}`];
    }
    case 'speed':
      return ['Bot speed', s.speed, 'how fast bots play'];
    case 'start':
      return ['', '▶ Start the match', ''];
    case 'learn': {
      const name = s.games.find((g) => g.id === s.game)?.name ?? s.game;
      return ['', `▶ Learn ${name}`, `one ${s.variant} deal against bots; each decision says why it matters (cardtable learn)`];
    }
    case 'stats':
      return ['', '▶ Statistics', 'figures per player and game over your saved matches (cardtable stats)'];
  }
}

/**
 * Pure: one key on the menu. `done` is the choice to start with, or null to leave; `stats`: open
 * the Statistics panel.
 */
export function menuKey(
  state: MenuState,
  input: string,
  key: KeyInfo,
): { state: MenuState; done?: MenuChoice | null; refused?: boolean; stats?: true } {
  const rows = menuRows(state);
  const cursor = Math.min(state.cursor, rows.length - 1);
  const row = rows[cursor]!;
  if ((key.ctrl && input === 'c') || key.escape) return { state, done: null };
  // Digits typed on a number row start afresh on the next one.
  if (key.upArrow) return { state: { ...state, cursor: (cursor - 1 + rows.length) % rows.length, typed: '' } };
  if (key.downArrow || key.tab) return { state: { ...state, cursor: (cursor + 1) % rows.length, typed: '' } };
  // Learn plays the chosen game and variant with its own seats and seed: the rows above do not bind it.
  if (key.return && row.kind === 'learn') return { state, done: { ...menuChoice(state), learn: true } };
  if ((key.return || input === ' ') && row.kind === 'stats') return { state, stats: true };
  if (key.return) {
    const problem = menuProblem(state);
    if (!problem) return { state, done: menuChoice(state) };
    // Refused until fixed: the cursor goes to the field at fault, where the reason is shown.
    const at = rows.findIndex((r) => sameRow(r, problem.row));
    return { state: { ...state, cursor: at >= 0 ? at : cursor }, refused: true };
  }
  if (row.kind === 'name') {
    if (key.backspace || key.delete) return { state: typeName(state, row.seat, '', true) };
    if (key.leftArrow || key.rightArrow || key.ctrl || key.meta) return { state };
    return { state: typeName(state, row.seat, input, false) };
  }
  if (input === 'q') return { state, done: null };
  if (numberRow(row)) {
    // Digits typed quickly arrive as one run ("100"); Backspace after ←/→ takes a digit off the value shown.
    const typed =
      state.typed ||
      (row.kind === 'players' ? String(state.players) : String(state.options[row.kind === 'option' ? row.spec.key : ''] ?? ''));
    if (/^[0-9]+$/.test(input)) return { state: typeNumber(state, row, (state.typed ?? '') + input) };
    if (key.backspace || key.delete) return { state: typeNumber(state, row, typed.slice(0, -1)) };
    const fresh = { ...state, typed: '' };
    if (key.pageUp) return { state: changeRow(fresh, row, NUMBER_PAGE) };
    if (key.pageDown) return { state: changeRow(fresh, row, -NUMBER_PAGE) };
    if (key.leftArrow) return { state: changeRow(fresh, row, -1) };
    if (key.rightArrow || input === ' ') return { state: changeRow(fresh, row, 1) };
    return { state };
  }
  if (key.leftArrow) return { state: changeRow(state, row, -1) };
  if (key.rightArrow || input === ' ') return { state: changeRow(state, row, 1) };
  return { state };
}

/** The keys in one input event, a typed name staying one run (key-chunks.ts). */
export const menuKeys = (input: string, key: KeyInfo): [string, KeyInfo][] => splitKeys(input, key, 'run');

export function Menu({
  games,
  onDone,
  stats,
}: {
  readonly games: readonly GameEntry[];
  onDone: (choice: MenuChoice | null) => void;
  /** Reads the saved matches for the Statistics row (handed down by the command line). */
  readonly stats?: StatsLoader;
}) {
  const [state, setState] = useState<MenuState>(() => initialState(games));
  const [statsOpen, setStatsOpen] = useState(false);
  const { isRawModeSupported } = useStdin();
  const { cols, rows: height } = useTerminalSize();
  // Keys of one burst arrive before React renders again: each key moves the latest state on, so
  // three Downs in one chunk move three rows.
  const latest = useRef(state);
  latest.current = state;
  const finished = useRef(false);
  useInput(
    (input, key) => {
      for (const [one, k] of menuKeys(input, key)) {
        if (finished.current) return;
        const r = menuKey(latest.current, one, k);
        if (r.state !== latest.current) {
          latest.current = r.state;
          setState(r.state);
        }
        if (r.stats && stats) {
          setStatsOpen(true);
          return;
        }
        if (r.done !== undefined) {
          finished.current = true;
          onDone(r.done);
        }
      }
    },
    { isActive: Boolean(isRawModeSupported) && !statsOpen },
  );
  if (statsOpen && stats)
    return (
      <StatsPanel load={stats} onClose={() => setStatsOpen(false)} cols={cols} height={height - 1} active={Boolean(isRawModeSupported)} />
    );
  return <MenuView state={state} cols={cols} height={height} />;
}

export function MenuView({ state, cols, height }: { readonly state: MenuState; readonly cols: number; readonly height: number }) {
  const rows = menuRows(state);
  const cursor = Math.min(state.cursor, rows.length - 1);
  const problem = menuProblem(state);
  const wide = cols >= 110;
  const window = Math.max(5, height - (wide ? 7 : 9));
  const start = Math.max(0, Math.min(cursor - Math.floor(window / 2), rows.length - window));
  const shown = rows.slice(start, start + window);
  // The label column fits the longest label (option keys such as pass_before_lupf_final), plus a gap.
  const labelW = Math.max(...rows.map((r) => rowText(state, r)[0].length)) + 3;
  return (
    <Box flexDirection="column" width={cols}>
      <Text bold color="green">
        cardtable — set up a match
      </Text>
      <Text> </Text>
      {shown.map((row, i) => (
        <MenuRowView
          key={start + i}
          state={state}
          row={row}
          here={start + i === cursor}
          faulty={problem !== null && sameRow(problem.row, row)}
          labelW={labelW}
          cols={cols}
          wide={wide}
        />
      ))}
      <Text> </Text>
      {problem ? (
        <Box height={2}>
          <Text color="red" wrap="wrap">
            ✗ {problem.reason}
          </Text>
        </Box>
      ) : wide ? null : (
        <Box height={2}>
          <Text color="cyan" wrap="wrap">
            {rowText(state, rows[cursor]!)[2] || ' '}
          </Text>
        </Box>
      )}
      <Text dimColor wrap="truncate">
        {menuKeysLine(rows[cursor], problem !== null)}
      </Text>
      <Text dimColor wrap="truncate">
        Every choice here is also a flag: cardtable {state.game} --help
      </Text>
    </Box>
  );
}

/** One row of the menu: its label, its value (◀ ▶ around a choice), a ✗ when faulty, and on a wide screen its note. */
function MenuRowView({
  state,
  row,
  here,
  faulty,
  labelW,
  cols,
  wide,
}: {
  readonly state: MenuState;
  readonly row: Row;
  readonly here: boolean;
  readonly faulty: boolean;
  readonly labelW: number;
  readonly cols: number;
  readonly wide: boolean;
}) {
  const [label, value, note] = rowText(state, row);
  const valueW = 24;
  const action = row.kind === 'start' || row.kind === 'learn' || row.kind === 'stats';
  const shownValue = action ? value : row.kind === 'name' ? `${value}${here ? '_' : ''}` : `◀ ${value} ▶`;
  return (
    <Box width={cols}>
      <Box width={labelW + 2} flexShrink={0}>
        <Text inverse={here} bold={here} wrap="truncate">
          {(here ? '❯ ' : '  ') + label.padEnd(labelW)}
        </Text>
      </Box>
      <Box width={valueW} flexShrink={0}>
        <Text inverse={here} bold={here} color={faulty ? 'red' : undefined} wrap="truncate">
          {shownValue}
        </Text>
      </Box>
      {faulty ? (
        <Text color="red" bold>
          {' ✗ '}
        </Text>
      ) : null}
      {wide ? (
        <Box flexGrow={1}>
          <Text dimColor wrap="truncate">
            {note}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

/** The keys the row under the cursor takes; `problem`: Enter waits for the ✗ to be fixed. */
function menuKeysLine(row: Row | undefined, problem: boolean): string {
  if (row?.kind === 'name') return '↑/↓ move · type a name · Backspace deletes · Enter start · Esc quit';
  if (row?.kind === 'learn' || row?.kind === 'stats') return '↑/↓ move · Enter open · q quit';
  const start = problem ? 'start (fix the ✗ first)' : 'start';
  if (row && numberRow(row)) return `↑/↓ move · ←/→ or digits change · PgUp/PgDn ±${NUMBER_PAGE} · Enter ${start} · q quit`;
  return `↑/↓ move · ←/→ change · Enter ${start} · q quit · Learn, Statistics: ↑ at the top`;
}

/** Shows the menu; resolves with the choice, or null when the person quits. */
export function runMenu(games: readonly GameEntry[], stats?: StatsLoader): Promise<MenuChoice | null> {
  return new Promise((resolve) => {
    let done = false;
    const term = openTerminal(() => finish(null));
    function finish(choice: MenuChoice | null) {
      if (done) return;
      done = true;
      term.close();
      resolve(choice);
    }
    term.show(<Menu games={games} onDone={finish} {...(stats ? { stats } : {})} />);
  });
}
