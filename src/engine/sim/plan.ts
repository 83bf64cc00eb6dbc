// Planning a sim: the jobs, one per (match, rotation), as plain data a worker thread can take.
import { join } from 'node:path';
import type { SeatInfo } from '../../core/history-lines.js';
import { deriveSeed } from '../../core/rng.js';
import type { MatchConfig } from '../../contract/game.js';
import type { SimMeasure, SimSetup } from './types.js';

export function matchSeed(seed: string, m: number): string {
  return m === 0 ? seed : deriveSeed(seed, m + 1);
}

export function recordPath(dir: string, game: string, variant: string, seed: string, m: number, matches: number): string {
  const safe = seed.replace(/[^A-Za-z0-9_.-]/g, '_');
  const width = String(matches).length;
  return join(dir, `${game}-${variant}-${safe}-${String(m + 1).padStart(width, '0')}.jsonl`);
}

/** One match of a run: the game's rules (MatchConfig) and who sits where. */
export interface SimJob extends MatchConfig {
  readonly gameId: string;
  /** The match seed. */
  readonly seed: string;
  readonly match: number;
  readonly rotation: number;
  /** Seat kinds of this job, seat by seat (the given list rotated). */
  readonly kinds: readonly string[];
  readonly seatInfos: readonly SeatInfo[];
  readonly recordPath?: string;
  readonly startedAt?: string;
  /** The game's call words counted per seat (SimSetup.statCalls), with the job because it crosses threads. */
  readonly statCalls?: Readonly<Record<string, string>>;
  readonly measure?: SimMeasure;
  /** Search bots' thinking time a decision in ms (SimSetup.thinkMs). */
  readonly thinkMs?: number;
}

export interface JobResult {
  /** Per deal, the chips of every seat (settle deltas). */
  readonly deals: number[][];
  readonly winners: number[];
  readonly stats: Record<string, number>[];
  /** Decision times by seat kind, kinds in the order of their first decision. */
  readonly ms: [string, number[]][];
  /** The same decisions' CPU time (cpu-time.ts), in the same order. */
  readonly cpuMs: [string, number[]][];
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
        ...(setup.statCalls ? { statCalls: setup.statCalls } : {}),
        ...(setup.measure ? { measure: setup.measure } : {}),
        ...(setup.thinkMs !== undefined ? { thinkMs: setup.thinkMs } : {}),
      };
    },
  };
}

/** Plays one job: one match with the job's seats. Pure data in, plain data out (worker-safe). */
