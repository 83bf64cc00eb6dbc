// `node --import tsx bench/deal-solve-cost.ts [variant] [players] [deals] [fromTrick]`: what the
// exact solve of one sampled deal costs on Fipsen's fast path (max-n in Thedinghausen, alpha-beta
// where a declarer plays against the rest), in positions and CPU ms, on fixed decisions: the first
// `deals` card-play decisions in trick `fromTrick` + 1 (0: the first trick) that seats 0 and 1 face
// in a match of the rules of thumb, one sampled deal each (seed "maxn"), every legal action solved
// to the end of the deal. The checksum of the values tells a change that keeps them from one that
// does not.
import { DealSolver } from '../src/bots/search.js';
import '../src/bots/index.js';
import { Rng } from '../src/core/rng.js';
import { cpuMs } from '../src/engine/cpu-time.js';
import { fipsen, type FipsenState, type FipsenView } from '../src/games/fipsen/index.js';
import { fipsenHooks } from '../src/games/fipsen/bots/hooks.js';
import { findGame, loadGames } from '../src/games/registry.js';
import { thumbDecisions } from './thumb-match.js';

const [variant = 'thedinghausen', players = '5', deals = '6', fromTrick = '0'] = process.argv.slice(2);
const n = Number(players);
await loadGames(['fipsen']);
const bots = findGame('fipsen')!.bots!;
const key = fipsen.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
const options = fipsen.resolveOptions(variant, n, { [key]: '1000' });
if (!options.ok) {
  process.stderr.write(`deal-solve-cost: ${options.reason}\n`);
  process.exit(2);
}
const hooks = { ...fipsenHooks, exactFrom: () => true };
const want = Number(deals);
const trick = Number(fromTrick);
const worlds: { world: FipsenState; seat: number }[] = [];
const sampler = Rng.fromSeed('maxn');
const start = fipsen.setup({ variant, players: n, options: options.value });
for (const { state, seat, view, legal } of thumbDecisions(fipsen, bots, start, Rng.fromSeed('collect'))) {
  if (worlds.length >= want) break;
  if (legal.length > 1 && seat <= 1 && state.phase === 'play' && state.tricks.length === trick)
    worlds.push({ world: fipsenHooks.sample(view as FipsenView, sampler), seat });
}
let totalMs = 0;
let totalNodes = 0;
let check = 0;
for (const [d, { world, seat }] of worlds.entries()) {
  const solver = new DealSolver(hooks);
  solver.startDeal(world, seat);
  const c0 = cpuMs();
  for (const a of fipsen.legalActions(world)) {
    const v = solver.valueOf(world, a);
    for (let i = 0; i < n; i++) check = (check * 31 + Math.round(v[i]! * 1e6)) % 1_000_000_007;
    if (check < 0) check += 1_000_000_007;
  }
  const ms = cpuMs() - c0;
  totalMs += ms;
  totalNodes += solver.nodes;
  console.log(`deal ${d + 1}: ${solver.nodes} positions, ${ms.toFixed(0)} ms CPU`);
}
console.log(
  `${variant} ${n}p from trick ${trick + 1}: ${worlds.length} sampled deals, ${(totalNodes / worlds.length).toFixed(0)} positions and ${(totalMs / worlds.length).toFixed(0)} ms CPU a deal; values checksum ${check}`,
);
