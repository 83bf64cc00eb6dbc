// `npm run bench:duel -- [game/]variant [players] [challenger] [other] [matches] [deals] [seed]`:
// one duplicate duel (challenger against players − 1 copies of the other) in any game and
// variant (a bare variant is Lupfen's), for trying a bot change without the whole bench:bots
// table, e.g. `npm run bench:duel -- classic 4 bot:seer bot:normal 16` or
// `npm run bench:duel -- kloepper/standard 4 bot:hard-infer bot:hard-plain 8`.
import { duel, duelLine } from './duplicate.js';

const [where = 'vorarlberg', players = '4', a = 'bot:hard', b = 'bot:normal', matches = '20', deals = '20', seed = 'duel'] =
  process.argv.slice(2);
const fail = (why: string): never => {
  process.stderr.write(`bench:duel: ${why}\n`);
  process.exit(2);
};
if (!/^\d+$/.test(players)) fail(`players must be a whole number, not "${players}"`);
if (!/^[1-9]\d*$/.test(matches)) fail(`matches must be a whole number ≥ 1, not "${matches}"`);
const [game, variant] = where.includes('/') ? where.split('/', 2) : ['lupfen', where];
const t0 = performance.now();
const r = await duel({ game, variant: variant!, players: Number(players), challenger: a, other: b, matches: Number(matches), deals, seed });
const sim = r.ok ? r.value : fail(r.reason);
console.log(`${duelLine(`${where} ${players}p`, sim, a, b)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
