// `npm run bench:duel -- [variant] [players] [challenger] [other] [matches] [deals] [seed]`: one
// duplicate duel (challenger against players − 1 copies of the other), for trying a bot change
// without the whole bench:bots table, e.g. `npm run bench:duel -- classic 4 bot:seer bot:normal 16`.
import { availableParallelism } from 'node:os';
import { runSim } from '../src/engine/sim.js';
import { lupfen } from '../src/games/lupfen/index.js';
import '../src/bots/index.js';

const [variant = 'vorarlberg', players = '4', a = 'bot:hard', b = 'bot:normal', matches = '20', deals = '20', seed = 'duel'] = process.argv.slice(2);
const n = Number(players);
const options = lupfen.resolveOptions(variant, n, { deals });
const fail = (why: string): never => {
  process.stderr.write(`bench:duel: ${why}\n`);
  process.exit(2);
};
if (!options.ok) fail(options.reason);
if (!(Number(matches) >= 1)) fail(`matches must be a whole number ≥ 1, not "${matches}"`);
const seats = Array.from({ length: n }, (_, i) => ({ kind: i === 0 ? a : b, name: `Bot ${i + 1}` }));
const t0 = performance.now();
const r = await runSim({
  game: lupfen,
  variant,
  players: n,
  options: options.ok ? options.value : fail(options.reason),
  seats,
  seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
  seed: `${seed}-${variant}-${n}`,
  matches: Number(matches),
  duplicate: true,
  workers: availableParallelism(),
});
if (!r.ok) fail(r.reason);
const sim = r.ok ? r.value : fail(r.reason);
const p = sim.pairs![0]!;
const ms = sim.decisionMs[a];
console.log(
  `${variant} ${n}p ${a} − ${b}: ${p.meanDiff.toFixed(2)} [${p.ci95[0].toFixed(2)}, ${p.ci95[1].toFixed(2)}] over ${p.deals} deals` +
    (ms ? `; ${a} ms median ${ms.median.toFixed(0)} p95 ${ms.p95.toFixed(0)}` : '') +
    ` (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
);
