// Continues an unfinished match (a history without an `end` line).
//
// The history is replayed through the rules, and the match Rng is rebuilt from the seed by
// drawing every chance outcome again: each drawn deal must equal the file's `deal` line, so the
// continued match deals exactly what the uninterrupted one would have.
//
// A history written by another program may hold deals its seed does not give here: it is
// continued all the same, with a fresh stream derived from the seed (plan.notice says so), unless
// the caller asks for strict deals.
//
// A last line cut off mid-write (a crash) is dropped by truncating the file at the start of that
// line: only bytes that never formed a complete line are removed, every complete line stays
// untouched, and nothing is written until the caller commits to continuing (`openForResume`).
import { statSync, truncateSync } from 'node:fs';
import type { Agent } from '../bots/agent.js';
import type { GameLine, MatchLine, SeatInfo } from '../core/history-lines.js';
import { Rng, deriveSeed } from '../core/rng.js';
import type { AnyGame, Game, LineAudience, MatchConfig, Result } from '../contract/game.js';
import type { HistoryLine } from '../core/history-lines.js';
import { HistoryFileStream, type PartialTail } from './history/reader.js';
import { lockHistory, type HistoryLock } from './history/lock.js';
import { HistoryWriteError, HistoryWriter } from './history/writer.js';
import { runMatch, type HistorySink, type MatchOptions, type MatchOutcome } from './match.js';
import { configFromMatchLine, replaySource, type ReplayReport } from './replay.js';
import { QUIT } from './replay/table.js';
import { DealRecorder, resumeUndo, type ResumeDeal } from './resume-deal.js';
import { PastDecisions, type PastDecision } from './past-decisions.js';

/**
 * A line of the file, who may read it (Game.audience, judged as the live table judged it) and the
 * state after the step that wrote it (what the live table worded it from).
 */
export interface HeardLine<S = unknown> {
  readonly line: HistoryLine;
  readonly to: LineAudience;
  readonly after: S;
}

export interface ResumePlan<S, A, V> {
  readonly path: string;
  readonly game: Game<S, A, V>;
  readonly match: MatchLine;
  readonly config: MatchConfig;
  readonly seats: readonly SeatInfo[];
  readonly state: S;
  readonly rng: Rng;
  /** What reading the file found: its size, complete lines (`match` included), a missing last newline. */
  readonly read: { readonly bytes: number; readonly lines: number; readonly needsNewline: boolean };
  /** Lines that stand (undo lines and what they took back not counted), and those of the deal in play. */
  readonly standing: { readonly lines: number; readonly dealLines: number };
  /** The file's last lines (at most TAIL_LINES, oldest first): the table's log starts with them. */
  readonly tail: readonly HistoryLine[];
  /**
   * The tail and then the pending lines, each with who may read it: a line shown to some seats
   * only live (a Kieker's hand) stays theirs after the resume.
   */
  readonly heard: readonly HeardLine<S>[];
  /** The cut-off last line that continuing will drop, if any. */
  readonly partialTail: PartialTail | null;
  /** Consequence lines the file lacks (cut between a decision and its trick/settle); written first. */
  readonly pendingLines: readonly GameLine[];
  /** Something the player should be told before continuing (one line), or null. */
  readonly notice: string | null;
  /**
   * The deal in play step by step, as the match loop played it (resume-deal.ts): `u` after the
   * resume reaches the decisions before it. Null when the file does not give it (no deal yet, or a
   * history this program would not have written so).
   */
  readonly deal: ResumeDeal<S, A> | null;
  /**
   * The standing decisions the table may explain (`g`) once resumed: each seat's last before the
   * deal in play, and every one of that deal, oldest first (past-decisions.ts).
   */
  readonly decisions: readonly PastDecision<S, A>[];
}

export interface PlanOptions {
  /** Refuse a history whose deals its seed does not reproduce (default: continue with a new stream). */
  readonly strictDeals?: boolean;
}

/** How many of the file's last lines a plan keeps for the table's log (it shows 200 at most). */
export const TAIL_LINES = 400;

/**
 * The file's last lines as the table's log hears them: each with its audience and the state after
 * it. The live table judges every line of a step on the state before the step's action (the last
 * one, after any forced call): a Kieker's hand, written after the auction's last call, is judged
 * on the auction, not on the phase that call moved to.
 */
class HeardTail {
  private tail: HeardLine<unknown>[];
  private before: unknown | null;
  private judgedOn: unknown | null;

  constructor(
    private readonly game: AnyGame,
    match: MatchLine,
    start: unknown | null,
  ) {
    this.before = start;
    this.judgedOn = start;
    this.tail = [{ line: match, to: 'all', after: start }];
  }

  heard(state: unknown, line: HistoryLine, applied: readonly unknown[]): void {
    const actions = applied.filter((a) => a !== QUIT);
    if (actions.length > 0 && this.before !== null) {
      let s: unknown = this.before;
      for (const a of actions.slice(0, -1)) s = this.game.apply(s, a);
      this.judgedOn = s;
    }
    this.tail.push({ line, to: this.audience(line), after: state });
    if (this.tail.length >= 2 * TAIL_LINES) this.tail = this.tail.slice(-TAIL_LINES);
    this.before = state;
  }

  private audience(line: HistoryLine): LineAudience {
    if (line.type === 'match' || line.type === 'undo' || this.judgedOn === null) return 'all';
    return this.game.audience?.(this.judgedOn, line) ?? 'all';
  }

  lines(): HistoryLine[] {
    return this.tail.slice(-TAIL_LINES).map((h) => h.line);
  }

  /** With the lines the file owes, which follow the last action: judged on the state before it. */
  withPending(pending: readonly GameLine[], state: unknown): HeardLine<unknown>[] {
    return [
      ...this.tail.slice(-TAIL_LINES),
      ...pending.map((line) => ({
        line,
        to: this.judgedOn === null ? 'all' : (this.game.audience?.(this.judgedOn, line) ?? 'all'),
        after: state,
      })),
    ];
  }
}

/** Why a replayed file cannot be continued, or null when it can. */
function refusal(report: ReplayReport<unknown>, stream: HistoryFileStream, path: string): string | null {
  if (stream.finished) return `${path}: the match is already over (it has an "end" line); \`cardtable replay ${path}\` shows it`;
  if (report.error) return report.error;
  if (report.mismatches.length > 0)
    return `${report.mismatches[0]}${report.mismatches.length > 1 ? ` (and ${report.mismatches.length - 1} more)` : ''}`;
  if (!report.state || !report.config) return `${path}: cannot be replayed`;
  return null;
}

/** The history streamed through the rules, keeping the lines heard for the log and the last deal's steps for undo. */
function readThrough(game: AnyGame, stream: HistoryFileStream, path: string, rng: Rng) {
  const match = stream.match;
  const config = configFromMatchLine(game, match, path);
  const deal = config.ok ? new DealRecorder(game, game.setup(config.value), rng) : null;
  const tail = new HeardTail(game, match, config.ok ? game.setup(config.value) : null);
  const decisions = config.ok ? new PastDecisions(game, game.setup(config.value), match.seed) : null;
  const report = replaySource(game, stream, {
    rng,
    onLine: (state, line, _lineNo, applied) => {
      tail.heard(state, line, applied);
      deal?.line(state, line, applied);
      decisions?.line(state, line, applied);
    },
  });
  return { report, deal, tail, decisions };
}

/**
 * Reads and checks `path` without changing it. `findGame` maps a history's game id to its module.
 * The file is streamed through the rules: what resuming needs (the state, the random stream, the
 * last lines for the log) is kept, not the lines, so the longest history costs the memory of one
 * game state, as `check` does.
 */
export function planResume<V = unknown>(
  path: string,
  findGame: (id: string) => Game<unknown, unknown, V> | undefined,
  opts: PlanOptions = {},
): Result<ResumePlan<unknown, unknown, V>> {
  const opened = HistoryFileStream.open(path, { allowPartialTail: true });
  if (!opened.ok) return opened;
  const stream = opened.value;
  try {
    const match = stream.match;
    const game = findGame(match.game);
    if (!game)
      return {
        ok: false,
        reason: `${path}:1: a ${match.game} match; this program cannot play ${match.game} (yet), so it cannot continue it`,
      };
    let rng = Rng.fromSeed(match.seed);
    const { report, deal, tail, decisions } = readThrough(game, stream, path, rng);
    const refused = refusal(report, stream, path);
    if (refused !== null || !report.state || !report.config) return { ok: false, reason: refused ?? `${path}: cannot be replayed` };
    let notice: string | null = null;
    if (report.rngMismatch) {
      if (opts.strictDeals) return { ok: false, reason: report.rngMismatch };
      // A history written by another program (spec/examples) has deals its seed does not give
      // here. It is still a valid match: continue it with a fresh stream derived from the seed.
      notice = `${report.rngMismatch}; the rest of the match is dealt from a new stream of that seed`;
      rng = Rng.fromSeed(deriveSeed(match.seed, 'resume', report.linesReplayed));
    }
    return {
      ok: true,
      value: {
        path,
        game,
        match,
        config: report.config,
        seats: match.seats,
        state: report.state,
        rng,
        read: { bytes: stream.bytesRead, lines: report.linesReplayed, needsNewline: stream.needsNewline },
        standing: { lines: report.linesStanding, dealLines: report.dealLines },
        tail: tail.lines(),
        heard: tail.withPending(report.pendingLines, report.state),
        partialTail: stream.partialTail,
        pendingLines: report.pendingLines,
        notice,
        // Not from a new stream: an undo would go back to chance outcomes that stream never drew.
        deal: notice === null ? (deal?.finish(report.pendingLines, report.linesStanding + report.pendingLines.length) ?? null) : null,
        decisions: decisions?.finish() ?? [],
      },
    };
  } finally {
    stream.close();
  }
}

/** What openForResume hands the match loop. */
export interface OpenedResume {
  readonly writer: HistoryWriter;
  readonly linesWritten: number;
  /** The pending lines ended the match (its `end` line was missing): nothing is left to play. */
  readonly endWritten: boolean;
  /** Lines standing once the pending lines are written, and those of the deal in play. */
  readonly linesStanding: number;
  readonly dealLines: number;
}

/**
 * Takes the writer's lock (unless the caller holds it already), makes sure nobody appended since
 * the plan read the file, drops the cut-off tail (if any), opens the file for appending and writes
 * the pending lines.
 */
export function openForResume<S, A, V>(plan: ResumePlan<S, A, V>, heldLock?: HistoryLock): Result<OpenedResume> {
  let lock = heldLock ?? null;
  if (!lock) {
    const l = lockHistory(plan.path);
    if (!l.ok) return l;
    lock = l.value;
  }
  const giveUp = (reason: string): Result<OpenedResume> => {
    lock.release();
    return { ok: false, reason };
  };
  try {
    const size = statSync(plan.path).size;
    if (size !== plan.read.bytes)
      return giveUp(`${plan.path}: the file changed since it was read (another program wrote to it); run the command again`);
  } catch (e) {
    return giveUp(`${plan.path}: cannot be read again (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    if (plan.partialTail) truncateSync(plan.path, plan.partialTail.byteOffset);
  } catch (e) {
    return giveUp(`${plan.path}: cannot drop the cut-off last line (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const w = HistoryWriter.append(plan.path, lock);
  if (!w.ok) return giveUp(w.reason);
  const writer = w.value;
  try {
    if (plan.read.needsNewline && !plan.partialTail) writer.writeRaw('\n');
    for (const line of plan.pendingLines) writer.write(line);
  } catch (e) {
    writer.close();
    if (e instanceof HistoryWriteError) return { ok: false, reason: e.message };
    throw e;
  }
  return {
    ok: true,
    value: {
      writer,
      linesWritten: plan.read.lines + plan.pendingLines.length,
      endWritten: plan.pendingLines.some((l) => l.type === 'end'),
      linesStanding: plan.standing.lines + plan.pendingLines.length,
      dealLines: plan.pendingLines.reduce(
        (n, l) => (l.type === 'deal' || l.type === 'settle' ? 0 : l.type === 'end' ? n : n + 1),
        plan.standing.dealLines,
      ),
    },
  };
}

/** What resuming did to the file before going on, for the player (one line each). */
export function resumeNotes<S, A, V>(plan: ResumePlan<S, A, V>): string[] {
  const notes: string[] = [];
  if (plan.partialTail) {
    notes.push(
      `${plan.path}:${plan.partialTail.lineNo}: dropped the cut-off last line (${Buffer.byteLength(plan.partialTail.text)} bytes a crash left half-written)`,
    );
  }
  if (plan.pendingLines.some((l) => l.type === 'end'))
    notes.push(`${plan.path}: the match was already over by the rules; its missing end line was written`);
  if (plan.notice) notes.push(plan.notice);
  return notes;
}

/**
 * Continues the match `opened` holds with `agents`: the match loop takes up the plan's state, random
 * stream and line count, and appends to the opened file. The caller closes the writer.
 */
export function continueMatch<S, A, V>(
  plan: ResumePlan<S, A, V>,
  opened: OpenedResume,
  agents: readonly Agent<V, A, S>[],
  opts: Omit<MatchOptions<S, A>, 'resume' | 'sink'> & { readonly sink?: (writer: HistorySink) => HistorySink | null } = {},
): Promise<MatchOutcome<S>> {
  const { writer, linesWritten, endWritten, linesStanding, dealLines } = opened;
  // The take-backs the match had before it stopped, for the seat the table gives the undo book.
  const undo = opts.undo && plan.deal && plan.match.undo !== false ? resumeUndo(plan.game, plan.deal, opts.undo.seat) : null;
  return runMatch(
    {
      game: plan.game,
      variant: plan.config.variant,
      players: plan.config.players,
      options: plan.config.options,
      seats: plan.seats,
      agents,
      seed: plan.match.seed,
      // Tournament play stays so: the match line's setting, not the table's, decides.
      ...(plan.match.undo === false ? { undo: false } : {}),
    },
    {
      ...opts,
      // A hosted table marks the lines a bot wrote for an absent player on their way to the file.
      sink: opts.sink ? opts.sink(writer) : writer,
      resume: { state: plan.state, rng: plan.rng, linesWritten, endWritten, linesStanding, dealLines, ...(undo ? { undo } : {}) },
    },
  );
}

/** Continues the match to its end, appending to the same file. */
export async function resumeMatch<S, A, V>(
  plan: ResumePlan<S, A, V>,
  agents: readonly Agent<V, A, S>[],
  opts: Omit<MatchOptions<S, A>, 'resume' | 'sink'> = {},
): Promise<Result<MatchOutcome<S>>> {
  const opened = openForResume(plan);
  if (!opened.ok) return opened;
  try {
    return { ok: true, value: await continueMatch(plan, opened.value, agents, opts) };
  } finally {
    opened.value.writer.close();
  }
}
