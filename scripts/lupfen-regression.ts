// Lupfen's regression snapshot (issue 10, part 6): the hand histories and `sim --json` results of a
// fixed set of seeded matches, recorded from the built CLI, so that a refactor of the engine, the
// game interface or the bots can prove Lupfen plays byte for byte as before. The cases cover both
// variants, every player count, every house rule at a non-default value at least once, and the
// seat kinds whose play depends on the seed only (bot:random, bot:easy, bot:normal; bot:hard is
// left out on purpose: its search is capped by the clock and may legitimately change).
//
// test/games/lupfen/regression.test.ts replays every case in-process and compares the bytes.
//
// `npm run regression:record` rewrites test/fixtures/lupfen-regression/. Run it ONLY when a change
// of Lupfen's play is intended (a rules fix, a new bot heuristic), and say so in the commit: the
// point of the snapshot is that nothing else ever changes it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a case keeps: one match's hand history, or one sim run's JSON. */
export type CaseOutput = 'history' | 'sim-json';

export interface RegressionCase {
  readonly name: string;
  readonly output: CaseOutput;
  readonly variant: 'classic' | 'vorarlberg';
  readonly players: number;
  readonly seats: readonly string[];
  readonly seed: string;
  readonly deals: number;
  readonly matches: number;
  /** `--rule key=value` texts, in order. */
  readonly rules: readonly string[];
  /** The `--deck` shorthand (kept apart from `rules` so that path is covered too). */
  readonly deck?: string;
  readonly names?: readonly string[];
  readonly duplicate?: boolean;
}

/** The one value that depends on the clock in a history: the match line's `startedAt`. */
export const STARTED = '2026-01-01T00:00:00.000Z';

const R = 'bot:random';
const E = 'bot:easy';
const N = 'bot:normal';

export const CASES: readonly RegressionCase[] = [
  // Classic, 3–5 players: every option away from its default somewhere.
  {
    name: 'classic-3p-defaults',
    output: 'history',
    variant: 'classic',
    players: 3,
    seats: [R, E, N],
    seed: 'reg-c3',
    deals: 6,
    matches: 1,
    rules: [],
  },
  {
    name: 'classic-4p-names',
    output: 'history',
    variant: 'classic',
    players: 4,
    seats: [R, R, E, N],
    seed: 'reg-c4-names',
    deals: 5,
    matches: 1,
    rules: [],
    names: ['Anna', 'Beat', 'Cilli', 'Dario'],
  },
  {
    name: 'classic-4p-price-penalty',
    output: 'history',
    variant: 'classic',
    players: 4,
    seats: [N, R, E, R],
    seed: 'reg-c4-price',
    deals: 6,
    matches: 1,
    rules: ['ante=2', 'min_price=2', 'max_price=6', 'no_trick_penalty=price'],
    deck: 'german',
  },
  {
    name: 'classic-5p-pot-penalty',
    output: 'history',
    variant: 'classic',
    players: 5,
    seats: [E, N, R, N, R],
    seed: 'reg-c5-pot',
    deals: 5,
    matches: 1,
    rules: ['ante=3', 'max_price=15', 'no_trick_penalty=pot', 'deck_style=german'],
  },
  // Vorarlberg, 3–6 players.
  {
    name: 'vorarlberg-3p-defaults',
    output: 'history',
    variant: 'vorarlberg',
    players: 3,
    seats: [R, N, E],
    seed: 'reg-v3',
    deals: 8,
    matches: 1,
    rules: [],
  },
  {
    name: 'vorarlberg-4p-stake-shoving',
    output: 'history',
    variant: 'vorarlberg',
    players: 4,
    seats: [R, E, R, N],
    seed: 'reg-v4-shove',
    deals: 8,
    matches: 1,
    rules: ['ante=2', 'dealer_stake=3', 'shoving=true'],
    deck: 'swiss',
  },
  {
    name: 'vorarlberg-5p-compulsory',
    output: 'history',
    variant: 'vorarlberg',
    players: 5,
    seats: [N, R, E, R, N],
    seed: 'reg-v5-comp',
    deals: 6,
    matches: 1,
    rules: ['compulsory_hearts=true', 'compulsory_lupf=true', 'dealer_stake=6'],
  },
  {
    name: 'vorarlberg-6p-blind',
    output: 'history',
    variant: 'vorarlberg',
    players: 6,
    seats: [R, E, N, R, E, N],
    seed: 'reg-v6-blind',
    deals: 6,
    matches: 1,
    rules: ['blind_lupf=true', 'pass_before_lupf_final=false', 'staender=false'],
  },
  {
    name: 'vorarlberg-4p-every-rule',
    output: 'history',
    variant: 'vorarlberg',
    players: 4,
    seats: [R, R, E, N],
    seed: 'reg-v4-all',
    deals: 8,
    matches: 1,
    rules: [
      'ante=1',
      'deck_style=swiss',
      'dealer_stake=9',
      'shoving=true',
      'compulsory_hearts=true',
      'compulsory_lupf=true',
      'blind_lupf=true',
      'pass_before_lupf_final=false',
      'staender=false',
    ],
  },
  // sim --json: plain and duplicate runs, figures without the clock's.
  {
    name: 'sim-classic-4p',
    output: 'sim-json',
    variant: 'classic',
    players: 4,
    seats: [N, E, R, N],
    seed: 'reg-sim-c4',
    deals: 6,
    matches: 4,
    rules: [],
  },
  {
    name: 'sim-classic-3p-duplicate',
    output: 'sim-json',
    variant: 'classic',
    players: 3,
    seats: [R, E, N],
    seed: 'reg-sim-c3-dup',
    deals: 4,
    matches: 2,
    rules: ['no_trick_penalty=pot'],
    duplicate: true,
  },
  {
    name: 'sim-vorarlberg-5p',
    output: 'sim-json',
    variant: 'vorarlberg',
    players: 5,
    seats: [R, N, E, N, R],
    seed: 'reg-sim-v5',
    deals: 6,
    matches: 3,
    rules: ['dealer_stake=3', 'blind_lupf=true'],
  },
  {
    name: 'sim-vorarlberg-4p-duplicate',
    output: 'sim-json',
    variant: 'vorarlberg',
    players: 4,
    seats: [E, N, R, N],
    seed: 'reg-sim-v4-dup',
    deals: 5,
    matches: 2,
    rules: ['dealer_stake=3', 'shoving=true', 'compulsory_hearts=true'],
    duplicate: true,
  },
];

/** The arguments after `cardtable sim lupfen`; the output flag (`--record DIR` or `--json`) is added by the runner. */
export function simArgs(c: RegressionCase): string[] {
  return [
    '--variant',
    c.variant,
    '--players',
    String(c.players),
    '--seats',
    c.seats.join(','),
    ...(c.names ? ['--names', c.names.join(',')] : []),
    '--seed',
    c.seed,
    '--deals',
    String(c.deals),
    '--matches',
    String(c.matches),
    ...c.rules.flatMap((r) => ['--rule', r]),
    ...(c.deck ? ['--deck', c.deck] : []),
    ...(c.duplicate ? ['--duplicate'] : []),
  ];
}

/** The fixture file of a case. */
export function fixtureFile(c: RegressionCase): string {
  return `${c.name}.${c.output === 'history' ? 'jsonl' : 'json'}`;
}

/** A history with the clock taken out: the match line's `startedAt` becomes STARTED. Nothing else is touched. */
export function normaliseHistory(text: string): string {
  const nl = text.indexOf('\n');
  const first = text.slice(0, nl);
  const stamps = first.match(/"startedAt":"[^"]*"/g) ?? [];
  if (!first.startsWith('{"type":"match"') || stamps.length !== 1) {
    throw new Error(`a history's first line is not a match line with one startedAt: ${first.slice(0, 120)}`);
  }
  return first.replace(/"startedAt":"[^"]*"/, `"startedAt":"${STARTED}"`) + text.slice(nl);
}

/**
 * `sim --json` output without the figures of the clock (sim-json.md): `seconds`, `decisionCpuMs`, and each
 * decisionMs entry's median and p95 (its count stays: it is the number of decisions).
 * Re-serialised the way the CLI prints it.
 */
export function normaliseSimJson(text: string): string {
  const j = JSON.parse(text) as {
    seconds?: number;
    decisionMs?: Record<string, { median?: number; p95?: number }>;
    decisionCpuMs?: unknown;
  };
  if (typeof j.seconds !== 'number' || !j.decisionMs) throw new Error(`not a sim --json object: ${text.slice(0, 120)}`);
  delete j.seconds;
  delete j.decisionCpuMs;
  for (const d of Object.values(j.decisionMs)) {
    delete d.median;
    delete d.p95;
  }
  return JSON.stringify(j, null, 2) + '\n';
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FIXTURES = join(ROOT, 'test/fixtures/lupfen-regression');

/** Runs one case through the built CLI and returns the normalised fixture text. */
function recordCase(c: RegressionCase): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-regression-'));
  try {
    const out = c.output === 'history' ? ['--record', dir] : ['--json'];
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'sim', 'lupfen', ...simArgs(c), ...out], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    if (r.status !== 0) throw new Error(`case ${c.name}: cardtable exited ${r.status}: ${r.stderr}`);
    if (c.output === 'sim-json') return normaliseSimJson(r.stdout);
    const files = readdirSync(dir);
    if (files.length !== 1) throw new Error(`case ${c.name}: expected one history, got ${files.join(', ')}`);
    return normaliseHistory(readFileSync(join(dir, files[0]!), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function record(): void {
  for (const c of CASES) {
    if (c.output === 'history' && c.matches !== 1) throw new Error(`case ${c.name}: a history case plays one match`);
  }
  const texts = CASES.map((c) => [c, recordCase(c)] as const);
  rmSync(FIXTURES, { recursive: true, force: true });
  mkdirSync(FIXTURES, { recursive: true });
  for (const [c, text] of texts) writeFileSync(join(FIXTURES, fixtureFile(c)), text);
  const manifest = {
    about:
      'Lupfen regression snapshot: each case is `cardtable sim lupfen <args>` plus `--record DIR` (history: the one match written) or `--json` (sim-json). ' +
      `Histories have startedAt set to ${STARTED}; sim JSON has seconds and decisionMs median/p95 removed. Written by scripts/lupfen-regression.ts (npm run regression:record).`,
    cases: CASES.map((c) => ({ ...c, file: fixtureFile(c), args: simArgs(c) })),
  };
  writeFileSync(join(FIXTURES, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  process.stdout.write(`recorded ${CASES.length} cases in ${FIXTURES}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) record();
