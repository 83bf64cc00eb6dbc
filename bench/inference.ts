// `npm run bench:inference`: what inference is worth (bots/inference.ts). In every game and
// variant, bot:hard-infer (samples weighed by how likely the others' calls were there) against
// bot:hard-plain (every sample the same) in duplicate play: the same deals, the challenger in
// every seat in turn against n − 1 copies of the other. Prints the README's Markdown table: the
// margin per deal in the game's unit (Tøppen: fines avoided, so positive is better everywhere)
// with its 95% interval. Where the interval lies above zero, the game's hooks switch inference on.
//
//   npm run bench:inference                               # every case, --matches 6 of --deals 10
//   npm run bench:inference -- --only kloepper/standard:4 --matches 20
import { findGame, loadGames } from '../src/games/registry.js';
import { duel } from './duplicate.js';
import { flag } from './flags.js';

await loadGames();

const MATCHES = Number(flag('matches', '6'));
const DEALS = flag('deals', '10');
const ONLY = flag('only', '');
const SEED = flag('seed', 'bench-inference');
const WORKERS = flag('workers', '');

const CASES: readonly (readonly [game: string, variant: string, players: number])[] = [
  ['lupfen', 'classic', 4],
  ['lupfen', 'vorarlberg', 4],
  ['fipsen', 'prisdorf', 4],
  ['fipsen', 'grossenaspe', 4],
  ['fipsen', 'thedinghausen', 5],
  ['fipsen', 'ansegger', 4],
  ['fipsen', 'duttfips', 4],
  ['kloepper', 'standard', 4],
  ['toeppen', 'standard', 4],
];
/** Games whose balances are fines: less is better, so the margin's sign is turned. */
const FINES = new Set(['toeppen']);

console.log('| Game | Variant | Players | Deals | Infer − plain per deal | 95% interval | ms median / p95 (infer; plain) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [game, variant, players] of CASES) {
  if (ONLY && !ONLY.split(',').includes(`${game}/${variant}:${players}`)) continue;
  if (!findGame(game)?.bots?.hooks.inference) {
    // Both bots would be the same search: nothing to measure.
    console.log(`| ${game} | ${variant} | ${players} | – | no inference hook | | |`);
    continue;
  }
  const a = 'bot:hard-infer';
  const r = await duel({
    game,
    variant,
    players,
    challenger: a,
    other: 'bot:hard-plain',
    matches: MATCHES,
    deals: DEALS,
    seed: SEED,
    ...(WORKERS ? { workers: Number(WORKERS) } : {}),
  });
  if (!r.ok) {
    console.log(`| ${game} | ${variant} | ${players} | – | ${r.reason} | | |`);
    continue;
  }
  const p = r.value.pairs![0]!;
  const s = FINES.has(game) ? -1 : 1;
  const [lo, hi] = s > 0 ? p.ci95 : [-p.ci95[1], -p.ci95[0]];
  const times = [a, 'bot:hard-plain'].map((k) => {
    const ms = r.value.decisionMs[k];
    return ms ? `${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)}` : '–';
  });
  const f = (x: number): string => (x >= 0 ? `+${x.toFixed(2)}` : x.toFixed(2));
  console.log(`| ${game} | ${variant} | ${players} | ${p.deals} | ${f(s * p.meanDiff)} | [${f(lo)}, ${f(hi)}] | ${times.join('; ')} |`);
}
