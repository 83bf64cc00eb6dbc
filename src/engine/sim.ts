// `cardtable sim`: bot-vs-bot matches through the one match loop, with per-seat results in the
// shape of docs/sim-json.md. Game-agnostic; the CLI only parses flags and prints.
//
// A sim is a list of jobs, one per (match, rotation). A plain run has one rotation: the seats as
// given. Duplicate (`--duplicate`): every match seed is played once per rotation of the seat list,
// so every agent plays the same cards from every seat (the chance stream depends on the seed only,
// so deal k of a match gets the same cards in every rotation until a Scrap re-deal shifts the
// stream). Results are then compared deal by deal: for each deal, the mean chips of agent a's
// seats minus those of agent b's seats in that same deal; luck of the cards cancels over the
// rotations.
//
// Duplicate confidence intervals treat a match seed (all its rotations) as one cluster: deals of
// one match are not independent (the pot carries over), and its rotations share the cards, so the
// interval comes from the spread between seeds (cluster-robust standard error), which is the
// honest one. Plain runs report the interval over deals as if independent, as they always have.
//
// Jobs are plain data, played by `runJob` in this thread (workers ≤ 1) or in worker threads
// (sim-worker.ts). Each result is folded into one SimTally in job order as soon as it and every
// job before it are in, so the output does not depend on the number of workers, and no per-deal
// data is kept once folded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyAgent } from '../bots/agent.js';
import { findSeatKind } from '../bots/index.js';
import type { HistoryLine, SeatInfo } from '../core/history-lines.js';
import { deriveSeed } from '../core/rng.js';
import type { AnyGame, Options, Result } from '../games/game.js';
import { findGame } from '../games/registry.js';
import { HistoryWriteError, HistoryWriter } from './history/writer.js';
import { APP, runMatchSync, type HistorySink } from './match.js';
import { ClusterStat, LineStats, RunningStat, diffCi95, quantile } from './stats.js';

export interface SimSetup {
  readonly game: AnyGame;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  /** The seat list as given; with `duplicate`, rotation r seats kinds[(i + r) mod n] at seat i. */
  readonly seats: readonly { readonly kind: string; readonly name: string }[];
  readonly seatInfos: readonly SeatInfo[];
  readonly seed: string;
  readonly matches: number;
  /** Play every match once per seat rotation and pair the agents deal by deal. */
  readonly duplicate?: boolean;
  /** Worker threads; absent, 0 or 1 plays in this thread. When given, the JSON reports it. */
  readonly workers?: number;
  /** One history file per job in this folder. */
  readonly recordDir?: string;
  /** Matches done (a duplicate match is done once all its rotations are). */
  readonly onProgress?: (matchesDone: number) => void;
  /** Fixed `startedAt` (tests); defaults to the clock. */
  readonly startedAt?: string;
}

export interface SimSeatResult {
  seat: number;
  name: string;
  agent: string;
  deals: number;
  total: number;
  meanPerDeal: number;
  ci95: [number, number];
  matchWins: number;
  stats: Record<string, number>;
}

export interface SimJson {
  format: 'cardtable-sim';
  formatVersion: 1;
  app: string;
  game: string;
  variant: string;
  players: number;
  options: Options;
  seed: string;
  matches: number;
  deals: number;
  duplicate: boolean;
  unit: AnyGame['unit'];
  seats: SimSeatResult[];
  agents: { agent: string; deals: number; meanPerDeal: number; ci95: [number, number] }[];
  pairs?: { a: string; b: string; deals: number; meanDiff: number; ci95: [number, number] }[];
  decisionMs: Record<string, { count: number; median: number; p95: number }>;
  /** Wall-clock seconds of the whole run (not in the spec; free to add). */
  seconds: number;
  /** Worker threads, when the run was given a number of them (not in the spec). */
  workers?: number;
}

/** The seed of match `m` (0-based): match 1 plays the seed itself, so `cardtable <game> --seed` replays it. */
export function matchSeed(seed: string, m: number): string {
  return m === 0 ? seed : deriveSeed(seed, m + 1);
}

export function recordPath(dir: string, game: string, variant: string, seed: string, m: number, matches: number): string {
  const safe = seed.replace(/[^A-Za-z0-9_.-]/g, '_');
  const width = String(matches).length;
  return join(dir, `${game}-${variant}-${safe}-${String(m + 1).padStart(width, '0')}.jsonl`);
}

export interface SimJob {
  readonly gameId: string;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  /** The match seed. */
  readonly seed: string;
  readonly match: number;
  readonly rotation: number;
  /** Seat kinds of this job, seat by seat (the given list rotated). */
  readonly kinds: readonly string[];
  readonly seatInfos: readonly SeatInfo[];
  readonly recordPath?: string;
  readonly startedAt?: string;
}

export interface JobResult {
  /** Per deal, the chips of every seat (settle deltas). */
  readonly deals: number[][];
  readonly winners: number[];
  readonly stats: Record<string, number>[];
  /** Decision times by seat kind, kinds in the order of their first decision. */
  readonly ms: [string, number[]][];
}

/** A sim's jobs, made on demand (a plain run of a million matches holds no list of them). */
export interface SimJobs {
  readonly count: number;
  readonly rotations: number;
  at(i: number): SimJob;
}

export function simJobs(setup: SimSetup): SimJobs {
  const n = setup.players;
  const rotations = setup.duplicate ? n : 1;
  const rotated = Array.from({ length: rotations }, (_, r) => {
    const at = (i: number): number => (i + r) % n;
    return {
      kinds: Array.from({ length: n }, (_, i) => setup.seats[at(i)]!.kind),
      seatInfos: Array.from({ length: n }, (_, i) => setup.seatInfos[at(i)]!),
    };
  });
  return {
    count: setup.matches * rotations,
    rotations,
    at(i) {
      const m = Math.floor(i / rotations);
      const r = i % rotations;
      const seed = matchSeed(setup.seed, m);
      // Plain: one file per match, named by the run's seed; duplicate: one per rotation.
      const tag = setup.duplicate ? `${seed}~r${r + 1}` : setup.seed;
      return {
        gameId: setup.game.id,
        variant: setup.variant,
        players: n,
        options: setup.options,
        seed,
        match: m,
        rotation: r,
        kinds: rotated[r]!.kinds,
        seatInfos: rotated[r]!.seatInfos,
        ...(setup.recordDir ? { recordPath: recordPath(setup.recordDir, setup.game.id, setup.variant, tag, m, setup.matches) } : {}),
        ...(setup.startedAt ? { startedAt: setup.startedAt } : {}),
      };
    },
  };
}

/** Plays one job: one match with the job's seats. Pure data in, plain data out (worker-safe). */
export function runJob(job: SimJob): Result<JobResult> {
  const entry = findGame(job.gameId);
  const game = entry?.game;
  if (!game) return { ok: false, reason: `unknown game ${job.gameId}` };
  const n = job.players;
  const agents: AnyAgent[] = [];
  for (let seat = 0; seat < n; seat++) {
    const kind = findSeatKind(job.kinds[seat]!);
    if (!kind) return { ok: false, reason: `unknown seat kind ${job.kinds[seat]}` };
    const a = kind.create({ game, variant: job.variant, players: n, seat, seed: job.seed });
    if (!a.ok) return a;
    agents.push(a.value);
  }
  let writer: HistoryWriter | null = null;
  if (job.recordPath) {
    const w = HistoryWriter.create(job.recordPath);
    if (!w.ok) return w;
    writer = w.value;
  }
  const deals: number[][] = [];
  const winners: number[] = [];
  const lineStats = new LineStats(entry?.statCalls, n);
  const ms = new Map<string, number[]>();
  const sink: HistorySink = {
    write(line: HistoryLine) {
      if (writer) writer.write(line);
      if (line.type === 'settle') deals.push(line.delta.slice());
      else if (line.type === 'end') winners.push(...line.winners);
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
        onDecision: (seat, _id, t) => {
          const kind = job.kinds[seat]!;
          let arr = ms.get(kind);
          if (!arr) ms.set(kind, (arr = []));
          arr.push(t);
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
  return { ok: true, value: { deals, winners, stats: lineStats.perSeat, ms: [...ms] } };
}

/** Where the worker entry lives: next to this module from source, next to the bundle when built. */
function startWorker(): Worker | null {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // From source (tests, bench): load TypeScript through tsx's loader inside the worker.
    const url = new URL('./sim-worker.ts', here).href;
    const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(url)}); });`;
    return new Worker(boot, { eval: true });
  }
  for (const rel of ['./sim-worker.js', '../sim-worker.js']) {
    const file = fileURLToPath(new URL(rel, here));
    if (existsSync(file)) return new Worker(file);
  }
  return null;
}

/**
 * Plays every job, in this thread when `workers` ≤ 1 (synchronously, no per-job overhead) or else
 * in worker threads, and hands each result to `fold` in job order. `onDone` counts finished jobs.
 */
export async function runJobs(
  jobs: SimJobs,
  workers: number,
  fold: (job: SimJob, result: JobResult) => void,
  onDone?: (done: number) => void,
): Promise<Result<void>> {
  if (workers <= 1 || jobs.count <= 1) {
    for (let i = 0; i < jobs.count; i++) {
      const job = jobs.at(i);
      const r = runJob(job);
      if (!r.ok) return r;
      fold(job, r.value);
      onDone?.(i + 1);
    }
    return { ok: true, value: undefined };
  }
  const sent = new Map<number, SimJob>();
  const arrived = new Map<number, JobResult>();
  let next = 0;
  let folded = 0;
  let done = 0;
  let failure: string | null = null;
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const w = startWorker();
      if (!w) {
        failure ??= 'the sim worker (sim-worker.js) is missing next to the program; run without --workers';
        resolve();
        return;
      }
      const feed = (): void => {
        if (failure !== null || next >= jobs.count) {
          void w.terminate().then(() => resolve());
          return;
        }
        const i = next++;
        const job = jobs.at(i);
        sent.set(i, job);
        w.postMessage({ i, job });
      };
      w.on('message', (msg: { i: number; result: Result<JobResult> }) => {
        if (!msg.result.ok) failure ??= msg.result.reason;
        else {
          arrived.set(msg.i, msg.result.value);
          for (let r; failure === null && (r = arrived.get(folded)) !== undefined; folded++) {
            fold(sent.get(folded)!, r);
            arrived.delete(folded);
            sent.delete(folded);
          }
        }
        onDone?.(++done);
        feed();
      });
      w.on('error', (e) => {
        failure ??= e instanceof Error ? e.message : String(e);
        resolve();
      });
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(workers, jobs.count) }, one));
  if (failure !== null) return { ok: false, reason: failure };
  return { ok: true, value: undefined };
}

const round = (x: number, digits = 4): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
const roundCi = (c: [number, number]): [number, number] => [round(c[0]), round(c[1])];

/** Per-deal results folded job by job, and the one place they become the sim JSON. */
export class SimTally {
  private readonly n: number;
  private readonly duplicate: boolean;
  /** Distinct agents in order of first seat. */
  private readonly ids: string[];
  // Per position of the given seat list (the agent that sits there in rotation 0).
  private readonly posStat: ClusterStat[];
  private readonly posTotal: number[];
  private readonly posWins: number[];
  private readonly posStats: Record<string, number>[];
  // Duplicate only: per agent over every seat it sat in, and paired per deal.
  private readonly agentStat = new Map<string, ClusterStat>();
  private readonly pairStat = new Map<string, ClusterStat>();
  private readonly times = new Map<string, number[]>();
  private deals = 0;

  constructor(private readonly setup: SimSetup) {
    this.n = setup.players;
    this.duplicate = Boolean(setup.duplicate);
    this.ids = [...new Set(setup.seats.map((s) => s.kind))];
    this.posStat = Array.from({ length: this.n }, () => new ClusterStat(this.duplicate));
    this.posTotal = new Array<number>(this.n).fill(0);
    this.posWins = new Array<number>(this.n).fill(0);
    this.posStats = Array.from({ length: this.n }, () => ({}));
  }

  add(job: SimJob, res: JobResult): void {
    const n = this.n;
    const posOf = (seat: number): number => (seat + job.rotation) % n;
    for (const w of res.winners) this.posWins[posOf(w)]!++;
    for (let seat = 0; seat < n; seat++) {
      const counters = this.posStats[posOf(seat)]!;
      for (const [k, v] of Object.entries(res.stats[seat]!)) counters[k] = (counters[k] ?? 0) + v;
    }
    for (const [kind, ms] of res.ms) {
      let arr = this.times.get(kind);
      if (!arr) this.times.set(kind, (arr = []));
      for (const t of ms) arr.push(t);
    }
    for (const delta of res.deals) {
      this.deals++;
      for (let seat = 0; seat < n; seat++) {
        const p = posOf(seat);
        this.posStat[p]!.add(job.match, delta[seat]!);
        this.posTotal[p]! += delta[seat]!;
      }
      if (this.duplicate) this.addPaired(job, delta);
    }
  }

  private addPaired(job: SimJob, delta: readonly number[]): void {
    const byAgent = new Map<string, { s: number; n: number }>();
    for (let seat = 0; seat < this.n; seat++) {
      const id = job.kinds[seat]!;
      const x = delta[seat]!;
      let a = this.agentStat.get(id);
      if (!a) this.agentStat.set(id, (a = new ClusterStat(true)));
      a.add(job.match, x);
      const b = byAgent.get(id) ?? { s: 0, n: 0 };
      b.s += x;
      b.n += 1;
      byAgent.set(id, b);
    }
    const ids = this.ids;
    for (let i = 0; i < ids.length; i++) {
      for (let k = i + 1; k < ids.length; k++) {
        const a = byAgent.get(ids[i]!);
        const b = byAgent.get(ids[k]!);
        if (!a || !b) continue;
        const key = `${ids[i]}\u0000${ids[k]}`;
        let st = this.pairStat.get(key);
        if (!st) this.pairStat.set(key, (st = new ClusterStat(true)));
        st.add(job.match, a.s / a.n - b.s / b.n);
      }
    }
  }

  json(seconds: number): SimJson {
    const { setup, ids } = this;
    const seats: SimSeatResult[] = setup.seats.map((s, i) => ({
      seat: i,
      name: s.name,
      agent: s.kind,
      deals: this.posStat[i]!.n,
      total: this.posTotal[i]!,
      meanPerDeal: round(this.posStat[i]!.mean),
      ci95: roundCi(this.posStat[i]!.ci95()),
      matchWins: this.posWins[i]!,
      stats: this.posStats[i]!,
    }));

    const agents: SimJson['agents'] = [];
    const pairs: NonNullable<SimJson['pairs']> = [];
    if (this.duplicate) {
      for (const id of ids) {
        const st = this.agentStat.get(id)!;
        agents.push({ agent: id, deals: st.n, meanPerDeal: round(st.mean), ci95: roundCi(st.ci95()) });
      }
      for (let i = 0; i < ids.length; i++) {
        for (let k = i + 1; k < ids.length; k++) {
          const st = this.pairStat.get(`${ids[i]}\u0000${ids[k]}`);
          if (st) pairs.push({ a: ids[i]!, b: ids[k]!, deals: st.n, meanDiff: round(st.mean), ci95: roundCi(st.ci95()) });
        }
      }
    } else {
      // Pooled per agent over every seat it sat in; pairs are the unpaired difference of means.
      const pooled = new Map<string, RunningStat>();
      setup.seats.forEach((s, i) => {
        const a = pooled.get(s.kind) ?? new RunningStat();
        a.merge(this.posStat[i]!.plain);
        pooled.set(s.kind, a);
      });
      for (const [agent, st] of pooled) agents.push({ agent, deals: st.n, meanPerDeal: round(st.mean), ci95: roundCi(st.ci95()) });
      for (let i = 0; i < ids.length; i++) {
        for (let k = i + 1; k < ids.length; k++) {
          const a = pooled.get(ids[i]!)!;
          const b = pooled.get(ids[k]!)!;
          const d = diffCi95(a, b);
          pairs.push({ a: ids[i]!, b: ids[k]!, deals: a.n + b.n, meanDiff: round(d.meanDiff), ci95: roundCi(d.ci95) });
        }
      }
    }

    const decisionMs: SimJson['decisionMs'] = {};
    for (const [id, arr] of this.times) {
      if (id === 'human' || arr.length === 0) continue;
      const sorted = arr.slice().sort((x, y) => x - y);
      decisionMs[id] = { count: sorted.length, median: round(quantile(sorted, 0.5), 3), p95: round(quantile(sorted, 0.95), 3) };
    }

    return {
      format: 'cardtable-sim',
      formatVersion: 1,
      app: APP,
      game: setup.game.id,
      variant: setup.variant,
      players: this.n,
      options: setup.options,
      seed: setup.seed,
      matches: setup.matches,
      deals: this.deals,
      duplicate: this.duplicate,
      unit: setup.game.unit,
      seats,
      agents,
      ...(pairs.length > 0 ? { pairs } : {}),
      decisionMs,
      seconds: round(seconds, 3),
      ...(setup.workers !== undefined ? { workers: Math.max(1, setup.workers) } : {}),
    };
  }
}

/** Plays a sim (plain or duplicate, in this thread or in `workers` threads) and summarises it. */
export async function runSim(setup: SimSetup): Promise<Result<SimJson>> {
  const t0 = performance.now();
  const jobs = simJobs(setup);
  // Checked before anything is played: no history is ever overwritten.
  if (setup.recordDir) {
    for (let i = 0; i < jobs.count; i++) {
      const path = jobs.at(i).recordPath!;
      if (existsSync(path)) return { ok: false, reason: `${path} already exists; histories are never overwritten: choose another --record folder or --seed` };
    }
  }
  const tally = new SimTally(setup);
  const onDone = setup.onProgress ? (done: number) => setup.onProgress!(Math.floor(done / jobs.rotations)) : undefined;
  const ran = await runJobs(jobs, setup.workers ?? 1, (job, res) => tally.add(job, res), onDone);
  if (!ran.ok) return ran;
  return { ok: true, value: tally.json((performance.now() - t0) / 1000) };
}
