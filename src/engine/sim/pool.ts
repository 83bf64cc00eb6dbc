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
  const feed = new JobFeed(jobs, fold, onDone);
  await Promise.all(Array.from({ length: Math.min(workers, jobs.count) }, () => workerThread(feed, worker, stop)));
  if (feed.failure !== null) return { ok: false, reason: feed.failure };
  return { ok: true, value: undefined };
}

/** The jobs handed out to worker threads, and their results folded in job order as they come back. */
class JobFeed {
  private readonly sent = new Map<number, SimJob>();
  private readonly arrived = new Map<number, JobResult>();
  private next = 0;
  private folded = 0;
  private done = 0;
  /** The first reason the run failed (or STOPPED); no job is sent or folded after it. */
  failure: string | null = null;

  constructor(
    private readonly jobs: SimJobs,
    private readonly fold: (job: SimJob, result: JobResult) => void,
    private readonly onDone: ((done: number) => void) | undefined,
  ) {}

  /** The next job to send with its index, or null when every job is out or the run failed. */
  take(): { i: number; job: SimJob } | null {
    if (this.failure !== null || this.next >= this.jobs.count) return null;
    const i = this.next++;
    const job = this.jobs.at(i);
    this.sent.set(i, job);
    return { i, job };
  }

  /** Job `i`'s result: folded as soon as every job before it is. */
  receive(i: number, result: Result<JobResult>): void {
    if (!result.ok) this.failure ??= result.reason;
    else {
      this.arrived.set(i, result.value);
      for (let r; this.failure === null && (r = this.arrived.get(this.folded)) !== undefined; this.folded++) {
        this.fold(this.sent.get(this.folded)!, r);
        this.arrived.delete(this.folded);
        this.sent.delete(this.folded);
      }
    }
    this.onDone?.(++this.done);
  }
}

/** One worker thread playing jobs from `feed` until none is left, the run fails or `stop` ends it. */
function workerThread(feed: JobFeed, entry: URL | null | undefined, stop: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const w = startWorker(entry);
    if (!w) {
      feed.failure ??= 'the sim worker (sim-worker.js) is missing next to the program; run without --workers';
      resolve();
      return;
    }
    const ended = (): void => {
      feed.failure ??= STOPPED;
      void w.terminate().then(() => resolve());
    };
    stop?.addEventListener('abort', ended, { once: true });
    if (stop?.aborted) ended();
    const send = (): void => {
      const next = feed.take();
      if (next === null) {
        stop?.removeEventListener('abort', ended);
        void w.terminate().then(() => resolve());
        return;
      }
      w.postMessage(next);
    };
    w.on('message', (msg: { i: number; result: Result<JobResult> }) => {
      feed.receive(msg.i, msg.result);
      send();
    });
    w.on('error', (e) => {
      feed.failure ??= e instanceof Error ? e.message : String(e);
      resolve();
    });
    send();
  });
}
