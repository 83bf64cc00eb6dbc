// What a game gives the shared table: labels, seat markers, prompts for its decisions, log
// sentences and one small panel for the middle of the table. The components read only the
// TableView part of a view (the fields every trick-taking game's view has) through this adapter.
import type { ReactNode } from 'react';
import type { Rank } from '../core/cards.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { GameLine } from '../core/history-lines.js';
import type { CurrentTrick, TrickRecord } from '../core/trick.js';
import type { DealSummary, Erased, TableView, UtilityKind } from '../games/game.js';

export type { TableView };
import type { CardLook } from './cards.js';
import type { Prompt } from './prompt.js';

// The shapes every game's view shares (src/core/trick.ts, src/games/game.ts), under the names
// the components use.
export type TrickShown = TrickRecord;
export type CurrentTrickShown = CurrentTrick;
export type DealShown = DealSummary;

export interface CentreProps<V> {
  readonly view: V;
  readonly look: CardLook;
  readonly width: number;
  /** The players' names by seat, for panels that name seats (who called, who knocked). */
  readonly names?: readonly string[];
}

/** A column of the deal summary's table: its title and one cell per seat, right-aligned. */
export interface SummaryColumn {
  readonly title: string;
  readonly cells: readonly string[];
  /** Characters the column takes, title and cells right-aligned in it (default: the widest + 2). */
  readonly width?: number;
}

/**
 * A deal summary as a game declares it; the shared panels draw it and know nothing else of the
 * game. Read alone, it says why the deal scored what it scored.
 */
export interface SummaryShown {
  /** What happened and which rule scored it, a sentence or more a line; wrapped to the panel. */
  readonly why: readonly string[];
  /** The table's columns after the player's name, left to right. */
  readonly columns: readonly SummaryColumn[];
  /** Lines under the table (each side's card points, what "Paid in" covers). */
  readonly below: readonly string[];
  /** Under those, dimmed: what the game's own columns cover (Lupfen: "Paid in: ante …"). */
  readonly legend?: string;
  /** Where things stand after the deal, said before "Next: deal n" (Lupfen: "Pot now: 3 chips"). */
  readonly after: readonly string[];
}

/**
 * What a summary is drawn from: the view, the players' names and the deal's public lines from its
 * first call to its settle (the order of knocks and folds is in no summary field).
 */
export interface SummaryInput<V, D> {
  readonly view: V;
  readonly deal: D;
  readonly names: readonly string[];
  readonly lines: readonly GameLine[];
  /** How cards are drawn on this table (faces in the reasons). */
  readonly look: CardLook;
  readonly utility?: UtilityKind;
}

/** A scoresheet column after the seats' (Lupfen's pot): its title and a cell per deal. */
export interface SheetColumn<D = DealSummary> {
  readonly title: string;
  cell(deal: D): string;
}

/** The summary type of a view (its `lastDeal`). */
export type DealOf<V extends TableView> = NonNullable<V['lastDeal']>;

export interface GameUi<V extends TableView, A> {
  /** e.g. "Lupfen (Liechtenstein / classic)". */
  title(view: V): string;
  /** Planned number of deals (0: open-ended), for "deal 3 of 20". */
  dealsTarget(view: V): number;
  /**
   * Where the match stands, as parts of the header, for deal `dealNo` (the one on screen): a
   * match counted in games says "game 2 of 5", "deal 7". Absent: "deal 3 of 20" from dealsTarget.
   */
  progress?(view: V, dealNo: number): readonly string[];
  /** Unit of balances, e.g. "chips". */
  readonly unit: string;
  /**
   * The unit as this table's options name it, where they do (Tøppen's fine_label: "units",
   * "pencils"): the one word beside every amount. Absent: `unit`.
   */
  unitOf?(view: V): string;
  /**
   * The word beside a seat's total where the unit alone could be taken for this deal's figure
   * (Tøppen: "paid", beside its "at stake"); default: the unit.
   */
  readonly seatUnit?: string;
  look(view: V, deck: DeckStyle | undefined, ascii: boolean): CardLook;
  /** Ranks high to low: only a fallback for sorting a hand where a screen has no CardOrder. */
  readonly rankOrder?: readonly Rank[];
  /** Play goes clockwise (the next seat sits on the left). */
  clockwise(view: V): boolean;
  /** Roles beside a seat's name: dealer, lifter … */
  seatRoles(view: V, seat: number): string[];
  /** The seat's standing in this deal: in, dropped … (null: nothing to say). */
  seatStatus(view: V, seat: number): string | null;
  /** The seat takes no further part in this deal (drawn dimmed). */
  seatOut(view: V, seat: number): boolean;
  /** Where the deal stands, for the header. */
  phaseLine(view: V): string;
  /** The prompt for the legal actions of the viewer. */
  prompt(view: V, legal: readonly A[], look: CardLook): Prompt<A>;
  /** One sentence for a public history line; null for lines not shown (or private ones). */
  logLine(view: V, line: GameLine, names: readonly string[], look: CardLook): string | null;
  /** A rules note (settle lines) with seat numbers turned into names. */
  note(text: string, names: readonly string[]): string;
  /** What an amount prompt sets, for the key help and footer (Lupfen: "price"). */
  readonly amountWord?: string;
  /** What a hint's expected values include beside the balance (Lupfen: "counting your pot share"). */
  readonly valueNote?: string;
  /**
   * What a hint's numbers measure; either way + is better for the player. 'own' (default): the
   * change of his own balance until the deal is settled (Lupfen's chips go either way). 'lead': the
   * change of his lead over the table's average (the search's own value), where his balance alone
   * cannot tell a good choice from a bad one: Kloepper's points never go down (a failed knock read
   * "0.0" while the opponents scored 24), Tøppen's fines count against him and a knock he wins
   * fines the others, not him.
   */
  readonly hintMeasure?: 'own' | 'lead';
  /**
   * The word for side `side` of `view.sides` (Kloepper: "Queens" / "Opponents"); without it the
   * table shows a neutral "side 1", "side 2". Only sides the viewer knows ever reach it.
   */
  sideLabel?(view: V, side: number): string;
  /**
   * A second unit the totals are also shown in (Tøppen: pints = fine units / 16, when its
   * `show_pints` option is on); null: none.
   */
  subUnit?(view: V): { readonly name: string; readonly per: number } | null;
  /** What the match is played to, for the scoresheet (Kloepper: "Game to 30 points"). */
  goal?(view: V): string;
  /** Words for the game's own end reasons (Game.endReasons); null: the shared wording or the word itself. */
  endReason?(reason: string): string | null;
  /**
   * The deal summary's rows, columns and why lines. Absent: the standard table (side, tricks,
   * counters, this deal, total) under the settle note (summary.ts).
   */
  summary?(input: SummaryInput<V, DealOf<V>>): SummaryShown;
  /** Scoresheet columns after the seats' (Lupfen: the pot after each deal); absent: none. */
  sheetColumns?(view: V): readonly SheetColumn<DealOf<V>>[];
  /** The rules for `?`, in the words of the deck on screen, with a legend of its faces. */
  rules(variant: string, look: CardLook): string;
  /** The game's own panel in the middle of the table (pot, trump card, stock …). */
  Centre(props: CentreProps<V>): ReactNode;
}

export type AnyGameUi = GameUi<Erased, Erased>;

/** A game's table adapter, loaded on demand (its own chunk in the bundle): GameEntry.ui, handed down by the command line. */
export type GameUiLoader = () => Promise<AnyGameUi>;

/** The header's parts saying where the match stands (GameUi.progress, or "deal 3 of 20"). */
export function matchProgress<V extends TableView>(ui: GameUi<V, unknown>, view: V, dealNo: number): readonly string[] {
  if (ui.progress) return ui.progress(view, dealNo);
  if (dealNo <= 0) return [];
  const target = ui.dealsTarget(view);
  return [`deal ${dealNo}${target > 0 ? ` of ${target}` : ''}`];
}
