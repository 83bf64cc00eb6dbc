// bin/cardtable.js, the command `npx cardtable` runs: `--version` is answered from the version the
// build baked into dist/version.js, without loading the bundle, and must say exactly what the
// bundle says; every other command line reaches the bundle unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startCli } from './run.js';

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

  /** A copy of the launcher beside a dist/ of `files` (name → text). */
  function launcherWith(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'ct-launcher-'));
    mkdirSync(join(root, 'bin'));
    mkdirSync(join(root, 'dist'));
    for (const f of ['bin/cardtable.js', 'bin/package.json']) copyFileSync(join(ROOT, f), join(root, f));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'dist', name), text);
    return join(root, 'bin/cardtable.js');
  }

  it('takes the version from dist/version.js without loading the bundle', () => {
    const bin = launcherWith({ 'version.js': 'export const version = "9.8.7";\n', 'cli.js': "process.stdout.write('bundle\\n');\n" });
    expect(run(bin, ['--version'])).toEqual({ code: 0, stdout: '9.8.7\n', stderr: '' });
    expect(run(bin, ['list'])).toEqual({ code: 0, stdout: 'bundle\n', stderr: '' });
  });

  it('lets the bundle answer when dist/version.js is of an older layout or missing', () => {
    const bundle = "process.stdout.write('bundle ' + process.argv.slice(2).join(' ') + '\\n');\n";
    const older = launcherWith({ 'version.js': "export * from './b-old/version.js';\n", 'cli.js': bundle });
    expect(run(older, ['--version'])).toEqual({ code: 0, stdout: 'bundle --version\n', stderr: '' });
    expect(run(launcherWith({ 'cli.js': bundle }), ['-V'])).toEqual({ code: 0, stdout: 'bundle -V\n', stderr: '' });
  });
});

/** run() without holding this process: the build's exit is heard meanwhile. */
async function start(file: string, args: string[]) {
  const { child, out } = startCli(args, { script: file });
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, ...out };
}

describe('a build while the program starts', () => {
  it('a start during a rebuild finds a whole dist/, the old one or the new one, never a missing or half-written one', async () => {
    // A checkout of its own (the same sources and packages), so this build never touches the
    // dist/ the other tests run.
    const root = mkdtempSync(join(tmpdir(), 'ct-build-'));
    for (const d of ['src', 'node_modules']) symlinkSync(join(ROOT, d), join(root, d));
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'bin'));
    for (const f of ['scripts/build.mjs', 'scripts/empty.mjs', 'bin/cardtable.js', 'bin/package.json', 'package.json'])
      copyFileSync(join(ROOT, f), join(root, f));
    const build = () => spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
    expect((await once(build(), 'exit'))[0]).toBe(0);
    const starts: { code: number | null; stdout: string; stderr: string }[] = [];
    const rebuild = build();
    let building = true;
    const built = once(rebuild, 'exit').then(([code]) => {
      building = false;
      return code as number | null;
    });
    // One start after another for as long as the build runs (and one more after it).
    do starts.push(await start(join(root, 'bin/cardtable.js'), ['list']));
    while (building || starts.length < 2);
    expect(await built).toBe(0);
    const list = run(CLI, ['list']);
    expect(list.code).toBe(0);
    expect(starts.filter((s) => s.code !== 0 || s.stdout !== list.stdout || s.stderr !== '')).toEqual([]);
    expect(readdirSync(root).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
    // A program still running from the build before keeps its own folder, and so every chunk it
    // has yet to load (a game, the screen): the rebuild kept both builds.
    const builds = readdirSync(join(root, 'dist')).filter((n) => n.startsWith('b-'));
    expect(builds).toHaveLength(2);
    for (const b of builds) expect(run(join(root, 'dist', b, 'cli.js'), ['list']).stdout).toBe(list.stdout);
  }, 120_000);
});
