// End-to-end: the hint key on the built binary, with bot:hard seats thinking at the table.
import { describe, expect, it } from 'vitest';
import { guard, KEY, Table } from './pty.js';

describe('hints in a terminal', () => {
  it('h at a decision shows the hard bot’s values; acting hides them; q works while bots think', async () => {
    const t = new Table(
      ['lupfen', '--seed', 'e2e-hint', '--seats', 'human,bot:hard,bot:hard,bot:hard', '--speed', 'instant', '--no-record'],
      { cols: 80, rows: 24 },
    );
    const asked = /Do you lift\?|Name the price|Play or drop\?|play a card/;
    await t.waitFor(asked);
    expect(t.text()).toContain('h hint');
    t.press('h');
    const shown = await t.waitFor(/Hint: .*≈/);
    const line = shown.split('\n').find((l) => l.startsWith('Hint:'))!;
    expect(line).toMatch(/^Hint: ★ \S.* ≈ [+−]?\d+\.\d/);
    // Act: Enter confirms the selection (after the guard a new question has), and the hint goes.
    await guard();
    t.press(KEY.enter);
    await t.waitFor((s) => !s.includes('Hint:'));
    // Bots (bot:hard) think now or soon; q is answered at once.
    expect(await t.quit()).toBe(0);
  }, 90_000);
});
