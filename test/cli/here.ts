// The command line's main() run in this process, for the tests of what a command says about its
// arguments: the same stdout, stderr and exit code as the built binary (cli.test.ts compares them),
// without starting node again (a spawn costs ~0.25 s of CPU, most of a validation test's time).
import chalk from 'chalk';
import { main } from '../../src/cli/main.js';
import type { RunOptions } from './run.js';

/** Leaves the process as it found it: exit code, folder, environment, colour level and listeners. */
export async function runHere(args: string[], opts: Pick<RunOptions, 'cwd' | 'env'> = {}) {
  const saved = {
    exitCode: process.exitCode,
    cwd: process.cwd(),
    level: chalk.level,
    write: [process.stdout.write, process.stderr.write] as const,
    exit: process.exit,
    listeners: process.stdout.listeners('error'),
  };
  const env = { NO_COLOR: '1', ...opts.env };
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const out = { stdout: '', stderr: '' };
  const capture = (key: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array) => {
      out[key] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    }) as typeof process.stdout.write;
  process.exitCode = undefined;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  if (opts.cwd) process.chdir(opts.cwd);
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  // A command that would end the process (the interactive ones) is not one to run here.
  process.exit = ((code?: number) => {
    throw new Error(`cardtable ${args.join(' ')} called process.exit(${code}): run it as a child process (run.ts)`);
  }) as typeof process.exit;
  try {
    await main(['node', 'cardtable', ...args]);
    return { code: Number(process.exitCode ?? 0), ...out };
  } finally {
    [process.stdout.write, process.stderr.write] = saved.write;
    process.exit = saved.exit;
    process.chdir(saved.cwd);
    chalk.level = saved.level;
    for (const l of process.stdout.listeners('error')) if (!saved.listeners.includes(l)) process.stdout.off('error', l as () => void);
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    process.exitCode = saved.exitCode;
  }
}
