// The independent reference histories (spec/examples/fipsen-*.jsonl) replay through our rules with
// every deal, reveal, exchange, trick, settle and end line reproduced.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../../src/core/history-lines.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { EXAMPLES as dir, HAVE_EXAMPLES } from '../../examples.js';
import { replayFipsen } from './replay.js';

const IMPLEMENTED = ['prisdorf', 'grossenaspe', 'thedinghausen', 'ansegger', 'duttfips'];
const files = HAVE_EXAMPLES
  ? readdirSync(dir)
      .filter((f) => new RegExp(`^fipsen-(${IMPLEMENTED.join('|')})-.*\\.jsonl$`).test(f))
      .sort()
  : [];
const read = (f: string): HistoryLine[] =>
  readFileSync(join(dir, f), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as HistoryLine);

describe.skipIf(!HAVE_EXAMPLES)('Fipsen reference histories', () => {
  it('the histories of every variant are all there', () => {
    expect(files).toEqual([
      'fipsen-ansegger-4p.jsonl',
      'fipsen-duttfips-4p.jsonl',
      'fipsen-grossenaspe-4p-kloppen.jsonl',
      'fipsen-grossenaspe-5p.jsonl',
      'fipsen-prisdorf-3p-kontra.jsonl',
      'fipsen-prisdorf-4p.jsonl',
      'fipsen-thedinghausen-5p.jsonl',
    ]);
  });

  it.each(files)('%s: every consequence line is reproduced and the match ends where the file does', (f) => {
    const lines = read(f);
    const report = replayFipsen(lines);
    expect(report.mismatches).toEqual([]);
    expect(fipsen.turn(report.state)).toEqual({ kind: 'over' });
    const end = lines[lines.length - 1]!;
    expect(report.state.result?.totals).toEqual(end.type === 'end' ? end.totals : null);
  });

  // The shared replay reads a discard as one line; the Duttfips file once lays its five away over
  // two lines (deal 10), which is joined here as the test driver does.
  const SHARED = files.filter((f) => /^fipsen-(thedinghausen|ansegger|duttfips)-/.test(f));
  it.each(SHARED)('%s: the shared replay (cardtable check) reproduces every line and finishes', (f) => {
    const parsed = parseHistory(
      joinDiscards(read(f))
        .map((l) => JSON.stringify(l))
        .join('\n') + '\n',
      f,
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    const report = replayHistory(fipsen, parsed.value);
    expect(report.error).toBeNull();
    expect(report.mismatches).toEqual([]);
    expect(report.finished).toBe(true);
  });
});

/** Consecutive discard lines (only `gave`) of one seat in one deal as one line. */
function joinDiscards(lines: HistoryLine[]): HistoryLine[] {
  const out: HistoryLine[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (
      l.type === 'exchange' &&
      l.got.length === 0 &&
      prev?.type === 'exchange' &&
      prev.got.length === 0 &&
      prev.seat === l.seat &&
      prev.deal === l.deal
    )
      out[out.length - 1] = { ...prev, gave: [...prev.gave, ...l.gave] };
    else out.push(l);
  }
  return out;
}
