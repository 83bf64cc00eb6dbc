// `cardtable review --seat K --deck D --ascii`: any seat's decisions, a bot's too, named in the faces
// the table would show with those flags, and in the table's unit word; `--again` on a match of bots.
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askSeat } from '../../src/cli/review.js';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { runHere } from './here.js';
import { ROOT } from './run.js';

const DIR = join(ROOT, 'test/fixtures/stats');
const LUPFEN = join(DIR, '2026-11-20_10-00-00_lupfen-classic.jsonl');
const TOEPPEN = join(DIR, '2026-11-23_10-00-00_toeppen-standard.jsonl');
const BOTS = join(ROOT, 'test/fixtures/lupfen-classic-4p.jsonl');

/** The values masked: this file checks the names; the figures are the search's (test/coach/review.test.ts). */
const masked = (text: string) => text.replace(/[+-]?\d+\.\d\d\b/g, '#.##');

describe('cardtable review --seat --deck --ascii', () => {
  it("reviews a bot's seat in French ASCII faces, beside hands and tricks in the same faces, 7-bit throughout", async () => {
    const r = await runHere(['review', LUPFEN, '--deal', '1', '--deck', 'french', '--ascii', '--seat', '2']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(masked(r.stdout)).toBe(
      [
        'Deal 1 | Ben: -10 chips in this deal',
        'Hands as dealt:',
        '  Ana   J-c Q-d K-d',
        '  Ben   10-d Q-s A-d',
        '  Cleo  A-h J-s 10-h',
        '  Dan   A-c K-s K-h',
        'Tricks:',
        '   1  Ben A-d | Cleo A-h | Dan K-s  > Cleo',
        '   2  Cleo 10-h | Dan K-h | Ben Q-s  > Cleo',
        '   3  Cleo J-s | Dan A-c | Ben 10-d  > Cleo',
        "Decisions of Ben, costliest first. Cost: the value of bot:hard's choice minus the value of the one taken,",
        'in chips, as its search (the one behind the hint, `h`) estimates them from what the seat could see then',
        "(#: the decision's number in the order played):",
        '  #2  #.##  before play  Price 10  best: Price 1  Price 1 #.## | Price 2 #.## | Price 3 #.## | Price 10 #.## (+6 more)',
        // Ben is bot:basic: under each decision, the rule of thumb that chose it and what of his hand made it fire.
        '      why: names a low price with a strong hand, to draw players into a pot it expects to take, else the highest - its hand is worth ~ #.## tricks',
        '  #3  #.##  trick 1      A-d       best: Q-s      Q-s #.## | 10-d #.## | A-d #.##',
        '      why: leads a card nobody can beat, a trump first; without one, its cheapest side card',
        '  #4  #.##  trick 2      Q-s       best: 10-d     10-d #.## | Q-s #.##',
        '      why: wins a trick as cheaply as it can; when it cannot, throws its cheapest card, side suits before trumps',
        '  #1  #.##  before play  Lift      the best       Lift #.## | No #.##',
        '      why: lifts when its hand is worth about a trick (a little less when nobody is asked after it) - its hand is worth ~ #.## tricks',
        "Mattered most: before play, Price 10 instead of Price 1, about #.## chips by the search's estimate.",
        '',
      ].join('\n'),
    );
  }, 120_000);

  it('--all-actions lists the value of every legal action, the whole price ladder too', async () => {
    const r = await runHere(['review', LUPFEN, '--deal', '1', '--seat', 'Ben', '--all-actions']);
    expect(r.code).toBe(0);
    const price = masked(r.stdout)
      .split('\n')
      .find((l) => l.startsWith('  #2'))!;
    expect(price.startsWith('  #2  #.##  before play  Price 10  best: Price 1  ')).toBe(true);
    // Every rung once, in the order of their values (the search's, not checked here).
    const listed = price.slice(price.indexOf('best: Price 1  ') + 'best: Price 1  '.length).split(' · ');
    expect(listed.every((x) => /^Price \d+ #\.##$/.test(x))).toBe(true);
    expect(listed.map((x) => Number(x.split(' ')[1])).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.stdout).not.toContain('more)');
  }, 120_000);

  it('says the table\'s unit word: Tøppen\'s fine_label ("units"), not "fines"', async () => {
    const r = await runHere(['review', TOEPPEN, '--deal', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Deal 2 · Ana: +1 units in this deal');
    expect(r.stdout).not.toMatch(/fines/);
  }, 120_000);

  it('on a match of bots, the seat reviewed is the one --again takes: it says so', async () => {
    const r = await runHere(['review', BOTS, '--deal', '1', '--seat', 'Bot 3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\nDecisions of Bot 3, costliest first.');
    expect(r.stdout).toContain("\n(#: the decision's number in the order played; `--again # --seat 3` plays the deal again from it):\n");
  }, 120_000);

  it('bad --seat and --deck: one line, exit 2', async () => {
    const cases: [string[], string][] = [
      [['review', LUPFEN, '--seat', '5'], 'cardtable: --seat "5" is not a seat of this match; seats: 1 Ana, 2 Ben, 3 Cleo, 4 Dan'],
      [['review', LUPFEN, '--seat', 'Eve'], 'cardtable: --seat "Eve" is not a seat of this match; seats: 1 Ana, 2 Ben, 3 Cleo, 4 Dan'],
      [['review', LUPFEN, '--deck', 'tarot'], 'cardtable: --deck "tarot" is not a deck of lupfen; decks: german, swiss, french'],
      [
        ['review', TOEPPEN, '--deal', '2', '--again', '1', '--deck', 'swiss'],
        'cardtable: --deck "swiss" is not a deck of toeppen; decks: french',
      ],
      [
        ['review', LUPFEN, '--deal', '1', '--again', '1', '--seat', 'ben'],
        "cardtable: --seat ben: Ben is a bot in a match played by Ana; a practice is played from a human's seat",
      ],
      [
        ['review', BOTS, '--deal', '1', '--again', '1'],
        `cardtable: ${BOTS}: every seat is a bot; give the seat to play deal 1 again as with --seat K (1 Bot 1, 2 Bot 2, 3 Bot 3, 4 Bot 4)`,
      ],
      // With the seat given, what stops it here is the missing terminal, as for any --again.
      [
        ['review', BOTS, '--deal', '1', '--again', '1', '--seat', '3'],
        'cardtable: --again plays at the table and needs an interactive terminal',
      ],
    ];
    for (const [args, want] of cases) {
      const r = await runHere(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.stderr.startsWith(want), r.stderr).toBe(true);
    }
  }, 120_000);

  it('on a match of bots and a terminal, --again asks which seat, until it gets one', async () => {
    const read = readHistoryFile(BOTS);
    if (!read.ok) throw new Error(read.reason);
    const input = new PassThrough();
    const output = new PassThrough();
    let said = '';
    output.on('data', (b: Buffer) => (said += b.toString()));
    const asked = askSeat(read.value, 2, input, output);
    input.write('7\n');
    input.write('bot 3\n');
    expect(await asked).toBe(2);
    expect(said).toBe(
      'Every seat of this match is a bot. Play deal 2 again as which seat? 1 Bot 1, 2 Bot 2, 3 Bot 3, 4 Bot 4\n' +
        'Seat: "7" is not a seat; give its number (1 to 4) or its name.\nSeat: ',
    );
    const ended = new PassThrough();
    const none = askSeat(read.value, 2, ended, new PassThrough());
    ended.end();
    expect(await none).toBeNull();
  });
});
