// The hand-tuned reference loop for `npm run bench`: random whole Kloepper deals (the declaration,
// the knock and the knock-back answers included) and their score, written for speed alone: cards
// as small integers, hands as bit masks, the rules written out, no interface, no objects per move.
// It is the yardstick for the fast path (src/games/kloepper/solver-position.ts); both run the same deals with
// the same random choices, so their checksums must agree.
import { kloepperCardIndex } from '../src/games/kloepper/solver-position.js';
import type { KloepperState } from '../src/games/kloepper/index.js';
import { KLOEPPER_PACK, KLOEPPER_TRICK_RULES, cardPoints, isTrump } from '../src/games/kloepper/rules.js';
import { XorShift } from './xorshift.js';

/** One deal just dealt, as plain numbers. */
export interface KloepperRefDeal {
  /** Cards in hand order, 6 a seat (bit numbers as in solver-position.ts). */
  readonly hands: Int8Array;
  readonly leader: number;
  readonly balances: Float64Array;
  readonly selfCall: boolean;
  readonly needsSuit: boolean;
  readonly knocking: boolean;
}

export function toKloepperRefDeal(s: KloepperState): KloepperRefDeal {
  if ((s.phase !== 'play' && s.phase !== 'declare') || s.tricks.length > 0 || s.trick !== null || s.knocker !== null)
    throw new Error('reference: a deal just dealt');
  const hands = new Int8Array(24);
  s.hands.forEach((h, x) => h.forEach((card, i) => (hands[x * 6 + i] = kloepperCardIndex(card))));
  return {
    hands,
    leader: s.toPlay,
    balances: Float64Array.from(s.balances),
    selfCall: s.opts.self_call,
    needsSuit: s.opts.call_needs_suit,
    knocking: s.opts.knocking,
  };
}

const FOLLOW = new Int8Array(24);
const STRENGTH = new Int8Array(24);
const POINTS = new Int8Array(24);
const FOLLOW_MASK = new Int32Array(5);
for (const card of KLOEPPER_PACK) {
  const c = kloepperCardIndex(card);
  FOLLOW[c] = isTrump(card) ? 4 : (c / 6) | 0;
  STRENGTH[c] = KLOEPPER_TRICK_RULES.strength(card);
  POINTS[c] = cardPoints(card);
  FOLLOW_MASK[FOLLOW[c]!]! |= 1 << c;
}
const QC = kloepperCardIndex('QC');
const QS = kloepperCardIndex('QS');
const ACES = [kloepperCardIndex('AC'), kloepperCardIndex('AS'), kloepperCardIndex('AH')];

const hands = new Int32Array(4);
const opts = new Int32Array(8);
const trick = new Int8Array(4);

function holder(card: number): number {
  for (let x = 0; x < 4; x++) if ((hands[x]! >>> card) & 1) return x;
  return -1;
}

/** Plays `count` deals (cycling through `deals`), each decision a uniform choice; returns the checksum of the balances. */
export function kloepperReferenceLoop(deals: readonly KloepperRefDeal[], count: number, rng: XorShift): number {
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const deal = deals[d % deals.length]!;
    const order = deal.hands;
    for (let x = 0; x < 4; x++) {
      let m = 0;
      for (let i = 0; i < 6; i++) m |= 1 << order[x * 6 + i]!;
      hands[x] = m;
    }
    let queens = 0;
    const qc = holder(QC);
    const qs = holder(QS);
    if (qc === qs) {
      const hand = hands[qc]!;
      let k = 0;
      opts[k++] = -1;
      for (let i = 0; i < 3; i++) {
        if ((hand >>> ACES[i]!) & 1 && !deal.selfCall) continue;
        if (deal.needsSuit && (hand & FOLLOW_MASK[i]!) === 0) continue;
        opts[k++] = i;
      }
      const call = opts[rng.int(k)]!;
      queens = (1 << qc) | (call < 0 ? 0 : 1 << holder(ACES[call]!));
    } else queens = (1 << qc) | (1 << qs);
    let knocker = -1;
    let countered = false;
    let queenPoints = 0;
    let queenTricks = 0;
    let played = 0;
    let lead = deal.leader;
    for (let t = 0; t < 6; t++) {
      let best = 0;
      for (let p = 0; p < 4; p++) {
        const seat = (lead + p) & 3;
        const hand = hands[seat]!;
        const allowed = p === 0 || (hand & FOLLOW_MASK[FOLLOW[trick[0]!]!]!) === 0 ? hand : hand & FOLLOW_MASK[FOLLOW[trick[0]!]!]!;
        let k = 0;
        for (let i = 0; i < 6; i++) {
          const c = order[seat * 6 + i]!;
          if ((allowed >>> c) & 1) opts[k++] = c;
        }
        const mayKnock = deal.knocking && knocker < 0 && t === 0 && ((hand >>> QC) & 1 || (hand >>> QS) & 1);
        let pick = rng.int(mayKnock ? k + 1 : k);
        if (pick === k) {
          knocker = seat;
          for (let j = 1; j < 4 && !countered; j++) {
            const x = (seat + j) & 3;
            if ((queens >>> x) & 1) continue;
            countered = rng.int(2) === 0;
          }
          pick = rng.int(k);
        }
        const c = opts[pick]!;
        hands[seat] = hand & ~(1 << c);
        trick[p] = c;
        const b = trick[best]!;
        if (p > 0 && (FOLLOW[c] === FOLLOW[b] ? STRENGTH[c]! > STRENGTH[b]! : FOLLOW[c] === 4)) best = p;
      }
      const winner = (lead + best) & 3;
      played++;
      if ((queens >>> winner) & 1) {
        queenTricks++;
        queenPoints += POINTS[trick[0]!]! + POINTS[trick[1]!]! + POINTS[trick[2]!]! + POINTS[trick[3]!]!;
      } else if (knocker >= 0) break;
      lead = winner;
    }
    const alone = (queens & (queens - 1)) === 0;
    const all6 = played === 6 && queenTricks === 6;
    let each: number;
    if (knocker >= 0) each = (alone ? 30 : 12) * (countered ? 2 : 1) * (all6 ? 1 : -1);
    else if (all6) each = alone ? 18 : 6;
    else if (queenPoints >= 91) each = alone ? 12 : 4;
    else if (queenPoints >= 61) each = alone ? 6 : 2;
    else if (queenPoints === 60) each = alone ? -4 : -2;
    else if (queenPoints >= 30) each = alone ? -6 : -4;
    else each = alone ? -12 : -6;
    const side = each > 0 ? 1 : 0;
    for (let x = 0; x < 4; x++) checksum += (deal.balances[x]! + (((queens >>> x) & 1) === side ? Math.abs(each) : 0)) * (x + 1);
  }
  return checksum;
}
