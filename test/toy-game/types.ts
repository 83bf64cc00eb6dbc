// Toy Trick's plain data: options, actions, state and the view a seat receives.
import type { Card, Suit } from '../../src/core/cards.js';
import type { DealProgress, DealSummary as GenericDealSummary } from '../../src/contract/view.js';
import type { Seat } from '../../src/core/history-lines.js';
import type { ViewOf } from '../../src/games/rules-shared.js';

export interface ToyTrickOptions {
  readonly players: number;
  readonly deals: number;
  /** The forehand names trumps before the first lead; off: every deal is played without. */
  readonly trump_call: boolean;
}

export type ToyTrickAction =
  /** Chance: the shuffled pack, hands in seat order. */
  | { readonly kind: 'deal'; readonly hands: readonly (readonly Card[])[] }
  /** The forehand's call: a trump suit, or none. */
  | { readonly kind: 'trump'; readonly suit: Suit | null }
  | { readonly kind: 'play'; readonly card: Card };

export type ToyTrickPhase = 'deal' | 'call' | 'play' | 'over';

export type DealSummary = GenericDealSummary;

export interface ToyTrickState extends DealProgress<DealSummary> {
  readonly n: number;
  readonly opts: ToyTrickOptions;
  readonly phase: ToyTrickPhase;
  readonly dealNo: number;
  readonly dealsDone: number;
  readonly dealer: Seat;
  readonly balances: readonly number[];
  readonly hands: readonly (readonly Card[])[];
  /** The trump suit of the deal in progress; null: none (not named yet, or no trumps). */
  readonly trump: Suit | null;
  /** The seat that named trumps this deal, once it has. */
  readonly caller: Seat | null;
  /** The seat to decide; null at chance and once the match is over. */
  readonly toAct: Seat | null;
}

/** What one seat may see: everything but the other hands. */
export interface ToyTrickView extends ViewOf<ToyTrickState, 'caller'> {
  readonly game: 'toytrick';
  readonly dealer: Seat;
  readonly options: ToyTrickOptions;
  readonly phase: ToyTrickPhase;
}
