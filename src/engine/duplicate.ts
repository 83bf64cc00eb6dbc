// `cardtable sim --duplicate` and `--workers N`.
//
// Duplicate: every match seed is played once per rotation of the seat list, so every agent plays
// the same cards from every seat (the chance stream depends on the seed only, so deal k of a
// match gets the same cards in every rotation until a Scrap re-deal shifts the stream). Results
// are then compared deal by deal: for each deal, the mean chips of agent a's seats minus those of
// agent b's seats in that same deal; luck of the cards cancels over the rotations.
//
// Confidence intervals treat a match seed (all its rotations) as one cluster: deals of one match
// are not independent (the pot carries over), and its rotations share the cards, so the interval
// comes from the spread between seeds (cluster-robust standard error), which is the honest one.
//
// Workers: a job is one (match, rotation); jobs are plain data, run by `runJob` in this thread or
// in worker threads (sim-worker.ts), and results are merged in job order, so the output does not
// depend on the number of workers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findSeatKind } from '../bots/index.js';
import type { AnyAgent } from '../bots/agent.js';
import type { HistoryLine, SeatInfo } from '../core/history-lines.js';
import type { Options, Result } from '../games/game.js';
import { findGame } from '../games/registry.js';
import { HistoryWriter } from './history/writer.js';
import { runMatchSync, type HistorySink } from './match.js';
import { APP } from './match.js';
import { matchSeed, recordPath, type SimJson, type SimSeatResult } from './sim.js';
import { LineStats, RunningStat, diffCi95, quantile } from './stats.js';

export interface SimJob {
  readonly gameId: string;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
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
  readonly match: number;
  readonly rotation: number;
  /** Per deal, the chips of every seat (settle deltas). */
  readonly deals: number[][];
  readonly winners: number[];
  readonly stats: Record<string, number>[];
  /** Decision times by seat. */
  readonly ms: number[][];
}

/** Plays one job: one match with the job's seats. Pure data in, plain data out (worker-safe). */
export function runJob(job: SimJob): Result<JobResult> {
  const entry = findGame(job.gameId);
  if (!entry?.game) return { ok: false, reason: `unknown game ${job.gameId}` };
  const game = entry.game;
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
  const lineStats = new LineStats(game.id, n);
  const ms: number[][] = Array.from({ length: n }, () => []);
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
      { sink, allowOracle: true, onDecision: (seat, _id, t) => ms[seat]!.push(t) },
    );
  } finally {
    writer?.close();
  }
  return { ok: true, value: { match: job.match, rotation: job.rotation, deals, winners, stats: lineStats.perSeat, ms } };
}

export interface DuplicateSetup {
  readonly gameId: string;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  /** The seat list as given; rotation r seats kinds[(i + r) mod n] at seat i. */
  readonly seats: readonly { readonly kind: string; readonly name: string }[];
  readonly seatInfos: readonly SeatInfo[];
  readonly seed: string;
  readonly matches: number;
  readonly duplicate: boolean;
  /** Worker threads; 1 (or 0) plays in this thread. */
  readonly workers: number;
  readonly recordDir?: string;
  readonly onProgress?: (done: number, total: number) => void;
  readonly startedAt?: string;
}

export function duplicateJobs(setup: DuplicateSetup): SimJob[] {
  const n = setup.players;
  const rotations = setup.duplicate ? n : 1;
  const jobs: SimJob[] = [];
  for (let m = 0; m < setup.matches; m++) {
    const seed = matchSeed(setup.seed, m);
    for (let r = 0; r < rotations; r++) {
      const at = (i: number): number => (i + r) % n;
      const kinds = Array.from({ length: n }, (_, i) => setup.seats[at(i)]!.kind);
      const seatInfos = Array.from({ length: n }, (_, i) => setup.seatInfos[at(i)]!);
      const tag = setup.duplicate ? `${seed}~r${r + 1}` : seed;
      jobs.push({
        gameId: setup.gameId,
        variant: setup.variant,
        players: n,
        options: setup.options,
        seed,
        match: m,
        rotation: r,
        kinds,
        seatInfos,
        ...(setup.recordDir
          ? { recordPath: recordPath(setup.recordDir, setup.gameId, setup.variant, tag, m, setup.matches) }
          : {}),
        ...(setup.startedAt ? { startedAt: setup.startedAt } : {}),
      });
    }
  }
  return jobs;
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

/** Runs the jobs, in worker threads when `workers` > 1; results in job order. */
export async function runJobs(jobs: readonly SimJob[], workers: number, onDone?: (done: number) => void): Promise<Result<JobResult[]>> {
  const canThread = workers > 1 && jobs.length > 1;
  const results: (JobResult | undefined)[] = new Array(jobs.length);
  let done = 0;
  if (!canThread) {
    for (let i = 0; i < jobs.length; i++) {
      const r = runJob(jobs[i]!);
      if (!r.ok) return r;
      results[i] = r.value;
      onDone?.(++done);
      // Let a progress bar draw.
      await new Promise<void>((res) => setImmediate(res));
    }
    return { ok: true, value: results as JobResult[] };
  }
  let next = 0;
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
        if (failure !== null || next >= jobs.length) {
          void w.terminate().then(() => resolve());
          return;
        }
        const i = next++;
        w.postMessage({ i, job: jobs[i] });
      };
      w.on('message', (msg: { i: number; result: Result<JobResult> }) => {
        if (!msg.result.ok) failure ??= msg.result.reason;
        else results[msg.i] = msg.result.value;
        onDone?.(++done);
        feed();
      });
      w.on('error', (e) => {
        failure ??= e instanceof Error ? e.message : String(e);
        resolve();
      });
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(workers, jobs.length) }, one));
  if (failure !== null) return { ok: false, reason: failure };
  return { ok: true, value: results as JobResult[] };
}

const Z95 = 1.959964;

const round = (x: number, digits = 4): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/**
 * Mean of per-deal values with a cluster-robust 95% interval (clusters = match seeds); with a
 * single cluster, the plain interval over deals.
 */
export class ClusterStat {
  private readonly sums = new Map<number, { s: number; n: number }>();
  private readonly plain = new RunningStat();

  add(cluster: number, x: number): void {
    const c = this.sums.get(cluster) ?? { s: 0, n: 0 };
    c.s += x;
    c.n += 1;
    this.sums.set(cluster, c);
    this.plain.add(x);
  }

  get n(): number {
    return this.plain.n;
  }

  get mean(): number {
    return this.plain.mean;
  }

  /** The interval over deals as if they were independent (what a plain sim reports). */
  plainCi95(): [number, number] {
    return this.plain.ci95();
  }

  ci95(): [number, number] {
    const m = this.sums.size;
    const mean = this.plain.mean;
    if (m < 2) return this.plain.ci95();
    let ss = 0;
    for (const { s, n } of this.sums.values()) ss += (s - n * mean) ** 2;
    const se = Math.sqrt((ss * m) / (m - 1)) / this.plain.n;
    // Never report a narrower interval than the one over independent deals would be.
    const plainHalf = (this.plain.ci95()[1] - this.plain.ci95()[0]) / 2;
    const half = Math.max(Z95 * se, plainHalf);
    return [mean - half, mean + half];
  }
}

export type SimJsonOut = Omit<SimJson, 'duplicate'> & { duplicate: boolean; workers: number };

/** Plays a sim (duplicate or not) with `workers` threads and summarises it (sim-json.md). */
export async function runDuplicateSim(setup: DuplicateSetup): Promise<Result<SimJsonOut>> {
  const t0 = performance.now();
  const n = setup.players;
  const jobs = duplicateJobs(setup);
  if (setup.recordDir) {
    const clash = jobs.find((j) => j.recordPath && existsSync(j.recordPath));
    if (clash) return { ok: false, reason: `${clash.recordPath} already exists; histories are never overwritten: choose another --record folder or --seed` };
  }
  const ran = await runJobs(jobs, setup.workers, (d) => setup.onProgress?.(d, jobs.length));
  if (!ran.ok) return ran;
  return { ok: true, value: summarise(setup, jobs, ran.value, (performance.now() - t0) / 1000) };
}

export function summarise(setup: DuplicateSetup, jobs: readonly SimJob[], results: readonly JobResult[], seconds: number): SimJsonOut {
  const n = setup.players;
  const given = setup.seats.map((s) => s.kind);
  // Per position of the given seat list (the agent that sits there in rotation 0).
  const posStat = Array.from({ length: n }, () => new ClusterStat());
  const posTotal = new Array<number>(n).fill(0);
  const posWins = new Array<number>(n).fill(0);
  const posStats = Array.from({ length: n }, () => ({}) as Record<string, number>);
  const agentStat = new Map<string, ClusterStat>();
  const agentPlain = new Map<string, RunningStat>();
  const ids = [...new Set(given)];
  const pairStat = new Map<string, ClusterStat>();
  const times = new Map<string, number[]>();
  let deals = 0;

  results.forEach((res, j) => {
    const job = jobs[j]!;
    const posOf = (seat: number): number => (seat + job.rotation) % n;
    for (let seat = 0; seat < n; seat++) {
      const p = posOf(seat);
      for (const w of res.winners) if (w === seat) posWins[p]!++;
      for (const [k, v] of Object.entries(res.stats[seat]!)) posStats[p]![k] = (posStats[p]![k] ?? 0) + v;
      const arr = times.get(job.kinds[seat]!) ?? [];
      for (const t of res.ms[seat]!) arr.push(t);
      times.set(job.kinds[seat]!, arr);
    }
    for (const delta of res.deals) {
      deals++;
      const byAgent = new Map<string, { s: number; n: number }>();
      for (let seat = 0; seat < n; seat++) {
        const p = posOf(seat);
        const x = delta[seat]!;
        posStat[p]!.add(job.match, x);
        posTotal[p]! += x;
        const id = job.kinds[seat]!;
        let a = agentStat.get(id);
        if (!a) agentStat.set(id, (a = new ClusterStat()));
        a.add(job.match, x);
        let ap = agentPlain.get(id);
        if (!ap) agentPlain.set(id, (ap = new RunningStat()));
        ap.add(x);
        const b = byAgent.get(id) ?? { s: 0, n: 0 };
        b.s += x;
        b.n += 1;
        byAgent.set(id, b);
      }
      if (setup.duplicate) {
        for (let i = 0; i < ids.length; i++) {
          for (let k = i + 1; k < ids.length; k++) {
            const a = byAgent.get(ids[i]!);
            const b = byAgent.get(ids[k]!);
            if (!a || !b) continue;
            const key = `${ids[i]}\u0000${ids[k]}`;
            let st = pairStat.get(key);
            if (!st) pairStat.set(key, (st = new ClusterStat()));
            st.add(job.match, a.s / a.n - b.s / b.n);
          }
        }
      }
    }
  });

  const ci = (c: [number, number]): [number, number] => [round(c[0]), round(c[1])];
  // Without --duplicate the figures are exactly a plain sim's (its intervals treat deals as independent).
  const ciOf = (st: ClusterStat): [number, number] => ci(setup.duplicate ? st.ci95() : st.plainCi95());
  const seats: SimSeatResult[] = setup.seats.map((s, i) => ({
    seat: i,
    name: s.name,
    agent: s.kind,
    deals: posStat[i]!.n,
    total: posTotal[i]!,
    meanPerDeal: round(posStat[i]!.mean),
    ci95: ciOf(posStat[i]!),
    matchWins: posWins[i]!,
    stats: posStats[i]!,
  }));
  const agents = ids.map((id) => {
    const st = agentStat.get(id)!;
    return { agent: id, deals: st.n, meanPerDeal: round(st.mean), ci95: ciOf(st) };
  });
  const pairs: NonNullable<SimJson['pairs']> = [];
  for (let i = 0; i < ids.length; i++) {
    for (let k = i + 1; k < ids.length; k++) {
      if (setup.duplicate) {
        const st = pairStat.get(`${ids[i]}\u0000${ids[k]}`);
        if (st) pairs.push({ a: ids[i]!, b: ids[k]!, deals: st.n, meanDiff: round(st.mean), ci95: ci(st.ci95()) });
      } else {
        const a = agentPlain.get(ids[i]!)!;
        const b = agentPlain.get(ids[k]!)!;
        const d = diffCi95(a, b);
        pairs.push({ a: ids[i]!, b: ids[k]!, deals: a.n + b.n, meanDiff: round(d.meanDiff), ci95: ci(d.ci95) });
      }
    }
  }
  const decisionMs: SimJson['decisionMs'] = {};
  for (const [id, arr] of times) {
    if (id === 'human' || arr.length === 0) continue;
    const sorted = arr.slice().sort((x, y) => x - y);
    decisionMs[id] = { count: sorted.length, median: round(quantile(sorted, 0.5), 3), p95: round(quantile(sorted, 0.95), 3) };
  }
  return {
    format: 'cardtable-sim',
    formatVersion: 1,
    app: APP,
    game: setup.gameId,
    variant: setup.variant,
    players: n,
    options: setup.options,
    seed: setup.seed,
    matches: setup.matches,
    deals,
    duplicate: setup.duplicate,
    unit: findGame(setup.gameId)?.game?.unit ?? 'chips',
    seats,
    agents,
    ...(pairs.length > 0 ? { pairs } : {}),
    decisionMs,
    seconds: round(seconds, 3),
    workers: Math.max(1, setup.workers),
  };
}
