// The two Fipsen auctions as small state machines over AuctionState: Prisdorf's Skat-style
// auction with holding (P-R8) and Großenaspe's strictly-higher circuits (G-R6, also Ansegger).
// What a bid is worth and who may bid what comes from the variant (`bids`, `mayHold`).
import type { Seat } from '../../core/history-lines.js';
import type { AuctionState, FipsenAction, FipsenBid } from './types.js';

/** The auction's verdict once nobody is left to call. */
export type AuctionResult =
  { readonly kind: 'all-pass' } | { readonly kind: 'won'; readonly declarer: Seat; readonly bid: FipsenBid; readonly selfNamed: boolean };

export interface AuctionRules {
  start(order: readonly Seat[], players: number): AuctionState;
  /**
   * The calls open to the seat to call: `bids(high)` are the bids it may name above `high` (from the
   * minimum when null); `mayHold` says whether it may hold `high` (Kieker eligibility).
   */
  legal(a: AuctionState, bids: (high: FipsenBid | null) => FipsenBid[], mayHold: (bid: FipsenBid) => boolean): FipsenAction[];
  step(a: AuctionState, action: FipsenAction): AuctionState;
  /** Null while the auction goes on. */
  result(a: AuctionState): AuctionResult | null;
}

const PASS: FipsenAction = Object.freeze({ kind: 'pass' });
const HOLD: FipsenAction = Object.freeze({ kind: 'hold' });
const bidAction = (bid: FipsenBid): FipsenAction => ({ kind: 'bid', bid });

/** Sentinel seat: nobody is left to call. */
const DONE = -1;

function base(order: readonly Seat[], players: number): AuctionState {
  return {
    order: order.slice(),
    next: 1,
    high: null,
    holder: null,
    namer: null,
    challenger: null,
    toCall: order[0]!,
    passed: new Array<boolean>(players).fill(false),
  };
}

/** P-R8: the first bidder survives; each later seat in turn challenges the survivor. */
export const holdingAuction: AuctionRules = {
  start: base,
  legal(a, bids, mayHold) {
    if (a.toCall === DONE) return [];
    const out = bids(a.high).map(bidAction);
    if (a.high !== null && a.toCall === a.holder && mayHold(a.high)) out.unshift(HOLD);
    out.push(PASS);
    return out;
  },
  step(a, action) {
    const nextChallenger = (s: AuctionState): AuctionState =>
      s.next < s.order.length
        ? { ...s, challenger: s.order[s.next]!, toCall: s.order[s.next]!, next: s.next + 1 }
        : { ...s, challenger: null, toCall: DONE };
    const seat = a.toCall;
    if (a.high === null) {
      // Opening: a pass here is final.
      if (action.kind === 'bid') return nextChallenger({ ...a, high: action.bid, holder: seat, namer: seat });
      const passed = a.passed.slice();
      passed[seat] = true;
      return a.next < a.order.length ? { ...a, passed, toCall: a.order[a.next]!, next: a.next + 1 } : { ...a, passed, toCall: DONE };
    }
    if (seat === a.challenger) {
      if (action.kind === 'bid') return { ...a, high: action.bid, namer: seat, toCall: a.holder! };
      const passed = a.passed.slice();
      passed[seat] = true;
      return nextChallenger({ ...a, passed });
    }
    // The holder answers the challenger's bid.
    if (action.kind === 'hold') return { ...a, toCall: a.challenger! };
    if (action.kind === 'bid') return { ...a, high: action.bid, namer: seat, toCall: a.challenger! };
    const passed = a.passed.slice();
    passed[seat] = true;
    return nextChallenger({ ...a, passed, holder: a.challenger });
  },
  result(a) {
    if (a.toCall !== DONE) return null;
    if (a.high === null || a.holder === null) return { kind: 'all-pass' };
    return { kind: 'won', declarer: a.holder, bid: a.high, selfNamed: a.namer === a.holder };
  },
};

/**
 * G-R6: from Vorhand, round and round, each seat that has not passed bids strictly higher or
 * passes for good, until only the highest bidder is left. Nobody is asked to overcall himself.
 */
export const circuitAuction: AuctionRules = {
  start: base,
  legal(a, bids) {
    if (a.toCall === DONE) return [];
    return [...bids(a.high).map(bidAction), PASS];
  },
  step(a, action) {
    const seat = a.toCall;
    let s: AuctionState = a;
    if (action.kind === 'bid') s = { ...s, high: action.bid, holder: seat, namer: seat };
    else {
      const passed = s.passed.slice();
      passed[seat] = true;
      s = { ...s, passed };
    }
    const waiting = s.order.filter((x) => !s.passed[x] && x !== s.holder);
    if (waiting.length === 0) return { ...s, toCall: DONE };
    const i = s.order.indexOf(seat);
    for (let k = 1; k <= s.order.length; k++) {
      const x = s.order[(i + k) % s.order.length]!;
      if (!s.passed[x] && x !== s.holder) return { ...s, toCall: x };
    }
    return { ...s, toCall: DONE };
  },
  result(a) {
    if (a.toCall !== DONE) return null;
    if (a.high === null || a.holder === null) return { kind: 'all-pass' };
    return { kind: 'won', declarer: a.holder, bid: a.high, selfNamed: true };
  },
};
