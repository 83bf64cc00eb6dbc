// Resume and quit at the table: the quit note names the command that continues that same file, and a
// resume that drops a cut-off last line says so.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, Table, tempDir } from './pty.js';

describe('quit and resume name the exact file', () => {
  it('the quit note gives `cardtable resume FILE` for that file; resume drops a cut-off line and says so', async () => {
    const dir = tempDir('quitnote');
    const file = join(dir, 'my match.jsonl');
    const t = new Table(['lupfen', '--seed', 'e2e-q', '--speed', 'instant', '--record', file], { env: { XDG_DATA_HOME: dir } });
    await t.waitFor('Your hand');
    expect(await t.quit()).toBe(0);
    expect(await t.waitFor('Continue it with')).toContain(`Continue it with: cardtable resume '${file}'`);
    const kept = readFileSync(file, 'utf8');
    appendFileSync(file, '{"type":"play","deal":1,"se');
    const r = new Table(['resume', file], { env: { XDG_DATA_HOME: dir } });
    await r.waitFor('Your hand');
    expect(await r.quit()).toBe(0);
    const lineNo = kept.trimEnd().split('\n').length + 1;
    expect(await r.waitFor('dropped the cut-off')).toContain(`my match.jsonl:${lineNo}: dropped the cut-off last line (27 bytes`);
    expect(readFileSync(file, 'utf8').startsWith(kept)).toBe(true);
    const c = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
    expect(c.status, c.stderr).toBe(0);
  }, 60_000);
});
