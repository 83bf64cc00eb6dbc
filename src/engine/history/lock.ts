// One writer per history. Two programs appending to the same file interleave their lines (two
// "deal 2" lines, a play after the end), so whoever writes holds `.<file>.lock`, a proper-lockfile
// lock folder: created atomically (mkdir), kept fresh while the writer lives, released on exit
// and on signals, and taken over once stale when its writer was killed (kill -9, a power cut).
// The folder also holds owner.json, so a refusal can name the process that writes the file.
import fs from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';
import type { Result } from '../../contract/game.js';

/** A lock not refreshed for this long belongs to a writer that is gone. */
const STALE_MS = 4000;
const UPDATE_MS = 1000;
const OWNER_FILE = 'owner.json';

export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

export interface HistoryLock {
  readonly path: string;
  /** Set when the lock was lost (another program removed or took it): stop writing. */
  readonly lost: () => string | null;
  release(): void;
}

/** `dir/.name.jsonl.lock`: next to the history (same file system), hidden from listings. */
export function lockPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.lock`);
}

// proper-lockfile removes its lock folder with rmdir; ours holds owner.json, so remove it whole.
const lockFs = {
  ...fs,
  rmdir: (p: string, cb: (err: NodeJS.ErrnoException | null) => void) => fs.rm(p, { recursive: true, force: true }, cb),
  rmdirSync: (p: string) => fs.rmSync(p, { recursive: true, force: true }),
};

function readOwner(path: string): LockOwner | null {
  try {
    const o = JSON.parse(fs.readFileSync(join(lockPath(path), OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || typeof o.host !== 'string') return null;
    return { pid: o.pid, host: o.host, since: typeof o.since === 'string' ? o.since : '?' };
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why `owner` (read from the lock) keeps `path` from us, or null when it may be gone. */
function liveHolder(path: string, owner: LockOwner | null): string | null {
  if (!owner) return null;
  if (owner.host !== hostname())
    return `${path}: a cardtable on ${owner.host} (process ${owner.pid}, since ${owner.since}) is writing this match; only one program may write a history`;
  if (owner.pid === process.pid || !alive(owner.pid)) return null;
  return `${path}: another cardtable (process ${owner.pid}, since ${owner.since}) is writing this match; only one program may write a history: finish or quit that one first`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the lock, waiting out one whose owner is gone until it is stale; its release, or why
 * it cannot be had.
 */
function takeLock(path: string, real: string, options: Parameters<typeof lockfile.lockSync>[1]): Result<() => void> {
  const deadline = Date.now() + STALE_MS + 2000;
  for (;;) {
    // A writer that is alive keeps its lock however old its mtime: a synchronous writer (`sim`
    // playing a long match in one go) cannot refresh it while it plays, and proper-lockfile would
    // take a lock it thinks stale over from under it.
    // (A lock from another host is judged by its mtime alone: its process cannot be asked.)
    const mine = readOwner(real);
    const holder = mine && mine.host === hostname() ? liveHolder(path, mine) : null;
    if (holder) return { ok: false, reason: holder };
    try {
      return { ok: true, value: lockfile.lockSync(real, options) };
    } catch (e) {
      const refused = lockRefusal(e, path, real, deadline);
      if (refused !== null) return { ok: false, reason: refused };
      sleep(250);
    }
  }
}

/** Why a failed attempt at the lock ends the wait, or null to try again (a gone owner's lock goes stale). */
function lockRefusal(e: unknown, path: string, real: string, deadline: number): string | null {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `${path}: its folder is not writable (${code === 'EROFS' ? 'read-only file system' : 'permission denied'}), so no program can write this history there`;
  if (code !== 'ELOCKED') return `${path}: cannot take the writer's lock ${lockPath(real)} (${code ?? (e as Error).message})`;
  const owner = readOwner(real);
  const held = liveHolder(path, owner);
  if (held) return held;
  // The owner is gone (or is still writing owner.json): wait for the lock to go stale.
  if (Date.now() > deadline)
    return `${path}: locked by ${owner ? `process ${owner.pid}` : 'another program'} (${lockPath(real)}); only one program may write a history`;
  return null;
}

/** Notes who holds the lock, for the messages of a program that finds it held. */
function writeOwner(real: string): void {
  try {
    // Adding a file changes the folder's mtime, which proper-lockfile reads as the lock being
    // taken by someone else: put the mtime back to what the lock recorded.
    const dir = lockPath(real);
    const st = fs.statSync(dir);
    fs.writeFileSync(join(dir, OWNER_FILE), JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }) + '\n');
    fs.utimesSync(dir, st.atime, st.mtime);
  } catch {
    /* the owner note only improves messages; the lock itself is held */
  }
}

/**
 * Takes the lock of `path` (an existing file), or says who holds it. A lock whose owner is gone
 * is waited out until stale (a few seconds) and then taken over by proper-lockfile.
 */
export function lockHistory(path: string): Result<HistoryLock> {
  let lost: string | null = null;
  // One lock per file, however it is named: two symlinks to one history share the lock.
  let real = path;
  try {
    real = fs.realpathSync(path);
  } catch {
    /* not there (yet): the path as given */
  }
  const options = {
    stale: STALE_MS,
    update: UPDATE_MS,
    realpath: false,
    lockfilePath: lockPath(real),
    fs: lockFs,
    onCompromised: (err: Error) => {
      lost = `${path}: the lock on this history was lost (${err.message}); stopped writing so that two programs never write one file`;
    },
  };
  const taken = takeLock(path, real, options);
  if (!taken.ok) return taken;
  writeOwner(real);
  const held = taken.value;
  let released = false;
  return {
    ok: true,
    value: {
      path,
      lost: () => lost,
      release() {
        if (released) return;
        released = true;
        try {
          held();
        } catch {
          /* already released or compromised */
        }
      },
    },
  };
}
