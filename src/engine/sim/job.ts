// One job of a sim: a match played through the match loop, its history recorded when asked.
import type { AnyAgent } from '../../bots/agent.js';
import type { GameBots } from '../../contract.js';
import { findSeatKind } from '../../bots/index.js';
import type { HistoryLine, SettleLine } from '../../core/history-lines.js';
import type { AnyGame, Erased, Result } from '../../games/game.js';
import { lockHistory } from '../history/lock.js';
import { HistoryWriteError, HistoryWriter } from '../history/writer.js';
import { runMatchSync, type HistorySink, type MatchStep } from '../match.js';
import { LineStats } from '../stats.js';
import type { JobResult, SimJob } from './plan.js';

/**
 * Plays `job` with `game`, its bots and its registry entry's `unplayedDeal`, handed by the caller: a
 * job names its game by id only (jobs cross threads as plain data), so the command line or the sim
 * worker's entry looks them up.
 */
export function runJob(
  job: SimJob,
  game: AnyGame,
  bots: GameBots<Erased, Erased> | undefined,
  unplayedDeal?: ((settle: SettleLine) => boolean) | undefined,
): Result<JobResult> {
  const n = job.players;
  const agents: AnyAgent[] = [];
  for (let seat = 0; seat < n; seat++) {
    const kind = findSeatKind(job.kinds[seat]!);
    if (!kind) return { ok: false, reason: `unknown seat kind ${job.kinds[seat]}` };
    const a = kind.create({ game, bots, variant: job.variant, players: n, seat, seed: job.seed });
    if (!a.ok) return a;
    agents.push(a.value);
  }
  let writer: HistoryWriter | null = null;
  if (job.recordPath) {
    const w = HistoryWriter.create(job.recordPath, lockHistory);
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
  const stop = new AbortController();
  const onStep = (step: MatchStep<unknown, unknown>): void => {
    if (last === null) last = value(step.before);
    if (deals.length >= measure!.deals || !step.lines.some(played)) return;
    const now = value(step.state);
    deals.push(now.map((v, i) => v - last![i]!));
    last = now;
    if (deals.length >= measure!.deals) stop.abort();
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
  try {
    runMatchSync(
      {
        game,
        variant: job.variant,
        players: n,
        options: job.options,
        seats: job.seatInfos,
        agents,
        seed: job.seed,
        ...(job.startedAt ? { startedAt: job.startedAt } : {}),
      },
      {
        sink,
        allowOracle: true,
        ...(measure ? { onStep, signal: stop.signal } : {}),
        onDecision: (seat, _id, t, c) => {
          const kind = job.kinds[seat]!;
          let arr = ms.get(kind);
          if (!arr) ms.set(kind, (arr = []));
          arr.push(t);
          let carr = cpu.get(kind);
          if (!carr) cpu.set(kind, (carr = []));
          carr.push(c);
        },
      },
    );
  } catch (e) {
    // A full disk is a reason to stop with one line naming the file, not an internal error.
    if (e instanceof HistoryWriteError) return { ok: false, reason: e.message };
    throw e;
  } finally {
    writer?.close();
  }
  return { ok: true, value: { deals, winners, stats: lineStats.perSeat, ms: [...ms], cpuMs: [...cpu] } };
}
