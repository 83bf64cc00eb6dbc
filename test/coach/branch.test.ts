// "Play it again" (engine/branch.ts): a practice branch is the source match up to one of the
// player's decisions, its match line naming the source; continued like `resume` with the same
// seed and bots, the same cards come out and the same bots answer the same way, so a branch whose
// player decides as before replays the source deal line for line. `check` and `resume` take it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { branchLines, dealDecisions, writeBranch } from '../../src/engine/branch.js';
import { lockHistory } from '../../src/engine/history/lock.js';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { serializeLine } from '../../src/engine/history/writer.js';
import { runMatch, SUSPEND } from '../../src/engine/match.js';
import { replayHistory } from '../../src/engine/replay.js';
import { planResume, resumeMatch } from '../../src/engine/resume.js';
import { findGame } from '../../src/games/registry.js';
import { agentsFor } from '../../src/engine/seating.js';
import { botsOf, eachGame, registeredGames } from '../registered.js';
import { gameUnderTest } from '../test-registry.js';

const games = await registeredGames();

describe.each(eachGame(games))('%s', (_id, { game }) => {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const players = variant.defaultPlayers;
  const seatKinds = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'bot:basic'));
  const seats: SeatInfo[] = seatKinds.map((k, i) =>
    k === 'human' ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'basic' },
  );
  // The player's seat decides as bot:basic does: the same choices again, given the same view and line count.
  const agents = (): AnyAgent[] => {
    const seated = agentsFor(
      seats.map(() => ({ kind: 'bot', level: 'basic' })),
      { game, bots: botsOf(game), variant: variant.id, players, seed: 'branch' },
    );
    if (!seated.ok) throw new Error(seated.reason);
    return seated.value as AnyAgent[];
  };
  const opts = game.resolveOptions(variant.id, players, variant.lengthKey ? { [variant.lengthKey]: '3' } : {});

  it('branches before a decision of deal 2 and, decided as before, plays that deal again line for line', async () => {
    if (!opts.ok) throw new Error(opts.reason);
    const dir = mkdtempSync(join(tmpdir(), 'cardtable-branch-'));
    let text = '';
    await runMatch(
      { game, variant: variant.id, players, options: opts.value, seats, agents: agents(), seed: 'branch' },
      { sink: { write: (l) => void (text += serializeLine(l)) } },
    );
    const source = join(dir, 'source.jsonl');
    writeFileSync(source, text);
    const parsed = readHistoryFile(source);
    if (!parsed.ok) throw new Error(parsed.reason);
    const points = dealDecisions(game, parsed.value, 2);
    if (!points.ok) throw new Error(points.reason);
    expect(points.value.length).toBeGreaterThan(1);
    const at = points.value[Math.floor(points.value.length / 2)]!;

    const path = join(dir, 'branch.jsonl');
    const written = writeBranch(path, branchLines(parsed.value, at), lockHistory);
    expect(written).toEqual({ ok: true, value: path });
    const plan = planResume(path, gameUnderTest, { strictDeals: true });
    if (!plan.ok) throw new Error(plan.reason);
    // The table stops a branch after its deal; here the match loop is stopped there the same way.
    const stop = new AbortController();
    const r = await resumeMatch(plan.value, agents(), {
      signal: stop.signal,
      onStep: (step) => {
        if (step.lines.some((l) => l.type === 'settle' && l.deal === 2)) stop.abort(SUSPEND);
      },
    });
    if (!r.ok) throw new Error(r.reason);

    const branch = readHistoryFile(path);
    if (!branch.ok) throw new Error(branch.reason);
    expect(branch.value.match.branchOf).toEqual({ file: 'source.jsonl', deal: 2, line: at.lineNo });
    const { startedAt: _a, branchOf: _b, ...match } = branch.value.match;
    const { startedAt: _c, ...sourceMatch } = parsed.value.match;
    expect(match).toEqual(sourceMatch);
    const body = (p: typeof branch.value, upTo: number) => p.lines.filter((_l, i) => i > 0 && p.lineNos[i]! < upTo);
    // The lines up to the decision are the source's, and so is the rest of deal 2 when decided as before.
    expect(body(branch.value, at.lineNo)).toEqual(body(parsed.value, at.lineNo));
    const settle = parsed.value.lineNos[parsed.value.lines.findIndex((l) => l.type === 'settle' && l.deal === 2)]!;
    expect(body(branch.value, Number.POSITIVE_INFINITY).slice(0, settle - 1)).toEqual(body(parsed.value, settle + 1));
    // check: the rules reproduce it; resume: it is unfinished and goes on.
    const report = replayHistory(game, branch.value);
    expect(report.error).toBeNull();
    expect(report.mismatches).toEqual([]);
    expect(report.finished).toBe(false);
    expect(planResume(path, gameUnderTest).ok).toBe(true);
  }, 120_000);
});

describe('a branch of a match of bots', () => {
  it("is played from the chosen bot's seat: that seat is the branch's human, the others stay as they were", () => {
    const read = readHistoryFile(join(__dirname, '../fixtures/lupfen-classic-4p.jsonl'));
    if (!read.ok) throw new Error(read.reason);
    const game = findGame('lupfen')!.game!;
    const points = dealDecisions(game, read.value, 1, [2]);
    if (!points.ok) throw new Error(points.reason);
    const at = points.value[0]!;
    expect(at.seat).toBe(2);
    const match = branchLines(read.value, at)[0]!;
    if (match.type !== 'match') throw new Error('no match line');
    expect(match.seats).toEqual(read.value.match.seats.map((s, i) => (i === 2 ? { name: s.name, kind: 'human' } : s)));
    const dir = mkdtempSync(join(tmpdir(), 'cardtable-branch-'));
    const path = join(dir, 'branch.jsonl');
    expect(writeBranch(path, branchLines(read.value, at), lockHistory).ok).toBe(true);
    const plan = planResume(path, gameUnderTest);
    if (!plan.ok) throw new Error(plan.reason);
  });
});
