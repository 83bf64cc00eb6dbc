// The independent reference histories (spec/examples/fipsen-*.jsonl) replay through our rules with
// every deal, reveal, exchange, trick, settle and end line reproduced.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../../src/core/history-lines.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { EXAMPLES as dir, HAVE_EXAMPLES } from '../../examples.js';
import { replayFipsen } from './replay.js';

const IMPLEMENTED = ['prisdorf', 'grossenaspe'];
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
  it('the Prisdorf and Großenaspe ones are all there', () => {
    expect(files).toEqual([
      'fipsen-grossenaspe-4p-kloppen.jsonl',
      'fipsen-grossenaspe-5p.jsonl',
      'fipsen-prisdorf-3p-kontra.jsonl',
      'fipsen-prisdorf-4p.jsonl',
    ]);
  });

  /**
   * fipsen-grossenaspe-5p.jsonl deal 7 (file line 215) plays a failed bid of 5 on after the
   * declarer's first lost trick, while G-R11 says "the bid was 5, where beet and pott beet score
   * alike, so the first lost trick ends it" — and fipsen-grossenaspe-4p-kloppen.jsonl deal 2 ends
   * there, as G-R11 says. The two reference files disagree; the rules text decides. Every line
   * before that deal is reproduced.
   */
  it('fipsen-grossenaspe-5p.jsonl: reproduced up to deal 7, where the file breaks G-R11', () => {
    const lines = read('fipsen-grossenaspe-5p.jsonl');
    const upTo = lines.findIndex((l) => l.type === 'deal' && l.deal === 7);
    const report = replayFipsen(lines.slice(0, upTo));
    expect(report.mismatches).toEqual([]);
    expect(() => replayFipsen(lines)).toThrow('line 215: seat 3 decides but the rules expect a deal');
    const ends = report.ours.filter((l) => l.type === 'settle');
    expect(ends).toHaveLength(6);
  });

  it.each(files.filter((f) => f !== 'fipsen-grossenaspe-5p.jsonl'))(
    '%s: every consequence line is reproduced and the match ends where the file does',
    (f) => {
      const lines = read(f);
      const report = replayFipsen(lines);
      expect(report.mismatches).toEqual([]);
      expect(fipsen.turn(report.state)).toEqual({ kind: 'over' });
      const end = lines[lines.length - 1]!;
      expect(report.state.result?.totals).toEqual(end.type === 'end' ? end.totals : null);
    },
  );
});
