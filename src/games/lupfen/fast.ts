// Lupfen's fast path (see ../fast.ts): the card play of a deal on one mutable working copy, for
// the solver. Cards are bits of one 32-bit mask (20 cards: bit = suit * 5 + rank, rank 0 = the
// Ace, so a lower bit is a stronger card of its suit); an action code is the card's bit number.
// It follows rules.ts exactly, settlement included (test/games/lupfen/fast.test.ts plays random
// deals through both and compares every legal set and every outcome).
import { SUITS, type Card } from '../../core/cards.js';
import { LUPFEN_RANKS } from './pack.js';
import { shareOut } from '../../core/pot.js';
import { TurnAndHash, zobristKeys, type FastPath, type FastWork } from '../fast.js';
import { TABLE_LIMIT } from './rules.js';
import type { LupfenAction, LupfenState } from './types.js';
import type { LupfenVariant } from './variant.js';
import { lupfenVariant } from './variants.js';

const CARDS = 20;
const TRICKS = 3;
const MAX_SEATS = 8;
/** Cards in a hand during the play (three, an exchanged hand too). */
const HAND = 3;

const CARD_OF: Card[] = [];
for (let s = 0; s < SUITS.length; s++) {
  for (let r = 0; r < LUPFEN_RANKS.length; r++) CARD_OF.push(`${LUPFEN_RANKS[r]!}${SUITS[s]!}`);
}
const PLAY: LupfenAction[] = CARD_OF.map((card) => Object.freeze({ kind: 'play', card }));
const SUIT_MASK = [0x1f, 0x1f << 5, 0x1f << 10, 0x1f << 15];

// Hash keys: a card in a seat's hand, a card a seat has put into the current trick, tricks won
// (0–3) per seat, the seat to act (index MAX_SEATS: nobody).
const HAND_KEY = 0;
const TRICK_KEY = HAND_KEY + MAX_SEATS * CARDS;
const WON_KEY = TRICK_KEY + MAX_SEATS * CARDS;
const TURN_KEY = WON_KEY + MAX_SEATS * (TRICKS + 1);
const KEYS = TURN_KEY + MAX_SEATS + 1;
const LO = zobristKeys(KEYS, 0x2545f491);
const HI = zobristKeys(KEYS, 0x6c8e9cf5);
// A card going from a seat's hand into the trick: both keys at once (one lookup a move).
const MOVE_LO = new Int32Array(MAX_SEATS * CARDS);
const MOVE_HI = new Int32Array(MAX_SEATS * CARDS);
for (let i = 0; i < MAX_SEATS * CARDS; i++) {
  MOVE_LO[i] = LO[HAND_KEY + i]! ^ LO[TRICK_KEY + i]!;
  MOVE_HI[i] = HI[HAND_KEY + i]! ^ HI[TRICK_KEY + i]!;
}

// Rank and suit by character code: `load` reads every card of a state, once per sampled deal.
const RANK_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
LUPFEN_RANKS.forEach((r, i) => (RANK_AT[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_AT[s.charCodeAt(0)] = i));

/** The index of a card in the fast path's card space. */
export function lupfenCardIndex(card: Card): number {
  const r = card.length === 2 ? RANK_AT[card.charCodeAt(0) & 127]! : -1;
  const s = card.length === 2 ? SUIT_AT[card.charCodeAt(1) & 127]! : -1;
  if (r < 0 || s < 0) throw new Error(`lupfen: ${card} is not in the pack`);
  return s * 5 + r;
}

export class LupfenWork extends TurnAndHash implements FastWork<LupfenState, LupfenAction> {
  readonly maxActions = 3;
  players = 0;
  ply = 0;

  private readonly hands = new Int32Array(MAX_SEATS);
  /** Each seat's cards in the order of its hand at load (-1: no card); played ones stay listed. */
  private readonly order = new Int8Array(MAX_SEATS * HAND);
  private readonly next = new Int8Array(MAX_SEATS);
  private readonly won = new Int32Array(MAX_SEATS);
  /** Trick t, position p: the card and its seat at t * active + p. */
  private readonly trickCard = new Int8Array(TRICKS * MAX_SEATS);
  private readonly trickSeat = new Int8Array(TRICKS * MAX_SEATS);
  private active = 0;
  private trump = 0;
  private mustTrump = false;
  private tricksDone = 0;
  private trickLen = 0;
  // The undo record of every move: its seat and card, the trick's winner when it ended one (else
  // -1), and the hash before it.
  private readonly moveSeat = new Int8Array(TRICKS * MAX_SEATS);
  private readonly moveCard = new Int8Array(TRICKS * MAX_SEATS);
  private readonly moveWinner = new Int8Array(TRICKS * MAX_SEATS);
  private readonly moveLo = new Int32Array(TRICKS * MAX_SEATS);
  private readonly moveHi = new Int32Array(TRICKS * MAX_SEATS);
  // The loaded state, kept for settling: rules.ts settles from it and the tricks won.
  private state: LupfenState | null = null;
  private variant: LupfenVariant | null = null;
  private inMask = 0;
  private readonly final = new Float64Array(MAX_SEATS);
  private finalPot = 0;
  private settled = false;

  load(s: LupfenState): boolean {
    if (s.phase !== 'play' || s.trick === null || s.trumpCard === null) return false;
    const n = s.n;
    this.state = s;
    this.players = n;
    this.ply = 0;
    this.trump = SUIT_AT[s.trumpCard.charCodeAt(1)]!;
    // One working copy loads the deals of one match: look the variant up when it changes only.
    if (this.variant?.id !== s.variant) this.variant = lupfenVariant(s.variant);
    this.mustTrump = this.variant.mustTrump;
    this.inMask = 0;
    this.active = 0;
    for (let x = 0; x < n; x++) {
      if (s.status[x] === 'in') {
        this.inMask |= 1 << x;
        this.active++;
      }
    }
    let lo = 0;
    let hi = 0;
    for (let x = 0; x < n; x++) {
      let mask = 0;
      const hand = s.hands[x]!;
      if (hand.length > HAND) return false;
      for (let i = 0; i < HAND; i++) this.order[x * HAND + i] = i < hand.length ? lupfenCardIndex(hand[i]!) : -1;
      for (const card of hand) {
        const c = lupfenCardIndex(card);
        mask |= 1 << c;
        lo ^= LO[HAND_KEY + x * CARDS + c]!;
        hi ^= HI[HAND_KEY + x * CARDS + c]!;
      }
      this.hands[x] = mask;
      this.won[x] = s.tricksWon[x]!;
      lo ^= LO[WON_KEY + x * (TRICKS + 1) + this.won[x]!]!;
      hi ^= HI[WON_KEY + x * (TRICKS + 1) + this.won[x]!]!;
      // The next active seat after x, as rules.ts's nextActive.
      let nx = x;
      for (let k = 1; k <= n; k++) {
        const y = (x + k) % n;
        if (s.status[y] === 'in') {
          nx = y;
          break;
        }
      }
      this.next[x] = nx;
    }
    this.tricksDone = s.tricks.length;
    this.trickLen = s.trick.cards.length;
    const base = this.tricksDone * this.active;
    for (let p = 0; p < this.trickLen; p++) {
      const c = lupfenCardIndex(s.trick.cards[p]!);
      const x = s.trick.seats[p]!;
      this.trickCard[base + p] = c;
      this.trickSeat[base + p] = x;
      lo ^= LO[TRICK_KEY + x * CARDS + c]!;
      hi ^= HI[TRICK_KEY + x * CARDS + c]!;
    }
    this.turn = s.pending[0]!;
    lo ^= LO[TURN_KEY + this.turn]!;
    hi ^= HI[TURN_KEY + this.turn]!;
    this.lo = lo;
    this.hi = hi;
    this.settled = false;
    return true;
  }

  legal(out: Int32Array): number {
    const hand = this.hands[this.turn]!;
    let allowed = hand;
    if (this.trickLen > 0) {
      const led = (this.trickCard[this.tricksDone * this.active]! / 5) | 0;
      const follow = hand & SUIT_MASK[led]!;
      if (follow !== 0) allowed = follow;
      else if (this.mustTrump) {
        const trumps = hand & SUIT_MASK[this.trump]!;
        if (trumps !== 0) allowed = trumps;
      }
    }
    // In the order of the hand, as rules.ts lists them: a search that keeps the first of equal
    // moves then picks the same one on either path.
    let k = 0;
    const base = this.turn * HAND;
    for (let i = 0; i < HAND; i++) {
      const c = this.order[base + i]!;
      if (c >= 0 && (allowed >> c) & 1) out[k++] = c;
    }
    return k;
  }

  apply(code: number): void {
    const seat = this.turn;
    const ply = this.ply++;
    this.moveSeat[ply] = seat;
    this.moveCard[ply] = code;
    this.moveLo[ply] = this.lo;
    this.moveHi[ply] = this.hi;
    this.hands[seat]! &= ~(1 << code);
    const base = this.tricksDone * this.active;
    this.trickCard[base + this.trickLen] = code;
    this.trickSeat[base + this.trickLen] = seat;
    this.trickLen++;
    if (this.trickLen < this.active) {
      this.moveWinner[ply] = -1;
      const next = this.next[seat]!;
      this.turn = next;
      const key = seat * CARDS + code;
      this.lo ^= MOVE_LO[key]! ^ LO[TURN_KEY + seat]! ^ LO[TURN_KEY + next]!;
      this.hi ^= MOVE_HI[key]! ^ HI[TURN_KEY + seat]! ^ HI[TURN_KEY + next]!;
      this.settled = false;
      return;
    }
    // The trick is complete: its cards leave the position, its winner's count goes up.
    let lo = this.lo ^ LO[HAND_KEY + seat * CARDS + code]! ^ LO[TURN_KEY + seat]!;
    let hi = this.hi ^ HI[HAND_KEY + seat * CARDS + code]! ^ HI[TURN_KEY + seat]!;
    for (let p = 0; p < this.trickLen - 1; p++) {
      const x = this.trickSeat[base + p]!;
      const c = this.trickCard[base + p]!;
      lo ^= LO[TRICK_KEY + x * CARDS + c]!;
      hi ^= HI[TRICK_KEY + x * CARDS + c]!;
    }
    const winner = this.trickSeat[base + this.winnerIndex(base)]!;
    this.moveWinner[ply] = winner;
    const w = this.won[winner]!;
    lo ^= LO[WON_KEY + winner * (TRICKS + 1) + w]! ^ LO[WON_KEY + winner * (TRICKS + 1) + w + 1]!;
    hi ^= HI[WON_KEY + winner * (TRICKS + 1) + w]! ^ HI[WON_KEY + winner * (TRICKS + 1) + w + 1]!;
    this.won[winner] = w + 1;
    this.tricksDone++;
    this.trickLen = 0;
    this.turn = this.tricksDone === TRICKS ? -1 : winner;
    lo ^= LO[TURN_KEY + (this.turn < 0 ? MAX_SEATS : this.turn)]!;
    hi ^= HI[TURN_KEY + (this.turn < 0 ? MAX_SEATS : this.turn)]!;
    this.lo = lo;
    this.hi = hi;
    this.settled = false;
  }

  undo(): void {
    if (this.ply === 0) throw new Error('lupfen fast path: nothing to undo');
    const ply = --this.ply;
    const seat = this.moveSeat[ply]!;
    const winner = this.moveWinner[ply]!;
    if (winner >= 0) {
      this.won[winner]!--;
      this.tricksDone--;
      this.trickLen = this.active;
    }
    this.trickLen--;
    this.hands[seat]! |= 1 << this.moveCard[ply]!;
    this.turn = seat;
    this.lo = this.moveLo[ply]!;
    this.hi = this.moveHi[ply]!;
    this.settled = false;
  }

  /** Position in the trick of its winner: highest trump, else highest card of the suit led. */
  private winnerIndex(base: number): number {
    const len = this.active;
    let best = 0;
    let bestCard = this.trickCard[base]!;
    let bestSuit = (bestCard / 5) | 0;
    for (let p = 1; p < len; p++) {
      const c = this.trickCard[base + p]!;
      const suit = (c / 5) | 0;
      if (suit === bestSuit) {
        if (c < bestCard) {
          best = p;
          bestCard = c;
        }
      } else if (suit === this.trump) {
        best = p;
        bestCard = c;
        bestSuit = suit;
      }
    }
    return best;
  }

  balances(out: Float64Array): void {
    if (this.turn < 0) {
      this.settle();
      for (let x = 0; x < this.players; x++) out[x] = this.final[x]!;
      return;
    }
    const b = this.state!.balances;
    for (let x = 0; x < this.players; x++) out[x] = b[x]!;
  }

  returns(out: Float64Array): void {
    this.balances(out);
    const pot = this.turn < 0 ? this.finalPot : this.state!.pot;
    const n = this.players;
    for (let x = 0; x < n; x++) out[x]! += pot / n;
  }

  /**
   * The balances and pot once the deal is settled, as rules.ts leaves them: the trick payouts and
   * penalties (R14 / R11), then either the end of the match (leftovers shared out) or the next
   * deal's antes and dealer's stake, which rules.ts pays in the same step.
   */
  private settle(): void {
    if (this.settled) return;
    const s = this.state!;
    const v = this.variant!;
    const n = this.players;
    const b = this.final;
    for (let x = 0; x < n; x++) b[x] = s.balances[x]!;
    const P = s.pot;
    let pot = P;
    const share = Math.floor(P / 3);
    const remainder = P - 3 * share;
    for (let x = 0; x < n; x++) {
      if ((this.inMask >> x) & 1) {
        b[x]! += share * this.won[x]!;
        pot -= share * this.won[x]!;
      }
    }
    if (v.remainderToLifter) {
      b[s.lifter!]! += remainder;
      pot -= remainder;
    }
    const penalty = v.fine(s, P);
    for (let x = 0; x < n; x++) {
      if ((this.inMask >> x) & 1 && this.won[x] === 0) {
        b[x]! -= penalty;
        pot += penalty;
      }
    }
    if (this.matchEnds(pot, s.dealsDone + 1)) {
      if (pot > 0) {
        const back = shareOut(pot, n, (s.dealer + 1) % n);
        for (let x = 0; x < n; x++) b[x]! += back[x]!;
        pot = 0;
      }
    } else {
      const dealer = (s.dealer + 1) % n;
      if (v.dealKind(pot) !== 'lupfen') {
        for (let x = 0; x < n; x++) b[x]! -= s.opts.ante;
        pot += n * s.opts.ante;
      }
      const stake = v.dealerStake(s.opts);
      if (stake > 0) {
        b[dealer]! -= stake;
        pot += stake;
      }
    }
    this.finalPot = pot;
    this.settled = true;
  }

  /** rules.ts's matchEnd after the deal is settled. */
  private matchEnds(pot: number, dealsDone: number): boolean {
    const s = this.state!;
    if (pot >= TABLE_LIMIT) return true;
    for (let x = 0; x < this.players; x++) if (Math.abs(this.final[x]!) >= TABLE_LIMIT) return true;
    const target = s.opts.deals;
    if (target === 0 || dealsDone < target) return false;
    return this.variant!.endAfterTarget(pot, dealsDone, target) !== null;
  }

  actionOf(code: number): LupfenAction {
    return PLAY[code]!;
  }

  codeOf(action: LupfenAction): number {
    return action.kind === 'play' ? lupfenCardIndex(action.card) : -1;
  }
}

export const lupfenFast: FastPath<LupfenState, LupfenAction> = {
  create: () => new LupfenWork(),
};
