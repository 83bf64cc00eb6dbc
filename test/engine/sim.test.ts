// runSim: plain, duplicate and threaded runs go one path; threads never change what is reported.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSim, type SimJson, type SimSetup } from '../../src/engine/sim.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { STARTED, lupfenOptions, tempDir } from './helpers.js';

function setup(extra: Partial<SimSetup> = {}): SimSetup {
  const kinds = ['bot:basic', 'bot:random', 'bot:random', 'bot:random'];
  const seats = kinds.map((kind, i) => ({ kind, name: `Bot ${i + 1}` }));
  return {
    game: lupfen,
    variant: 'classic',
    players: 4,
    options: lupfenOptions('classic', 4, { deals: '5' }),
    seats,
    seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
    seed: 'one/path',
    matches: 3,
    startedAt: STARTED,
    ...extra,
  };
}

async function sim(s: SimSetup): Promise<SimJson> {
  const r = await runSim(s);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** What a run reports, without the clock's figures. */
function figures(j: SimJson): unknown {
  const { seconds: _s, workers: _w, decisionMs, ...rest } = j;
  return { ...rest, decisionMs: Object.entries(decisionMs).map(([id, d]) => [id, d.count]) };
}

describe('runSim', () => {
  it('a plain run: unpaired, no workers field, one history per match named by the run seed', async () => {
    const dir = join(tempDir(), 'rec');
    const progress: number[] = [];
    const j = await sim(setup({ recordDir: dir, onProgress: (m) => progress.push(m) }));
    expect(j.duplicate).toBe(false);
    expect(j).not.toHaveProperty('workers');
    expect(j.deals).toBe(15);
    expect(j.pairs).toEqual([expect.objectContaining({ a: 'bot:basic', b: 'bot:random', deals: 60 })]);
    expect(progress).toEqual([1, 2, 3]);
    expect(readdirSync(dir).sort()).toEqual([
      'lupfen-classic-one_path-1.jsonl',
      'lupfen-classic-one_path-2.jsonl',
      'lupfen-classic-one_path-3.jsonl',
    ]);
  });

  it('worker threads report the same figures and write the same histories as this thread', async () => {
    const a = join(tempDir(), 'a');
    const b = join(tempDir(), 'b');
    for (const duplicate of [false, true]) {
      const one = await sim(setup({ duplicate, recordDir: join(a, String(duplicate)) }));
      const two = await sim(setup({ duplicate, workers: 2, recordDir: join(b, String(duplicate)) }));
      expect(two.workers).toBe(2);
      expect(figures(two)).toEqual(figures(one));
      const files = readdirSync(join(a, String(duplicate))).sort();
      expect(readdirSync(join(b, String(duplicate))).sort()).toEqual(files);
      // From source, a worker does not get vitest's __APP_VERSION__ (the built CLI's bundle does).
      const text = (dir: string, f: string) =>
        readFileSync(join(dir, String(duplicate), f), 'utf8').replace(/"app":"cardtable [^"]*"/, '"app":"cardtable"');
      for (const f of files) expect(text(b, f)).toBe(text(a, f));
      expect(files).toHaveLength(duplicate ? 12 : 3);
    }
  }, 60_000);

  it('refuses to overwrite a history before anything is played', async () => {
    const dir = join(tempDir(), 'rec');
    await sim(setup({ recordDir: dir, matches: 1 }));
    const again = await runSim(setup({ recordDir: dir, matches: 2, workers: 2 }));
    expect(again.ok).toBe(false);
    expect(!again.ok && again.reason).toMatch(/one_path-1\.jsonl already exists; histories are never overwritten/);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
