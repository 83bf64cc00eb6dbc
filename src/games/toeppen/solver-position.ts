// Tøppen's fast path (see ../solver-position.ts): a whole deal from the first fold-or-stay to the settle —
// folds, knocks and their answers included — on one mutable working copy, for the solver. It
// follows rules.ts exactly, fines included (test/games/toeppen/solver-position.test.ts plays random matches
// through both and compares every legal set, hash and outcome).
//
// The card space is the shared layout's over all of R2's ranks (bit = suit * 13 + rank, rank 0
// the Ten, so a lower number is a stronger card of its suit), but a hand is kept as its four card
// numbers, not as a mask: eight players with a drittsekk of eight use 40 cards, more than one
// 32-bit mask holds (so the layout's suit masks are not used here). An action code is the card's
// number, or one of the four calls after the 52 cards.
//
// A trick is complete once every seat still in has played to it, so its size can shrink while it
// is played (a seat folds to a knock before its turn), and a card of a seat that folded after
// playing stays on the table without winning (R12, T10): `play` and `winnerAmong` say so.
//
// The hash is kept only once asked for: a random playout never asks, and keeping it cost the
// playout about a fifth of its time. `hashLo` builds it from the position (`rehash`), and from then on
// every move keeps it up to date until an undo goes back past the ply it was built at.
import type { Card } from '../../core/cards.js';
import { TurnAndHash, cardIndex, trickLayout } from '../solver-position.js';
import type { FastPath, FastWork } from '../../contract/search.js';
import { FOLD, KNOCK, PAH, STAY, TOEPPEN_ORDER, TRICKS_PER_DEAL, HAND_SIZE } from './rules.js';
import type { ToeppenAction, ToeppenState } from './types.js';

const MAX_SEATS = 8;
/**
 * The highest fine F a deal reaches: it starts at 1 and a knock raises it by one, at most one
 * knock a turn and a seat has a turn in each of the four tricks.
 */
const MAX_FINE = 1 + TRICKS_PER_DEAL * MAX_SEATS;
/** A multiplier doubles when its seat knocks again (R10.1): 2^0 to 2^3 within four turns. */
const MULT_EXPS = TRICKS_PER_DEAL;

// Tøppen's own hash keys after the shared ones (../solver-position.ts), as offsets from `extraKey`.
const FOLD_START_KEY = 0;
const ANSWER_KEY = 1;
const KNOCKED_KEY = 2;
/** A seat out of the deal, by the fine F it was fined at (its multiplier is hashed apart). */
const OUT_KEY = 3;
const FINE_KEY = OUT_KEY + MAX_SEATS * (MAX_FINE + 1);
const MULT_KEY = FINE_KEY + MAX_FINE + 1;
const LAST_KNOCKER_KEY = MULT_KEY + MAX_SEATS * MULT_EXPS;
/** The leader of the trick on the table: with the seats in it, the order they played in. */
const LEADER_KEY = LAST_KNOCKER_KEY + MAX_SEATS;
/** The seat that won the deal, once it is over. */
const WINNER_KEY = LEADER_KEY + MAX_SEATS;
const EXTRA_KEYS = WINNER_KEY + MAX_SEATS;

const LAYOUT = trickLayout({
  game: 'toeppen',
  ranks: TOEPPEN_ORDER,
  maxSeats: MAX_SEATS,
  tricks: TRICKS_PER_DEAL,
  extraKeys: EXTRA_KEYS,
  seeds: [0x3c6ef372, 0x510e527f],
});
const CARDS = LAYOUT.cards;
/** Key offsets of the shared layout (../solver-position.ts): a card in hand, a card in the trick, the turn. */
const HAND_KEYS = 0;
const TRICK_KEYS = MAX_SEATS * CARDS;
const TURN_KEYS = 2 * MAX_SEATS * CARDS + MAX_SEATS * (TRICKS_PER_DEAL + 1);
const EXTRA = LAYOUT.extraKey;
const PLAYS: readonly ToeppenAction[] = LAYOUT.plays;

/** The codes of the calls, after the cards. */
export const KNOCK_CODE = CARDS;
export const FOLD_CODE = CARDS + 1;
export const STAY_CODE = CARDS + 2;
export const PAH_CODE = CARDS + 3;

const FOLD_START = 0;
const PLAY = 1;
const ANSWER = 2;

/**
 * The undo record of a move: its code | the mover << MOVE_SEAT, and what else it changed. A fold or
 * pah answering a knock has MOVE_ANSWER (a fold before the first lead has not), and MOVE_RAISED when
 * it was the last answer, which raised the fine; a knock keeps the last knocker before it + 1; a card
 * its hand slot, the trick's length and seats before it, whether a knock stood, and whether it
 * completed the trick.
 */
const MOVE_SEAT = 6;
const MOVE_ANSWER = 1 << 9;
const MOVE_RAISED = 1 << 10;
const MOVE_KNOCKER = 11;
const MOVE_KNOCKED = 1 << 11;
const MOVE_SLOT = 12;
const MOVE_LEN = 14;
const MOVE_COMPLETED = 1 << 18;
const MOVE_MASK = 19;

/** Moves a deal may hold: every seat's fold-or-stay, and per turn of play a knock, its answers and the card. */
const MAX_MOVES = MAX_SEATS + TRICKS_PER_DEAL * MAX_SEATS * (MAX_SEATS + 1);

/**
 * The first seat of `seats` (a bit per seat) clockwise after `seat`, or -1 when it is empty: found by
 * bit arithmetic rather than a walk round the table, whose length a random deal makes unpredictable.
 */
function seatAfter(seats: number, seat: number): number {
  const later = seats & ~((2 << seat) - 1);
  const pick = later !== 0 ? later : seats;
  return pick === 0 ? -1 : 31 - Math.clz32(pick & -pick);
}

/** The index of a card in the fast path's card space. */
export function toeppenCardIndex(card: Card): number {
  return cardIndex(LAYOUT, card);
}

export class ToeppenWork extends TurnAndHash implements FastWork<ToeppenState, ToeppenAction> {
  readonly maxActions = 1 + HAND_SIZE;
  players = 0;
  ply = 0;

  private readonly lo0 = LAYOUT.lo;
  private readonly hi0 = LAYOUT.hi;
  private readonly suitOf = LAYOUT.suitOf;
  /** Seat x's hand at x * HAND_SIZE, in the order of the state's hand (-1: played since the load). */
  private readonly hand = new Int8Array(MAX_SEATS * HAND_SIZE);
  /** Each card's slot in its holder's hand, set when the hand is read: a card played needs no search. */
  private readonly slotOf = new Int8Array(CARDS);
  private readonly mult = new Int8Array(MAX_SEATS);
  /** The fine F a seat was fined at when it folded (read while it is out). */
  private readonly foldFine = new Int32Array(MAX_SEATS);
  /** Trick t's cards and seats at t * MAX_SEATS + position. */
  private readonly trickCard = new Int8Array(TRICKS_PER_DEAL * MAX_SEATS);
  private readonly trickSeat = new Int8Array(TRICKS_PER_DEAL * MAX_SEATS);
  private dealer = 0;
  private phase = PLAY;
  /** Seats out of the deal (bit per seat), and those out already at the load. */
  private out = 0;
  private outAtLoad = 0;
  /** Seats whose hand is still to be read from the loaded state (`readHand`). */
  private unread = 0;
  private fine = 1;
  private lastKnocker = -1;
  private knocked = false;
  private leader = -1;
  private trickLen = 0;
  /** Seats that have played to the trick on the table. */
  private trickMask = 0;
  private tricksDone = 0;
  /** The deal's winner once it is over, and whether the last trick decided it (R13's fines). */
  private winner = -1;
  private byTricks = false;
  private state: ToeppenState | null = null;

  // The undo stack: the hash before each move, and one record of what the move changed (MOVE_*):
  // the rest follows from the move itself, so a move writes one number, not a copy of every field.
  private readonly stackLo = new Int32Array(MAX_MOVES);
  private readonly stackHi = new Int32Array(MAX_MOVES);
  private readonly stack = new Int32Array(MAX_MOVES);

  load(s: ToeppenState): boolean {
    const p = s.phase;
    const phase = p === 'play' ? PLAY : p === 'fold-start' ? FOLD_START : p === 'answer' ? ANSWER : -1;
    const seat = s.pending[0];
    if (phase < 0 || seat === undefined || s.n > MAX_SEATS) return false;
    this.state = s;
    this.players = s.n;
    this.ply = 0;
    this.dealer = s.dealer;
    this.phase = phase;
    this.fine = s.fine;
    this.knocked = s.knocked;
    this.lastKnocker = s.lastKnocker ?? -1;
    this.winner = -1;
    this.byTricks = false;
    this.hashed = false;
    if (!this.loadSeats(s)) return false;
    this.loadTrick(s);
    this.turn = seat;
    return true;
  }

  /** The hash of the position from scratch: what `load` and every move since would have toggled. */
  protected override rehash(): void {
    const keyLo = this.lo0;
    const keyHi = this.hi0;
    let lo = 0;
    let hi = 0;
    while (this.unread !== 0) this.readHand(31 - Math.clz32(this.unread));
    const key = (i: number): void => {
      lo ^= keyLo[i]!;
      hi ^= keyHi[i]!;
    };
    for (let x = 0; x < this.players; x++) {
      for (let i = x * HAND_SIZE; i < (x + 1) * HAND_SIZE; i++) if (this.hand[i]! >= 0) key(HAND_KEYS + x * CARDS + this.hand[i]!);
      // A multiplier of 1 has no key: most seats keep it all deal.
      if (this.mult[x]! > 0) key(EXTRA + MULT_KEY + x * MULT_EXPS + this.mult[x]!);
      if ((this.out >> x) & 1) key(EXTRA + OUT_KEY + x * (MAX_FINE + 1) + this.foldFine[x]!);
    }
    key(EXTRA + FINE_KEY + this.fine);
    if (this.phase === FOLD_START) key(EXTRA + FOLD_START_KEY);
    else if (this.phase === ANSWER) key(EXTRA + ANSWER_KEY);
    if (this.knocked) key(EXTRA + KNOCKED_KEY);
    if (this.lastKnocker >= 0) key(EXTRA + LAST_KNOCKER_KEY + this.lastKnocker);
    const base = this.tricksDone * MAX_SEATS;
    for (let p = 0; p < this.trickLen; p++) key(TRICK_KEYS + this.trickSeat[base + p]! * CARDS + this.trickCard[base + p]!);
    if (this.trickLen > 0) key(EXTRA + LEADER_KEY + this.leader);
    if (this.winner >= 0) key(EXTRA + WINNER_KEY + this.winner);
    key(TURN_KEYS + (this.turn < 0 ? MAX_SEATS : this.turn));
    this.lo = lo;
    this.hi = hi;
    this.hashed = true;
    this.hashedAt = this.ply;
  }

  /** Every seat's multiplier and fold into the arrays; false when a hand is too long. */
  private loadSeats(s: ToeppenState): boolean {
    let out = 0;
    for (let x = 0; x < s.n; x++) {
      if (s.hands[x]!.length > HAND_SIZE) return false;
      const m = s.multipliers[x]!;
      this.mult[x] = 31 - Math.clz32(m);
      if (s.out[x]) {
        out |= 1 << x;
        // The fine it folded at, from what it paid this deal: F·M[x] (R7, R10.2).
        this.foldFine[x] = (s.balances[x]! - s.balancesAtDealStart[x]!) / m;
      }
    }
    this.out = out;
    this.outAtLoad = out;
    this.unread = (1 << s.n) - 1;
    return true;
  }

  /**
   * Seat x's hand from the loaded state into its slots. A hand is read when first needed: a seat
   * that folds before its first card never is, which in a random playout is most of them.
   */
  private readHand(x: number): void {
    this.unread &= ~(1 << x);
    const h = this.state!.hands[x]!;
    const indexAt = LAYOUT.indexAt;
    for (let i = 0; i < HAND_SIZE; i++) {
      if (i >= h.length) {
        this.hand[x * HAND_SIZE + i] = -1;
        continue;
      }
      const card = h[i]!;
      let c = card.length === 2 ? indexAt[((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127)]! : -1;
      if (c < 0) c = cardIndex(LAYOUT, card);
      this.hand[x * HAND_SIZE + i] = c;
      this.slotOf[c] = i;
    }
  }

  /** The trick on the table (if any) into the arrays. */
  private loadTrick(s: ToeppenState): void {
    this.tricksDone = s.tricks.length;
    const t = s.trick;
    this.trickLen = 0;
    this.trickMask = 0;
    this.leader = -1;
    if (t === null || t.cards.length === 0) return;
    const base = this.tricksDone * MAX_SEATS;
    for (let p = 0; p < t.cards.length; p++) {
      const c = cardIndex(LAYOUT, t.cards[p]!);
      const x = t.seats[p]!;
      this.trickCard[base + p] = c;
      this.trickSeat[base + p] = x;
      this.trickMask |= 1 << x;
    }
    this.trickLen = t.cards.length;
    this.leader = t.seats[0]!;
  }

  legal(out: Int32Array): number {
    const seat = this.turn;
    if (seat < 0) return 0;
    if (this.phase === FOLD_START) {
      // T5: the last player left cannot fold (the deal ends before he would be asked).
      const rest = ~this.out & ((1 << this.players) - 1);
      if ((rest & (rest - 1)) !== 0) {
        out[0] = FOLD_CODE;
        out[1] = STAY_CODE;
        return 2;
      }
      out[0] = STAY_CODE;
      return 1;
    }
    if (this.phase === ANSWER) {
      out[0] = FOLD_CODE;
      out[1] = PAH_CODE;
      return 2;
    }
    let k = 0;
    if (!this.knocked) out[k++] = KNOCK_CODE;
    if ((this.unread >> seat) & 1) this.readHand(seat);
    const hand = this.hand;
    const first = seat * HAND_SIZE;
    if (this.trickLen > 0) {
      // R11: follow the suit led if possible (the first card's, whoever played it).
      const suitOf = this.suitOf;
      const led = suitOf[this.trickCard[this.tricksDone * MAX_SEATS]!]!;
      const k0 = k;
      for (let i = first; i < first + HAND_SIZE; i++) {
        const c = hand[i]!;
        if (c >= 0 && suitOf[c] === led) out[k++] = c;
      }
      if (k > k0) return k;
    }
    for (let i = first; i < first + HAND_SIZE; i++) {
      const c = hand[i]!;
      if (c >= 0) out[k++] = c;
    }
    return k;
  }

  /** The only seat still in, or -1. */
  private sole(): number {
    const rest = ~this.out & ((1 << this.players) - 1);
    return (rest & (rest - 1)) === 0 ? 31 - Math.clz32(rest) : -1;
  }

  /** Toggles one of Tøppen's own keys (while the hash is kept). */
  private toggle(i: number): void {
    if (!this.hashed) return;
    this.lo ^= this.lo0[EXTRA + i]!;
    this.hi ^= this.hi0[EXTRA + i]!;
  }

  /** `seat` (-1: nobody, the deal is over) is to act, the current turn's key out. */
  private moveTurn(seat: number): void {
    if (!this.hashed) {
      this.turn = seat;
      return;
    }
    const from = TURN_KEYS + (this.turn < 0 ? MAX_SEATS : this.turn);
    const to = TURN_KEYS + (seat < 0 ? MAX_SEATS : seat);
    this.lo ^= this.lo0[from]! ^ this.lo0[to]!;
    this.hi ^= this.hi0[from]! ^ this.hi0[to]!;
    this.turn = seat;
  }

  private setFine(f: number): void {
    this.toggle(FINE_KEY + this.fine);
    this.fine = f;
    this.toggle(FINE_KEY + f);
  }

  /** Fines `seat` F·M and takes it out of the deal (R7, R10.2); the balance follows from `foldFine`. */
  private fold(seat: number): void {
    this.out |= 1 << seat;
    this.foldFine[seat] = this.fine;
    this.toggle(OUT_KEY + seat * (MAX_FINE + 1) + this.fine);
  }

  /** The deal is over: `winner` won it; `byTricks`: by the last trick, every other seat in is fined. */
  private settle(winner: number, byTricks: boolean): void {
    this.winner = winner;
    this.byTricks = byTricks;
    this.toggle(WINNER_KEY + winner);
    this.moveTurn(-1);
  }

  apply(code: number): void {
    const seat = this.turn;
    const ply = this.ply++;
    if (this.hashed) {
      this.stackLo[ply] = this.lo;
      this.stackHi[ply] = this.hi;
    }
    if (code < CARDS) this.play(seat, code, ply);
    else if (code === KNOCK_CODE) this.knock(seat, ply);
    else if (this.phase === FOLD_START) {
      this.stack[ply] = code | (seat << MOVE_SEAT);
      this.foldOrStay(seat, code);
    } else this.answerKnock(seat, code, ply);
  }

  private knock(seat: number, ply: number): void {
    this.stack[ply] = KNOCK_CODE | (seat << MOVE_SEAT) | ((this.lastKnocker + 1) << MOVE_KNOCKER);
    const n = this.players;
    // R10.1: a seat that made the last knock doubles its own multiplier by knocking again.
    if (this.lastKnocker === seat) {
      const e = this.mult[seat]!;
      if (e > 0) this.toggle(MULT_KEY + seat * MULT_EXPS + e);
      this.toggle(MULT_KEY + seat * MULT_EXPS + e + 1);
      this.mult[seat] = e + 1;
    }
    if (this.lastKnocker >= 0) this.toggle(LAST_KNOCKER_KEY + this.lastKnocker);
    this.toggle(LAST_KNOCKER_KEY + seat);
    this.lastKnocker = seat;
    this.knocked = true;
    this.toggle(KNOCKED_KEY);
    this.phase = ANSWER;
    this.toggle(ANSWER_KEY);
    // The others still in answer in turn from the knocker's left.
    this.moveTurn(seatAfter(~this.out & ((1 << n) - 1) & ~(1 << seat), seat));
  }

  /** A seat's fold or stay before the first lead (R7, R8). */
  private foldOrStay(seat: number, code: number): void {
    const n = this.players;
    if (code === FOLD_CODE) {
      this.fold(seat);
      const sole = this.sole();
      if (sole >= 0) {
        this.settle(sole, false); // R7, T-13
        return;
      }
    }
    if (seat !== this.dealer) {
      this.moveTurn(seat + 1 === n ? 0 : seat + 1);
      return;
    }
    // R8, T11: everybody has decided; the first seat still in from the dealer's left leads.
    this.phase = PLAY;
    this.toggle(FOLD_START_KEY);
    this.moveTurn(seatAfter(~this.out & ((1 << n) - 1), this.dealer));
  }

  /** An answer to the knock of `lastKnocker`: fold, or pah (stay in). */
  private answerKnock(seat: number, code: number, ply: number): void {
    const n = this.players;
    if (code === FOLD_CODE) this.fold(seat); // with the F before this knock raises it (R10.2)
    const knocker = this.lastKnocker;
    // The next seat still in, back round to the knocker at the latest.
    const x = seatAfter(((~this.out & ((1 << n) - 1)) | (1 << knocker)) & ~(1 << seat), seat);
    if (x !== knocker) {
      this.stack[ply] = code | (seat << MOVE_SEAT) | MOVE_ANSWER;
      this.moveTurn(x);
      return;
    }
    this.stack[ply] = code | (seat << MOVE_SEAT) | MOVE_ANSWER | MOVE_RAISED;
    this.setFine(this.fine + 1); // R10.3
    this.phase = PLAY;
    this.toggle(ANSWER_KEY);
    if (this.sole() === knocker) {
      this.settle(knocker, false); // R10.4
      return;
    }
    this.moveTurn(knocker);
  }

  private play(seat: number, code: number, ply: number): void {
    if ((this.unread >> seat) & 1) this.readHand(seat);
    const first = seat * HAND_SIZE;
    const slot = first + this.slotOf[code]!;
    this.hand[slot] = -1;
    const rec =
      code |
      (seat << MOVE_SEAT) |
      (this.knocked ? MOVE_KNOCKED : 0) |
      ((slot - first) << MOVE_SLOT) |
      (this.trickLen << MOVE_LEN) |
      (this.trickMask << MOVE_MASK);
    this.stack[ply] = rec;
    if (this.knocked) {
      this.knocked = false;
      this.toggle(KNOCKED_KEY);
    }
    const base = this.tricksDone * MAX_SEATS;
    if (this.trickLen === 0) {
      this.leader = seat;
      this.toggle(LEADER_KEY + seat);
    }
    this.trickCard[base + this.trickLen] = code;
    this.trickSeat[base + this.trickLen] = seat;
    this.trickLen++;
    this.trickMask |= 1 << seat;
    if (this.hashed) {
      this.lo ^= LAYOUT.moveLo[seat * CARDS + code]!;
      this.hi ^= LAYOUT.moveHi[seat * CARDS + code]!;
    }
    // The next seat still in that has not played to this trick; none: the trick is complete.
    const next = seatAfter(~(this.out | this.trickMask) & ((1 << this.players) - 1), seat);
    if (next >= 0) {
      this.moveTurn(next);
      return;
    }
    this.stack[ply] = rec | MOVE_COMPLETED;
    const winner = this.winnerAmong(base);
    if (this.hashed) this.clearTrickKeys(base);
    this.tricksDone++;
    this.trickLen = 0;
    this.trickMask = 0;
    this.leader = -1;
    if (this.tricksDone === TRICKS_PER_DEAL)
      this.settle(winner, true); // R13
    else this.moveTurn(winner);
  }

  /** The complete trick at `base` leaves the table: its cards' and leader's keys out. */
  private clearTrickKeys(base: number): void {
    const lo0 = this.lo0;
    const hi0 = this.hi0;
    let lo = this.lo ^ lo0[EXTRA + LEADER_KEY + this.leader]!;
    let hi = this.hi ^ hi0[EXTRA + LEADER_KEY + this.leader]!;
    for (let p = 0; p < this.trickLen; p++) {
      const k = TRICK_KEYS + this.trickSeat[base + p]! * CARDS + this.trickCard[base + p]!;
      lo ^= lo0[k]!;
      hi ^= hi0[k]!;
    }
    this.lo = lo;
    this.hi = hi;
  }

  /**
   * The winner of the complete trick at `base` among the seats still in: the highest card of the
   * suit led (by the first card, which may be a folded seat's), else the earliest card of a seat in.
   */
  private winnerAmong(base: number): number {
    const suitOf = this.suitOf;
    const led = suitOf[this.trickCard[base]!]!;
    let best = -1;
    let bestCard = 0;
    let bestLed = false;
    for (let p = 0; p < this.trickLen; p++) {
      const x = this.trickSeat[base + p]!;
      if ((this.out >> x) & 1) continue;
      const c = this.trickCard[base + p]!;
      const isLed = suitOf[c] === led;
      if (best < 0 || (isLed && (!bestLed || c < bestCard))) {
        best = x;
        bestCard = c;
        bestLed = isLed;
      }
    }
    return best;
  }

  undo(): void {
    if (this.ply === 0) throw new Error('toeppen fast path: nothing to undo');
    const ply = --this.ply;
    if (ply < this.hashedAt) this.hashed = false;
    else if (this.hashed) {
      this.lo = this.stackLo[ply]!;
      this.hi = this.stackHi[ply]!;
    }
    const r = this.stack[ply]!;
    const code = r & 63;
    const seat = (r >> MOVE_SEAT) & 7;
    this.turn = seat;
    this.winner = -1;
    this.byTricks = false;
    if (code < CARDS) {
      this.takeBack(seat, r);
      return;
    }
    if (code === KNOCK_CODE) {
      const before = ((r >> MOVE_KNOCKER) & 15) - 1;
      if (before === seat) this.mult[seat]!--;
      this.lastKnocker = before;
      this.knocked = false;
      this.phase = PLAY;
      return;
    }
    if (code === FOLD_CODE) this.out &= ~(1 << seat);
    if (r & MOVE_ANSWER) {
      this.phase = ANSWER;
      if (r & MOVE_RAISED) this.fine--;
    } else this.phase = FOLD_START;
  }

  /** Undoes the card of record `r`: the trick as it was before it, the card back in its slot. */
  private takeBack(seat: number, r: number): void {
    const len = (r >> MOVE_LEN) & 15;
    if (r & MOVE_COMPLETED) this.tricksDone--;
    const base = this.tricksDone * MAX_SEATS;
    this.hand[seat * HAND_SIZE + ((r >> MOVE_SLOT) & 3)] = this.trickCard[base + len]!;
    this.trickLen = len;
    this.trickMask = (r >> MOVE_MASK) & 255;
    this.leader = len === 0 ? -1 : this.trickSeat[base]!;
    this.knocked = (r & MOVE_KNOCKED) !== 0;
    this.phase = PLAY;
  }

  balances(out: Float64Array): void {
    const s = this.state!;
    const n = this.players;
    const folded = this.out & ~this.outAtLoad;
    for (let x = 0; x < n; x++) {
      let b = s.balances[x]!;
      if ((folded >> x) & 1) b += this.foldFine[x]! << this.mult[x]!;
      // R13: every other seat still in pays F·M with the final values.
      else if (this.byTricks && x !== this.winner && ((this.out >> x) & 1) === 0) b += this.fine << this.mult[x]!;
      out[x] = b;
    }
  }

  /** Fewer fines is better: the returns are the balances' negatives (index.ts). */
  returns(out: Float64Array): void {
    this.balances(out);
    for (let x = 0; x < this.players; x++) out[x] = -out[x]!;
  }

  actionOf(code: number): ToeppenAction {
    if (code < CARDS) return PLAYS[code]!;
    return code === KNOCK_CODE ? KNOCK : code === FOLD_CODE ? FOLD : code === STAY_CODE ? STAY : PAH;
  }

  codeOf(action: ToeppenAction): number {
    if (action.kind === 'play') return toeppenCardIndex(action.card);
    if (action.kind !== 'call') return -1;
    const call = action.call;
    return call === 'knock' ? KNOCK_CODE : call === 'fold' ? FOLD_CODE : call === 'stay' ? STAY_CODE : PAH_CODE;
  }
}

export const toeppenFast: FastPath<ToeppenState, ToeppenAction> = {
  create: () => new ToeppenWork(),
};
