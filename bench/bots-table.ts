// `npm run bench:table`: the README's bots table, one row for every registered game and variant at
// its default number of players (or the `--only` list), all at the default thinking budget:
//
// - hard − normal: one bot:hard against n − 1 bot:normal;
// - normal − random: one bot:normal against n − 1 bot:random;
// - infer − plain: bot:hard-infer and bot:hard-plain at one table with n − 2 bot:normal (the players
//   inference models), the pair's difference on the same cards: what inference is worth there;
// - bot:hard's decision time in the first duel, CPU ms of its thread and wall-clock ms.
//
// Every duel is duplicate play (every match once per rotation of the seats), margins per deal in the
// game's unit with the 95% interval clustered by match; Tøppen counts fines, so its margins are
// turned round (fines avoided). A race of several deals a game (Thedinghausen) plays the first
// --race-deals deals of each game, scored by position value, as bench:bots does.
//
//   npm run bench:table                                    # every variant, --matches 4 of --deals 10
//   npm run bench:table -- --only kloepper/standard:4 --matches 10
//   npm run bench:table -- --only lupfen/classic:3,lupfen/classic:5 --columns hard,normal
import type { SimJson } from '../src/engine/sim.js';
import { cpuIsPerThread } from '../src/engine/cpu-time.js';
import { GAMES, loadGames } from '../src/games/registry.js';
import { duel, marginCell, type Duel } from './duplicate.js';
import { flag } from './flags.js';

await loadGames();

const MATCHES = Number(flag('matches', '4'));
// bot:normal against bot:random is cheap and its margin narrow in some games: more matches for it.
const NMATCHES = Number(flag('nmatches', String(MATCHES * 5)));
const DEALS = flag('deals', '10');
const RACE_DEALS = Number(flag('race-deals', '3'));
const SEED = flag('seed', 'bench-table');
const WORKERS = Number(flag('workers', '1'));
const ONLY = flag('only', '').split(',').filter(Boolean);
const COLUMNS = new Set(flag('columns', 'hard,normal,infer').split(','));

interface Case {
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  readonly unit: string;
  /** Fines: a smaller balance is better, so margins are turned round. */
  readonly fines: boolean;
  readonly race: boolean;
}

const cases: Case[] = [];
for (const { game, bots } of GAMES) {
  if (!bots || !game) continue;
  for (const v of game.variants) {
    const prefix = `${game.id}/${v.id}:`;
    const wanted =
      ONLY.length > 0 ? ONLY.filter((o) => o.startsWith(prefix)).map((o) => Number(o.slice(prefix.length))) : [v.defaultPlayers];
    for (const players of wanted) {
      cases.push({
        game: game.id,
        variant: v.id,
        players,
        unit: v.unit ?? game.unit,
        fines: game.utility === 'fines',
        race: v.lengthKey === 'games',
      });
    }
  }
}

async function run(c: Case, d: Partial<Duel>, matches: number): Promise<SimJson> {
  const r = await duel({
    game: c.game,
    variant: c.variant,
    players: c.players,
    challenger: 'bot:hard',
    other: 'bot:normal',
    matches,
    deals: DEALS,
    seed: SEED,
    workers: WORKERS,
    ...(c.race ? { measure: { deals: RACE_DEALS } } : {}),
    ...d,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** The margin of `a` over `b` in the run, turned round for fines, ± the 95% half-interval. */
function margin(c: Case, sim: SimJson, a: string, b: string): { cell: string; deals: number } {
  const p = sim.pairs?.find((q) => (q.a === a && q.b === b) || (q.a === b && q.b === a));
  if (!p) throw new Error(`no pair ${a} / ${b}`);
  const s = (p.a === a ? 1 : -1) * (c.fines ? -1 : 1);
  return { cell: marginCell(s * p.meanDiff, p.ci95), deals: p.deals };
}
const times = (t: { median: number; p95: number } | undefined): string => (t ? `${t.median.toFixed(0)} / ${t.p95.toFixed(0)}` : '–');

const started = performance.now();
console.log(
  `Duplicate play at the default budget: ${MATCHES} matches × ${DEALS} deals (hard, infer; ${NMATCHES} for normal − random) × every seat rotation, seed ${SEED}, ${WORKERS} worker thread(s).`,
);
console.log(`CPU ms: ${cpuIsPerThread() ? 'the deciding thread' : 'the whole process (run with --workers 1)'}.`);
console.log('');
console.log(
  '| game | variant | players | unit | hard − normal | normal − random | infer − plain (beside normal) | hard CPU ms median / p95 | hard wall ms median / p95 | paired deals (hard / normal / infer) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const c of cases) {
  const t0 = performance.now();
  const hard = COLUMNS.has('hard') ? await run(c, {}, MATCHES) : null;
  const normal = COLUMNS.has('normal') ? await run(c, { challenger: 'bot:normal', other: 'bot:random' }, NMATCHES) : null;
  const field = ['bot:hard-infer', 'bot:hard-plain', ...Array.from({ length: c.players - 2 }, () => 'bot:normal')];
  const infer = COLUMNS.has('infer') && c.players >= 3 ? await run(c, { field }, MATCHES) : null;
  const h = hard ? margin(c, hard, 'bot:hard', 'bot:normal') : null;
  const n = normal ? margin(c, normal, 'bot:normal', 'bot:random') : null;
  const i = infer ? margin(c, infer, 'bot:hard-infer', 'bot:hard-plain') : null;
  const unit = c.fines ? `${c.unit} avoided` : c.unit;
  console.log(
    `| ${c.game} | ${c.variant} | ${c.players} | ${unit} | ${h?.cell ?? '–'} | ${n?.cell ?? '–'} | ${i?.cell ?? '–'} | ` +
      `${times(hard?.decisionCpuMs?.['bot:hard'])} | ${times(hard?.decisionMs['bot:hard'])} | ${h?.deals ?? '–'} / ${n?.deals ?? '–'} / ${i?.deals ?? '–'} |`,
  );
  process.stderr.write(`${c.game}/${c.variant}:${c.players} ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
console.log('');
console.log(`${((performance.now() - started) / 60000).toFixed(1)} min in all.`);
