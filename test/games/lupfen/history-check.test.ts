// History integrity in Lupfen's histories: `check` misses no change to a Lupfen file, and accepts the
// forced decisions another program writes out (test/engine/history-integrity.test.ts has the rest).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../../src/core/history-lines.js';
import { shareOut } from '../../../src/core/pot.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { lupfenSetup } from './play.js';
import { CLASSIC_4P } from '../../examples.js';
import { checkVerdict, historyLines as lines, historyText as join_ } from '../../engine/helpers.js';

const verdict = (text: string, name?: string) => checkVerdict(lupfen, text, name);
const classic = readFileSync(CLASSIC_4P, 'utf8');

describe('3. check misses nothing', () => {
  const cls = lines(classic);
  const idx = (pred: (l: string) => boolean, from = 0) => cls.findIndex((l, i) => i >= from && pred(l));
  const edit = (i: number, f: (l: string) => string) => join_(cls.map((l, k) => (k === i ? f(l) : l)));
  const trump = idx((l) => l.includes('"what":"trump"'));
  const exchange = idx((l) => l.includes('"type":"exchange"'));
  const play = idx((l) => l.includes('"type":"play"'));
  const settle = idx((l) => l.includes('"type":"settle"'));
  const deal2 = idx((l) => l.includes('"type":"deal"'), 2);

  it.each([
    [
      'a deal number changed on a play line',
      edit(play, (l) => l.replace('"deal":1', '"deal":2')),
      `f.jsonl:${play + 1}: play differs (file vs rules): deal 2 vs 1`,
    ],
    [
      'a deleted trump reveal',
      join_(cls.filter((_, k) => k !== trump)),
      `f.jsonl:${trump + 1}: the rules give a reveal line before this one`,
    ],
    ['a duplicated trump reveal', join_([...cls.slice(0, trump + 1), cls[trump]!, ...cls.slice(trump + 1)]), `f.jsonl:${trump + 2}: `],
    ['a wrong reveal card', edit(trump, (l) => l.replace(/"card":"(..)"/, '"card":"AS"')), `f.jsonl:${trump + 1}: reveal differs`],
    ['a deleted exchange line', join_(cls.filter((_, k) => k !== exchange)), `f.jsonl:${exchange + 1}: `],
    [
      'a wrong exchange.gave',
      edit(exchange, (l) => l.replace(/"gave":\["(..)"/, '"gave":["AS"')),
      `f.jsonl:${exchange + 1}: exchange differs`,
    ],
    ['a card dealt twice', edit(1, (l) => l.replace('"AC"', '"JS"')), 'f.jsonl:2: "deal" line: JS is dealt twice'],
    [
      'a two-card hand',
      edit(1, (l) => l.replace('["TS","QC","TC"]', '["TS","QC"]')),
      'f.jsonl:2: hand 0 has 2 cards; Lupfen deals 3 to each player',
    ],
    ['a stock of 7', edit(1, (l) => l.replace(',"KC"]', ']')), 'f.jsonl:2: hands and stock are not the 20-card Lupfen pack'],
    ['a missing option', edit(0, (l) => l.replace('"ante":1,', '')), 'f.jsonl:1: "options" lacks "ante"'],
    [
      'an option of the wrong type',
      edit(0, (l) => l.replace('"ante":1,', '"ante":"1",')),
      'f.jsonl:1: options.ante is "1", not a whole number',
    ],
    [
      'a trick moved after its settle',
      join_([...cls.slice(0, settle - 1), cls[settle]!, cls[settle - 1]!, ...cls.slice(settle + 1)]),
      `f.jsonl:${settle}: `,
    ],
    [
      'the deal line of deal 2 with deal number 3',
      edit(deal2, (l) => l.replace('"deal":2', '"deal":3')),
      `f.jsonl:${deal2 + 1}: deal differs (file vs rules): deal 3 vs 2`,
    ],
  ])('%s is rejected with file and line', (_what, text, start) => {
    const why = verdict(text);
    expect(why).not.toBeNull();
    expect(why!.startsWith(start)).toBe(true);
  });

  it('"piles":{} on a deal line is a reason with file and line, not a crash', () => {
    expect(verdict(edit(1, (l) => l.replace(/"piles":\{.*\}\}$/, '"piles":{}}')))).toMatch(
      /^f\.jsonl:2: a Lupfen deal has one pile, "stock"/,
    );
  });

  it('a forced call written out by another program is accepted, as is leaving it out', () => {
    // Our writer leaves forced calls out; a copy of the same match with every one written out
    // (where the match loop applied it) must check too.
    let written = 0;
    for (const [variant, raw] of [
      ['vorarlberg', { dealer_stake: '3', shoving: 'true', compulsory_lupf: 'true', compulsory_hearts: 'true' }],
      ['vorarlberg', { blind_lupf: 'true', compulsory_lupf: 'true' }],
      ['classic', {}],
    ] as const) {
      const setup = lupfenSetup(variant, 4, `i9-forced-${variant}`, { ...raw, deals: '20' });
      const sink = new MemorySink();
      const withForced: HistoryLine[] = [];
      let prev = lupfen.setup({ variant, players: 4, options: setup.options });
      runMatchSync(setup, {
        sink: { write: (l) => (sink.write(l), withForced.push(l)) },
        onStep: (step) => {
          if (step.kind === 'forced') {
            const enc = lupfen.encodeAction(prev, step.action);
            if (enc) withForced.splice(withForced.length - step.lines.length, 0, enc);
          }
          prev = step.state;
        },
      });
      written += withForced.length - sink.lines.length;
      expect(verdict(sink.text())).toBeNull();
      expect(verdict(withForced.map((l) => JSON.stringify(l)).join('\n') + '\n')).toBeNull();
    }
    expect(written).toBeGreaterThan(5);
  });

  it('a quit right after a settle: leftovers from the last dealer, no fee for the deal never dealt', () => {
    for (const [variant, raw] of [
      ['classic', {}],
      ['vorarlberg', { dealer_stake: '3' }],
    ] as const) {
      const ctl = new AbortController();
      const sink = new MemorySink();
      runMatchSync(lupfenSetup(variant, 4, `i9-quit-${variant}`, { ...raw, deals: '10' }), {
        sink,
        signal: ctl.signal,
        onStep: (step) => {
          if (step.lines.some((l) => l.type === 'settle') && lupfen.dealNumber(step.state) >= 3) ctl.abort('quit');
        },
      });
      const ls = sink.lines;
      const end = ls.at(-1)!;
      const settle = ls.at(-2)!;
      const deal = [...ls].reverse().find((l) => l.type === 'deal')!;
      if (end.type !== 'end' || settle.type !== 'settle' || deal.type !== 'deal') throw new Error('unexpected ending');
      const back = shareOut(settle.pot ?? 0, 4, (deal.dealer + 1) % 4);
      expect(end.totals).toEqual(settle.totals.map((t, i) => t + back[i]!));
      expect(verdict(sink.text())).toBeNull();
    }
  });
});

describe('3. forced decisions another program writes out, around Ständer announcements', () => {
  it("a forced lupf written out after another seat's Ständer announced at the deal is accepted", () => {
    // Our writer announces a Ständer under blind_lupf when its holder looks; the reference writes
    // it at the deal, and may write the forced lupf (compulsory_lupf) that follows a look.
    let moved = 0;
    let forced = 0;
    for (let k = 0; k < 12; k++) {
      const setup = lupfenSetup('vorarlberg', 4, `i9-staender-${k}`, {
        blind_lupf: 'true',
        compulsory_lupf: 'true',
        staender: 'true',
        deals: '20',
      });
      const out: HistoryLine[] = [];
      let prev = lupfen.setup({ variant: 'vorarlberg', players: 4, options: setup.options });
      runMatchSync(setup, {
        sink: { write: (l) => out.push(l) },
        onStep: (step) => {
          if (step.kind === 'forced') {
            const enc = lupfen.encodeAction(prev, step.action);
            if (enc) {
              out.splice(out.length - step.lines.length, 0, enc);
              forced++;
            }
          }
          prev = step.state;
        },
      });
      // Move every Ständer announcement up to just after its deal line.
      const file: HistoryLine[] = [];
      let dealAt = -1;
      for (const l of out) {
        if (l.type === 'deal') dealAt = file.length;
        if (l.type === 'reveal' && l.what === 'staender' && dealAt >= 0 && file[file.length - 1] !== file[dealAt]) {
          file.splice(dealAt + 1, 0, l);
          moved++;
        } else file.push(l);
      }
      expect(verdict(file.map((l) => JSON.stringify(l)).join('\n') + '\n')).toBeNull();
    }
    expect(moved).toBeGreaterThan(0);
    expect(forced).toBeGreaterThan(0);
  });
});
