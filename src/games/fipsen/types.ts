// Fipsen's plain data: bids, contracts, actions, state and the view a seat receives (fipsen.md).
import type { Card, Suit } from '../../core/cards.js';
import type { DealProgress, DealSummary, ShownCards, TableView } from '../../contract/view.js';
import type { Options } from '../../contract/game.js';
import type { Seat } from '../../core/history-lines.js';

export type { CurrentTrick, TrickRecord } from '../../core/trick.js';

/**
 * A bid of any Fipsen auction. `tricks`: Prisdorf (t, Hand, Ruten) and Großenaspe's 1–5 (with
 * Gute); `kieker`: the picture-less hand; `fips`: Großenaspe's all five with the original cards.
 * Ansegger: `tricks` 1–5 with `ruten`. Duttfips: the Dutt game is `tricks` 0 ("most tricks", D-R6),
 * Ruten oewer the same with `ruten`; Fips and Rutenfips are `fips` (`gute` = diamonds).
 */
export type FipsenBid =
  | { readonly kind: 'tricks'; readonly tricks: number; readonly hand: boolean; readonly ruten: boolean; readonly gute: boolean }
  | { readonly kind: 'kieker' }
  | { readonly kind: 'fips'; readonly gute: boolean };

export type FipsenAction =
  /** Chance: the dealer and the cards (`dealer` is drawn for the first deal only). */
  | {
      readonly kind: 'deal';
      readonly dealer: Seat;
      readonly hands: readonly (readonly Card[])[];
      readonly piles: Readonly<Record<string, readonly Card[]>>;
    }
  | { readonly kind: 'bid'; readonly bid: FipsenBid }
  | { readonly kind: 'hold' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'siebener' }
  /** Not announcing a Siebener Fips held from the deal: in no history line (the next call shows it). */
  | { readonly kind: 'no-siebener' }
  | { readonly kind: 'skat' }
  | { readonly kind: 'hand' }
  | { readonly kind: 'discard'; readonly cards: readonly Card[] }
  | { readonly kind: 'trump'; readonly suit: Suit }
  | { readonly kind: 'surrender' }
  | { readonly kind: 'play-on' }
  | { readonly kind: 'kontra' }
  | { readonly kind: 'no-kontra' }
  | { readonly kind: 'rekontra' }
  | { readonly kind: 'no-rekontra' }
  | { readonly kind: 'knock' }
  | { readonly kind: 'no-knock' }
  | { readonly kind: 'stop' }
  /** Prisdorf's "continue" and Großenaspe's "ich spiele durch": play on for all five tricks. */
  | { readonly kind: 'continue' }
  | { readonly kind: 'play'; readonly card: Card }
  /** Thedinghausen (T-R5): the holder of the trump seven takes the turned Ace, or keeps his seven. */
  | { readonly kind: 'swap' }
  /** Thedinghausen: no swap (T-R5). Duttfips: Vorhand keeps his Dutt game (D-R5.1). */
  | { readonly kind: 'keep' }
  /** Duttfips with fips_uses_dutt: the Fips declarer takes the Dutt (recorded as the pick-up), or plays his five. */
  | { readonly kind: 'dutt' }
  | { readonly kind: 'no-dutt' };

export type FipsenPhase =
  | 'deal'
  | 'siebener' // the holder of four sevens and an Ace may announce before the first bid (P-R5)
  | 'auction'
  | 'skat' // Prisdorf: take the Skat or play Hand (P-R11.1)
  | 'kieker' // after the Kieker's pick-up: surrender, play on (or Siebener Fips, P-R12)
  | 'discard'
  | 'trump'
  | 'window' // Kontra / Rekontra (Prisdorf) or knocks (Großenaspe) before the first lead
  | 'play'
  | 'stop' // the declarer has his tricks without losing one: stop or play on
  | 'swap' // Thedinghausen: the holder of the trump seven may take the turned Ace (T-R5)
  | 'dutt' // Duttfips with fips_uses_dutt: the Fips declarer takes the Dutt or plays his five
  | 'over';

/**
 * A decision the whole table hears, in the order made: a bid, a pass, a hold, Skat or Hand, a
 * Kieker's surrender, the trump named, Kontra, a knock, stop or continue. Not the card plays (the
 * tricks show them), the discards (face down) nor the secret turns' answers (Siebener Fips
 * declined, the trump seven kept or swapped), whose seat the table must not learn.
 */
export interface FipsenCall {
  readonly seat: Seat;
  readonly action: FipsenAction;
}

/** The auction in progress; `order` are the bidding seats from Vorhand. */
export interface AuctionState {
  readonly order: readonly Seat[];
  /** Prisdorf: index into `order` of the next opener/challenger. Großenaspe: unused. */
  readonly next: number;
  readonly high: FipsenBid | null;
  /** Who owns `high` (Prisdorf: the survivor; Großenaspe: the highest bidder). */
  readonly holder: Seat | null;
  /** Who named `high` (P-R8 `namer`). */
  readonly namer: Seat | null;
  /** Prisdorf: the challenger in a duel, null while opening. */
  readonly challenger: Seat | null;
  /** Whose call it is. */
  readonly toCall: Seat;
  readonly passed: readonly boolean[];
}

export interface Contract {
  readonly declarer: Seat;
  readonly bid: FipsenBid;
  /** P-R8 self_named: the declarer named the bid himself. */
  readonly selfNamed: boolean;
}

/** The doubling window before the first lead: who is still to be asked, and what was said. */
export interface DoublingWindow {
  readonly asked: readonly Seat[];
  readonly kontra: Seat | null;
  readonly rekontra: boolean;
  readonly knocks: readonly Seat[];
}

/**
 * Thedinghausen's race to ten tricks (T-R3, T-R7 – T-R10), which runs across deals: the game in
 * progress, the tallies as its current deal began, and the session's ledger in cents.
 */
export interface FipsenRace {
  /** The game in progress, from 1. */
  readonly game: number;
  /** Each seat's tally as the current deal began (the deal's own tricks are in `tricksWon`). */
  readonly tally: readonly number[];
  /** Deals settled in the current game: its 80-cent stakes are booked with the first. */
  readonly dealsInGame: number;
  /** Hedewigs won in the session (game prizes and sweeps), cents paid and received. */
  readonly hedewigs: readonly number[];
  readonly paid: readonly number[];
  readonly received: readonly number[];
}

export interface FipsenDealSummary extends DealSummary {
  readonly declarer: Seat | null;
  readonly contract: FipsenBid | null;
  /** The settle line's score-sheet value column (P-R16: V won, −2V lost); 0 when nobody played. */
  readonly value: number;
  /** Why it scored so (DealScore.why), seats as "seat n"; absent where the note says it. */
  readonly why?: string;
}

export interface FipsenState extends DealProgress<FipsenDealSummary> {
  readonly variant: string;
  readonly players: number;
  readonly opts: Options;
  readonly phase: FipsenPhase;
  readonly dealNo: number;
  /** Played deals (thrown-in deals do not count, P-R18). */
  readonly dealsDone: number;
  /** Null before the first deal: the first dealer is drawn at random (P-R3). */
  readonly dealer: Seat | null;
  readonly balances: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** The hands as dealt. */
  readonly dealt: readonly (readonly Card[])[];
  /** The undealt piles, by the names of fipsen.md §8 (Skat first). */
  readonly piles: Readonly<Record<string, readonly Card[]>>;
  /** Seats that received cards, in order from Vorhand (Großenaspe 5p sit_out leaves the dealer out). */
  readonly inDeal: readonly Seat[];
  readonly siebenerSeat: Seat | null;
  readonly auction: AuctionState | null;
  /** The deal's calls so far, in order (public). */
  readonly calls: readonly FipsenCall[];
  readonly contract: Contract | null;
  /** The declarer plays Hand (chosen or required). */
  readonly handGame: boolean;
  readonly trump: Suit | null;
  /** Cards the declarer must lay away now, and those laid away this deal. */
  readonly discardCount: number;
  readonly discarded: readonly Card[];
  readonly window: DoublingWindow | null;
  /** The declarer chose to play on for all five tricks (P-R15 continue, G-R11 durch). */
  readonly continued: boolean;
  readonly toPlay: Seat;
  /** Thedinghausen: who holds the trump seven under a turned Ace and is asked to swap (T-R5). */
  readonly swapSeat?: Seat | null;
  /** Thedinghausen: he took the Ace; the seven of trumps lies face up in its place. */
  readonly swapped?: boolean;
  /** Thedinghausen: the race to ten tricks; absent in the other variants. */
  readonly race?: FipsenRace;
}

/** Thedinghausen's race as a seat sees it: all public. `tally` counts the current deal's tricks. */
export interface FipsenRaceView extends FipsenRace {
  /** Games in the session (option `games`). */
  readonly games: number;
}

/** What one seat may see. */
export interface FipsenView extends TableView<FipsenDealSummary> {
  readonly game: 'fipsen';
  readonly variant: string;
  readonly options: Options;
  readonly phase: FipsenPhase;
  readonly auction: AuctionState | null;
  /** Every seat's calls this deal, in order, as the table heard them (FipsenCall). */
  readonly calls: readonly FipsenCall[];
  readonly contract: Contract | null;
  readonly handGame: boolean;
  readonly continued: boolean;
  readonly window: DoublingWindow | null;
  /** Seats that received cards this deal. */
  readonly inDeal: readonly Seat[];
  /** Sizes of the undealt piles (their cards are face down). */
  readonly pileSizes: Readonly<Record<string, number>>;
  /** Cards laid away by the viewer this deal (the declarer knows his own discards). */
  readonly discarded: readonly Card[];
  /** Hands of other seats this viewer may see: a Prisdorf Kieker's five, for the opponent on his left only. */
  readonly shown: readonly ShownCards[];
  /**
   * Thedinghausen: the turned trump card as dealt. With `turnupTaken` the seven's holder took it
   * (an Ace) and the seven of trumps lies face up instead (T-R5).
   */
  readonly turnup?: Card | null;
  readonly turnupTaken?: boolean;
  /** Thedinghausen: game number, live tallies, Hedewigs and cents. */
  readonly race?: FipsenRaceView;
}
