// Appends hand-history lines to a file, one write per line, so a crash loses at most the line
// being written (history.md). A file is never truncated or overwritten by the writer: a new
// match refuses an existing path, a resumed one appends.
import { accessSync, closeSync, constants, fstatSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { HistoryLine } from '../../core/history-lines.js';
import type { Result } from '../../contract/game.js';
import type { HistorySink } from '../match.js';
import type { HistoryLock } from './lock.js';

export function serializeLine(line: HistoryLine): string {
  return JSON.stringify(line) + '\n';
}

/** A history line could not be written (disk full, I/O error): the message names the file. */
export class HistoryWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HistoryWriteError';
  }
}

function errnoText(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EIO':
      return 'an input/output error';
    case 'EROFS':
      return 'the file system is read-only';
    case 'EFBIG':
      return 'the file is too large';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return code ?? 'error';
  }
}

/** Why `path` cannot be created, naming the real cause (a file where a folder should be…). */
function createError(path: string, code: string | undefined): string {
  if (code === 'EEXIST') return `${path}: already exists (a history is never overwritten)`;
  if (code === 'ENOSPC') return `${path}: cannot be created: the disk is full`;
  // Look at the nearest part of the path that exists: a file, or a folder nobody may write in.
  for (let d = dirname(path); ; d = dirname(d)) {
    try {
      if (!statSync(d).isDirectory()) return `${path}: cannot be created: ${d} is a file, not a folder`;
      accessSync(d, constants.W_OK);
      break;
    } catch (e) {
      const c = (e as NodeJS.ErrnoException).code;
      if (c === 'EROFS') return `${path}: cannot be created: ${d} is on a read-only file system`;
      if (c === 'EACCES' || c === 'EPERM') return `${path}: cannot be created: the folder ${d} is not writable (permission denied)`;
      if (dirname(d) === d) break;
    }
  }
  if (code === 'EACCES' || code === 'EPERM') return `${path}: cannot be created: permission denied`;
  if (code === 'EROFS') return `${path}: cannot be created: the file system is read-only`;
  return `${path}: cannot be created (${code ?? 'error'})`;
}

export class HistoryWriter implements HistorySink {
  private fd: number | null;
  readonly path: string;
  /** Lines written through this writer. */
  private written = 0;
  /** Created by this writer (not appended to): removed again if not even the first line fits. */
  private readonly created: boolean;
  /** The writer's lock on the file (lock.ts), released on close. */
  private lock: HistoryLock | null = null;

  private constructor(path: string, fd: number, created: boolean) {
    this.path = path;
    this.fd = fd;
    this.created = created;
  }

  /**
   * A new history file, locked with `lock` (lock.ts's lockHistory; passed in so that the table
   * loads proper-lockfile only when it records): every writer of a history holds its lock, or a
   * `resume` of the same file could write between its lines. Fails if the path exists; a file
   * whose lock cannot be taken is removed again (nothing was written to it).
   */
  static create(path: string, lock: (path: string) => Result<HistoryLock>): Result<HistoryWriter> {
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return { ok: false, reason: createError(path, code === 'EEXIST' ? 'ENOTDIR' : code) };
    }
    let writer: HistoryWriter;
    try {
      writer = new HistoryWriter(path, openSync(path, 'ax'), true);
    } catch (e) {
      return { ok: false, reason: createError(path, (e as NodeJS.ErrnoException).code) };
    }
    const held = lock(path);
    if (!held.ok) {
      writer.close();
      try {
        unlinkSync(path);
      } catch {
        /* already gone */
      }
      return held;
    }
    writer.lock = held.value;
    return { ok: true, value: writer };
  }

  /** Appends to an existing history (resume), under the `lock` the caller took before reading it. */
  static append(path: string, lock: HistoryLock): Result<HistoryWriter> {
    try {
      const fd = openSync(path, 'a');
      if (!fstatSync(fd).isFile()) {
        closeSync(fd);
        return { ok: false, reason: `${path}: not a regular file; a history is a file` };
      }
      const writer = new HistoryWriter(path, fd, false);
      writer.lock = lock;
      return { ok: true, value: writer };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return { ok: false, reason: `${path}: cannot be opened for appending (${errnoText(code)})` };
    }
  }

  write(line: HistoryLine): void {
    this.writeRaw(serializeLine(line));
    this.written++;
  }

  /** Raw text (resume uses it to end a last line that lacks its newline). */
  writeRaw(text: string): void {
    if (this.fd === null) throw new HistoryWriteError(`${this.path}: history writer is closed`);
    const lost = this.lock?.lost() ?? null;
    if (lost) {
      this.close();
      throw new HistoryWriteError(lost);
    }
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    try {
      // writeSync on a descriptor opened for appending: the line reaches the OS at once; a short
      // write (a disk filling up) is continued, or fails below.
      while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      this.close();
      if (this.created && this.written === 0) {
        // Not even the match line fits: leave no empty or half-line file behind.
        try {
          unlinkSync(this.path);
        } catch {
          /* already gone */
        }
        throw new HistoryWriteError(`${this.path}: cannot be written (${errnoText(code)}); no history was saved`);
      }
      throw new HistoryWriteError(
        `${this.path}: cannot be written (${errnoText(code)}); the file keeps the match up to the last complete line (${this.written} lines written now)${done > 0 ? ', and `cardtable resume` drops the cut-off one' : ''}`,
      );
    }
  }

  close(): void {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
    }
    this.lock?.release();
    this.lock = null;
  }
}
