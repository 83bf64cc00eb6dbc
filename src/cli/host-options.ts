// The options of a table hosted for other terminals, shared by `host` and `resume` (which hosts a
// hosted match again).
import type { Command } from 'commander';
import { shortText } from '../core/safe-text.js';
import type { ResumeConfig } from '../ui/run.js';
import { fail } from './errors.js';

function wholeNumber(flag: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) fail(`${flag} "${shortText(text)}" is not a whole number from 0 to ${max}`);
  return Number(text);
}

/** The options of a hosted table, on `host` and on `resume` (a hosted match is hosted again). */
export function hostOptions(cmd: Command, resume = false): Command {
  return cmd
    .option('--bind <addr>', `${resume ? 'a hosted match: ' : ''}address to listen on (default 127.0.0.1: this machine only)`)
    .option('--port <n>', `${resume ? 'a hosted match: ' : ''}port to listen on (default 7647; 0: any free port)`)
    .option(
      '--spectators <n>',
      `${resume ? 'a hosted match: ' : ''}how many may watch with \`cardtable join ADDR:PORT --watch\` (default 0)`,
    )
    .option(
      '--absent-bot <seconds>',
      `${resume ? 'a hosted match: ' : ''}a seat gone this long is played by bot:normal until its player is back`,
    );
}

/** The flags of a hosted table as commander gives them. */
export interface NetFlags {
  readonly bind?: string;
  readonly port?: string;
  readonly spectators?: string;
  readonly absentBot?: string;
}

export function netFlags(flags: NetFlags) {
  return {
    bind: flags.bind ?? '127.0.0.1',
    port: wholeNumber('--port', flags.port, 7647, 65535),
    spectators: wholeNumber('--spectators', flags.spectators, 0, 64),
    absentSeconds: flags.absentBot === undefined ? null : wholeNumber('--absent-bot', flags.absentBot, 0, 86_400),
  };
}

/**
 * `cardtable resume` of a match that was hosted (its match line names its remote seats): hosted
 * again, with new tokens, the seat left at this terminal played here. Null: not a hosted match.
 */
export async function resumeHosted(cfg: ResumeConfig, flags: NetFlags): Promise<number | null> {
  const { plan } = cfg;
  if (!('remote' in plan.match)) return null;
  if (process.env['TERM'] === 'dumb') fail('a hosted match is hosted again in a terminal with cursor addressing (TERM is "dumb")');
  const { hostResumed, remoteSeatsOf } = await import('../net/run-host.js');
  const remote = remoteSeatsOf(plan.match, plan.config.players);
  if (!remote) return null;
  const here = plan.seats.flatMap((s, i) => (s.kind === 'human' && !remote.includes(i) ? [i] : []));
  return hostResumed(cfg, { remote, here: here[0] ?? null, ...netFlags(flags) });
}
