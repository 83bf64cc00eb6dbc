// End-to-end (issue 16): keys that never land on a question nobody has seen, and the line-by-line
// table's limits (one human; every call by its letter).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { KEY, startTable, Table, tempDir } from './pty.js';

/**
 * The table's key guard for these tests: long enough that a key sent the moment a screen is seen
 * is inside it even on a loaded machine, so "ignored" is never a race.
 */
const GUARD_MS = 1500;
const pastGuard = () => new Promise((r) => setTimeout(r, GUARD_MS + 150));

describe('every new question ignores keys for the guard after it appears', () => {
  it('Kloepper: a finished trick before your turn, your next turn, and a forced last card each wait for a key of their own', async () => {
    const { t, file } = startTable(
      { game: ['kloepper'], seed: 'e2e-kl-10', seats: 'human,bot:normal,bot:normal,bot:normal', deals: 1, speed: 'fast' },
      { cols: 100, rows: 32, env: { CARDTABLE_KEY_GUARD_MS: String(GUARD_MS) } },
    );
    const myPlays = () => historyLines(file).filter((l) => l['type'] === 'play' && l['seat'] === 0).length;
    const seen = new Set<string>();
    let last = '';
    for (let step = 0; step < 80 && !seen.has('standings'); step++) {
      const s = await t.waitFor(
        (x) =>
          x !== last &&
          /match is over — standings|Press Enter (to continue|for the standings)|Call an ace, or alone\?|play a card|Any key goes on/.test(
            x,
          ),
        30_000,
      );
      last = s;
      if (s.includes('match is over — standings')) seen.add('standings');
      else if (/Press Enter (to continue|for the standings)/.test(s)) {
        await pastGuard();
        t.press(KEY.enter);
      } else if (s.includes('Call an ace, or alone?')) {
        await pastGuard();
        t.press('e'); // Call A♥
      } else if (s.includes('Any key goes on')) {
        // The trick waits for a person: a key at once is ignored, and so is the trick's own time.
        const trick = /Trick \d+ of 6|trick \d+ taken/.exec(s)?.[0] ?? '';
        t.press('x');
        await pastGuard();
        expect(t.text()).toContain('Any key goes on');
        expect(t.text()).toContain(trick);
        seen.add('trick waited');
        t.press('x');
        await t.waitFor((x) => !x.includes('Any key goes on'), 30_000);
      } else if (s.includes('play a card')) {
        const before = myPlays();
        // A key the moment the question appears (the second Enter of a quick pair) plays nothing.
        t.press(KEY.enter);
        await pastGuard();
        expect(myPlays()).toBe(before);
        expect(t.text()).toMatch(/play a card/);
        if (before === 5) {
          // The forced last card waits for its Enter; the Enter after it does not go past the
          // finished trick that follows.
          seen.add('last card waited');
          t.press(KEY.enter);
          await t.waitFor(() => myPlays() === 6, 30_000);
          t.press(KEY.enter);
          await t.waitFor('Any key goes on', 30_000);
          await pastGuard();
          expect(myPlays()).toBe(6);
          expect(t.text()).toContain('Any key goes on');
          last = t.text();
          t.press(KEY.enter);
        } else {
          t.press(KEY.enter);
          await t.waitFor(() => myPlays() === before + 1, 30_000);
        }
      }
    }
    expect([...seen].sort()).toEqual(['last card waited', 'standings', 'trick waited']);
    t.press('q');
    expect(await t.exited).toBe(0);
  }, 180_000);
});

describe('TERM=dumb', () => {
  const DUMB = { TERM: 'dumb' };

  /** What is in `dir`, in all its folders, but the code cache a table may leave in the data folder (src/ui/code-cache.ts). */
  const made = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => !/^cardtable($|\/cache($|\/))/.test(f))
      .sort();

  it('refuses hot-seat with one line and exit 2 before any file is made, for a new match and a resume', async () => {
    const dir = tempDir('dumb-hot');
    const t = new Table(['lupfen', '--seats', 'human,human,bot:basic', '--names', 'Ana,Ben,Bot', '--seed', 'dh'], {
      env: { ...DUMB, XDG_DATA_HOME: dir },
    });
    expect(await t.exited).toBe(2);
    const said = t.raw.trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toBe(
      'cardtable: hot-seat (2 humans) cannot be played on this terminal: TERM is "dumb", printed lines cannot be taken back, so each hand would stay readable for the next player; play hot-seat in a full-screen terminal (e.g. TERM=xterm-256color), or with one human here',
    );
    expect(made(dir)).toEqual([]);

    // A hot-seat match saved from a full-screen terminal cannot be resumed on a dumb one either.
    const file = join(dir, 'hot.jsonl');
    const full = new Table(['lupfen', '--seats', 'human,human,bot:basic', '--names', 'Ana,Ben,Bot', '--seed', 'dh', '--record', file], {
      env: { XDG_DATA_HOME: dir },
    });
    await full.waitFor(/Pass to (Ana|Ben)/, 30_000);
    full.press('q');
    await full.waitFor('Quit the match?', 30_000);
    full.press('y');
    expect(await full.exited).toBe(0);
    const saved = readFileSync(file, 'utf8');
    const r = new Table(['resume', file], { env: { ...DUMB, XDG_DATA_HOME: dir } });
    expect(await r.exited).toBe(2);
    expect(r.raw.trim()).toMatch(/^cardtable: \S+hot\.jsonl: hot-seat \(2 humans\) cannot be played on this terminal: TERM is "dumb"/);
    expect(readFileSync(file, 'utf8')).toBe(saved);
    expect(made(dir)).toEqual(['hot.jsonl']);
  }, 90_000);

  it('Kloepper: the knock the question offers is taken by its letter, k', async () => {
    const t = new Table(['kloepper', '--seed', 'kd1', '--speed', 'instant', '--no-record'], { env: DUMB });
    await t.waitFor(/Your turn: play a card or knock .*\[k\] Knock/, 30_000);
    t.press('k\r');
    await t.waitFor('You knock: the Queens will take all six tricks.', 30_000);
    t.press('q\r');
    expect(await t.exited).toBe(0);
  }, 60_000);
});
