// Who sits where and how the match is recorded, for every command that plays: the table, `sim`,
// `resume`, `review --again` and `learn`. A seat is an agent wherever it sits; the seat kind text
// ('human', 'bot:hard') is parsed once, turned into agents here only, so another kind of seat (a
// player over the network) plugs in at this one place.
import { obeyingBotRules, seatInfoKind, seatKindOf, type AnyAgent } from '../bots/agent.js';
import { findSeatKind } from '../bots/index.js';
import { HARD_SEARCH, THINK_MS_RANGE, searchAgent } from '../bots/levels.js';
import type { GameBots } from '../contract/search.js';
import type { MatchLine, SeatInfo } from '../core/history-lines.js';
import type { AnyGame, Result } from '../contract/game.js';
import type { lockHistory } from './history/lock.js';
import { HistoryWriter } from './history/writer.js';

/** One seat of a match as the history records it: its name, and a person or a bot level. */
export type PlannedSeat = SeatInfo;

/** The seats of `kinds` (seat kind texts, already accepted) with their names. */
export function seatsOf(kinds: readonly string[], names: readonly string[]): PlannedSeat[] {
  return kinds.map((kind, i) => ({ name: names[i]!, ...seatInfoKind(kind) }));
}

/**
 * A game's bots as a match is handed them: loaded already, or their loader (GameEntry.loadBots),
 * which the table calls when a bot first decides or a hint is asked, so that its first frame waits
 * for no bot.
 */
export type BotsSource = GameBots | (() => Promise<GameBots>);

/** The bots of `source`, loaded now if they were not yet. */
export async function botsOf(source: BotsSource | undefined): Promise<GameBots | undefined> {
  return typeof source === 'function' ? source() : source;
}

/** What every agent of a match is made for. */
export interface AgentTable {
  readonly game: AnyGame;
  /** The game's bots (its registry entry's), or their loader; absent: the game has none. */
  readonly bots?: BotsSource | undefined;
  readonly variant: string;
  readonly players: number;
  /** The match seed, for agents that derive their own streams. */
  readonly seed: string;
  /**
   * At a table with people: bot:hard thinks in steps with the event loop free in between, so keys
   * and the spinner keep working (same search, same parameters, same choice).
   */
  readonly yielding?: boolean;
  /** bot:hard's thinking time a decision in ms (`--think`); absent: its default. */
  readonly thinkMs?: number | undefined;
}

/** Human seats played at another terminal (a hosted table): their agents, while the host lasts. */
let elsewhere: ((seat: number) => AnyAgent | null) | null = null;

/**
 * While a table is hosted (`cardtable host`), the human seats `agentOf` answers for are played over
 * the network: their decisions arrive from the terminal that joined as that seat. The history
 * records them as people, like any human seat. Returns what ends it.
 */
export function seatRemotely(agentOf: (seat: number) => AnyAgent | null): () => void {
  const before = elsewhere;
  elsewhere = agentOf;
  return () => {
    elsewhere = before;
  };
}

/**
 * The agent of seat `seat` for seat kind `kind`; null for a human at this table (the table answers
 * for them), the network's agent for one played elsewhere (seatRemotely).
 */
export function agentFor(kind: string, seat: number, table: AgentTable): Result<AnyAgent | null> {
  if (kind === 'human') return { ok: true, value: elsewhere?.(seat) ?? null };
  const k = findSeatKind(kind);
  if (!k) return { ok: false, reason: `unknown seat kind "${kind}"` };
  const source = table.bots;
  if (typeof source === 'function') {
    if (k.needsBots) return { ok: true, value: madeOnFirstUse(kind, seat, table, source) };
    return agentFor(kind, seat, { ...table, bots: undefined });
  }
  if (kind === 'bot:hard' && table.yielding) {
    const agent = searchAgent(source, kind, HARD_SEARCH, { yielding: true, thinkMs: table.thinkMs });
    // Made outside the registry, so the game's bot rules are added here as registerSeatKind does.
    if (agent) return { ok: true, value: obeyingBotRules(table.game, agent) };
  }
  const { game, variant, players, seed, thinkMs } = table;
  return k.create({ game, bots: source, variant, players, seat, seed, thinkMs });
}

/**
 * The thinking time a match's bots were given (`--think`, its `match` line's `think`), for resume
 * and review to make them again as they were; undefined (their default) when absent, or when
 * another program wrote something `--think` would not accept.
 */
export function recordedThink(match: Pick<MatchLine, 'think'>): number | undefined {
  const t: unknown = match.think;
  return typeof t === 'number' && Number.isInteger(t) && t >= THINK_MS_RANGE.min && t <= THINK_MS_RANGE.max ? t : undefined;
}

/**
 * The agent of a bot seat whose game's bots are not loaded yet: made with them when it first
 * decides or explains, the same agent agentFor makes with the bots loaded (the same choices).
 */
function madeOnFirstUse(kind: string, seat: number, table: AgentTable, load: () => Promise<GameBots>): AnyAgent {
  let made: Promise<AnyAgent> | undefined;
  const agent = (): Promise<AnyAgent> =>
    (made ??= load().then((bots) => {
      const r = agentFor(kind, seat, { ...table, bots });
      if (!r.ok || !r.value) throw new Error(r.ok ? `${kind} is no bot` : r.reason);
      return r.value;
    }));
  return {
    id: kind,
    decide: async (view, legal, ctx) => (await agent()).decide(view, legal, ctx),
    explain: async (view, legal, ctx) => {
      const a = await agent();
      return a.explain ? a.explain(view, legal, ctx) : { action: await a.decide(view, legal, ctx), reason: '' };
    },
  };
}

/** Every seat's agent (null: a human), or the first seat that cannot be made. */
export function agentsFor(seats: readonly Pick<SeatInfo, 'kind' | 'level'>[], table: AgentTable): Result<(AnyAgent | null)[]> {
  const agents: (AnyAgent | null)[] = [];
  const source = table.bots;
  let loading: Promise<GameBots> | undefined;
  // Every seat waits for the same load.
  const once = typeof source === 'function' ? { ...table, bots: () => (loading ??= source()) } : table;
  for (let seat = 0; seat < seats.length; seat++) {
    const made = agentFor(seatKindOf(seats[seat]!), seat, once);
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
