// `cardtable sim`: bot-vs-bot matches through the one match loop, with per-seat results in the
// shape of ../shared/spec/sim-json.md. Game-agnostic; the CLI only parses flags and prints.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyAgent } from '../bots/agent.js';
import type { HistoryLine, SeatInfo } from '../core/history-lines.js';
import { deriveSeed } from '../core/rng.js';
import type { AnyGame, Options, Result } from '../games/game.js';
import { HistoryWriter } from './history/writer.js';
import { APP, runMatchSync, type HistorySink } from './match.js';
import { LineStats, RunningStat, diffCi95, quantile } from './stats.js';

export interface SimSetup {
  readonly game: AnyGame;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  readonly seats: readonly { readonly kind: string; readonly name: string }[];
  readonly seatInfos: readonly SeatInfo[];
  readonly seed: string;
  readonly matches: number;
  /** Fresh agents for one match (bots may keep per-match memory). */
  readonly makeAgents: (matchSeed: string) => Result<AnyAgent[]>;
  /** One history file per match in this folder. */
  readonly recordDir?: string;
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
  duplicate: false;
  unit: AnyGame['unit'];
  seats: SimSeatResult[];
  agents: { agent: string; deals: number; meanPerDeal: number; ci95: [number, number] }[];
  pairs?: { a: string; b: string; deals: number; meanDiff: number; ci95: [number, number] }[];
  decisionMs: Record<string, { count: number; median: number; p95: number }>;
  /** Wall-clock seconds of the whole run (not in the spec; free to add). */
  seconds: number;
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

const round = (x: number, digits = 4): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** Checks the record folder before anything is played: no history is ever overwritten. */
export function checkRecordTargets(setup: Pick<SimSetup, 'recordDir' | 'game' | 'variant' | 'seed' | 'matches'>): Result<string[]> {
  if (!setup.recordDir) return { ok: true, value: [] };
  const paths = Array.from({ length: setup.matches }, (_, m) => recordPath(setup.recordDir!, setup.game.id, setup.variant, setup.seed, m, setup.matches));
  const clash = paths.find((p) => existsSync(p));
  if (clash) return { ok: false, reason: `${clash} already exists; histories are never overwritten: choose another --record folder or --seed` };
  return { ok: true, value: paths };
}

export function runSim(setup: SimSetup): Result<SimJson> {
  const t0 = performance.now();
  const n = setup.players;
  const targets = checkRecordTargets(setup);
  if (!targets.ok) return targets;

  const seatStat = Array.from({ length: n }, () => new RunningStat());
  const totals = new Array<number>(n).fill(0);
  const wins = new Array<number>(n).fill(0);
  const lineStats = new LineStats(setup.game.id, n);
  const agentIds = setup.seats.map((s) => s.kind);
  const decisionTimes = new Map<string, number[]>();
  let deals = 0;

  for (let m = 0; m < setup.matches; m++) {
    const seed = matchSeed(setup.seed, m);
    const agents = setup.makeAgents(seed);
    if (!agents.ok) return agents;
    let writer: HistoryWriter | null = null;
    if (setup.recordDir) {
      const w = HistoryWriter.create(targets.value[m]!);
      if (!w.ok) return w;
      writer = w.value;
    }
    const sink: HistorySink = {
      write(line: HistoryLine) {
        if (writer) writer.write(line);
        if (line.type === 'settle') {
          deals++;
          for (let i = 0; i < n; i++) {
            seatStat[i]!.add(line.delta[i]!);
            totals[i]! += line.delta[i]!;
          }
        } else if (line.type === 'end') {
          for (const w of line.winners) wins[w]!++;
        } else lineStats.add(line);
      },
    };
    try {
      runMatchSync(
        {
          game: setup.game,
          variant: setup.variant,
          players: n,
          options: setup.options,
          seats: setup.seatInfos,
          agents: agents.value,
          seed,
          ...(setup.startedAt ? { startedAt: setup.startedAt } : {}),
        },
        {
          sink,
          allowOracle: true,
          onDecision: (seat, _id, ms) => {
            const key = agentIds[seat]!;
            let arr = decisionTimes.get(key);
            if (!arr) decisionTimes.set(key, (arr = []));
            arr.push(ms);
          },
        },
      );
    } finally {
      writer?.close();
    }
    setup.onProgress?.(m + 1);
  }

  const seats: SimSeatResult[] = setup.seats.map((s, i) => ({
    seat: i,
    name: s.name,
    agent: s.kind,
    deals: seatStat[i]!.n,
    total: totals[i]!,
    meanPerDeal: round(seatStat[i]!.mean),
    ci95: seatStat[i]!.ci95().map((x) => round(x)) as [number, number],
    matchWins: wins[i]!,
    stats: lineStats.perSeat[i]!,
  }));

  // Pooled per agent over every seat it sat in.
  const pooled = new Map<string, RunningStat>();
  for (let i = 0; i < n; i++) {
    const id = agentIds[i]!;
    const a = pooled.get(id) ?? new RunningStat();
    a.merge(seatStat[i]!);
    pooled.set(id, a);
  }
  const agents = [...pooled].map(([agent, st]) => ({
    agent,
    deals: st.n,
    meanPerDeal: round(st.mean),
    ci95: st.ci95().map((x) => round(x)) as [number, number],
  }));
  const ids = [...pooled.keys()];
  const pairs: NonNullable<SimJson['pairs']> = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const a = pooled.get(ids[i]!)!;
      const b = pooled.get(ids[j]!)!;
      const d = diffCi95(a, b);
      pairs.push({ a: ids[i]!, b: ids[j]!, deals: a.n + b.n, meanDiff: round(d.meanDiff), ci95: d.ci95.map((x) => round(x)) as [number, number] });
    }
  }
  const decisionMs: SimJson['decisionMs'] = {};
  for (const [id, times] of decisionTimes) {
    if (id === 'human') continue;
    const sorted = times.slice().sort((x, y) => x - y);
    decisionMs[id] = { count: sorted.length, median: round(quantile(sorted, 0.5), 3), p95: round(quantile(sorted, 0.95), 3) };
  }

  const json: SimJson = {
    format: 'cardtable-sim',
    formatVersion: 1,
    app: APP,
    game: setup.game.id,
    variant: setup.variant,
    players: n,
    options: setup.options,
    seed: setup.seed,
    matches: setup.matches,
    deals,
    duplicate: false,
    unit: setup.game.unit,
    seats,
    agents,
    ...(pairs.length > 0 ? { pairs } : {}),
    decisionMs,
    seconds: round((performance.now() - t0) / 1000, 3),
  };
  return { ok: true, value: json };
}
