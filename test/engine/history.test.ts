import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHistory, readHistoryFile } from '../../src/engine/history/reader.js';
import { lockHistory } from '../../src/engine/history/lock.js';
import { HistoryWriter } from '../../src/engine/history/writer.js';
import { playMatch, tempDir } from './helpers.js';
import { gamesUnderTest } from '../conformance/harness.js';
import { CLASSIC_4P, EXAMPLES as EX, HAVE_EXAMPLES } from '../examples.js';

const exampleText = (f: string): string => readFileSync(join(EX, f), 'utf8');

/** Replaces line `lineNo` (1-based) of `text`. */
function withLine(text: string, lineNo: number, edit: (line: string) => string): string {
  const lines = text.split('\n');
  lines[lineNo - 1] = edit(lines[lineNo - 1]!);
  return lines.join('\n');
}

describe('history writer', () => {
  it.each(gamesUnderTest().map((g) => [g.id, g.game] as const))(
    'round trip (%s): what the writer writes the reader reads back line for line',
    (_id, game) => {
      const dir = tempDir();
      const path = join(dir, 'm.jsonl');
      const w = HistoryWriter.create(path, lockHistory);
      if (!w.ok) throw new Error(w.reason);
      const v = game.variants.find((x) => x.id === game.defaultVariant)!;
      const { sink, text } = playMatch(game, v.id, v.defaultPlayers, 'rt', {}, { sink: w.value });
      w.value.close();
      expect(readFileSync(path, 'utf8')).toBe(text);
      const back = readHistoryFile(path);
      if (!back.ok) throw new Error(back.reason);
      expect(back.value.lines).toEqual(sink.lines);
      expect(back.value.finished).toBe(true);
      expect(back.value.partialTail).toBeNull();
    },
  );

  it('never overwrites an existing file; appending keeps what is there', () => {
    const dir = tempDir();
    const path = join(dir, 'keep.jsonl');
    writeFileSync(path, 'precious\n');
    const w = HistoryWriter.create(path, lockHistory);
    expect(w.ok).toBe(false);
    if (!w.ok) expect(w.reason).toMatch(/already exists/);
    expect(readFileSync(path, 'utf8')).toBe('precious\n');
    const lock = lockHistory(path);
    if (!lock.ok) throw new Error(lock.reason);
    const a = HistoryWriter.append(path, lock.value);
    if (!a.ok) throw new Error(a.reason);
    a.value.write({ type: 'end', totals: [0], winners: [0], reason: 'quit' });
    a.value.close();
    expect(readFileSync(path, 'utf8')).toMatch(/^precious\n\{"type":"end"/);
  });

  it('writes each line to the file as soon as it is produced (flushed per line)', () => {
    const dir = tempDir();
    const path = join(dir, 'live.jsonl');
    const w = HistoryWriter.create(path, lockHistory);
    if (!w.ok) throw new Error(w.reason);
    w.value.write({ type: 'end', totals: [1], winners: [0], reason: 'quit' });
    expect(readFileSync(path, 'utf8')).toBe('{"type":"end","totals":[1],"winners":[0],"reason":"quit"}\n');
    w.value.close();
  });
});

describe('history reader', () => {
  // spec/examples/README.md: the reader must accept every file there, whatever the game.
  describe.skipIf(!HAVE_EXAMPLES)('the reference examples', () => {
    it.each(HAVE_EXAMPLES ? readdirSync(EX).filter((f) => f.endsWith('.jsonl')) : ['(none: the examples folder is missing)'])(
      'accepts the reference example %s',
      (f) => {
        const r = readHistoryFile(join(EX, f));
        if (!r.ok) throw new Error(r.reason);
        expect(r.value.lines.length).toBe(exampleText(f).trim().split('\n').length);
      },
    );

    it('accepts a match line without options.players (one reference example omits it)', () => {
      const r = readHistoryFile(join(EX, 'lupfen-vorarlberg-3p-blind-hearts.jsonl'));
      expect(r.ok && r.value.match.options['players']).toBe(undefined);
      expect(r.ok).toBe(true);
    });
  });

  const base = readFileSync(CLASSIC_4P, 'utf8');

  it('accepts a match line without options.players (other writers may omit it)', () => {
    const text = withLine(base, 1, (l) => l.replace('"options":{"players":4,', '"options":{'));
    expect(text).not.toBe(base);
    const r = parseHistory(text, 'no-players.jsonl');
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.match.options['players']).toBe(undefined);
  });

  it('tolerates unknown extra fields (the spec lets writers add fields)', () => {
    const text = withLine(base, 13, (l) => l.replace('{"type":"play"', '{"type":"play","thinkMs":12,"x":{"y":1}'));
    expect(text).not.toBe(base);
    expect(parseHistory(text, 'extra.jsonl').ok).toBe(true);
  });

  it.each([
    [
      'a play line without its card',
      withLine(base, 13, (l) => l.replace(/,"card":"[A-Z0-9]+"/, '')),
      'corrupt.jsonl:13: "play" line has no "card"',
    ],
    [
      'a bad card code',
      withLine(base, 13, (l) => l.replace(/"card":"[A-Z0-9]+"/, '"card":"ZZ"')),
      'corrupt.jsonl:13: "play" line: "card" is "ZZ", not a card code',
    ],
    ['broken JSON mid-file', withLine(base, 7, (l) => l.slice(0, 20)), 'corrupt.jsonl:7: not valid JSON'],
    ['an unknown line type', withLine(base, 5, () => '{"type":"bid","deal":1}'), 'corrupt.jsonl:5: unknown line type "bid"'],
    [
      'a seat outside the table',
      withLine(base, 4, (l) => l.replace('"seat":3', '"seat":7')),
      'corrupt.jsonl:4: "call" line: seat 7 is not a seat of a 4-player match',
    ],
    [
      'a first line that is not a match line',
      base.split('\n').slice(1).join('\n'),
      'corrupt.jsonl:1: the first line must be a "match" line',
    ],
    [
      'a line after the end line',
      base + '{"type":"play","deal":1,"seat":0,"card":"AC"}\n',
      'corrupt.jsonl:187: a "play" line after the "end" line',
    ],
    [
      'a wrong format version',
      withLine(base, 1, (l) => l.replace('"formatVersion":1', '"formatVersion":2')),
      'corrupt.jsonl:1: "match" line: "formatVersion" is 2',
    ],
    ['a line that is not an object', withLine(base, 4, () => '[1,2]'), 'corrupt.jsonl:4: not a JSON object'],
  ])('names the file and line for %s', (_what, text, message) => {
    const r = parseHistory(text, 'corrupt.jsonl');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason.startsWith(message)).toBe(true);
      expect(r.reason).not.toMatch(/\n/);
    }
  });

  it('reports a cut-off last line clearly, or hands it back when the caller allows it (resume)', () => {
    const cut = base.slice(0, base.lastIndexOf('\n', base.length - 2) + 30);
    const strict = parseHistory(cut, 'cut.jsonl');
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.reason).toMatch(/^cut\.jsonl:186: the last line is cut off/);
    const lenient = parseHistory(cut, 'cut.jsonl', { allowPartialTail: true });
    if (!lenient.ok) throw new Error(lenient.reason);
    expect(lenient.value.partialTail?.lineNo).toBe(186);
    expect(lenient.value.partialTail?.byteOffset).toBe(Buffer.byteLength(base.slice(0, base.lastIndexOf('\n', base.length - 2) + 1)));
    expect(lenient.value.finished).toBe(false);
  });

  it('gives a one-line reason for a missing or unreadable file, without throwing', () => {
    const dir = tempDir();
    const missing = readHistoryFile(join(dir, 'nope.jsonl'));
    expect(!missing.ok && missing.reason).toMatch(/nope\.jsonl: no such file/);
    const folder = readHistoryFile(dir);
    expect(!folder.ok && folder.reason).toMatch(/is a folder/);
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    const e = readHistoryFile(empty);
    expect(!e.ok && e.reason).toMatch(/empty/);
    expect(existsSync(join(dir, 'nope.jsonl'))).toBe(false);
  });
});
