// The CPU time of the calling thread, for sim's decision times: on a machine shared with other
// work, wall-clock time measures the load as much as the bot. A search runs on one thread, and
// sim runs several matches at once in worker threads, so the process's CPU time would count the
// other workers too: Linux's per-thread counter (/proc/thread-self/schedstat, nanoseconds on
// the CPU) where it exists, the process's (process.cpuUsage) elsewhere.
import { readFileSync } from 'node:fs';

let perThread = true;

/** Milliseconds of CPU time this thread (or, without a per-thread counter, the process) has used. */
export function cpuMs(): number {
  if (perThread) {
    try {
      return Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ', 1)[0]) / 1e6;
    } catch {
      perThread = false;
    }
  }
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Whether cpuMs counts this thread alone. */
export function cpuIsPerThread(): boolean {
  cpuMs();
  return perThread;
}
