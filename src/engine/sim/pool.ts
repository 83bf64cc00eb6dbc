// Playing a sim's jobs: in this thread, or spread over worker threads (the entry the caller names), folded in job order.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Result } from '../../contract/game.js';
import type { JobResult, SimJob, SimJobs } from './plan.js';

/** A worker thread running the entry at `entry`; null when the program has none. */
function startWorker(entry: URL | null | undefined): Worker | null {
  if (!entry) return null;
  if (entry.href.endsWith('.ts')) {
    // From source (tests, bench): load TypeScript through tsx's loader inside the worker.
    const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); });`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(fileURLToPath(entry));
}

/** runJobs' reason when `stop` ended the run. */
export const STOPPED = 'stopped';

/**
 * Plays every job, in this thread when `workers` ≤ 1 (`play`: synchronously, no per-job overhead,
 * or a match that pauses for the event loop and gives null once stopped) or else in worker threads,
 * and hands each result to `fold` in job order. `onDone` counts finished jobs. `stop` ends the run
 * (reason STOPPED): the worker threads are ended where they stand. `worker`: where the worker
 * threads' entry is (the program's, which plays the jobs it is sent); the engine names no entry.
 */
export async function runJobs(
  jobs: SimJobs,
  workers: number,
  play: (job: SimJob) => Result<JobResult> | Promise<Result<JobResult | null>>,
  fold: (job: SimJob, result: JobResult) => void,
  onDone?: (done: number) => void,
  stop?: AbortSignal,
  worker?: URL | null,
): Promise<Result<void>> {
  if (workers <= 1 || jobs.count <= 1) {
    for (let i = 0; i < jobs.count; i++) {
      if (stop?.aborted) return { ok: false, reason: STOPPED };
      const job = jobs.at(i);
      const r = await play(job);
      if (!r.ok) return r;
      if (r.value === null) return { ok: false, reason: STOPPED };
      fold(job, r.value);
      onDone?.(i + 1);
    }
    return { ok: true, value: undefined };
  }
  const sent = new Map<number, SimJob>();
  const arrived = new Map<number, JobResult>();
  let next = 0;
  let folded = 0;
  let done = 0;
  let failure: string | null = null;
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const w = startWorker(worker);
      if (!w) {
        failure ??= 'the sim worker (sim-worker.js) is missing next to the program; run without --workers';
        resolve();
        return;
      }
      const ended = (): void => {
        failure ??= STOPPED;
        void w.terminate().then(() => resolve());
      };
      stop?.addEventListener('abort', ended, { once: true });
      if (stop?.aborted) ended();
      const feed = (): void => {
        if (failure !== null || next >= jobs.count) {
          stop?.removeEventListener('abort', ended);
          void w.terminate().then(() => resolve());
          return;
        }
        const i = next++;
        const job = jobs.at(i);
        sent.set(i, job);
        w.postMessage({ i, job });
      };
      w.on('message', (msg: { i: number; result: Result<JobResult> }) => {
        if (!msg.result.ok) failure ??= msg.result.reason;
        else {
          arrived.set(msg.i, msg.result.value);
          for (let r; failure === null && (r = arrived.get(folded)) !== undefined; folded++) {
            fold(sent.get(folded)!, r);
            arrived.delete(folded);
            sent.delete(folded);
          }
        }
        onDone?.(++done);
        feed();
      });
      w.on('error', (e) => {
        failure ??= e instanceof Error ? e.message : String(e);
        resolve();
      });
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(workers, jobs.count) }, one));
  if (failure !== null) return { ok: false, reason: failure };
  return { ok: true, value: undefined };
}
