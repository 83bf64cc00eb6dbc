// Kloepper's plain data: options, actions, state and the view a seat receives (kloepper.md).
import type { Card } from '../../core/cards.js';
import type { DealProgress, DealSummary as GenericDealSummary, TableView } from '../../contract/view.js';
import type { Seat } from '../../core/history-lines.js';

export interface KloepperOptions {
  readonly players: 4;
  readonly self_call: boolean;
  readonly call_needs_suit: boolean;
  readonly target: number;
  readonly deals: number;
  readonly knocking: boolean;
}

/** The plain suits whose ace may be called (R8.2). */
export type CallSuit = 'C' | 'S' | 'H';

export type KloepperAction =
  /** Chance: the shuffled cards, hands in seat order. */
  | { readonly kind: 'deal'; readonly hands: readonly (readonly Card[])[] }
  | { readonly kind: 'alone' }
  | { readonly kind: 'call'; readonly suit: CallSuit }
  | { readonly kind: 'knock' }
  | { readonly kind: 'counter-knock' }
  | { readonly kind: 'no-counter-knock' }
  | { readonly kind: 'play'; readonly card: Card };

/** Where a deal stands. */
export type KloepperPhase =
  | 'deal' // chance: shuffle and deal
  | 'declare' // the holder of both black queens: alone or call an ace (R8.2)
  | 'play'
  | 'counter' // the non-queen side is asked, one by one, whether to knock back (R10.3)
  | 'over';

/** What the holder of both black queens announced. */
export type Declaration =
  { readonly seat: Seat; readonly kind: 'alone' } | { readonly seat: Seat; readonly kind: 'call'; readonly suit: CallSuit };

export type { CurrentTrick, TrickRecord } from '../../core/trick.js';

export interface DealSummary extends GenericDealSummary {
  /** The queen side of the deal (ascending seats). */
  readonly queenSide: readonly Seat[];
  /** [queen side, non-queen side], over the tricks played. */
  readonly cardPoints: readonly [number, number];
  readonly declaration: Declaration | null;
  readonly knocker: Seat | null;
  readonly counterKnocker: Seat | null;
}

export interface KloepperState extends DealProgress<DealSummary> {
  readonly opts: KloepperOptions;
  readonly phase: KloepperPhase;
  /** Number of the deal in progress (1-based); 0 before the first deal. */
  readonly dealNo: number;
  readonly dealsDone: number;
  readonly dealer: Seat;
  readonly balances: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** The hands as dealt (what the deal line shows). */
  readonly dealt: readonly (readonly Card[])[];
  readonly declaration: Declaration | null;
  /** The true queen side (ascending); empty while the holder of both queens has not declared. */
  readonly queenSide: readonly Seat[];
  /** The caller called an ace he holds himself (self_call): scored as alone. */
  readonly selfCalled: boolean;
  readonly knocker: Seat | null;
  readonly counterKnocker: Seat | null;
  /** The seats still to be asked whether to knock back, first the one asked now. */
  readonly asked: readonly Seat[];
  /** The seat to play a card (phase play); during the questioning, the knocker. */
  readonly toPlay: Seat;
  /** Card points each seat has won in tricks this deal. */
  readonly won: readonly number[];
}

/** What one seat may see: the shared table view plus Kloepper's own public facts. */
export interface KloepperView extends TableView<DealSummary> {
  readonly game: 'kloepper';
  /** A dealer is known from the start (TableView allows null before the first deal). */
  readonly dealer: Seat;
  readonly options: KloepperOptions;
  readonly phase: KloepperPhase;
  readonly declaration: Declaration | null;
  readonly knocker: Seat | null;
  readonly counterKnocker: Seat | null;
  /** The knock-back question is going round (who is asked is not shown). */
  readonly questioning: boolean;
  /** Card points each seat has won this deal (tricks are public). */
  readonly won: readonly number[];
  /** Same as `sides` (0 = queen side, 1 = non-queen side): the public facts plus the viewer's own hand. */
  readonly sides: readonly (number | null)[];
}

/** Side numbers in `sides`. */
export const QUEEN_SIDE = 0;
export const NON_QUEEN_SIDE = 1;
