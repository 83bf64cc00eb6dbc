// End-to-end: the card tracker key on the built binary.
import { describe, expect, it } from 'vitest';
import { KEY, Table } from './pty.js';

describe('card tracker in a terminal', () => {
  it('c shows the cards of the deal not seen yet, per suit; c again closes it; ? lists it', async () => {
    const t = new Table(
      ['lupfen', '--seed', 'e2e-tracker', '--seats', 'human,bot:basic,bot:basic,bot:basic', '--speed', 'instant', '--no-record'],
      {
        cols: 80,
        rows: 24,
      },
    );
    const asked = /Do you lift\?|Name the price|Play or drop\?|play a card/;
    const before = await t.waitFor(asked);
    t.press('c');
    const shown = await t.waitFor('Cards of deal 1');
    // Lupfen's pack is 20 cards; the player holds 3, nothing is played yet, and a turned trump
    // card (said in the log when somebody lifted) is seen by everybody.
    expect(shown).toContain('3 in your hand');
    const turned = /Trump is /.test(before) ? 1 : 0;
    expect(shown).toContain(`${17 - turned} cards you have not seen`);
    // Four rows: the suits, the trump suit as "Trumps" once somebody has lifted.
    expect(shown.match(/(Trumps|Acorns|Shields|Roses|Bells) +played +none/g)).toHaveLength(4);
    expect(shown.match(/unseen/g)).toHaveLength(4);
    t.press('c');
    await t.waitFor((s) => asked.test(s) && !s.includes('Cards of deal'));
    t.press('?');
    // The help opens on this decision's sentence and the keys; at 80×24 the tracker's line may be
    // a few lines down: scroll to it as a reader would.
    let help = await t.waitFor(/Help — .* line (\d+)\//);
    for (let line = 1; !help.includes('card tracker: per suit') && line < 20; line++) {
      t.press(KEY.down);
      help = await t.waitFor((x) => x.includes(`line ${line + 1}/`));
    }
    expect(help).toContain('card tracker: per suit');
    t.press(KEY.escape);
    await t.waitFor(asked);
    expect(await t.quit()).toBe(0);
  }, 90_000);

  it('in replay, c toggles the tracker of the seat followed (the first human seat, else the first)', async () => {
    const t = new Table(['replay', 'test/fixtures/lupfen-classic-4p.jsonl'], { cols: 80, rows: 24 });
    await t.waitFor('line 1 of');
    for (let i = 0; i < 8; i++) t.press(KEY.right);
    await t.waitFor('line 9 of');
    t.press('c');
    const shown = await t.waitFor('Cards of deal 1 as Bot 1 saw them');
    // Bot 1 holds 3 cards, nothing is played; the trump JC was turned face up: 20 − 3 − 1.
    expect(shown).toContain("3 in Bot 1's hand");
    expect(shown).toContain('16 cards Bot 1 had not seen at this line');
    t.press('c');
    await t.waitFor((s) => s.includes('line 9 of') && !s.includes('Cards of deal'));
    t.press('q');
    expect(await t.exited).toBe(0);
  }, 90_000);
});
