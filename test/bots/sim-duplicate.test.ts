// `cardtable sim --duplicate --workers N` through the built CLI (the worker entry is a bundle too).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runHere } from '../cli/here.js';

const ROOT = join(__dirname, '../..');
const CLI = join(ROOT, 'dist/cli.js');

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/sim-worker.js')))
    spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}, 120_000);

function run(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const base = 'sim lupfen --players 3 --seats bot:basic,bot:random,bot:easy --matches 2 --deals 4 --seed dup'.split(' ');

describe('cardtable sim --duplicate / --workers', () => {
  it('plays every match once per seat rotation and reports agents, pairs and decision times (sim-json.md)', () => {
    const one = run([...base, '--duplicate', '--json']);
    expect(one.stderr).toBe('');
    expect(one.code).toBe(0);
    const j = JSON.parse(one.stdout);
    expect(j.duplicate).toBe(true);
    expect(j.deals).toBe(2 * 3 * 4);
    expect(j.agents.map((a: { agent: string }) => a.agent).sort()).toEqual(['bot:basic', 'bot:easy', 'bot:random']);
    expect(j.pairs).toHaveLength(3);
    for (const p of j.pairs) expect(p.ci95[0]).toBeLessThanOrEqual(p.meanDiff);
    expect(Object.keys(j.decisionMs).sort()).toEqual(['bot:basic', 'bot:easy', 'bot:random']);
    // Worker threads give the same figures.
    const two = JSON.parse(run([...base, '--duplicate', '--json', '--workers', '2']).stdout);
    expect(two.seats).toEqual(j.seats);
    expect(two.pairs).toEqual(j.pairs);
  });

  it('without --duplicate, --workers gives the figures of a plain sim', () => {
    const plain = JSON.parse(run([...base, '--json']).stdout);
    const threaded = JSON.parse(run([...base, '--json', '--workers', '2']).stdout);
    expect(threaded.seats).toEqual(plain.seats);
    expect(threaded.agents).toEqual(plain.agents);
    expect(threaded.deals).toBe(plain.deals);
    expect(Object.keys(threaded.decisionMs)).toEqual(Object.keys(plain.decisionMs));
  });

  it('refuses a bad --workers value with one line and exit code 2', async () => {
    // main() in this process (test/cli/here.ts): a refusal starts no thread and needs no node of its own.
    for (const bad of ['0', 'two', '-1', '9999']) {
      const r = await runHere([...base, '--workers', bad]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('--workers');
      expect(r.stdout).toBe('');
    }
  });
});
