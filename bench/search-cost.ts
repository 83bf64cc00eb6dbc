// `node --import tsx bench/search-cost.ts [variant] [players] [deals]`: what bot:hard's Fipsen search
// costs per decision in CPU time, on a fixed set of decisions (every decision with a choice that seats
// 0 and 1 faced in one match of bot:normal, seed "collect"), by phase; the search runs with bot:hard's
// settings on each. CPU time of this thread (src/engine/cpu-time.ts), so a loaded machine does not
// change the figures, and the work budget gives the same samples every run.
import { search } from '../src/bots/search.js';
import { hardSearchFor } from '../src/bots/levels.js';
import '../src/bots/index.js';
import { Rng } from '../src/core/rng.js';
import { cpuMs } from '../src/engine/cpu-time.js';
import type { FipsenAction, FipsenState, FipsenView } from '../src/games/fipsen/index.js';
import { fipsen } from '../src/games/fipsen/index.js';
import { findGame, loadGames } from '../src/games/registry.js';

const [variant = 'grossenaspe', players = '5', deals = '10'] = process.argv.slice(2);
const n = Number(players);
await loadGames(['fipsen']);
const bots = findGame('fipsen')!.bots!;
const key = fipsen.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
const options = fipsen.resolveOptions(variant, n, { [key]: key === 'deals' ? deals : '1' });
if (!options.ok) {
  process.stderr.write(`search-cost: ${options.reason}\n`);
  process.exit(2);
}

// The decisions: a match of the rules of thumb, chance from the seed.
const points: { view: FipsenView; legal: FipsenAction[]; seat: number }[] = [];
const rng = Rng.fromSeed('collect');
let s: FipsenState = fipsen.setup({ variant, players: n, options: options.value });
for (;;) {
  const turn = fipsen.turn(s);
  if (turn.kind === 'over') break;
  if (turn.kind === 'chance') {
    s = fipsen.apply(s, fipsen.drawChance(s, rng));
    continue;
  }
  const legal = fipsen.legalActions(s);
  const view = fipsen.view(s, turn.seat);
  if (legal.length > 1 && turn.seat <= 1) points.push({ view, legal, seat: turn.seat });
  s = fipsen.apply(s, bots.basic(view, legal, rng) as FipsenAction);
}

const opts = hardSearchFor(bots);
const byPhase = new Map<string, number[]>();
const all: number[] = [];
for (const p of points) {
  const phase = p.view.phase === 'play' ? `play, trick ${p.view.tricks.length + 1}` : p.view.phase;
  const c0 = cpuMs();
  search(bots.hooks, p.view, p.seat, p.legal, Rng.fromSeed('s'), opts);
  const ms = cpuMs() - c0;
  all.push(ms);
  const arr = byPhase.get(phase) ?? [];
  arr.push(ms);
  byPhase.set(phase, arr);
}
const q = (a: number[], p: number): number => {
  const sorted = [...a].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const line = (name: string, a: number[]): string =>
  `${name.padEnd(16)} ${String(a.length).padStart(4)} decisions, CPU ms median ${q(a, 0.5).toFixed(0)}, p95 ${q(a, 0.95).toFixed(0)}, max ${q(a, 1).toFixed(0)}`;
for (const [phase, arr] of byPhase) console.log(line(phase, arr));
console.log(line(`${variant} ${n}p`, all));
