// Fipsen's fast path (see ../solver-position.ts): the card play of a deal, from the first lead to the settle,
// the declarer's stop-or-continue and the early end of play included, on one mutable working copy
// for the solver. Cards are bits of one 32-bit mask (bit = suit * 8 + rank, rank 0 = the Ace, so
// a lower bit is a stronger card of its suit); an action code is the card's bit, or STOP / GO_ON.
//
// When the play ends and what it scores is the variant's (afterTrick, score), asked of the loaded
// state with the tricks as played, and remembered per loaded deal by who won which trick (all that
// these answers read): the fast path never branches on the variant. test/games/fipsen/solver-position.test.ts
// plays random deals through both and compares every legal set, hash and outcome.
import type { Card } from '../../core/cards.js';
import type { TrickRecord } from '../../core/trick.js';
import { CARD_MOVE, TrickWork, cardIndex, trickLayout } from '../solver-position.js';
import type { FastPath, FastWork } from '../../contract/search.js';
import { FIPSEN_RANKS } from './pack.js';
import { TARGET } from './race.js';
import { simple } from './rules.js';
import type { FipsenAction, FipsenState } from './types.js';
import type { AfterTrick, FipsenVariant } from './variant.js';
import { variantOf } from './variants.js';

// Fipsen's own hash keys after the shared ones (../solver-position.ts): the stop question, played
// on, and Thedinghausen's seat that reached ten first in the deal (tally_check=deal_end), one a seat.
const ASK_KEY = 0;
const ON_KEY = 1;
const FIRST_KEY = 2;
const LAYOUT = trickLayout({
  game: 'fipsen',
  ranks: FIPSEN_RANKS,
  maxSeats: 6,
  tricks: 5,
  extraKeys: 2 + 6,
  seeds: [0x1b873593, 0x7feb352d],
});

const MAX_SEATS = LAYOUT.maxSeats;
const TRICKS = LAYOUT.tricks;
/** Cards in a hand during the play. */
const HAND = TRICKS;
const CARDS = LAYOUT.cards;
const CARD_OF = LAYOUT.cardOf;
/** The codes of the two calls of the play: stop, and play on for all five. */
export const STOP = CARDS;
export const GO_ON = CARDS + 1;

const PLAY: readonly FipsenAction[] = LAYOUT.plays;

/** The index of a card in the fast path's card space. */
export function fipsenCardIndex(card: Card): number {
  return cardIndex(LAYOUT, card);
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

/** The trick key once `winner` has taken the next trick, from the key before it (0: no trick yet). */
export function nextTrickKey(key: number, winner: number): number {
  return key * MAX_SEATS + winner + 1;
}

/** afterTrick's verdicts, by their code less one in the memo. */
const VERDICTS: readonly AfterTrick[] = ['on', 'ask', 'won', 'lost'];
const ASK = 2;
const WON = 3;
const LOST = 4;

/** Move kinds of the calls in the undo record (a card's is CARD_MOVE). */
const STOP_MOVE = 1;
const ON_MOVE = 2;

/** Whether `s` is a card-play position the solver takes, within its arrays (`trickSlots` cards of tricks). */
function fitsPosition(s: FipsenState, trickSlots: number): boolean {
  if (s.phase !== 'play' && s.phase !== 'stop') return false;
  // A deal without a contract is Thedinghausen's, each seat for himself (its race stands in).
  if ((s.contract === null && s.race === undefined) || s.trump === null) return false;
  const active = s.inDeal.length;
  const done = s.tricks.length;
  if (s.players > MAX_SEATS || active * TRICKS > trickSlots) return false;
  for (let i = 0; i < active; i++) {
    const m = s.hands[s.inDeal[i]!]!.length;
    if (m > HAND || m + done > TRICKS) return false;
  }
  return true;
}

export class FipsenWork extends TrickWork implements FastWork<FipsenState, FipsenAction> {
  readonly maxActions = HAND + 2;

  /** The winner of trick t. */
  private readonly winners = new Int8Array(TRICKS);
  /** The trick key (see TRICK_KEYS) after t tricks, at t. */
  private readonly pathKey = new Int32Array(TRICKS + 1);
  /** The declarer, -1 without a contract (Thedinghausen). */
  private declarer = 0;
  /** Tricks already complete at load (their winners come from the state). */
  private tricksAtLoad = 0;
  /** The declarer is asked to stop or play on. */
  private asking = false;
  private continued = false;
  /** Settled: WON or LOST once the play is over, else 0. */
  private outcome = 0;
  /**
   * Thedinghausen with tally_check=deal_end: each seat's tally before the deal, else null. Equal
   * tallies of ten or more go to the seat that got there first (thedinghausen.ts gameWinner), which
   * the tricks won do not tell: that seat (`first`, -1: nobody yet) is in the hash, and the tricks
   * done when it got there (`firstAt`) say which undo takes it back.
   */
  private raceTally: readonly number[] | null = null;
  private first = -1;
  private firstAt = 0;
  // The loaded state and the variant's answers for it, by who won which trick.
  private state: FipsenState | null = null;
  /** The state whose contract the memo below was looked up for. */
  private memoFor: FipsenState | null = null;
  private variant: FipsenVariant | null = null;
  private afterMemo: Int8Array = new Int8Array(0);
  private scoreMemo = new Map<number, readonly number[]>();
  private extraMemo = new Map<number, readonly number[]>();

  constructor() {
    // Two calls a deal at most: stop, or play on.
    super(LAYOUT, 2);
  }

  load(s: FipsenState): boolean {
    if (!fitsPosition(s, this.trickCard.length)) return false;
    const n = s.players;
    const inDeal = s.inDeal;
    const active = inDeal.length;
    const hands = s.hands;
    this.state = s;
    this.lookUpMemo(s);
    this.players = n;
    this.ply = 0;
    this.active = active;
    this.trump = LAYOUT.suitAt[s.trump!.charCodeAt(0)]!;
    this.declarer = s.contract?.declarer ?? -1;
    this.continued = s.continued;
    this.asking = s.phase === 'stop';
    this.outcome = 0;
    this.lo = 0;
    this.hi = 0;
    for (let x = 0; x < n; x++) {
      this.loadHand(x, hands[x]!);
      this.won[x] = 0;
    }
    for (let i = 0; i < active; i++) this.next[inDeal[i]!] = inDeal[i + 1 === active ? 0 : i + 1]!;
    this.raceTally = s.race && s.opts['tally_check'] === 'deal_end' ? s.race.tally : null;
    this.first = -1;
    this.loadTricksDone(s);
    if (s.trick) this.loadTrick(s.trick.cards, s.trick.seats);
    else this.trickLen = 0;
    this.enterTurn(this.asking ? this.declarer : s.toPlay);
    if (this.asking) this.toggle(ASK_KEY);
    if (this.continued) this.toggle(ON_KEY);
    return true;
  }

  /** The sampled deals of one decision share their contract: look the variant's memo up when it changes. */
  private lookUpMemo(s: FipsenState): void {
    const last = this.memoFor;
    if (
      last !== null &&
      last.contract === s.contract &&
      last.race === s.race &&
      last.trump === s.trump &&
      last.handGame === s.handGame &&
      last.window === s.window &&
      last.opts === s.opts &&
      last.inDeal === s.inDeal &&
      last.variant === s.variant
    )
      return;
    const memo = memoOf(s);
    this.variant = variantOf(s.variant);
    this.afterMemo = memo.after;
    this.scoreMemo = memo.score;
    this.extraMemo = memo.extra;
    this.memoFor = s;
  }

  /** The tricks complete at load: their winners, the tricks each seat has won, the path's key. */
  private loadTricksDone(s: FipsenState): void {
    const done = s.tricks.length;
    this.tricksDone = done;
    this.tricksAtLoad = done;
    // Tricks won counted from the tricks (as `probe` does), not read from a further array of the state.
    for (let t = 0; t < done; t++) {
      const w = s.tricks[t]!.winner;
      this.winners[t] = w;
      this.won[w]!++;
      this.pathKey[t + 1] = nextTrickKey(this.pathKey[t]!, w);
      this.noteFirst(w);
    }
    this.hashWon();
  }

  /** After `winner` has taken a trick: whether he is the first to ten in a deal_end race. */
  private noteFirst(winner: number): void {
    if (this.raceTally === null || this.first >= 0 || this.raceTally[winner]! + this.won[winner]! < TARGET) return;
    this.first = winner;
    this.firstAt = this.tricksDone;
    this.toggle(FIRST_KEY + winner);
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
      const follow = hand & LAYOUT.suitMask[this.ledSuit()]!;
      if (follow !== 0) allowed = follow;
    }
    return this.listInOrder(allowed, out);
  }

  /** The variant's verdict after the tricks played so far (a VERDICTS code), asked once per memo and key. */
  private after(): number {
    const key = this.pathKey[this.tricksDone]! * 2 + (this.continued ? 1 : 0);
    let r = this.afterMemo[key]!;
    if (r === 0) {
      r = VERDICTS.indexOf(this.variant!.afterTrick(this.probe())) + 1;
      this.afterMemo[key] = r;
    }
    return r;
  }

  /** The memo's key of the settled deal: who won which trick, played on, the outcome. */
  private settleKey(): number {
    return (this.pathKey[this.tricksDone]! * 2 + (this.continued ? 1 : 0)) * 2 + (this.outcome === WON ? 1 : 0);
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
    if (code === STOP) {
      this.pushMove(STOP_MOVE);
      this.asking = false;
      this.outcome = WON;
      this.toggle(ASK_KEY);
      this.enterTurn(this.turn);
      this.enterTurn(-1);
      return;
    }
    if (code === GO_ON) {
      this.pushMove(ON_MOVE);
      this.asking = false;
      this.continued = true;
      this.toggle(ASK_KEY);
      this.toggle(ON_KEY);
      return;
    }
    const winner = this.playCard(code);
    if (winner < 0) return;
    const t = this.tricksDone;
    this.winners[t - 1] = winner;
    this.pathKey[t] = nextTrickKey(this.pathKey[t - 1]!, winner);
    this.noteFirst(winner);
    const verdict = this.after();
    if (verdict === WON || verdict === LOST) {
      this.outcome = verdict;
      this.enterTurn(-1);
    } else if (verdict === ASK) {
      this.asking = true;
      this.toggle(ASK_KEY);
      this.enterTurn(this.declarer);
    } else this.enterTurn(winner);
  }

  undo(): void {
    if (this.ply === 0) throw new Error('fipsen fast path: nothing to undo');
    const rec = this.popMove();
    this.outcome = 0;
    const kind = rec & 3;
    if (kind === CARD_MOVE) {
      this.takeBack(rec);
      // Its key left the hash with the move's undo (popMove).
      if (this.first >= 0 && this.tricksDone < this.firstAt) this.first = -1;
      this.asking = false;
      return;
    }
    // A call was the declarer's, asked.
    this.asking = true;
    this.turn = this.declarer;
    if (kind === ON_MOVE) this.continued = false;
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
