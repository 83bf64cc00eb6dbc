// The independent reference histories (spec/examples/fipsen-*.jsonl) replay through our rules with
// every deal, reveal, exchange, trick, settle and end line reproduced.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine, SettleLine } from '../../../src/core/history-lines.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { EXAMPLES as dir, HAVE_EXAMPLES, KNOWN_DIFFERENCES } from '../../examples.js';
import { replayFipsen } from './replay.js';
import { replayChecked } from '../../engine/helpers.js';

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

  const exact = files.filter((f) => !KNOWN_DIFFERENCES[f]);
  const known = files.filter((f) => KNOWN_DIFFERENCES[f]);

  it('the histories that differ from the rules text are the known ones', () => {
    expect(known).toEqual(['fipsen-thedinghausen-5p.jsonl']);
  });

  it.each(exact)('%s: every consequence line is reproduced and the match ends where the file does', (f) => {
    const lines = read(f);
    const report = replayFipsen(lines);
    expect(report.mismatches).toEqual([]);
    expect(fipsen.turn(report.state)).toEqual({ kind: 'over' });
    const end = lines[lines.length - 1]!;
    expect(report.state.result?.totals).toEqual(end.type === 'end' ? end.totals : null);
  });

  it.each(known)('%s: every line is reproduced up to the known difference, which is exactly the rule it names', (f) => {
    const lines = read(f);
    const { line, rule } = KNOWN_DIFFERENCES[f]!;
    const report = replayFipsen(lines.slice(0, line));
    const ours = report.ours.filter((l): l is SettleLine => l.type === 'settle').at(-1)!;
    const end = { type: 'end', totals: ours.totals, winners: [ours.delta.indexOf(400)], reason: 'target' };
    expect(report.mismatches).toEqual([
      `line ${line}: file ${JSON.stringify(lines[line - 1])} vs rules ${JSON.stringify(ours)}`,
      `end: the rules gave lines the file lacks: ${JSON.stringify([end])}`,
    ]);
    expect(fipsen.turn(report.state)).toEqual({ kind: 'over' });
    expect(rule).toBe('R7 / F-T1');
    expectTenthTrickSweep(lines, line, ours);
  });

  it.each(known)('%s: the shared replay (cardtable check) reads it and differs at the known line only', (f) => {
    const { line } = KNOWN_DIFFERENCES[f]!;
    const parsed = parseHistory(readFileSync(join(dir, f), 'utf8'), f);
    if (!parsed.ok) throw new Error(parsed.reason);
    const report = replayHistory(fipsen, parsed.value);
    expect(report.mismatches).toHaveLength(2);
    expect(report.mismatches[0]).toMatch(
      new RegExp(`^${f}:${line}: settle differs \\(file vs rules\\): .*\\(notes: "seat \\d sweeps" vs "seat \\d wins the game"\\)$`),
    );
    expect(report.mismatches[1]).toMatch(new RegExp(`^${f}:${line + 1}: the rules give an end line before this one that the file lacks: `));
    expect(report.error).toBe(`${f}:${line + 1}: a deal line came while the rules expect no more moves (the match is over)`);
  });

  // The shared replay reads a discard as one line; the Duttfips file once lays its five away over
  // two lines (deal 10), which is joined here as the test driver does.
  const SHARED = exact.filter((f) => /^fipsen-(thedinghausen|ansegger|duttfips)-/.test(f));
  it.each(SHARED)('%s: the shared replay (cardtable check) reproduces every line and finishes', (f) => {
    const { report } = replayChecked(
      fipsen,
      parseHistory(
        joinDiscards(read(f))
          .map((l) => JSON.stringify(l))
          .join('\n') + '\n',
        f,
      ),
    );
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

/**
 * R7 / F-T1 against R8: the file's settle at `line` scores a sweep for a seat whose fifth trick of
 * the deal was his tenth under tally_check=immediate; the rules score the game won by that trick.
 */
function expectTenthTrickSweep(lines: HistoryLine[], line: number, ours: SettleLine): void {
  const match = lines[0]!;
  expect(match.type === 'match' && match.options['tally_check']).toBe('immediate');
  const file = lines[line - 1]!;
  if (file.type !== 'settle') throw new Error(`line ${line} is no settle line`);
  const tricks = lines.filter((l) => l.type === 'trick' && l.deal === file.deal);
  const seat = tricks[0]!.type === 'trick' ? tricks[0]!.winner : -1;
  expect(tricks.map((t) => t.type === 'trick' && t.winner)).toEqual([seat, seat, seat, seat, seat]);
  const before = lines
    .slice(0, line - 1)
    .filter((l): l is SettleLine => l.type === 'settle')
    .at(-1)!['tally'] as number[];
  expect(before[seat]).toBe(5);
  // The file: a sweep, the tally back where it was and the game going on.
  expect(file.note).toBe(`seat ${seat} sweeps`);
  expect(file['tally']).toEqual(before);
  // The rules: the fifth trick makes ten and wins the game and its 400-cent prize.
  expect(ours.note).toBe(`seat ${seat} wins the game`);
  expect(ours['tally']).toEqual(before.map((t, i) => (i === seat ? 10 : t)));
  expect(ours.delta).toEqual(before.map((_, i) => (i === seat ? 400 : 0)));
}
