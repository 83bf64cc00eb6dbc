// End-to-end: Fipsen in Thedinghausen in a pseudo-terminal, one human against four bots, by keys:
// every card of a seeded game played until a player's tally reaches ten tricks and wins the game's
// prize, the tallies, Hedewigs and cents on screen all along.
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { KEY, nextQuestion, startTable } from './pty.js';

const ASKS =
  /Press Enter (to continue|for the standings)|play a card|Take the turned Ace for your seven|Nothing for you to decide here|The match is over — standings/;

describe('cardtable fipsen --variant thedinghausen in a terminal', () => {
  it('a human plays a seeded game until a player reaches ten tricks and wins it', async () => {
    const seats = 'human,bot:normal,bot:normal,bot:normal,bot:normal';
    const { t, file } = startTable(
      { game: ['fipsen', '--variant', 'thedinghausen'], seed: 't1', seats, names: 'Ana,Ben,Cleo,Dan,Eva' },
      { cols: 100, rows: 32 },
    );
    const summaries: string[] = [];
    let plays = 0;
    let swaps = 0;
    let formal = 0;
    let last = '';
    let over = '';
    for (let step = 0; step < 400 && !over; step++) {
      const s = await nextQuestion(t, last, ASKS);
      last = s;
      if (s.includes('The match is over — standings')) over = s;
      else if (/Press Enter (to continue|for the standings)/.test(s)) {
        // The summary's sentences wrap inside the box: read them as one line.
        summaries.push(s.replace(/[│\n]+/g, ' ').replace(/\s+/g, ' '));
        t.press(KEY.enter);
      } else if (s.includes('Take the turned Ace for your seven')) {
        swaps++;
        t.press('w');
      } else if (s.includes('Nothing for you to decide here')) {
        // Another seat is asked about the turned Ace: everybody is asked alike, so nobody learns who holds the seven.
        formal++;
        expect(s).toMatch(/the turned Ace: swap for the seven\?/);
        t.press(KEY.enter);
      } else {
        plays++;
        // While the race runs, the header names the game, and every seat shows cents and Hedewigs.
        expect(s).toMatch(/· game 1 of 1 · deal \d+ ·/);
        expect(s.match(/-?\d+ cents · \d+ Hedewigs?/g)?.length).toBe(5);
        expect(s).toMatch(/Game 1 of 1 · to 10/);
        t.press(KEY.enter);
      }
    }
    expect(over).not.toBe('');
    expect(plays).toBeGreaterThan(5);
    // Seed t1 turns an Ace at least once (deal 7: A♥).
    expect(swaps + formal).toBeGreaterThan(0);
    // Every deal's summary says where the race stands; the last one names the winner of the game.
    const final = summaries.at(-1)!;
    const won = /(Ana|Ben|Cleo|Dan|Eva) reached? 10 tricks and wins game 1: the prize, 5 Hedewigs \(400 cents\)\./.exec(final);
    expect(won).not.toBeNull();
    for (const s of summaries.slice(0, -1)) expect(s).toMatch(/Nobody has 10 tricks yet: the tallies carry over\.|a sweep/);
    expect(summaries[0]).toContain("Game 1's stakes: each player pays 1 Hedewig (80 cents) into its prize.");
    t.press('q');
    expect(await t.exited).toBe(0);

    // The history: the last settle gives the winner a tally of ten, five Hedewigs and the prize.
    const lines = historyLines(file);
    const settles = lines.filter((l) => l['type'] === 'settle');
    expect(settles).toHaveLength(summaries.length);
    const end = settles.at(-1)!;
    const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'];
    const w = won![1] === 'Ana' ? 0 : names.indexOf(won![1]!);
    expect((end['tally'] as number[])[w]).toBe(10);
    expect((end['hedewigs'] as number[])[w]).toBe(5);
    expect(lines.at(-1)).toMatchObject({ type: 'end', reason: 'target' });
  }, 240_000);
});
