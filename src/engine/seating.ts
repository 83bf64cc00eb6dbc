// Who sits where and how the match is recorded, for every command that plays: the table, `sim`,
// `resume`, `review --again` and `learn`. A seat is an agent wherever it sits; the seat kind text
// ('human', 'bot:hard') is parsed once, turned into agents here only, so another kind of seat (a
// player over the network) plugs in at this one place.
import { obeyingBotRules, seatInfoKind, seatKindOf, type AnyAgent } from '../bots/agent.js';
import { findSeatKind } from '../bots/index.js';
import { HARD_SEARCH, searchAgent } from '../bots/levels.js';
import type { GameBots } from '../contract/search.js';
import type { SeatInfo } from '../core/history-lines.js';
import type { AnyGame, Result } from '../contract/game.js';
import type { lockHistory } from './history/lock.js';
import { HistoryWriter } from './history/writer.js';

/** One seat of a match as the history records it: its name, and a person or a bot level. */
export type PlannedSeat = SeatInfo;

/** The seats of `kinds` (seat kind texts, already accepted) with their names. */
export function seatsOf(kinds: readonly string[], names: readonly string[]): PlannedSeat[] {
  return kinds.map((kind, i) => ({ name: names[i]!, ...seatInfoKind(kind) }));
}

/** What every agent of a match is made for. */
export interface AgentTable {
  readonly game: AnyGame;
  /** The game's bots (its registry entry's); absent: the game has none. */
  readonly bots?: GameBots | undefined;
  readonly variant: string;
  readonly players: number;
  /** The match seed, for agents that derive their own streams. */
  readonly seed: string;
  /**
   * At a table with people: bot:hard thinks in steps with the event loop free in between, so keys
   * and the spinner keep working (same search, same parameters, same choice).
   */
  readonly yielding?: boolean;
}

/** The agent of seat `seat` for seat kind `kind`; null for a human (the table answers for them). */
export function agentFor(kind: string, seat: number, table: AgentTable): Result<AnyAgent | null> {
  if (kind === 'human') return { ok: true, value: null };
  if (kind === 'bot:hard' && table.yielding) {
    const agent = searchAgent(table.bots, kind, HARD_SEARCH, { yielding: true });
    // Made outside the registry, so the game's bot rules are added here as registerSeatKind does.
    if (agent) return { ok: true, value: obeyingBotRules(table.game, agent) };
  }
  const k = findSeatKind(kind);
  if (!k) return { ok: false, reason: `unknown seat kind "${kind}"` };
  return k.create({ game: table.game, bots: table.bots, variant: table.variant, players: table.players, seat, seed: table.seed });
}

/** Every seat's agent (null: a human), or the first seat that cannot be made. */
export function agentsFor(seats: readonly Pick<SeatInfo, 'kind' | 'level'>[], table: AgentTable): Result<(AnyAgent | null)[]> {
  const agents: (AnyAgent | null)[] = [];
  for (let seat = 0; seat < seats.length; seat++) {
    const made = agentFor(seatKindOf(seats[seat]!), seat, table);
    if (!made.ok) return made;
    agents.push(made.value);
  }
  return { ok: true, value: agents };
}

/** Whether seat kind `kind` sees every hand, and so plays in sim only. */
export function simOnlyKind(kind: string): boolean {
  return Boolean(findSeatKind(kind)?.simOnly);
}

/** The first seat of a recorded match whose bot sees every hand (never at a table with people), or -1. */
export function simOnlySeat(seats: readonly SeatInfo[]): number {
  return seats.findIndex((s) => s.kind === 'bot' && simOnlyKind(seatKindOf(s)));
}

/** Where a match is recorded: a folder (a new file per match) or a file (`--record`). */
export type RecordTo = { readonly dir: string } | { readonly file: string };

/**
 * The file match `round` of a session is recorded in: in a folder, the new name `fresh` gives it;
 * `--record FILE` numbers the matches "play again" adds after the first (FILE-2.jsonl, and so on).
 */
export function recordingPath(to: RecordTo, round: number, fresh: (dir: string) => string): string {
  if ('dir' in to) return fresh(to.dir);
  if (round <= 1) return to.file;
  const dot = to.file.lastIndexOf('.');
  return dot > to.file.lastIndexOf('/') ? `${to.file.slice(0, dot)}-${round}${to.file.slice(dot)}` : `${to.file}-${round}`;
}

/** A new history at `path`, locked for its one writer (lock.ts), or why it cannot be made. */
export function openRecording(path: string, lock: typeof lockHistory): Result<HistoryWriter> {
  return HistoryWriter.create(path, lock);
}
