// End-to-end: the line-by-line table (TERM=dumb) closes a Thedinghausen match with the standings
// in cents, the variant's unit (unitOfVariant), where Fipsen's other variants count points.
import { describe, expect, it } from 'vitest';
import { Table } from './pty.js';

describe('TERM=dumb standings', () => {
  it('Thedinghausen: the standings are in cents', async () => {
    const bots = ['bot:random', 'bot:random', 'bot:random', 'bot:random', 'bot:random'].join(',');
    const t = new Table(['fipsen', '--variant', 'thedinghausen', '--seats', bots, '--seed', 'u1', '--speed', 'instant', '--no-record'], {
      cols: 100,
      rows: 32,
      env: { TERM: 'dumb' },
    });
    // Each deal summary waits for Enter: answered once each, until the standings.
    const asked = () => (t.raw.match(/Press Enter to go on/g) ?? []).length;
    for (let answered = 0; !t.raw.includes('Standings:');) {
      await t.waitFor(() => asked() > answered || t.raw.includes('Standings:'));
      if (t.raw.includes('Standings:')) break;
      answered = asked();
      t.press('\r');
    }
    expect(await t.exited).toBe(0);
    expect(t.raw.replace(/\r\n/g, '\n')).toContain('\nStandings: Bot 1 +320, Bot 2 -80, Bot 3 -80, Bot 4 -80, Bot 5 -80 cents.\n');
  }, 60_000);
});
