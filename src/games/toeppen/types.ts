// Tøppen's plain data: options, actions, state and the view a seat receives.
import type { Card } from '../../core/cards.js';
import type { DealProgress, DealSummary as GenericDealSummary } from '../../contract/view.js';
import type { Seat } from '../../core/history-lines.js';
import type { ViewOf } from '../rules-shared.js';

/** The drittsekk option: 8 or 4 undealt cards, or "auto" (8 up to six players, 4 from seven). */
export type DrittsekkOption = 8 | 4 | 'auto';

export type FineLabel = 'pencil' | 'finger' | 'units';

export interface ToeppenOptions {
  readonly players: number;
  readonly drittsekk: DrittsekkOption;
  readonly deals: number;
  readonly fine_label: FineLabel;
  readonly show_pints: boolean;
}

/** The call words of toeppen.md §8: fold/stay ab initio, knock, fold/pah in answer to a knock. */
export type ToeppenCallWord = 'fold' | 'stay' | 'knock' | 'pah';

export type ToeppenAction =
  /** Chance: who deals first (start of the match). */
  | { readonly kind: 'first-dealer'; readonly seat: Seat }
  /** Chance: the shuffled cards, hands in seat order and the drittsekk top first. */
  | { readonly kind: 'deal'; readonly hands: readonly (readonly Card[])[]; readonly drittsekk: readonly Card[] }
  | { readonly kind: 'call'; readonly call: ToeppenCallWord }
  | { readonly kind: 'play'; readonly card: Card };

export type ToeppenPhase =
  | 'first-dealer' // chance
  | 'deal' // chance: shuffle and deal
  | 'fold-start' // R7: fold or stay, from the dealer's left
  | 'play' // R9: an active player knocks (once) and/or plays a card
  | 'answer' // R10.2: the other active players answer a knock
  | 'over';

/** A public decision of the deal in progress, in order: what the table saw. */
export type PublicEvent = { readonly seat: Seat; readonly call: ToeppenCallWord } | { readonly seat: Seat; readonly card: Card };

export type { CurrentTrick, TrickRecord } from '../../core/trick.js';

/** How a Tøppen deal ended, for the scoresheet. */
export interface DealSummary extends GenericDealSummary {
  /** The seat that won the deal (and deals next). */
  readonly winner: Seat;
  /** The final fine counter F of the deal. */
  readonly fine: number;
}

export interface ToeppenState extends DealProgress<DealSummary> {
  readonly n: number;
  readonly opts: ToeppenOptions;
  /** The drittsekk size D in force (the option resolved for n). */
  readonly drittsekkSize: number;
  readonly phase: ToeppenPhase;
  /** Number of the deal in progress (1-based), 0 before the first. */
  readonly dealNo: number;
  readonly dealsDone: number;
  readonly dealer: Seat;
  /** Cumulative fine units per seat (fewer is better). */
  readonly balances: readonly number[];
  readonly balancesAtDealStart: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** The undealt cards, never used or shown during the deal (R5). */
  readonly drittsekk: readonly Card[];
  /** Folded in this deal (R7, R10.2). */
  readonly out: readonly boolean[];
  /** R6: the current fine F. */
  readonly fine: number;
  /** R6: each seat's personal multiplier M[p]. */
  readonly multipliers: readonly number[];
  readonly lastKnocker: Seat | null;
  /** The knock being answered (phase 'answer'), or the seat that knocked at its current turn. */
  readonly knocker: Seat | null;
  /** Phase 'play': the seat to play has knocked at this turn (it must now play a card, R9). */
  readonly knocked: boolean;
  /** Seats to decide, in order; the first decides now. */
  readonly pending: readonly Seat[];
  /** Public decisions of this deal, in order (sampler and bots read them). */
  readonly events: readonly PublicEvent[];
}

/**
 * What one seat may see: the table view plus Tøppen's fine state, which is public at a pub table
 * (everybody hears every knock). No other seat's hand, nothing of the drittsekk but its size.
 */
export interface ToeppenView extends ViewOf<
  ToeppenState,
  'drittsekkSize' | 'fine' | 'multipliers' | 'lastKnocker' | 'knocker' | 'knocked' | 'balancesAtDealStart' | 'events'
> {
  readonly game: 'toeppen';
  /** A dealer is known from the start (TableView allows null before the first deal). */
  readonly dealer: Seat;
  readonly options: ToeppenOptions;
  readonly phase: ToeppenPhase;
  /** Folded in this deal (TableView's `out` is optional: here it is always there). */
  readonly out: readonly boolean[];
  /** What each active seat would be fined now, F·M[p]; what a folded seat was fined when it folded. */
  readonly potentialFines: readonly number[];
}
