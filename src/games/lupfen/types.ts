// Lupfen's plain data: options, actions, state and the view a seat receives.
import type { Card } from '../../core/cards.js';
import type { DeckStyle } from '../../core/deck-style.js';
import type { DealProgress, DealSummary as GenericDealSummary } from '../../contract/view.js';
import type { Seat } from '../../core/history-lines.js';
import type { ViewOf } from '../rules-shared.js';

/** The variants' ids (variants.ts holds their modules). */
export type LupfenVariantId = 'classic' | 'vorarlberg';

export interface LupfenOptions {
  readonly players: number;
  readonly ante: number;
  readonly deals: number;
  readonly deck_style: DeckStyle;
  // classic
  readonly min_price: number;
  readonly max_price: number;
  readonly no_trick_penalty: 'none' | 'price' | 'pot';
  // vorarlberg
  readonly dealer_stake: number;
  readonly shoving: boolean;
  readonly compulsory_hearts: boolean;
  readonly compulsory_lupf: boolean;
  readonly blind_lupf: boolean;
  readonly pass_before_lupf_final: boolean;
  readonly staender: boolean;
}

/** The call words of lupfen.md §8. `lift` is classic "yes" and vorarlberg "lupf". */
export type LupfenCallWord = 'shove' | 'deal' | 'lift' | 'pass' | 'price' | 'join' | 'drop' | 'exchange' | 'keep' | 'scrap';

export type LupfenAction =
  /** Chance: who deals first (start of the match). */
  | { readonly kind: 'first-dealer'; readonly seat: Seat }
  /** Chance: the shuffled cards, hands in seat order and the stock top first. */
  | { readonly kind: 'deal'; readonly hands: readonly (readonly Card[])[]; readonly stock: readonly Card[] }
  /** blind_lupf: the seat looks at its cards before deciding pass or lupf (not recorded). */
  | { readonly kind: 'look' }
  | { readonly kind: 'call'; readonly call: LupfenCallWord; readonly amount?: number; readonly blind?: boolean }
  | { readonly kind: 'play'; readonly card: Card };

/** Where a deal stands. */
export type LupfenPhase =
  | 'first-dealer' // chance
  | 'shove' // vorarlberg + shoving: dealer pays the fee, then shoves or deals
  | 'deal' // chance: shuffle and deal
  | 'lift' // classic "Lift?" / vorarlberg pass or lupf
  | 'price' // classic: the lifter names the price
  | 'join' // classic play/drop, vorarlberg mit/pass
  | 'exchange' // classic: two Unders and an Over may be exchanged
  | 'scrap' // vorarlberg: Unter, Unter, Ober may scrap
  | 'play'
  | 'over';

/** A seat's part in the current deal. */
export type SeatStatus =
  | 'waiting' // not asked yet
  | 'declined' // classic: said no to "Lift?" (still asked to play or drop)
  | 'passed' // vorarlberg: passed before the lupf (out, unless brought back)
  | 'in' // active: lifter or joined, or everybody in a force
  | 'out'; // dropped after the lift

/** Force (compulsory) or Lupfen round in vorarlberg; classic deals are all 'classic'. */
export type DealKind = 'classic' | 'force' | 'lupfen';

export type { CurrentTrick, TrickRecord } from '../../core/trick.js';

/** Something the rules made public during the deal. */
export type PublicReveal =
  | { readonly what: 'trump'; readonly card: Card }
  | { readonly what: 'three-unders'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly what: 'exchange'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly what: 'scrap'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly what: 'staender'; readonly seat: Seat };

/** A public decision of the current deal, for logs and for bots' inference. */
export interface PublicCall {
  readonly seat: Seat;
  readonly call: LupfenCallWord;
  readonly amount?: number;
  readonly blind?: boolean;
}

/** Lupfen always has a pot. */
export interface DealSummary extends GenericDealSummary {
  /** The pot after the deal. */
  readonly pot: number;
  /**
   * Per seat, what the settle paid out, and what it took as penalties. With them the summary says
   * what each player paid in during the deal: won − penalty − delta.
   */
  readonly won: readonly number[];
  readonly penalty: readonly number[];
}

export interface LupfenState extends DealProgress<DealSummary> {
  readonly variant: LupfenVariantId;
  readonly n: number;
  readonly opts: LupfenOptions;
  readonly phase: LupfenPhase;
  /** Number of the deal in progress (1-based), 0 before the first. */
  readonly dealNo: number;
  /** Deals completed (settled), thrown-in and scrapped ones included. */
  readonly dealsDone: number;
  readonly dealer: Seat;
  readonly kind: DealKind;
  /** This deal is the re-deal of a scrapped one (same dealer, same kind, no ante/fee). */
  readonly redeal: boolean;
  readonly pot: number;
  readonly balances: readonly number[];
  readonly potAtDealStart: number;
  readonly balancesAtDealStart: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** Stock, top first. The trump card, once turned, stays as stock[0]. */
  readonly stock: readonly Card[];
  readonly trumpCard: Card | null;
  readonly status: readonly SeatStatus[];
  readonly lifter: Seat | null;
  readonly price: number;
  readonly blindLift: boolean;
  /** blind_lupf: whether each seat has looked at its cards this deal. */
  readonly looked: readonly boolean[];
  /** Seats still to be asked in this phase, in order; the first decides now. */
  readonly pending: readonly Seat[];
  /** shoving: seats that already shoved in this deal. */
  readonly shoved: readonly boolean[];
  readonly exchanges: number;
  readonly exchanged: readonly boolean[];
  /** Cards laid aside by an exchange (face down, but shown first: public). */
  readonly setAside: readonly (readonly Card[])[];
  readonly reveals: readonly PublicReveal[];
  readonly calls: readonly PublicCall[];
  /**
   * What each seat got back of the pot when the match ended (R15 / R14), null before: the last
   * totals of the scoresheet are before it, the standings after it.
   */
  readonly potBack: readonly number[] | null;
}

/**
 * What one seat may see: the shared table view plus Lupfen's own fields. No other seat's hand, no
 * stock order, no hidden set-aside cards.
 */
export interface LupfenView extends ViewOf<
  LupfenState,
  | 'variant'
  | 'kind'
  | 'trumpCard'
  | 'pot'
  | 'potAtDealStart'
  | 'balancesAtDealStart'
  | 'redeal'
  | 'status'
  | 'lifter'
  | 'price'
  | 'blindLift'
  | 'reveals'
  | 'calls'
> {
  readonly game: 'lupfen';
  /** A dealer is known from the start (TableView allows null before the first deal). */
  readonly dealer: Seat;
  readonly options: LupfenOptions;
  readonly phase: LupfenPhase;
  readonly stockSize: number;
  /** Cards this seat itself received from the stock by exchange (it knows them). */
  readonly exchangeGot: readonly Card[] | null;
  /** LupfenState.potBack, once the match has ended with chips in the pot. */
  readonly potBack?: readonly number[];
}
