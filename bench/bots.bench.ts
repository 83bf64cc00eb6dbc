// `npm run bench:bots`: bot strength and speed in duplicate play (issue 4 §5).
//
// For Lupfen classic and vorarlberg at 3, 4 and 5 players: hard vs normal, normal vs random,
// oracle vs normal and seer vs normal, one challenger against n−1 copies of the other, every match
// played once per rotation of the seats. Prints a Markdown table for the README. The seer (every
// hand, not the stock) splits the oracle's edge: what knowing the hands is worth, and the rest.
// Kloepper (4 players) has a table of its own, in game points per deal: every card is dealt, so
// there is no seer (it would be the oracle); its matches are capped at --kdeals deals (or end at
// 30 game points first) so that every match weighs about the same.
//
//   npm run bench:bots                       # default: 24 classic / 80 vorarlberg matches of 20 deals, 40 Kloepper matches
//   npm run bench:bots -- --matches 4 --vmatches 8 --kmatches 8   # quicker, wider intervals
//   npm run bench:bots -- --only classic:4   # one variant:players; --only kloepper for Kloepper alone
//   npm run bench:bots -- --only fipsen      # Fipsen alone (or fipsen:prisdorf:4,fipsen:grossenaspe:5 …)
//   npm run bench:bots -- --only curve       # strength against thinking time alone (--curve-ms, --cmatches, --cdeals, --curve-games)
//
// Tøppen at 4 and 8 players (`--only toeppen:4,toeppen:8`) gets its own table: hard − normal,
// normal − random and oracle − normal in fines avoided per deal (the other's fines minus the
// challenger's: positive means the challenger is fined less). sim's pair difference is
// challenger − other in the game's balances, which for Tøppen are fines, so the bench flips its sign.
import { availableParallelism } from 'node:os';
import type { SimJson } from '../src/engine/sim.js';
import { cpuIsPerThread } from '../src/engine/cpu-time.js';
import { duel, marginCell } from './duplicate.js';
import { flag } from './flags.js';

// Vorarlberg deals swing more (a trickless player pays the whole pot) but its decisions are quicker.
const MATCHES = Number(flag('matches', '24'));
const VMATCHES = Number(flag('vmatches', '80'));
const DEALS = flag('deals', '20');
const WORKERS = Number(flag('workers', String(availableParallelism())));
const ONLY = flag('only', '');
const SEED = flag('seed', 'bench-bots');
const KMATCHES = Number(flag('kmatches', '40'));
const KDEALS = flag('kdeals', '10');
const KLOEPPER = !ONLY || ONLY.split(',').includes('kloepper');
// Tøppen: search duels (hard, oracle) and the quick rules-of-thumb duel take different counts; a
// knock-and-fold deal swings little, but normal's edge over random is small.
// Fipsen: Prisdorf 4p and 3p, Großenaspe 4p and 5p, Thedinghausen 5p, Ansegger and Duttfips 4p; `--only fipsen` or `fipsen:prisdorf:4,…`.
const FMATCHES = Number(flag('fmatches', '6'));
const FNMATCHES = Number(flag('fnmatches', '40'));
const FDEALS = flag('fdeals', '20');
// Thedinghausen: a game's 400-cent prize swamps any edge over a few dozen games, so its matches
// are its first --thdeals deals, scored by position value (SimMeasure: cents plus the prize's
// chance from the tallies), --thmatches of them for hard − normal, --thnmatches for normal − random.
const THMATCHES = Number(flag('thmatches', '40'));
const THNMATCHES = Number(flag('thnmatches', '200'));
const THDEALS = Number(flag('thdeals', '3'));
const TMATCHES = Number(flag('tmatches', '12'));
const TNMATCHES = Number(flag('tnmatches', '200'));

const CASES: [string, number][] = [
  ['classic', 3],
  ['classic', 4],
  ['classic', 5],
  ['vorarlberg', 3],
  ['vorarlberg', 4],
  ['vorarlberg', 5],
].filter(([v, n]) => !ONLY || ONLY.split(',').includes(`${v}:${n}`)) as [string, number][];
const TOEPPEN_CASES = [4, 8].filter((n) => !ONLY || ONLY.split(',').includes(`toeppen:${n}`));
const FIPSEN_CASES = (
  [
    ['prisdorf', 4],
    ['prisdorf', 3],
    ['grossenaspe', 4],
    ['grossenaspe', 5],
    ['thedinghausen', 5],
    ['ansegger', 4],
    ['duttfips', 4],
  ] as [string, number][]
).filter(([v, n]) => !ONLY || ONLY.split(',').some((o) => o === 'fipsen' || o === `fipsen:${v}:${n}`));

async function duelOf(variant: string, n: number, a: string, b: string): Promise<SimJson> {
  const r = await duel({
    variant,
    players: n,
    challenger: a,
    other: b,
    matches: variant === 'vorarlberg' ? VMATCHES : MATCHES,
    deals: DEALS,
    seed: SEED,
    workers: WORKERS,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const pairOf = (r: SimJson) => r.pairs![0]!;
const cell = (r: SimJson): string => marginCell(pairOf(r).meanDiff, pairOf(r).ci95);

async function toeppenDuel(n: number, a: string, b: string, matches: number): Promise<SimJson> {
  const r = await duel({
    game: 'toeppen',
    variant: 'standard',
    players: n,
    challenger: a,
    other: b,
    matches,
    deals: DEALS,
    seed: SEED,
    workers: WORKERS,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A Tøppen cell: fines avoided per deal (other − challenger) ± the 95% half-interval. */
const avoided = (r: SimJson): { mean: number; lo: number; cell: string } => {
  const p = pairOf(r);
  return { mean: -p.meanDiff, lo: -p.ci95[1], cell: marginCell(-p.meanDiff, p.ci95) };
};

const started = performance.now();
const rows: string[] = [];
const times: number[][] = [];
let allAbove = true;
let allShares = true;
for (const [variant, n] of CASES) {
  const t0 = performance.now();
  const hard = await duelOf(variant, n, 'bot:hard', 'bot:normal');
  const normal = await duelOf(variant, n, 'bot:normal', 'bot:random');
  const oracle = await duelOf(variant, n, 'bot:oracle', 'bot:normal');
  const seer = await duelOf(variant, n, 'bot:seer', 'bot:normal');
  const edgeHard = pairOf(hard).meanDiff;
  const edgeOracle = pairOf(oracle).meanDiff;
  const share = edgeOracle > 0 ? edgeHard / edgeOracle : NaN;
  const handsShare = edgeOracle > 0 ? pairOf(seer).meanDiff / edgeOracle : NaN;
  const pct = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : '—');
  const ms = hard.decisionMs['bot:hard']!;
  times.push([ms.median, ms.p95]);
  if (!(pairOf(hard).ci95[0] > 0)) allAbove = false;
  if (!(share >= 0.6)) allShares = false;
  const row = `| ${variant} | ${n} | ${cell(hard)} | ${cell(normal)} | ${cell(oracle)} | ${cell(seer)} | ${pct(share)} | ${pct(handsShare)} | ${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)} | ${pairOf(hard).deals} |`;
  rows.push(row);
  process.stderr.write(`${row}   (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
}

const trows: string[] = [];
let tAbove = true;
const tTimes: number[][] = [];
for (const n of TOEPPEN_CASES) {
  const t0 = performance.now();
  const hard = await toeppenDuel(n, 'bot:hard', 'bot:normal', TMATCHES);
  const normal = await toeppenDuel(n, 'bot:normal', 'bot:random', TNMATCHES);
  const oracle = await toeppenDuel(n, 'bot:oracle', 'bot:normal', TMATCHES);
  const h = avoided(hard);
  const nr = avoided(normal);
  if (!(h.lo > 0 && nr.lo > 0)) tAbove = false;
  const ms = hard.decisionMs['bot:hard']!;
  tTimes.push([ms.median, ms.p95]);
  const row = `| ${n} | ${h.cell} | ${nr.cell} | ${avoided(oracle).cell} | ${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)} | ${pairOf(hard).deals} / ${pairOf(normal).deals} |`;
  trows.push(row);
  process.stderr.write(`toeppen ${row}   (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
}

const out: string[] = [];
if (rows.length > 0)
  out.push(
    `Duplicate play, ${MATCHES} (classic) / ${VMATCHES} (vorarlberg) matches × ${DEALS} deals × every seat rotation per case; one challenger against`,
    `n − 1 copies of the other bot. Cells: challenger − other, mean chips per deal (paired per deal) ± 95% CI`,
    `(clustered by match). ${WORKERS} worker thread(s) on ${availableParallelism()} cores; ${((performance.now() - started) / 60000).toFixed(1)} min.`,
    '',
    '| variant | players | hard − normal | normal − random | oracle − normal | seer − normal | hard / oracle edge | seer / oracle edge | hard ms median / p95 | deals |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Aims: hard − normal CI above zero everywhere: ${allAbove ? 'met' : 'NOT met'}; ` +
      `hard median ≤ 250 ms and p95 ≤ 1000 ms: ${times.every(([m, p]) => m! <= 250 && p! <= 1000) ? 'met' : 'NOT met'}; ` +
      `≥ 60% of the oracle's edge: ${allShares ? 'met' : 'NOT met'}.`,
  );

// Kloepper: game points per deal (only the scoring side adds; the pair measures challenger − the others).
if (KLOEPPER) {
  const t0 = performance.now();
  const kduel = async (a: string, b: string): Promise<SimJson> => {
    const r = await duel({
      game: 'kloepper',
      variant: 'standard',
      players: 4,
      challenger: a,
      other: b,
      matches: KMATCHES,
      deals: KDEALS,
      seed: SEED,
      workers: WORKERS,
    });
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  const hard = await kduel('bot:hard', 'bot:normal');
  const normal = await kduel('bot:normal', 'bot:random');
  const oracle = await kduel('bot:oracle', 'bot:normal');
  const ms = hard.decisionMs['bot:hard']!;
  const share = pairOf(oracle).meanDiff > 0 ? `${Math.round((pairOf(hard).meanDiff / pairOf(oracle).meanDiff) * 100)}%` : '—';
  const row = `| kloepper | 4 | ${cell(hard)} | ${cell(normal)} | ${cell(oracle)} | ${share} | ${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)} | ${pairOf(hard).deals} |`;
  process.stderr.write(`${row}   (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
  if (out.length > 0) out.push('');
  out.push(
    `Kloepper: duplicate play, ${KMATCHES} matches to 30 game points capped at ${KDEALS} deals × every seat rotation; cells: challenger − other,`,
    'mean game points per deal (paired per deal) ± 95% CI (clustered by match).',
    '',
    '| game | players | hard − normal | normal − random | oracle − normal | hard / oracle edge | hard ms median / p95 | deals |',
    '|---|---|---|---|---|---|---|---|',
    row,
    '',
    `Aims: hard − normal and normal − random CI above zero: ${pairOf(hard).ci95[0] > 0 && pairOf(normal).ci95[0] > 0 ? 'met' : 'NOT met'}; ` +
      `hard median ≤ 250 ms and p95 ≤ 1000 ms: ${ms.median <= 250 && ms.p95 <= 1000 ? 'met' : 'NOT met'}.`,
  );
}
if (trows.length > 0) {
  out.push(
    '',
    `Tøppen, duplicate play: ${TMATCHES} matches (hard, oracle) / ${TNMATCHES} matches (normal − random) × ${DEALS} deals × every seat`,
    `rotation. Cells: fines avoided per deal, other − challenger (positive: the challenger is fined less), ± 95% CI. ${((performance.now() - started) / 60000).toFixed(1)} min in all.`,
    '',
    '| players | hard − normal | normal − random | oracle − normal | hard ms median / p95 | deals (hard / normal) |',
    '|---|---|---|---|---|---|',
    ...trows,
    '',
    `Aims: hard − normal and normal − random CI above zero: ${tAbove ? 'met' : 'NOT met'}; ` +
      `hard median ≤ 250 ms and p95 ≤ 1000 ms: ${tTimes.every(([m, p]) => m! <= 250 && p! <= 1000) ? 'met' : 'NOT met'}.`,
  );
}
// Fipsen: points per deal (only the declarer scores in Prisdorf; one side in Großenaspe).
const frows: string[] = [];
const fTimes: number[][] = [];
let fAbove = true;
for (const [variant, n] of FIPSEN_CASES) {
  const t0 = performance.now();
  const race = variant === 'thedinghausen';
  const fduel = async (a: string, b: string, matches: number): Promise<SimJson> => {
    const r = await duel({
      game: 'fipsen',
      variant,
      players: n,
      challenger: a,
      other: b,
      matches: race ? (a === 'bot:hard' ? THMATCHES : THNMATCHES) : matches,
      deals: FDEALS,
      seed: SEED,
      workers: WORKERS,
      ...(race ? { measure: { deals: THDEALS } } : {}),
    });
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  const hard = await fduel('bot:hard', 'bot:normal', FMATCHES);
  const normal = await fduel('bot:normal', 'bot:random', FNMATCHES);
  if (!(pairOf(hard).ci95[0] > 0 && pairOf(normal).ci95[0] > 0)) fAbove = false;
  const ms = hard.decisionMs['bot:hard']!;
  // The aim is on CPU time (the search's own cost, the same under any load); wall time beside it.
  const cpu = hard.decisionCpuMs?.['bot:hard'] ?? ms;
  fTimes.push([cpu.median, cpu.p95]);
  const row = `| ${variant} | ${n} | ${cell(hard)} | ${cell(normal)} | ${cpu.median.toFixed(0)} / ${cpu.p95.toFixed(0)} | ${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)} | ${pairOf(hard).deals} / ${pairOf(normal).deals} |`;
  frows.push(row);
  process.stderr.write(`fipsen ${row}   (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
}
if (frows.length > 0) {
  out.push(
    '',
    `Fipsen, duplicate play: ${FMATCHES} matches (hard) / ${FNMATCHES} matches (normal − random) × ${FDEALS} deals × every seat rotation.`,
    'Cells: challenger − other, mean points per deal (paired per deal) ± 95% CI (clustered by match).',
    `Thedinghausen (cents): ${THMATCHES} (hard) / ${THNMATCHES} (normal − random) matches of its first ${THDEALS} deals × every seat rotation, each deal scored by the change of`,
    'position value (cents, less a stake not yet paid, plus the prize times the chance to win it from the tallies), not by its settle.',
    '',
    `Decision times of bot:hard: CPU ms of its thread (${cpuIsPerThread() ? 'per thread' : 'the whole process: run with --workers 1'}), and wall-clock ms, which on a busy machine count the load too.`,
    '',
    '| variant | players | hard − normal | normal − random | hard CPU ms median / p95 | hard wall ms median / p95 | deals (hard / normal) |',
    '|---|---|---|---|---|---|---|',
    ...frows,
    '',
    `Aims: hard − normal and normal − random CI above zero: ${fAbove ? 'met' : 'NOT met'}; ` +
      `hard CPU median ≤ 250 ms and p95 ≤ 1000 ms: ${fTimes.every(([m, p]) => m! <= 250 && p! <= 1000) ? 'met' : 'NOT met'}.`,
  );
}

// Strength against thinking time (`--think`): bot:hard at each budget against bot:normal, one
// variant of every game, on the same duplicate deals for every budget. `--only curve` runs it alone.
const CURVE = !ONLY || ONLY.split(',').includes('curve');
const CURVE_MS = flag('curve-ms', '100,250,1000,3000').split(',').map(Number);
const CMATCHES = Number(flag('cmatches', '2'));
const CDEALS = flag('cdeals', '4');
const CURVE_CASES: readonly (readonly [game: string, variant: string, players: number, unit: string])[] = [
  ['lupfen', 'classic', 4, 'chips'],
  ['fipsen', 'prisdorf', 4, 'points'],
  ['kloepper', 'standard', 4, 'game points'],
  ['toeppen', 'standard', 4, 'fines avoided'],
];
if (CURVE) {
  const t0 = performance.now();
  const crows: string[] = [];
  const games = flag('curve-games', '');
  for (const [game, variant, players, unit] of CURVE_CASES.filter(([g]) => !games || games.split(',').includes(g))) {
    const cells: string[] = [];
    const cpu: string[] = [];
    for (const thinkMs of CURVE_MS) {
      const r = await duel({
        game,
        variant,
        players,
        challenger: 'bot:hard',
        other: 'bot:normal',
        matches: CMATCHES,
        deals: CDEALS,
        seed: SEED,
        workers: WORKERS,
        thinkMs,
      });
      if (!r.ok) throw new Error(r.reason);
      // Tøppen's balances are fines: the cell is the fines the challenger avoided, as in its table above.
      cells.push(game === 'toeppen' ? avoided(r.value).cell : cell(r.value));
      const c = r.value.decisionCpuMs?.['bot:hard'] ?? r.value.decisionMs['bot:hard']!;
      cpu.push(`${c.median.toFixed(0)} / ${c.p95.toFixed(0)}`);
      process.stderr.write(
        `curve ${game} ${variant} ${players}p ${thinkMs} ms: ${cells.at(-1)} (CPU ms ${cpu.at(-1)})   (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
      );
    }
    const deals = `${CMATCHES * players * Number(CDEALS)}`;
    crows.push(`| ${game} ${variant} | ${players} | ${unit} | ${cells.join(' | ')} | ${cpu.join(' · ')} | ${deals} |`);
  }
  out.push(
    '',
    `Strength against thinking time: bot:hard with \`--think\` ${CURVE_MS.join(' / ')} ms against bot:normal, duplicate play, ${CMATCHES} matches × ${CDEALS} deals`,
    '× every seat rotation, the same deals for every budget. Cells: hard − normal per deal, in the unit named, ± 95% CI (clustered by match).',
    `${((performance.now() - t0) / 60000).toFixed(1)} min.`,
    '',
    `| game | players | unit | ${CURVE_MS.map((m) => `${m} ms`).join(' | ')} | hard CPU ms median / p95 at each | deals |`,
    `|---|---|---|${CURVE_MS.map(() => '---|').join('')}---|---|`,
    ...crows,
  );
}
process.stdout.write(out.join('\n') + '\n');
