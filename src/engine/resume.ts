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
import { truncateSync } from 'node:fs';
import type { AnyAgent } from '../bots/agent.js';
import type { GameLine, MatchLine, SeatInfo } from '../core/history-lines.js';
import { Rng, deriveSeed } from '../core/rng.js';
import type { Game, MatchConfig, Result } from '../games/game.js';
import { readHistoryFile, type ParsedHistory, type PartialTail } from './history/reader.js';
import { HistoryWriter } from './history/writer.js';
import { runMatch, type MatchOptions, type MatchOutcome } from './match.js';
import { replayHistory } from './replay.js';

export interface ResumePlan<S, A, V> {
  readonly path: string;
  readonly game: Game<S, A, V>;
  readonly match: MatchLine;
  readonly config: MatchConfig;
  readonly seats: readonly SeatInfo[];
  readonly state: S;
  readonly rng: Rng;
  readonly parsed: ParsedHistory;
  /** The cut-off last line that continuing will drop, if any. */
  readonly partialTail: PartialTail | null;
  /** Consequence lines the file lacks (cut between a decision and its trick/settle); written first. */
  readonly pendingLines: readonly GameLine[];
  /** Something the player should be told before continuing (one line), or null. */
  readonly notice: string | null;
}

export interface PlanOptions {
  /** Refuse a history whose deals its seed does not reproduce (default: continue with a new stream). */
  readonly strictDeals?: boolean;
}

/** Reads and checks `path` without changing it. `findGame` maps a history's game id to its module. */
export function planResume(
  path: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  findGame: (id: string) => Game<any, any, any> | undefined,
  opts: PlanOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Result<ResumePlan<any, any, any>> {
  const parsed = readHistoryFile(path, { allowPartialTail: true });
  if (!parsed.ok) return parsed;
  const h = parsed.value;
  if (h.finished) return { ok: false, reason: `${path}: the match is already over (it has an "end" line); \`cardtable replay ${path}\` shows it` };
  const game = findGame(h.match.game);
  if (!game) return { ok: false, reason: `${path}:1: unknown game "${h.match.game}"` };
  let rng = Rng.fromSeed(h.match.seed);
  const report = replayHistory(game, h, { rng });
  if (report.error) return { ok: false, reason: report.error };
  if (report.mismatches.length > 0) return { ok: false, reason: `${report.mismatches[0]}${report.mismatches.length > 1 ? ` (and ${report.mismatches.length - 1} more)` : ''}` };
  if (!report.state || !report.config) return { ok: false, reason: `${path}: cannot be replayed` };
  let notice: string | null = null;
  if (report.rngMismatch) {
    if (opts.strictDeals) return { ok: false, reason: report.rngMismatch };
    // A history written by another program (spec/examples) has deals its seed does not give
    // here. It is still a valid match: continue it with a fresh stream derived from the seed.
    notice = `${report.rngMismatch}; the rest of the match is dealt from a new stream of that seed`;
    rng = Rng.fromSeed(deriveSeed(h.match.seed, 'resume', h.lines.length));
  }
  return {
    ok: true,
    value: {
      path,
      game,
      match: h.match,
      config: report.config,
      seats: h.match.seats,
      state: report.state,
      rng,
      parsed: h,
      partialTail: h.partialTail,
      pendingLines: report.pendingLines,
      notice,
    },
  };
}

/** Drops the cut-off tail (if any), opens the file for appending and writes the pending lines. */
export function openForResume<S, A, V>(plan: ResumePlan<S, A, V>): Result<{ writer: HistoryWriter; linesWritten: number }> {
  try {
    if (plan.partialTail) truncateSync(plan.path, plan.partialTail.byteOffset);
  } catch (e) {
    return { ok: false, reason: `${plan.path}: cannot drop the cut-off last line (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const w = HistoryWriter.append(plan.path);
  if (!w.ok) return w;
  if (plan.parsed.needsNewline && !plan.partialTail) w.value.writeRaw('\n');
  for (const line of plan.pendingLines) w.value.write(line);
  return { ok: true, value: { writer: w.value, linesWritten: plan.parsed.lines.length + plan.pendingLines.length } };
}

/** Continues the match to its end, appending to the same file. */
export async function resumeMatch<S, A, V>(
  plan: ResumePlan<S, A, V>,
  agents: readonly AnyAgent[],
  opts: Omit<MatchOptions<S, A>, 'resume' | 'sink'> = {},
): Promise<Result<MatchOutcome<S>>> {
  const opened = openForResume(plan);
  if (!opened.ok) return opened;
  const { writer, linesWritten } = opened.value;
  try {
    const outcome = await runMatch(
      {
        game: plan.game,
        variant: plan.config.variant,
        players: plan.config.players,
        options: plan.config.options,
        seats: plan.seats,
        agents,
        seed: plan.match.seed,
      },
      { ...opts, sink: writer, resume: { state: plan.state, rng: plan.rng, linesWritten } },
    );
    return { ok: true, value: outcome };
  } finally {
    writer.close();
  }
}
