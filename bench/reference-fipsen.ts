// The hand-tuned reference loop for `npm run bench`: the card play of random Fipsen deals
// (Prisdorf and Großenaspe), stop and continue included, and their score, written for speed
// alone: plain typed arrays, the two variants' end and score rules written out, no interface, no
// objects per move. It is the yardstick for the fast path (src/games/fipsen/solver-position.ts), which asks
// the variant module instead; both run the same deals with the same random choices, so their
// checksums must agree.
import { SUITS } from '../src/core/cards.js';
import { fipsenCardIndex } from '../src/games/fipsen/solver-position.js';
import type { FipsenState } from '../src/games/fipsen/index.js';
import { XorShift } from './xorshift.js';

/** One deal at its first card as plain numbers. */
export interface FipsenRefDeal {
  readonly variant: 'prisdorf' | 'grossenaspe';
  readonly players: number;
  /** Seats in playing order from Vorhand. */
  readonly order: Int8Array;
  /** Cards in hand order, 5 a seat (bit numbers as in solver-position.ts), by seat. */
  readonly hands: Int8Array;
  readonly trump: number;
  readonly declarer: number;
  /** Tricks the contract needs; 5 for a Kieker or a Fips. */
  readonly need: number;
  /** Every trick needed from the start (Kieker, Fips, a five in Prisdorf, 5 Gute). */
  readonly durch: boolean;
  /** Prisdorf: Hand. Großenaspe: the Kieker / Fips value (10 / 20), else 0. */
  readonly hand: boolean;
  readonly flat: number;
  readonly guteSuit: number;
  readonly balances: Int32Array;
}

export function toFipsenRefDeal(s: FipsenState): FipsenRefDeal {
  if (s.phase !== 'play' || s.tricks.length > 0 || s.trick !== null || s.window !== null)
    throw new Error('reference: a deal at its first card, no doubling');
  const c = s.contract!;
  const hands = new Int8Array(s.players * 5).fill(-1);
  for (const x of s.inDeal) s.hands[x]!.forEach((card, i) => (hands[x * 5 + i] = fipsenCardIndex(card)));
  const b = c.bid;
  const variant = s.variant as 'prisdorf' | 'grossenaspe';
  const need = b.kind === 'tricks' ? b.tricks : 5;
  const durch = variant === 'prisdorf' ? need === 5 || b.kind === 'kieker' : b.kind !== 'tricks' || (b.tricks === 5 && b.gute);
  return {
    variant,
    players: s.players,
    order: Int8Array.from(s.inDeal),
    hands,
    trump: SUITS.indexOf(s.trump!),
    declarer: c.declarer,
    need,
    durch,
    hand: s.handGame,
    flat: b.kind === 'kieker' ? 10 : b.kind === 'fips' ? 20 : 0,
    guteSuit: s.players === 3 ? 3 : 0,
    balances: Int32Array.from(s.balances),
  };
}

/**
 * Plays `count` deals (cycling through `deals`, each `repeat` times in a row), each decision a uniform choice among the legal
 * ones in the order rules.ts lists them (cards in hand order; stop before continue); returns a
 * checksum of the balances after every deal.
 */
export function fipsenReferenceLoop(deals: readonly FipsenRefDeal[], count: number, rng: XorShift, repeat = 1): number {
  const hand = new Int8Array(6 * 5);
  const len = new Int8Array(6);
  const legal = new Int8Array(5);
  const legalAt = new Int8Array(5);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const deal = deals[((d / repeat) | 0) % deals.length]!;
    const n = deal.order.length;
    const trump = deal.trump;
    const D = deal.declarer;
    const pris = deal.variant === 'prisdorf';
    hand.set(deal.hands);
    for (let i = 0; i < n; i++) len[deal.order[i]!] = 5;
    let leadAt = 0;
    let won = 0;
    let lost = 0;
    let durch = deal.durch;
    let continued = false;
    let outcome = 0; // 1 won, -1 lost
    for (let t = 0; t < 5 && outcome === 0; t++) {
      let at = leadAt;
      let ledSuit = -1;
      let bestAt = at;
      let bestCard = 0;
      let bestSuit = -1;
      for (let p = 0; p < n; p++) {
        const seat = deal.order[at]!;
        const base = seat * 5;
        const m = len[seat]!;
        let k = 0;
        if (p > 0) {
          for (let i = 0; i < m; i++) {
            const c = hand[base + i]!;
            if (c >> 3 === ledSuit) {
              legalAt[k] = i;
              legal[k++] = c;
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
        for (let i = legalAt[j]!; i < m - 1; i++) hand[base + i] = hand[base + i + 1]!;
        len[seat] = m - 1;
        const suit = c >> 3;
        if (p === 0) {
          ledSuit = suit;
          bestAt = at;
          bestCard = c;
          bestSuit = suit;
        } else if (suit === bestSuit) {
          if (c < bestCard) {
            bestAt = at;
            bestCard = c;
          }
        } else if (suit === trump) {
          bestAt = at;
          bestCard = c;
          bestSuit = suit;
        }
        at = at + 1 === n ? 0 : at + 1;
      }
      leadAt = bestAt;
      if (deal.order[bestAt] === D) won++;
      else lost++;
      // When the play ends (P-R15, G-R11).
      const need = deal.need;
      let ask = false;
      if (durch) {
        if (lost > 0) outcome = -1;
        else if (won === 5) outcome = 1;
      } else if (pris) {
        if (won >= need && lost > 0) outcome = 1;
        else if (won === need && lost === 0) ask = true;
        else if (lost > 5 - need) outcome = -1;
      } else if (won >= need) {
        if (lost === 0 && won === need && need < 5) ask = true;
        else outcome = 1;
      } else if (won + (5 - won - lost) < need && (won >= 1 || won + lost === 5)) outcome = -1;
      if (ask) {
        if (rng.int(2) === 0) outcome = 1;
        else {
          continued = true;
          durch = true;
        }
      }
    }
    // The score (P-R16, G-R12): Prisdorf pays the declarer alone, Großenaspe one side.
    let sum = 0;
    const b = deal.balances;
    if (pris) {
      const v = deal.need * 2 ** ((deal.hand ? 1 : 0) + (trump === 3 ? 1 : 0) + (durch ? 1 : 0));
      for (let x = 0; x < deal.players; x++) sum += (b[x]! + (x === D ? (outcome > 0 ? v : -2 * v) : 0)) * (x + 1);
    } else {
      const mult = trump === deal.guteSuit ? 2 : 1;
      const eff = continued ? 5 : deal.need;
      const v = (deal.flat > 0 ? deal.flat : outcome > 0 ? eff : won === 0 ? 5 : eff) * mult;
      for (let x = 0; x < deal.players; x++) {
        let inDeal = false;
        for (let i = 0; i < n; i++) if (deal.order[i] === x) inDeal = true;
        const gets = outcome > 0 ? x === D : inDeal && x !== D;
        sum += (b[x]! + (gets ? v : 0)) * (x + 1);
      }
    }
    checksum += sum;
  }
  return checksum;
}
