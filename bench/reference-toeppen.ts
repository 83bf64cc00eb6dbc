// The hand-tuned reference loop for `npm run bench`: random whole Tøppen deals (fold or stay,
// knocks and their answers, the cards, the fines), written for speed alone: plain typed arrays, no
// interface, no hash, no undo record. It is the yardstick for the fast path
// (src/games/toeppen/solver-position.ts); both run the same deals with the same random choices, in the order
// the rules list them, so their checksums must agree.
import { toeppenCardIndex } from '../src/games/toeppen/solver-position.js';
import type { ToeppenState } from '../src/games/toeppen/index.js';
import type { XorShift } from './xorshift.js';

/** One deal at its first fold-or-stay as plain numbers. */
export interface ToeppenRefDeal {
  readonly players: number;
  readonly dealer: number;
  /** Four cards a seat in hand order (card numbers as in solver-position.ts: suit * 13 + rank, 0 the Ten). */
  readonly hands: Int8Array;
  readonly balances: Int32Array;
}

export function toToeppenRefDeal(s: ToeppenState): ToeppenRefDeal {
  if (s.phase !== 'fold-start' || s.pending.length !== s.n) throw new Error('reference: a deal at its first fold-or-stay');
  const hands = new Int8Array(s.n * 4);
  s.hands.forEach((h, x) => h.forEach((card, i) => (hands[x * 4 + i] = toeppenCardIndex(card))));
  return { players: s.n, dealer: s.dealer, hands, balances: Int32Array.from(s.balances) };
}

/** The suit of each card number. */
const SUIT = Int8Array.from({ length: 52 }, (_, c) => (c / 13) | 0);

/** Plays `count` deals (cycling through `deals`), each decision a uniform choice; returns the balances' checksum. */
export function toeppenReferenceLoop(deals: readonly ToeppenRefDeal[], count: number, rng: XorShift): number {
  const hand = new Int8Array(32);
  const mult = new Int32Array(8);
  const bal = new Int32Array(8);
  const trickCard = new Int8Array(8);
  const trickSeat = new Int8Array(8);
  const opts = new Int32Array(5);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const deal = deals[d % deals.length]!;
    const n = deal.players;
    hand.set(deal.hands);
    bal.set(deal.balances);
    mult.fill(1);
    let out = 0;
    let active = n;
    let fine = 1;
    let lastKnocker = -1;
    let winner = -1;
    // R7: fold or stay from the dealer's left; the last one in cannot fold.
    for (let k = 1; k <= n && winner < 0; k++) {
      const x = (deal.dealer + k) % n;
      if (active > 1 && rng.int(2) === 0) {
        bal[x]! += fine;
        out |= 1 << x;
        active--;
        if (active === 1) winner = 31 - Math.clz32(~out & ((1 << n) - 1));
      }
    }
    let leader = deal.dealer;
    if (winner < 0)
      do leader = (leader + 1) % n;
      while ((out >> leader) & 1);
    for (let t = 0; t < 4 && winner < 0; t++) {
      let len = 0;
      let played = 0;
      let seat = leader;
      let knocked = false;
      for (;;) {
        // R9: knock (once a turn) or play a card of the suit led if there is one.
        let k = 0;
        const led = len > 0 ? SUIT[trickCard[0]!]! : -1;
        for (let i = seat * 4; i < seat * 4 + 4; i++) {
          const c = hand[i]!;
          if (c >= 0 && SUIT[c] === led) opts[k++] = i;
        }
        if (k === 0) for (let i = seat * 4; i < seat * 4 + 4; i++) if (hand[i]! >= 0) opts[k++] = i;
        const pick = rng.int(knocked ? k : k + 1);
        if (!knocked && pick === 0) {
          if (lastKnocker === seat) mult[seat]! *= 2;
          lastKnocker = seat;
          knocked = true;
          // R10.2: the others still in answer from the knocker's left: fold (fined F·M) or pah.
          for (let x = (seat + 1) % n; x !== seat; x = (x + 1) % n) {
            if ((out >> x) & 1) continue;
            if (rng.int(2) === 0) {
              bal[x]! += fine * mult[x]!;
              out |= 1 << x;
              active--;
            }
          }
          fine++;
          if (active === 1) {
            winner = seat; // R10.4
            break;
          }
          continue;
        }
        const slot = opts[knocked ? pick : pick - 1]!;
        trickCard[len] = hand[slot]!;
        trickSeat[len++] = seat;
        hand[slot] = -1;
        played |= 1 << seat;
        knocked = false;
        let next = -1;
        for (let j = 1, x = seat; j < n; j++) {
          x = x + 1 === n ? 0 : x + 1;
          if ((((out | played) >> x) & 1) === 0) {
            next = x;
            break;
          }
        }
        if (next >= 0) {
          seat = next;
          continue;
        }
        // R12: the best card of the suit led among seats still in, else the earliest of theirs.
        const ledSuit = SUIT[trickCard[0]!]!;
        let best = -1;
        let bestCard = 0;
        let bestLed = false;
        for (let p = 0; p < len; p++) {
          const x = trickSeat[p]!;
          if ((out >> x) & 1) continue;
          const c = trickCard[p]!;
          const isLed = SUIT[c] === ledSuit;
          if (best < 0 || (isLed && (!bestLed || c < bestCard))) {
            best = x;
            bestCard = c;
            bestLed = isLed;
          }
        }
        leader = best;
        break;
      }
    }
    if (winner < 0) {
      // R13: every other seat still in pays F·M.
      winner = leader;
      for (let x = 0; x < n; x++) if (x !== winner && ((out >> x) & 1) === 0) bal[x]! += fine * mult[x]!;
    }
    for (let x = 0; x < n; x++) checksum += bal[x]! * (x + 1);
  }
  return checksum;
}
