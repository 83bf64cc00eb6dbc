// What the commands say to bad or odd input, run in this process (here.ts): one line on stderr
// with exit 2, a bad value quoted only as far as a person needs to know it again, and a fresh
// install that has simply not saved anything yet.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStats } from '../../src/cli/stats.js';
import { NAME_MAX, shownNames } from '../../src/core/names.js';
import { QUOTED_MAX } from '../../src/core/safe-text.js';
import { CLASSIC_4P } from '../examples.js';
import { runHere } from './here.js';

describe('arguments a command does not take', () => {
  it('--version with a word after it is refused, naming the word', async () => {
    const r = await runHere(['--version', 'extra']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cardtable: unexpected word "extra" after `cardtable --version`; --version takes no arguments (see cardtable --help)\n',
    });
  });

  it('review --speed without --again is refused: the review is text', async () => {
    const r = await runHere(['review', CLASSIC_4P, '--deal', '1', '--speed', 'fast']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `cardtable: --speed fast is for the table of --again; the review is printed as text (leave it out, or add --deal N --again K)\n`,
    });
  });

  it('review --ascii without --again applies: the printed review is 7-bit throughout, faces included', async () => {
    const r = await runHere(['review', CLASSIC_4P, '--deal', '1', '--ascii']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Deal 1 /);
    expect(r.stdout).toMatch(/ A-Ro /);
    expect(/[^\x00-\x7f]/.test(r.stdout)).toBe(false);
  });

  it('--think out of its range is refused in one line naming the range, on sim, the table and review alike', async () => {
    const line = (t: string) => `cardtable: --think "${t}" is not a whole number of milliseconds from 10 to 60000\n`;
    expect(await runHere(['sim', 'lupfen', '--think', '9'])).toEqual({ code: 2, stdout: '', stderr: line('9') });
    expect(await runHere(['lupfen', '--think', '60001'])).toEqual({ code: 2, stdout: '', stderr: line('60001') });
    expect(await runHere(['review', CLASSIC_4P, '--think', 'long'])).toEqual({ code: 2, stdout: '', stderr: line('long') });
  });

  it('review --think with --again is refused: the practice plays with its match’s own thinking time', async () => {
    const r = await runHere(['review', CLASSIC_4P, '--deal', '1', '--again', '1', '--think', '500']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cardtable: --think is for the values of the review; --again plays the deal with the thinking time of its match (leave --think out)\n',
    });
  });

  it('a bool option refused lists every word it takes', async () => {
    const r = await runHere(['sim', 'lupfen', '--variant', 'vorarlberg', '--rule', 'shoving=maybe']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cardtable: option shoving=maybe is not valid; accepted: true, yes, on, 1 or false, no, off, 0\n',
    });
  });
});

describe('a bad value is quoted up to 80 characters', () => {
  const long = 'y'.repeat(300);
  const cases = [
    [['sim', 'lupfen', '--deals', long]],
    [['sim', 'lupfen', '--players', long]],
    [['sim', 'lupfen', '--seed', long]],
    [['sim', 'lupfen', '--variant', long]],
    [['sim', 'lupfen', '--rule', long]],
    [['sim', 'lupfen', '--variant', 'vorarlberg', '--rule', `shoving=${long}`]],
    [['sim', 'lupfen', '--rule', `${long}=1`]],
    [['sim', 'lupfen', '--seats', `${long},bot:basic,bot:basic,bot:basic`]],
    [['sim', 'lupfen', '--names', `${long},b,c,d`]],
    [['sim', 'lupfen', '--matches', long]],
    [['sim', 'lupfen', '--workers', long]],
    [['sim', 'lupfen', `--${long}`]],
    [['sim', long]],
    [[long]],
    [['list', long]],
    [['check', long]],
    [['review', long]],
    [['review', CLASSIC_4P, '--deal', long]],
    [['rules', 'lupfen', '--deck', long]],
    [['lupfen', '--speed', long]],
    [['lupfen', '--deck', long]],
    [['stats', '--dir', long]],
    [['stats', '--game', long]],
  ].map(([args]) => [args!.join(' ').replace(long, '<300 y>'), args!] as const);
  it.each(cases)('%s', async (_, args) => {
    const r = await runHere([...args]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    // Cut where the word reaches QUOTED_MAX characters (with its `--` when it is an option).
    expect(r.stderr).toMatch(new RegExp(`(^|[^y])(--)?y{${QUOTED_MAX - 3},${QUOTED_MAX - 1}}…`));
    expect(r.stderr).not.toContain('y'.repeat(QUOTED_MAX));
  });
});

describe('stats on a fresh install', () => {
  it('says there are no saved matches yet, exit 0, where the data folder is still to be made', async () => {
    const data = mkdtempSync(join(tmpdir(), 'ct-fresh-'));
    const r = await runHere(['stats'], { env: { XDG_DATA_HOME: data } });
    expect(r).toEqual({ code: 0, stdout: `No saved matches in ${join(data, 'cardtable', 'matches')}.\n`, stderr: '' });
  });
});

describe('names read from a file', () => {
  const long = 'X'.repeat(40);
  /** The fixture match with its seats named "", "Bot", "Bot" and 40 X's (a file is checked for control characters only). */
  function oddlyNamed(): string {
    const dir = mkdtempSync(join(tmpdir(), 'ct-names-'));
    const file = join(dir, 'odd.jsonl');
    const text = readFileSync(CLASSIC_4P, 'utf8')
      .replace('"name":"Bot 1"', '"name":""')
      .replace('"name":"Bot 2"', '"name":"Bot"')
      .replace('"name":"Bot 3"', '"name":"Bot"')
      .replace('"name":"Bot 4"', `"name":"${long}"`);
    writeFileSync(file, text);
    return file;
  }
  const shown = ['Seat 1', 'Bot', 'Bot (3)', `${'X'.repeat(NAME_MAX - 1)}…`];

  it('are shown as text, cut at the table limit, an empty one by its seat, a repeated one with its seat', () => {
    expect(shownNames(['', 'Bot', 'Bot', long])).toEqual(shown);
    // Two long names alike in their first characters are two seats still, each within the limit.
    expect(shownNames(['  Ana ', 'ana', 'y'.repeat(NAME_MAX + 5), 'y'.repeat(NAME_MAX + 9)])).toEqual([
      'Ana',
      'ana (2)',
      `${'y'.repeat(NAME_MAX - 1)}…`,
      `${'y'.repeat(NAME_MAX - 5)}… (4)`,
    ]);
  });

  it('stats keeps every seat of a file apart, under the names shown', () => {
    const file = oddlyNamed();
    const run = collectStats({ dir: join(file, '..') });
    expect(run.skipped).toEqual([]);
    const g = run.games[0]!;
    expect(g.players.map((p) => [p.name, p.matches, p.deals]).sort()).toEqual(shown.map((n) => [n, 1, g.deals]).sort());
  });

  it('review names the hands with the names shown', async () => {
    const r = await runHere(['review', oddlyNamed(), '--deal', '1']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const hands = lines.slice(lines.indexOf('Hands as dealt:') + 1, lines.indexOf('Hands as dealt:') + 5);
    expect(hands.map((l) => l.trim().slice(0, 20).trim())).toEqual(shown);
  });
});
