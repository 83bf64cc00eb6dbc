// Decision times in CPU time of the deciding thread (cpu-time.ts): sim reports them beside the
// wall-clock ones, and another thread's work never counts.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuIsPerThread, cpuMs } from '../../src/engine/cpu-time.js';
import { runSim } from '../../src/engine/sim.js';
import { findGame } from '../../src/games/registry.js';
import '../../src/bots/index.js';

/** A worker that spins until its own thread has used `ms` of CPU, and reports how much it used. */
function spinInWorker(ms: number): Promise<number> {
  const code = `
    const { readFileSync } = require('node:fs');
    const { parentPort } = require('node:worker_threads');
    const t = () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
    const t0 = t();
    let x = 0;
    while (t() - t0 < ${ms}) for (let i = 0; i < 1e5; i++) x += i;
    parentPort.postMessage(t() - t0 + (x < 0 ? 1 : 0));`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

describe('cpuMs', () => {
  it('grows with this thread’s work', () => {
    const t0 = cpuMs();
    let x = 0;
    while (cpuMs() - t0 < 20) for (let i = 0; i < 1e5; i++) x += i;
    expect(x).toBeGreaterThan(0);
    expect(cpuMs() - t0).toBeGreaterThanOrEqual(20);
  });

  it.runIf(cpuIsPerThread())('does not count another thread’s work (a sim runs matches in worker threads)', async () => {
    const t0 = cpuMs();
    const spun = await spinInWorker(300);
    expect(spun).toBeGreaterThanOrEqual(300);
    // This thread only waited (and started the worker): far less than the worker's 300 ms.
    expect(cpuMs() - t0).toBeLessThan(150);
  });
});

describe('sim: decisionCpuMs', () => {
  it('times the same decisions on the CPU as decisionMs on the clock, per seat kind', async () => {
    const entry = findGame('fipsen')!;
    const game = entry.game!;
    const options = game.resolveOptions('prisdorf', 4, { deals: '2' });
    if (!options.ok) throw new Error(options.reason);
    const seats = ['bot:basic', 'bot:random', 'bot:random', 'bot:random'].map((kind, i) => ({ kind, name: `Bot ${i + 1}` }));
    const r = await runSim({
      game,
      bots: entry.bots,
      variant: 'prisdorf',
      players: 4,
      options: options.value,
      seats,
      seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
      seed: 'cpu',
      matches: 2,
    });
    if (!r.ok) throw new Error(r.reason);
    const { decisionMs, decisionCpuMs } = r.value;
    expect(Object.keys(decisionCpuMs!).sort()).toEqual(Object.keys(decisionMs).sort());
    for (const [id, d] of Object.entries(decisionMs)) expect(decisionCpuMs![id]!.count).toBe(d.count);
  });
});
