// The shapes of a sim: what it is asked to play (SimSetup) and what it reports (docs/sim-json.md).
import type { SeatInfo, SettleLine } from '../../core/history-lines.js';
import type { GameBots } from '../../contract/search.js';
import type { AnyGame, Options } from '../../contract/game.js';

export interface SimSetup {
  readonly game: AnyGame;
  /** The game's bots (GameEntry.bots), for the bot seats; absent: only bot:random can play. */
  readonly bots?: GameBots | undefined;
  /** The game's call words counted per seat (GameEntry.statCalls); absent: every word as `calls.<word>`. */
  readonly statCalls?: Readonly<Record<string, string>>;
  /** A settled deal the rules do not count as played (GameEntry.unplayedDeal): no deal of the means. */
  readonly unplayedDeal?: ((settle: SettleLine) => boolean) | undefined;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  /** The seat list as given; with `duplicate`, rotation r seats kinds[(i + r) mod n] at seat i. */
  readonly seats: readonly { readonly kind: string; readonly name: string }[];
  readonly seatInfos: readonly SeatInfo[];
  readonly seed: string;
  readonly matches: number;
  /** Play every match once per seat rotation and pair the agents deal by deal. */
  readonly duplicate?: boolean;
  /** Worker threads; absent, 0 or 1 plays in this thread. When given, the JSON reports it. */
  readonly workers?: number;
  /** Where the worker threads' entry is (the program's sim worker); absent, more than one worker is refused. */
  readonly worker?: URL | null;
  /** One history file per job in this folder. */
  readonly recordDir?: string;
  /**
   * Ends the run early (Ctrl-C): runSim gives the reason STOPPED, and a match under way in this
   * thread is left where it stands, its history without an end line. Given, the matches of this
   * thread pause for the event loop after every deal, so the signal that aborts it is heard.
   */
  readonly stop?: AbortSignal;
  /** Matches done (a duplicate match is done once all its rotations are). */
  readonly onProgress?: (matchesDone: number) => void;
  /** Fixed `startedAt` (tests); defaults to the clock. */
  readonly startedAt?: string;
  /** Score deals by position value instead of by their settles (bench:bots); see SimMeasure. */
  readonly measure?: SimMeasure;
  /** Search bots' thinking time a decision in ms (`--think`); absent: their default. */
  readonly thinkMs?: number;
}

/**
 * Each match stopped after its first `deals` deals, and every deal scored by the change of each
 * seat's position value over it (the search's SearchHooks.positionValue, else the returns) instead
 * of its settle: a race whose prize is decided deals later (Thedinghausen's ten tricks) is valued by
 * where the tallies stand, not by the lottery of the rest of the game, so far fewer matches tell
 * two bots apart. The sum over a whole game is its settles' (the value of a finished game is its
 * balances); the measure is the position value's model of what a tally is worth.
 */
export interface SimMeasure {
  readonly deals: number;
}

export interface SimSeatResult {
  seat: number;
  name: string;
  agent: string;
  deals: number;
  total: number;
  meanPerDeal: number;
  ci95: [number, number];
  matchWins: number;
  stats: Record<string, number>;
}

export interface SimJson {
  format: 'cardtable-sim';
  formatVersion: 1;
  app: string;
  game: string;
  variant: string;
  players: number;
  options: Options;
  seed: string;
  matches: number;
  deals: number;
  duplicate: boolean;
  unit: AnyGame['unit'];
  seats: SimSeatResult[];
  agents: { agent: string; deals: number; meanPerDeal: number; ci95: [number, number] }[];
  pairs?: { a: string; b: string; deals: number; meanDiff: number; ci95: [number, number] }[];
  decisionMs: Record<string, { count: number; median: number; p95: number }>;
  /**
   * The same decisions' CPU time on their thread (not in the spec; free to add): what a decision
   * costs, which wall-clock time on a busy machine overstates.
   */
  decisionCpuMs?: Record<string, { count: number; median: number; p95: number }>;
  /** Wall-clock seconds of the whole run (not in the spec; free to add). */
  seconds: number;
  /** Worker threads, when the run was given a number of them (not in the spec). */
  workers?: number;
}

/** The seed of match `m` (0-based): match 1 plays the seed itself, so `cardtable <game> --seed` replays it. */
