// Entry points of the interactive screens, loaded with import() by src/cli/interactive.ts so
// that Ink and React cost nothing to `--version`, `list` or `sim`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AnyAgent } from '../bots/agent.js';
import type { SeatInfo, Seat } from '../core/history-lines.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { MatchConfig, Result } from '../contract/game.js';
import type { HistoryLock, lockHistory } from '../engine/history/lock.js';
import { HistoryWriteError, type HistoryWriter, serializeLine } from '../engine/history/writer.js';
import { agentsFor, openRecording, recordedThink, recordingPath, type BotsSource, type RecordTo } from '../engine/seating.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import type { HistoryLine } from '../core/history-lines.js';
import { runMatch, SUSPEND, type HistorySink, type MatchOutcome } from '../engine/match.js';
import type { ResumePlan } from '../engine/resume.js';
import { hasControl, safeText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';
import { App, type ExitKind } from './App.js';
import { TableController, type Speed } from './controller.js';
import type { AnyGameUi, GameUiLoader } from '../contract/table.js';
import { lessonEnds } from './model.js';
import { newMatchPath } from './saves.js';
import { dirname, join } from 'node:path';
import { openTerminal, signalExitCode, type TerminalSession } from './terminal.js';
import type { TableView, TableGame } from '../contract/view.js';

type AnyController = TableController<unknown, unknown, TableView>;

type LoopOptions = ReturnType<AnyController['loopOptions']>;

/**
 * A table hosted for other terminals (`cardtable host`): the seats played at this one, and the
 * match loop's options with the other terminals fed from its steps. `from`: a resumed match's start.
 */
export interface HostedTable {
  readonly here: readonly Seat[];
  loop(controller: AnyController, base: LoopOptions, from?: Parameters<AnyController['start']>): LoopOptions;
  /** The history as the host writes it: a decision a bot made for an absent player says so. */
  sink?(inner: HistorySink | null): HistorySink | null;
}

/** A match at the table: the rules it is played under (MatchConfig: options resolved by game.resolveOptions) and its seats. */
export interface PlayConfig extends MatchConfig {
  readonly game: TableGame;
  /** The game's table (its registry entry's `ui`): screens are handed it, never look it up. */
  readonly ui: GameUiLoader;
  /** The game's bots (its registry entry's `bots`), for the bot seats and hints; absent: the game has none. */
  readonly gameBots?: BotsSource | undefined;
  /** Who sits where (engine/seating.ts): each seat's agent is made from its entry. */
  readonly seats: readonly SeatInfo[];
  /** Null: a fresh random seed per match. */
  readonly seed: string | null;
  readonly speed: Speed;
  readonly deck?: DeckStyle;
  readonly ascii: boolean;
  /** Where to save: a directory (a new file per match), a file, or null (`--no-record`). */
  readonly record: RecordTo | null;
  /** False: no take-backs (`--no-undo`, tournament play), recorded in the history. */
  readonly undo?: boolean;
  /** bot:hard's thinking time a decision in ms, and hints' (`--think`), recorded in the history; absent: the default. */
  readonly thinkMs?: number | undefined;
  /** Hosted for other terminals; absent: every seat is played here. */
  readonly hosted?: HostedTable;
}

/** The agents of a table's seats (null: a human), made by engine/seating.ts; throws when one cannot be made. */
function tableAgents(
  cfg: Pick<PlayConfig, 'game' | 'gameBots' | 'variant' | 'players' | 'seats' | 'thinkMs'>,
  seed: string,
): (AnyAgent | null)[] {
  const made = agentsFor(cfg.seats, {
    game: cfg.game,
    bots: cfg.gameBots,
    variant: cfg.variant,
    players: cfg.players,
    seed,
    yielding: true,
    thinkMs: cfg.thinkMs,
  });
  if (!made.ok) throw new Error(made.reason);
  return made.value;
}

/** Seat names as the table shows them: text only, within a name's length, one per seat (the history keeps them as given). */
function shownSeats(seats: readonly SeatInfo[]): SeatInfo[] {
  const names = shownNames(seats.map((s) => s.name));
  return seats.map((s, i) => ({ ...s, name: names[i]! }));
}

function say(text: string): void {
  process.stdout.write(text + '\n');
}

/** What ends a session: the players' choice, a signal, or the match loop's own end. */
type Ending = { kind: 'exit'; exit: ExitKind } | { kind: 'signal'; signal: NodeJS.Signals };

class Session {
  readonly term: TerminalSession;
  private ending: ((e: Ending) => void) | null = null;
  private pendingEnding: Ending | null = null;
  /** A practice branch on screen takes the endings (its quit, a signal) first: see playBranch. */
  detour: ((e: Ending) => void) | null = null;

  constructor(ascii: boolean) {
    this.term = openTerminal((signal) => this.end({ kind: 'signal', signal }), { ascii });
  }

  end(e: Ending): void {
    if (this.detour) {
      this.detour(e);
      return;
    }
    if (this.ending) {
      const r = this.ending;
      this.ending = null;
      r(e);
    } else this.pendingEnding = e;
  }

  next(): Promise<Ending> {
    if (this.pendingEnding) {
      const e = this.pendingEnding;
      this.pendingEnding = null;
      return Promise.resolve(e);
    }
    return new Promise((r) => (this.ending = r));
  }
}

interface MatchRun {
  readonly controller: AnyController;
  readonly done: Promise<MatchOutcome<unknown>>;
  readonly path: string | null;
  readonly close: () => void;
}

/** A path as the shell reads it back: quoted when it holds anything but plain characters. */
export function shellWord(path: string): string {
  if (/^[\w./@%+=:,-]+$/.test(path)) return path;
  // A name with control characters is written $'…' with escapes: exact, and inert on screen.
  if (hasControl(path))
    return `$'${[...path].map((c) => (hasControl(c) ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c === "'" || c === '\\' ? `\\${c}` : c)).join('')}'`;
  return `'${path.replace(/'/g, `'\\''`)}'`;
}

export function savedNote(path: string | null): string {
  return path
    ? `The match is saved in ${safeText(path)}\nContinue it with: cardtable resume ${shellWord(path)}`
    : 'The match was not recorded (--no-record).';
}

/** After an error: "saved" only when the history really holds the match (not after a write error). */
function errorNote(err: unknown, path: string | null): string {
  if (err instanceof HistoryWriteError) return `cardtable: ${safeText(err.message)}`;
  const e = err as Error;
  return `cardtable: the match stopped on an error: ${safeText(e?.message ?? String(err))}\n${savedNote(path)}`;
}

/** Runs one table to its end, the players' quit, or a signal; returns the exit code. */
async function drive(
  session: Session,
  run: MatchRun,
  canPlayAgain: boolean,
): Promise<{ code: number; again: boolean; note: string | null }> {
  const failed = run.done.then(
    () => null,
    (e: unknown) => e,
  );
  const first = await Promise.race([
    session.next(),
    failed.then((e) => (e === null ? ({ kind: 'over' } as const) : ({ kind: 'error', error: e } as const))),
  ]);
  const stop = async () => {
    run.controller.abort.abort(SUSPEND);
    await failed;
    run.close();
  };
  if (first.kind === 'error') {
    run.close();
    return { code: first.error instanceof HistoryWriteError ? 2 : 1, again: false, note: errorNote(first.error, run.path) };
  }
  if (first.kind === 'exit' && first.exit === 'again') {
    // "Play again" is only offered on the standings, once the rules have ended the match.
    await failed;
    run.close();
    return { code: 0, again: canPlayAgain, note: null };
  }
  if (first.kind === 'exit' || first.kind === 'signal') {
    await stop();
    if (first.kind === 'signal') return { code: signalExitCode(first.signal), again: false, note: savedNote(run.path) };
    if (first.exit === 'interrupt') return { code: 130, again: false, note: savedNote(run.path) };
    return { code: 0, again: false, note: savedNote(run.path) };
  }
  // The match is over: the standings wait for "play again" or "quit".
  run.close();
  const after = await session.next();
  if (after.kind === 'signal') return { code: signalExitCode(after.signal), again: false, note: null };
  if (after.exit === 'interrupt') return { code: 130, again: false, note: null };
  return {
    code: 0,
    again: after.exit === 'again' && canPlayAgain,
    note: run.path ? `The match is saved in ${safeText(run.path)}\nWatch it again with: cardtable replay ${shellWord(run.path)}` : null,
  };
}

/** A seed for a match the player gave none for. */
export function freshSeed(): string {
  return randomBytes(4).toString('hex');
}

/** The saved match at `path` as `cardtable review` reads it. */
function historyFile(path: string): () => Promise<Result<ParsedHistory>> {
  return async () => (await import('../engine/history/reader.js')).readHistoryFile(path, { allowPartialTail: true });
}

/** A match that is not recorded keeps its lines in memory, as the file would hold them, for the deal review. */
export function historyInMemory(): {
  readonly sink: { write(line: HistoryLine): void };
  readonly read: () => Promise<Result<ParsedHistory>>;
} {
  let text = '';
  return {
    sink: { write: (line) => void (text += serializeLine(line)) },
    read: async () => (await import('../engine/history/reader.js')).parseHistory(text, 'this match'),
  };
}

/** Where a recorded match goes, and the lock its writer holds (loaded, proper-lockfile with it, only then). */
export interface Recording {
  readonly to: NonNullable<PlayConfig['record']>;
  readonly lockHistory: typeof lockHistory;
}

/** The recording `cfg` asks for, with the lock module loaded; null for `--no-record`. */
export async function recordingFor(cfg: PlayConfig): Promise<Recording | null> {
  return cfg.record ? { to: cfg.record, lockHistory: (await import('../engine/history/lock.js')).lockHistory } : null;
}

/**
 * A new match as both tables (full screen and line by line) start it: its file created and locked
 * (one writer per history), the controller, and the match loop, started by `run` once the screen
 * listens. Throws HistoryWriteError when the file cannot be made or is another writer's.
 */
export function newMatch(
  cfg: PlayConfig,
  ui: AnyGameUi,
  recording: Recording | null,
  seed: string,
  round: number,
): Omit<MatchRun, 'done'> & { readonly run: () => Promise<MatchOutcome<unknown>>; readonly branchFrom: BranchSource } {
  let writer: HistoryWriter | null = null;
  let path: string | null = null;
  if (recording) {
    const { to, lockHistory } = recording;
    path = recordingPath(to, round, (dir) => newMatchPath(dir, cfg.game.id, cfg.variant));
    const w = openRecording(path, lockHistory);
    if (!w.ok) throw new HistoryWriteError(w.reason);
    writer = w.value;
  }
  const memory = path === null ? historyInMemory() : null;
  const history = memory ? memory.read : historyFile(path!);
  const controller: AnyController = new TableController({
    game: cfg.game,
    ui,
    variant: cfg.variant,
    seats: shownSeats(cfg.seats),
    bots: tableAgents(cfg, seed),
    gameBots: cfg.gameBots,
    speed: cfg.speed,
    ...(cfg.deck ? { deck: cfg.deck } : {}),
    ascii: cfg.ascii,
    // A take-back at a hosted table would rewind the other terminals' moves too.
    undo: cfg.undo !== false && !cfg.hosted,
    history,
    thinkMs: cfg.thinkMs,
    ...(cfg.hosted ? { here: cfg.hosted.here } : {}),
  });
  const loop = cfg.hosted ? cfg.hosted.loop(controller, controller.loopOptions()) : controller.loopOptions();
  const run = () =>
    runMatch(
      {
        game: cfg.game,
        variant: cfg.variant,
        players: cfg.players,
        options: cfg.options,
        seats: cfg.seats,
        agents: controller.agents(),
        seed,
        ...(cfg.undo === false ? { undo: false } : {}),
        ...(cfg.thinkMs !== undefined ? { thinkMs: cfg.thinkMs } : {}),
      },
      { sink: cfg.hosted?.sink ? cfg.hosted.sink(writer ?? memory?.sink ?? null) : (writer ?? memory?.sink ?? null), ...loop },
    );
  return {
    controller,
    path,
    run,
    close: () => writer?.close(),
    branchFrom: { read: history, saveDir: path === null ? null : dirname(path) },
  };
}

/** What a practice branch is played with, besides the match it branches from: the table of its match. */
export interface BranchTable {
  readonly game: TableGame;
  readonly ui: GameUiLoader;
  readonly gameBots?: BotsSource | undefined;
  readonly speed: Speed;
  readonly deck?: DeckStyle;
  readonly ascii: boolean;
}

/**
 * The match a practice branch is played from: its history as the review reads it, and the folder
 * the branch is written to. Null for a match not recorded (`--no-record`): the branch still needs a
 * file (resume and its lock work on one), so it goes to a private temporary folder removed when the
 * practice ends, and nothing is left on disk.
 */
export interface BranchSource {
  readonly read: () => Promise<Result<ParsedHistory>>;
  readonly saveDir: string | null;
}

/** The match saved at `path`, its branches written to `saveDir` (by default beside it). */
export function savedBranchSource(path: string, saveDir = dirname(path)): BranchSource {
  return { read: historyFile(path), saveDir };
}

/** A private folder for an unsaved practice; `remove` deletes it and all in it, as does the process's exit if that comes first. */
function practiceFolder(): { readonly dir: string; readonly remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-practice-'));
  const remove = () => {
    process.off('exit', remove);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', remove);
  return { dir, remove };
}

/** A started practice branch: its file, whether it is kept, and where a branch of it comes from. */
export interface BranchStart extends ResumeStart {
  readonly path: string;
  /** False: written to a temporary folder that `close` removes (the match below is not recorded). */
  readonly saved: boolean;
  readonly branchFrom: BranchSource;
}

/**
 * "Play it again" (engine/branch.ts), as both tables start it: writes the branch of the match
 * `from`, cut before decision `decision` (numbered in the order played) of `deal`, as a new history
 * in `from.saveDir` (or a temporary folder), and starts it as `resume` would, stopping after that
 * deal. Returns the branch with what runs it, or why there is none.
 */
export async function startBranch(
  table: BranchTable,
  from: BranchSource,
  deal: number,
  decision: number,
  seat?: Seat,
): Promise<Result<BranchStart>> {
  const { branchLines, dealDecisions, writeBranch } = await import('../engine/branch.js');
  const { lockHistory } = await import('../engine/history/lock.js');
  const { planResume } = await import('../engine/resume.js');
  const parsed = await from.read();
  if (!parsed.ok) return parsed;
  const points = dealDecisions(table.game, parsed.value, deal, seat === undefined ? undefined : [seat]);
  if (!points.ok) return points;
  const at = points.value[decision - 1];
  if (!at) return { ok: false, reason: `deal ${deal} has no decision #${decision}` };
  const temp = from.saveDir === null ? practiceFolder() : null;
  let started: ResumeStart | null = null;
  try {
    const path = newMatchPath(temp?.dir ?? from.saveDir!, table.game.id, parsed.value.match.variant);
    const written = writeBranch(path, branchLines(parsed.value, at), lockHistory);
    if (!written.ok) return written;
    const plan = planResume(path, (id) => (id === table.game.id ? table.game : undefined));
    if (!plan.ok) return plan;
    const resumed = await startResume({
      plan: plan.value,
      ui: table.ui,
      gameBots: table.gameBots,
      speed: table.speed,
      ...(table.deck ? { deck: table.deck } : {}),
      ascii: table.ascii,
      branch: { lastDeal: deal, practice: `practice: deal ${deal} from #${decision}` },
    });
    if (typeof resumed === 'number') return { ok: false, reason: `${path}: the practice could not be started` };
    started = resumed;
    const close = temp
      ? () => {
          resumed.close();
          temp.remove();
        }
      : resumed.close;
    return {
      ok: true,
      value: { ...resumed, close, path, saved: temp === null, branchFrom: { read: historyFile(path), saveDir: from.saveDir } },
    };
  } finally {
    // Not started (a refusal or a throw): nothing of an unsaved practice stays behind.
    if (!started) temp?.remove();
  }
}

/**
 * Plays the practice branch (startBranch) in `session` until that deal's summary is dismissed or the player leaves it (a quit
 * ends the practice only; Ctrl-C and signals go on to whatever runs below). The screen below is
 * the caller's to show again. Returns the branch's path, whether it is kept, and how the player
 * left it (null: its deal ended), or why there is none.
 */
async function playBranch(
  session: Session,
  table: BranchTable,
  from: BranchSource,
  deal: number,
  decision: number,
  seat?: Seat,
): Promise<Result<{ readonly path: string; readonly saved: boolean; readonly left: Ending | null }>> {
  const started = await startBranch(table, from, deal, decision, seat);
  if (!started.ok) return started;
  const { controller, close, path, saved, branchFrom } = started.value;
  // Keyed by file: a screen of its own, none of the match below's state (its review) carried over.
  const app = <App key={path} source={controller} onExit={(exit) => session.end({ kind: 'exit', exit })} recording canPlayAgain={false} />;
  offerBranches(session, table, branchFrom, controller, app);
  let leave: (e: Ending) => void = () => {};
  const left = new Promise<Ending>((r) => (leave = r));
  const below = session.detour;
  session.detour = (e) => leave(e);
  session.term.show(app);
  const done = started.value.run().then(
    () => null,
    () => null,
  );
  const first = await Promise.race([done, left]);
  if (first !== null) controller.abort.abort(SUSPEND);
  await done;
  close();
  session.detour = below;
  // Leaving at once leaves everything: the match below gets the same ending.
  if (first !== null && (first.kind === 'signal' || first.exit === 'interrupt')) session.end(first);
  return { ok: true, value: { path, saved, left: first } };
}

/** Said once a practice of a match not recorded is over (its temporary file is gone by then). */
export const PRACTICE_NOT_SAVED = 'Practice not saved (--no-record).';

/** Lets the review of the match `from` start practice branches, `app` (its screen) shown again after each. */
function offerBranches(session: Session, table: BranchTable, from: BranchSource, controller: AnyController, app: React.ReactElement): void {
  controller.playAgain = (deal, decision) => {
    void playBranch(session, table, from, deal, decision).then(
      (r) => {
        session.term.show(app);
        const kept = (p: { path: string; saved: boolean }) => (p.saved ? `Practice saved in ${safeText(p.path)}` : PRACTICE_NOT_SAVED);
        controller.note(r.ok ? kept(r.value) : `No practice: ${safeText(r.reason)}`);
      },
      (e: unknown) => {
        session.term.show(app);
        controller.note(`No practice: ${safeText((e as Error)?.message ?? String(e))}`);
      },
    );
  };
}

/** `cardtable review FILE --deal N --again K`: the practice branch alone. Returns the exit code. */
export async function playBranchInteractive(
  table: BranchTable,
  from: string,
  deal: number,
  decision: number,
  saveDir: string,
  seat?: Seat,
): Promise<number> {
  const session = new Session(table.ascii);
  let r: Awaited<ReturnType<typeof playBranch>>;
  try {
    r = await playBranch(session, table, savedBranchSource(from, saveDir), deal, decision, seat);
  } catch (e) {
    session.term.close();
    process.stderr.write(`cardtable: ${safeText((e as Error).message)}\n`);
    return 1;
  }
  session.term.close();
  if (!r.ok) {
    process.stderr.write(`cardtable: ${safeText(r.reason)}\n`);
    return 2;
  }
  const { path, left } = r.value;
  say(`The practice is saved in ${safeText(path)}\nWatch it again with: cardtable replay ${shellWord(path)}`);
  if (left?.kind === 'signal') return signalExitCode(left.signal);
  return left?.kind === 'exit' && left.exit === 'interrupt' ? 130 : 0;
}

function startMatch(session: Session, cfg: PlayConfig, ui: AnyGameUi, recording: Recording | null, seed: string, round: number): MatchRun {
  const { controller, path, run, close, branchFrom } = newMatch(cfg, ui, recording, seed, round);
  // The table is mounted once the deal is on it, not before. Ink writes a mount's frame at once but
  // holds later frames to its frame rate: mounted empty, the table waited for the next frame slot,
  // and at --speed instant for every bot move before the first question (those run without a
  // pause in which a timer could fire). Mounted with the deal, its first frame is written at once.
  const app = (
    <App
      key={path ?? `match-${round}`}
      source={controller}
      onExit={(exit) => session.end({ kind: 'exit', exit })}
      recording={path !== null}
      canPlayAgain
    />
  );
  offerBranches(session, cfg, branchFrom, controller, app);
  const mountOnDeal = controller.subscribe(() => {
    mountOnDeal();
    session.term.show(app);
  });
  return { controller, done: run(), path, close };
}

/** `cardtable lupfen …`: plays matches until the players quit. Returns the exit code. */
export async function playInteractive(cfg: PlayConfig): Promise<number> {
  const ui = await cfg.ui();
  const recording = await recordingFor(cfg);
  const session = new Session(cfg.ascii);
  let round = 0;
  let result: { code: number; again: boolean; note: string | null };
  try {
    for (;;) {
      round++;
      const seed = cfg.seed === null ? freshSeed() : round === 1 ? cfg.seed : `${cfg.seed}-${round}`;
      const run = startMatch(session, cfg, ui, recording, seed, round);
      result = await drive(session, run, true);
      if (!result.again) break;
    }
  } catch (e) {
    session.term.close();
    process.stderr.write(`cardtable: ${safeText((e as Error).message)}\n`);
    // A history that cannot be created (read-only folder, a file in the path) is the same
    // problem, with the same exit code, as in `resume` and `sim`.
    return e instanceof HistoryWriteError ? 2 : 1;
  }
  session.term.close();
  if (result.note) say(result.note);
  return result.code;
}

/**
 * `cardtable learn`: one deal of `cfg` (its seed fixed, one human against bots, not recorded),
 * each decision saying why it matters; the deal's summary ends it. `closing` is said on the summary
 * and again once the screen is closed.
 */
export async function learnInteractive(cfg: PlayConfig, closing: string): Promise<number> {
  const ui = await cfg.ui();
  const session = new Session(cfg.ascii);
  let finished = false;
  let result: { code: number };
  try {
    const { controller, path, run, close } = newMatch({ ...cfg, record: null }, ui, null, cfg.seed ?? freshSeed(), 1);
    const mountOnDeal = controller.subscribe(() => {
      mountOnDeal();
      session.term.show(
        <App
          source={controller}
          onExit={(exit) => {
            finished = lessonEnds(controller.getModel()?.pause);
            session.end({ kind: 'exit', exit });
          }}
          recording={false}
          canPlayAgain={false}
          learn={{ closing }}
        />,
      );
    });
    result = await drive(session, { controller, done: run(), path, close }, false);
  } catch (e) {
    session.term.close();
    process.stderr.write(`cardtable: ${safeText((e as Error).message)}\n`);
    return 1;
  }
  session.term.close();
  if (finished) say(closing);
  return result.code;
}

export interface ResumeConfig {
  readonly plan: ResumePlan<unknown, unknown, TableView>;
  /** The table of the plan's game (its registry entry's `ui`). */
  readonly ui: GameUiLoader;
  /** The plan's game's bots (its registry entry's `bots`). */
  readonly gameBots?: BotsSource | undefined;
  /** The writer's lock, taken before the file was read (lock.ts). */
  readonly lock?: HistoryLock;
  readonly speed: Speed;
  readonly deck?: DeckStyle;
  readonly ascii: boolean;
  /** A practice branch: the deal it plays (the match stops after it) and what the header says. */
  readonly branch?: { readonly lastDeal: number; readonly practice: string };
  /** Hosted for other terminals (`cardtable host --resume`); absent: every seat is played here. */
  readonly hosted?: HostedTable;
}

/**
 * What both tables (full screen and line by line) need to continue a saved match: the bots, the
 * file opened for appending, a controller that has shown the match so far, and the match loop to
 * run. Said on standard error first: what resuming did to the file. A number is the exit code of a
 * refusal, already explained in one line.
 */
export interface ResumeStart {
  readonly controller: AnyController;
  readonly notes: readonly string[];
  readonly run: () => Promise<MatchOutcome<unknown>>;
  readonly close: () => void;
}

export async function startResume(cfg: ResumeConfig): Promise<ResumeStart | number> {
  const { plan } = cfg;
  // Only a resumed match reads a history: the reader and its schemas stay out of a new table's start.
  const { continueMatch, openForResume, resumeNotes } = await import('../engine/resume.js');
  let bots: (AnyAgent | null)[];
  try {
    bots = tableAgents(
      {
        game: plan.game,
        gameBots: cfg.gameBots,
        variant: plan.config.variant,
        players: plan.config.players,
        seats: plan.seats,
        thinkMs: recordedThink(plan.match),
      },
      plan.match.seed,
    );
  } catch (e) {
    process.stderr.write(`cardtable: ${safeText(`${plan.path}: ${(e as Error).message}`)}\n`);
    return 2;
  }
  const opened = openForResume(plan, cfg.lock);
  if (!opened.ok) {
    process.stderr.write(`cardtable: ${safeText(opened.reason)}\n`);
    return 2;
  }
  const notes = resumeNotes(plan).map((n) => `cardtable: ${safeText(n)}`);
  for (const n of notes) process.stderr.write(`${n}\n`);
  const controller: AnyController = new TableController({
    game: plan.game,
    ui: await cfg.ui(),
    variant: plan.config.variant,
    seats: shownSeats(plan.seats),
    bots,
    gameBots: cfg.gameBots,
    speed: cfg.speed,
    ...(cfg.deck ? { deck: cfg.deck } : {}),
    ascii: cfg.ascii,
    undo: plan.match.undo !== false && !cfg.hosted,
    history: historyFile(plan.path),
    thinkMs: recordedThink(plan.match),
    ...(cfg.branch ?? {}),
    ...(cfg.hosted ? { here: cfg.hosted.here } : {}),
  });
  controller.start(plan.state, plan.heard, plan.deal, plan.decisions);
  // The other terminals' tables are never shown a bot's reason: their bots are not asked again.
  const loop = cfg.hosted
    ? cfg.hosted.loop(controller, controller.loopOptions(), [plan.state, plan.heard, plan.deal])
    : controller.loopOptions();
  const writer = opened.value.writer;
  return {
    controller,
    notes,
    run: () => {
      const hosted = cfg.hosted;
      return continueMatch(plan, opened.value, controller.agents(), hosted?.sink ? { ...loop, sink: (w) => hosted.sink!(w) } : loop);
    },
    close: () => writer.close(),
  };
}

/** `cardtable resume`: continues a saved match exactly where it stopped. */
export async function resumeInteractive(cfg: ResumeConfig): Promise<number> {
  const started = await startResume(cfg);
  if (typeof started === 'number') return started;
  const { controller, notes, close } = started;
  const session = new Session(cfg.ascii);
  const app = (
    <App key={cfg.plan.path} source={controller} onExit={(exit) => session.end({ kind: 'exit', exit })} recording canPlayAgain={false} />
  );
  offerBranches(session, { ...cfg, game: cfg.plan.game }, savedBranchSource(cfg.plan.path), controller, app);
  session.term.show(app);
  const done = started.run();
  const result = await drive(session, { controller, done, path: cfg.plan.path, close }, false);
  session.term.close();
  for (const n of notes) say(n);
  if (result.note) say(result.note);
  return result.code;
}
