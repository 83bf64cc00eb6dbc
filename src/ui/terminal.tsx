// The terminal as the table uses it: the alternate screen while playing, one Ink instance,
// and a promise that the terminal is restored whatever happens (quit, Ctrl-C, a crash, a kill).
import chalk from 'chalk';
import { render, type Instance } from 'ink';
import type { ReactNode } from 'react';
import { asciiStdout } from './ascii.js';

export interface TerminalSession {
  show(node: ReactNode): void;
  /** Leaves the alternate screen and gives the terminal back; safe to call twice. */
  close(): void;
}

const ENTER_ALT = '\u001B[?1049h\u001B[H';
const LEAVE_ALT = '\u001B[?1049l';
const SHOW_CURSOR = '\u001B[?25h';

export function applyColourSetting(): void {
  // TOOLCHAIN.md pitfall 3: chalk 5 does not read NO_COLOR itself; Ink colours through chalk.
  if (process.env['NO_COLOR'] !== undefined && process.env['NO_COLOR'] !== '') chalk.level = 0;
}

export interface TerminalOptions {
  /** `--ascii`: nothing but 7-bit text reaches the terminal. */
  readonly ascii?: boolean;
}

export function openTerminal(onSignal: (signal: NodeJS.Signals) => void, opts: TerminalOptions = {}): TerminalSession {
  applyColourSetting();
  const out = process.stdout;
  const inkOut = opts.ascii ? asciiStdout(out) : out;
  out.write(ENTER_ALT);
  let instance: Instance | null = null;
  let closed = false;
  const restore = () => {
    if (closed) return;
    closed = true;
    try {
      instance?.unmount();
    } catch {
      // the screen is going away anyway
    }
    if (process.stdin.isTTY) {
      try {
        process.stdin.setRawMode(false);
      } catch {
        // stdin already closed
      }
    }
    out.write(LEAVE_ALT + SHOW_CURSOR);
    process.off('exit', restore);
    process.off('uncaughtException', crashed);
    process.off('unhandledRejection', crashed);
    for (const s of SIGNALS) process.off(s, handlers[s]!);
  };
  // A crash must not leave the terminal raw and on the alternate screen, and its message must
  // land on the normal screen where the person can read it.
  const crashed = (e: unknown) => {
    restore();
    const err = e as Error;
    process.stderr.write(`cardtable: internal error: ${err?.message ?? String(e)} (the match history is kept; please report it)\n`);
    if (process.env['CARDTABLE_DEBUG']) process.stderr.write(`${err?.stack ?? ''}\n`);
    process.exit(1);
  };
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);
  const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const handlers: Partial<Record<NodeJS.Signals, () => void>> = {};
  for (const s of SIGNALS) {
    handlers[s] = () => onSignal(s);
    process.on(s, handlers[s]);
  }
  process.on('exit', restore);
  return {
    show(node) {
      if (closed) return;
      if (instance) instance.rerender(node);
      else instance = render(node, { stdout: inkOut, exitOnCtrlC: false, patchConsole: false, maxFps: 60 });
    },
    close: restore,
  };
}

/** Exit code for a signal: 128 + its number (Ctrl-C gives 130). */
export function signalExitCode(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : signal === 'SIGHUP' ? 129 : 1;
}
