// End-to-end: Kloepper in a pseudo-terminal, a human against three bots, by keys.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { CLI, guard, KEY, nextQuestion, startTable } from './pty.js';

const ASKS = /match is over — standings|Press Enter (to continue|for the standings)|Call an ace, or alone\?|play a card/;

describe('cardtable kloepper in a terminal', () => {
  // Seed e2e-kl-10 deals the human (seat 0) both black queens and no plain ace: 10♣ J♣ Q♠ 9♥ Q♣ 10♥.
  it('a human calls an ace, knocks in trick 1 and plays the deal to its end', async () => {
    const { t, file } = startTable(
      { game: ['kloepper'], seed: 'e2e-kl-10', seats: 'human,bot:normal,bot:normal,bot:normal', deals: 1 },
      { cols: 100, rows: 32 },
    );
    const seen = new Set<string>();
    let last = '';
    for (let step = 0; step < 60 && !seen.has('standings'); step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      if (s.includes('match is over — standings')) {
        seen.add('standings');
      } else if (/Press Enter (to continue|for the standings)/.test(s)) {
        seen.add('summary');
        expect(s).toContain('Deal 1 is over');
        t.press(KEY.enter);
      } else if (s.includes('Call an ace, or alone?')) {
        seen.add('declare');
        expect(s).toContain('Kloepper · deal 1 of 1 · both black queens: alone or call an ace');
        // Only the aces the human does not hold, on their own keys.
        expect(s).toMatch(/\[l\] A♣ clubs +\[p\] A♠ spades +\[e\] A♥ hearts +\[a\] Alone/);
        t.press('e');
      } else if (s.includes('play a card or knock')) {
        seen.add('knock offered');
        expect(s).toContain('[k] Knock');
        expect(s).toContain('Trick 1 of 6 · trumps: black queens, jacks, diamonds');
        expect(s).toContain('You called [A♥]');
        t.press('k');
        const after = await t.waitFor(/Your turn: play a card(?! or)/);
        await guard();
        seen.add('knocked');
        expect(after).toMatch(/You \(Queens\) · called ace of hearts · knocked/);
        expect(after).toMatch(/You knocked · (none back|\S+ \d back)/);
        expect(after).not.toContain('[k] Knock');
        expect(after).toContain('You knock: the Queens will take all six tricks.');
        last = after;
        t.press(KEY.enter);
      } else if (s.includes('play a card')) {
        seen.add('play');
        t.press(KEY.enter);
      }
    }
    for (const step of ['declare', 'knock offered', 'knocked', 'summary', 'standings']) expect(seen.has(step), step).toBe(true);
    t.press('q');
    expect(await t.exited).toBe(0);

    const lines = historyLines(file);
    const calls = lines.filter((l) => l['type'] === 'call');
    expect(calls[0]).toMatchObject({ seat: 0, call: 'call', suit: 'H' });
    expect(calls[1]).toMatchObject({ seat: 0, call: 'knock' });
    const settle = lines.find((l) => l['type'] === 'settle')!;
    const holder = (lines.find((l) => l['type'] === 'deal')!['hands'] as string[][]).findIndex((h) => h.includes('AH'));
    expect(settle['queenSide']).toEqual([0, holder].sort());
    expect(lines.at(-1)!['type']).toBe('end');
    const check = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  }, 90_000);
});
