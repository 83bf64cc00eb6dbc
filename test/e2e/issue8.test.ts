// End-to-end checks of what a player meets at the table: --ascii output, the hot-seat hand-over
// under real key timing, and a dumb terminal.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playByKeys } from './drive.js';
import { GUARD_WAIT_MS, Table, tempDir } from './pty.js';

const nonAscii = (raw: string): string[] => [...new Set([...raw].filter((c) => c.charCodeAt(0) >= 0x80))];

describe('--ascii', () => {
  it('classic at 100×32: not one byte ≥ 0x80 in any frame of a whole match, help, scoresheet and standings included', async () => {
    const dir = tempDir('ascii');
    const t = new Table(['lupfen', '--ascii', '--seed', 'ascii-classic', '--deals', '2', '--speed', 'instant', '--record', join(dir, 'm.jsonl')], { cols: 100, rows: 32, env: { XDG_DATA_HOME: dir } });
    await t.waitFor('Your hand');
    t.press('?');
    await t.waitFor('Help');
    t.press('?');
    await t.waitFor((s) => !s.includes('Help'));
    await new Promise((r) => setTimeout(r, GUARD_WAIT_MS));
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
    const t = new Table(['lupfen', '--variant', 'vorarlberg', '--deck', 'german', '--ascii', '--seed', 'ascii-v', '--speed', 'instant', '--no-record'], { cols: 80, rows: 24, env: { XDG_DATA_HOME: dir } });
    await t.waitFor('Your hand');
    const run = await playByKeys(t, { maxSteps: 60, stopWhen: (s) => /Press Enter (to continue|for the standings)/.test(s) });
    expect(run.last).toMatch(/Deal 1 is over/);
    t.press('q');
    await t.waitFor('Quit the match?');
    t.press('y');
    expect(await t.exited).toBe(0);
    expect(nonAscii(t.raw)).toEqual([]);
  }, 120_000);
});
