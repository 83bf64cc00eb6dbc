// One job of a sim: a match played through the match loop, its history recorded when asked.
import type { AnyAgent } from '../../bots/agent.js';
import type { GameBots } from '../../contract/search.js';
import type { HistoryLine, SettleLine } from '../../core/history-lines.js';
import type { AnyGame, Result } from '../../contract/game.js';
import { lockHistory } from '../history/lock.js';
import { HistoryWriteError, type HistoryWriter } from '../history/writer.js';
import { runMatch, runMatchSync, SUSPEND, type HistorySink, type MatchOptions, type MatchSetup, type MatchStep } from '../match.js';
import { agentFor, openRecording } from '../seating.js';
import { LineStats } from '../stats.js';
import type { JobResult, SimJob } from './plan.js';

/**
 * Plays `job` with `game`, its bots and its registry entry's `unplayedDeal`, handed by the caller: a
 * job names its game by id only (jobs cross threads as plain data), so the command line or the sim
 * worker's entry looks them up.
 */
export function runJob(job: SimJob, game: AnyGame, bots: GameBots | undefined, unplayedDeal?: UnplayedDeal): Result<JobResult> {
  const play = jobPlay(job, game, bots, false, unplayedDeal);
  if (!play.ok) return play;
  const { setup, options, writer, result } = play.value;
  try {
    runMatchSync(setup, options);
  } catch (e) {
    return writeFailure(e);
  } finally {
    writer?.close();
  }
  return { ok: true, value: result() };
}

/**
 * runJob for this thread's event loop: the match pauses for it after every deal, so a signal
 * (Ctrl-C, SIGTERM) is heard within a deal, and `stop` aborting leaves the match where it stands,
 * its history without an end line (null is returned then). A synchronous match would hold the
 * thread, and the signal, until its last deal.
 */
export async function runJobPausing(
  job: SimJob,
  game: AnyGame,
  bots: GameBots | undefined,
  stop: AbortSignal,
  unplayedDeal?: UnplayedDeal,
): Promise<Result<JobResult | null>> {
  const play = jobPlay(job, game, bots, true, unplayedDeal);
  if (!play.ok) return play;
  const { setup, options, writer, result, halt } = play.value;
  const suspend = (): void => halt.abort(SUSPEND);
  if (stop.aborted) suspend();
  stop.addEventListener('abort', suspend, { once: true });
  try {
    await runMatch(setup, options);
  } catch (e) {
    return writeFailure(e);
  } finally {
    stop.removeEventListener('abort', suspend);
    writer?.close();
  }
  return { ok: true, value: stop.aborted ? null : result() };
}

function writeFailure(e: unknown): Result<never> {
  // A full disk is a reason to stop with one line naming the file, not an internal error.
  if (e instanceof HistoryWriteError) return { ok: false, reason: e.message };
  throw e;
}

interface JobPlay {
  readonly setup: MatchSetup<unknown, unknown, unknown>;
  readonly options: MatchOptions<unknown, unknown>;
  readonly writer: HistoryWriter | null;
  /** What the match gave, once it is played. */
  readonly result: () => JobResult;
  /** Ends the match: aborted by the measure once its deals are in (the match quits), or with SUSPEND (no end line). */
  readonly halt: AbortController;
}

/** The match of `job`, ready to play; `pausing`: it waits for the event loop after each deal. */
/** A registry entry's `unplayedDeal`: a deal thrown in that the rules do not count. */
type UnplayedDeal = ((settle: SettleLine) => boolean) | undefined;

function jobPlay(job: SimJob, game: AnyGame, bots: GameBots | undefined, pausing: boolean, unplayedDeal: UnplayedDeal): Result<JobPlay> {
  const n = job.players;
  const agents: AnyAgent[] = [];
  for (let seat = 0; seat < n; seat++) {
    const a = agentFor(job.kinds[seat]!, seat, { game, bots, variant: job.variant, players: n, seed: job.seed });
    if (!a.ok) return a;
    // Config refuses a human in sim; a job sent as plain data is checked all the same.
    if (!a.value) return { ok: false, reason: `seat ${seat} is human; sim needs a bot in every seat` };
    agents.push(a.value);
  }
  let writer: HistoryWriter | null = null;
  if (job.recordPath) {
    const w = openRecording(job.recordPath, lockHistory);
    if (!w.ok) return w;
    writer = w.value;
  }
  const deals: number[][] = [];
  // A deal thrown in (all passed, no card played) is no deal the rules count: as in `stats`, it
  // stays out of the per-deal means and of the deals measured.
  const played = (line: HistoryLine): boolean => line.type === 'settle' && !unplayedDeal?.(line);
  const winners: number[] = [];
  const lineStats = new LineStats(job.statCalls, n);
  const ms = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const measure = job.measure;
  // SimMeasure: every seat's position value after each settle, against the last one.
  const value = (s: unknown): number[] => Array.from(bots?.hooks.positionValue ? bots.hooks.positionValue(s) : game.returns(s));
  let last: number[] | null = null;
  const halt = new AbortController();
  const onStep = (step: MatchStep<unknown, unknown>): void => {
    if (last === null) last = value(step.before);
    if (deals.length >= measure!.deals || !step.lines.some(played)) return;
    const now = value(step.state);
    deals.push(now.map((v, i) => v - last![i]!));
    last = now;
    if (deals.length >= measure!.deals) halt.abort();
  };
  const sink: HistorySink = {
    write(line: HistoryLine) {
      if (writer) writer.write(line);
      if (line.type === 'settle') {
        if (!measure && played(line)) deals.push(line.delta.slice());
      } else if (line.type === 'end') winners.push(...line.winners);
      else lineStats.add(line);
    },
  };
  const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
  const step = (s: MatchStep<unknown, unknown>): void | Promise<void> => {
    if (measure) onStep(s);
    if (pausing && s.lines.some((l) => l.type === 'settle')) return pause();
  };
  const setup: MatchSetup<unknown, unknown, unknown> = {
    game,
    variant: job.variant,
    players: n,
    options: job.options,
    seats: job.seatInfos,
    agents,
    seed: job.seed,
    ...(job.startedAt ? { startedAt: job.startedAt } : {}),
  };
  const options: MatchOptions<unknown, unknown> = {
    sink,
    allowOracle: true,
    ...(measure || pausing ? { onStep: step, signal: halt.signal } : {}),
    onDecision: (seat, _id, t, c) => {
      const kind = job.kinds[seat]!;
      let arr = ms.get(kind);
      if (!arr) ms.set(kind, (arr = []));
      arr.push(t);
      let carr = cpu.get(kind);
      if (!carr) cpu.set(kind, (carr = []));
      carr.push(c);
    },
  };
  return {
    ok: true,
    value: { setup, options, writer, halt, result: () => ({ deals, winners, stats: lineStats.perSeat, ms: [...ms], cpuMs: [...cpu] }) },
  };
}
