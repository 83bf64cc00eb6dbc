// Where interactive matches are saved: the user's data folder (env-paths, XDG on Linux).
import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { userInfo } from 'node:os';
import envPaths from 'env-paths';
import { MAX_LINE_BYTES } from '../engine/history/reader.js';

/**
 * `~/.local/share/cardtable/matches` on Linux (TOOLCHAIN.md: suffix '' or env-paths adds "-nodejs").
 * With HOME empty, env-paths gives a path relative to wherever the program was started; the XDG
 * spec says to ignore a relative XDG_DATA_HOME. Then the account's home folder is used, and
 * without one the reason says where to point --record.
 */
export function matchesDir(): { ok: true; value: string } | { ok: false; reason: string } {
  const xdg = process.env['XDG_DATA_HOME'];
  const home = process.env['HOME'];
  let data = envPaths('cardtable', { suffix: '' }).data;
  if (!isAbsolute(data) || (xdg !== undefined && xdg !== '' && !isAbsolute(xdg))) {
    let account = '';
    try {
      account = userInfo().homedir;
    } catch {
      /* no passwd entry */
    }
    const base = isAbsolute(home ?? '') ? home! : isAbsolute(account) ? account : null;
    if (base === null) {
      return {
        ok: false,
        reason: 'no data folder for saved matches (HOME is not set to a folder); give --record FILE or --record FOLDER, or --no-record',
      };
    }
    data = join(base, '.local', 'share', 'cardtable');
  }
  return { ok: true, value: join(data, 'matches') };
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}_${p(d.getHours())}-${p(d.getMinutes())}-${p(d.getSeconds())}`;
}

/**
 * A fresh file name for a new match, e.g. `2026-11-22_10-00-00_lupfen-classic.jsonl`; a second
 * match started within the same second (play again) gets `…-2.jsonl`.
 */
export function newMatchPath(dir: string, game: string, variant: string, now = new Date()): string {
  const base = join(dir, `${stamp(now)}_${game}-${variant}`);
  let path = `${base}.jsonl`;
  for (let k = 2; existsSync(path); k++) path = `${base}-${k}.jsonl`;
  return path;
}

/**
 * True when the file's last line is not an `end` line (an unfinished match, or a file resume will
 * have to look at more closely). Only a regular file is one: a FIFO named `*.jsonl` would block
 * the open until some program wrote to it, so it is opened without waiting (O_NONBLOCK) and then
 * passed over. The last line is read whole (up to the longest a history line may be) and parsed:
 * an `end` line longer than a block, or a line that merely holds `{"type":"end"}` in a field of
 * its own, must not be taken for what it is not.
 */
export function isUnfinished(path: string): boolean {
  let fd: number | null = null;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (!st.isFile()) return false;
    const size = st.size;
    // The last line and the newline before it (blank lines after it aside: see below).
    const len = Math.min(size, MAX_LINE_BYTES + 2);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    const tail = buf.toString('utf8').trimEnd();
    if (tail.trim() === '') return false;
    const nl = tail.lastIndexOf('\n');
    // Longer than any history line: not an end line, and resume says what is wrong with it.
    if (nl < 0 && len < size) return true;
    let last: unknown;
    try {
      last = JSON.parse(tail.slice(nl + 1));
    } catch {
      return true;
    }
    return !(typeof last === 'object' && last !== null && (last as { type?: unknown }).type === 'end');
  } catch {
    return false;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The unfinished matches in `dir` (regular files only), the most recently changed first, each looked at when asked for. */
export function* unfinishedMatches(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return;
  }
  const files = names
    .map((n) => {
      const path = join(dir, n);
      try {
        const st = statSync(path);
        return st.isFile() ? { path, mtime: st.mtimeMs } : null;
      } catch {
        return null;
      }
    })
    .filter((f): f is { path: string; mtime: number } => f !== null)
    .sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? 1 : -1));
  for (const f of files) if (isUnfinished(f.path)) yield f.path;
}

/** The most recently changed unfinished match in `dir` (regular files only), or null. */
export function latestUnfinished(dir: string): string | null {
  for (const path of unfinishedMatches(dir)) return path;
  return null;
}
