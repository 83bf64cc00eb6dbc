// A game's table: the prompts for its decisions and its table adapter (GameUi, ui/game-ui.ts).
// The only part of the contract that names React: a rules module never imports it (a dependency
// rule checks this), so pure rules never see the screen's types.
import type { ReactNode } from 'react';
import type { Card, Rank } from '../core/cards.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { GameLine } from '../core/history-lines.js';
import type { UtilityKind } from './game.js';
import type { CardLook, DealSummary, TableView } from './view.js';

export interface ChoiceOption<A> {
  readonly label: string;
  /** The letter that picks it; digits 1… always work too. Never one of the table keys (RESERVED_KEYS). */
  readonly key: string;
  readonly action: A;
  /** The safe call (see SAFE_CALL in src/ui/prompt.ts): the table selects it at first. At most one per prompt. */
  readonly safe?: boolean;
}

export interface LadderRung<A> {
  readonly label: string;
  /** A letter that picks the rung at once (e.g. `p` pass); digits always select by position. */
  readonly key?: string;
  readonly action: A;
  /** The safe call, as for ChoiceOption: selected at first. */
  readonly safe?: boolean;
}

export type Prompt<A> =
  | {
      readonly kind: 'cards';
      readonly question: string;
      readonly hint?: string;
      /** The cards that may be played (with `pick`: chosen; their `action` is then not used). */
      readonly playable: readonly { card: Card; action: A }[];
      /**
       * Calls offered in the same decision as the card, each on its own key (Tøppen's and
       * Kloepper's `k` knock before the card); pressing the key makes that call.
       */
      readonly calls?: readonly ChoiceOption<A>[];
      /**
       * Several cards at once (Fipsen's discards): Space marks or unmarks the card under the cursor,
       * Enter confirms once exactly `count` are marked; the action is `actionFor` of the marked
       * cards, in the order of the hand.
       */
      readonly pick?: { readonly count: number; readonly actionFor: (cards: readonly Card[]) => A };
    }
  | {
      readonly kind: 'choice';
      readonly question: string;
      readonly hint?: string;
      readonly options: readonly ChoiceOption<A>[];
      /** The option selected at first where none is `safe` (default 0). */
      readonly initial?: number;
    }
  | {
      /**
       * Many labelled, ordered choices (an auction's bids, then hold and pass): one line that
       * scrolls, moved over by arrows and PgUp/PgDn, picked by number (typed digit by digit, so
       * 1 then 2 selects the 12th) or by a rung's letter.
       */
      readonly kind: 'ladder';
      readonly question: string;
      readonly hint?: string;
      /** Lowest first, as the player climbs them. */
      readonly rungs: readonly LadderRung<A>[];
      /** The rung selected at first where none is `safe` (default 0). */
      readonly initial?: number;
    }
  | {
      readonly kind: 'amount';
      readonly question: string;
      readonly hint?: string;
      readonly min: number;
      readonly max: number;
      readonly initial: number;
      readonly actionFor: (amount: number) => A;
      /** How an amount is named outside the prompt (hints), e.g. "Price 4"; default: the number. */
      readonly label?: (amount: number) => string;
    };

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
  /** Planned number of deals (0: open-ended), for "deal 3 of 20"; tableUi's default: the `deals` option. */
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
  /** Play goes clockwise (the next seat sits on the left); tableUi's default: always. */
  clockwise(view: V): boolean;
  /** Roles beside a seat's name: dealer, lifter … */
  seatRoles(view: V, seat: number): string[];
  /** The seat's standing in this deal: in, dropped … (null: nothing to say). */
  seatStatus(view: V, seat: number): string | null;
  /** The seat takes no further part in this deal (drawn dimmed); tableUi's default: the view's `out`. */
  seatOut(view: V, seat: number): boolean;
  /** Where the deal stands, for the header (tableUi: "Match over" and "Shuffling" before the game's words). */
  phaseLine(view: V): string;
  /** The prompt for the legal actions of the viewer. */
  prompt(view: V, legal: readonly A[], look: CardLook): Prompt<A>;
  /**
   * One sentence on why the decision of these legal actions matters: what it risks or can win. The
   * one source of that text: `?` shows it above the keys, `cardtable learn` under the prompt. Null:
   * nothing worth saying (a forced move).
   */
  why?(view: V, legal: readonly A[]): string | null;
  /** One sentence for a public history line; null for lines not shown (or private ones). */
  logLine(view: V, line: GameLine, names: readonly string[], look: CardLook): string | null;
  /** A rules note (settle lines) with seat numbers turned into names. */
  note(text: string, names: readonly string[]): string;
  /** What an amount prompt sets, for the key help and footer (Lupfen: "price"). */
  readonly amountWord?: string;
  /** What a hint's expected values include beside the balance (Lupfen: "counting your pot share"). */
  readonly valueNote?: string;
  /**
   * What a hint's numbers measure, for the words around them (`?`); either way + is better for the
   * player. 'own': the change of his own balance until the deal is settled (Lupfen's chips go
   * either way). 'lead': the change of his lead over the others (his result less the mean of the
   * other players'), where his balance alone cannot tell a good choice from a bad one: Kloepper's
   * and Fipsen's points never go down for the side that did not score, Tøppen's fines count
   * against him. The numbers themselves are the hint's (coachMeasure in bots/hint.ts, which
   * tableUi's default repeats); absent: 'own'.
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
   * What the rules did at the match's end after the last deal, said under the standings so they
   * agree visibly with the scoresheet (Lupfen: the pot handed back); `names` by seat. Absent: nothing.
   */
  endNote?(view: V, names: readonly string[]): string | null;
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

export type AnyGameUi = GameUi<TableView, unknown>;

/** A game's table adapter, loaded on demand (its own chunk in the bundle): GameEntry.ui, handed down by the command line. */
export type GameUiLoader = () => Promise<AnyGameUi>;

/**
 * A table adapter as a game's ui/index.ts writes it: the unit is its Game's, and so are the title
 * (the game's name) and the rules for `?` (its rulesText) unless the game gives its own (Lupfen
 * names the variant on the table and adds a legend of the deck's faces to the rules).
 * `tableUi` (ui/game-ui.ts) makes the GameUi.
 */
export type GameUiParts<V extends TableView, A> = Omit<GameUi<V, A>, 'unit' | TableUiDefault> & Partial<Pick<GameUi<V, A>, TableUiDefault>>;

/** The GameUi members tableUi fills in where a game's parts leave them out. */
type TableUiDefault = 'title' | 'rules' | 'dealsTarget' | 'clockwise' | 'seatOut' | 'hintMeasure';
