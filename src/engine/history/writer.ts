// Appends hand-history lines to a file, one write per line, so a crash loses at most the line
// being written (history.md). A file is never truncated or overwritten by the writer: a new
// match refuses an existing path, a resumed one appends.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { HistoryLine } from '../../core/history-lines.js';
import type { Result } from '../../games/game.js';
import type { HistorySink } from '../match.js';

export function serializeLine(line: HistoryLine): string {
  return JSON.stringify(line) + '\n';
}

export class HistoryWriter implements HistorySink {
  private fd: number | null;
  readonly path: string;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.fd = fd;
  }

  /** A new history file; fails (without touching anything) if the path exists. */
  static create(path: string): Result<HistoryWriter> {
    try {
      mkdirSync(dirname(path), { recursive: true });
      return { ok: true, value: new HistoryWriter(path, openSync(path, 'ax')) };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const why = code === 'EEXIST' ? 'already exists (a history is never overwritten)' : code === 'EACCES' ? 'permission denied' : `cannot be created (${code ?? 'error'})`;
      return { ok: false, reason: `${path}: ${why}` };
    }
  }

  /** Appends to an existing history (resume). */
  static append(path: string): Result<HistoryWriter> {
    try {
      return { ok: true, value: new HistoryWriter(path, openSync(path, 'a')) };
    } catch (e) {
      return { ok: false, reason: `${path}: cannot be opened for appending (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }

  write(line: HistoryLine): void {
    this.writeRaw(serializeLine(line));
  }

  /** Raw text (resume uses it to end a last line that lacks its newline). */
  writeRaw(text: string): void {
    if (this.fd === null) throw new Error(`${this.path}: history writer is closed`);
    // writeSync on a descriptor opened for appending: the line reaches the OS in one call.
    writeSync(this.fd, text);
  }

  close(): void {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
    }
  }
}
