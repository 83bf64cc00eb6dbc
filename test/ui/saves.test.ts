import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnfinished, latestUnfinished, newMatchPath } from '../../src/ui/saves.js';

describe('saved matches', () => {
  it('never reuses a file name, even within one second', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-saves-'));
    const now = new Date(2026, 10, 22, 10, 0, 0);
    const a = newMatchPath(dir, 'lupfen', 'classic', now);
    writeFileSync(a, '');
    const b = newMatchPath(dir, 'lupfen', 'classic', now);
    expect(b).not.toBe(a);
    expect(b.endsWith('-2.jsonl')).toBe(true);
  });

  it('resume picks the most recent file without an end line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-saves-'));
    const done = join(dir, 'a.jsonl');
    const open = join(dir, 'b.jsonl');
    const newest = join(dir, 'c.jsonl');
    writeFileSync(done, '{"type":"match"}\n{"type":"end","totals":[0],"winners":[0],"reason":"deals"}\n');
    writeFileSync(open, '{"type":"match"}\n{"type":"deal","deal":1}\n');
    writeFileSync(newest, '{"type":"match"}\n{"type":"end","totals":[0],"winners":[0],"reason":"deals"}\n');
    utimesSync(open, new Date(2026, 0, 1), new Date(2026, 0, 1));
    expect(isUnfinished(done)).toBe(false);
    expect(isUnfinished(open)).toBe(true);
    expect(latestUnfinished(dir)).toBe(open);
    expect(latestUnfinished(join(dir, 'missing'))).toBeNull();
  });

  it('reads the last line whole and by its type: an end line over 4 KiB is an end, a field holding {"type":"end"} is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-saves-'));
    const longEnd = join(dir, 'long-end.jsonl');
    const nested = join(dir, 'nested.jsonl');
    const cut = join(dir, 'cut.jsonl');
    const end = `{"type":"end","totals":[0],"winners":[0],"reason":"deals","note":"${'x'.repeat(6000)}"}`;
    writeFileSync(longEnd, `{"type":"match"}\n${end}\n\n`);
    writeFileSync(nested, '{"type":"match"}\n{"type":"play","deal":1,"seat":0,"card":"AH","x":{"type":"end"}}\n');
    writeFileSync(cut, `{"type":"match"}\n${end.slice(0, 30)}`);
    expect(isUnfinished(longEnd)).toBe(false);
    expect(isUnfinished(nested)).toBe(true);
    // An end line cut off by a crash never ended the match.
    expect(isUnfinished(cut)).toBe(true);
    utimesSync(nested, new Date(2026, 0, 1), new Date(2026, 0, 1));
    expect(latestUnfinished(dir)).toBe(cut);
  });
});
