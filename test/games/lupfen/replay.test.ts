import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHistory, readHistoryFile } from '../../../src/engine/history/reader.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { playLupfen } from './play.js';
import { CLASSIC_4P, EXAMPLES as EX, HAVE_EXAMPLES } from '../../examples.js';
import { replayChecked } from '../../engine/helpers.js';

const LUPFEN_EXAMPLES = [
  'lupfen-classic-4p.jsonl',
  'lupfen-classic-5p-pot-penalty.jsonl',
  'lupfen-vorarlberg-3p-blind-hearts.jsonl',
  'lupfen-vorarlberg-4p-stake-shoving.jsonl',
  'lupfen-vorarlberg-6p-unfinished.jsonl',
];

function replayText(text: string, name = 'mem.jsonl') {
  const parsed = parseHistory(text, name);
  if (!parsed.ok) throw new Error(parsed.reason);
  return replayHistory(lupfen, parsed.value);
}

describe.skipIf(!HAVE_EXAMPLES)('replay of the reference examples (spec/examples, an independent implementation)', () => {
  it.each(LUPFEN_EXAMPLES)('%s: every trick and settle line is reproduced by our rules', (f) => {
    const { history: parsed, report } = replayChecked(lupfen, readHistoryFile(join(EX, f)));
    expect(report.linesReplayed).toBe(parsed.lines.length);
    const tricks = parsed.lines.filter((l) => l.type === 'trick').length;
    const settles = parsed.lines.filter((l) => l.type === 'settle').length;
    expect(tricks).toBeGreaterThan(0);
    expect(settles).toBeGreaterThan(0);
  });
});

describe('replay finds what does not follow the rules', () => {
  const base = readFileSync(CLASSIC_4P, 'utf8');
  const lines = base.trimEnd().split('\n');
  const idx = (pred: (l: string) => boolean): number => lines.findIndex(pred);

  it('a changed settle line is named by file and line', () => {
    const i = idx((l) => l.includes('"type":"settle"'));
    const edited = [...lines];
    edited[i] = edited[i]!.replace('"delta":[0,-1,-3,4]', '"delta":[1,-2,-3,4]');
    const report = replayText(edited.join('\n') + '\n', 'edited.jsonl');
    expect(report.error).toBeNull();
    expect(report.mismatches[0]).toBe(`edited.jsonl:${i + 1}: settle differs (file vs rules): delta [1,-2,-3,4] vs [0,-1,-3,4]`);
  });

  it('a changed trick winner is named by file and line', () => {
    const i = idx((l) => l.includes('"type":"trick"'));
    const edited = [...lines];
    edited[i] = edited[i]!.replace('"winner":0', '"winner":2');
    const report = replayText(edited.join('\n') + '\n', 'edited.jsonl');
    expect(report.mismatches[0]).toMatch(new RegExp(`^edited\\.jsonl:${i + 1}: trick differs .*winner 2 vs 0`));
  });

  it('an illegal play stops the replay with file:line', () => {
    // Deal 1, trick 1: seat 0 answers AH with TC; AS, a card seat 1 holds, is not in its hand.
    const i = idx((l) => l === '{"type":"play","deal":1,"seat":0,"card":"TC"}');
    expect(i).toBeGreaterThan(0);
    const edited = [...lines];
    edited[i] = '{"type":"play","deal":1,"seat":0,"card":"AS"}';
    const report = replayText(edited.join('\n') + '\n', 'bad.jsonl');
    expect(report.error).toMatch(new RegExp(`^bad\\.jsonl:${i + 1}: `));
  });

  it('a wrong end line is reported (totals, reason); pot-empty and deals stand for each other', () => {
    const edited = [...lines];
    edited[edited.length - 1] = edited.at(-1)!.replace('"reason":"deals"', '"reason":"pot-empty"');
    expect(replayText(edited.join('\n') + '\n').mismatches).toEqual([]);
    edited[edited.length - 1] = edited.at(-1)!.replace('"reason":"pot-empty"', '"reason":"target"');
    expect(replayText(edited.join('\n') + '\n', 'end.jsonl').mismatches).toEqual([
      `end.jsonl:${lines.length}: end differs (file vs rules): reason "target" vs "deals"`,
    ]);
    edited[edited.length - 1] = edited.at(-1)!.replace('"reason":"target"', '"reason":"deals"');
    // winners is a set: another order is the same end, another seat is not.
    const tie = edited.at(-1)!.replace('"winners":[3]', '"winners":[1,3]');
    expect(replayText([...edited.slice(0, -1), tie].join('\n') + '\n', 'end.jsonl').mismatches[0]).toMatch(
      /end differs .*winners \[1,3\] vs \[3\]/,
    );
    edited[edited.length - 1] = edited.at(-1)!.replace('"totals":[-13,', '"totals":[-12,');
    expect(replayText(edited.join('\n') + '\n', 'end.jsonl').mismatches[0]).toMatch(
      new RegExp(`^end\\.jsonl:${lines.length}: end differs`),
    );
  });

  it('an end reason the game never writes is reported', () => {
    const edited = [...lines];
    edited[edited.length - 1] = edited.at(-1)!.replace('"reason":"deals"', '"reason":"bogus"');
    expect(replayText(edited.join('\n') + '\n', 'end.jsonl').mismatches).toEqual([
      `end.jsonl:${lines.length}: end differs (file vs rules): reason "bogus" is not a Lupfen ending (target, deals, pot-empty, quit); the rules give "deals"`,
    ]);
  });
});

describe('replay of our own histories', () => {
  it.each([
    ['classic', 3, {}],
    ['classic', 5, { no_trick_penalty: 'price', min_price: '2', max_price: '2' }],
    ['vorarlberg', 4, { dealer_stake: '6', shoving: 'true', compulsory_lupf: 'true' }],
    ['vorarlberg', 5, { blind_lupf: 'true', compulsory_hearts: 'true', staender: 'false' }],
  ] as const)('%s %ip %j: replay reproduces every line', (variant, players, raw) => {
    const { text } = playLupfen(variant, players, `own-${variant}-${players}`, { ...raw });
    const report = replayText(text);
    expect(report.error).toBeNull();
    expect(report.mismatches).toEqual([]);
    expect(report.finished).toBe(true);
  });
});
