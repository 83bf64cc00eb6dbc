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
import { availableParallelism } from 'node:os';
import type { SimJson } from '../src/engine/sim.js';
import { duel } from './duplicate.js';

const args = process.argv.slice(2);
const flag = (name: string, d: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : d;
};
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

const CASES: [string, number][] = [
  ['classic', 3],
  ['classic', 4],
  ['classic', 5],
  ['vorarlberg', 3],
  ['vorarlberg', 4],
  ['vorarlberg', 5],
].filter(([v, n]) => !ONLY || ONLY.split(',').includes(`${v}:${n}`)) as [string, number][];

async function duelOf(variant: string, n: number, a: string, b: string): Promise<SimJson> {
  const r = await duel({ variant, players: n, challenger: a, other: b, matches: variant === 'vorarlberg' ? VMATCHES : MATCHES, deals: DEALS, seed: SEED, workers: WORKERS });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const f = (x: number): string => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(2);
const pairOf = (r: SimJson) => r.pairs![0]!;
const cell = (r: SimJson): string => {
  const p = pairOf(r);
  const half = (p.ci95[1] - p.ci95[0]) / 2;
  return `${f(p.meanDiff)} ± ${half.toFixed(2)}`;
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

const out: string[] = [];
if (CASES.length > 0) out.push(
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
    const r = await duel({ game: 'kloepper', variant: 'standard', players: 4, challenger: a, other: b, matches: KMATCHES, deals: KDEALS, seed: SEED, workers: WORKERS });
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
process.stdout.write(out.join('\n') + '\n');
