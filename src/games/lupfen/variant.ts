// What a Lupfen variant supplies (lupfen.md §3a classic, §3b vorarlberg): a module implementing
// LupfenVariant, as chessops' variant classes do. The shared deal flow (rules.ts), the fast path,
// the codec and the bots call through it and never ask which variant they are in; variants.ts
// picks the module once from the state's `variant`.
//
// The deal flow is mutually recursive (a settle starts the next deal, whose steps may settle
// again), so a variant's steps do not import rules.ts: the shared steps they continue with come
// in as a DealFlow, and this file holds types only.
import type { EndReason, GameLine, Seat } from '../../core/history-lines.js';
import type { Variant } from '../../contract/game.js';
import type { ActionWords } from '../action-words.js';
import type { Draft } from './draft.js';
import type {
  DealKind,
  LupfenAction,
  LupfenCallWord,
  LupfenOptions,
  LupfenPhase,
  LupfenState,
  LupfenVariantId,
  LupfenView,
} from './types.js';

/** How a deal ends: by its tricks, nobody opposing the lifter, nobody lifting, or a Scrap. */
export type SettleMode = 'tricks' | 'unopposed' | 'thrown-in' | 'scrap';

/** The shared steps of the deal a variant's own steps continue with. */
export interface DealFlow {
  /** Pays out the deal, then starts the next one (whose steps may settle again) or ends the match. */
  settle(s: Draft, mode: SettleMode, log?: GameLine[]): void;
  /** Turns the top stock card: the trump. */
  turnTrump(s: Draft, log?: GameLine[]): void;
  /** Before the first lead: Three Unders, then the variant's `beforeLead`, then the lead. */
  specialHands(s: Draft, log?: GameLine[]): void;
  startPlay(s: Draft): void;
}

/** A call as the rules receive it. */
export type CallAction = { readonly call: LupfenCallWord; readonly amount?: number; readonly blind?: boolean };

/** A variant's answer to a call in one of its phases. */
export type CallStep = (s: Draft, seat: Seat, a: CallAction, flow: DealFlow, log?: GameLine[]) => void;

export interface LupfenVariant extends Variant {
  readonly id: LupfenVariantId;

  // The deal, in the order it happens.
  /** The kind of a deal that starts with `pot` in the pot (the first deal starts with 0). */
  dealKind(pot: number): DealKind;
  /** The dealer's fee before every deal (0: none). Antes are paid in every deal but a Lupfen round. */
  dealerStake(opts: LupfenOptions): number;
  /** After the dealer's fee: the dealer may shove the deal on (sets the phase). */
  afterStake?(s: Draft): void;
  /** The cards are dealt in `order` (from the dealer's left): ask the first call, or play a force round. */
  dealt(s: Draft, order: readonly Seat[], flow: DealFlow, log?: GameLine[]): void;
  /** A seat looks at its cards (blind_lupf); absent where cards are never dealt face down. */
  look?(s: Draft, seat: Seat, log?: GameLine[]): void;
  /** The legal answers to "lift?" (classic) or "lupf or pass" (vorarlberg). */
  liftActions(s: LupfenState, seat: Seat): LupfenAction[];
  /** The legal answers when asked to join the lifter. */
  joinActions(s: LupfenState, seat: Seat): LupfenAction[];
  /** The variant's own call steps by phase; `join` is shared (joinCost, joined). */
  readonly calls: Partial<Readonly<Record<LupfenPhase, CallStep>>>;
  /** What joining costs (classic: the price; vorarlberg: nothing). */
  joinCost(s: LupfenState): number;
  /** Everybody has answered and somebody opposes the lifter: what comes before the play. */
  joined(s: Draft, flow: DealFlow, log?: GameLine[]): void;
  /** After Three Unders were looked for: a call before the lead (Scrap), true when one is asked. */
  beforeLead?(s: Draft, order: readonly Seat[]): boolean;
  /** Who leads the first trick. */
  leader(s: LupfenState): Seat;
  /** Must a player who cannot follow suit trump? */
  readonly mustTrump: boolean;
  /** The turn goes clockwise (R1: classic turns counter-clockwise, vorarlberg clockwise). */
  readonly clockwise: boolean;
  /** A seat that passed is out of the deal (vorarlberg), not merely one that said no (classic). */
  readonly passIsOut: boolean;

  // Settlement (rules.ts and the fast path share these).
  /** The chips the thirds leave over go to the lifter (else they stay in the pot). */
  readonly remainderToLifter: boolean;
  /** What a playing seat that took no trick pays, with `pot` in the pot before the payout. */
  fine(s: LupfenState, pot: number): number;
  /** Once `target` deals are done: the match ends now (why), or null to play on. */
  endAfterTarget(pot: number, dealsDone: number, target: number): EndReason | null;
  /** The settle line's notes in the variant's words. */
  readonly notes: {
    /** Nobody lifted. */
    readonly thrownIn: string;
    /** "seat 2 lifted unopposed …": the verb phrase. */
    readonly unopposed: string;
    /** The head of a trick payout's note, before the tricks per seat. */
    tricks(s: LupfenState, pot: number, share: number, remainder: number): string;
  };
  /** What a player reads that differs between the variants. */
  readonly words: LupfenWords;
}

/** What a call's words depend on besides the variant. */
export interface CallContext {
  readonly blind?: boolean | undefined;
  /** The price named (a price call). */
  readonly amount?: number | undefined;
  /** The price a player who plays pays now (classic). */
  readonly price?: number | undefined;
}

/** The words of one deck that the rules text uses, all from deck-style.ts (the table's words). */
export interface DeckWords {
  /** The deck paragraph: suits and ranks. */
  readonly cards: string;
  readonly unters: string;
  readonly anOber: string;
  readonly aHeart: string;
  readonly aces: string;
}

/** A question the table asks, with its one-line hint. */
export interface Question {
  readonly question: string;
  readonly hint?: string | undefined;
}

/**
 * A variant's own words (lupfen.md §7 glossary): action-words.ts, rules-text.ts and the table read them and
 * never ask which variant they are in.
 */
export interface LupfenWords {
  /** The table's title. */
  readonly title: string;
  /** The calls whose words differ; the others are the same in both (action-words.ts). */
  readonly calls: Readonly<Record<'lift' | 'pass' | 'join' | 'drop', (c: CallContext) => ActionWords>>;
  /** The rules text, in the words of a deck. */
  rules(w: DeckWords): string;
  /** The role word beside the lifter's name. */
  readonly lifter: string;
  /** The status word of a seat that joined the lifter in a deal of `kind`. */
  joinedStatus(kind: DealKind): string;
  /** The status word of a seat that would not join. */
  readonly outStatus: string;
  /** The phase line's words for the lift and the join. */
  readonly phases: { readonly lift: string; readonly join: string };
  readonly liftQuestion: Question;
  /** `trump`: " · trump Hearts" once turned, else empty. */
  joinQuestion(view: LupfenView, trump: string): Question;
  /** The `?` note on hints: what a seat still pays in, and the calls that cost nothing. */
  readonly hints: { readonly paidIn: string; readonly free: string };
  /** The deal summary's legend; `penalised`: some seat paid a no-trick penalty. */
  summaryLegend(penalised: boolean, opts: LupfenOptions): string;
  /** The centre's line under the pot. */
  centreLine(view: LupfenView): string;
}
