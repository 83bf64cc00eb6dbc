// The interactive commands: `cardtable <game>`, `resume [file]`, `replay <file>` and the menu
// when no command is given. Ink and React are loaded with import() inside the actions only, so
// `--version`, `list`, `rules` and `sim` never pay for them (scripts/build.mjs splits the chunk).
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import { SPEEDS, type Speed } from '../ui/speed.js';
import { GAME_IDS, GAMES, botsSourceOf, entryOf } from '../games/registry.js';
import type { GameEntry } from '../contract/entry.js';
import type { GameUiLoader } from '../contract/table.js';
import type { PlayConfig } from '../ui/run.js';
import type { StatsShown } from '../ui/stats-panel.js';
import type { AnyGame } from '../contract/game.js';
import type { TableGame } from '../contract/view.js';
import { zeroLengthMeans } from '../games/options.js';
import { THINK_HELP, resolveMatchConfig, resolveGame, resolveVariant, tableDecks, type MatchFlags } from './config.js';
import { fail, orFail, printError, printOut } from './errors.js';
import { resumeHosted } from './host-options.js';
import { shortText } from '../core/safe-text.js';
import type { HistoryFileStream } from '../engine/history/reader.js';

const SPEED_WORDS = SPEEDS;
type SpeedWord = Speed;
const DECKS = DECK_STYLES;

export interface TableFlags extends MatchFlags {
  readonly speed?: string;
  readonly ascii?: boolean;
  /** commander: `--record X` gives a string, `--no-record` gives false. */
  readonly record?: string | boolean;
  /** Both --record and --no-record were given (commander keeps only the last). */
  readonly recordConflict?: boolean;
  /** commander: `--no-undo` gives false (tournament play: no take-backs). */
  readonly undo?: boolean;
}

/**
 * Whether a history can be created in `dir` (made if missing): names the real cause when a part
 * of the path is a file, or the nearest existing folder is not writable.
 */
function writableTarget(dir: string, what: string): { ok: true; value: string } | { ok: false; reason: string } {
  let d = resolve(dir);
  for (;;) {
    let st;
    try {
      st = statSync(d);
    } catch {
      const up = dirname(d);
      if (up === d) return { ok: false, reason: `${what}: no folder of that path exists` };
      d = up;
      continue;
    }
    if (!st.isDirectory()) return { ok: false, reason: `${what}: ${d} is a file, not a folder; give a folder or a new file in one` };
    try {
      accessSync(d, constants.W_OK);
    } catch {
      return { ok: false, reason: `${what}: the folder ${d} is not writable; give another --record or --no-record` };
    }
    return { ok: true, value: d };
  }
}

/** The largest history the replay screen reads (see the replay command). */
export const MAX_REPLAY_BYTES = 32_000_000;

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** TOOLCHAIN.md pitfall 1: without a terminal on both ends, say what to use instead and exit 2. */
export function requireTty(what: string, gameId = 'lupfen'): void {
  if (process.stdin.isTTY && process.stdout.isTTY) return;
  printError(
    `${what} needs an interactive terminal; without one, play bots with \`cardtable sim ${gameId}\` or print a recorded match with \`cardtable replay FILE\``,
  );
  process.exit(2);
}

/** A terminal without cursor addressing (TERM=dumb): the table is printed line by line instead. */
function dumbTerminal(): boolean {
  return process.env['TERM'] === 'dumb';
}

/**
 * Hot-seat on a line-by-line terminal, as one line of refusal (null: fine). Nothing printed there
 * can be taken back, so every hand shown would stay in the scrollback for the next player to read.
 */
function hotSeatOnDumbTerminal(seats: readonly { readonly kind: string }[]): string | null {
  const humans = seats.filter((s) => s.kind === 'human').length;
  if (humans < 2 || !dumbTerminal()) return null;
  return `hot-seat (${humans} humans) cannot be played on this terminal: TERM is "dumb", printed lines cannot be taken back, so each hand would stay readable for the next player; play hot-seat in a full-screen terminal (e.g. TERM=xterm-256color), or with one human here`;
}

function speedOf(text: string | undefined): SpeedWord {
  if (text === undefined) return 'normal';
  const s = text.toLowerCase();
  if (!(SPEED_WORDS as readonly string[]).includes(s))
    fail(`--speed "${shortText(text)}" is not a speed; speeds: ${SPEED_WORDS.join(', ')}`);
  return s as SpeedWord;
}

/** The `--deck` a table of `game` shows (any deck while the game is not known yet). */
function deckOf(text: string | undefined, game?: AnyGame): DeckStyle | undefined {
  if (text === undefined) return undefined;
  const d = text.toLowerCase() as DeckStyle;
  if (!DECKS.includes(d)) fail(`--deck "${shortText(text)}" is not a deck; decks: ${(game ? tableDecks(game) : DECKS).join(', ')}`);
  if (game && !tableDecks(game).includes(d))
    fail(`--deck ${d}: ${game.id} is not played with ${d} cards; decks of ${game.id}: ${tableDecks(game).join(', ')}`);
  return d;
}

/** What `--deals` means at this game's table, 0 included. */
function dealsHelp(game: AnyGame | null): string {
  if (!game) return 'number of deals';
  const zero = [...new Set(game.variants.filter((v) => v.lengthKey === 'deals').map(zeroLengthMeans))];
  return zero.length === 0 ? 'number of deals' : `number of deals (0 = ${zero.join('; or ')})`;
}

export function tableOptions(cmd: Command, game: AnyGame | null): Command {
  return cmd
    .option('--variant <id>', 'rules variant (see `cardtable list`)')
    .option('--players <n>', 'number of players')
    .option('--seats <kinds>', 'one seat kind per player, e.g. human,human,bot:basic,bot:hard')
    .option('--names <names>', 'comma-separated player names, e.g. Ana,Ben,Cleo,Dan')
    .option('--seed <seed>', 'seed for the shuffle (same seed, same deals)')
    .option('--rule <key=value>', 'house rule, repeatable (see `cardtable list`)', collect, [])
    .option('--deals <n>', dealsHelp(game))
    .option('--deck <style>', `card faces: ${(game ? tableDecks(game) : DECKS).join(' | ')}`)
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .option('--speed <speed>', `bot pace: ${SPEED_WORDS.join(' | ')} (default normal, about 0.7 s per action)`)
    .option('--record <file|dir>', 'where to save the hand history (default: your data folder)')
    .option('--no-record', 'do not save the hand history (the match cannot be resumed)')
    .option('--no-undo', 'tournament play: no take-backs with `u` (recorded in the history; resume keeps it)')
    .option('--think <ms>', `${THINK_HELP}; recorded in the history, resume keeps it`);
}

/**
 * Imports a UI module. Ink's layout engine (yoga-layout) reads its inline WebAssembly with fetch()
 * whenever fetch exists, which makes Node load its whole HTTP client first (~40 ms of a ~450 ms
 * first frame); with fetch hidden for the import it decodes the same bytes directly.
 */
async function loadUi<T>(load: () => Promise<T>): Promise<T> {
  const g = globalThis as { fetch?: unknown };
  const saved = g.fetch;
  g.fetch = undefined;
  try {
    return await load();
  } finally {
    g.fetch = saved;
  }
}

// When the command line asks for a table in a terminal, start reading the UI chunk while the rest
// of the program is still being set up: its file reads overlap commander's parsing and the checks.
const wantsTable =
  process.stdin.isTTY === true &&
  process.stdout.isTTY === true &&
  !process.argv.some((a) => a === '--help' || a === '-h' || a === '--version' || a === '-V') &&
  (process.argv.length <= 2 || GAME_IDS.includes(process.argv[2] ?? '') || process.argv[2] === 'resume' || process.argv[2] === 'learn');
const preloaded: Promise<typeof import('../ui/run.js')> | null = wantsTable ? loadUi(() => import('../ui/run.js')) : null;
preloaded?.catch(() => {});

function runModule(): Promise<typeof import('../ui/run.js')> {
  return preloaded ?? loadUi(() => import('../ui/run.js'));
}

async function matchesDirLazy(): Promise<string> {
  const { matchesDir } = await import('../ui/saves.js');
  return orFail(matchesDir());
}

/**
 * `cardtable <game>`: checks the flags, then plays the table (`host`: hosts it instead, with the
 * same checks). Returns the exit code.
 */
export async function playGame(gameId: string, flags: TableFlags, host?: (cfg: PlayConfig) => Promise<number>): Promise<number> {
  const game = orFail(resolveGame(gameId));
  const deck = deckOf(flags.deck, game);
  const speed = speedOf(flags.speed);
  // French faces are a display choice only; German/Swiss are the variant's deck_style option.
  const matchFlags: MatchFlags = { ...flags, ...(deck === 'french' ? { deck: undefined } : {}) };
  const cfg = orFail(resolveMatchConfig(gameId, matchFlags, { command: gameId }));
  if (flags.recordConflict) fail('--record and --no-record contradict each other; give one of them');
  // Before any folder or file is made for the history.
  const hotSeat = hotSeatOnDumbTerminal(cfg.seatInfos);
  if (hotSeat) fail(hotSeat);
  // Where the history goes is checked before the table opens: bad input fails first, the same way
  // with or without a terminal.
  let record: { dir: string } | { file: string } | null;
  if (flags.record === false) record = null;
  else if (typeof flags.record === 'string') {
    const r = flags.record;
    if (r.trim() === '') fail('--record "" is empty; give a new file (e.g. match.jsonl) or a folder, or --no-record');
    const isDir = r.endsWith('/') || (existsSync(r) && statSync(r).isDirectory());
    if (!isDir && existsSync(r))
      fail(`--record ${shortText(r)} already exists; a history is never overwritten (give a new file or a folder)`);
    record = isDir ? { dir: r } : { file: r };
  } else record = { dir: await matchesDirLazy() };
  if (record)
    orFail(
      writableTarget(
        'dir' in record ? record.dir : dirname(record.file),
        typeof flags.record === 'string' ? `--record ${flags.record}` : `the data folder ${'dir' in record ? record.dir : ''}`,
      ),
    );
  requireTty(`cardtable ${host ? 'host ' : ''}${gameId}`, gameId);
  const play = host ?? (dumbTerminal() ? (await loadUi(() => import('../ui/plain.js'))).playPlain : (await runModule()).playInteractive);
  return play({
    game: cfg.game,
    ui: tableOf(entryOf(cfg.game)),
    // Loaded when a bot first decides or a hint is asked: the first frame waits for no bot.
    gameBots: botsSourceOf(entryOf(cfg.game)),
    variant: cfg.variant.id,
    players: cfg.players,
    options: cfg.options,
    seats: cfg.seatInfos,
    seed: flags.seed === undefined ? null : cfg.seed,
    speed,
    ...(deck ? { deck } : {}),
    ascii: Boolean(flags.ascii),
    record,
    ...(flags.undo === false ? { undo: false } : {}),
    ...(cfg.thinkMs !== undefined ? { thinkMs: cfg.thinkMs } : {}),
  });
}

/** The table of a game, or a clear refusal where the game has none yet (a programming error today: every playable game has one). */
function tableOf(entry: GameEntry): GameUiLoader {
  if (!entry.ui) fail(`${entry.name} has no table screen yet`);
  return entry.ui;
}

/**
 * The menu's Statistics: `cardtable stats` over the saved matches (the same reading and the same
 * text), read in the background. No data folder yet: no saved matches.
 */
async function menuStats(progress: (done: number, of: number) => void, signal: AbortSignal): Promise<StatsShown | null> {
  const { matchesDir } = await import('../ui/saves.js');
  const dir = orFail(matchesDir());
  if (!existsSync(dir)) return { text: `No saved matches in ${dir}.\n`, skipped: [] };
  return (await import('./stats.js')).statsShownIn(dir, progress, signal);
}

/** `cardtable learn <game>`: the variant's seeded deal, you against the default bots, not recorded. */
async function learnGame(gameId: string, flags: { variant?: string; speed?: string; deck?: string; ascii?: boolean }): Promise<number> {
  const game = orFail(resolveGame(gameId));
  const deck = deckOf(flags.deck, game);
  const speed = speedOf(flags.speed);
  // The variant's own id (as `--variant` is matched), for its seed.
  const variant = orFail(resolveVariant(game, flags.variant)).id;
  const { closingLine, learnSeed } = await import('./learn.js');
  const seed = learnSeed(game.variants, variant);
  const cfg = orFail(
    resolveMatchConfig(gameId, { variant, seed, ...(deck && deck !== 'french' ? { deck } : {}) }, { command: `learn ${gameId}` }),
  );
  if (dumbTerminal())
    fail(
      `cardtable learn needs a terminal with cursor addressing (TERM is "dumb"); play a deal line by line with \`cardtable ${gameId} --seed ${seed}\``,
    );
  requireTty(`cardtable learn ${gameId}`, gameId);
  const entry = entryOf(cfg.game);
  return (await runModule()).learnInteractive(
    {
      game: cfg.game,
      ui: tableOf(entry),
      gameBots: entry.bots,
      variant: cfg.variant.id,
      players: cfg.players,
      options: cfg.options,
      seats: cfg.seatInfos,
      seed: cfg.seed,
      speed,
      ...(deck ? { deck } : {}),
      ascii: Boolean(flags.ascii),
      record: null,
    },
    closingLine(entry.name, entry.id),
  );
}

function finish(code: number): void {
  // Ink can leave stdin listeners behind; the screen is restored, so leave now with the code.
  process.exit(code);
}

export function registerInteractiveCommands(program: Command): void {
  registerGameCommands(program);
  program
    .command('learn')
    .description('one deal with explanations: you against bots, each decision says why it matters')
    .argument('<game>', 'game id, e.g. lupfen')
    .option('--variant <id>', 'rules variant (see `cardtable list`)')
    .option('--speed <speed>', `bot pace: ${SPEED_WORDS.join(' | ')}`)
    .option('--deck <style>', `card faces: ${DECKS.join(' | ')}`)
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .action(async (game: string, flags: { variant?: string; speed?: string; deck?: string; ascii?: boolean }) => {
      finish(await learnGame(game, flags));
    });
  program
    .command('resume [file]')
    .description('continue an unfinished match (the latest one when no file is given)')
    .option('--speed <speed>', `bot pace: ${SPEED_WORDS.join(' | ')}`)
    .option('--deck <style>', `card faces: ${DECKS.join(' | ')}`)
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .option('--no-undo', 'refused: a match keeps the undo setting it was started with')
    .action(resumeCommand);
  program
    .command('replay <file>')
    .description('step through a recorded match, every hand face up (←/→ move by move)')
    .option('--deck <style>', `card faces: ${DECKS.join(' | ')}`)
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .action(replayCommand);
  program.action(menuCommand);
}

/** `cardtable <game>`, one command a game. */
function registerGameCommands(program: Command): void {
  for (const entry of GAMES) {
    const cmd = program
      .command(entry.id)
      .description(entry.game ? `play ${entry.name} at the table: ${entry.summary}` : `${entry.name} (coming; not playable yet)`);
    const seen = new Set<string>();
    cmd.on('option:record', () => seen.add('record'));
    cmd.on('option:no-record', () => seen.add('no-record'));
    tableOptions(cmd, entry.game).action(async (flags: TableFlags) => {
      if (!entry.game) orFail(resolveGame(entry.id));
      finish(await playGame(entry.id, { ...flags, recordConflict: seen.size === 2 }));
    });
  }
}

const gameById = (id: string): TableGame | undefined => GAMES.find((g) => g.id === id)?.game ?? undefined;

/** `cardtable resume [file]`. */
async function resumeCommand(file: string | undefined, flags: TableFlags & Parameters<typeof resumeHosted>[1]): Promise<void> {
  if (flags.undo === false)
    fail('resume --no-undo: a match keeps the undo setting it was started with (its match line); start a new match with --no-undo');
  const speed = speedOf(flags.speed);
  const deck = deckOf(flags.deck);
  const path = file ?? (await latestResumable());
  if (!existsSync(path)) fail(`${shortText(path)}: no such file; give a hand-history file (.jsonl)`);
  // Refused before any lock is made beside it (/dev/zero, a FIFO, a folder).
  if (!statSync(path).isFile()) fail(`${path}: not a regular file; give a hand-history file (.jsonl)`);
  const { lock, plan } = await lockedPlan(path, deck);
  requireTty(`cardtable resume ${path}`, plan.game.id);
  const cfg = {
    plan,
    ui: tableOf(entryOf(plan.game)),
    gameBots: entryOf(plan.game).bots,
    lock,
    speed,
    ascii: Boolean(flags.ascii),
    ...(deck ? { deck } : {}),
  };
  // A match hosted for other terminals is hosted again.
  const hosted = await resumeHosted(cfg, flags);
  if (hosted !== null) finish(hosted);
  const resume = dumbTerminal() ? (await loadUi(() => import('../ui/plain.js'))).resumePlain : (await runModule()).resumeInteractive;
  finish(await resume(cfg));
}

/** The newest unfinished match that can be continued, or the command fails. */
async function latestResumable(): Promise<string> {
  const { planResume } = await import('../engine/resume.js');
  const { unfinishedMatches, matchesDir } = await import('../ui/saves.js');
  const dir = orFail(matchesDir());
  // A file that cannot be continued (corrupt, cut short in its first line, of a game this
  // program lacks) is passed over with a note, not offered in place of the next one that can.
  for (const candidate of unfinishedMatches(dir)) {
    const plan = planResume(candidate, gameById);
    if (plan.ok) return candidate;
    printError(`note: passed over ${plan.reason}`);
  }
  fail(`no unfinished match in ${dir}; start one with \`cardtable lupfen\` or give a file: cardtable resume FILE`);
}

/** The history at `path` locked and planned for this table, or the command fails (the lock released). */
async function lockedPlan(path: string, deck: DeckStyle | undefined) {
  const { planResume } = await import('../engine/resume.js');
  const { lockHistory } = await import('../engine/history/lock.js');
  // The lock comes first: nobody may append between reading the file and continuing it.
  const lock = orFail(lockHistory(path));
  const plan = planResume(path, gameById);
  if (!plan.ok) {
    lock.release();
    fail(plan.reason);
  }
  if (deck && !tableDecks(plan.value.game).includes(deck)) {
    lock.release();
    deckOf(deck, plan.value.game);
  }
  // A match recorded by sim may seat a bot that sees every hand: never at a table with people.
  const { simOnlySeat } = await import('../engine/seating.js');
  const cheat = simOnlySeat(plan.value.seats);
  if (cheat >= 0) {
    lock.release();
    fail(
      `${path}:1: seat ${cheat} is bot:${plan.value.seats[cheat]!.level}, which sees every hand and plays in sim only; \`cardtable replay ${path}\` shows the match`,
    );
  }
  const hotSeat = hotSeatOnDumbTerminal(plan.value.seats);
  if (hotSeat) {
    lock.release();
    fail(`${path}: ${hotSeat}`);
  }
  return { lock, plan: plan.value };
}

/** `cardtable replay <file>`: the replay screen, or the match as text where there is no screen. */
async function replayCommand(file: string, flags: TableFlags): Promise<void> {
  const deck = deckOf(flags.deck);
  if (!existsSync(file)) fail(`${shortText(file)}: no such file; give a hand-history file (.jsonl)`);
  const { HistoryFileStream, readHistoryFile } = await import('../engine/history/reader.js');
  const stream = orFail(HistoryFileStream.open(file, { allowPartialTail: true }));
  const entry = GAMES.find((g) => g.id === stream.match.game);
  if (!entry?.game) {
    stream.close();
    fail(
      `${file}:1: a ${stream.match.game} match; the table can replay: ${GAMES.filter((g) => g.game)
        .map((g) => g.id)
        .join(', ')}`,
    );
  }
  if (deck && !tableDecks(entry.game).includes(deck)) {
    stream.close();
    deckOf(deck, entry.game);
  }
  if (!(process.stdin.isTTY && process.stdout.isTTY) || dumbTerminal()) {
    await replayText(file, entry.game, entry, stream);
    return;
  }
  stream.close();
  // The screen keeps every step of the match to go back and forth (about 1.2 KB of memory a
  // line, some 240 MB for the longest 10,000-deal match, a 13 MB file): a larger file would
  // only exhaust memory. The text replay streams any size.
  const size = statSync(file).size;
  if (size > MAX_REPLAY_BYTES)
    fail(
      `${file}: ${Math.round(size / 1e6)} MB is more than the replay screen holds (${MAX_REPLAY_BYTES / 1e6} MB: it keeps every step of the match); \`cardtable replay ${file} | less\` prints the match as text, \`cardtable check ${file}\` checks it`,
    );
  const parsed = orFail(readHistoryFile(file, { allowPartialTail: true }));
  const ui = await loadUi(() => import('../ui/replay.js'));
  finish(await ui.replayInteractive(entry.game, tableOf(entry), parsed, deck, Boolean(flags.ascii)));
}

/**
 * Not a terminal (a pipe, a file) or one without cursor addressing: the match printed as text, as
 * it is read.
 */
async function replayText(file: string, game: TableGame, entry: GameEntry, stream: HistoryFileStream): Promise<void> {
  const { writeReplayText } = await loadUi(() => import('../ui/replay-text.js'));
  const error = await writeReplayText(game, tableOf(entry), stream, printOut);
  stream.close();
  if (error) fail(error);
  const tail = stream.partialTail;
  if (tail) printError(`note: ${file}:${tail.lineNo}: the last line is cut off (a crash while writing it); shown up to the line before`);
  // A terminal's stdin would keep the process waiting: leave once the text is written out.
  await new Promise<void>((r) => process.stdout.write('', () => r()));
  finish(0);
}

/** `cardtable` alone: the menu, then the match or the lesson chosen there. */
async function menuCommand(): Promise<void> {
  requireTty('the cardtable menu');
  if (dumbTerminal())
    fail(
      'the menu needs a terminal with cursor addressing (TERM is "dumb"); start a match directly, e.g. `cardtable lupfen --seats human,bot:basic,bot:basic`, which plays line by line here',
    );
  const ui = await loadUi(() => import('../ui/menu.js'));
  const chosen = await ui.runMenu(GAMES, menuStats);
  if (!chosen) finish(0);
  else if (chosen.learn) finish(await learnGame(chosen.game, { variant: chosen.match.variant, speed: chosen.match.speed }));
  else finish(await playGame(chosen.game, chosen.match));
}
