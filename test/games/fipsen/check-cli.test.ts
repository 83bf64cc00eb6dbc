// `cardtable check` accepts the independent Prisdorf and Großenaspe reference histories, whose
// writer merges a Skat pick-up with its discard, writes a discard in parts and lists the cards laid
// away in its own order (fipsen.md §8 leaves that to the writer).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, HAVE_EXAMPLES } from '../../examples.js';

const BIN = new URL('../../../bin/cardtable.js', import.meta.url).pathname;

const cases: [string, number, number][] = [
  ['fipsen-prisdorf-3p-kontra.jsonl', 261, 13],
  ['fipsen-prisdorf-4p.jsonl', 278, 14],
  ['fipsen-grossenaspe-4p-kloppen.jsonl', 289, 11],
  ['fipsen-grossenaspe-5p.jsonl', 305, 10],
];

describe.skipIf(!HAVE_EXAMPLES)('cardtable check on the Fipsen reference histories', () => {
  it.each(cases)('%s: ok, every line reproduced', (file, lines, deals) => {
    const f = join(EXAMPLES, file);
    const r = spawnSync(process.execPath, [BIN, 'check', f], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${f}: ok, ${lines} lines, ${deals} deals\n`);
    expect(r.status).toBe(0);
  });
});
