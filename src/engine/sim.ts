// `cardtable sim`: bot-vs-bot matches through the one match loop, with per-seat results in the
// shape of docs/sim-json.md. Game-agnostic; the CLI only parses flags and prints.
//
// A sim is a list of jobs, one per (match, rotation). A plain run has one rotation: the seats as
// given. Duplicate (`--duplicate`): every match seed is played once per rotation of the seat list,
// so every agent plays the same cards from every seat (the chance stream depends on the seed only,
// so deal k of a match gets the same cards in every rotation until a Scrap re-deal shifts the
// stream). Results are then compared deal by deal: for each deal, the mean chips of agent a's
// seats minus those of agent b's seats in that same deal; luck of the cards cancels over the
// rotations.
//
// Duplicate confidence intervals treat a match seed (all its rotations) as one cluster: deals of
// one match are not independent (the pot carries over), and its rotations share the cards, so the
// interval comes from the spread between seeds (cluster-robust standard error), which is the
// honest one. Plain runs report the interval over deals as if independent, as they always have.
//
// Jobs are plain data, played by `runJob` in this thread (workers ≤ 1) or in worker threads
// (the entry SimSetup.worker names). Each result is folded into one SimTally in job order as soon as it and every
// job before it are in, so the output does not depend on the number of workers, and no per-deal
// data is kept once folded.
import { existsSync } from 'node:fs';
import type { Result } from '../contract/game.js';
import { simJobs } from './sim/plan.js';
import { runJob, runJobPausing } from './sim/job.js';
import { runJobs } from './sim/pool.js';
import { SimTally } from './sim/tally.js';
import type { SimJson, SimSetup } from './sim/types.js';

export type { SimJson, SimSeatResult, SimSetup } from './sim/types.js';
export { matchSeed, recordPath, simJobs, type JobResult, type SimJob, type SimJobs } from './sim/plan.js';
export { runJob, runJobPausing } from './sim/job.js';
export { runJobs, STOPPED } from './sim/pool.js';
export { SimTally } from './sim/tally.js';

export async function runSim(setup: SimSetup): Promise<Result<SimJson>> {
  const t0 = performance.now();
  const jobs = simJobs(setup);
  // Checked before anything is played: no history is ever overwritten.
  if (setup.recordDir) {
    for (let i = 0; i < jobs.count; i++) {
      const path = jobs.at(i).recordPath!;
      if (existsSync(path))
        return { ok: false, reason: `${path} already exists; histories are never overwritten: choose another --record folder or --seed` };
    }
  }
  const tally = new SimTally(setup);
  const onDone = setup.onProgress ? (done: number) => setup.onProgress!(Math.floor(done / jobs.rotations)) : undefined;
  const stop = setup.stop;
  const ran = await runJobs(
    jobs,
    setup.workers ?? 1,
    stop
      ? (job) => runJobPausing(job, setup.game, setup.bots, stop, setup.unplayedDeal)
      : (job) => runJob(job, setup.game, setup.bots, setup.unplayedDeal),
    (job, res) => tally.add(job, res),
    onDone,
    stop,
    setup.worker,
  );
  if (!ran.ok) return ran;
  return { ok: true, value: tally.toSimJson((performance.now() - t0) / 1000) };
}
