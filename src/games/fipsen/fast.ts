// Fipsen's fast path (see ../fast.ts): the card play of a deal, from the first lead to the settle,
// the declarer's stop-or-continue and the early end of play included, on one mutable working copy
// for the solver. Cards are bits of one 32-bit mask (bit = suit * 8 + rank, rank 0 = the Ace, so
// a lower bit is a stronger card of its suit); an action code is the card's bit, or STOP / GO_ON.
//
// When the play ends and what it scores is the variant's (afterTrick, score), asked of the loaded
// state with the tricks as played, and remembered per loaded deal by who won which trick (all that
// these answers read): the fast path never branches on the variant. test/games/fipsen/fast.test.ts
// plays random deals through both and compares every legal set, hash and outcome.
import { SUITS, type Card } from '../../core/cards.js';
import type { TrickRecord } from '../../core/trick.js';
import { TurnAndHash, zobristKeys, type FastPath, type FastWork } from '../fast.js';
import { FIPSEN_RANKS } from './pack.js';
import { simple } from './rules.js';
import type { FipsenAction, FipsenState } from './types.js';
import type { AfterTrick, FipsenVariant } from './variant.js';
import { variantOf } from './variants.js';

const CARDS = 32;
const MAX_SEATS = 6;
/** Cards in a hand during the play. */
const HAND = 5;
const TRICKS = HAND;
/** The codes of the two calls of the play: stop, and play on for all five. */
export const STOP = CARDS;
export const GO_ON = CARDS + 1;

const CARD_OF: Card[] = [];
for (const suit of SUITS) for (const rank of FIPSEN_RANKS) CARD_OF.push(`${rank}${suit}`);
const PLAY: FipsenAction[] = CARD_OF.map((card) => Object.freeze({ kind: 'play', card }));
const SUIT_MASK = [0xff, 0xff << 8, 0xff << 16, 0xff << 24];

// Hash keys: a card in a seat's hand, a card a seat has put into the current trick, tricks won
// (0–5) per seat, the seat to act (index MAX_SEATS: nobody), the stop question, played on.
const HAND_KEY = 0;
const TRICK_KEY = HAND_KEY + MAX_SEATS * CARDS;
const WON_KEY = TRICK_KEY + MAX_SEATS * CARDS;
const TURN_KEY = WON_KEY + MAX_SEATS * (TRICKS + 1);
const ASK_KEY = TURN_KEY + MAX_SEATS + 1;
const ON_KEY = ASK_KEY + 1;
const KEYS = ON_KEY + 1;
const LO = zobristKeys(KEYS, 0x1b873593);
const HI = zobristKeys(KEYS, 0x7feb352d);
const MOVE_LO = new Int32Array(MAX_SEATS * CARDS);
const MOVE_HI = new Int32Array(MAX_SEATS * CARDS);
for (let i = 0; i < MAX_SEATS * CARDS; i++) {
  MOVE_LO[i] = LO[HAND_KEY + i]! ^ LO[TRICK_KEY + i]!;
  MOVE_HI[i] = HI[HAND_KEY + i]! ^ HI[TRICK_KEY + i]!;
}

const SUIT_AT = new Int8Array(128).fill(-1);
SUITS.forEach((s, i) => (SUIT_AT[s.charCodeAt(0)] = i));
/** A card's index by its two character codes (rank * 128 + suit, 7 bits each); -1: not a card. */
const INDEX_AT = new Int8Array(128 * 128).fill(-1);
for (let c = 0; c < CARDS; c++) INDEX_AT[(CARD_OF[c]!.charCodeAt(0) << 7) | CARD_OF[c]!.charCodeAt(1)] = c;

/** The index of a card in the fast path's card space. */
export function fipsenCardIndex(card: Card): number {
  const c = card.length === 2 ? INDEX_AT[((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127)]! : -1;
  if (c < 0) throw new Error(`fipsen: ${card} is not a card`);
  return c;
}

/**
 * The variant's answers by everything they read besides who won which trick: the table, the
 * contract, the trump, Hand and the doubling. Shared by every working copy: the sampled deals of
 * one decision all have the same contract, and a bench reloads the same deals.
 */
interface Memo {
  /** afterTrick's verdict (VERDICTS index + 1; 0: not asked yet) by the trick key and played on. */
  readonly after: Int8Array;
  readonly score: Map<number, readonly number[]>;
  /** The variant's position value less the settled balances (Thedinghausen's race), by the score's key. */
  readonly extra: Map<number, readonly number[]>;
}
const MEMOS = new Map<string, Memo>();
const OPTION_IDS = new WeakMap<object, number>();
let optionIds = 0;

/** The last memo asked for each contract object (sampled deals and their moves share it). */
const LAST = new WeakMap<object, { s: FipsenState; memo: Memo }>();

function memoOf(s: FipsenState): Memo {
  // Thedinghausen has no contract: its deal's race stands for it (the answers read its tallies).
  const owner: object = s.contract ?? s.race!;
  const last = LAST.get(owner);
  if (
    last !== undefined &&
    last.s.trump === s.trump &&
    last.s.handGame === s.handGame &&
    last.s.window === s.window &&
    last.s.opts === s.opts &&
    last.s.inDeal === s.inDeal &&
    last.s.variant === s.variant &&
    last.s.race === s.race
  )
    return last.memo;
  const memo = memoByKey(s);
  LAST.set(owner, { s, memo });
  return memo;
}

function memoByKey(s: FipsenState): Memo {
  let opts = OPTION_IDS.get(s.opts);
  if (opts === undefined) OPTION_IDS.set(s.opts, (opts = ++optionIds));
  const c = s.contract;
  const b = c?.bid;
  const w = s.window;
  const r = s.race;
  const key =
    `${s.variant}/${opts}/${s.players}/${s.inDeal.join('')}/${c ? `${c.declarer}/${c.selfNamed ? 1 : 0}` : '-'}/${b?.kind}` +
    `/${b?.kind === 'tricks' ? `${b.tricks}${+b.hand}${+b.ruten}${+b.gute}` : b?.kind === 'fips' ? +b.gute : ''}` +
    `/${s.trump}/${s.handGame ? 1 : 0}/${w === null ? '' : `${w.kontra}/${+w.rekontra}/${w.knocks.join('')}`}` +
    (r ? `/${r.game}/${r.dealsInGame}/${r.tally.join(',')}` : '');
  let memo = MEMOS.get(key);
  if (memo === undefined) {
    if (MEMOS.size >= 1024) MEMOS.clear();
    memo = { after: new Int8Array(TRICK_KEYS * 2), score: new Map(), extra: new Map() };
    MEMOS.set(key, memo);
  }
  return memo;
}

/**
 * Who won which trick as one number, a key of the memo: after t tricks, the winners' seats plus
 * one as the digits of a base-MAX_SEATS number (bijective: no two sequences, of any length, share
 * a key). Below TRICK_KEYS.
 */
let keys = 0;
for (let t = 0, p = 1; t <= TRICKS; t++, p *= MAX_SEATS) keys += p;
export const TRICK_KEYS = keys;

/** afterTrick's verdicts, by their code less one in the memo. */
const VERDICTS: readonly AfterTrick[] = ['on', 'ask', 'won', 'lost'];
const ASK = 2;
const WON = 3;
const LOST = 4;

/** Move kinds in the undo record. */
const CARD_MOVE = 0;
const STOP_MOVE = 1;
const ON_MOVE = 2;

export class FipsenWork extends TurnAndHash implements FastWork<FipsenState, FipsenAction> {
  readonly maxActions = HAND + 2;
  players = 0;
  ply = 0;

  private readonly hands = new Int32Array(MAX_SEATS);
  /** Each seat's cards in the order of its hand at load (played ones stay listed). */
  private readonly order = new Int8Array(MAX_SEATS * HAND).fill(-1);
  private readonly next = new Int8Array(MAX_SEATS);
  private readonly won = new Int32Array(MAX_SEATS);
  /** Trick t, position p: the card and its seat at t * active + p; the winner of trick t. */
  private readonly trickCard = new Int8Array(TRICKS * MAX_SEATS);
  private readonly trickSeat = new Int8Array(TRICKS * MAX_SEATS);
  private readonly winners = new Int8Array(TRICKS);
  /** The trick key (see TRICK_KEYS) after t tricks, at t. */
  private readonly trickKey = new Int32Array(TRICKS + 1);
  private active = 0;
  private trump = -1;
  /** The declarer, -1 without a contract (Thedinghausen). */
  private declarer = 0;
  private tricksDone = 0;
  /** Tricks already complete at load (their winners come from the state). */
  private tricksAtLoad = 0;
  private trickLen = 0;
  /** The declarer is asked to stop or play on. */
  private asking = false;
  private continued = false;
  /** Settled: 'won' or 'lost' once the play is over. */
  private outcome = 0;
  // The undo record of every move: the hash before it, and its kind | seat << 2 | card << 5 |
  // (winner of the trick it ended, + 1) << 11 in one number. The turn and the stop question before
  // it follow: a card was played by the seat to act, never while asked; a call was the declarer's.
  private readonly moveRec = new Int32Array(TRICKS * MAX_SEATS + 4);
  private readonly moveLo = new Int32Array(TRICKS * MAX_SEATS + 4);
  private readonly moveHi = new Int32Array(TRICKS * MAX_SEATS + 4);
  // The loaded state and the variant's answers for it, by who won which trick.
  private state: FipsenState | null = null;
  /** The state whose contract the memo below was looked up for. */
  private memoFor: FipsenState | null = null;
  private variant: FipsenVariant | null = null;
  private afterMemo: Int8Array = new Int8Array(0);
  private scoreMemo = new Map<number, readonly number[]>();
  private extraMemo = new Map<number, readonly number[]>();

  load(s: FipsenState): boolean {
    if (s.phase !== 'play' && s.phase !== 'stop') return false;
    // A deal without a contract is Thedinghausen's, each seat for himself (its race stands in).
    if ((s.contract === null && s.race === undefined) || s.trump === null) return false;
    const n = s.players;
    const inDeal = s.inDeal;
    const active = inDeal.length;
    const hands = s.hands;
    const done = s.tricks.length;
    if (n > MAX_SEATS || active * TRICKS > this.trickCard.length) return false;
    for (let i = 0; i < active; i++) {
      const m = hands[inDeal[i]!]!.length;
      if (m > HAND || m + done > TRICKS) return false;
    }
    this.state = s;
    // The sampled deals of one decision share their contract: look the variant's memo up when it changes.
    const last = this.memoFor;
    if (
      last === null ||
      last.contract !== s.contract ||
      last.race !== s.race ||
      last.trump !== s.trump ||
      last.handGame !== s.handGame ||
      last.window !== s.window ||
      last.opts !== s.opts ||
      last.inDeal !== inDeal ||
      last.variant !== s.variant
    ) {
      const memo = memoOf(s);
      this.variant = variantOf(s.variant);
      this.afterMemo = memo.after;
      this.scoreMemo = memo.score;
      this.extraMemo = memo.extra;
      this.memoFor = s;
    }
    this.players = n;
    this.ply = 0;
    this.active = active;
    this.trump = SUIT_AT[s.trump.charCodeAt(0)]!;
    this.declarer = s.contract?.declarer ?? -1;
    this.continued = s.continued;
    this.asking = s.phase === 'stop';
    this.outcome = 0;
    let lo = 0;
    let hi = 0;
    const order = this.order;
    for (let x = 0; x < n; x++) {
      const hand = hands[x]!;
      const m = hand.length;
      let mask = 0;
      for (let i = 0; i < m; i++) {
        const c = fipsenCardIndex(hand[i]!);
        if (i < HAND) order[x * HAND + i] = c;
        mask |= 1 << c;
        lo ^= LO[HAND_KEY + x * CARDS + c]!;
        hi ^= HI[HAND_KEY + x * CARDS + c]!;
      }
      for (let i = m; i < HAND; i++) order[x * HAND + i] = -1;
      this.hands[x] = mask;
      this.won[x] = 0;
    }
    for (let i = 0; i < active; i++) this.next[inDeal[i]!] = inDeal[i + 1 === active ? 0 : i + 1]!;
    this.tricksDone = done;
    this.tricksAtLoad = done;
    // Tricks won counted from the tricks (as `probe` does), not read from a further array of the state.
    for (let t = 0; t < done; t++) {
      const w = s.tricks[t]!.winner;
      this.winners[t] = w;
      this.won[w]!++;
      this.trickKey[t + 1] = this.trickKey[t]! * MAX_SEATS + w + 1;
    }
    for (let x = 0; x < n; x++) {
      lo ^= LO[WON_KEY + x * (TRICKS + 1) + this.won[x]!]!;
      hi ^= HI[WON_KEY + x * (TRICKS + 1) + this.won[x]!]!;
    }
    const trick = s.trick;
    this.trickLen = trick ? trick.cards.length : 0;
    const base = done * active;
    for (let p = 0; p < this.trickLen; p++) {
      const c = fipsenCardIndex(trick!.cards[p]!);
      const x = trick!.seats[p]!;
      this.trickCard[base + p] = c;
      this.trickSeat[base + p] = x;
      lo ^= LO[TRICK_KEY + x * CARDS + c]!;
      hi ^= HI[TRICK_KEY + x * CARDS + c]!;
    }
    this.turn = this.asking ? this.declarer : s.toPlay;
    lo ^= LO[TURN_KEY + this.turn]!;
    hi ^= HI[TURN_KEY + this.turn]!;
    if (this.asking) {
      lo ^= LO[ASK_KEY]!;
      hi ^= HI[ASK_KEY]!;
    }
    if (this.continued) {
      lo ^= LO[ON_KEY]!;
      hi ^= HI[ON_KEY]!;
    }
    this.lo = lo;
    this.hi = hi;
    return true;
  }

  legal(out: Int32Array): number {
    if (this.turn < 0) return 0;
    if (this.asking) {
      out[0] = STOP;
      out[1] = GO_ON;
      return 2;
    }
    const hand = this.hands[this.turn]!;
    let allowed = hand;
    if (this.trickLen > 0) {
      const led = this.trickCard[this.tricksDone * this.active]! >> 3;
      const follow = hand & SUIT_MASK[led]!;
      if (follow !== 0) allowed = follow;
    }
    // In the order of the hand, as rules.ts lists them.
    let k = 0;
    const base = this.turn * HAND;
    for (let i = 0; i < HAND; i++) {
      const c = this.order[base + i]!;
      if (c >= 0 && (allowed >>> c) & 1) out[k++] = c;
    }
    return k;
  }

  /** The variant's verdict after the tricks played so far (a VERDICTS code), asked once per memo and key. */
  private after(): number {
    const key = this.trickKey[this.tricksDone]! * 2 + (this.continued ? 1 : 0);
    let r = this.afterMemo[key]!;
    if (r === 0) {
      r = VERDICTS.indexOf(this.variant!.afterTrick(this.probe())) + 1;
      this.afterMemo[key] = r;
    }
    return r;
  }

  /** The memo's key of the settled deal: who won which trick, played on, the outcome. */
  private settleKey(): number {
    return (this.trickKey[this.tricksDone]! * 2 + (this.continued ? 1 : 0)) * 2 + (this.outcome === WON ? 1 : 0);
  }

  /** The loaded state with the tricks as played, for the variant's afterTrick and score. */
  private probe(): FipsenState {
    const s = this.state!;
    const tricks: TrickRecord[] = [];
    const tricksWon = new Array<number>(this.players).fill(0);
    for (let t = 0; t < this.tricksDone; t++) {
      if (t < this.tricksAtLoad) tricks.push(s.tricks[t]!);
      else {
        const seats: number[] = [];
        const cards: Card[] = [];
        for (let p = 0; p < this.active; p++) {
          seats.push(this.trickSeat[t * this.active + p]!);
          cards.push(CARD_OF[this.trickCard[t * this.active + p]!]!);
        }
        tricks.push({ index: t + 1, leader: seats[0]!, seats, cards, winner: this.winners[t]! });
      }
      tricksWon[this.winners[t]!]!++;
    }
    return { ...s, tricks, tricksWon, trick: null, continued: this.continued };
  }

  apply(code: number): void {
    const ply = this.ply++;
    this.moveLo[ply] = this.lo;
    this.moveHi[ply] = this.hi;
    if (code === STOP) {
      this.moveRec[ply] = STOP_MOVE;
      this.asking = false;
      this.outcome = WON;
      this.lo ^= LO[ASK_KEY]! ^ LO[TURN_KEY + this.turn]! ^ LO[TURN_KEY + MAX_SEATS]!;
      this.hi ^= HI[ASK_KEY]! ^ HI[TURN_KEY + this.turn]! ^ HI[TURN_KEY + MAX_SEATS]!;
      this.turn = -1;
      return;
    }
    if (code === GO_ON) {
      this.moveRec[ply] = ON_MOVE;
      this.asking = false;
      this.continued = true;
      this.lo ^= LO[ASK_KEY]! ^ LO[ON_KEY]!;
      this.hi ^= HI[ASK_KEY]! ^ HI[ON_KEY]!;
      return;
    }
    const seat = this.turn;
    this.moveRec[ply] = CARD_MOVE | (seat << 2) | (code << 5);
    this.hands[seat]! &= ~(1 << code);
    const base = this.tricksDone * this.active;
    this.trickCard[base + this.trickLen] = code;
    this.trickSeat[base + this.trickLen] = seat;
    this.trickLen++;
    if (this.trickLen < this.active) {
      const next = this.next[seat]!;
      this.turn = next;
      const key = seat * CARDS + code;
      this.lo ^= MOVE_LO[key]! ^ LO[TURN_KEY + seat]! ^ LO[TURN_KEY + next]!;
      this.hi ^= MOVE_HI[key]! ^ HI[TURN_KEY + seat]! ^ HI[TURN_KEY + next]!;
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
    this.moveRec[ply]! |= (winner + 1) << 11;
    this.winners[this.tricksDone] = winner;
    this.trickKey[this.tricksDone + 1] = this.trickKey[this.tricksDone]! * MAX_SEATS + winner + 1;
    const w = this.won[winner]!;
    lo ^= LO[WON_KEY + winner * (TRICKS + 1) + w]! ^ LO[WON_KEY + winner * (TRICKS + 1) + w + 1]!;
    hi ^= HI[WON_KEY + winner * (TRICKS + 1) + w]! ^ HI[WON_KEY + winner * (TRICKS + 1) + w + 1]!;
    this.won[winner] = w + 1;
    this.tricksDone++;
    this.trickLen = 0;
    const verdict = this.after();
    if (verdict === WON || verdict === LOST) {
      this.outcome = verdict;
      this.turn = -1;
    } else {
      this.turn = winner;
      if (verdict === ASK) {
        this.asking = true;
        this.turn = this.declarer;
        lo ^= LO[ASK_KEY]!;
        hi ^= HI[ASK_KEY]!;
      }
    }
    lo ^= LO[TURN_KEY + (this.turn < 0 ? MAX_SEATS : this.turn)]!;
    hi ^= HI[TURN_KEY + (this.turn < 0 ? MAX_SEATS : this.turn)]!;
    this.lo = lo;
    this.hi = hi;
  }

  undo(): void {
    if (this.ply === 0) throw new Error('fipsen fast path: nothing to undo');
    const ply = --this.ply;
    this.lo = this.moveLo[ply]!;
    this.hi = this.moveHi[ply]!;
    this.outcome = 0;
    const rec = this.moveRec[ply]!;
    const kind = rec & 3;
    if (kind !== CARD_MOVE) {
      this.asking = true;
      this.turn = this.declarer;
      if (kind === ON_MOVE) this.continued = false;
      return;
    }
    const seat = (rec >> 2) & 7;
    const winner = (rec >> 11) - 1;
    if (winner >= 0) {
      this.won[winner]!--;
      this.tricksDone--;
      this.trickLen = this.active;
    }
    this.trickLen--;
    this.hands[seat]! |= 1 << ((rec >> 5) & 63);
    this.turn = seat;
    this.asking = false;
  }

  /** Position in the trick of its winner: highest trump, else highest card of the suit led. */
  private winnerIndex(base: number, len = this.active): number {
    let best = 0;
    let bestCard = this.trickCard[base]!;
    let bestSuit = bestCard >> 3;
    for (let p = 1; p < len; p++) {
      const c = this.trickCard[base + p]!;
      const suit = c >> 3;
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
    const b = this.state!.balances;
    for (let x = 0; x < this.players; x++) out[x] = b[x]!;
    if (this.turn >= 0 || this.outcome === 0) return;
    const key = this.settleKey();
    let delta = this.scoreMemo.get(key);
    if (delta === undefined) {
      delta = this.variant!.score(this.probe(), this.outcome === WON ? 'won' : 'lost').delta;
      this.scoreMemo.set(key, delta);
    }
    for (let x = 0; x < this.players; x++) out[x]! += delta[x]!;
  }

  /** Fipsen's returns are its balances. */
  returns(out: Float64Array): void {
    this.balances(out);
  }

  /**
   * The search hooks' position value (bots/hooks.ts) once the play is over: the balances, plus what
   * the variant's own value adds to them in the settled state (Thedinghausen: the stake of a game
   * not yet booked and its prize by the tallies), which reads the race, not the balances.
   */
  positionValue(out: Float64Array): void {
    this.balances(out);
    if (this.turn >= 0 || this.outcome === 0 || !this.variant!.positionValue) return;
    const key = this.settleKey();
    let extra = this.extraMemo.get(key);
    if (extra === undefined) {
      const probe = this.probe();
      const score = this.variant!.score(probe, this.outcome === WON ? 'won' : 'lost');
      const balances = probe.balances.map((b, x) => b + score.delta[x]!);
      const settled: FipsenState = {
        ...probe,
        balances,
        phase: score.end ? 'over' : 'deal',
        ...(score.race ? { race: score.race } : {}),
      };
      const v = this.variant!.positionValue(settled);
      extra = v.map((x, i) => x - balances[i]!);
      this.extraMemo.set(key, extra);
    }
    for (let x = 0; x < this.players; x++) out[x]! += extra[x]!;
  }

  /**
   * Move ordering (solver.ts): when the trick is the other side's, the cheapest card that takes
   * it, then the lowest; when it is my side's, the lowest; on lead, the highest.
   */
  moveScore(code: number): number {
    if (code >= CARDS) return 0;
    const low = code & 7;
    if (this.trickLen === 0) return 8 - low;
    const base = this.tricksDone * this.active;
    const best = this.winnerIndex(base, this.trickLen);
    const bestCard = this.trickCard[base + best]!;
    // Without a declarer every seat plays for himself: no trick is the mover's side's before he takes it.
    const mine = this.declarer >= 0 && (this.trickSeat[base + best] === this.declarer) === (this.turn === this.declarer);
    if (mine) return low;
    const suit = code >> 3;
    const bestSuit = bestCard >> 3;
    const beats = suit === bestSuit ? code < bestCard : suit === this.trump;
    return beats ? 16 + low : low;
  }

  /**
   * Touching cards: two cards of the mover's suit are equivalent when no card between them is in
   * another hand or on the table (the scores go by who wins the tricks, not by which card). The
   * class is the highest card of the run.
   */
  moveClass(code: number): number {
    if (code >= CARDS) return code;
    let apart = 0;
    for (let x = 0; x < this.players; x++) if (x !== this.turn) apart |= this.hands[x]!;
    const base = this.tricksDone * this.active;
    for (let p = 0; p < this.trickLen; p++) apart |= 1 << this.trickCard[base + p]!;
    const mine = this.hands[this.turn]!;
    let top = code;
    for (let c = code - 1; c >= (code & ~7); c--) {
      if ((apart >>> c) & 1) break;
      if ((mine >>> c) & 1) top = c;
    }
    return top;
  }

  actionOf(code: number): FipsenAction {
    if (code === STOP) return simple('stop');
    if (code === GO_ON) return simple('continue');
    return PLAY[code]!;
  }

  codeOf(action: FipsenAction): number {
    if (action.kind === 'play') return fipsenCardIndex(action.card);
    if (action.kind === 'stop') return STOP;
    if (action.kind === 'continue') return GO_ON;
    return -1;
  }
}

export const fipsenFast: FastPath<FipsenState, FipsenAction> = {
  create: () => new FipsenWork(),
};
