// `node --import tsx bench/search-cost.ts [<game>/]<variant> [players] [deals] [--sampler N]`: what
// bot:hard's search costs per decision in CPU time, in any registered game (a bare variant is
// Fipsen's), on a fixed set of decisions (every decision with a choice that seats 0 and 1 faced in
// one match of bot:normal, seed "collect"), by phase; the search runs with bot:hard's settings on
// each. `--sampler N`: the sampler alone instead, N draws a decision. CPU time of this thread
// (src/engine/cpu-time.ts), so a loaded machine does not change the figures, and the work budget
// gives the same samples every run.
import { search } from '../src/bots/search.js';
import { hardSearchFor } from '../src/bots/levels.js';
import '../src/bots/index.js';
import { Rng } from '../src/core/rng.js';
import { cpuMs } from '../src/engine/cpu-time.js';
import { findGame, loadGames } from '../src/games/registry.js';
import { flag } from './flags.js';
import { thumbDecisions } from './thumb-match.js';

const args = process.argv.slice(2);
const SAMPLER = Number(flag('sampler', '0'));
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [where = 'grossenaspe', players = '5', deals = '10'] = positional;
const [id, variant] = where.includes('/') ? (where.split('/') as [string, string]) : ['fipsen', where];
const n = Number(players);
await loadGames();
const entry = findGame(id);
if (!entry?.game || !entry.bots) {
  process.stderr.write(`search-cost: no game with bots called "${id}"\n`);
  process.exit(2);
}
const game = entry.game;
const bots = entry.bots;
const key = game.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
const options = game.resolveOptions(variant, n, { [key]: key === 'deals' ? deals : '1' });
if (!options.ok) {
  process.stderr.write(`search-cost: ${options.reason}\n`);
  process.exit(2);
}

// The decisions: a match of the rules of thumb, chance from the seed.
const points: { view: unknown; legal: unknown[]; seat: number; phase: string }[] = [];
for (const { view, legal, seat } of thumbDecisions(
  game,
  bots,
  game.setup({ variant, players: n, options: options.value }),
  Rng.fromSeed('collect'),
)) {
  // Every game's view names its phase and holds the tricks so far, but the contract does not say so.
  const v = view as { phase: string; tricks?: readonly unknown[] };
  const phase = v.phase === 'play' && v.tricks ? `play, trick ${v.tricks.length + 1}` : v.phase;
  if (legal.length > 1 && seat <= 1) points.push({ view, legal, seat, phase });
}

const opts = hardSearchFor(bots);
const byPhase = new Map<string, number[]>();
const all: number[] = [];
for (const p of points) {
  const c0 = cpuMs();
  if (SAMPLER > 0) {
    const r = Rng.fromSeed('s');
    for (let k = 0; k < SAMPLER; k++) bots.hooks.sample(p.view, r);
  } else search(bots.hooks, p.view, p.seat, p.legal, Rng.fromSeed('s'), opts);
  const ms = cpuMs() - c0;
  all.push(ms);
  const arr = byPhase.get(p.phase) ?? [];
  arr.push(ms);
  byPhase.set(p.phase, arr);
}
const q = (a: number[], f: number): number => {
  const sorted = [...a].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? 0;
};
const line = (name: string, a: number[]): string =>
  `${name.padEnd(16)} ${String(a.length).padStart(4)} decisions, CPU ms median ${q(a, 0.5).toFixed(0)}, p95 ${q(a, 0.95).toFixed(0)}, max ${q(a, 1).toFixed(0)}`;
for (const [phase, arr] of byPhase) console.log(line(phase, arr));
console.log(line(`${id} ${variant} ${n}p${SAMPLER > 0 ? `, sampler ×${SAMPLER}` : ''}`, all));
