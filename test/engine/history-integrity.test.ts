// History integrity, for every registered game: histories that cannot be corrupted, a check that
// misses nothing, reading that cannot be made to use unbounded memory.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../src/bots/random.js';
import { hasControl, safeText } from '../../src/core/safe-text.js';
import { HistoryFileStream, MAX_LINE_BYTES, parseHistory, readHistoryFile } from '../../src/engine/history/reader.js';
import { lockHistory, lockPath } from '../../src/engine/history/lock.js';
import { HistoryWriter } from '../../src/engine/history/writer.js';
import { planResume, resumeMatch } from '../../src/engine/resume.js';
import type { AnyGame } from '../../src/contract/game.js';
import { eachGame } from '../registered.js';
import { entriesUnderTest, gameUnderTest as findGame } from '../test-registry.js';
import { checkVerdict as verdict, historyLines as lines, historyText as join_, playMatch, tempDir } from './helpers.js';

const games = entriesUnderTest().flatMap((e) => (e.game ? [e.game] : []));

/** A whole match of `game` (its default variant and player count, 3 deals) between seeded random bots. */
function matchOf(game: AnyGame, seed: string): { text: string; players: number } {
  const v = game.variants.find((x) => x.id === game.defaultVariant)!;
  const raw: Record<string, string> = v.lengthKey ? { [v.lengthKey]: '3' } : {};
  return { text: playMatch(game, v.id, v.defaultPlayers, seed, raw).text, players: v.defaultPlayers };
}

const randomAgents = (n: number) => Array.from({ length: n }, () => randomAgent());
const typeOf = (line: string) => (JSON.parse(line) as { type: string }).type;

describe('1. resume never makes a history unreadable', () => {
  it.each(eachGame(games))(
    '%s: a settled last deal without its end line gets exactly one end line, and the file checks',
    async (_id, game) => {
      const dir = tempDir();
      const path = join(dir, 'm.jsonl');
      const { text, players } = matchOf(game, 'i9-end');
      expect(typeOf(lines(text).at(-1)!)).toBe('end');
      writeFileSync(path, join_(lines(text).slice(0, -1)));
      const plan = planResume(path, findGame);
      if (!plan.ok) throw new Error(plan.reason);
      const out = await resumeMatch(plan.value, randomAgents(players));
      if (!out.ok) throw new Error(out.reason);
      const after = readFileSync(path, 'utf8');
      expect(lines(after).filter((l) => l.includes('"type":"end"'))).toHaveLength(1);
      expect(after).toBe(text);
      expect(verdict(game, after)).toBeNull();
      expect(existsSync(lockPath(path))).toBe(false);
    },
  );
});

describe('2. one writer per history', () => {
  const LOCK_MODULE = join(__dirname, '../../src/engine/history/lock.ts');
  // The lock does not read the file: any game's whole match stands for every history.
  const [first] = games;

  /** A whole match in a history file of its own. */
  function someHistory(): string {
    const path = join(tempDir(), 'm.jsonl');
    writeFileSync(path, matchOf(first!, 'lock').text);
    return path;
  }

  /** Another process that locks `path` and holds the lock until it is killed; resolves once it holds it. */
  async function lockHolder(path: string) {
    const code = `import('${LOCK_MODULE}').then((m) => { const r = m.lockHistory(${JSON.stringify(path)}); console.log(r.ok ? 'LOCKED' : r.reason); setInterval(() => {}, 1000); })`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.toString().includes('LOCKED') && resolve()));
    return child;
  }

  it('a second writer in another process is refused, naming the file and the process', () => {
    const path = someHistory();
    const mine = lockHistory(path);
    if (!mine.ok) throw new Error(mine.reason);
    const code = `import('${LOCK_MODULE}').then((m) => { const r = m.lockHistory(${JSON.stringify(path)}); console.log(JSON.stringify(r.ok ? 'LOCKED' : r.reason)); if (r.ok) r.value.release(); })`;
    const other = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { encoding: 'utf8', timeout: 30_000 });
    const reason = JSON.parse(other.stdout.trim().split('\n').at(-1)!) as string;
    expect(reason).toBe(
      reason.startsWith(`${path}: another cardtable (process ${process.pid}, since `) ? reason : `names ${path} and process ${process.pid}`,
    );
    expect(reason).toMatch(/only one program may write a history/);
    mine.value.release();
    expect(existsSync(lockPath(path))).toBe(false);
    expect(lockHistory(path).ok).toBe(true);
  }, 40_000);

  it('the lock of a killed writer (kill -9) is taken over once stale', async () => {
    const path = someHistory();
    const child = await lockHolder(path);
    const refused = lockHistory(path);
    expect(!refused.ok && refused.reason).toMatch(new RegExp(`process ${child.pid}`));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const t0 = Date.now();
    const taken = lockHistory(path);
    expect(taken.ok).toBe(true);
    expect(Date.now() - t0).toBeLessThan(8000);
    if (taken.ok) taken.value.release();
  }, 40_000);

  it('the lock is released when its writer ends on SIGTERM or SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const path = someHistory();
      const child = await lockHolder(path);
      expect(existsSync(lockPath(path))).toBe(true);
      child.kill(signal);
      await new Promise((r) => child.on('exit', r));
      expect(existsSync(lockPath(path))).toBe(false);
    }
  }, 40_000);

  it.each(eachGame(games))('%s: a writer whose file grew after it was read refuses to continue it', async (_id, game) => {
    const dir = tempDir();
    const path = join(dir, 'm.jsonl');
    const { text, players } = matchOf(game, 'i9-grow');
    const ls = lines(text);
    writeFileSync(path, join_(ls.slice(0, 20)));
    const plan = planResume(path, findGame);
    if (!plan.ok) throw new Error(plan.reason);
    appendFileSync(path, ls[20] + '\n');
    const r = await resumeMatch(plan.value, randomAgents(players));
    expect(!r.ok && r.reason).toBe(`${path}: the file changed since it was read (another program wrote to it); run the command again`);
    expect(readFileSync(path, 'utf8')).toBe(join_(ls.slice(0, 21)));
  });
});

describe('5. bounded reading', () => {
  it('refuses non-regular files at once', () => {
    for (const [path, what] of [
      ['/dev/zero', 'is a device'],
      ['/dev/null', 'is a device'],
      [tempDir(), 'is a folder'],
    ] as const) {
      const r = readHistoryFile(path);
      expect(!r.ok && r.reason).toBe(`${path}: ${what}, not a history file`);
    }
    const fifo = join(tempDir(), 'fifo');
    spawnSync('mkfifo', [fifo]);
    const t0 = Date.now();
    const r = HistoryFileStream.open(fifo);
    expect(!r.ok && r.reason).toBe(`${fifo}: is a pipe (FIFO), not a history file`);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it.each(eachGame(games))('%s: refuses a line longer than any valid line without reading the rest of it', (_id, game) => {
    const path = join(tempDir(), 'long.jsonl');
    const { text } = matchOf(game, 'long');
    writeFileSync(path, lines(text)[0] + '\n' + '{"type":"play","x":"' + 'a'.repeat(MAX_LINE_BYTES * 4) + '"}\n');
    const r = readHistoryFile(path);
    expect(!r.ok && r.reason).toBe(`${path}:2: the line is longer than 64 KiB; no history line is that long (is this a history file?)`);
  });

  it.each(eachGame(games))('%s: a line nesting thousands of levels is refused, not a stack overflow', (_id, game) => {
    const ls = lines(matchOf(game, 'deep').text);
    const type = typeOf(ls[2]!);
    ls[2] = ls[2]!.slice(0, -1) + ',"x":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) + '}';
    expect(verdict(game, join_(ls))).toBe(`f.jsonl:3: "${type}" line nests deeper than 32 levels; no history line does`);
    ls[2] = ls[2]!.replace(/,"x":.*$/, ',"x":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}');
    expect(verdict(game, join_(ls))).toMatch(new RegExp(`^f\\.jsonl:3: ("${type}" line nests deeper|not valid JSON)`));
  });

  it.each(eachGame(games))('%s: invalid UTF-8 is named with its line', (_id, game) => {
    const path = join(tempDir(), 'bin.jsonl');
    const { text } = matchOf(game, 'utf8');
    writeFileSync(path, Buffer.concat([Buffer.from(lines(text)[0] + '\n'), Buffer.from([0xff, 0xfe, 0x0a])]));
    const r = readHistoryFile(path);
    expect(!r.ok && r.reason).toBe(`${path}:2: not valid UTF-8 text`);
  });

  it.each(eachGame(games))('%s: the stream reads the same lines as the text parser, and a cut-off tail the same way', (_id, game) => {
    const path = join(tempDir(), 'v.jsonl');
    const { text } = matchOf(game, 'stream');
    const cut = text.slice(0, text.length - 25);
    writeFileSync(path, cut);
    const a = readHistoryFile(path, { allowPartialTail: true });
    const b = parseHistory(cut, path, { allowPartialTail: true });
    if (!a.ok || !b.ok) throw new Error('unreadable');
    expect(a.value.partialTail).not.toBeNull();
    expect(a.value.lines).toEqual(b.value.lines);
    expect(a.value.lineNos).toEqual(b.value.lineNos);
    expect(a.value.partialTail).toEqual(b.value.partialTail);
    expect(a.value.bytes).toBe(Buffer.byteLength(cut));
  });
});

describe('6. names cannot drive the terminal', () => {
  it.each(eachGame(games))('%s: control characters in any text of a history are refused with file and line', (_id, game) => {
    const ls = lines(matchOf(game, 'evil').text);
    const evil = [...ls];
    const match = JSON.parse(evil[0]!) as { seats: { name: string }[] };
    match.seats[0]!.name = 'Bot\u001b]0;pwned\u0007';
    evil[0] = JSON.stringify(match);
    expect(verdict(game, join_(evil))).toBe(
      'f.jsonl:1: "match" line: "seats.0.name" holds the control character \\u001b; texts in a history are plain text',
    );
    // A decision line: the text of a call where the game writes calls, else a field a writer added to a play.
    const at = ls.findIndex((l) => typeOf(l) === 'call');
    const i = at >= 0 ? at : ls.findIndex((l) => typeOf(l) === 'play');
    const line = JSON.parse(ls[i]!) as Record<string, unknown>;
    const key = at >= 0 ? 'call' : 'note';
    line[key] = `${String(line[key] ?? 'x')}\u009b2J`;
    const csi = [...ls];
    csi[i] = JSON.stringify(line);
    expect(verdict(game, join_(csi))).toMatch(
      new RegExp(`^f\\.jsonl:${i + 1}: "${typeOf(ls[i]!)}" line: "${key}" holds the control character \\\\u009b`),
    );
  });

  it('safeText leaves only text: ESC, OSC, CSI, newlines, bidi overrides become U+FFFD', () => {
    const shown = safeText('A\u001b]52;c;aGk=\u0007B\u001b[2J\nC\u009bD\u202eE');
    expect(hasControl(shown)).toBe(false);
    expect(shown).toBe('A\uFFFD]52;c;aGk=\uFFFDB\uFFFD[2J\uFFFDC\uFFFDD\uFFFDE');
    expect(safeText('Jürg Tøppen 😀')).toBe('Jürg Tøppen 😀');
  });
});

describe('4. write errors', () => {
  it('a writer that cannot write its first line leaves no empty file and names the file', () => {
    const path = join(tempDir(), 'w.jsonl');
    const w = HistoryWriter.create(path, lockHistory);
    if (!w.ok) throw new Error(w.reason);
    // A descriptor that cannot be written, as a full disk makes it.
    const fd = (w.value as unknown as { fd: number }).fd;
    (w.value as unknown as { fd: number }).fd = openSync('/dev/null', 'r');
    closeSync(fd);
    expect(() => w.value.write({ type: 'end', totals: [0], winners: [0], reason: 'quit' })).toThrow(
      `${path}: cannot be written (EBADF); no history was saved`,
    );
    expect(existsSync(path)).toBe(false);
  });
});

describe('7. a discard written in parts is one discard', () => {
  it("each part's deal and pile are compared with the discard's: a later part of another deal or pile differs", () => {
    // Fipsen, the game whose writers may split a discard (fipsen.md §8): its own file writes one line.
    const game = findGame('fipsen')!;
    for (let s = 0; s < 20; s++) {
      const ls = lines(matchOf(game, `parts-${s}`).text);
      const at = ls.findIndex((l) => {
        const x = JSON.parse(l) as { type: string; got?: unknown[]; gave?: unknown[] };
        return x.type === 'exchange' && x.got?.length === 0 && (x.gave?.length ?? 0) >= 2;
      });
      if (at < 0) continue;
      const discard = JSON.parse(ls[at]!) as { deal: number; from: string; gave: string[] };
      const inParts = (second: object): string[] => [
        ...ls.slice(0, at),
        JSON.stringify({ ...discard, gave: discard.gave.slice(0, 1) }),
        JSON.stringify({ ...discard, gave: discard.gave.slice(1), ...second }),
        ...ls.slice(at + 1),
      ];
      const no = at + 2;
      expect(verdict(game, join_(inParts({})))).toBeNull();
      expect(verdict(game, join_(inParts({ deal: discard.deal + 1 })))).toBe(
        `f.jsonl:${no}: exchange differs (file vs rules): deal ${discard.deal + 1} vs ${discard.deal}`,
      );
      const other = discard.from === 'skat' ? 'rest' : 'skat';
      expect(verdict(game, join_(inParts({ from: other })))).toBe(
        `f.jsonl:${no}: exchange differs (file vs rules): from "${other}" vs "${discard.from}"`,
      );
      return;
    }
    expect.unreachable('no match laid away two cards or more');
  });
});
