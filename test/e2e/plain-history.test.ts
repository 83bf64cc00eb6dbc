// End-to-end: the line-by-line table (TERM=dumb) keeps a history as the full screen does: its
// writer holds the file's lock, and a resume writes one end line and says what it did to the file.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { CLI, Table, tempDir } from './pty.js';

const DUMB = { TERM: 'dumb' };

describe('TERM=dumb histories', () => {
  it('a match being recorded is locked: a resume of its file elsewhere is refused', async () => {
    const dir = tempDir('dumb-lock');
    const file = join(dir, 'm.jsonl');
    const t = new Table(['lupfen', '--seed', 'dumb-lock', '--speed', 'instant', '--record', file], { env: DUMB });
    await t.waitFor(/\(Enter\)/);
    const other = new Table(['resume', file, '--speed', 'instant'], { env: DUMB });
    expect(await other.exited).toBe(2);
    expect(other.raw).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: another cardtable \\(process \\d+, since `));
    t.press('q\r');
    expect(await t.exited).toBe(0);
  }, 60_000);

  it('resuming a file whose match the rules had ended writes its one missing end line, and says so', async () => {
    const dir = tempDir('dumb-end');
    const sim = spawnSync(
      process.execPath,
      [CLI, 'sim', 'lupfen', '--seats', 'bot:random,bot:random,bot:random', '--matches', '1', '--deals', '2', '--record', dir],
      { encoding: 'utf8' },
    );
    expect(sim.status).toBe(0);
    const file = join(
      dir,
      readdirSync(dir).find((f) => f.endsWith('.jsonl'))!,
    );
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(JSON.parse(lines.at(-1)!).type).toBe('end');
    writeFileSync(file, lines.slice(0, -1).join('\n') + '\n');

    const r = new Table(['resume', file, '--speed', 'instant'], { env: DUMB });
    await r.waitFor(/Standings/);
    r.press('\r');
    expect(await r.exited).toBe(0);
    expect(r.raw).toContain(`${file}: the match was already over by the rules; its missing end line was written`);
    expect(historyLines(file).filter((l) => l['type'] === 'end')).toHaveLength(1);
    expect(historyLines(file)).toHaveLength(lines.length);
  }, 60_000);
});
