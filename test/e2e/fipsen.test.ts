// End-to-end: Fipsen (Prisdorf) in a pseudo-terminal, four humans at one keyboard, by keys: the
// auction on the bid ladder behind each seat's pass screen, the Skat taken, two cards laid away in
// one pick, trump named, the deal played to its summary.
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { KEY, nextQuestion, startTable } from './pty.js';

const ASKS =
  /Pass to \w+ — press Enter|Press Enter (to continue|for the standings)|Open the auction|bid higher or pass|Take the Skat, or play Hand\?|Lay 2 cards away|Name trump|Stop, or play on for all five\?|Kontra\?|play a card/;

/** Questions taken with what is preselected (Enter), and the mark each leaves in `seen`. */
const ENTER_AT: readonly (readonly [string, string])[] = [
  ['Name trump', 'trump'],
  ['Kontra?', 'kontra'],
  ['Stop, or play on for all five?', 'stop'],
  ['play a card', 'play'],
];

describe('cardtable fipsen in a terminal', () => {
  it('hot-seat: Ana opens with 2, the others pass, she takes the Skat, lays two away, names trump and plays to the summary', async () => {
    const { t, file } = startTable(
      { game: ['fipsen'], seed: 's5', seats: 'human,human,human,human', names: 'Ana,Ben,Cleo,Dan', deals: 1 },
      { cols: 100, rows: 32 },
    );
    const seen: string[] = [];
    const screens: Record<string, string> = {};
    let last = '';
    let passTo = '';
    for (let step = 0; step < 120 && !seen.includes('summary'); step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      const mark = (what: string): void => {
        seen.push(what);
        screens[what] ??= s;
      };
      const pass = /Pass to (\w+) — press Enter/.exec(s);
      if (pass) {
        mark('pass screen');
        // Behind a pass screen no card of any hand is on the screen.
        expect(s).toContain('Every hand is hidden.');
        expect(s.slice(s.indexOf('╔'), s.indexOf('╚'))).not.toMatch(/[♣♠♥♦]/);
        passTo = pass[1]!;
        t.press(KEY.enter);
      } else if (/Press Enter (to continue|for the standings)/.test(s)) mark('summary');
      else if (s.includes('Open the auction')) {
        mark('open');
        expect(passTo).toBe('Ana');
        t.press('1');
        // Rung 1 is selected (a number typed picks once no longer number can follow).
        const picked = await t.waitFor(/❯\[1\] 2 |Ana bids 2\./);
        if (!picked.includes('Ana bids 2.')) t.press(KEY.enter);
      } else if (s.includes('bid higher or pass')) {
        mark(`pass ${passTo}`);
        expect(s).toContain('The high bid is 2: bid higher or pass');
        t.press('p');
      } else if (s.includes('Take the Skat, or play Hand?')) {
        mark('skat');
        expect(s).toContain('Take the Skat, or play Hand?');
        expect(s).toContain('Ana plays 2');
        expect(s).toMatch(/Skat ▒▒ ▒▒/);
        t.press('k');
      } else if (s.includes('Lay 2 cards away')) {
        mark('discard');
        // The Skat's two cards are in the hand now: seven cards, two to mark.
        t.press(' ');
        await t.waitFor(/1 of 2|1\/2|marked/);
        t.press(KEY.right);
        await t.waitFor((x) => x !== screens['discard']);
        t.press(' ');
        await t.waitFor(/2 of 2|2\/2/);
        t.press(KEY.enter);
        // The frame with both cards marked still asks to lay away: without this wait a busy machine
        // hands it to the next round of the loop, which would mark a card again.
        await t.waitFor((x) => !x.includes('Lay 2 cards away'));
      } else {
        const asked = ENTER_AT.find(([question]) => s.includes(question));
        if (asked) {
          mark(asked[1]);
          t.press(KEY.enter);
        }
      }
    }
    expect(seen.filter((x) => x !== 'pass screen' && x !== 'play' && x !== 'open')).toEqual([
      'pass Ben',
      'pass Cleo',
      'pass Dan',
      'skat',
      'discard',
      'trump',
      'summary',
    ]);
    // The auction: Ana opens on the ladder; each challenger sees her bid and who made it.
    expect(screens['open']).toContain('Auction: no bid yet');
    expect(screens['pass Ben']).toContain('High bid 2: Ana');
    expect(screens['pass Ben']).toContain('Ana bids 2.');
    expect(screens['pass Dan']).toContain('Passed: Ben and Cleo');
    // Her own pick-up is told to her alone; two cards are then laid away in one pick.
    expect(screens['discard']).toContain('Ana finds 7♠ 8♠ in the Skat.');
    expect(screens['discard']).toContain('Lay 2 cards away');
    expect(screens['discard']).toContain('They go face down, out of the deal.');
    expect(screens['discard']).toContain('(0 of 2 marked)');
    // The summary says why: the contract, the tricks and the value.
    const summary = screens['summary']!;
    expect(summary).toContain('Deal 1 is over');
    expect(summary).toContain('Ana played 2 with the Skat, clubs trump: 0 tricks, lost. Value 2; lost: -2 × 2 = -4.');
    expect(summary).toMatch(/Ana {19}0 {9}-4 {6}-4/);
    expect(summary).toContain('Game value -4');
    t.press(KEY.enter);
    await t.waitFor('The match is over — standings');
    t.press('q');
    expect(await t.exited).toBe(0);

    const lines = historyLines(file);
    const decisions = lines.filter((l) => l['type'] === 'call' || l['type'] === 'exchange').slice(0, 8);
    expect(decisions).toEqual([
      { type: 'call', deal: 1, seat: 0, call: 'bid', tricks: 2, hand: false, ruten: false },
      { type: 'call', deal: 1, seat: 1, call: 'pass' },
      { type: 'call', deal: 1, seat: 2, call: 'pass' },
      { type: 'call', deal: 1, seat: 3, call: 'pass' },
      { type: 'call', deal: 1, seat: 0, call: 'skat' },
      { type: 'exchange', deal: 1, seat: 0, from: 'skat', gave: [], got: ['7S', '8S'] },
      { type: 'exchange', deal: 1, seat: 0, from: 'skat', gave: ['KS', '8C'], got: [] },
      { type: 'call', deal: 1, seat: 0, call: 'trump', suit: 'C' },
    ]);
    expect(lines.find((l) => l['type'] === 'settle')).toMatchObject({ deal: 1, delta: [-4, 0, 0, 0] });
  }, 120_000);
});
