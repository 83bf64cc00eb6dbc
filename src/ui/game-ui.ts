// What a game gives the shared table: labels, seat markers, prompts for its decisions, log
// sentences and one small panel for the middle of the table. The components read only the
// TableView part of a view (the fields every trick-taking game's view has) through this adapter.
import type { ReactNode } from 'react';
import type { Rank } from '../core/cards.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { GameLine } from '../core/history-lines.js';
import type { CurrentTrick, TrickRecord } from '../core/trick.js';
import type { DealSummary, Erased, TableView } from '../games/game.js';
import { findGame } from '../games/registry.js';

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
  /** Under the deal summary: what "Paid in" covers in this game, e.g. "ante and price". */
  paidInNote?(view: V): string;
  /** The rules for `?`, in the words of the deck on screen, with a legend of its faces. */
  rules(variant: string, look: CardLook): string;
  /** The game's own panel in the middle of the table (pot, trump card, stock …). */
  Centre(props: CentreProps<V>): ReactNode;
}

export type AnyGameUi = GameUi<Erased, Erased>;

/** The header's parts saying where the match stands (GameUi.progress, or "deal 3 of 20"). */
export function matchProgress<V extends TableView>(ui: GameUi<V, unknown>, view: V, dealNo: number): readonly string[] {
  if (ui.progress) return ui.progress(view, dealNo);
  if (dealNo <= 0) return [];
  const target = ui.dealsTarget(view);
  return [`deal ${dealNo}${target > 0 ? ` of ${target}` : ''}`];
}

/** Loads the table adapter of `game` through its registry entry (its own chunk in the bundle). */
export async function gameUiFor(game: { readonly id: string }): Promise<AnyGameUi> {
  const load = findGame(game.id)?.ui;
  if (!load) throw new Error(`no table screen for game "${game.id}" yet`);
  return load();
}
