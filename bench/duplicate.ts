// One duplicate duel for the bot benches: a challenger in seat 0 against players − 1 copies of the
// other bot, every match played once per rotation of the seats.
import { availableParallelism } from 'node:os';
import { simWorkerEntry } from '../src/cli/sim.js';
import { runSim, type SimJson } from '../src/engine/sim.js';
import type { Result } from '../src/contract/game.js';
import { signed } from '../src/core/text.js';
import { findGame, loadGames } from '../src/games/registry.js';
import '../src/bots/index.js';

export interface Duel {
  /** A registered game id (default: lupfen). */
  readonly game?: string;
  readonly variant: string;
  readonly players: number;
  readonly challenger: string;
  readonly other: string;
  readonly matches: number;
  /** Deals per match, as the `deals` option takes it. */
  readonly deals: string;
  readonly seed: string;
  readonly workers?: number;
  /** Score the first `deals` deals of each match by position value (SimMeasure), the match stopped there. */
  readonly measure?: { readonly deals: number };
  /** Search bots' thinking time a decision in ms (`--think`); absent: their default. */
  readonly thinkMs?: number;
  /** Every seat's kind, in place of one challenger against copies of the other (pairs then cover every two kinds). */
  readonly field?: readonly string[];
}

export async function duel(d: Duel): Promise<Result<SimJson>> {
  await loadGames();
  const entry = findGame(d.game ?? 'lupfen');
  const game = entry?.game;
  if (!game) return { ok: false, reason: `no playable game "${d.game}"` };
  // A match counted in games (Thedinghausen's races of several deals each) is one game long.
  const key = game.variants.find((v) => v.id === d.variant)?.lengthKey ?? 'deals';
  const options = game.resolveOptions(d.variant, d.players, { [key]: key === 'deals' ? d.deals : '1' });
  if (!options.ok) return options;
  const kindAt = (i: number): string => d.field?.[i] ?? (i === 0 ? d.challenger : d.other);
  const seats = Array.from({ length: d.players }, (_, i) => ({ kind: kindAt(i), name: `Bot ${i + 1}` }));
  return runSim({
    game,
    bots: entry?.bots,
    variant: d.variant,
    players: d.players,
    options: options.value,
    seats,
    seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
    seed: d.game && d.game !== 'lupfen' ? `${d.seed}-${d.game}-${d.variant}-${d.players}` : `${d.seed}-${d.variant}-${d.players}`,
    matches: d.matches,
    duplicate: true,
    workers: d.workers ?? availableParallelism(),
    worker: simWorkerEntry(),
    ...(d.measure ? { measure: d.measure } : {}),
    ...(d.thinkMs !== undefined ? { thinkMs: d.thinkMs } : {}),
  });
}

/**
 * A margin as the benches' tables print it: "+1.23 ± 0.45", the mean with its sign and the half
 * width of its 95% interval, both to the hundredth.
 */
export function marginCell(mean: number, ci95: readonly [number, number]): string {
  return `${signed(mean, 2, '−')} ± ${((ci95[1] - ci95[0]) / 2).toFixed(2)}`;
}

/** One line of a duel's outcome: the challenger's margin per deal with its 95% interval, and its decision times. */
export function duelLine(what: string, sim: SimJson, a: string, b: string): string {
  const p = sim.pairs![0]!;
  const ms = sim.decisionMs[a];
  return (
    `${what} ${a} − ${b}: ${p.meanDiff.toFixed(2)} [${p.ci95[0].toFixed(2)}, ${p.ci95[1].toFixed(2)}] over ${p.deals} deals` +
    (ms ? `; ${a} ms median ${ms.median.toFixed(0)} p95 ${ms.p95.toFixed(0)}` : '')
  );
}
