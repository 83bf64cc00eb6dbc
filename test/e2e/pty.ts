// Runs the built CLI in a pseudo-terminal and reads the screen as a person would see it
// (TOOLCHAIN.md "End-to-end test pattern").
import { spawn, type IPty } from 'node-pty';
import xterm from '@xterm/headless';
import { mkdtempSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StringDecoder } from 'node:string_decoder';

const { Terminal } = xterm;
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/**
 * How long a test waits at most for a screen: generous, since a loaded machine (the whole suite
 * beside a benchmark on two cores) can take seconds for what takes milliseconds alone. Waits end as
 * soon as the screen shows what they wait for.
 */
export const WAIT_MS = 30_000;

/**
 * The key guard a table in these tests runs with, unless a test sets CARDTABLE_KEY_GUARD_MS itself
 * (the guard's own tests do): shorter than a person's 400 ms, so that a whole match by keys does not
 * spend most of its time waiting, and still a guard every key must get past.
 */
const TEST_GUARD_MS = 100;

/**
 * Longer than TEST_GUARD_MS: how long a test waits before acting on a new screen. The table starts
 * a question's guard when it draws it, before the screen reaches the test, so waiting this long
 * after seeing it is past the guard however busy the machine is.
 */
const GUARD_WAIT_MS = TEST_GUARD_MS + 30;

/** A new question ignores keys for its guard after it appears, as a person's would be. */
export const guard = (): Promise<void> => new Promise((r) => setTimeout(r, GUARD_WAIT_MS));

/** The next screen other than `last` that asks one of `asks`, once its guard has passed. */
export async function nextQuestion(t: Table, last: string, asks: RegExp, timeoutMs = WAIT_MS): Promise<string> {
  const s = await t.waitFor((x) => x !== last && asks.test(x), timeoutMs);
  await guard();
  return s;
}

export const KEY = {
  right: '\u001B[C',
  left: '\u001B[D',
  up: '\u001B[A',
  down: '\u001B[B',
  enter: '\r',
  ctrlC: '\u0003',
  escape: '\u001B',
} as const;

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `cardtable-${prefix}-`));
}

export interface TableOptions {
  cols?: number;
  rows?: number;
  env?: Record<string, string>;
}

/** How a test's table differs from the others': the game, its deal and its seats. */
export interface TableSetup {
  /** The game and any flags of its own (`['fipsen', '--variant', 'thedinghausen']`). */
  game: string[];
  seed: string;
  seats?: string;
  names?: string;
  deals?: number;
  speed?: 'instant' | 'fast';
}

/**
 * A table that records into a fresh folder which is also its data folder, so a test reads its own
 * history file and leaves nothing in the person's data folder.
 */
export function startTable(setup: TableSetup, opts: TableOptions = {}): { t: Table; dir: string; file: string } {
  const dir = tempDir(setup.game[0]!);
  const file = join(dir, 'match.jsonl');
  const args = [...setup.game, '--seed', setup.seed];
  if (setup.seats) args.push('--seats', setup.seats);
  if (setup.names) args.push('--names', setup.names);
  if (setup.deals !== undefined) args.push('--deals', String(setup.deals));
  args.push('--speed', setup.speed ?? 'instant', '--record', file);
  const t = new Table(args, { ...opts, env: { XDG_DATA_HOME: dir, ...opts.env } });
  return { t, dir, file };
}

/** The parts of node-pty's Unix terminal (1.1.0) that `keepUnreadOutput` reaches into. */
interface UnixPtyInside {
  readonly _fd?: number;
  readonly _socket?: { destroy: (...args: unknown[]) => unknown };
}

/**
 * node-pty waits at most 200 ms after the program exits for its reading socket to close, then
 * destroys it (a macOS workaround), and whatever output the test had not read yet is gone: on a
 * busy machine a test's event loop can be that late, and a replay's text lost its last 4 KB. So
 * before the socket goes, read what is left on the terminal to its end and hand it on.
 */
function keepUnreadOutput(pty: IPty, take: (text: string) => void): void {
  const inside = pty as unknown as UnixPtyInside;
  const socket = inside._socket;
  const fd = inside._fd;
  if (!socket || fd === undefined) return;
  const destroy = socket.destroy.bind(socket);
  socket.destroy = (...args: unknown[]) => {
    const decoder = new StringDecoder('utf8');
    const buf = Buffer.alloc(65_536);
    for (;;) {
      let n = 0;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch {
        break; // EIO: the program's side is closed and all it wrote is read; EAGAIN: nothing more now
      }
      if (n <= 0) break;
      take(decoder.write(buf.subarray(0, n)));
    }
    take(decoder.end());
    return destroy(...args);
  };
}

export class Table {
  readonly pty: IPty;
  readonly term: InstanceType<typeof Terminal>;
  readonly exited: Promise<number>;
  /** Everything the program wrote, for escape-sequence checks. */
  raw = '';
  private exitCode: number | null = null;

  constructor(args: string[], opts: TableOptions = {}) {
    const cols = opts.cols ?? 100;
    const rows = opts.rows ?? 30;
    this.term = new Terminal({ cols, rows, allowProposedApi: true });
    this.pty = spawn(process.execPath, [CLI, ...args], {
      // node-pty sets TERM from the name: a test asking for another TERM gets it here.
      name: opts.env?.['TERM'] ?? 'xterm-256color',
      cols,
      rows,
      cwd: process.cwd(),
      // TOOLCHAIN.md pitfall 2: any CI value but 0/false makes Ink print only the last frame.
      env: { ...(process.env as Record<string, string>), CI: 'false', CARDTABLE_KEY_GUARD_MS: String(TEST_GUARD_MS), ...opts.env },
    });
    const take = (d: string): void => {
      if (d === '') return;
      this.raw += d;
      this.term.write(d);
    };
    this.pty.onData(take);
    keepUnreadOutput(this.pty, take);
    this.exited = new Promise((resolve) => {
      this.pty.onExit(({ exitCode }) => {
        this.exitCode = exitCode;
        // xterm parses what it is given in batches: what the program wrote last (the line after
        // the table closed) is on the screen once it has parsed everything written before this.
        this.term.write('', () => resolve(exitCode));
      });
    });
  }

  get done(): boolean {
    return this.exitCode !== null;
  }

  /** The screen as lines of text. */
  lines(): string[] {
    const buf = this.term.buffer.active;
    const out: string[] = [];
    for (let i = 0; i < this.term.rows; i++) out.push(buf.getLine(buf.viewportY + i)?.translateToString(true) ?? '');
    return out;
  }

  text(): string {
    return this.lines().join('\n');
  }

  /** Waits until the screen shows `what` (text or pattern); returns the screen. */
  async waitFor(what: string | RegExp | ((screen: string) => boolean), timeoutMs = WAIT_MS): Promise<string> {
    const test = typeof what === 'function' ? what : (s: string) => (typeof what === 'string' ? s.includes(what) : what.test(s));
    const until = Date.now() + timeoutMs;
    let previous = '';
    let rawBefore = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 20));
      // Let xterm finish parsing what arrived.
      await new Promise<void>((r) => this.term.write('', r));
      const s = this.text();
      // A frame can reach the pty in several chunks: only a screen that stayed the same for
      // one poll counts as shown.
      if (s === previous && test(s)) return s;
      previous = s;
      // node-pty may report the exit before the program's last output (node-pty#72): after the
      // exit, wait while output still arrives.
      const quiet = this.done && this.raw.length === rawBefore;
      rawBefore = this.raw.length;
      if (Date.now() > until || quiet) {
        if (test(this.text())) return this.text();
        throw new Error(`screen never showed ${String(what)}${this.done ? ' (the program exited)' : ''}; screen:\n${s}`);
      }
    }
  }

  /** Quits the match as a person does (q, then y at the question); resolves to the exit code. */
  async quit(): Promise<number> {
    this.press('q');
    await this.waitFor('Quit the match?');
    this.press('y');
    return this.exited;
  }

  press(keys: string): void {
    this.pty.write(keys);
  }

  resize(cols: number, rows: number): void {
    this.pty.resize(cols, rows);
    this.term.resize(cols, rows);
  }

  kill(signal = 'SIGKILL'): void {
    try {
      this.pty.kill(signal);
    } catch {
      // already gone
    }
  }
}
