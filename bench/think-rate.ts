// `npm run bench:think-rate [-- --decisions N --samples K]`: how many work units bot:hard's search
// does in a millisecond of CPU, per game: the rate (GameBots.workPerMs) that turns `--think MS` into
// a work budget, and the work one sampled deal costs besides its positions (SearchOptions.sampleWork).
//
// For every game and variant: the decisions with a choice of one match played by the rules of thumb
// (seed "think-rate"), each searched with bot:hard's settings on K or 3K samples and no budget; CPU time of
// this thread (cpu-time.ts). A least-squares fit without intercept over a game's decisions,
// ms ≈ a · positions + b · samples, gives workPerMs = 1/a and sampleWork = b/a. CPU time, not wall
// time: the rate is the search's own speed, and the constants are written once from it.
import { search } from '../src/bots/search.js';
import { hardSearchFor } from '../src/bots/levels.js';
import '../src/bots/index.js';
import { Rng } from '../src/core/rng.js';
import { cpuMs } from '../src/engine/cpu-time.js';
import { findGame, loadGames } from '../src/games/registry.js';
import { flag } from './flags.js';

const args = process.argv.slice(2);
const DECISIONS = Number(flag('decisions', '60'));
const SAMPLES = Number(flag('samples', '4'));
const ONLY = flag('only', '');
const WARM_UP = 5;
/** `--dump`: every decision's figures on stderr, one JSON object a line. */
const DUMP = args.includes('--dump');

const CASES: readonly (readonly [game: string, variant: string, players: number])[] = [
  ['lupfen', 'classic', 4],
  ['lupfen', 'vorarlberg', 4],
  ['lupfen', 'classic', 3],
  ['lupfen', 'classic', 5],
  ['fipsen', 'prisdorf', 4],
  ['fipsen', 'grossenaspe', 5],
  ['fipsen', 'thedinghausen', 5],
  ['fipsen', 'ansegger', 4],
  ['fipsen', 'duttfips', 4],
  ['kloepper', 'standard', 4],
  ['toeppen', 'standard', 4],
  ['toeppen', 'standard', 8],
];

await loadGames();
interface Point {
  readonly nodes: number;
  readonly walked: number;
  /** Sampled deals, those of the own later calls included. */
  readonly samples: number;
  readonly ms: number;
}
const byGame = new Map<string, Point[]>();
for (const [id, variant, players] of CASES.filter(([g]) => !ONLY || ONLY.split(',').includes(g))) {
  const entry = findGame(id)!;
  const game = entry.game!;
  const bots = entry.bots!;
  const key = game.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
  const options = game.resolveOptions(variant, players, { [key]: key === 'deals' ? '20' : '1' });
  if (!options.ok) throw new Error(options.reason);
  const opts = { ...hardSearchFor(bots), samples: SAMPLES, workBudget: undefined };
  const rng = Rng.fromSeed('think-rate');
  const points: Point[] = [];
  let s: unknown = game.setup({ variant, players, options: options.value });
  while (points.length < DECISIONS) {
    const turn = game.turn(s);
    if (turn.kind === 'over') {
      s = game.setup({ variant, players, options: options.value });
      continue;
    }
    if (turn.kind === 'chance') {
      s = game.apply(s, game.drawChance(s, rng));
      continue;
    }
    const legal = game.legalActions(s);
    const view = game.view(s, turn.seat);
    if (legal.length > 1) {
      // Searched once untimed first: the figure is the search's, not the compiler's warming up.
      if (points.length < WARM_UP) search(bots.hooks, view, turn.seat, legal, Rng.fromSeed('warm'), opts);
      const c0 = cpuMs();
      // Two sample counts, one three times the other, so that what a sample costs and what a position costs can be told apart.
      const samples = points.length % 2 === 0 ? SAMPLES : 3 * SAMPLES;
      const r = search(bots.hooks, view, turn.seat, legal, Rng.fromSeed(`d${points.length}`), { ...opts, samples });
      points.push({ nodes: r.nodes, walked: r.walked, samples: r.samples + r.drawn, ms: cpuMs() - c0 });
    }
    s = game.apply(s, bots.basic(view, legal, rng));
  }
  byGame.set(id, [...(byGame.get(id) ?? []), ...points]);
  if (DUMP) for (const p of points) process.stderr.write(`${JSON.stringify({ id, variant, players, ...p })}\n`);
  const ms = points.reduce((t, p) => t + p.ms, 0);
  const nodes = points.reduce((t, p) => t + p.nodes, 0);
  console.log(
    `${`${id} ${variant} ${players}p`.padEnd(26)} ${points.length} decisions, ${(nodes / ms).toFixed(0)} positions per CPU ms overall`,
  );
}

/** Work units of a decision under weights `walk` (a walked position) and `per` (a sampled deal). */
const unitsOf = (p: Point, walk: number, per: number): number => p.nodes - p.walked + p.walked * walk + p.samples * per;

/** Units per ms over the decisions: the median (the rate), the spread of their logarithms, and p5 and p95 against the median. */
function spreadOf(points: readonly Point[], walk: number, per: number): { rate: number; lo: number; hi: number; spread: number } {
  const logs = points.map((p) => Math.log(unitsOf(p, walk, per) / p.ms)).sort((x, y) => x - y);
  const q = (f: number): number => logs[Math.min(logs.length - 1, Math.floor(f * logs.length))]!;
  const mean = logs.reduce((t, x) => t + x, 0) / logs.length;
  const spread = Math.sqrt(logs.reduce((t, x) => t + (x - mean) ** 2, 0) / logs.length);
  const mid = q(0.5);
  return { rate: Math.exp(mid), lo: Math.exp(q(0.05) - mid), hi: Math.exp(q(0.95) - mid), spread };
}

// The weights whose units keep the closest pace with CPU time (the least standard deviation of
// log(units / ms)), over a grid; the rate is then the median units per ms. Decisions under a
// millisecond are left out: the clock's granularity and the sampler's warm-up swamp them.
const GRID = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000];
for (const [id, all] of byGame) {
  const points = all.filter((p) => p.ms >= 1);
  let best = { walk: 1, per: 0, ...spreadOf(points, 1, 0) };
  for (const walk of GRID.filter((w) => w >= 1))
    for (const per of GRID) {
      const s = spreadOf(points, walk, per);
      if (s.spread < best.spread) best = { walk, per, ...s };
    }
  console.log(
    `${id.padEnd(9)} workPerMs ≈ ${best.rate.toFixed(0)}, walkWork ${best.walk}, sampleWork ${best.per} ` +
      `(units per ms against the median, over ${points.length} decisions: p5 ${best.lo.toFixed(2)}, p95 ${best.hi.toFixed(2)})`,
  );
}
