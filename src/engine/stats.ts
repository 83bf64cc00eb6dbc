// Running statistics for `sim`: per-deal means with a 95% interval, and counters read from the
// history lines (the match loop's lines are the one source of truth for what happened).
import type { HistoryLine } from '../core/history-lines.js';

/** Welford's running mean and variance: one pass, no stored samples. */
export class RunningStat {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  /** Adds every sample of `o` (Chan et al.'s parallel update). */
  merge(o: RunningStat): void {
    if (o.n === 0) return;
    const n = this.n + o.n;
    const d = o.mean - this.mean;
    this.m2 += o.m2 + (d * d * this.n * o.n) / n;
    this.mean += (d * o.n) / n;
    this.n = n;
  }

  /** Sample variance (n − 1); 0 below two samples. */
  get variance(): number {
    return this.n > 1 ? this.m2 / (this.n - 1) : 0;
  }

  /** Normal-approximation 95% interval of the mean. */
  ci95(): [number, number] {
    const half = this.n > 1 ? 1.959964 * Math.sqrt(this.variance / this.n) : 0;
    return [this.mean - half, this.mean + half];
  }
}

/** 95% interval of the difference of two independent means (unpaired). */
export function diffCi95(a: RunningStat, b: RunningStat): { meanDiff: number; ci95: [number, number] } {
  const meanDiff = a.mean - b.mean;
  const se = Math.sqrt((a.n > 0 ? a.variance / a.n : 0) + (b.n > 0 ? b.variance / b.n : 0));
  return { meanDiff, ci95: [meanDiff - 1.959964 * se, meanDiff + 1.959964 * se] };
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * Counts game events per seat from history lines: tricks won (every game) and the game's notable
 * calls. `callNames` (the registry entry's `statCalls`) says which `call` words count under which
 * name; without it every call word is counted as `calls.<word>`.
 */
export class LineStats {
  readonly perSeat: Record<string, number>[];
  private readonly callNames: Readonly<Record<string, string>> | null;

  constructor(callNames: Readonly<Record<string, string>> | undefined, players: number) {
    this.callNames = callNames ?? null;
    const zero = (): Record<string, number> => {
      const o: Record<string, number> = { tricks: 0 };
      if (this.callNames) for (const name of Object.values(this.callNames)) o[name] = 0;
      return o;
    };
    this.perSeat = Array.from({ length: players }, zero);
  }

  add(line: HistoryLine): void {
    if (line.type === 'trick') this.perSeat[line.winner]!['tricks']!++;
    else if (line.type === 'call') {
      const counters = this.perSeat[line.seat]!;
      const name = this.callNames ? this.callNames[line.call] : `calls.${line.call}`;
      if (name) counters[name] = (counters[name] ?? 0) + 1;
    }
  }
}

const Z95 = 1.959964;

/**
 * Per-deal values of a sim: mean and 95% interval. Clustered (duplicate runs), the interval is
 * cluster-robust with clusters = match seeds (with a single cluster, the plain one); unclustered,
 * it is the plain interval over deals as if they were independent, and nothing per cluster is kept.
 */
export class ClusterStat {
  /** Every value added, as independent samples. */
  readonly plain = new RunningStat();
  private readonly sums = new Map<number, { s: number; n: number }>();

  constructor(private readonly clustered: boolean) {}

  add(cluster: number, x: number): void {
    if (this.clustered) {
      const c = this.sums.get(cluster) ?? { s: 0, n: 0 };
      c.s += x;
      c.n += 1;
      this.sums.set(cluster, c);
    }
    this.plain.add(x);
  }

  get n(): number {
    return this.plain.n;
  }

  get mean(): number {
    return this.plain.mean;
  }

  ci95(): [number, number] {
    const m = this.sums.size;
    const mean = this.plain.mean;
    if (!this.clustered || m < 2) return this.plain.ci95();
    let ss = 0;
    for (const { s, n } of this.sums.values()) ss += (s - n * mean) ** 2;
    const se = Math.sqrt((ss * m) / (m - 1)) / this.plain.n;
    // Never report a narrower interval than the one over independent deals would be.
    const plainHalf = (this.plain.ci95()[1] - this.plain.ci95()[0]) / 2;
    const half = Math.max(Z95 * se, plainHalf);
    return [mean - half, mean + half];
  }
}
