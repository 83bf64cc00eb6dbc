// The fast path a game may offer the solver: one mutable working copy, moved forward with `apply`
// and back with `undo` (OpenSpiel's UndoAction), actions as small integer codes. The Game
// interface copies an immutable state per move, which is right for the match loop, replay and
// views but costs a search tens of times its time; a solver walks millions of positions of one
// deal, so it works here instead.
//
// A fast path need not cover a whole match: `load` says whether it takes a state (Lupfen's covers
// the card play of a deal). Everything it reports must equal what the Game interface says of the
// same position (a conformance test per game checks this move by move).
import { fmix32 } from '../core/mix.js';
import { SUITS, type Card } from '../core/cards.js';

/**
 * What every trick game's working copy keeps the same way: whose turn it is (-1 once the covered
 * part is over) and the two halves of the position's Zobrist hash. Subclasses move them in
 * `load`, `apply` and `undo`.
 */
export abstract class TurnAndHash {
  protected turn = -1;
  protected lo = 0;
  protected hi = 0;

  toAct(): number {
    return this.turn;
  }

  done(): boolean {
    return this.turn < 0;
  }

  /**
   * `lo`/`hi` are the position's hash, kept by every move since ply `hashedAt`. A game that keeps
   * the hash only once asked for (Kloepper, Tøppen) clears `hashed` in `load` and builds it in
   * `rehash`, so a random playout never pays for it; the others keep it from the load on.
   */
  protected hashed = true;
  protected hashedAt = 0;

  hashLo(): number {
    if (!this.hashed) this.rehash();
    return this.lo;
  }

  hashHi(): number {
    if (!this.hashed) this.rehash();
    return this.hi;
  }

  /** The hash from scratch, setting `hashed`: only a game whose `load` clears `hashed` is asked. */
  protected rehash(): void {
    throw new Error('this working copy keeps its hash from the load and has no rehash');
  }
}

/**
 * 32-bit keys for Zobrist hashing, from a fixed seed: the same in every run, and independent of the
 * match's Rng. Each is a multiplicative hash of its index (murmur3's finaliser), which is not
 * linear over GF(2): keys from a linear generator (xorshift, as these once were) follow one
 * recurrence in both halves of the 64-bit hash, so sets of keys XOR to zero in both at once and
 * distinct positions share a hash (a Thedinghausen solve from the first lead met five such pairs,
 * and the transposition table gave one the other's value).
 */
export function zobristKeys(count: number, seed: number): Int32Array {
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) out[i] = fmix32(seed + Math.imul(i + 1, 0x9e3779b9));
  return out;
}

/**
 * The card space and Zobrist layout of one trick game's fast path, built once when its module
 * loads. Cards are bits of one 32-bit mask, bit = suit * perSuit + rank (rank 0 the highest, so a
 * lower bit is a stronger card of its suit). Keys: a card in a seat's hand, a card a seat has put
 * into the current trick, tricks won (0 to `tricks`) per seat, the seat to act (index maxSeats:
 * nobody), then `extraKeys` of the game's own from `extraKey` on.
 *
 * By bit number: `cardOf` the card, `plays` its play action (frozen, one object a card), `suitOf`
 * its suit. `indexAt`: a card's bit by its two character codes (rank << 7 | suit), -1 outside the
 * pack; `suitAt`: a suit's number by its character code; `suitMask`: each suit's bits. `moveLo` /
 * `moveHi`: a card going from a seat's hand into the trick, both keys at once (one lookup a move).
 * `game` names the pack in the message about a card outside it.
 */
export type TrickLayout = Readonly<ReturnType<typeof trickLayout>>;

const HAND_KEY = 0;

/** Playing a card, as every trick game's action union has it. */
export interface PlayAction {
  readonly kind: 'play';
  readonly card: Card;
}

export function trickLayout(spec: {
  readonly game: string;
  readonly ranks: readonly string[];
  readonly maxSeats: number;
  readonly tricks: number;
  readonly extraKeys: number;
  /** Seeds of the two halves' keys. */
  readonly seeds: readonly [number, number];
}) {
  const perSuit = spec.ranks.length;
  const cards = SUITS.length * perSuit;
  const cardOf: Card[] = [];
  const indexAt = new Int8Array(128 * 128).fill(-1);
  const suitOf = new Int8Array(cards);
  const suitMask = new Int32Array(SUITS.length);
  const suitAt = new Int8Array(128).fill(-1);
  for (let s = 0; s < SUITS.length; s++) {
    suitAt[SUITS[s]!.charCodeAt(0)] = s;
    for (let r = 0; r < perSuit; r++) {
      const c = s * perSuit + r;
      const card = `${spec.ranks[r]!}${SUITS[s]!}` as Card;
      cardOf.push(card);
      indexAt[(card.charCodeAt(0) << 7) | card.charCodeAt(1)] = c;
      suitOf[c] = s;
      suitMask[s]! |= 1 << c;
    }
  }
  const seats = spec.maxSeats;
  const extraKey = 2 * seats * cards + seats * (spec.tricks + 1) + seats + 1;
  const lo = zobristKeys(extraKey + spec.extraKeys, spec.seeds[0]);
  const hi = zobristKeys(extraKey + spec.extraKeys, spec.seeds[1]);
  const moveLo = new Int32Array(seats * cards);
  const moveHi = new Int32Array(seats * cards);
  for (let i = 0; i < seats * cards; i++) {
    moveLo[i] = lo[HAND_KEY + i]! ^ lo[seats * cards + i]!;
    moveHi[i] = hi[HAND_KEY + i]! ^ hi[seats * cards + i]!;
  }
  const plays = cardOf.map((card): PlayAction => Object.freeze({ kind: 'play', card }));
  return {
    game: spec.game,
    cards,
    maxSeats: seats,
    tricks: spec.tricks,
    cardOf,
    indexAt,
    plays,
    suitAt,
    suitOf,
    suitMask,
    lo,
    hi,
    moveLo,
    moveHi,
    extraKey,
  };
}

/** The bit number of `card` in `layout`'s card space; throws for a card outside the pack. */
export function cardIndex(layout: TrickLayout, card: Card): number {
  const c = card.length === 2 ? layout.indexAt[((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127)]! : -1;
  if (c < 0) throw new Error(`${layout.game}: ${card} is not a card of its pack`);
  return c;
}

/** Move kind of a card in the undo record (a game's own calls use 1–3). */
export const CARD_MOVE = 0;

/**
 * The card play every trick game's working copy does the same way, on plain typed arrays: hands
 * as bit masks with their order at load, the trick being played, tricks won, the seat after each
 * seat, the Zobrist toggles of all of these, and the undo stack (the hash before each move and one
 * packed record: kind | seat << 2 | card << 5 | (winner of the trick it ended, + 1) << 11).
 * A game's `load` fills it with `loadHands`, `loadTrick` and `enterTurn`; its `apply` plays a card
 * with `playCard` and says who acts after a complete trick; its `undo` takes back with `popMove`
 * and `takeBack`. The tables are fields, not per-game constants, so every game runs these methods.
 *
 * A game may keep the hash only once asked for (Kloepper): its `load` clears `hashed`, and its
 * `rehash` builds the hash with `rehashCards` and its own keys, from where every move keeps it
 * until an undo goes back past `hashedAt`. A random playout then never pays for it.
 */
export abstract class TrickWork extends TurnAndHash {
  players = 0;
  ply = 0;
  protected readonly layout: TrickLayout;
  protected readonly keyLo: Int32Array;
  protected readonly keyHi: Int32Array;
  protected readonly moveKeyLo: Int32Array;
  protected readonly moveKeyHi: Int32Array;
  protected readonly suitOf: Int8Array;
  private readonly indexAt: Int8Array;
  /** Cards in the card space. */
  private readonly cards: number;
  /** Key offsets: a card in the trick, tricks won, the seat to act. */
  private readonly trickKey: number;
  private readonly wonKey: number;
  private readonly turnKey: number;
  /** Cards a hand holds at the first lead (= tricks). */
  private readonly handSize: number;
  protected readonly hands: Int32Array;
  /** Each seat's cards in the order of its hand at load (-1: no card); played ones stay listed. */
  protected readonly order: Int8Array;
  protected readonly next: Int8Array;
  protected readonly won: Int32Array;
  /** Trick t, position p: the card and its seat at t * active + p. */
  protected readonly trickCard: Int8Array;
  protected readonly trickSeat: Int8Array;
  protected active = 0;
  protected trump = -1;
  protected tricksDone = 0;
  protected trickLen = 0;
  protected readonly moveRec: Int32Array;
  private readonly moveLo: Int32Array;
  private readonly moveHi: Int32Array;

  /** `calls`: moves a deal may hold besides its cards. */
  constructor(layout: TrickLayout, calls: number) {
    super();
    const seats = layout.maxSeats;
    this.layout = layout;
    this.keyLo = layout.lo;
    this.keyHi = layout.hi;
    this.moveKeyLo = layout.moveLo;
    this.moveKeyHi = layout.moveHi;
    this.suitOf = layout.suitOf;
    this.indexAt = layout.indexAt;
    this.cards = layout.cards;
    this.trickKey = seats * layout.cards;
    this.wonKey = 2 * seats * layout.cards;
    this.turnKey = this.wonKey + seats * (layout.tricks + 1);
    this.handSize = layout.tricks;
    this.hands = new Int32Array(seats);
    this.order = new Int8Array(seats * layout.tricks).fill(-1);
    this.next = new Int8Array(seats);
    this.won = new Int32Array(seats);
    this.trickCard = new Int8Array(layout.tricks * seats);
    this.trickSeat = new Int8Array(layout.tricks * seats);
    this.moveRec = new Int32Array(layout.tricks * seats + calls);
    this.moveLo = new Int32Array(layout.tricks * seats + calls);
    this.moveHi = new Int32Array(layout.tricks * seats + calls);
  }

  /**
   * Seat x's hand (at most `tricks` cards listed in order; callers check the sizes) into its mask
   * and order, its cards into the hash.
   */
  protected loadHand(x: number, hand: readonly Card[]): void {
    const size = this.handSize;
    const indexAt = this.indexAt;
    const keyLo = this.keyLo;
    const keyHi = this.keyHi;
    const first = HAND_KEY + x * this.cards;
    const m = hand.length;
    let mask = 0;
    let lo = this.lo;
    let hi = this.hi;
    for (let i = 0; i < m; i++) {
      const card = hand[i]!;
      let c = card.length === 2 ? indexAt[((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127)]! : -1;
      if (c < 0) c = cardIndex(this.layout, card);
      if (i < size) this.order[x * size + i] = c;
      mask |= 1 << c;
      lo ^= keyLo[first + c]!;
      hi ^= keyHi[first + c]!;
    }
    for (let i = m; i < size; i++) this.order[x * size + i] = -1;
    this.hands[x] = mask;
    if (!this.hashed) return;
    this.lo = lo;
    this.hi = hi;
  }

  /** Every seat's tricks won (`won`, set by the game) into the hash. */
  protected hashWon(): void {
    if (!this.hashed) return;
    const step = this.handSize + 1;
    for (let x = 0; x < this.players; x++) {
      this.lo ^= this.keyLo[this.wonKey + x * step + this.won[x]!]!;
      this.hi ^= this.keyHi[this.wonKey + x * step + this.won[x]!]!;
    }
  }

  /** The trick being played (after `tricksDone` and `active` are set) into its arrays and the hash. */
  protected loadTrick(cards: readonly Card[], seats: readonly number[]): void {
    this.trickLen = cards.length;
    const base = this.tricksDone * this.active;
    for (let p = 0; p < cards.length; p++) {
      const c = cardIndex(this.layout, cards[p]!);
      const x = seats[p]!;
      this.trickCard[base + p] = c;
      this.trickSeat[base + p] = x;
      if (!this.hashed) continue;
      this.lo ^= this.keyLo[this.trickKey + x * this.cards + c]!;
      this.hi ^= this.keyHi[this.trickKey + x * this.cards + c]!;
    }
  }

  /**
   * The hash of the cards from scratch: hands, the trick being played, tricks won, the turn (as
   * `load` and every move since would have toggled them); the game adds its own keys.
   */
  protected rehashCards(): void {
    const keyLo = this.keyLo;
    const keyHi = this.keyHi;
    const cards = this.cards;
    let lo = 0;
    let hi = 0;
    for (let x = 0; x < this.players; x++) {
      for (let m = this.hands[x]!; m !== 0; m &= m - 1) {
        const k = HAND_KEY + x * cards + 31 - Math.clz32(m & -m);
        lo ^= keyLo[k]!;
        hi ^= keyHi[k]!;
      }
      const k = this.wonKey + x * (this.handSize + 1) + this.won[x]!;
      lo ^= keyLo[k]!;
      hi ^= keyHi[k]!;
    }
    const base = this.tricksDone * this.active;
    for (let p = 0; p < this.trickLen; p++) {
      const k = this.trickKey + this.trickSeat[base + p]! * cards + this.trickCard[base + p]!;
      lo ^= keyLo[k]!;
      hi ^= keyHi[k]!;
    }
    const k = this.turnKey + (this.turn < 0 ? this.layout.maxSeats : this.turn);
    this.lo = lo ^ keyLo[k]!;
    this.hi = hi ^ keyHi[k]!;
    this.hashed = true;
    this.hashedAt = this.ply;
  }

  /** `seat` (-1: nobody) is to act: the turn and its key (the previous turn's key already out). */
  protected enterTurn(seat: number): void {
    this.turn = seat;
    if (!this.hashed) return;
    const k = this.turnKey + (seat < 0 ? this.layout.maxSeats : seat);
    this.lo ^= this.keyLo[k]!;
    this.hi ^= this.keyHi[k]!;
  }

  /** One of the game's own keys (`extraKey` + i) toggled. */
  protected toggle(i: number): void {
    if (!this.hashed) return;
    this.lo ^= this.keyLo[this.layout.extraKey + i]!;
    this.hi ^= this.keyHi[this.layout.extraKey + i]!;
  }

  /** The suit led to the trick being played (trickLen > 0). */
  protected ledSuit(): number {
    return this.suitOf[this.trickCard[this.tricksDone * this.active]!]!;
  }

  /**
   * The cards of `allowed` the seat to act holds, in the order of its hand, as the rules list
   * them: a search that keeps the first of equal moves then picks the same one on either path.
   */
  protected listInOrder(allowed: number, out: Int32Array): number {
    let k = 0;
    const size = this.handSize;
    const base = this.turn * size;
    for (let i = 0; i < size; i++) {
      const c = this.order[base + i]!;
      if (c >= 0 && (allowed >>> c) & 1) out[k++] = c;
    }
    return k;
  }

  /** Starts a move: the hash before it goes on the undo stack with `rec`; returns its ply. */
  protected pushMove(rec: number): number {
    const ply = this.ply++;
    if (this.hashed) {
      this.moveLo[ply] = this.lo;
      this.moveHi[ply] = this.hi;
    }
    this.moveRec[ply] = rec;
    return ply;
  }

  /** Ends a move's undo: the hash before it back; returns its record. */
  protected popMove(): number {
    const ply = --this.ply;
    if (ply < this.hashedAt) this.hashed = false;
    else if (this.hashed) {
      this.lo = this.moveLo[ply]!;
      this.hi = this.moveHi[ply]!;
    }
    return this.moveRec[ply]!;
  }

  /**
   * The seat to act plays `code`. Within the trick the turn passes on and -1 is returned. A card
   * that completes the trick returns its winner: the trick's cards are out of the position and
   * the hash, the winner's count is up, and nobody's turn is in the hash yet (`enterTurn` next).
   */
  protected playCard(code: number): number {
    const seat = this.turn;
    const ply = this.pushMove(CARD_MOVE | (seat << 2) | (code << 5));
    const cards = this.cards;
    this.hands[seat]! &= ~(1 << code);
    const base = this.tricksDone * this.active;
    this.trickCard[base + this.trickLen] = code;
    this.trickSeat[base + this.trickLen] = seat;
    this.trickLen++;
    const turnKey = this.turnKey;
    const keyLo = this.keyLo;
    const keyHi = this.keyHi;
    if (this.trickLen < this.active) {
      const next = this.next[seat]!;
      this.turn = next;
      if (!this.hashed) return -1;
      const key = seat * cards + code;
      this.lo ^= this.moveKeyLo[key]! ^ keyLo[turnKey + seat]! ^ keyLo[turnKey + next]!;
      this.hi ^= this.moveKeyHi[key]! ^ keyHi[turnKey + seat]! ^ keyHi[turnKey + next]!;
      return -1;
    }
    const winner = this.trickSeat[base + this.winnerIndex(base, this.active)]!;
    this.moveRec[ply]! |= (winner + 1) << 11;
    const w = this.won[winner]!;
    if (this.hashed) {
      let lo = this.lo ^ keyLo[HAND_KEY + seat * cards + code]! ^ keyLo[turnKey + seat]!;
      let hi = this.hi ^ keyHi[HAND_KEY + seat * cards + code]! ^ keyHi[turnKey + seat]!;
      for (let p = 0; p < this.trickLen - 1; p++) {
        const k = this.trickKey + this.trickSeat[base + p]! * cards + this.trickCard[base + p]!;
        lo ^= keyLo[k]!;
        hi ^= keyHi[k]!;
      }
      const k = this.wonKey + winner * (this.handSize + 1) + w;
      this.lo = lo ^ keyLo[k]! ^ keyLo[k + 1]!;
      this.hi = hi ^ keyHi[k]! ^ keyHi[k + 1]!;
    }
    this.won[winner] = w + 1;
    this.tricksDone++;
    this.trickLen = 0;
    return winner;
  }

  /** Takes back the card of undo record `rec` (the hash is back already: `popMove`). */
  protected takeBack(rec: number): void {
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
  }

  /** Position in the trick of its winner so far: highest trump, else highest card of the suit led. */
  protected winnerIndex(base: number, len: number): number {
    const trickCard = this.trickCard;
    const suitOf = this.suitOf;
    const trump = this.trump;
    let best = 0;
    let bestCard = trickCard[base]!;
    let bestSuit = suitOf[bestCard]!;
    for (let p = 1; p < len; p++) {
      const c = trickCard[base + p]!;
      const suit = suitOf[c]!;
      if (suit === bestSuit) {
        if (c < bestCard) {
          best = p;
          bestCard = c;
        }
      } else if (suit === trump) {
        best = p;
        bestCard = c;
        bestSuit = suit;
      }
    }
    return best;
  }
}
