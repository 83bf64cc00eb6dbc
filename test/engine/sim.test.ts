// runSim: plain, duplicate and threaded runs go one path; threads never change what is reported —
// for every registered game (a worker finds its game through the registry; the call words sim
// counts come with the setup, as the command line hands them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine, SettleLine } from '../../src/core/history-lines.js';
import { simWorkerEntry } from '../../src/cli/sim.js';
import { runSim, type SimJson, type SimSetup } from '../../src/engine/sim.js';
import type { AnyGame } from '../../src/contract/game.js';
import { GAMES } from '../../src/games/registry.js';
import { simJson, simSetup, STARTED, tempDir } from './helpers.js';

const playable = GAMES.flatMap((e) => (e.game ? [[e.id, e.game] as const] : []));

/** bot:basic where the game has bots (a game still without them plays bot:random in every seat). */
const firstSeat = (game: AnyGame): string => (GAMES.find((e) => e.id === game.id)?.bots ? 'bot:basic' : 'bot:random');

/** bot:basic against random bots, 3 matches of 5 deals of the game's default variant and player count. */
function setupFor(game: AnyGame, extra: Partial<SimSetup> = {}): SimSetup {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const kinds = [firstSeat(game), ...Array.from({ length: variant.defaultPlayers - 1 }, () => 'bot:random')];
  const entry = GAMES.find((e) => e.game === game);
  return simSetup({ game, bots: entry?.bots, statCalls: entry?.statCalls, unplayedDeal: entry?.unplayedDeal }, variant.id, kinds, '5', {
    seed: 'one/path',
    matches: 3,
    startedAt: STARTED,
    ...extra,
  });
}

const sim = simJson;

/** What a run reports, without the clock's figures. */
function figures(j: SimJson): unknown {
  const { seconds: _s, workers: _w, decisionMs, decisionCpuMs: _c, ...rest } = j;
  return { ...rest, decisionMs: Object.entries(decisionMs).map(([id, d]) => [id, d.count]) };
}

describe.each(playable)('runSim, %s', (id, game) => {
  const setup = (extra: Partial<SimSetup> = {}) => setupFor(game, extra);
  const players = setup().players;

  it('a plain run: unpaired, no workers field, one history per match named by the run seed', async () => {
    const dir = join(tempDir(), 'rec');
    const progress: number[] = [];
    const j = await sim(setup({ recordDir: dir, onProgress: (m) => progress.push(m) }));
    expect(j.duplicate).toBe(false);
    expect(j).not.toHaveProperty('workers');
    // Five deals a match, fewer where the game's target ends it first: as many as the histories
    // settle, less deals thrown in that the rules do not count (GameEntry.unplayedDeal).
    const files = readdirSync(dir).sort();
    const unplayed = GAMES.find((e) => e.game === game)?.unplayedDeal;
    const settled = files.flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as HistoryLine)
        .filter((l): l is SettleLine => l.type === 'settle' && !unplayed?.(l)),
    );
    expect(j.deals).toBe(settled.length);
    expect(j.deals).toBeGreaterThanOrEqual(3);
    expect(j.deals).toBeLessThanOrEqual(15);
    // One pair where two kinds of seat sat at the table; none where every seat was bot:random.
    if (firstSeat(game) === 'bot:basic')
      expect(j.pairs).toEqual([expect.objectContaining({ a: 'bot:basic', b: 'bot:random', deals: j.deals * players })]);
    else expect(j.pairs).toBeUndefined();
    expect(progress).toEqual([1, 2, 3]);
    expect(files).toEqual([1, 2, 3].map((k) => `${id}-${game.defaultVariant}-one_path-${k}.jsonl`));
  });

  it('worker threads report the same figures and write the same histories as this thread', async () => {
    const a = join(tempDir(), 'a');
    const b = join(tempDir(), 'b');
    // Duplicate runs for every game (seat rotations, pairs); a plain one for the first game only:
    // how jobs are planned does not depend on the game, and each pool of threads loads the source
    // through tsx (most of this test's CPU time).
    for (const duplicate of id === playable[0]![0] ? [false, true] : [true]) {
      const one = await sim(setup({ duplicate, matches: 2, recordDir: join(a, String(duplicate)) }));
      const two = await sim(setup({ duplicate, matches: 2, workers: 2, worker: simWorkerEntry(), recordDir: join(b, String(duplicate)) }));
      expect(two.workers).toBe(2);
      expect(figures(two)).toEqual(figures(one));
      const files = readdirSync(join(a, String(duplicate))).sort();
      expect(readdirSync(join(b, String(duplicate))).sort()).toEqual(files);
      // From source, a worker does not get vitest's __APP_VERSION__ (the built CLI's bundle does).
      const text = (dir: string, f: string) =>
        readFileSync(join(dir, String(duplicate), f), 'utf8').replace(/"app":"cardtable [^"]*"/, '"app":"cardtable"');
      for (const f of files) expect(text(b, f)).toBe(text(a, f));
      expect(files).toHaveLength(duplicate ? 2 * players : 2);
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
