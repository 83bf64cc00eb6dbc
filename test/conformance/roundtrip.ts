// Checks 2 and 3 of the conformance suite: a played match goes through the history writer, the
// reader and replay and comes back as the same match; the same seed, seats and decisions give the
// same file, byte for byte.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyAgent } from '../../src/bots/agent.js';
import { lockHistory } from '../../src/engine/history/lock.js';
import { HistoryWriter } from '../../src/engine/history/writer.js';
import { readHistoryFile, type ParsedHistory } from '../../src/engine/history/reader.js';
import type { Result } from '../../src/contract/game.js';
import { MemorySink, runMatchSync } from '../../src/engine/match.js';
import { replayHistory } from '../../src/engine/replay.js';
import { ConformanceError, allViews, firstDifference, matchSetup, play, type Config, type Played } from './harness.js';

/** Plays `config` with its history going through a real HistoryWriter file; returns the match and the file. */
export function playThroughFile(config: Config, maxDecisions: number): { played: Played; fileText: string; read: Result<ParsedHistory> } {
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-conformance-'));
  try {
    const path = join(dir, 'match.jsonl');
    const created = HistoryWriter.create(path, lockHistory);
    if (!created.ok) throw new Error(created.reason);
    const writer = created.value;
    let played: Played;
    try {
      played = play(config, maxDecisions, writer);
    } finally {
      writer.close();
    }
    return { played, fileText: readFileSync(path, 'utf8'), read: readHistoryFile(path) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Check 3: the same seed and seats give the same history, byte for byte. */
export function checkDeterminism(config: Config, played: Played, maxDecisions: number): void {
  const again = play(config, maxDecisions).text;
  if (again !== played.text)
    throw new ConformanceError(
      `${config.label}: a second run with the same seed writes another history at ${firstLineDifference(played.text, again)}`,
    );
}

/**
 * Check 2: the file equals the lines the match loop wrote, the reader takes it, and replay of the
 * parsed file reports no mismatch and ends in the same state (every seat's view and the
 * spectator's, turn, result and returns). Returns the parsed file.
 */
export function checkReplay(config: Config, played: Played, fileText: string, read: Result<ParsedHistory>): ParsedHistory {
  const fail: (why: string) => never = (why) => {
    throw new ConformanceError(`${config.label}: ${why}`);
  };
  const { game, players } = config;
  if (fileText !== played.text)
    fail(`the history file differs from the lines the match loop wrote at ${firstLineDifference(played.text, fileText)}`);
  if (!read.ok) fail(`the reader rejects the writer's file: ${read.reason}`);
  const parsed = read.value;
  if (parsed.finished !== (played.status !== 'suspended')) fail(`the reader says finished=${parsed.finished} for a ${played.status} match`);

  const report = replayHistory(game, parsed);
  if (report.error) fail(`replay stops: ${report.error}`);
  if (report.mismatches.length > 0) fail(`replay finds mismatches:\n  ${report.mismatches.slice(0, 5).join('\n  ')}`);
  if (report.state === null) fail('replay gives no state');
  const want = allViews(game, played.final, players);
  const got = allViews(game, report.state, players);
  for (let i = 0; i < want.length; i++) {
    if (want[i] !== got[i]) {
      const who = i < players ? `seat ${i}'s view` : 'the spectator view';
      fail(`after replay ${who} differs from the played match's: ${firstDifference(JSON.parse(want[i]!), JSON.parse(got[i]!))}`);
    }
  }
  const sameEnd = JSON.stringify([game.turn(played.final), game.result(played.final), game.returns(played.final)]);
  const replayedEnd = JSON.stringify([game.turn(report.state), game.result(report.state), game.returns(report.state)]);
  if (sameEnd !== replayedEnd) fail(`after replay turn/result/returns are ${replayedEnd}, the match ended with ${sameEnd}`);
  return parsed;
}

/** Check 2, last part: the file's decisions, played again through the match loop into a new sink, write the same text. */
export function checkRerun(config: Config, parsed: ParsedHistory, fileText: string): void {
  const again = replayIntoSink(config, parsed);
  if (again !== fileText)
    throw new ConformanceError(
      `${config.label}: the file's decisions played again write another file at ${firstLineDifference(fileText, again)}`,
    );
}

/**
 * Plays the file's decisions again through the match loop (same seed and seats) into a new
 * sink. The run writes the file again line by line, so the file's line after those written so far
 * is the one the asked seat decides: a call, a play or an exchange (a discard), and never a line
 * the match loop wrote itself (a forced call a game writes, Game.writeOnlyChoice). A line that
 * decodes to several actions (an unrecorded look, then the call) is taken one action at a time.
 */
export function replayIntoSink(config: Config, parsed: ParsedHistory): string {
  const { game } = config;
  const lastDecision = parsed.lines.reduce((n, l, i) => (l.type === 'call' || l.type === 'play' || l.type === 'exchange' ? i : n), -1);
  const quits = parsed.lines.at(-1)?.type === 'end' && (parsed.lines.at(-1) as { reason: string }).reason === 'quit';
  const scripted: AnyAgent = {
    id: 'bot:script',
    decide() {
      throw new Error('scripted seats decide with the state');
    },
    decideWithState(state, _view, legal, ctx) {
      const line = parsed.lines[sink.lines.length];
      if (!line || (line.type !== 'call' && line.type !== 'play' && line.type !== 'exchange'))
        throw new ConformanceError(
          `${config.label}: the match asks seat ${ctx.seat} for a decision where the file has ${line ? JSON.stringify(line) : 'no more lines'}`,
        );
      if (line.seat !== ctx.seat) {
        // The file goes on with another seat: this one made a choice the file does not record
        // (blind_lupf's look, then a forced call), as replay.ts infers it too.
        const unrecorded = legal.filter((a) => game.encodeAction(state, a) === null);
        if (unrecorded.length === 1) return unrecorded[0];
      }
      const decoded = game.decodeLine(state, line);
      if (!decoded.ok || decoded.value.length === 0)
        throw new ConformanceError(
          `${config.label}: ${JSON.stringify(line)} does not decode: ${decoded.ok ? 'no action' : decoded.reason}`,
        );
      return decoded.value[0];
    },
  };
  const sink = new MemorySink();
  const stop = new AbortController();
  runMatchSync(
    matchSetup(
      config,
      Array.from({ length: config.players }, () => scripted),
    ),
    {
      sink,
      allowOracle: true,
      signal: stop.signal,
      onStep() {
        if (quits && sink.lines.length > lastDecision) stop.abort('the file quits here');
      },
    },
  );
  return sink.text();
}

/** `line N: <a> vs <b>` for the first line two texts differ on. */
export function firstLineDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) {
      const cut = (t: string | undefined): string => (t === undefined ? '(no line)' : t.length > 300 ? `${t.slice(0, 297)}...` : t);
      let where = '';
      try {
        where = `\n  first difference ${firstDifference(JSON.parse(la[i] ?? 'null'), JSON.parse(lb[i] ?? 'null'))}`;
      } catch {
        // not JSON: the two lines say enough
      }
      return `line ${i + 1}:\n  expected ${cut(la[i])}\n  actual   ${cut(lb[i])}${where}`;
    }
  }
  return 'no difference';
}
