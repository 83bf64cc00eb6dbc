// End-to-end: `cardtable learn lupfen` on the built binary, one deal played to its end by keys.
import { describe, expect, it } from 'vitest';
import { KEY, nextQuestion, Table } from './pty.js';

const ASKS = /Do you lift\?|Name the price|Play or drop\?|play a card|Press Enter to finish the lesson/;

describe('cardtable learn in a terminal', () => {
  it('each prompt of the seeded deal says why it matters; the summary ends the session with the closing line', async () => {
    const t = new Table(['learn', 'lupfen', '--speed', 'instant'], { cols: 80, rows: 24 });
    const why = new Map<string, string>();
    let last = '';
    let asked = 0;
    for (let step = 0; step < 20; step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      if (s.includes('Press Enter to finish the lesson')) break;
      asked++;
      const line = s.split('\n').find((l) => l.startsWith('Why: '));
      expect(line, s).toBeDefined();
      if (s.includes('Do you lift?')) {
        why.set('lift', line!);
        if (asked === 1) {
          // `?` shows the same sentence first, above the keys.
          t.press('?');
          const help = await t.waitFor('This decision');
          expect(help).toContain('The lifter turns trump and names the price');
          t.press(KEY.escape);
          last = await t.waitFor((x) => x.includes('Do you lift?') && !x.includes('This decision'));
        }
        t.press('l');
      } else if (s.includes('Name the price')) {
        why.set('price', line!);
        t.press(KEY.enter);
      } else if (s.includes('Play or drop?')) {
        why.set('join', line!);
        t.press('y');
      } else {
        why.set(/Your lead/.test(s) ? 'lead' : 'follow', line!);
        t.press(KEY.enter);
      }
    }
    // The seed's deal: the learner lifts, names the price and plays every trick.
    expect(why.get('lift')).toContain('Why: The lifter turns trump and names the price');
    expect(why.get('price')).toContain('Why: A high price makes weak hands drop');
    expect(why.get('lead') ?? why.get('follow')).toMatch(/Why: Each trick is worth a third of the pot/);
    const summary = await t.waitFor('Deal 1 is over');
    expect(summary).toContain('That was one deal of Lupfen. Play a match: cardtable lupfen');
    expect(summary).toContain('Enter finish');
    await new Promise((r) => setTimeout(r, 450));
    t.press(KEY.enter);
    expect(await t.exited).toBe(0);
    expect(t.raw).toMatch(/That was one deal of Lupfen\. Play a match: cardtable lupfen\r?\n/);
  }, 120_000);

  it('a game or variant that does not exist: one line, exit 2', async () => {
    const t = new Table(['learn', 'lupfen', '--variant', 'nope'], { cols: 80, rows: 24 });
    expect(await t.exited).toBe(2);
    expect(t.raw.trim()).toBe('cardtable: unknown variant "nope" of lupfen; variants: classic, vorarlberg');
  }, 60_000);
});
