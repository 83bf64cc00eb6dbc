// Shared set-up for engine tests: matches of any game with random bots, in memory or on disk.
// Lupfen's own wrappers (playLupfen…) are beside Lupfen's tests, in its play.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Agent } from '../../src/bots/agent.js';
import { randomAgent } from '../../src/bots/random.js';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { parseHistory, type ParsedHistory } from '../../src/engine/history/reader.js';
import { MemorySink, runMatchSync, type HistorySink, type MatchOptions } from '../../src/engine/match.js';
import { replayHistory, type ReplayReport } from '../../src/engine/replay.js';
import type { Result, AnyGame, Game, Options } from '../../src/contract/game.js';
import { runSim, type SimJson, type SimSetup } from '../../src/engine/sim.js';

export const STARTED = '2026-01-01T00:00:00.000Z';

export function optionsOf<S, A, V>(game: Game<S, A, V>, variant: string, players: number, raw: Record<string, string> = {}): Options {
  const r = game.resolveOptions(variant, players, raw);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A match of `game` between random bots (or `agents`), seeded. */
export function setupOf<S, A, V>(
  game: Game<S, A, V>,
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  agents?: Agent<V, A, S>[],
) {
  return {
    game,
    variant,
    players,
    options: optionsOf(game, variant, players, raw),
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' })),
    agents: agents ?? Array.from({ length: players }, () => randomAgent<V, A>()),
    seed,
    startedAt: STARTED,
  };
}

/** Plays a whole random match of `game` and returns its history text. */
export function playMatch<S, A, V>(
  game: Game<S, A, V>,
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  opts: Omit<MatchOptions<S, A>, 'sink'> & { sink?: HistorySink } = {},
): { text: string; sink: MemorySink; state: S } {
  const sink = new MemorySink();
  const tee: HistorySink = opts.sink
    ? {
        write(l) {
          sink.write(l);
          opts.sink!.write(l);
        },
      }
    : sink;
  const out = runMatchSync(setupOf(game, variant, players, seed, raw), { ...opts, sink: tee });
  return { text: sink.text(), sink, state: out.state };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'cardtable-test-'));
}

/**
 * A sim of `game` at `variant` with one seat of each of `kinds` ("bot:basic", …), its match length
 * (the variant's length option) set to `length`; `rest` names the seed, the match count and more.
 */
export function simSetup(
  entry: Pick<SimSetup, 'game' | 'bots' | 'statCalls' | 'unplayedDeal'>,
  variant: string,
  kinds: readonly string[],
  length: string,
  rest: Pick<SimSetup, 'seed' | 'matches'> & Partial<SimSetup>,
): SimSetup {
  const players = kinds.length;
  const key = entry.game.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
  const seats = kinds.map((kind, i) => ({ kind, name: `Bot ${i + 1}` }));
  return {
    ...entry,
    variant,
    players,
    options: optionsOf(entry.game, variant, players, { [key]: length }),
    seats,
    seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
    ...rest,
  };
}

/** The JSON a sim prints, or the test fails with its reason. */
export async function simJson(s: SimSetup): Promise<SimJson> {
  const r = await runSim(s);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/**
 * Replays a read history with `game`'s rules and asserts that it reproduces every line it checks;
 * the history and the report are returned for what a test checks beyond that (finished, counts).
 */
export function replayChecked<S, A, V>(
  game: Game<S, A, V>,
  read: Result<ParsedHistory>,
): { history: ParsedHistory; report: ReplayReport<S> } {
  if (!read.ok) throw new Error(read.reason);
  const report = replayHistory(game, read.value);
  expect(report.error).toBeNull();
  expect(report.mismatches).toEqual([]);
  return { history: read.value, report };
}

/** A line of deal 1 with only the fields a reader of undo lines looks at. */
export const stubLine = (type: string, extra: object = {}): HistoryLine => ({ type, deal: 1, ...extra }) as unknown as HistoryLine;

/** Deal 1 with two undo lines one after another: keep 1 takes back n 2 and 3, keep 0 then n 1 and 4. */
export const TWO_UNDOS: readonly HistoryLine[] = [
  stubLine('deal'),
  stubLine('call', { n: 1 }),
  stubLine('call', { n: 2 }),
  stubLine('play', { n: 3 }),
  stubLine('undo', { keep: 1 }),
  stubLine('call', { n: 4 }),
  stubLine('undo', { keep: 0 }),
  stubLine('call', { n: 5 }),
];

/** What `check` says first about `text`: a read error, a replay error or a mismatch; null when it checks. */
export function checkVerdict(game: AnyGame, text: string, name = 'f.jsonl'): string | null {
  const parsed = parseHistory(text, name);
  if (!parsed.ok) return parsed.reason;
  const report = replayHistory(game, parsed.value);
  return report.error ?? report.mismatches[0] ?? null;
}

/** A history text's lines, and lines back into a history text. */
export const historyLines = (text: string) => text.trimEnd().split('\n');
export const historyText = (ls: string[]) => ls.join('\n') + '\n';
