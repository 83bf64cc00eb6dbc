// Reads a hand history, checking every line against the spec. Errors name the file and line
// (`corrupt.jsonl:7: "play" line has no "card"`) so a person can open the file and look.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { HistoryLine, MatchLine } from '../../core/history-lines.js';
import type { Result } from '../../games/game.js';
import { isLineType, lineSchemas } from './schema.js';

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
}

export interface ReadOptions {
  /** Accept a cut-off last line (resume drops it); otherwise it is an error. */
  readonly allowPartialTail?: boolean;
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

/** Checks one parsed JSON value; the reason has no file/line prefix. */
export function validateLine(value: unknown): Result<HistoryLine> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not a JSON object' };
  const type = (value as { type?: unknown }).type;
  if (type === undefined) return { ok: false, reason: 'line has no "type"' };
  if (!isLineType(type)) return { ok: false, reason: `unknown line type ${describeValue(type)}` };
  const parsed = v.safeParse(lineSchemas[type], value);
  if (!parsed.success) return { ok: false, reason: issueText(type, parsed.issues[0]) };
  return { ok: true, value: parsed.output as HistoryLine };
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
      return null;
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
  }
}

/** Parses history text. `name` prefixes every error. */
export function parseHistory(text: string, name: string, opts: ReadOptions = {}): Result<ParsedHistory> {
  const fail = (lineNo: number, why: string): Result<ParsedHistory> => ({ ok: false, reason: `${name}:${lineNo}: ${why}` });
  const lines: HistoryLine[] = [];
  const lineNos: number[] = [];
  let match: MatchLine | null = null;
  let finished = false;
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
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      if (!complete) {
        const tail = { lineNo, byteOffset: Buffer.byteLength(text.slice(0, lineStart), 'utf8'), text: raw };
        if (opts.allowPartialTail) {
          partialTail = tail;
          break;
        }
        return fail(lineNo, 'the last line is cut off (the match stopped while writing it); `cardtable resume` drops it and continues');
      }
      return fail(lineNo, 'not valid JSON');
    }
    const checked = validateLine(value);
    if (!checked.ok) return fail(lineNo, checked.reason);
    const line = checked.value;
    if (match === null) {
      if (line.type !== 'match') return fail(lineNo, `the first line must be a "match" line, not "${line.type}"`);
      match = line;
      if (match.seats.length !== match.players) return fail(lineNo, `"match" line has ${match.seats.length} seats for ${match.players} players`);
    } else {
      if (finished) return fail(lineNo, `a "${line.type}" line after the "end" line`);
      const bad = checkAgainstMatch(line, match);
      if (bad) return fail(lineNo, bad);
      if (line.type === 'end') finished = true;
    }
    lines.push(line);
    lineNos.push(lineNo);
    if (!complete) needsNewline = true;
  }
  if (match === null) return { ok: false, reason: `${name}: the file is empty (a history starts with a "match" line)` };
  return { ok: true, value: { name, match, lines, lineNos, finished, partialTail, needsNewline } };
}

/** Reads and parses a history file; unreadable files give a one-line reason too. */
export function readHistoryFile(path: string, opts: ReadOptions = {}): Result<ParsedHistory> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a history file' : code === 'EACCES' ? 'permission denied' : 'cannot be read';
    return { ok: false, reason: `${path}: ${why}` };
  }
  return parseHistory(text, path, opts);
}
