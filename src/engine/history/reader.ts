// Reads a hand history, checking every line against the spec. Errors name the file and line
// (`corrupt.jsonl:7: "play" line has no "card"`) so a person can open the file and look.
//
// Files are read as a stream, one line at a time, so checking or replaying the longest match
// costs the memory of one line and the game state, not of the file: a FIFO, /dev/zero or any
// other non-regular file is refused before reading, and a line longer than any valid line is
// refused as soon as it is that long, without buffering the rest of it.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import * as v from 'valibot';
import type { BodyLine, GameLine, HistoryLine, MatchLine } from '../../core/history-lines.js';
import { firstControl, shortText } from '../../core/safe-text.js';
import type { Result } from '../../contract/game.js';
import { isLineType, lineSchemas } from './schema.js';

/** No valid line comes near this (the longest, an 8-seat match line, is under 2 KiB). */
export const MAX_LINE_BYTES = 64 * 1024;
const CHUNK_BYTES = 64 * 1024;

export interface PartialTail {
  /** 1-based line number of the cut-off line. */
  readonly lineNo: number;
  /** Byte offset where it starts: truncating the file there drops exactly the partial line. */
  readonly byteOffset: number;
  readonly text: string;
}

export interface ParsedHistory {
  /** The name used in messages (the path as given). */
  readonly name: string;
  readonly match: MatchLine;
  /** Every complete line, the `match` line first. */
  readonly lines: readonly HistoryLine[];
  /** 1-based file line number of each entry of `lines`. */
  readonly lineNos: readonly number[];
  /** True when the file has an `end` line. */
  readonly finished: boolean;
  /** A last line cut off mid-write (a crash), when the caller allowed one. */
  readonly partialTail: PartialTail | null;
  /** The last complete line lacks its newline: append one before writing more. */
  readonly needsNewline: boolean;
  /** Bytes read (the whole file, a cut-off tail included): resume checks nobody appended since. */
  readonly bytes: number;
}

export interface ReadOptions {
  /** Accept a cut-off last line (resume drops it); otherwise it is an error. */
  readonly allowPartialTail?: boolean;
}

export interface HistoryEntry {
  readonly line: BodyLine;
  /** 1-based line number in the file. */
  readonly lineNo: number;
}

/** The lines after the `match` line, one at a time (a file stream or an array). */
export interface HistorySource {
  readonly name: string;
  readonly match: MatchLine;
  /** The next line; null at the end. An error ends the source. */
  next(): Result<HistoryEntry | null>;
}

function describeValue(x: unknown): string {
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function issueText(type: string, issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
  if (path === '') return `"${type}" line: ${issue.message}`;
  if (issue.input === undefined) return `"${type}" line has no "${path}"`;
  const why = issue.type === 'check' ? issue.message : `expected ${issue.expected ?? 'something else'}`;
  return `"${type}" line: "${path}" is ${describeValue(issue.input)}, ${why}`;
}

/** No valid line nests deeper than 3 levels (a deal's hands); extra fields get some room. */
const MAX_DEPTH = 32;

/**
 * True when `root` nests deeper than any history line should. Iterative, and asked before anything
 * else looks at the value: the schema check and the messages that quote a value recurse, so a
 * crafted field nesting ten thousand levels would exhaust the stack there.
 */
function tooDeep(root: unknown): boolean {
  const stack: { x: unknown; depth: number }[] = [{ x: root, depth: 0 }];
  while (stack.length > 0) {
    const { x, depth } = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    if (depth >= MAX_DEPTH) return true;
    for (const val of Object.values(x)) stack.push({ x: val, depth: depth + 1 });
  }
  return false;
}

/** The path of the first string (key or value) holding a terminal control character, or null. */
function controlIn(root: unknown): { path: string; char: string } | null {
  const stack: { x: unknown; path: string }[] = [{ x: root, path: '' }];
  while (stack.length > 0) {
    const { x, path } = stack.pop()!;
    if (typeof x === 'string') {
      const c = firstControl(x);
      if (c) return { path, char: c };
      continue;
    }
    if (typeof x !== 'object' || x === null) continue;
    const entries = Object.entries(x);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, val] = entries[i]!;
      const p = path === '' ? k : `${path}.${k}`;
      const ck = firstControl(k);
      if (ck) return { path: p, char: ck };
      stack.push({ x: val, path: p });
    }
  }
  return null;
}

/**
 * The first key given twice in one object of the JSON text `raw` (already known to parse), or
 * null. JSON.parse keeps the last of two equal keys without a word, so a line could say one thing
 * to this reader and another to the next: such a line is refused. Keys are compared decoded
 * (`"a"` and `"\u0061"` are one key).
 */
export function duplicateKey(raw: string): string | null {
  if (raw.indexOf('"', raw.indexOf('"') + 1) < 0) return null;
  // One frame per open object (its keys so far) or array (null).
  const frames: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      let escaped = false;
      for (; j < raw.length; j++) {
        const d = raw.charCodeAt(j);
        if (d === 0x5c /* \ */) {
          escaped = true;
          j++;
        } else if (d === 0x22) break;
      }
      const keys = frames[frames.length - 1];
      if (expectKey && keys) {
        const key = escaped ? (JSON.parse(raw.slice(i, j + 1)) as string) : raw.slice(i + 1, j);
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */) {
      frames.push(new Set());
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      frames.push(null);
      expectKey = false;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = frames[frames.length - 1] != null;
    }
  }
  return null;
}

/** Checks one parsed JSON value; the reason has no file/line prefix. */
export function validateLine(value: unknown): Result<HistoryLine> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not a JSON object' };
  const type = (value as { type?: unknown }).type;
  if (tooDeep(value))
    return {
      ok: false,
      reason: `${isLineType(type) ? `"${type}" line` : 'the line'} nests deeper than ${MAX_DEPTH} levels; no history line does`,
    };
  if (type === undefined) return { ok: false, reason: 'line has no "type"' };
  if (!isLineType(type)) return { ok: false, reason: `unknown line type ${describeValue(type)}` };
  const parsed = v.safeParse(lineSchemas[type], value);
  if (!parsed.success) return { ok: false, reason: issueText(type, parsed.issues[0]) };
  // Names, notes and calls end up on a terminal: none may carry a control character (ESC, OSC…).
  const bad = controlIn(value);
  if (bad)
    return {
      ok: false,
      reason: `"${type}" line: "${bad.path}" holds the control character ${bad.char}; texts in a history are plain text`,
    };
  return { ok: true, value: parsed.output as HistoryLine };
}

/** Every card of a deal line once: hands and piles together are a pack (history.md `deal`). */
function dealCardsOnce(line: Extract<HistoryLine, { type: 'deal' }>): string | null {
  const seen = new Set<string>();
  for (const card of [...line.hands.flat(), ...Object.values(line.piles).flat()]) {
    if (seen.has(card)) return `"deal" line: ${card} is dealt twice`;
    seen.add(card);
  }
  return null;
}

/** Cross-line checks a schema cannot make: seats and hands against `players`, line order. */
function checkAgainstMatch(line: HistoryLine, match: MatchLine): string | null {
  const n = match.players;
  const seatOk = (s: number | undefined): boolean => s === undefined || s < n;
  switch (line.type) {
    case 'match':
      return 'a second "match" line (only the first line may be one)';
    case 'deal':
      if (!seatOk(line.dealer)) return `"deal" line: dealer ${line.dealer} is not a seat of a ${n}-player match`;
      if (line.hands.length !== n) return `"deal" line has ${line.hands.length} hands for ${n} players`;
      return dealCardsOnce(line);
    case 'call':
    case 'play':
    case 'exchange':
    case 'reveal':
      return seatOk(line.seat) ? null : `"${line.type}" line: seat ${line.seat} is not a seat of a ${n}-player match`;
    case 'trick':
      return seatOk(line.leader) && seatOk(line.winner) ? null : `"trick" line names a seat outside 0–${n - 1}`;
    case 'settle':
      if (line.delta.length !== n || line.totals.length !== n) return `"settle" line needs ${n} "delta" and "totals" entries`;
      return null;
    case 'end':
      if (line.totals.length !== n) return `"end" line needs ${n} "totals" entries`;
      return line.winners.every((w) => w < n) ? null : `"end" line names a winner outside 0–${n - 1}`;
    case 'undo':
      if (!seatOk(line.seat)) return `"undo" line: seat ${line.seat} is not a seat of a ${n}-player match`;
      if (match.seats[line.seat]?.kind !== 'human') return `"undo" line: seat ${line.seat} is a bot; only a human takes moves back`;
      return noTakeBacks(match);
  }
}

/** Why `match` has no take-backs (docs/history-format.md "undo": practice games only), or null. */
function noTakeBacks(match: MatchLine): string | null {
  if (match.undo === false) return '"undo" line in a match played without take-backs ("undo": false in its match line)';
  const humans = match.seats.filter((s) => s.kind === 'human').length;
  return humans === 1 ? null : `"undo" line in a match of ${humans} human players; only a practice game with one human has take-backs`;
}

function checkMatchLine(match: MatchLine): string | null {
  if (match.seats.length !== match.players) return `"match" line has ${match.seats.length} seats for ${match.players} players`;
  if (Number.isNaN(Date.parse(match.startedAt)))
    return `"match" line: "startedAt" is ${describeValue(match.startedAt)}, not an ISO date and time`;
  return null;
}

/** Turns raw line texts into checked lines, in file order; shared by streams and in-memory text. */
class LineChecker {
  match: MatchLine | null = null;
  finished = false;
  constructor(readonly name: string) {}

  fail(lineNo: number, why: string): { ok: false; reason: string } {
    return { ok: false, reason: `${this.name}:${lineNo}: ${why}` };
  }

  /** The checked line, or null for a blank line. */
  take(raw: string, lineNo: number): Result<HistoryLine | null> {
    if (raw.trim() === '') return { ok: true, value: null };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      return this.fail(lineNo, e instanceof RangeError ? 'not valid JSON (nested too deeply)' : 'not valid JSON');
    }
    const checked = validateLine(value);
    if (!checked.ok) return this.fail(lineNo, checked.reason);
    const twice = duplicateKey(raw);
    if (twice !== null)
      return this.fail(
        lineNo,
        `"${checked.value.type}" line gives the key ${describeValue(twice)} twice; a JSON object names each key once`,
      );
    const line = checked.value;
    if (this.match === null) {
      if (line.type !== 'match') return this.fail(lineNo, `the first line must be a "match" line, not "${line.type}"`);
      const bad = checkMatchLine(line);
      if (bad) return this.fail(lineNo, bad);
      this.match = line;
    } else {
      if (this.finished) return this.fail(lineNo, `a "${line.type}" line after the "end" line`);
      const bad = checkAgainstMatch(line, this.match);
      if (bad) return this.fail(lineNo, bad);
      if (line.type === 'end') this.finished = true;
    }
    return { ok: true, value: line };
  }
}

const CUT_OFF = 'the last line is cut off (the match stopped while writing it); `cardtable resume` drops it and continues';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a file line by line through LineChecker (see the head comment). */
export class HistoryFileStream implements HistorySource {
  readonly name: string;
  private fd: number | null;
  private readonly checker: LineChecker;
  private readonly opts: ReadOptions;
  private buf = Buffer.alloc(CHUNK_BYTES);
  private bufStart = 0;
  private bufEnd = 0;
  private eof = false;
  private offset = 0;
  private lineNo = 0;
  /** Set once the stream has ended (null until then, and on error). */
  partialTail: PartialTail | null = null;
  needsNewline = false;

  private constructor(name: string, fd: number, opts: ReadOptions) {
    this.name = name;
    this.fd = fd;
    this.opts = opts;
    this.checker = new LineChecker(name);
  }

  get match(): MatchLine {
    return this.checker.match!;
  }

  get finished(): boolean {
    return this.checker.finished;
  }

  /** Bytes consumed so far (all of the file once `next` gave null). */
  get bytesRead(): number {
    return this.offset;
  }

  /** Opens `path` and reads up to its `match` line. */
  static open(path: string, opts: ReadOptions = {}): Result<HistoryFileStream> {
    let fd: number;
    try {
      // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
      fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    } catch (e) {
      return { ok: false, reason: `${shortText(path)}: ${openError((e as NodeJS.ErrnoException).code)}` };
    }
    const st = fstatSync(fd);
    if (!st.isFile()) {
      closeSync(fd);
      const what = st.isDirectory()
        ? 'is a folder'
        : st.isFIFO()
          ? 'is a pipe (FIFO)'
          : st.isCharacterDevice() || st.isBlockDevice()
            ? 'is a device'
            : st.isSocket()
              ? 'is a socket'
              : 'is not a regular file';
      return { ok: false, reason: `${path}: ${what}, not a history file` };
    }
    const s = new HistoryFileStream(path, fd, opts);
    for (;;) {
      const r = s.next();
      if (!r.ok) return r;
      if (s.checker.match !== null) break;
      if (r.value === null) {
        s.close();
        return { ok: false, reason: `${path}: the file is empty (a history starts with a "match" line)` };
      }
    }
    return { ok: true, value: s };
  }

  /** The next raw line: text, where it starts, and whether a newline ended it; null at EOF. */
  private rawLine(): Result<{ text: string; start: number; complete: boolean } | null> {
    const parts: Buffer[] = [];
    let len = 0;
    const start = this.offset;
    for (;;) {
      const nl = this.buf.indexOf(10, this.bufStart);
      const end = nl >= 0 && nl < this.bufEnd ? nl : this.bufEnd;
      const piece = this.buf.subarray(this.bufStart, end);
      len += piece.length;
      if (len > MAX_LINE_BYTES) {
        this.close();
        return {
          ok: false,
          reason: `${this.name}:${this.lineNo + 1}: the line is longer than ${MAX_LINE_BYTES / 1024} KiB; no history line is that long (is this a history file?)`,
        };
      }
      if (piece.length > 0) parts.push(Buffer.from(piece));
      this.offset += piece.length;
      this.bufStart = end;
      if (end < this.bufEnd) {
        // Found the newline.
        this.bufStart++;
        this.offset++;
        return this.decode(parts, start, true);
      }
      if (this.eof || !this.fill()) {
        if (len === 0) return { ok: true, value: null };
        return this.decode(parts, start, false);
      }
    }
  }

  private decode(parts: Buffer[], start: number, complete: boolean): Result<{ text: string; start: number; complete: boolean }> {
    this.lineNo++;
    try {
      return { ok: true, value: { text: utf8.decode(Buffer.concat(parts)), start, complete } };
    } catch {
      this.close();
      return { ok: false, reason: `${this.name}:${this.lineNo}: not valid UTF-8 text` };
    }
  }

  /** Reads the next chunk; false at end of file. */
  private fill(): boolean {
    if (this.fd === null) return false;
    const n = readSync(this.fd, this.buf, 0, this.buf.length, null);
    this.bufStart = 0;
    this.bufEnd = n;
    if (n === 0) {
      this.eof = true;
      this.close();
    }
    return n > 0;
  }

  next(): Result<HistoryEntry | null> {
    for (;;) {
      const raw = this.rawLine();
      if (!raw.ok) return raw;
      if (raw.value === null) return { ok: true, value: null };
      const { text, start, complete } = raw.value;
      const lineNo = this.lineNo;
      const r = this.checker.take(text, lineNo);
      if (!r.ok) {
        if (!complete && isCutOff(text)) {
          if (this.opts.allowPartialTail) {
            this.partialTail = { lineNo, byteOffset: start, text };
            return { ok: true, value: null };
          }
          this.close();
          return this.checker.fail(lineNo, CUT_OFF);
        }
        this.close();
        return r;
      }
      if (r.value === null) continue;
      if (!complete) this.needsNewline = true;
      if (r.value.type === 'match') return { ok: true, value: null };
      return { ok: true, value: { line: r.value, lineNo } };
    }
  }

  close(): void {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
    }
  }
}

/** A last line without newline that is not JSON: a write the crash cut short. */
function isCutOff(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

function openError(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a folder, not a history file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'no such file (a part of the path is not a folder)';
    default:
      return `cannot be read (${code ?? 'error'})`;
  }
}

/** A source over the lines of an already parsed history. */
export function sourceOf(parsed: ParsedHistory): HistorySource {
  let i = 1;
  return {
    name: parsed.name,
    match: parsed.match,
    next() {
      if (i >= parsed.lines.length) return { ok: true, value: null };
      const entry = { line: parsed.lines[i] as GameLine, lineNo: parsed.lineNos[i]! };
      i++;
      return { ok: true, value: entry };
    },
  };
}

/** Parses history text. `name` prefixes every error. */
export function parseHistory(text: string, name: string, opts: ReadOptions = {}): Result<ParsedHistory> {
  const checker = new LineChecker(name);
  const lines: HistoryLine[] = [];
  const lineNos: number[] = [];
  let partialTail: PartialTail | null = null;
  let needsNewline = false;
  let start = 0;
  let lineNo = 0;
  while (start < text.length) {
    lineNo++;
    const nl = text.indexOf('\n', start);
    const complete = nl >= 0;
    const raw = text.slice(start, complete ? nl : text.length);
    const lineStart = start;
    start = complete ? nl + 1 : text.length;
    const r = checker.take(raw, lineNo);
    if (!r.ok) {
      if (!complete && isCutOff(raw)) {
        if (opts.allowPartialTail) {
          partialTail = { lineNo, byteOffset: Buffer.byteLength(text.slice(0, lineStart), 'utf8'), text: raw };
          break;
        }
        return checker.fail(lineNo, CUT_OFF);
      }
      return r;
    }
    if (r.value === null) continue;
    lines.push(r.value);
    lineNos.push(lineNo);
    if (!complete) needsNewline = true;
  }
  if (checker.match === null) return { ok: false, reason: `${name}: the file is empty (a history starts with a "match" line)` };
  return {
    ok: true,
    value: {
      name,
      match: checker.match,
      lines,
      lineNos,
      finished: checker.finished,
      partialTail,
      needsNewline,
      bytes: Buffer.byteLength(text, 'utf8'),
    },
  };
}

/** Reads and parses a whole history file (for screens that step back and forth through it). */
export function readHistoryFile(path: string, opts: ReadOptions = {}): Result<ParsedHistory> {
  const s = HistoryFileStream.open(path, opts);
  if (!s.ok) return s;
  const stream = s.value;
  const lines: HistoryLine[] = [stream.match];
  const lineNos: number[] = [1];
  for (;;) {
    const r = stream.next();
    if (!r.ok) return r;
    if (r.value === null) break;
    lines.push(r.value.line);
    lineNos.push(r.value.lineNo);
  }
  stream.close();
  return {
    ok: true,
    value: {
      name: path,
      match: stream.match,
      lines,
      lineNos,
      finished: stream.finished,
      partialTail: stream.partialTail,
      needsNewline: stream.needsNewline,
      bytes: stream.bytesRead,
    },
  };
}
