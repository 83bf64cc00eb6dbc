// The independent example histories (written by another implementation) replay through the
// program exactly: the engine's replay check, and every line rebuilt and compared, notes included.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHistory, readHistoryFile } from '../../../src/engine/history/reader.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { playRandom, rebuildLines } from './helpers.js';
import { EXAMPLES as dir, HAVE_EXAMPLES } from '../../examples.js';
import { replayChecked } from '../../engine/helpers.js';

const files = HAVE_EXAMPLES ? readdirSync(dir).filter((f) => /^kloepper-.*\.jsonl$/.test(f)) : [];

describe.skipIf(!HAVE_EXAMPLES)('Kloepper reference examples', () => {
  it('there are example files to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s: every trick, settle and end line is reproduced by the replay check', (f) => {
    const { history: parsed, report } = replayChecked(kloepper, readHistoryFile(join(dir, f)));
    expect(report.linesReplayed).toBe(parsed.lines.length);
  });

  it.each(files)('%s: every line after the match line is rebuilt exactly (queenSide, cardPoints, notes)', (f) => {
    const parsed = readHistoryFile(join(dir, f));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(rebuildLines(parsed.value.lines)).toEqual(parsed.value.lines.slice(1));
  });
});

describe('our own histories', () => {
  it.each([
    ['own-1', {}],
    ['own-2', { self_call: 'true' }],
    ['own-3', { call_needs_suit: 'true', target: '50' }],
    ['own-4', { knocking: 'false', deals: '5' }],
  ] as const)('%s %j: replay and rebuild reproduce every line', (seed, raw) => {
    const { lines, text } = playRandom(seed, { ...raw });
    const { report } = replayChecked(kloepper, parseHistory(text, 'mem.jsonl'));
    expect(report.finished).toBe(true);
    expect(rebuildLines(lines)).toEqual(lines.slice(1));
  });
});
