// One-line errors: `cardtable: <what was wrong>; <what is accepted>`, exit code 2, no stack; and
// the one way the commands print: everything goes through safe-text.ts, since what they print
// quotes file names, arguments and file contents.
import { safeText } from '../core/safe-text.js';
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Throws the one-line usage error that main.ts prints. */
export function fail(reason: string): never {
  throw new UsageError(reason);
}

/** Unwraps a Result or fails with its reason. */
export function orFail<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) fail(r.reason);
  return r.value;
}

export function printError(message: string): void {
  // Messages quote file names, lines and arguments: shown as text, never as terminal commands.
  const one = safeText(message.replace(/\s*\n\s*/g, ' ').trim());
  process.stderr.write(`cardtable: ${one}\n`);
}

/** Writes `text` to stdout, every line of it inert (its newlines kept, nothing else that drives a terminal). */
export function printOut(text: string): void {
  process.stdout.write(text.split('\n').map(safeText).join('\n'));
}
