// Worker-thread entry of `cardtable sim --workers N`: plays the jobs it is sent (sim.ts).
import { parentPort } from 'node:worker_threads';
import { runJob, type SimJob } from './sim.js';

parentPort?.on('message', (msg: { i: number; job: SimJob }) => {
  let result;
  try {
    result = runJob(msg.job);
  } catch (e) {
    result = { ok: false as const, reason: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage({ i: msg.i, result });
});
