// `cardtable stats`: figures per player and game over the saved hand histories. The histories are
// the only data: every file is replayed through its rules (as `check` does), so a file the rules
// do not reproduce is left out with one line on stderr instead of skewing the figures.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryLine } from '../core/history-lines.js';
import { HistoryFileStream } from '../engine/history/reader.js';
import { GameTally, type GameFigures, type PlayerFigures } from '../engine/player-stats.js';
import { replaySource } from '../engine/replay.js';
import { standingLines } from '../engine/undo.js';
import { findGame, GAMES } from '../games/registry.js';
import type { GameEntry } from '../contract/entry.js';
import { unitOfVariant, type AnyGame } from '../contract/game.js';
import { matchesDir } from '../ui/saves.js';
import type { StatsShown } from '../ui/stats-panel.js';
import { resolveGame, resolveVariant } from './config.js';
import { fail, orFail, printError, printOut } from './errors.js';
import { shortText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';

export interface StatsFlags {
  readonly game?: string;
  readonly variant?: string;
  readonly json?: boolean;
  readonly dir?: string;
}

export interface StatsRun {
  readonly dir: string;
  readonly game: string | null;
  readonly variant: string | null;
  /** Files whose figures are in. */
  readonly read: number;
  /** Files left out, each with why. */
  readonly skipped: readonly { readonly file: string; readonly why: string }[];
  readonly games: readonly GameFigures[];
}

/**
 * The history files of `dir`, by name (the saved names start with the date, so oldest first).
 * The data folder is made by the first match saved: before that (`given` false) there are none.
 */
function historyFiles(dir: string, given: boolean): string[] {
  let st;
  try {
    st = statSync(dir);
  } catch (e) {
    if (!given && (e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    fail(`--dir "${shortText(dir)}" does not exist; give the folder your matches are saved in (default: ${defaultDirText()})`);
  }
  if (!st.isDirectory()) fail(`--dir "${shortText(dir)}" is not a folder; give the folder your matches are saved in`);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    fail(`--dir "${dir}" cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return names
    .filter((n) => n.endsWith('.jsonl'))
    .sort()
    .map((n) => join(dir, n));
}

function defaultDirText(): string {
  const d = matchesDir();
  return d.ok ? d.value : 'your data folder';
}

/**
 * The first `count` lines after the `match` line of a file already read and replayed: the same lines
 * again, however much has been appended since. Histories are only ever appended to, so a reading
 * that fails now can only be a file replaced meanwhile; its lines stop there.
 */
function* bodyLines(file: string, count: number): Generator<HistoryLine> {
  const opened = HistoryFileStream.open(file, { allowPartialTail: true });
  if (!opened.ok) return;
  const stream = opened.value;
  try {
    for (let n = 0; n < count; n++) {
      const r = stream.next();
      if (!r.ok || r.value === null) return;
      yield r.value.line;
    }
  } finally {
    stream.close();
  }
}

/** How far the reading of the histories has come: `done` of `of` files. */
export interface StatsProgress {
  readonly done: number;
  readonly of: number;
}

/** The figures of every readable history in the folder; pure of printing apart from nothing. */
export function collectStats(flags: StatsFlags): StatsRun {
  const steps = statsSteps(flags);
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/**
 * The same figures read in the background (the menu's Statistics): the event loop is free between
 * files, `onProgress` hears after each, and `signal` stops it (null is returned then).
 */
export async function collectStatsAsync(
  flags: StatsFlags,
  onProgress: (p: StatsProgress) => void,
  signal?: AbortSignal,
): Promise<StatsRun | null> {
  const steps = statsSteps(flags);
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return r.value;
    onProgress(r.value);
    await new Promise<void>((done) => setImmediate(done));
    if (signal?.aborted) return null;
  }
}

/** collectStats one file a step: both the command and the menu run this, so their figures are one. */
function* statsSteps(flags: StatsFlags): Generator<StatsProgress, StatsRun> {
  const gameFilter = flags.game === undefined ? null : orFail(resolveGame(flags.game));
  if (flags.variant !== undefined && gameFilter === null)
    fail('--variant needs --game (variant names belong to a game); e.g. --game lupfen --variant classic');
  const variantFilter = gameFilter && flags.variant !== undefined ? orFail(resolveVariant(gameFilter, flags.variant)).id : null;
  const dir = flags.dir ?? orFail(matchesDir());
  const tallies = new Map<string, GameTally>();
  const skipped: { file: string; why: string }[] = [];
  let read = 0;
  const files = historyFiles(dir, flags.dir !== undefined);
  let done = 0;
  for (const file of files) {
    if (done > 0) yield { done, of: files.length };
    done++;
    const opened = HistoryFileStream.open(file, { allowPartialTail: true });
    if (!opened.ok) {
      skipped.push({ file, why: opened.reason });
      continue;
    }
    const stream = opened.value;
    try {
      const match = stream.match;
      if (gameFilter && match.game !== gameFilter.id) continue;
      if (variantFilter !== null && match.variant !== variantFilter) continue;
      const entry = findGame(match.game);
      if (!entry?.game) {
        skipped.push({ file, why: `${file}: ${entry ? `${entry.name} is not playable yet` : `no game "${match.game}" in this program`}` });
        continue;
      }
      const report = replaySource(entry.game, stream, { maxMismatches: 1 });
      const why = report.error ?? report.mismatches[0] ?? null;
      if (why !== null) {
        skipped.push({ file, why });
        continue;
      }
      const tally = tallyFor(tallies, match.game, entry, entry.game, match.variant);
      // Counted in a second reading, once the rules have passed the whole file: a file the rules
      // refuse adds nothing, and no file is ever held in memory (one deal at a time, for undo).
      // Moves taken back (undo lines) were never part of the deal's result.
      // A player is known by name across files; two seats of one file are never one player.
      const names = shownNames(match.seats.map((s) => s.name));
      const seats = match.seats.map((s, i) => ({ ...s, name: names[i]! }));
      tally.addMatch(file, { ...match, seats }, standingLines(bodyLines(file, report.linesReplayed - 1)));
      read++;
    } finally {
      stream.close();
    }
  }
  return { dir, game: gameFilter?.id ?? null, variant: variantFilter, read, skipped, games: tallyFigures(tallies) };
}

/** The tally of the game's figures in the variant's unit, made on first use. */
function tallyFor(tallies: Map<string, GameTally>, id: string, entry: GameEntry, game: AnyGame, variant: string): GameTally {
  // Figures of one unit each: Thedinghausen's cents are not Fipsen's other points.
  const unit = unitOfVariant(game, variant);
  const key = `${id} ${unit}`;
  let tally = tallies.get(key);
  if (!tally) {
    tally = new GameTally({
      id,
      unit,
      utility: game.utility,
      statCalls: entry.statCalls,
      unplayedDeal: entry.unplayedDeal,
    });
    tallies.set(key, tally);
  }
  return tally;
}

/** Registry order, the game's own unit first, so the output does not depend on which file came first. */
function tallyFigures(tallies: ReadonlyMap<string, GameTally>): GameFigures[] {
  return GAMES.flatMap((g) => {
    const units = [...tallies.keys()].filter((k) => k.startsWith(`${g.id} `)).map((k) => k.slice(g.id.length + 1));
    units.sort((a, b) => Number(b === g.game?.unit) - Number(a === g.game?.unit) || (a < b ? -1 : a > b ? 1 : 0));
    return units.map((u) => tallies.get(`${g.id} ${u}`)!.figures());
  });
}

const signed = (x: number, digits = 2): string => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x).toFixed(digits)}`;
const whole = (x: number): string => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x)}`;
const pct = (part: number, of: number): string => (of > 0 ? `${Math.round((100 * part) / of)}%` : '-');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // The first column (names) is left-aligned, the figures right-aligned.
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

function gameText(g: GameFigures): string[] {
  const entry = findGame(g.game)!;
  const unit = g.unit;
  const calls = Object.keys(g.players[0]?.calls ?? {});
  const name = (p: PlayerFigures) => `${p.name}${p.human ? '' : ' (bot)'}`;
  // Variants counted in a unit of their own are named: their figures stand apart.
  const which = unit === entry.game!.unit ? '' : ` (${g.variants.join(', ')})`;
  const out = [
    `${entry.name}${which}: ${g.matches} ${g.matches === 1 ? 'match' : 'matches'}, ${g.deals} ${g.deals === 1 ? 'deal' : 'deals'}; results in ${unit} per deal`,
    '',
  ];
  out.push(
    ...table(
      ['Player', 'Matches', 'Deals', 'Per deal', '95% interval', 'Tricks', 'Best deal'],
      g.players.map((p) => [
        name(p),
        String(p.matches),
        String(p.deals),
        signed(p.mean),
        `${signed(p.ci95[0])} to ${signed(p.ci95[1])}`,
        String(p.tricks),
        p.best ? `${whole(p.best.result)} (deal ${p.best.deal})` : '-',
      ]),
    ).map((l) => `  ${l}`),
  );
  if (calls.length > 0) {
    out.push('');
    out.push(
      ...table(
        ['Calls', ...calls.flatMap((c) => [c, 'rate', 'went well'])],
        g.players.map((p) => [
          name(p),
          ...calls.flatMap((c) => {
            const f = p.calls[c]!;
            return [String(f.deals), pct(f.deals, p.deals), f.deals > 0 ? `${f.won} (${pct(f.won, f.deals)})` : '-'];
          }),
        ]),
      ).map((l) => `  ${l}`),
    );
  }
  return out;
}

/** The figures as a person reads them. */
export function statsText(run: StatsRun): string {
  const out: string[] = [];
  if (run.games.length === 0) {
    const what = run.game ? ` of ${run.game}${run.variant ? ` (${run.variant})` : ''}` : '';
    out.push(`No saved matches${what} in ${run.dir}.`);
  }
  for (const g of run.games) out.push(...gameText(g), '');
  if (run.games.length > 0) {
    out.push(
      'Rate: deals in which the player made the call at least once.',
      'Went well: of those deals, the ones whose result beat the table’s average for that deal.',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The figures for scripts: docs/stats-json.md. */
export function statsJson(run: StatsRun): string {
  return `${JSON.stringify(
    {
      format: 'cardtable-stats',
      version: 1,
      dir: run.dir,
      game: run.game,
      variant: run.variant,
      files: { read: run.read, skipped: run.skipped.length },
      games: run.games.map((g) => ({
        game: g.game,
        unit: g.unit,
        variants: g.variants,
        utility: findGame(g.game)!.game!.utility,
        matches: g.matches,
        deals: g.deals,
        players: g.players.map((p) => ({
          name: p.name,
          human: p.human,
          matches: p.matches,
          deals: p.deals,
          result: { total: p.total, mean: p.mean, ci95: p.ci95 },
          tricks: p.tricks,
          calls: p.calls,
          best: p.best,
        })),
      })),
    },
    null,
    2,
  )}\n`;
}

/** `cardtable stats --dir DIR` as the menu's Statistics shows it: the same reading, the same text. */
export async function statsShownIn(
  dir: string,
  progress: (done: number, of: number) => void,
  signal: AbortSignal,
): Promise<StatsShown | null> {
  const run = await collectStatsAsync({ dir }, (p) => progress(p.done, p.of), signal);
  return run && { text: statsText(run), skipped: run.skipped.map((s) => s.why) };
}

export function statsCommand(flags: StatsFlags): void {
  const run = collectStats(flags);
  for (const s of run.skipped) printError(`skipped ${s.why}`);
  if (flags.json) process.stdout.write(statsJson(run));
  else printOut(statsText(run));
}
