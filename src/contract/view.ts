// What a seat sees: the part of a view every trick-taking game has (TableView), the deal's
// summary and the match's result, and how the cards are drawn. Pure: rules build views from it.
import type { Card, Suit } from '../core/cards.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { EndReason, Seat } from '../core/history-lines.js';
import type { CurrentTrick, TrickRecord } from '../core/trick.js';
import type { Game } from './game.js';

/** A per-seat count the table shows beside tricks: card points, trick tallies. */
export interface Counter {
  /** e.g. "card points", "tally". */
  readonly label: string;
  /** One value per seat; null where the viewer may not know it. */
  readonly values: readonly (number | null)[];
  /** Game-wide total for context (120 card points), when there is one. */
  readonly total?: number;
}

/**
 * How one deal was scored: the facts every game has. A game's own summary adds its own (Lupfen's
 * pot, Kloepper's declaration); its table adapter says which rows and columns show them
 * (GameUi.summary, GameUi.sheetColumns).
 */
export interface DealSummary {
  readonly deal: number;
  readonly delta: readonly number[];
  readonly totals: readonly number[];
  readonly tricksWon: readonly number[];
  readonly note: string;
  /** Card points or tallies of the deal, as the settle line gives them. */
  readonly counters?: readonly Counter[];
  /** The sides of the deal once it is over (Kloepper's queen side first); absent: each for himself. */
  readonly sides?: readonly (readonly Seat[])[];
  /**
   * Counters of each side as a whole, values in the order of `sides` (Kloepper's card points, which
   * its scoring counts per side): said once per side, not on every seat of it.
   */
  readonly sideCounters?: readonly Counter[];
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
  /** Running per-seat counts of the deal in progress (card points, tallies), public ones. */
  readonly counters?: readonly Counter[];
}

/**
 * The part of a seat's view that every trick-taking game has. The shared table components draw
 * only this; a game's own view extends it with its own fields (Lupfen: pot, price, calls …).
 */
export interface TableView<D extends DealSummary = DealSummary> extends DealProgress<D> {
  readonly players: number;
  /** The seat the view belongs to; null for a spectator (privacy screens, replay): no hand at all. */
  readonly seat: Seat | null;
  readonly dealNo: number;
  readonly dealsDone: number;
  /** Null while nobody deals yet (a first dealer the rules draw at random, before the first deal). */
  readonly dealer: Seat | null;
  /** The seat whose decision it is, or null (chance, over). */
  readonly toAct: Seat | null;
  /** Own cards; null while they are face down (e.g. Lupfen's blind lift). */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  readonly trumpSuit: Suit | null;
  readonly balances: readonly number[];
  /** The table's options as the game reads them; `deals`, where a game has it, caps the match (0: no cap). */
  readonly options?: { readonly deals?: number };
  /**
   * The side of every seat as far as this viewer knows it (same number = same side), null where it
   * does not know; absent in games where everybody plays for himself. Kloepper: the viewer knows its
   * own side at once; another seat's only when the cards or a knock have shown it.
   */
  readonly sides?: readonly (number | null)[];
  /** Seats out of the current deal (folded in Tøppen, sitting out): their cards cannot win. */
  readonly out?: readonly boolean[];
  /**
   * Cards of other seats this viewer may see face up (a hand shown to one opponent): drawn at that
   * seat on this viewer's screen only. A spectator view (seat null) has none.
   */
  readonly shown?: readonly ShownCards[];
  /**
   * Cards the viewer itself laid away face down this deal (Fipsen's discards): out of play, and
   * known to it, so never among the cards it has not seen. Absent: none.
   */
  readonly discarded?: readonly Card[];
}

/** Cards of one seat shown face up to the viewer of a view. */
export interface ShownCards {
  readonly seat: Seat;
  readonly cards: readonly Card[];
}

export interface MatchResult {
  /** Balances in the game's unit (chips, game points, fine units), as the `end` line gives them. */
  readonly totals: readonly number[];
  /** The seats with the best returns (ties share). */
  readonly winners: readonly Seat[];
  readonly reason: EndReason;
}

export interface CardLook {
  readonly style: DeckStyle;
  readonly ascii: boolean;
}

/**
 * A game held without its own types whose views every table can draw: what a registry entry
 * holds (gameEntry checks the game's view is a TableView) and what the screens take.
 */
export type TableGame = Game<unknown, unknown, TableView>;
