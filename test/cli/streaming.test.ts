// stats and review read a history as check does, line by line: a file larger than memory is
// counted or reviewed in the memory of one deal. Shown by where the reader stands when a line is
// used (never more than a deal ahead), not by timing or memory figures, which a busy machine blurs.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { collectStats } from '../../src/cli/stats.js';
import { HistoryFileStream, parseHistory } from '../../src/engine/history/reader.js';
import { GameTally } from '../../src/engine/player-stats.js';
import { readDecisions, reviewedSeats } from '../../src/engine/review.js';
import { standingLines, standingMask } from '../../src/engine/undo.js';
import { findGame } from '../../src/games/registry.js';
import { stubLine, tempDir, TWO_UNDOS } from '../engine/helpers.js';
import { CLASSIC_4P } from '../examples.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Follows every history reader: the file line number of the last line any of them handed out. */
function followReaders(): { at: () => number } {
  let at = 0;
  const next = HistoryFileStream.prototype.next;
  vi.spyOn(HistoryFileStream.prototype, 'next').mockImplementation(function (this: HistoryFileStream) {
    const r = next.call(this);
    if (r.ok && r.value) at = r.value.lineNo;
    return r;
  });
  return { at: () => at };
}

const fileLines = (): HistoryLine[] => {
  const parsed = parseHistory(readFileSync(CLASSIC_4P, 'utf8'), 'f');
  if (!parsed.ok) throw new Error(parsed.reason);
  return [...parsed.value.lines];
};

/** The most lines one deal of the fixture takes, from its `deal` line to the next one. */
function longestDeal(lines: readonly HistoryLine[]): number {
  const starts = lines.flatMap((l, i) => (l.type === 'deal' ? [i] : []));
  return Math.max(...starts.map((s, k) => (starts[k + 1] ?? lines.length) - s));
}

describe('stats reads each file as a stream', () => {
  it('the tally gets every line while the reader is at most one deal ahead of it, and the figures are those of the whole file', () => {
    const dir = tempDir();
    copyFileSync(CLASSIC_4P, join(dir, 'a.jsonl'));
    const lines = fileLines();
    const deal = longestDeal(lines);
    expect(lines.length).toBeGreaterThan(4 * deal);
    const reader = followReaders();
    const ahead: number[] = [];
    const add = GameTally.prototype.addMatch;
    vi.spyOn(GameTally.prototype, 'addMatch').mockImplementation(function (this: GameTally, file, match, body) {
      // No undo line in the fixture: the k-th line counted is line k + 2 of the file.
      let k = 0;
      const watched = (function* () {
        for (const line of body) {
          ahead.push(reader.at() - (++k + 1));
          yield line;
        }
      })();
      add.call(this, file, match, watched);
    });
    const run = collectStats({ dir });
    expect(run.read).toBe(1);
    expect(ahead).toHaveLength(lines.length - 1);
    expect(Math.max(...ahead)).toBeLessThanOrEqual(deal);
    expect(run.games[0]!.deals).toBe(lines.filter((l) => l.type === 'settle').length);
  });

  it('standingLines gives the lines standingMask keeps, pulling at most to the next deal line before it gives one', () => {
    const L = stubLine;
    const lines = [
      ...TWO_UNDOS,
      L('settle'),
      L('deal', { deal: 2 }),
      L('call', { deal: 2, n: 6 }),
      L('undo', { deal: 2, keep: 0 }),
      L('settle', { deal: 2 }),
      L('end'),
    ];
    let pulled = 0;
    const pulledAt: number[] = [];
    const source = (function* () {
      for (const l of lines) {
        pulled++;
        yield l;
      }
    })();
    const out: HistoryLine[] = [];
    for (const l of standingLines(source)) {
      out.push(l);
      pulledAt.push(pulled);
    }
    const stands = standingMask(lines);
    expect(out).toEqual(lines.filter((_, i) => stands[i]));
    // Deal 1's lines come once deal 2's `deal` line (line 10) is read; deal 2's at the end.
    expect(pulledAt).toEqual([10, 10, 10, 14, 14, 14]);
  });
});

describe('review reads the file as a stream', () => {
  it('keeps the lines and decisions of the deal asked for only, and knows every deal number', () => {
    const entry = findGame('lupfen')!;
    const all = fileLines();
    const opened = HistoryFileStream.open(CLASSIC_4P);
    if (!opened.ok) throw new Error(opened.reason);
    const read = readDecisions(entry.game!, opened.value, reviewedSeats(opened.value.match), 3);
    opened.value.close();
    if (!read.ok) throw new Error(read.reason);
    const deal3 = all.filter((l) => 'deal' in l && l.deal === 3);
    expect(read.value.lines).toEqual(deal3);
    expect(read.value.points.length).toBeGreaterThan(0);
    expect(new Set(read.value.points.map((p) => p.deal))).toEqual(new Set([3]));
    expect(read.value.dealNos).toEqual(all.flatMap((l) => (l.type === 'deal' ? [l.deal] : [])));
  });
});
