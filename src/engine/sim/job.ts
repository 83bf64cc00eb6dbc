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

/** A registry entry's `unplayedDeal`: a deal thrown in that the rules do not count. */
type UnplayedDeal = ((settle: SettleLine) => boolean) | undefined;

/** The match of `job`, ready to play; `pausing`: it waits for the event loop after each deal. */
function jobPlay(job: SimJob, game: AnyGame, bots: GameBots | undefined, pausing: boolean, unplayedDeal: UnplayedDeal): Result<JobPlay> {
  const agents = jobAgents(job, game, bots);
  if (!agents.ok) return agents;
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
  const lineStats = new LineStats(job.statCalls, job.players);
  const times = decisionTimes(job.kinds);
  const measure = job.measure;
  const halt = new AbortController();
  const onStep = measure ? measuredDeals(game, bots, measure.deals, played, deals, halt) : null;
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
    onStep?.(s);
    if (pausing && s.lines.some((l) => l.type === 'settle')) return pause();
  };
  const setup = jobSetup(job, game, agents.value);
  const options: MatchOptions<unknown, unknown> = {
    sink,
    allowOracle: true,
    ...(measure || pausing ? { onStep: step, signal: halt.signal } : {}),
    onDecision: times.onDecision,
  };
  return {
    ok: true,
    value: {
      setup,
      options,
      writer,
      halt,
      result: () => ({ deals, winners, stats: lineStats.perSeat, ms: [...times.ms], cpuMs: [...times.cpu] }),
    },
  };
}

function jobSetup(job: SimJob, game: AnyGame, agents: AnyAgent[]): MatchSetup<unknown, unknown, unknown> {
  return {
    game,
    variant: job.variant,
    players: job.players,
    options: job.options,
    seats: job.seatInfos,
    agents,
    seed: job.seed,
    ...(job.startedAt ? { startedAt: job.startedAt } : {}),
    ...(job.thinkMs !== undefined ? { thinkMs: job.thinkMs } : {}),
  };
}

/** An agent for every seat of `job`, each a bot. */
function jobAgents(job: SimJob, game: AnyGame, bots: GameBots | undefined): Result<AnyAgent[]> {
  const agents: AnyAgent[] = [];
  for (let seat = 0; seat < job.players; seat++) {
    const a = agentFor(job.kinds[seat]!, seat, {
      game,
      bots,
      variant: job.variant,
      players: job.players,
      seed: job.seed,
      thinkMs: job.thinkMs,
    });
    if (!a.ok) return a;
    // Config refuses a human in sim; a job sent as plain data is checked all the same.
    if (!a.value) return { ok: false, reason: `seat ${seat} is human; sim needs a bot in every seat` };
    agents.push(a.value);
  }
  return { ok: true, value: agents };
}

/** Each seat kind's decision times, wall clock and CPU, as the match reports them. */
function decisionTimes(kinds: readonly string[]) {
  const ms = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const onDecision = (seat: number, _id: string, t: number, c: number): void => {
    const kind = kinds[seat]!;
    let arr = ms.get(kind);
    if (!arr) ms.set(kind, (arr = []));
    arr.push(t);
    let carr = cpu.get(kind);
    if (!carr) cpu.set(kind, (carr = []));
    carr.push(c);
  };
  return { ms, cpu, onDecision };
}

/**
 * SimMeasure: every seat's position value after each settle the rules count, against the last one,
 * into `deals`, `count` of them; then `halt` ends the match.
 */
function measuredDeals(
  game: AnyGame,
  bots: GameBots | undefined,
  count: number,
  played: (line: HistoryLine) => boolean,
  deals: number[][],
  halt: AbortController,
): (step: MatchStep<unknown, unknown>) => void {
  const value = (s: unknown): number[] => Array.from(bots?.hooks.positionValue ? bots.hooks.positionValue(s) : game.returns(s));
  let last: number[] | null = null;
  return (step) => {
    if (last === null) last = value(step.before);
    if (deals.length >= count || !step.lines.some(played)) return;
    const now = value(step.state);
    deals.push(now.map((v, i) => v - last![i]!));
    last = now;
    if (deals.length >= count) halt.abort();
  };
}
