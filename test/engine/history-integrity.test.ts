// History integrity: histories that cannot be corrupted, a check that misses nothing, reading that
// cannot be made to use unbounded memory.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../src/bots/random.js';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { shareOut } from '../../src/core/pot.js';
import { hasControl, safeText } from '../../src/core/safe-text.js';
import { HistoryFileStream, MAX_LINE_BYTES, parseHistory, readHistoryFile } from '../../src/engine/history/reader.js';
import { lockHistory, lockPath } from '../../src/engine/history/lock.js';
import { HistoryWriter } from '../../src/engine/history/writer.js';
import { MemorySink, runMatchSync } from '../../src/engine/match.js';
import { replayHistory } from '../../src/engine/replay.js';
import { planResume, resumeMatch } from '../../src/engine/resume.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { tempDir } from './helpers.js';
import { lupfenSetup, playLupfen } from '../games/lupfen/play.js';
import { CLASSIC_4P, FIXTURES } from '../examples.js';

const findGame = (id: string) => (id === 'lupfen' ? lupfen : undefined);

function verdict(text: string, name = 'f.jsonl'): string | null {
  const parsed = parseHistory(text, name);
  if (!parsed.ok) return parsed.reason;
  const report = replayHistory(lupfen, parsed.value);
  return report.error ?? report.mismatches[0] ?? null;
}

const lines = (text: string) => text.trimEnd().split('\n');
const join_ = (ls: string[]) => ls.join('\n') + '\n';
const classic = readFileSync(CLASSIC_4P, 'utf8');
const vorarlberg = readFileSync(join(FIXTURES, 'lupfen-regression/vorarlberg-4p-stake-shoving.jsonl'), 'utf8');

describe('1. resume never makes a history unreadable', () => {
  it('a settled last deal without its end line gets exactly one end line, and the file checks', async () => {
    const dir = tempDir();
    const path = join(dir, 'm.jsonl');
    const { text } = playLupfen('classic', 4, 'i9-end', { deals: '3' });
    writeFileSync(path, join_(lines(text).slice(0, -1)));
    const plan = planResume(path, findGame);
    if (!plan.ok) throw new Error(plan.reason);
    const out = await resumeMatch(plan.value, [randomAgent(), randomAgent(), randomAgent(), randomAgent()]);
    if (!out.ok) throw new Error(out.reason);
    const after = readFileSync(path, 'utf8');
    expect(lines(after).filter((l) => l.includes('"type":"end"'))).toHaveLength(1);
    expect(after).toBe(text);
    expect(verdict(after)).toBeNull();
    expect(existsSync(lockPath(path))).toBe(false);
  });
});

describe('2. one writer per history', () => {
  const LOCK_MODULE = join(__dirname, '../../src/engine/history/lock.ts');

  /** A whole classic match in a history file of its own. */
  function classicHistory(): string {
    const path = join(tempDir(), 'm.jsonl');
    writeFileSync(path, classic);
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
    const path = classicHistory();
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
    const path = classicHistory();
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
      const path = classicHistory();
      const child = await lockHolder(path);
      expect(existsSync(lockPath(path))).toBe(true);
      child.kill(signal);
      await new Promise((r) => child.on('exit', r));
      expect(existsSync(lockPath(path))).toBe(false);
    }
  }, 40_000);

  it('a writer whose file grew after it was read refuses to continue it', () => {
    const dir = tempDir();
    const path = join(dir, 'm.jsonl');
    const { text } = playLupfen('classic', 4, 'i9-grow', { deals: '3' });
    const ls = lines(text);
    writeFileSync(path, join_(ls.slice(0, 20)));
    const plan = planResume(path, findGame);
    if (!plan.ok) throw new Error(plan.reason);
    appendFileSync(path, ls[20] + '\n');
    return resumeMatch(plan.value, [randomAgent(), randomAgent(), randomAgent(), randomAgent()]).then((r) => {
      expect(!r.ok && r.reason).toBe(`${path}: the file changed since it was read (another program wrote to it); run the command again`);
      expect(readFileSync(path, 'utf8')).toBe(join_(ls.slice(0, 21)));
    });
  });
});

describe('3. check misses nothing', () => {
  const cls = lines(classic);
  const idx = (pred: (l: string) => boolean, from = 0) => cls.findIndex((l, i) => i >= from && pred(l));
  const edit = (i: number, f: (l: string) => string) => join_(cls.map((l, k) => (k === i ? f(l) : l)));
  const trump = idx((l) => l.includes('"what":"trump"'));
  const exchange = idx((l) => l.includes('"type":"exchange"'));
  const play = idx((l) => l.includes('"type":"play"'));
  const settle = idx((l) => l.includes('"type":"settle"'));
  const deal2 = idx((l) => l.includes('"type":"deal"'), 2);

  it.each([
    [
      'a deal number changed on a play line',
      edit(play, (l) => l.replace('"deal":1', '"deal":2')),
      `f.jsonl:${play + 1}: play differs (file vs rules): deal 2 vs 1`,
    ],
    [
      'a deleted trump reveal',
      join_(cls.filter((_, k) => k !== trump)),
      `f.jsonl:${trump + 1}: the rules give a reveal line before this one`,
    ],
    ['a duplicated trump reveal', join_([...cls.slice(0, trump + 1), cls[trump]!, ...cls.slice(trump + 1)]), `f.jsonl:${trump + 2}: `],
    ['a wrong reveal card', edit(trump, (l) => l.replace(/"card":"(..)"/, '"card":"AS"')), `f.jsonl:${trump + 1}: reveal differs`],
    ['a deleted exchange line', join_(cls.filter((_, k) => k !== exchange)), `f.jsonl:${exchange + 1}: `],
    [
      'a wrong exchange.gave',
      edit(exchange, (l) => l.replace(/"gave":\["(..)"/, '"gave":["AS"')),
      `f.jsonl:${exchange + 1}: exchange differs`,
    ],
    ['a card dealt twice', edit(1, (l) => l.replace('"AC"', '"JS"')), 'f.jsonl:2: "deal" line: JS is dealt twice'],
    [
      'a two-card hand',
      edit(1, (l) => l.replace('["TS","QC","TC"]', '["TS","QC"]')),
      'f.jsonl:2: hand 0 has 2 cards; Lupfen deals 3 to each player',
    ],
    ['a stock of 7', edit(1, (l) => l.replace(',"KC"]', ']')), 'f.jsonl:2: hands and stock are not the 20-card Lupfen pack'],
    ['a missing option', edit(0, (l) => l.replace('"ante":1,', '')), 'f.jsonl:1: "options" lacks "ante"'],
    [
      'an option of the wrong type',
      edit(0, (l) => l.replace('"ante":1,', '"ante":"1",')),
      'f.jsonl:1: options.ante is "1", not a whole number',
    ],
    [
      'a trick moved after its settle',
      join_([...cls.slice(0, settle - 1), cls[settle]!, cls[settle - 1]!, ...cls.slice(settle + 1)]),
      `f.jsonl:${settle}: `,
    ],
    [
      'the deal line of deal 2 with deal number 3',
      edit(deal2, (l) => l.replace('"deal":2', '"deal":3')),
      `f.jsonl:${deal2 + 1}: deal differs (file vs rules): deal 3 vs 2`,
    ],
  ])('%s is rejected with file and line', (_what, text, start) => {
    const why = verdict(text);
    expect(why).not.toBeNull();
    expect(why!.startsWith(start)).toBe(true);
  });

  it('"piles":{} on a deal line is a reason with file and line, not a crash', () => {
    expect(verdict(edit(1, (l) => l.replace(/"piles":\{.*\}\}$/, '"piles":{}}')))).toMatch(
      /^f\.jsonl:2: a Lupfen deal has one pile, "stock"/,
    );
  });

  it('a forced call written out by another program is accepted, as is leaving it out', () => {
    // Our writer leaves forced calls out; a copy of the same match with every one written out
    // (where the match loop applied it) must check too.
    let written = 0;
    for (const [variant, raw] of [
      ['vorarlberg', { dealer_stake: '3', shoving: 'true', compulsory_lupf: 'true', compulsory_hearts: 'true' }],
      ['vorarlberg', { blind_lupf: 'true', compulsory_lupf: 'true' }],
      ['classic', {}],
    ] as const) {
      const setup = lupfenSetup(variant, 4, `i9-forced-${variant}`, { ...raw, deals: '20' });
      const sink = new MemorySink();
      const withForced: HistoryLine[] = [];
      let prev = lupfen.setup({ variant, players: 4, options: setup.options });
      runMatchSync(setup, {
        sink: { write: (l) => (sink.write(l), withForced.push(l)) },
        onStep: (step) => {
          if (step.kind === 'forced') {
            const enc = lupfen.encodeAction(prev, step.action);
            if (enc) withForced.splice(withForced.length - step.lines.length, 0, enc);
          }
          prev = step.state;
        },
      });
      written += withForced.length - sink.lines.length;
      expect(verdict(sink.text())).toBeNull();
      expect(verdict(withForced.map((l) => JSON.stringify(l)).join('\n') + '\n')).toBeNull();
    }
    expect(written).toBeGreaterThan(5);
  });

  it('a quit right after a settle: leftovers from the last dealer, no fee for the deal never dealt', () => {
    for (const [variant, raw] of [
      ['classic', {}],
      ['vorarlberg', { dealer_stake: '3' }],
    ] as const) {
      const ctl = new AbortController();
      const sink = new MemorySink();
      runMatchSync(lupfenSetup(variant, 4, `i9-quit-${variant}`, { ...raw, deals: '10' }), {
        sink,
        signal: ctl.signal,
        onStep: (step) => {
          if (step.lines.some((l) => l.type === 'settle') && lupfen.dealNumber(step.state) >= 3) ctl.abort('quit');
        },
      });
      const ls = sink.lines;
      const end = ls.at(-1)!;
      const settle = ls.at(-2)!;
      const deal = [...ls].reverse().find((l) => l.type === 'deal')!;
      if (end.type !== 'end' || settle.type !== 'settle' || deal.type !== 'deal') throw new Error('unexpected ending');
      const back = shareOut(settle.pot ?? 0, 4, (deal.dealer + 1) % 4);
      expect(end.totals).toEqual(settle.totals.map((t, i) => t + back[i]!));
      expect(verdict(sink.text())).toBeNull();
    }
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

  it('refuses a line longer than any valid line without reading the rest of it', () => {
    const path = join(tempDir(), 'long.jsonl');
    writeFileSync(path, lines(classic)[0] + '\n' + '{"type":"play","x":"' + 'a'.repeat(MAX_LINE_BYTES * 4) + '"}\n');
    const r = readHistoryFile(path);
    expect(!r.ok && r.reason).toBe(`${path}:2: the line is longer than 64 KiB; no history line is that long (is this a history file?)`);
  });

  it('a line nesting thousands of levels is refused, not a stack overflow', () => {
    const ls = lines(classic);
    ls[2] = ls[2]!.slice(0, -1) + ',"x":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) + '}';
    expect(verdict(join_(ls))).toBe('f.jsonl:3: "call" line nests deeper than 32 levels; no history line does');
    ls[2] = ls[2]!.replace(/,"x":.*$/, ',"x":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}');
    expect(verdict(join_(ls))).toMatch(/^f\.jsonl:3: ("call" line nests deeper|not valid JSON)/);
  });

  it('invalid UTF-8 is named with its line', () => {
    const path = join(tempDir(), 'bin.jsonl');
    writeFileSync(path, Buffer.concat([Buffer.from(lines(classic)[0] + '\n'), Buffer.from([0xff, 0xfe, 0x0a])]));
    const r = readHistoryFile(path);
    expect(!r.ok && r.reason).toBe(`${path}:2: not valid UTF-8 text`);
  });

  it('the stream reads the same lines as the text parser, and a cut-off tail the same way', () => {
    const path = join(tempDir(), 'v.jsonl');
    const cut = vorarlberg.slice(0, vorarlberg.length - 25);
    writeFileSync(path, cut);
    const a = readHistoryFile(path, { allowPartialTail: true });
    const b = parseHistory(cut, path, { allowPartialTail: true });
    if (!a.ok || !b.ok) throw new Error('unreadable');
    expect(a.value.lines).toEqual(b.value.lines);
    expect(a.value.lineNos).toEqual(b.value.lineNos);
    expect(a.value.partialTail).toEqual(b.value.partialTail);
    expect(a.value.bytes).toBe(Buffer.byteLength(cut));
  });
});

describe('6. names cannot drive the terminal', () => {
  it('control characters in any text of a history are refused with file and line', () => {
    const evil = lines(classic);
    evil[0] = evil[0]!.replace('"Bot 1"', JSON.stringify('Bot\u001b]0;pwned\u0007'));
    expect(verdict(join_(evil))).toBe(
      'f.jsonl:1: "match" line: "seats.0.name" holds the control character \\u001b; texts in a history are plain text',
    );
    const csi = lines(classic);
    csi[2] = csi[2]!.replace('"call":"pass"', `"call":${JSON.stringify('pass\u009b2J')}`);
    expect(verdict(join_(csi))).toMatch(/^f\.jsonl:3: "call" line: "call" holds the control character \\u009b/);
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

describe('3. forced decisions another program writes out, around Ständer announcements', () => {
  it("a forced lupf written out after another seat's Ständer announced at the deal is accepted", () => {
    // Our writer announces a Ständer under blind_lupf when its holder looks; the reference writes
    // it at the deal, and may write the forced lupf (compulsory_lupf) that follows a look.
    let moved = 0;
    let forced = 0;
    for (let k = 0; k < 12; k++) {
      const setup = lupfenSetup('vorarlberg', 4, `i9-staender-${k}`, {
        blind_lupf: 'true',
        compulsory_lupf: 'true',
        staender: 'true',
        deals: '20',
      });
      const out: HistoryLine[] = [];
      let prev = lupfen.setup({ variant: 'vorarlberg', players: 4, options: setup.options });
      runMatchSync(setup, {
        sink: { write: (l) => out.push(l) },
        onStep: (step) => {
          if (step.kind === 'forced') {
            const enc = lupfen.encodeAction(prev, step.action);
            if (enc) {
              out.splice(out.length - step.lines.length, 0, enc);
              forced++;
            }
          }
          prev = step.state;
        },
      });
      // Move every Ständer announcement up to just after its deal line.
      const file: HistoryLine[] = [];
      let dealAt = -1;
      for (const l of out) {
        if (l.type === 'deal') dealAt = file.length;
        if (l.type === 'reveal' && l.what === 'staender' && dealAt >= 0 && file[file.length - 1] !== file[dealAt]) {
          file.splice(dealAt + 1, 0, l);
          moved++;
        } else file.push(l);
      }
      expect(verdict(file.map((l) => JSON.stringify(l)).join('\n') + '\n')).toBeNull();
    }
    expect(moved).toBeGreaterThan(0);
    expect(forced).toBeGreaterThan(0);
  });
});
