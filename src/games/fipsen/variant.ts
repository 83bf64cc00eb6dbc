// What a local Fipsen game supplies to the shared flow (rules.ts): its pack, deal, auction, what
// a won bid obliges, when the play ends and how it is scored. The flow never asks which variant
// it runs; it asks the variant.
import type { Card, Suit } from '../../core/cards.js';
import type { EndReason, Seat } from '../../core/history-lines.js';
import type { Counter } from '../../contract/view.js';
import type { Options, Result, VariantInfo } from '../../contract/game.js';
import type { AuctionRules } from './auction.js';
import type { MiddlePile } from './pack.js';
import type { FipsenBid, FipsenRace, FipsenState } from './types.js';

/** What the play of a deal has come to after a trick (P-R15, G-R11). */
export type AfterTrick = 'on' | 'ask' | 'won' | 'lost';

/** A deal's score: each seat's change, the score-sheet value and the settle note. */
export interface DealScore {
  readonly delta: number[];
  readonly value: number;
  readonly note: string;
  /** The settle line's own fields, before `note` (Thedinghausen: `tally`, `hedewigs`). */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Per-seat counts of the deal for its summary (Thedinghausen: tallies and Hedewigs). */
  readonly counters?: readonly Counter[];
  /** Thedinghausen: the race after this deal (a new game's when this deal won one). */
  readonly race?: FipsenRace;
  /** The match ends with this deal for this reason (Thedinghausen's last game won: `target`). */
  readonly end?: EndReason;
  /**
   * Why the deal scored what it did, for the table's summary and log ("seat 1 played 3 Ruten with
   * the Skat, …: made, 3 × 2 (Ruten) = +6"); seats as "seat n". Absent: the note says it.
   */
  readonly why?: string;
}

/** How a deal without an auction opens (Thedinghausen): the turned trump card and who may swap. */
export interface DealOpening {
  readonly card: Card;
  readonly trump: Suit;
  readonly swapSeat: Seat | null;
}

/** What the declarer does with the undealt cards once the auction is won (not a Kieker). */
export type PickUp = { readonly pile: string; readonly discard: number } | 'ask' | null;

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

  // Optional members: absent, the flow does what Prisdorf and Großenaspe need.

  /** A Kieker's surrender gives each opponent 5 (G-R12) instead of costing the declarer 5 (P-R16). */
  readonly surrenderPaysOpponents?: boolean;

  /** The pile dealt between the 3 and the 2 cards (default: the Skat, 2 cards; null: none). */
  readonly middlePile?: MiddlePile | null;
  /** The `from` of a discard line (default `skat`; Duttfips: `dutt`). */
  readonly discardFrom?: string;
  /**
   * After the auction (not a Kieker, not Prisdorf's Skat-or-Hand): the pile the declarer takes and
   * how many cards he lays away, null to name trump at once, 'ask' to let him choose (Duttfips
   * fips_uses_dutt). Default: a Fips takes nothing, anything else the Skat and lays 2 away.
   */
  pickUp?(s: FipsenState): PickUp;
  /** A deal without an auction (Thedinghausen): the turned card fixes trump. Absent: the auction. */
  openDeal?(s: FipsenState): DealOpening;
  /** The race that runs across deals (Thedinghausen), as a match begins. */
  startRace?(players: number): FipsenRace;
  /** The match's ranking at its end (Thedinghausen T-R10: cents, then Hedewigs). Default: balances. */
  winners?(s: FipsenState): Seat[];
  /** Players quit: what the rules give back first (Thedinghausen: an unfinished game's stakes). */
  onQuit?(s: FipsenState): { readonly balances: readonly number[]; readonly race?: FipsenRace };
  /**
   * Every seat's value of a position for the search (SearchHooks.positionValue), higher is better:
   * Thedinghausen values the tallies of the game in progress (expected cents of its prize), which
   * its balances do not show until the game ends. Absent: the balances.
   */
  positionValue?(s: FipsenState): number[];
}

/** Declarer's tricks won and lost so far. */
export function trickCounts(s: FipsenState): { won: number; lost: number } {
  const d = s.contract!.declarer;
  let won = 0;
  for (const t of s.tricks) if (t.winner === d) won++;
  return { won, lost: s.tricks.length - won };
}
