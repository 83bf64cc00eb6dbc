// `cardtable review` as a user runs it: the text on stdout, bad input as one line with exit 2.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHere } from './here.js';
import { ROOT, builtCli, run as runCli } from './run.js';

const DIR = join(ROOT, 'test/fixtures/stats');
const TOEPPEN = join(DIR, '2026-11-23_10-00-00_toeppen-standard.jsonl');

builtCli();

const run = (args: string[]) => runCli(args, { timeout: 120_000 });

describe('cardtable review', () => {
  it("reviews the human's decisions of a deal: hands, tricks, costliest first, the one that mattered", () => {
    const r = run(['review', TOEPPEN, '--deal', '2']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Deal 2 · Ana: +1 units in this deal');
    expect(lines[1]).toBe('Hands as dealt:');
    expect(lines.slice(2, 6).map((l) => l.trim().split(/\s+/)[0])).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);
    const decisions = lines.filter((l) => /^ {2}#\d+ +\d+\.\d\d {2}/.test(l));
    expect(decisions.length).toBeGreaterThan(0);
    const costs = decisions.map((l) => Number(l.trim().split(/\s+/)[1]));
    // Numbered in the order played, listed costliest first.
    expect(decisions.map((l) => Number(l.trim().split(/\s+/)[0]!.slice(1))).sort((a, b) => a - b)).toEqual(decisions.map((_, i) => i + 1));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(r.stdout).toMatch(/^Mattered most: .* about \d+\.\d\d units of lead over the others by the search's estimate\.$/m);
    // Same file, same numbers.
    expect(run(['review', TOEPPEN, '--deal', '2']).stdout).toBe(r.stdout);
  }, 120_000);

  it('bad input: one line, exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['review', TOEPPEN, '--deal', 'two'], /^cardtable: --deal "two" is not a deal number; give a whole number from 1$/],
      [['review', TOEPPEN, '--deal', '9'], /^cardtable: --deal 9: .* has deals 1 to 2$/],
      [['review', join(DIR, 'missing.jsonl')], /^cardtable: .*missing\.jsonl: no such file/],
      [['review', join(DIR, '2026-11-25_11-00-00_lupfen-classic.jsonl')], /^cardtable: .*:1: not valid JSON/],
      [['review', join(DIR, '2026-11-25_10-00-00_kloepper-standard.jsonl')], /^cardtable: .*:34: settle differs .*cardtable check/],
      [['review', TOEPPEN, '--again', '1'], /^cardtable: --again 1 needs --deal N: the deal to play again$/],
      [
        ['review', TOEPPEN, '--deal', '2', '--again', '99'],
        /^cardtable: --again "99" is not a decision of deal 2; give a number from 1 to \d+ \(the # of `cardtable review --deal 2`\)$/,
      ],
      [['review', TOEPPEN, '--deal', '2', '--again', 'x'], /^cardtable: --again "x" is not a decision of deal 2/],
      [
        ['review', TOEPPEN, '--deal', '2', '--again', '1', '--speed', 'zoom'],
        /^cardtable: --speed "zoom" is not a speed; speeds: slow, normal, fast, instant$/,
      ],
    ];
    // The binary for the one that would open the table: main() ends the process there, as the table does.
    const atTable: [string[], RegExp] = [
      ['review', TOEPPEN, '--deal', '2', '--again', '1'],
      /^cardtable: --again plays at the table and needs an interactive terminal; /,
    ];
    for (const [args, want] of [...cases, atTable]) {
      // main() in this process (here.ts) for the others: no node start-up per case.
      const r = args === atTable[0] ? run(args) : await runHere(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim()).toMatch(want);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
  }, 120_000);
});
