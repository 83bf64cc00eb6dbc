// End-to-end: the built binary in a pseudo-terminal, driven by keys.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faceOf, handRowFaces, historyLines, playByKeys } from './drive.js';
import { CLI, KEY, startTable, Table, tempDir } from './pty.js';
import { CLASSIC_4P } from '../examples.js';

// Whole matches by keys, each question after its guard: generous on a loaded machine.
describe('cardtable lupfen in a terminal', { timeout: 120_000 }, () => {
  it('one human and three bots play a seeded 4-player match to its end by keys', async () => {
    const { t, file } = startTable({
      game: ['lupfen'],
      seed: 'e2e-one',
      seats: 'human,bot:random,bot:random,bot:random',
      names: 'Ana,Ben,Cleo,Dan',
      deals: 3,
    });
    const first = await t.waitFor('Your hand');
    expect(first).toContain('Lupfen (Liechtenstein / classic) · deal 1 of 3');
    for (const name of ['Ana (you)', 'Ben', 'Cleo', 'Dan']) expect(first).toContain(name);
    expect(first).toMatch(/Pot \d+ chips/);
    expect(first).toContain('q quit');

    const run = await playByKeys(t, {
      onDecision: (s) => {
        // Every question shows its keys, and the hand is on screen.
        expect(s).toMatch(/\[[a-z]\] |←\/→|play a card/);
        expect(handRowFaces(s).length).toBeGreaterThan(0);
        if (s.includes('play a card')) {
          expect(s).toMatch(/trick [1-3] of 3/);
          expect(s).toContain('▲');
        }
      },
    });
    for (const step of ['lift', 'price', 'join', 'play', 'summary', 'standings']) expect(run.seen.has(step), step).toBe(true);
    expect(run.last).toContain('[a] play again');
    const lines = historyLines(file);
    const end = lines[lines.length - 1]!;
    expect(end['type']).toBe('end');
    // The standings show the file's final totals.
    const totals = end['totals'] as number[];
    for (const [i, name] of ['Ana', 'Ben', 'Cleo', 'Dan'].entries()) {
      expect(run.last).toMatch(new RegExp(`${name}\\s+${totals[i]! > 0 ? '\\+' : ''}${totals[i]} chips`));
    }
    t.press('q');
    expect(await t.exited).toBe(0);
    // The recorded match passes the rules check.
    const check = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(t.raw).toContain('\u001B[?1049l');
  });

  it('play again starts a new match in a new file', async () => {
    const dir = tempDir('again');
    const file = join(dir, 'm.jsonl');
    const t = new Table(['lupfen', '--seed', 'e2e-again', '--deals', '1', '--speed', 'instant', '--record', file], {
      env: { XDG_DATA_HOME: dir },
    });
    await playByKeys(t);
    t.press('a');
    await t.waitFor((s) => s.includes('deal 1 of 1') && !s.includes('standings'));
    expect(historyLines(join(dir, 'm-2.jsonl'))[0]!['seed']).toBe('e2e-again-2');
    expect(await t.quit()).toBe(0);
    expect(historyLines(file).at(-1)!['type']).toBe('end');
  });

  it('hot-seat: a privacy screen between humans, and a human never sees the other’s cards', async () => {
    const { t, file } = startTable({ game: ['lupfen'], seed: 'e2e-hot', seats: 'human,human,bot:random', names: 'Ana,Ben,Cleo', deals: 2 });
    let privacy = 0;
    const handsOf = (): string[][] => {
      const deals = historyLines(file).filter((l) => l['type'] === 'deal');
      return ((deals[deals.length - 1]?.['hands'] as string[][]) ?? []).map((h) => h.map(faceOf));
    };
    const gotOf = (seat: number): string[] =>
      historyLines(file)
        .filter((l) => l['type'] === 'exchange' && l['seat'] === seat)
        .flatMap((l) => (l['got'] as string[]).map(faceOf));
    const run = await playByKeys(t, {
      onPrivacy: (s) => {
        privacy++;
        expect(s).toMatch(/Pass to (Ana|Ben) — press Enter/);
        expect(handRowFaces(s)).toEqual([]);
      },
      onDecision: (s) => {
        const who = /you are (Ana|Ben)/.exec(s)?.[1];
        expect(who).toBeDefined();
        const me = who === 'Ana' ? 0 : 1;
        const hands = handsOf();
        const mine = new Set([...hands[me]!, ...gotOf(me)]);
        const shown = handRowFaces(s);
        expect(shown.length).toBeGreaterThan(0);
        for (const f of shown) expect(mine.has(f), `${who} sees ${f}`).toBe(true);
        // The other human's cards that the rules have not made public appear nowhere on the table
        // or in the hand (the log below may name cards of earlier deals).
        const all = s.split('\n');
        const table = all.slice(0, all.findIndex((l) => l.startsWith('Your hand')) + 2).join('\n');
        const lines = historyLines(file);
        const lastDeal = lines.map((l) => l['type']).lastIndexOf('deal');
        const publicFaces = new Set(
          lines
            .slice(lastDeal)
            .flatMap((l) =>
              l['type'] === 'play'
                ? [l['card'] as string]
                : l['type'] === 'reveal'
                  ? [...((l['cards'] as string[]) ?? []), ...(l['card'] ? [l['card'] as string] : [])]
                  : [],
            )
            .map(faceOf),
        );
        for (const f of [...hands[1 - me]!, ...gotOf(1 - me)]) {
          if (!mine.has(f) && !publicFaces.has(f))
            expect(table.includes(f), `${who}'s screen shows the other human's ${f}:\n${s}`).toBe(false);
        }
      },
    });
    expect(privacy).toBeGreaterThan(1);
    expect(run.seen.has('standings')).toBe(true);
    t.press('q');
    expect(await t.exited).toBe(0);
  });

  it('resume after the process was killed mid-deal continues exactly there', async () => {
    const dir = tempDir('resume');
    const env = { XDG_DATA_HOME: dir };
    const t = new Table(
      ['lupfen', '--seed', 'e2e-resume', '--seats', 'human,bot:random,bot:random,bot:random', '--deals', '2', '--speed', 'instant'],
      { env },
    );
    const stopped = await playByKeys(t, { stopWhen: (s) => s.includes('play a card') });
    const handBefore = handRowFaces(stopped.last).sort();
    t.kill('SIGKILL');
    await t.exited;
    // The killed writer's lock (.NAME.lock, hidden) stays until resume takes it over.
    const saved = readdirSync(join(dir, 'cardtable', 'matches')).filter((f) => f.endsWith('.jsonl'));
    expect(saved).toHaveLength(1);
    const file = join(dir, 'cardtable', 'matches', saved[0]!);
    expect(historyLines(file).some((l) => l['type'] === 'end')).toBe(false);

    const r = new Table(['resume', '--speed', 'instant'], { env });
    const s = await r.waitFor('play a card');
    expect(s).toContain('resumed here');
    expect(handRowFaces(s).sort()).toEqual(handBefore);
    const run = await playByKeys(r, {});
    expect(run.seen.has('standings')).toBe(true);
    r.press('q');
    expect(await r.exited).toBe(0);
    const lines = historyLines(file);
    expect(lines[lines.length - 1]!['type']).toBe('end');
    expect(readdirSync(join(dir, 'cardtable', 'matches'))).toEqual(saved);
    const check = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  it('a too-small terminal says what it needs, and the game carries on when resized', async () => {
    const dir = tempDir('small');
    const t = new Table(['lupfen', '--seed', 'e2e-small', '--speed', 'instant'], { cols: 60, rows: 20, env: { XDG_DATA_HOME: dir } });
    const s = await t.waitFor('at least 80×24');
    expect(s).toContain('This one is 60×20');
    t.resize(80, 24);
    await t.waitFor('Your hand');
    expect(await t.quit()).toBe(0);
  });

  it('Ctrl-C restores the terminal, keeps the history and exits 130', async () => {
    const dir = tempDir('ctrlc');
    const t = new Table(['lupfen', '--seed', 'e2e-c', '--speed', 'instant'], { env: { XDG_DATA_HOME: dir } });
    await t.waitFor('Your hand');
    t.press(KEY.ctrlC);
    expect(await t.exited).toBe(130);
    expect(t.raw).toContain('\u001B[?1049l');
    await t.waitFor('cardtable resume');
    const saved = readdirSync(join(dir, 'cardtable', 'matches'));
    expect(saved).toHaveLength(1);
  });

  it('without a terminal it prints one line naming sim and replay, and exits 2', () => {
    const r = spawnSync(process.execPath, [CLI, 'lupfen', '--seed', 'x'], {
      encoding: 'utf8',
      input: '',
      env: { ...process.env, CI: 'false' },
    });
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('cardtable sim');
    expect(lines[0]).toContain('cardtable replay');
    expect(r.stdout).toBe('');
  });

  it('replay without a terminal prints the match as text', () => {
    const example = CLASSIC_4P;
    const r = spawnSync(process.execPath, [CLI, 'replay', example], { encoding: 'utf8', input: '' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Deal 1: Bot 2 deals.');
    expect(r.stdout).toMatch(/Bot 1: \S+ \S+ \S+/);
    expect(r.stdout).toContain('Match over');
  });

  it('replay steps through a recorded match with every hand face up', async () => {
    const example = CLASSIC_4P;
    const t = new Table(['replay', example]);
    const s = await t.waitFor('line 1 of');
    expect(s).toContain('Replay');
    // Four hands of three cards, all face up (bare faces after "hand", unlike a laid card).
    expect((s.match(/hand (?:(?:10|[AKOU])-(?:Ac|Sh|Ro|Be) ?){3}/g) ?? []).length).toBe(4);
    t.press(KEY.right);
    await t.waitFor('line 2 of');
    t.press('q');
    expect(await t.exited).toBe(0);
  });

  it('the menu starts a match with what it shows', async () => {
    const dir = tempDir('menu');
    const t = new Table([], { env: { XDG_DATA_HOME: dir } });
    const s = await t.waitFor('set up a match');
    expect(s).toContain('◀ Lupfen ▶');
    // Every registered game is one press away (Fipsen is playable, no longer "coming").
    t.press(KEY.right);
    await t.waitFor('◀ Fipsen ▶');
    t.press(KEY.left);
    await t.waitFor('◀ Lupfen ▶');
    t.press(KEY.down);
    await t.waitFor(/❯ Variant/);
    t.press(KEY.enter);
    await t.waitFor('Your hand');
    expect(await t.quit()).toBe(0);
  });

  it('NO_COLOR: no colour codes, the selection still marked', async () => {
    const dir = tempDir('nocolor');
    const t = new Table(['lupfen', '--seed', 'e2e-nc', '--speed', 'instant', '--no-record'], {
      env: { XDG_DATA_HOME: dir, NO_COLOR: '1' },
    });
    const s = await t.waitFor(/❯\[/);
    expect(s).toContain('Your hand');
    // SGR colour parameters (30–37, 90–97, 38;…) never appear.
    expect(t.raw).not.toMatch(/\u001B\[(?:[0-9;]*;)?(3[0-8]|9[0-7])(;[0-9]+)*m/);
    t.press(KEY.ctrlC);
    expect(await t.exited).toBe(130);
  });
});
