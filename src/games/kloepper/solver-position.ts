// Kloepper's fast path (see ../solver-position.ts): a whole deal from the declaration to the settle, the knock
// and the knock-back questions included, on one mutable working copy for the solver. Cards are bits
// of one 32-bit mask (24 cards: bit = suit * 6 + rank, ranks A T K Q J 9); what follows suit and
// wins is Kloepper's own (R4, R5, R9: the eleven permanent trumps are a suit of their own), from
// tables built once. An action code is the card's bit, or one of the calls after the cards.
// test/games/kloepper/solver-position.test.ts plays random matches through both and compares every legal set,
// hash and outcome.
import type { Card } from '../../core/cards.js';
import { CARD_MOVE, TrickWork, cardIndex, trickLayout } from '../solver-position.js';
import type { FastPath, FastWork } from '../../contract/search.js';
import {
  CALL_SUITS,
  KLOEPPER_RANKS,
  KLOEPPER_TRICK_RULES,
  TRICKS as DEAL_TRICKS,
  cardPoints,
  isTrump,
  playAction,
  sideScore,
} from './rules.js';
import type { KloepperAction, KloepperState } from './types.js';

// Kloepper's own hash keys after the shared ones (../solver-position.ts): each seat on the queen side, the
// knocker, the counter-knock, the knock-back questions still open (1–3), the declaration still to
// come, and the queen side's card points so far (0–120, which the score reads besides the tricks).
const QUEEN_KEY = 0;
const KNOCKER_KEY = 4;
const COUNTER_KEY = 8;
const ASKED_KEY = 9;
const DECLARING_KEY = 12;
const POINTS_KEY = 13;
const LAYOUT = trickLayout({
  game: 'kloepper',
  ranks: KLOEPPER_RANKS,
  maxSeats: 4,
  tricks: DEAL_TRICKS,
  extraKeys: POINTS_KEY + 121,
  seeds: [0x3c6ef372, 0x5be0cd19],
});
const SEATS = LAYOUT.maxSeats;
// Module constants, not imported bindings: the play reads them at every move.
const TRICKS = LAYOUT.tricks;
const CARDS = LAYOUT.cards;
const CARD_OF = LAYOUT.cardOf;

/** The calls' codes: going alone, calling the ace of C, S, H, the knock, and the two answers to it. */
export const ALONE = CARDS;
export const CALL = CARDS + 1;
export const KNOCK = CARDS + 4;
export const COUNTER = CARDS + 5;
export const NO_COUNTER = CARDS + 6;

/** Move kinds of the calls in the undo record (a card's is CARD_MOVE); an answer keeps yes / no in bit 5. */
const DECLARE_MOVE = 1;
const KNOCK_MOVE = 2;
const ANSWER_MOVE = 3;

/** The suit a card follows as (0–3 its printed suit, TRUMP the permanent trumps), its strength there, its points. */
const TRUMP = 4;
const FOLLOW = new Int8Array(CARDS);
const STRENGTH = new Int8Array(CARDS);
const POINTS = new Int8Array(CARDS);
const FOLLOW_MASK = new Int32Array(TRUMP + 1);
for (let c = 0; c < CARDS; c++) {
  const card = CARD_OF[c]!;
  FOLLOW[c] = isTrump(card) ? TRUMP : LAYOUT.suitOf[c]!;
  STRENGTH[c] = KLOEPPER_TRICK_RULES.strength(card);
  POINTS[c] = cardPoints(card);
  FOLLOW_MASK[FOLLOW[c]!]! |= 1 << c;
}
const QC = cardIndex(LAYOUT, 'QC');
const QS = cardIndex(LAYOUT, 'QS');
const BLACK_QUEENS = (1 << QC) | (1 << QS);
/** The called suits' aces, and the bits of each called suit's plain cards (K5: the caller must hold one). */
const CALL_ACE = CALL_SUITS.map((suit) => cardIndex(LAYOUT, `A${suit}`));
const CALL_PLAIN = CALL_SUITS.map((_, i) => FOLLOW_MASK[LAYOUT.suitOf[CALL_ACE[i]!]!]!);

const PLAY: readonly KloepperAction[] = CARD_OF.map(playAction);
const CALLS: readonly KloepperAction[] = [
  { kind: 'alone' } as const,
  ...CALL_SUITS.map((suit): KloepperAction => ({ kind: 'call', suit })),
  { kind: 'knock' } as const,
  { kind: 'counter-knock' } as const,
  { kind: 'no-counter-knock' } as const,
].map((a) => Object.freeze(a));

/** The index of a card in the fast path's card space. */
export function kloepperCardIndex(card: Card): number {
  return cardIndex(LAYOUT, card);
}

export class KloepperWork extends TrickWork implements FastWork<KloepperState, KloepperAction> {
  /** Six cards and the knock; a declaration has four choices at most. */
  readonly maxActions = TRICKS + 1;

  private state: KloepperState | null = null;
  private selfCall = false;
  private callNeedsSuit = false;
  private knocking = false;
  /** Seats of the queen side as bits; 0 while the holder of both queens has not declared. */
  private queenMask = 0;
  /** The holder of both black queens declares now (phase declare); `leader` leads once he has. */
  private declaring = false;
  private leader = 0;
  private knocker = -1;
  private countered = false;
  /** The knock-back questions: the seats asked in order, the one asked now (phase counter). */
  private asking = false;
  private readonly asked = new Int8Array(3);
  private askedLen = 0;
  private askedAt = 0;
  private queenPoints = 0;
  /** The queen side's points before each move, for undo. */
  private readonly pointsBefore: Int32Array;
  private readonly final = new Float64Array(SEATS);

  constructor() {
    // Calls a deal may hold besides its cards: the declaration, a knock and three answers.
    super(LAYOUT, 5);
    this.pointsBefore = new Int32Array(TRICKS * SEATS + 5);
  }

  load(s: KloepperState): boolean {
    if (s.phase !== 'declare' && s.phase !== 'play' && s.phase !== 'counter') return false;
    const done = s.tricks.length;
    const hands = s.hands;
    for (let x = 0; x < SEATS; x++) if (hands[x]!.length + done > TRICKS) return false;
    this.state = s;
    this.players = SEATS;
    this.ply = 0;
    this.active = SEATS;
    this.selfCall = s.opts.self_call;
    this.callNeedsSuit = s.opts.call_needs_suit;
    this.knocking = s.opts.knocking;
    // The hash waits until asked for (../solver-position.ts): a random playout never asks.
    this.hashed = false;
    for (let x = 0; x < SEATS; x++) {
      this.loadHand(x, hands[x]!);
      this.won[x] = 0;
      this.next[x] = (x + 1) % SEATS;
    }
    this.queenMask = 0;
    for (const x of s.queenSide) this.queenMask |= 1 << x;
    for (let x = 0; x < SEATS; x++) if ((this.queenMask >> x) & 1) this.toggle(QUEEN_KEY + x);
    this.tricksDone = done;
    this.queenPoints = 0;
    for (let t = 0; t < done; t++) {
      const trick = s.tricks[t]!;
      this.won[trick.winner]!++;
      if ((this.queenMask >> trick.winner) & 1) for (const card of trick.cards) this.queenPoints += cardPoints(card);
    }
    this.hashWon();
    this.toggle(POINTS_KEY + this.queenPoints);
    if (s.trick) this.loadTrick(s.trick.cards, s.trick.seats);
    else this.trickLen = 0;
    this.knocker = s.knocker ?? -1;
    if (this.knocker >= 0) this.toggle(KNOCKER_KEY + this.knocker);
    this.countered = s.counterKnocker !== null;
    if (this.countered) this.toggle(COUNTER_KEY);
    this.declaring = s.phase === 'declare';
    this.leader = s.toPlay;
    this.asking = s.phase === 'counter';
    this.askedLen = s.asked.length;
    this.askedAt = 0;
    for (let i = 0; i < this.askedLen; i++) this.asked[i] = s.asked[i]!;
    if (this.declaring) {
      this.toggle(DECLARING_KEY);
      this.enterTurn(this.holder(QC));
    } else if (this.asking) {
      this.toggle(ASKED_KEY + this.askedLen - 1);
      this.enterTurn(this.asked[0]!);
    } else this.enterTurn(s.toPlay);
    return true;
  }

  /** The hash from scratch: the cards' keys, then Kloepper's own as `load` and the moves toggle them. */
  protected override rehash(): void {
    this.rehashCards();
    for (let x = 0; x < SEATS; x++) if ((this.queenMask >> x) & 1) this.toggle(QUEEN_KEY + x);
    this.toggle(POINTS_KEY + this.queenPoints);
    if (this.knocker >= 0) this.toggle(KNOCKER_KEY + this.knocker);
    if (this.countered) this.toggle(COUNTER_KEY);
    if (this.declaring) this.toggle(DECLARING_KEY);
    if (this.asking) this.toggle(ASKED_KEY + this.askedLen - this.askedAt - 1);
  }

  private holder(card: number): number {
    for (let x = 0; x < SEATS; x++) if ((this.hands[x]! >>> card) & 1) return x;
    return -1;
  }

  legal(out: Int32Array): number {
    if (this.turn < 0) return 0;
    if (this.declaring) {
      // R8.2 with K4 / K5, in the order of CALL_SUITS as rules.ts lists them.
      const hand = this.hands[this.turn]!;
      let k = 0;
      out[k++] = ALONE;
      for (let i = 0; i < CALL_ACE.length; i++) {
        if ((hand >>> CALL_ACE[i]!) & 1 && !this.selfCall) continue;
        if (this.callNeedsSuit && (hand & CALL_PLAIN[i]!) === 0) continue;
        out[k++] = CALL + i;
      }
      return k;
    }
    if (this.asking) {
      out[0] = COUNTER;
      out[1] = NO_COUNTER;
      return 2;
    }
    const hand = this.hands[this.turn]!;
    let allowed = hand;
    if (this.trickLen > 0) {
      const follow = hand & FOLLOW_MASK[FOLLOW[this.trickCard[this.tricksDone * SEATS]!]!]!;
      if (follow !== 0) allowed = follow;
    }
    let k = this.listInOrder(allowed, out);
    // R10.1: a black-queen holder at his turn in trick 1, before his card, once per deal.
    if (this.tricksDone === 0 && this.knocker < 0 && this.knocking && (hand & BLACK_QUEENS) !== 0) out[k++] = KNOCK;
    return k;
  }

  /** The turn passes to `seat` (-1: nobody), both keys toggled. */
  private passTurn(seat: number): void {
    this.enterTurn(this.turn);
    this.enterTurn(seat);
  }

  apply(code: number): void {
    if (code < CARDS) this.playAndCount(code);
    else if (code === KNOCK) this.knock();
    else if (code === COUNTER || code === NO_COUNTER) this.answerKnock(code === COUNTER);
    else this.declare(code);
  }

  /** A card; a trick it completes adds its card points to the Queens' when they won it. */
  private playAndCount(code: number): void {
    this.pointsBefore[this.ply] = this.queenPoints;
    const winner = this.playCard(code);
    if (winner < 0) return;
    const queens = (this.queenMask >> winner) & 1;
    if (queens) {
      const base = (this.tricksDone - 1) * SEATS;
      let pts = 0;
      for (let p = 0; p < SEATS; p++) pts += POINTS[this.trickCard[base + p]!]!;
      this.toggle(POINTS_KEY + this.queenPoints);
      this.queenPoints += pts;
      this.toggle(POINTS_KEY + this.queenPoints);
    }
    // R10.4: once a knock stands, the first trick the non-queen side wins ends the deal.
    const over = (this.knocker >= 0 && !queens) || this.tricksDone === TRICKS;
    this.enterTurn(over ? -1 : winner);
  }

  private knock(): void {
    const knocker = this.turn;
    this.pushMove(KNOCK_MOVE);
    this.knocker = knocker;
    this.toggle(KNOCKER_KEY + knocker);
    // R10.3: the non-queen side, clockwise from the knocker's left.
    this.askedLen = 0;
    for (let k = 1; k < SEATS; k++) {
      const x = (knocker + k) % SEATS;
      if (!((this.queenMask >> x) & 1)) this.asked[this.askedLen++] = x;
    }
    this.askedAt = 0;
    this.asking = true;
    this.toggle(ASKED_KEY + this.askedLen - 1);
    this.passTurn(this.asked[0]!);
  }

  /** A seat asked after the knock knocks back (`yes`) or not; play goes on after a knock back or the last one asked. */
  private answerKnock(yes: boolean): void {
    this.pushMove(ANSWER_MOVE | ((yes ? 1 : 0) << 5));
    this.toggle(ASKED_KEY + this.askedLen - this.askedAt - 1);
    if (yes) {
      this.countered = true;
      this.toggle(COUNTER_KEY);
    } else this.askedAt++;
    if (yes || this.askedAt === this.askedLen) {
      this.asking = false;
      this.passTurn(this.knocker);
    } else {
      this.toggle(ASKED_KEY + this.askedLen - this.askedAt - 1);
      this.passTurn(this.asked[this.askedAt]!);
    }
  }

  /** The declaration (K6: the partnership is fixed by the deal: whoever holds the called ace). */
  private declare(code: number): void {
    const seat = this.turn;
    this.pushMove(DECLARE_MOVE);
    let mask = 1 << seat;
    if (code !== ALONE) mask |= 1 << this.holder(CALL_ACE[code - CALL]!);
    this.queenMask = mask;
    for (let x = 0; x < SEATS; x++) if ((mask >> x) & 1) this.toggle(QUEEN_KEY + x);
    this.declaring = false;
    this.toggle(DECLARING_KEY);
    this.passTurn(this.leader);
  }

  undo(): void {
    if (this.ply === 0) throw new Error('kloepper fast path: nothing to undo');
    const rec = this.popMove();
    const kind = rec & 3;
    if (kind === CARD_MOVE) {
      this.takeBack(rec);
      this.queenPoints = this.pointsBefore[this.ply]!;
    } else if (kind === KNOCK_MOVE) {
      this.turn = this.knocker;
      this.knocker = -1;
      this.asking = false;
    } else if (kind === ANSWER_MOVE) {
      if ((rec >> 5) & 1) this.countered = false;
      else this.askedAt--;
      this.asking = true;
      this.turn = this.asked[this.askedAt]!;
    } else {
      this.turn = this.holder(QC);
      this.queenMask = 0;
      this.declaring = true;
    }
  }

  balances(out: Float64Array): void {
    const b = this.state!.balances;
    for (let x = 0; x < SEATS; x++) out[x] = b[x]!;
    if (this.turn >= 0) return;
    // R11 / R12, as rules.ts's settle scores the deal.
    const mask = this.queenMask;
    let queenTricks = 0;
    for (let x = 0; x < SEATS; x++) if ((mask >> x) & 1) queenTricks += this.won[x]!;
    const all6 = this.tricksDone === TRICKS && queenTricks === TRICKS;
    const signed = sideScore((mask & (mask - 1)) === 0, this.knocker >= 0, this.countered, all6, this.queenPoints);
    const side = signed > 0 ? 1 : 0;
    const each = signed > 0 ? signed : -signed;
    for (let x = 0; x < SEATS; x++) if (((mask >> x) & 1) === side) out[x]! += each;
  }

  /** Kloepper's returns are its balances. */
  returns(out: Float64Array): void {
    this.balances(out);
  }

  /** Move ordering (solver.ts): on lead the strongest card; else a card that takes the trick, the cheapest first. */
  moveScore(code: number): number {
    if (code >= CARDS) return 0;
    if (this.trickLen === 0) return STRENGTH[code]!;
    const base = this.tricksDone * SEATS;
    const best = this.trickCard[base + this.winnerIndex(base, this.trickLen)]!;
    const beats = FOLLOW[code] === FOLLOW[best] ? STRENGTH[code]! > STRENGTH[best]! : FOLLOW[code] === TRUMP;
    return beats ? 64 - POINTS[code]! : 16 - POINTS[code]!;
  }

  /** R9: the highest permanent trump, else the highest card of the suit led. */
  protected override winnerIndex(base: number, len: number): number {
    const trickCard = this.trickCard;
    let best = 0;
    let bestCard = trickCard[base]!;
    for (let p = 1; p < len; p++) {
      const c = trickCard[base + p]!;
      if (FOLLOW[c] === FOLLOW[bestCard] ? STRENGTH[c]! > STRENGTH[bestCard]! : FOLLOW[c] === TRUMP) {
        best = p;
        bestCard = c;
      }
    }
    return best;
  }

  actionOf(code: number): KloepperAction {
    return code < CARDS ? PLAY[code]! : CALLS[code - CARDS]!;
  }

  codeOf(action: KloepperAction): number {
    switch (action.kind) {
      case 'play':
        return kloepperCardIndex(action.card);
      case 'alone':
        return ALONE;
      case 'call':
        return CALL + CALL_SUITS.indexOf(action.suit);
      case 'knock':
        return KNOCK;
      case 'counter-knock':
        return COUNTER;
      case 'no-counter-knock':
        return NO_COUNTER;
      default:
        return -1;
    }
  }
}

export const kloepperFast: FastPath<KloepperState, KloepperAction> = {
  create: () => new KloepperWork(),
};
