// The hand-tuned reference loop for `npm run bench`: the card play of random 4-player Lupfen
// force deals (everybody in, must follow, must trump) and their settlement, written the way one
// would write it for speed alone: plain typed arrays, no interface, no objects per move. It is
// the yardstick for the fast path (src/games/lupfen/solver-position.ts), which runs the same deals with the
// same random choices: the two checksums must agree.
import { SUITS, suitOf } from '../src/core/cards.js';
import { lupfenCardIndex } from '../src/games/lupfen/solver-position.js';
import type { LupfenState } from '../src/games/lupfen/index.js';
import { XorShift } from './xorshift.js';

/** One deal as plain numbers: hands in hand order (bit numbers as in solver-position.ts), 3 cards a seat. */
export interface RefDeal {
  readonly n: number;
  readonly hands: Int8Array;
  readonly trump: number;
  readonly leader: number;
  readonly pot: number;
  readonly ante: number;
  readonly balances: Int32Array;
}

/** A force deal at its first card (everybody in, no stake, no match end) as plain numbers. */
export function toRefDeal(s: LupfenState): RefDeal {
  if (s.phase !== 'play' || s.kind !== 'force' || s.opts.dealer_stake !== 0) throw new Error('reference: a force deal at its first card');
  const n = s.n;
  const hands = new Int8Array(n * 3);
  for (let x = 0; x < n; x++) for (let i = 0; i < 3; i++) hands[x * 3 + i] = lupfenCardIndex(s.hands[x]![i]!);
  return {
    n,
    hands,
    trump: SUITS.indexOf(suitOf(s.trumpCard!)),
    leader: s.trick!.leader,
    pot: s.pot,
    ante: s.opts.ante,
    balances: Int32Array.from(s.balances),
  };
}

/**
 * Plays `rounds` passes over `deals`, each card a uniform choice among the legal ones (listed in
 * hand order, as rules.ts lists them); returns a checksum of the balances after every deal
 * (settled, the next force's antes paid).
 */
export function referenceLoop(deals: readonly RefDeal[], count: number, rng: XorShift): number {
  const hand = new Int8Array(8 * 3);
  const len = new Int8Array(8);
  const won = new Int8Array(8);
  const legal = new Int8Array(3);
  const legalAt = new Int8Array(3);
  const after = new Float64Array(8);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const deal = deals[d % deals.length]!;
    const n = deal.n;
    const trump = deal.trump;
    hand.set(deal.hands);
    for (let x = 0; x < n; x++) {
      len[x] = 3;
      won[x] = 0;
    }
    let lead = deal.leader;
    for (let t = 0; t < 3; t++) {
      let seat = lead;
      let ledSuit = -1;
      let bestSeat = seat;
      let bestCard = 0;
      let bestSuit = -1;
      for (let p = 0; p < n; p++) {
        const base = seat * 3;
        const m = len[seat]!;
        let k = 0;
        if (p > 0) {
          for (let i = 0; i < m; i++) {
            const c = hand[base + i]!;
            if (((c / 5) | 0) === ledSuit) {
              legalAt[k] = i;
              legal[k++] = c;
            }
          }
          if (k === 0) {
            for (let i = 0; i < m; i++) {
              const c = hand[base + i]!;
              if (((c / 5) | 0) === trump) {
                legalAt[k] = i;
                legal[k++] = c;
              }
            }
          }
        }
        if (k === 0) {
          for (let i = 0; i < m; i++) {
            legalAt[k] = i;
            legal[k++] = hand[base + i]!;
          }
        }
        const j = rng.int(k);
        const c = legal[j]!;
        // Take the card out, keeping the hand's order.
        for (let i = legalAt[j]!; i < m - 1; i++) hand[base + i] = hand[base + i + 1]!;
        len[seat] = m - 1;
        const suit = (c / 5) | 0;
        if (p === 0) {
          ledSuit = suit;
          bestSeat = seat;
          bestCard = c;
          bestSuit = suit;
        } else if (suit === bestSuit) {
          if (c < bestCard) {
            bestSeat = seat;
            bestCard = c;
          }
        } else if (suit === trump) {
          bestSeat = seat;
          bestCard = c;
          bestSuit = suit;
        }
        seat = seat + 1 === n ? 0 : seat + 1;
      }
      won[bestSeat]!++;
      lead = bestSeat;
    }
    // Settle (force: a third of the pot a trick, the remainder stays, trickless seats pay the pot),
    // then the next force's antes when the pot is under 3.
    const P = deal.pot;
    const share = Math.floor(P / 3);
    let pot = P;
    let sum = 0;
    const b0 = deal.balances;
    for (let x = 0; x < n; x++) {
      let b = b0[x]! + share * won[x]!;
      pot -= share * won[x]!;
      if (won[x] === 0) {
        b -= P;
        pot += P;
      }
      after[x] = b;
    }
    const ante = pot < 3 ? deal.ante : 0;
    for (let x = 0; x < n; x++) sum += (after[x]! - ante) * (x + 1);
    checksum += sum;
  }
  return checksum;
}
