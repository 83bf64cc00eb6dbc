// The interface every game module implements. A game module is pure: no I/O, no clock, no
// randomness except the Rng the match loop hands to `drawChance`. Agents only ever see views.
import type { Card, Suit } from '../core/cards.js';
import type { Rng } from '../core/rng.js';
import type { CurrentTrick, TrickRecord } from '../core/trick.js';
import type { CallLine, EndReason, GameLine, OptionValue, PlayLine, Seat } from '../core/history-lines.js';

export type { Seat, OptionValue };

/** Whose move it is. Chance turns (first dealer, shuffle and deal) are drawn by the match loop. */
export type Turn = { kind: 'chance' } | { kind: 'decide'; seat: Seat } | { kind: 'over' };

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface OptionSpec {
  /** snake_case key, exactly as in ../shared/rules/<game>.md §5 (`--rule key=value`). */
  readonly key: string;
  readonly type: 'int' | 'bool' | 'enum';
  readonly default: OptionValue;
  readonly min?: number;
  readonly max?: number;
  /** For ints: the value must be a multiple of this (0 always allowed). */
  readonly multipleOf?: number;
  readonly values?: readonly string[];
  /** One line for `cardtable list` and the menu. */
  readonly summary: string;
}

export interface VariantInfo {
  readonly id: string;
  /** Name shown in the UI, e.g. "Lupfen (Liechtenstein / classic)". */
  readonly name: string;
  /** One line for the menu. */
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultPlayers: number;
  /** Every house-rule option of the variant, `players` and `deals` included. */
  readonly options: readonly OptionSpec[];
}

/** Every option of a variant resolved to its value (as in the history's `options` object). */
export type Options = Readonly<Record<string, OptionValue>>;

export interface MatchConfig {
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
}

/** How one deal was scored, as the scoresheet and the deal summary show it. */
export interface DealSummary {
  readonly deal: number;
  readonly delta: readonly number[];
  readonly totals: readonly number[];
  /** The pot after the deal, for games that have one. */
  readonly pot?: number;
  readonly tricksWon: readonly number[];
  readonly note: string;
  /**
   * Per seat, what the settle paid out, and what it took as penalties. With them a summary can say
   * what each player paid in during the deal: won − penalty − delta.
   */
  readonly won?: readonly number[];
  readonly penalty?: readonly number[];
}

/**
 * Where the deal and the match stand: public to every seat, so a game's state holds it and its
 * views pass it on as it is.
 */
export interface DealProgress<D extends DealSummary = DealSummary> {
  readonly trick: CurrentTrick | null;
  readonly tricks: readonly TrickRecord[];
  readonly tricksWon: readonly number[];
  readonly lastDeal: D | null;
  readonly history: readonly D[];
  readonly result: MatchResult | null;
}

/**
 * The part of a seat's view that every trick-taking game has. The shared table components draw
 * only this; a game's own view extends it with its own fields (Lupfen: pot, price, calls …).
 */
export interface TableView<D extends DealSummary = DealSummary> extends DealProgress<D> {
  readonly players: number;
  /** The seat the view belongs to. */
  readonly seat: Seat;
  readonly dealNo: number;
  readonly dealsDone: number;
  readonly dealer: Seat;
  /** The seat whose decision it is, or null (chance, over). */
  readonly toAct: Seat | null;
  /** Own cards; null while they are face down (e.g. Lupfen's blind lift). */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  readonly trumpSuit: Suit | null;
  readonly balances: readonly number[];
}

export interface MatchResult {
  readonly totals: readonly number[];
  readonly winners: readonly Seat[];
  readonly reason: EndReason;
}

/** A decision line (call or play) as the history records it, without `type`/`deal` bookkeeping. */
export type DecisionLine = CallLine | PlayLine;

export interface Game<S, A, V> {
  readonly id: string;
  readonly name: string;
  /** What balances count: see ../shared/spec/sim-json.md `unit`. */
  readonly unit: 'chips' | 'points' | 'cents' | 'fines';
  readonly variants: readonly VariantInfo[];
  readonly defaultVariant: string;

  /**
   * Resolves `--rule key=value` texts over the variant's defaults, with every cross-field check.
   * `players` comes separately (it is validated against the variant's range here too).
   */
  resolveOptions(variant: string, players: number, raw: Readonly<Record<string, string>>): Result<Options>;

  setup(config: MatchConfig): S;
  turn(state: S): Turn;
  /** The legal actions of the seat to decide (empty at chance and over). */
  legalActions(state: S): A[];
  /** The chance outcome at a chance turn, drawn from `rng`. */
  drawChance(state: S, rng: Rng): A;
  /**
   * Pure: the state after `action` (a decision or a chance outcome). When `log` is given, the
   * lines the action causes (deal, reveal, exchange, trick, settle, end) are pushed to it, in order.
   * The decision's own call/play line is not pushed: see `encodeAction`.
   */
  apply(state: S, action: A, log?: GameLine[]): S;
  /** The call/play line that records `action` at `state`; null for a decision the history does not record. */
  encodeAction(state: S, action: A): DecisionLine | null;
  /**
   * The actions a history line stands for at `state` (a `deal` line becomes the chance outcome,
   * a call or play line the decision). Consequence lines (reveal, trick, settle…) decode to [].
   */
  decodeLine(state: S, line: GameLine): Result<A[]>;
  /** A stable text key for an action: equal keys mean the same action. */
  actionKey(action: A): string;
  /** Short English description of an action for logs and prompts, e.g. "Lift", "Price 3", "U♦". */
  describeAction(state: S, action: A): string;

  /** What `seat` may see. The only thing an agent or a screen ever receives. */
  view(state: S, seat: Seat): V;
  /** Balances now (chips, points or fines), one per seat. */
  balances(state: S): number[];
  /**
   * Balances as the last settled deal left them, before anything of the next deal is paid (a game
   * that settles and starts the next deal in one step has already taken its antes). Absent: balances.
   */
  settledBalances?(state: S): readonly number[];
  /** Number of the deal in progress (1-based; 0 before the first deal). */
  dealNumber(state: S): number;
  /** The match result once `turn` is over. */
  result(state: S): MatchResult | null;
  /** Ends the match now (players quit): leftovers shared per the rules; pushes the `end` line. */
  quit(state: S, log?: GameLine[]): S;

  /** Rules as a player reads them (Markdown-ish plain text), decisions marked "[program decision]". */
  rulesText(variant: string): string;
}

// Game modules are stored type-erased in the registry; each one is sound for its own S, A, V.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;
