// The independent reference histories (spec/examples/fipsen-*.jsonl) replay through our rules with
// every deal, reveal, exchange, trick, settle and end line reproduced.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../../src/core/history-lines.js';
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
});
