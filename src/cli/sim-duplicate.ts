// `cardtable sim … --duplicate` and `--workers N`: the same command, played through
// src/engine/duplicate.ts (seat rotations, worker threads), printed like a plain sim.
import { availableParallelism } from 'node:os';
import { runDuplicateSim } from '../engine/duplicate.js';
import type { SimJson } from '../engine/sim.js';
import type { ResolvedMatchConfig } from './config.js';
import { fail, orFail } from './errors.js';

export interface ParallelFlags {
  readonly duplicate?: boolean;
  readonly workers?: string;
  readonly record?: string;
  readonly json?: boolean;
}

/** The validated `--workers` value (1 when not given). */
export function workersFlag(text: string | undefined): number {
  if (text === undefined) return 1;
  const t = String(text).trim();
  const max = Math.max(1, availableParallelism()) * 4;
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > max) {
    fail(`--workers "${text}" is not a whole number from 1 to ${max}; this machine has ${availableParallelism()} cores`);
  }
  return Number(t);
}

export async function simParallel(
  cfg: ResolvedMatchConfig,
  flags: ParallelFlags,
  matches: number,
  table: (r: SimJson) => string,
  progress: { update: (done: number) => void; done: () => void },
): Promise<void> {
  const workers = workersFlag(flags.workers);
  const duplicate = Boolean(flags.duplicate);
  const rotations = duplicate ? cfg.players : 1;
  const result = await runDuplicateSim({
    gameId: cfg.game.id,
    variant: cfg.variant.id,
    players: cfg.players,
    options: cfg.options,
    seats: cfg.seats,
    seatInfos: cfg.seatInfos,
    seed: cfg.seed,
    matches,
    duplicate,
    workers,
    ...(flags.record ? { recordDir: flags.record } : {}),
    // The bar counts matches; a duplicate match is done once all its rotations are.
    onProgress: (done) => progress.update(Math.floor(done / rotations)),
  });
  progress.done();
  const json = orFail(result);
  if (flags.json) {
    process.stdout.write(JSON.stringify(json, null, 2) + '\n');
    return;
  }
  let text = table(json as unknown as SimJson);
  if (duplicate) {
    text = text.replace(/^(.*?)\n/, `$1 — duplicate: every match played ${cfg.players} times, seats rotated; seats = positions of --seats\n`);
    const ms = Object.entries(json.decisionMs).filter(([, d]) => d.median >= 1);
    if (ms.length > 0) text += ms.map(([id, d]) => `  ${id} decision time: median ${d.median.toFixed(0)} ms, 95th percentile ${d.p95.toFixed(0)} ms`).join('\n') + '\n';
  }
  if (json.pairs && !json.pairs.some((p) => p.ci95[0] > 0 || p.ci95[1] < 0) && duplicate) {
    text += `  (no difference is clear at 95%: play more matches, e.g. --matches ${matches * 4})\n`;
  }
  process.stdout.write(text);
}
