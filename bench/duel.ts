// `npm run bench:duel -- [variant] [players] [challenger] [other] [matches] [deals] [seed]`: one
// duplicate duel (challenger against players − 1 copies of the other), for trying a bot change
// without the whole bench:bots table, e.g. `npm run bench:duel -- classic 4 bot:seer bot:normal 16`.
import { duel } from './duplicate.js';

const [variant = 'vorarlberg', players = '4', a = 'bot:hard', b = 'bot:normal', matches = '20', deals = '20', seed = 'duel'] =
  process.argv.slice(2);
const fail = (why: string): never => {
  process.stderr.write(`bench:duel: ${why}\n`);
  process.exit(2);
};
if (!/^\d+$/.test(players)) fail(`players must be a whole number, not "${players}"`);
if (!/^[1-9]\d*$/.test(matches)) fail(`matches must be a whole number ≥ 1, not "${matches}"`);
const t0 = performance.now();
const r = await duel({ variant, players: Number(players), challenger: a, other: b, matches: Number(matches), deals, seed });
const sim = r.ok ? r.value : fail(r.reason);
const p = sim.pairs![0]!;
const ms = sim.decisionMs[a];
console.log(
  `${variant} ${players}p ${a} − ${b}: ${p.meanDiff.toFixed(2)} [${p.ci95[0].toFixed(2)}, ${p.ci95[1].toFixed(2)}] over ${p.deals} deals` +
    (ms ? `; ${a} ms median ${ms.median.toFixed(0)} p95 ${ms.p95.toFixed(0)}` : '') +
    ` (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
);
