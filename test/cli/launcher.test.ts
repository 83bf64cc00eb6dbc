// bin/cardtable.js, the command `npx cardtable` runs: `--version` is answered from the version the
// build baked into dist/version.js, without loading the bundle, and must say exactly what the
// bundle says; every other command line reaches the bundle unchanged.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const BIN = join(ROOT, 'bin/cardtable.js');
const CLI = join(ROOT, 'dist/cli.js');

beforeAll(() => {
  // `npm test` builds first; a bare `vitest run` still gets a bundle.
  if (!existsSync(CLI) || !existsSync(join(ROOT, 'dist/version.js'))) {
    spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }
}, 120_000);

function run(file: string, args: string[]) {
  const r = spawnSync(process.execPath, [file, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const pkgVersion = (): string => (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('bin/cardtable.js', () => {
  it.each(['--version', '-V'])('cardtable %s prints the package version and nothing else', (flag) => {
    const r = run(BIN, [flag]);
    expect(r).toEqual({ code: 0, stdout: `${pkgVersion()}\n`, stderr: '' });
  });

  it('answers --version exactly as the bundle does', () => {
    expect(run(BIN, ['--version'])).toEqual(run(CLI, ['--version']));
  });

  it('passes every other command line to the bundle', () => {
    const help = run(BIN, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(run(CLI, ['--help']).stdout);
    // --version after a command is commander's business, not the launcher's.
    const wrong = run(BIN, ['--version', 'extra']);
    expect(wrong).toEqual(run(CLI, ['--version', 'extra']));
    const bad = run(BIN, ['nonsense']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(run(CLI, ['nonsense']).stderr);
  });
});
