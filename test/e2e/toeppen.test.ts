// End-to-end: Tøppen in a pseudo-terminal, a human against five bots, by keys.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { CLI, guard, KEY, nextQuestion, startTable, Table, tempDir } from './pty.js';

const ASKS =
  /match is over — standings|Press Enter (to continue|for the standings)|Fold at the start, or stay in\?|A knock! Fold or pah\?|play a card/;

describe('cardtable toeppen in a terminal', () => {
  // Seed e2e-tp-2: the human stays in, knocks at his first two turns (the second doubles his own
  // fine, nobody knocking in between) and answers the bots' knocks with pah; bot:normal folds.
  it('a human plays a seeded 6-player deal at 80×24 with a knock, folds and a second knock', async () => {
    const seats = 'human,bot:normal,bot:normal,bot:normal,bot:normal,bot:normal';
    const { t, file } = startTable({ game: ['toeppen', '--players', '6'], seed: 'e2e-tp-2', seats, deals: 1 }, { cols: 80, rows: 24 });
    const seen = new Set<string>();
    let knocks = 0;
    let last = '';
    for (let step = 0; step < 80 && !seen.has('standings'); step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      // A folded seat says so beside the fines it paid (not by dimming alone).
      if (/\d+ paid · folded/.test(s)) seen.add('folded shown');
      if (s.includes('match is over — standings')) {
        seen.add('standings');
      } else if (/Press Enter (to continue|for the standings)/.test(s)) {
        seen.add('summary');
        t.press(KEY.enter);
      } else if (s.includes('Fold at the start, or stay in?')) {
        seen.add('fold-start');
        // The fold, the safe call, is selected at first.
        expect(s).toMatch(/\[i\] Stay in +❯\[f\] Fold at start \(pay 1\)/);
        t.press('i');
      } else if (s.includes('A knock! Fold or pah?')) {
        seen.add('answer');
        expect(s).toMatch(/\[p\] Pah \(stay in\) +❯\[f\] Fold \(pay \d+\)/);
        t.press('p');
      } else if (s.includes('play a card or knock') && knocks < 2) {
        expect(s).toContain('[k] Knock');
        expect(s).toMatch(/Trick [1-4] of 4 — only the last trick counts · fine \d/);
        const fine = Number(/Fine (\d+) · yours (\d+)/.exec(s)?.[1]);
        t.press('k');
        knocks++;
        const after = await t.waitFor(/You knocked: play a card/);
        await guard();
        seen.add(`knock ${knocks}`);
        // The fine went up by one with the knock; the second knock, straight after the first, doubles the human's own.
        const m = /Fine (\d+) · yours (\d+)(?: \(×(\d+)\))?/.exec(after);
        expect(m, after).not.toBeNull();
        expect(Number(m![1])).toBe(fine + 1);
        if (knocks === 2) {
          expect(m![3]).toBe('2');
          expect(Number(m![2])).toBe(2 * Number(m![1]));
          expect(after).toMatch(/You knock again: fine \d+→\d+, your own ×2\./);
        }
        last = after;
        t.press(KEY.enter);
      } else if (s.includes('play a card')) {
        seen.add('play');
        t.press(KEY.enter);
      }
    }
    for (const step of ['fold-start', 'knock 1', 'knock 2', 'folded shown', 'play', 'summary', 'standings'])
      expect(seen.has(step), step).toBe(true);
    t.press('q');
    expect(await t.exited).toBe(0);

    const lines = historyLines(file);
    const calls = lines.filter((l) => l['type'] === 'call');
    expect(calls.filter((l) => l['seat'] === 0 && l['call'] === 'knock')).toHaveLength(2);
    expect(calls.some((l) => l['call'] === 'fold')).toBe(true);
    const settle = lines.find((l) => l['type'] === 'settle')!;
    // The human lost the last trick with F·M at stake, M = 2 (toeppen.md R10.1).
    expect(settle['delta']).toEqual([12, 1, 1, 1, 0, 1]);
    expect(settle['fine']).toBe(6);
    const check = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  }, 90_000);

  // Seven and eight seats are drawn as rows, one per seat, with the centre panel beside them.
  it('8 players at 80×24: every seat on screen, the fine in the centre, a deal played to its end', async () => {
    const dir = tempDir('toeppen8');
    const t = new Table(['toeppen', '--players', '8', '--seed', 'e2e-tp8', '--deals', '1', '--speed', 'instant', '--no-record'], {
      cols: 80,
      rows: 24,
      env: { XDG_DATA_HOME: dir },
    });
    const first = await t.waitFor(/Fold at the start, or stay in\?|play a card|A knock!/);
    for (const name of ['You', 'Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5', 'Bot 6', 'Bot 7']) expect(first).toContain(name);
    expect(first).toMatch(/Fine \d+/);
    let last = '';
    for (let step = 0; step < 80; step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      if (s.includes('match is over — standings')) break;
      if (/Press Enter/.test(s)) t.press(KEY.enter);
      else if (s.includes('Fold at the start')) t.press('i');
      else if (s.includes('A knock!')) t.press('p');
      else t.press(KEY.enter);
    }
    expect(last).toContain('match is over — standings');
    t.press('q');
    expect(await t.exited).toBe(0);
  }, 90_000);
});
