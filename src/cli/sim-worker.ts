// Worker-thread entry of `cardtable sim --workers N`: plays the jobs it is sent (engine/sim.ts).
// Like main.ts it is a composition root: a job names its game by id (jobs cross threads as plain
// data), so the game is looked up here and handed to the match loop.
import { parentPort } from 'node:worker_threads';
import { runJob, type SimJob } from '../engine/sim.js';
import { findGame, loadGames } from '../games/registry.js';

// Messages wait in the port until the listener below is added.
await loadGames();

parentPort?.on('message', (msg: { i: number; job: SimJob }) => {
  let result;
  try {
    const entry = findGame(msg.job.gameId);
    result = entry?.game
      ? runJob(msg.job, entry.game, entry.bots, entry.unplayedDeal)
      : { ok: false as const, reason: `unknown game ${msg.job.gameId}` };
  } catch (e) {
    result = { ok: false as const, reason: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage({ i: msg.i, result });
});
