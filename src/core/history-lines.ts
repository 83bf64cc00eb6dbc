// The hand-history line vocabulary of docs/history-format.md (format version 1). Rules modules
// produce these lines; only the match loop writes them to a file.
import type { Card } from './cards.js';

export type Seat = number;

export interface SeatInfo {
  name: string;
  kind: 'human' | 'bot';
  level?: string;
}

export interface MatchLine {
  type: 'match';
  format: 'cardtable-history';
  formatVersion: 1;
  app: string;
  game: string;
  variant: string;
  players: number;
  seats: SeatInfo[];
  options: Record<string, OptionValue>;
  seed: string;
  startedAt: string;
  /** false: played without take-backs (tournament play, --no-undo); absent: allowed. */
  undo?: boolean;
  /** A practice branch ("play it again", engine/branch.ts): the match and decision it was started from. */
  branchOf?: BranchOf;
  /** Search bots' thinking time a decision in ms (--think); absent: their default. */
  think?: number;
}

/** Where a practice branch came from: the source file's name, its deal, and the decision's line number. */
export interface BranchOf {
  file: string;
  deal: number;
  line: number;
}

export type OptionValue = number | boolean | string;

export interface DealLine {
  type: 'deal';
  deal: number;
  dealer: Seat;
  hands: Card[][];
  piles: Record<string, Card[]>;
}

export interface CallLine {
  type: 'call';
  deal: number;
  seat: Seat;
  call: string;
  [arg: string]: unknown;
}

export interface RevealLine {
  type: 'reveal';
  deal: number;
  what: string;
  seat?: Seat;
  card?: Card;
  cards?: Card[];
}

export interface ExchangeLine {
  type: 'exchange';
  deal: number;
  seat: Seat;
  from: string;
  gave: Card[];
  got: Card[];
}

export interface PlayLine {
  type: 'play';
  deal: number;
  seat: Seat;
  card: Card;
}

export interface TrickLine {
  type: 'trick';
  deal: number;
  index: number;
  leader: Seat;
  cards: Card[];
  winner: Seat;
}

export interface SettleLine {
  type: 'settle';
  deal: number;
  delta: number[];
  totals: number[];
  pot?: number;
  note?: string;
  /** Each game's own fields (Kloepper's queenSide and cardPoints, Tøppen's winner and fine …). */
  [field: string]: unknown;
}

/**
 * Why a match ended: one word, e.g. `target`, `deals`, `quit`, or a game's own; a game lists the
 * ones it writes in `Game.endReasons`.
 */
export type EndReason = string;

export interface EndLine {
  type: 'end';
  totals: number[];
  winners: Seat[];
  reason: EndReason;
}

/**
 * A take-back in a practice game (docs/history-format.md, "undo": an extension of format 1 that
 * spec-only readers never meet). Of deal `deal`'s lines after its `deal` line, only the first
 * `keep` still stand; every line of that deal written after them up to here is void. Undo lines
 * themselves never count, so readers apply them one after another, with a list of the deal's
 * standing lines. `seat` is who took back (the one human at the table).
 */
export interface UndoLine {
  type: 'undo';
  deal: number;
  seat: Seat;
  keep: number;
  /** The decisions (call, play, exchange lines) it took back: for the log; readers need not use it. */
  moves?: number;
}

/** Lines a rules module emits while a match is played (everything but `match`). */
export type GameLine = DealLine | CallLine | RevealLine | ExchangeLine | PlayLine | TrickLine | SettleLine | EndLine;
/** Every line after the `match` line: the rules' lines and take-backs. */
export type BodyLine = GameLine | UndoLine;
export type HistoryLine = MatchLine | BodyLine;
