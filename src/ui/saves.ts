// Where interactive matches are saved: the user's data folder (env-paths, XDG on Linux).
import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { userInfo } from 'node:os';
import envPaths from 'env-paths';

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
 * True when the file's last complete line is not an `end` line (an unfinished match). Only a
 * regular file is one: a FIFO named `*.jsonl` would block the open until some program wrote to
 * it, so it is opened without waiting (O_NONBLOCK) and then passed over.
 */
export function isUnfinished(path: string): boolean {
  let fd: number | null = null;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (!st.isFile()) return false;
    const size = st.size;
    const len = Math.min(size, 4096);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    const lines = buf
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim().length > 0);
    const last = lines[lines.length - 1] ?? '';
    return !/"type"\s*:\s*"end"/.test(last) && lines.length > 0;
  } catch {
    return false;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The most recently changed unfinished match in `dir` (regular files only), or null. */
export function latestUnfinished(dir: string): string | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return null;
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
  for (const f of files) if (isUnfinished(f.path)) return f.path;
  return null;
}
