// `cardtable stats` counts what the rules count: Thedinghausen's cents stand apart from Fipsen's
// points, a practice branch does not count again the deals it copied from its source, and a deal
// thrown in (all passed, P-R9) is no deal played. The expected figures are read off the files'
// settle lines here, not by the code under test.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { registerSeatKind, type Agent } from '../../src/bots/agent.js';
import { randomAgent } from '../../src/bots/random.js';
import { collectStats, statsText } from '../../src/cli/stats.js';
import type { HistoryLine, SettleLine } from '../../src/core/history-lines.js';
import { branchLines } from '../../src/engine/branch.js';
import { parseHistory } from '../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../src/engine/match.js';
import { fipsen, type FipsenAction, type FipsenView } from '../../src/games/fipsen/index.js';
import { fipsenEntry } from '../../src/games/fipsen/entry.js';
import { findGame } from '../../src/games/registry.js';
import { playMatch, setupOf, simJson, simSetup, tempDir } from '../engine/helpers.js';

/** Random, but everybody passes in deal 1: it is thrown in and dealt again as deal 2. */
function passFirst(): Agent<FipsenView, FipsenAction> {
  const random = randomAgent<FipsenView, FipsenAction>();
  return {
    id: 'bot:random',
    decide: (view, legal, ctx) =>
      ctx.deal === 1 ? (legal.find((a) => a.kind === 'pass') ?? random.decide(view, legal, ctx)) : random.decide(view, legal, ctx),
  };
}

const lines = (text: string): HistoryLine[] =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as HistoryLine);
const settles = (ls: readonly HistoryLine[]): SettleLine[] => ls.filter((l): l is SettleLine => l.type === 'settle');
const sums = (ss: readonly SettleLine[]): number[] =>
  ss.reduce((acc, s) => acc.map((x, i) => x + s.delta[i]!), [0, 0, 0, 0, 0].slice(0, ss[0]!.delta.length));

describe('cardtable stats: units, practice branches and throw-ins', () => {
  it('counts each unit apart, a branch only from the deal it plays again, and no thrown-in deal', () => {
    const dir = tempDir();
    // Prisdorf: deal 1 thrown in, deals 2 and 3 played (the match is 2 played deals).
    const sink = new MemorySink();
    runMatchSync(
      setupOf(
        fipsen,
        'prisdorf',
        4,
        'st-units',
        { deals: '2' },
        [0, 1, 2, 3].map(() => passFirst()),
      ),
      { sink },
    );
    const prisdorf = sink.text();
    const pl = lines(prisdorf);
    expect(settles(pl).map((s) => [s.deal, s.note])).toEqual([
      [1, 'all passed'],
      [2, expect.not.stringMatching(/all passed/)],
      [3, expect.not.stringMatching(/all passed/)],
    ]);
    writeFileSync(join(dir, '2026-01-01_10-00-00_fipsen-prisdorf.jsonl'), prisdorf);
    // A practice branch of deal 3 from its first bid: deals 1 and 2 are copies.
    const parsed = parseHistory(prisdorf, 'src.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const at = parsed.value.lines.findIndex((l) => l.type === 'call' && l.deal === 3);
    const branch = branchLines(
      parsed.value,
      { deal: 3, lineNo: parsed.value.lineNos[at]!, seat: (parsed.value.lines[at] as { seat: number }).seat },
      new Date(0),
    );
    expect(settles(branch).map((s) => s.deal)).toEqual([1, 2]);
    writeFileSync(join(dir, '2026-01-01_11-00-00_fipsen-prisdorf.jsonl'), branch.map((l) => JSON.stringify(l)).join('\n') + '\n');
    // Thedinghausen, in cents.
    const thed = playMatch(fipsen, 'thedinghausen', 5, 'st-cents', { games: '1' }).text;
    writeFileSync(join(dir, '2026-01-01_12-00-00_fipsen-thedinghausen.jsonl'), thed);

    const run = collectStats({ dir });
    expect(run.skipped).toEqual([]);
    const tl = settles(lines(thed));
    expect(run.games.map((g) => [g.game, g.unit, g.variants, g.matches, g.deals])).toEqual([
      ['fipsen', 'points', ['prisdorf'], 2, 2],
      ['fipsen', 'cents', ['thedinghausen'], 1, tl.length],
    ]);
    const points = sums(settles(pl).filter((s) => s.deal > 1));
    expect(run.games[0]!.players.map((p) => [p.name, p.deals, p.total])).toEqual(points.map((t, i) => [`Bot ${i + 1}`, 2, t]));
    const cents = sums(tl);
    expect(run.games[1]!.players.map((p) => [p.name, p.deals, p.total])).toEqual(cents.map((t, i) => [`Bot ${i + 1}`, tl.length, t]));
    const text = statsText(run);
    expect(text).toContain('Fipsen: 2 matches, 2 deals; results in points per deal');
    expect(text).toContain(`Fipsen (thedinghausen): 1 match, ${tl.length} deals; results in cents per deal`);
  });

  it('sim says Thedinghausen results in cents', async () => {
    const r = await simJson(
      simSetup(
        { game: fipsen, bots: findGame('fipsen')!.bots },
        'thedinghausen',
        ['bot:random', 'bot:random', 'bot:random', 'bot:random', 'bot:random'],
        '1',
        {
          seed: 'st-sim',
          matches: 1,
        },
      ),
    );
    expect(r.unit).toBe('cents');
  });

  it('sim counts no thrown-in deal in its deals and per-deal means, as stats does', async () => {
    // Registered for this test only: the seat kinds are one table for every file of the worker.
    onTestFinished(
      registerSeatKind({ kind: 'test:pass-first', summary: 'random, passing in deal 1', create: () => ({ ok: true, value: passFirst() }) }),
    );
    const dir = join(tempDir(), 'rec');
    const kinds = ['test:pass-first', 'test:pass-first', 'test:pass-first', 'test:pass-first'];
    const r = await simJson(
      simSetup({ game: fipsen, bots: findGame('fipsen')!.bots, unplayedDeal: fipsenEntry.unplayedDeal }, 'prisdorf', kinds, '2', {
        seed: 'st-throw',
        matches: 2,
        recordDir: dir,
      }),
    );
    // Each match: deal 1 thrown in, deals 2 and 3 played.
    const matches = [1, 2].map((k) => settles(lines(readFileSync(join(dir, `fipsen-prisdorf-st-throw-${k}.jsonl`), 'utf8'))));
    expect(matches.map((ss) => ss.map((s) => s.note === 'all passed'))).toEqual([
      [true, false, false],
      [true, false, false],
    ]);
    const totals = sums(matches.flat());
    expect(r.deals).toBe(4);
    expect(r.seats.map((s) => [s.deals, s.total, s.meanPerDeal])).toEqual(totals.map((t) => [4, t, Math.round((t / 4) * 1e4) / 1e4]));
    expect(r.agents).toEqual([expect.objectContaining({ agent: 'test:pass-first', deals: 16 })]);
    // Measured by position value (bench:bots), the first two deals are the two played ones.
    const measured = await simJson(
      simSetup({ game: fipsen, bots: findGame('fipsen')!.bots, unplayedDeal: fipsenEntry.unplayedDeal }, 'prisdorf', kinds, '2', {
        seed: 'st-throw',
        matches: 2,
        measure: { deals: 2 },
      }),
    );
    expect(measured.deals).toBe(4);
    expect(measured.seats.map((s) => s.total)).toEqual(totals);
  });
});
