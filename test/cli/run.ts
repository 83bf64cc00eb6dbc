// The built CLI run as a user runs it, for the command-line tests: stdout, stderr and the exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll } from 'vitest';

export const ROOT = join(__dirname, '../..');
export const CLI = join(ROOT, 'dist/cli.js');

/** Call at the top of a test file: `npm test` builds first; a bare `vitest run` still gets a bundle. */
export function builtCli(): void {
  beforeAll(() => {
    if (!existsSync(CLI)) spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }, 120_000);
}

export interface RunOptions {
  cwd?: string;
  /** Added to (or, with undefined, removed from) the test's environment. */
  env?: Record<string, string | undefined>;
  /** Node's own flags, before the script (e.g. `--max-old-space-size=120`). */
  node?: string[];
  timeout?: number;
}

/**
 * The built CLI (or another `script`) started without waiting for it, as run() starts it: its
 * output gathered as it comes. For a test that acts while it runs (a signal, a rebuild).
 */
export function startCli(args: string[], opts: { cwd?: string; script?: string } = {}) {
  const child = spawn(process.execPath, [opts.script ?? CLI, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  return { child, out };
}

export function run(args: string[], opts: RunOptions = {}) {
  const r = spawnSync(process.execPath, [...(opts.node ?? []), CLI, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Generous: a bound for a hung child on a loaded machine, not an expectation.
    timeout: opts.timeout ?? 120_000,
    // A replay of a long match prints megabytes.
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
