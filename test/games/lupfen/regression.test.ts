// Lupfen unchanged, byte for byte (issue 10, part 6): every case of the snapshot in
// test/fixtures/lupfen-regression/ is played again through `cardtable sim`'s own code, in this
// process, and its history or sim JSON must equal the stored bytes. A difference means Lupfen's
// play changed; if that was intended, re-record with `npm run regression:record` (see
// scripts/lupfen-regression.ts) and say why in the commit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { simCommand, type SimFlags } from '../../../src/cli/sim.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { FIXTURES, normaliseHistory, normaliseSimJson, simArgs, type RegressionCase } from '../../../scripts/lupfen-regression.js';

const ROOT = join(__dirname, '../../..');
const CLI = join(ROOT, 'dist/cli.js');

type ManifestCase = RegressionCase & { readonly file: string; readonly args: readonly string[] };
const manifest = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as { cases: ManifestCase[] };
const cases = manifest.cases;

/** The flags commander would hand `simCommand` for the case's arguments. */
function simFlags(c: RegressionCase, out: { record?: string; json?: boolean }): SimFlags {
  return {
    variant: c.variant,
    players: String(c.players),
    seats: c.seats.join(','),
    ...(c.names ? { names: c.names.join(',') } : {}),
    seed: c.seed,
    deals: String(c.deals),
    matches: String(c.matches),
    rule: [...c.rules],
    ...(c.deck ? { deck: c.deck } : {}),
    ...(c.duplicate ? { duplicate: true } : {}),
    ...out,
  };
}

/** Plays a case through simCommand in this process and returns its normalised output. */
async function regenerate(c: RegressionCase): Promise<string> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-regression-'));
  try {
    if (c.output === 'sim-json') {
      await simCommand('lupfen', simFlags(c, { json: true }));
      return normaliseSimJson(chunks.join(''));
    }
    await simCommand('lupfen', simFlags(c, { record: dir }));
    const files = readdirSync(dir);
    if (files.length !== 1) throw new Error(`case ${c.name}: expected one history, got [${files.join(', ')}]`);
    return normaliseHistory(readFileSync(join(dir, files[0]!), 'utf8'));
  } finally {
    spy.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fails with the case, the file and the first line that differs, not a diff of 20 KB. */
function assertSame(c: ManifestCase, actual: string, how: string): void {
  const expected = readFileSync(join(FIXTURES, c.file), 'utf8');
  if (actual === expected) return;
  const a = actual.split('\n');
  const e = expected.split('\n');
  let i = 0;
  while (i < a.length && i < e.length && a[i] === e[i]) i++;
  const x = a[i] ?? '';
  const y = e[i] ?? '';
  let col = 0;
  while (col < x.length && col < y.length && x[col] === y[col]) col++;
  // A window around the first differing character: history lines run to a few hundred characters.
  const from = Math.max(0, col - 100);
  const cut = (s: string | undefined): string =>
    s === undefined ? '(no line)' : `${from > 0 ? '…' : ''}${s.slice(from, col + 200)}${s.length > col + 200 ? '…' : ''}`;
  throw new Error(
    `Lupfen regression case "${c.name}" (${how}) differs from ${c.file} at line ${i + 1}, column ${col + 1}:\n` +
      `  stored: ${cut(e[i])}\n  now:    ${cut(a[i])}\n` +
      `args: cardtable sim lupfen ${simArgs(c).join(' ')}\n` +
      'Lupfen must play byte for byte as recorded; re-record (npm run regression:record) only for an intended rules change.',
  );
}

describe('Lupfen regression snapshot', () => {
  it('the manifest lists exactly the stored files, and its args are those of its fields', () => {
    const stored = readdirSync(FIXTURES)
      .filter((f) => f !== 'manifest.json')
      .sort();
    expect(cases.map((c) => c.file).sort()).toEqual(stored);
    for (const c of cases) expect(c.args, c.name).toEqual(simArgs(c));
  });

  it('covers both variants at every player count, every house rule away from its default, and bot:random/easy/normal', () => {
    for (const v of lupfen.variants) {
      const mine = cases.filter((c) => c.variant === v.id);
      const counts = [...new Set(mine.map((c) => c.players))].sort();
      expect(counts, v.id).toEqual(Array.from({ length: v.maxPlayers - v.minPlayers + 1 }, (_, i) => v.minPlayers + i));
      // From the histories' match lines: what the program resolved, not what the manifest says.
      const resolved = mine
        .filter((c) => c.output === 'history')
        .map((c) => JSON.parse(readFileSync(join(FIXTURES, c.file), 'utf8').split('\n')[0]!).options as Record<string, unknown>);
      for (const o of v.options.filter((x) => x.key !== 'players' && x.key !== 'deals')) {
        expect(
          resolved.some((r) => r[o.key] !== o.default),
          `${v.id} ${o.key} never away from ${String(o.default)}`,
        ).toBe(true);
      }
    }
    expect([...new Set(cases.flatMap((c) => c.seats))].sort()).toEqual(['bot:easy', 'bot:normal', 'bot:random']);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s plays as recorded', async (_name, c) => {
    assertSame(c, await regenerate(c), 'in-process simCommand');
  });

  describe('the built CLI gives the same bytes as the in-process run', () => {
    beforeAll(() => {
      if (!existsSync(CLI)) spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    }, 120_000);

    // One history and one sim case: the recorder uses the CLI, so this ties it to the path above.
    const picked = [cases.find((c) => c.output === 'history')!, cases.find((c) => c.output === 'sim-json')!];
    it.each(picked.map((c) => [c.name, c] as const))('%s through dist/cli.js', (_name, c) => {
      const dir = mkdtempSync(join(tmpdir(), 'cardtable-regression-cli-'));
      try {
        const out = c.output === 'history' ? ['--record', dir] : ['--json'];
        const r = spawnSync(process.execPath, [CLI, 'sim', 'lupfen', ...c.args, ...out], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
          timeout: 60_000,
        });
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        const text = c.output === 'history' ? readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8') : r.stdout;
        assertSame(c, c.output === 'history' ? normaliseHistory(text) : normaliseSimJson(text), 'dist/cli.js');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
