// Folding a sim's job results into the per-seat, per-agent and paired statistics of docs/sim-json.md.
import { unitOfVariant } from '../../contract/game.js';
import { APP } from '../match.js';
import { ClusterStat, RunningStat, diffCi95, quantile } from '../stats.js';
import type { JobResult, SimJob } from './plan.js';
import type { SimJson, SimSeatResult, SimSetup } from './types.js';

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
  private readonly cpuTimes = new Map<string, number[]>();
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
    for (const [times, from] of [
      [this.times, res.ms],
      [this.cpuTimes, res.cpuMs],
    ] as const) {
      for (const [kind, ms] of from) {
        let arr = times.get(kind);
        if (!arr) times.set(kind, (arr = []));
        for (const t of ms) arr.push(t);
      }
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

  toSimJson(seconds: number): SimJson {
    const { setup } = this;
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
    const { agents, pairs } = this.duplicate ? this.pairedAgents() : this.pooledAgents();
    const decisionMs = timeSummary(this.times);
    const decisionCpuMs = timeSummary(this.cpuTimes);
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
      unit: unitOfVariant(setup.game, setup.variant),
      seats,
      agents,
      ...(pairs.length > 0 ? { pairs } : {}),
      decisionMs,
      ...(Object.keys(decisionCpuMs).length > 0 ? { decisionCpuMs } : {}),
      seconds: round(seconds, 3),
      ...(setup.workers !== undefined ? { workers: Math.max(1, setup.workers) } : {}),
    };
  }

  /** A duplicate run's agents, and each pair's difference on the same cards. */
  private pairedAgents(): { agents: SimJson['agents']; pairs: NonNullable<SimJson['pairs']> } {
    const ids = this.ids;
    const agents: SimJson['agents'] = [];
    const pairs: NonNullable<SimJson['pairs']> = [];
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
    return { agents, pairs };
  }

  /** Pooled per agent over every seat it sat in; pairs are the unpaired difference of means. */
  private pooledAgents(): { agents: SimJson['agents']; pairs: NonNullable<SimJson['pairs']> } {
    const ids = this.ids;
    const agents: SimJson['agents'] = [];
    const pairs: NonNullable<SimJson['pairs']> = [];
    const pooled = new Map<string, RunningStat>();
    this.setup.seats.forEach((s, i) => {
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
    return { agents, pairs };
  }
}

/** Each bot kind's decision times: how many, the median and the 95th percentile. */
function timeSummary(times: Map<string, number[]>): SimJson['decisionMs'] {
  const out: SimJson['decisionMs'] = {};
  for (const [id, arr] of times) {
    if (id === 'human' || arr.length === 0) continue;
    const sorted = arr.slice().sort((x, y) => x - y);
    out[id] = { count: sorted.length, median: round(quantile(sorted, 0.5), 3), p95: round(quantile(sorted, 0.95), 3) };
  }
  return out;
}

/** Plays a sim (plain or duplicate, in this thread or in `workers` threads) and summarises it. */
