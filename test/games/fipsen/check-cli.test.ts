// `cardtable check` accepts the independent Prisdorf and Großenaspe reference histories, whose
// writer merges a Skat pick-up with its discard, writes a discard in parts and lists the cards laid
// away in its own order (fipsen.md §8 leaves that to the writer).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, HAVE_EXAMPLES, KNOWN_DIFFERENCES } from '../../examples.js';

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

describe.skipIf(!HAVE_EXAMPLES)('cardtable check on a reference history that scores otherwise than the rules text', () => {
  it('Thedinghausen: the sweep whose fifth trick is the tenth is reported at its line, with both notes, then the replay stops', () => {
    const file = 'fipsen-thedinghausen-5p.jsonl';
    const { line } = KNOWN_DIFFERENCES[file]!;
    const f = join(EXAMPLES, file);
    const r = spawnSync(process.execPath, [BIN, 'check', f], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stdout).toBe(
      `${f}:${line}: settle differs (file vs rules): delta [-100,400,-100,-100,-100] vs [0,400,0,0,0]; totals [-180,320,-180,-180,-180] vs [-80,320,-80,-80,-80]; tally [4,5,2,3,1] vs [4,10,2,3,1] (notes: "seat 1 sweeps" vs "seat 1 wins the game")\n` +
        `${f}:${line + 1}: the rules give an end line before this one that the file lacks: {"type":"end","totals":[-80,320,-80,-80,-80],"winners":[1],"reason":"target"}\n`,
    );
    expect(r.stderr).toBe(`cardtable: ${f}:${line + 1}: a deal line came while the rules expect no more moves (the match is over)\n`);
    expect(r.status).toBe(2);
  });
});
