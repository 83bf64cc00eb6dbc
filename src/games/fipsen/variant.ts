// What a local Fipsen game supplies to the shared flow (rules.ts): its pack, deal, auction, what
// a won bid obliges, when the play ends and how it is scored. The flow never asks which variant
// it runs; it asks the variant.
import type { Card, Suit } from '../../core/cards.js';
import type { Options, Result, Seat, VariantInfo } from '../game.js';
import type { AuctionRules } from './auction.js';
import type { FipsenBid, FipsenState } from './types.js';

/** What the play of a deal has come to after a trick (P-R15, G-R11). */
export type AfterTrick = 'on' | 'ask' | 'won' | 'lost';

/** A deal's score: each seat's change, the score-sheet value and the settle note. */
export interface DealScore {
  readonly delta: number[];
  readonly value: number;
  readonly note: string;
  /**
   * Why the deal scored what it did, for the table's summary and log ("seat 1 played 3 Ruten with
   * the Skat, …: made, 3 × 2 (Ruten) = +6"); seats as "seat n". Absent: the note says it.
   */
  readonly why?: string;
}

export interface FipsenVariant {
  readonly info: VariantInfo;
  /** Options as `resolveOptions` gives them: defaults for this table, raw texts checked. */
  resolveOptions(players: number, raw: Readonly<Record<string, string>>): Result<Options>;
  pack(players: number): readonly Card[];
  /** Name of the pile beside the Skat (§8: `rest` or `stock`). */
  readonly restPile: string;
  /** Seats that receive cards, from Vorhand. */
  inDeal(dealer: Seat, players: number, opts: Options): Seat[];
  readonly auction: AuctionRules;
  /** Bids `seat` may name above `high` (from the lowest when null), low to high. */
  bids(s: FipsenState, seat: Seat, high: FipsenBid | null): FipsenBid[];
  /** Whether `seat` may hold `bid` (P-R8: a Kieker only with Kieker eligibility). */
  mayHold(s: FipsenState, seat: Seat, bid: FipsenBid): boolean;
  /** The `bid` call's own fields (§8) and back. */
  encodeBid(bid: FipsenBid): Record<string, unknown>;
  decodeBid(fields: Readonly<Record<string, unknown>>): Result<FipsenBid>;
  /** `players`: where the words differ by table size (Großenaspe's 3-player Gute are "Ruten"). */
  describeBid(bid: FipsenBid, players?: number): string;
  /** Siebener Fips is part of the game (P-R5, P-R17). */
  readonly siebener: boolean;
  /** A number contract asks "Skat or Hand" (Prisdorf) instead of always taking the Skat (Großenaspe). */
  readonly skatOrHand: boolean;
  /** The declarer must play Hand (P-R10, P-R11.4): the Skat stays untouched. */
  handRequired(s: FipsenState): boolean;
  /** The Kieker lays his original five cards away when he picks up (3-player Prisdorf, Großenaspe). */
  kiekerGivesOriginal(players: number): boolean;
  /** Who sees the Kieker's original hand at the table (P-R7: the opponent on his left). */
  kiekerAudience(s: FipsenState): readonly Seat[];
  /** The suits the declarer may name now. */
  trumps(s: FipsenState): Suit[];
  /** The doubling asked before the first lead under these options. */
  windowKind(opts: Options): 'kontra' | 'knock' | null;
  /** The call word of playing on (§8: `continue` or `durch`). */
  readonly continueWord: 'continue' | 'durch';
  afterTrick(s: FipsenState): AfterTrick;
  score(s: FipsenState, outcome: 'won' | 'lost' | 'surrender'): DealScore;
}

/** Declarer's tricks won and lost so far. */
export function trickCounts(s: FipsenState): { won: number; lost: number } {
  const d = s.contract!.declarer;
  let won = 0;
  for (const t of s.tricks) if (t.winner === d) won++;
  return { won, lost: s.tricks.length - won };
}
