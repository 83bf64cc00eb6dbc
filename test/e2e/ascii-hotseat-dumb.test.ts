// End-to-end checks of what a player meets at the table: --ascii output, the hot-seat hand-over
// under real key timing, and a dumb terminal.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyLines, playByKeys } from './drive.js';
import { guard, KEY, Table, tempDir } from './pty.js';
import { CLASSIC_4P } from '../examples.js';

const nonAscii = (raw: string): string[] => [...new Set([...raw].filter((c) => c.charCodeAt(0) >= 0x80))];

describe('--ascii', () => {
  it('classic at 100×32: not one byte ≥ 0x80 in any frame of a whole match, help, scoresheet and standings included', async () => {
    const dir = tempDir('ascii');
    const t = new Table(
      ['lupfen', '--ascii', '--seed', 'ascii-classic', '--deals', '2', '--speed', 'instant', '--record', join(dir, 'm.jsonl')],
      { cols: 100, rows: 32, env: { XDG_DATA_HOME: dir } },
    );
    await t.waitFor('Your hand');
    t.press('?');
    await t.waitFor('Help');
    t.press('?');
    await t.waitFor((s) => !s.includes('Help'));
    await guard();
    const run = await playByKeys(t, { maxSteps: 200 });
    expect(run.seen.has('standings')).toBe(true);
    t.press('s');
    await t.waitFor('Scoresheet');
    t.press('x');
    await t.waitFor((s) => !s.includes('Scoresheet'));
    t.press('q');
    expect(await t.exited).toBe(0);
    expect(t.raw.length).toBeGreaterThan(10_000);
    expect(nonAscii(t.raw)).toEqual([]);
  }, 120_000);

  it('vorarlberg, German deck, at 80×24 through its first deal: not one byte ≥ 0x80', async () => {
    const dir = tempDir('ascii');
    const t = new Table(
      ['lupfen', '--variant', 'vorarlberg', '--deck', 'german', '--ascii', '--seed', 'ascii-v', '--speed', 'instant', '--no-record'],
      { cols: 80, rows: 24, env: { XDG_DATA_HOME: dir } },
    );
    await t.waitFor('Your hand');
    const run = await playByKeys(t, { maxSteps: 60, stopWhen: (s) => /Press Enter (to continue|for the standings)/.test(s) });
    expect(run.last).toMatch(/Deal \d+ is over/);
    expect(await t.quit()).toBe(0);
    expect(nonAscii(t.raw)).toEqual([]);
  }, 120_000);
});

describe('hot-seat hand-over under real key timing', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // A guard long enough that the "too quick" keys below are inside it even on a loaded machine.
  const GUARD_MS = 1500;
  const pastGuard = () => sleep(GUARD_MS + 150);
  const calls = (file: string) => historyLines(file).filter((l) => l['type'] === 'call' || l['type'] === 'play').length;

  it('a quick Enter after acting, or a second Enter on "Pass to", neither uncovers nor acts for the next player', async () => {
    const dir = tempDir('hot');
    const file = join(dir, 'm.jsonl');
    const t = new Table(
      ['lupfen', '--seats', 'human,human,human', '--names', 'Ana,Ben,Cleo', '--seed', 'dbl', '--speed', 'instant', '--record', file],
      { cols: 100, rows: 32, env: { XDG_DATA_HOME: dir, CARDTABLE_KEY_GUARD_MS: String(GUARD_MS) } },
    );
    const pass1 = await t.waitFor(/Pass to (Ana|Ben|Cleo)/);
    const first = /Pass to (\w+)/.exec(pass1)![1]!;
    await pastGuard();
    t.press(KEY.enter);
    await t.waitFor('Your hand');
    await t.waitFor(/\[n\] No/);
    await pastGuard();
    const before = calls(file);
    // The first player acts, then keys meant for their own screen follow 0.12 s later.
    t.press(KEY.enter);
    await sleep(120);
    t.press('n');
    t.press(KEY.enter);
    const s1 = await t.waitFor((s) => /Pass to (Ana|Ben|Cleo)/.test(s) && !s.includes(`Pass to ${first}`));
    const second = /Pass to (\w+)/.exec(s1)![1]!;
    expect(second).not.toBe(first);
    await pastGuard();
    expect(t.text()).toContain(`Pass to ${second}`);
    expect(calls(file)).toBe(before + 1);
    // The hand-over: two quick Enters show the cards but never make the call.
    t.press(KEY.enter);
    await sleep(60);
    t.press(KEY.enter);
    const s2 = await t.waitFor('Your hand');
    expect(s2).toContain(`you are ${second}`);
    await pastGuard();
    expect(t.text()).toMatch(/Do you lift\?/);
    expect(calls(file)).toBe(before + 1);
    expect(await t.quit()).toBe(0);
  }, 60_000);
});

describe('TERM=dumb', () => {
  it('plays line by line: questions answered by typed lines, not one cursor-addressing escape', async () => {
    const t = new Table(['lupfen', '--seed', 'dumb1', '--deals', '1', '--speed', 'instant', '--no-record'], {
      cols: 100,
      rows: 32,
      env: { TERM: 'dumb' },
    });
    await t.waitFor('Do you lift?  [l] Lift  [n] No (Enter)');
    t.press('l\r');
    await t.waitFor('Name the price');
    t.press('4\r');
    // Each card question is answered once: the next answer waits for the next question. A secret
    // exchange round may come first (a bot holds Unter, Unter, Ober): Enter at its turn.
    const question = /play a card|Nothing for you to decide here/g;
    const asked = () => (t.raw.match(question) ?? []).length;
    for (let answered = 0; answered < 8 && !t.raw.includes('Deal 1 is over');) {
      await t.waitFor(() => asked() > answered || t.raw.includes('Deal 1 is over'));
      if (t.raw.includes('Deal 1 is over')) break;
      answered = asked();
      t.press((t.raw.match(question) ?? []).at(-1) === 'play a card' ? '1\r' : '\r');
    }
    await t.waitFor('Press Enter to go on');
    t.press('\r');
    await t.waitFor('Standings:');
    expect(await t.exited).toBe(0);
    expect(t.raw).toContain('You lift.');
    expect(t.raw).toContain('You set the price at 4.');
    // No escape sequence at all: no alternate screen, no cursor moves, no colours.
    expect(t.raw.includes('\u001b')).toBe(false);
  }, 60_000);

  it('q leaves a resumable match, and resume goes on line by line', async () => {
    const dir = tempDir('dumb');
    const file = join(dir, 'm.jsonl');
    const t = new Table(['lupfen', '--seed', 'dumb2', '--speed', 'instant', '--record', file], { env: { TERM: 'dumb' } });
    await t.waitFor(/\(Enter\)/);
    // `g`: why the last bot moved as it did; the resumed table says the same.
    const WHY = /Why Bot \d \(bot:basic\) made its last move, in deal 1: [^\r\n]+/;
    t.press('g\r');
    await t.waitFor(WHY);
    const why = t.raw.match(WHY)![0];
    t.press('q\r');
    expect(await t.exited).toBe(0);
    expect(t.raw).toContain(`The match is saved in ${file}`);
    const before = historyLines(file).length;
    const r = new Table(['resume', file, '--speed', 'instant'], { env: { TERM: 'dumb' } });
    await r.waitFor(/Resuming .*m\.jsonl[\s\S]*\(Enter\)/);
    r.press('g\r');
    await r.waitFor(/made its last move|No bot has moved yet/);
    expect(r.raw.match(/made its last move[^\r\n]*|No bot has moved yet/)![0]).toBe(why.slice(why.indexOf('made')));
    // Enter alone: the preselected, safe call.
    r.press('\r');
    await r.waitFor(() => (r.raw.match(/\(Enter\)|play a card|Press Enter to go on/g) ?? []).length >= 2);
    r.press('q\r');
    expect(await r.exited).toBe(0);
    expect(r.raw.includes('\u001b')).toBe(false);
    const after = historyLines(file);
    expect(after.length).toBeGreaterThan(before);
    expect(after[before]!['type']).toBe('call');
  }, 60_000);

  it('replay prints the match as text, and the menu says what to do instead', async () => {
    const example = CLASSIC_4P;
    const r = new Table(['replay', example], { env: { TERM: 'dumb' } });
    expect(await r.exited).toBe(0);
    expect(r.raw).toMatch(/Final balances: /);
    expect(r.raw.includes('\u001b')).toBe(false);
    const m = new Table([], { env: { TERM: 'dumb' } });
    expect(await m.exited).toBe(2);
    expect(m.raw).toMatch(/the menu needs a terminal with cursor addressing \(TERM is "dumb"\)/);
  }, 90_000);
});
