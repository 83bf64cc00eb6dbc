// bot:normal for Fipsen: the rules of thumb of a player from Prisdorf or Großenaspe. It reads only
// its seat's view, and asks the variant module (bids, trumps, pack, score) instead of branching on
// the variant's id, so every local game on the FipsenVariant interface gets them.
import { rankOf, SUITS, suitOf, type Card, type Suit } from '../../../core/cards.js';
import { trickWinnerIndex } from '../../../core/trick.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { FIPSEN_RANKS, HAND_SIZE, combinations, kiekerEligible, siebenerCards } from '../pack.js';
import { trickRules } from '../rules.js';
import type { Contract, FipsenAction, FipsenBid, FipsenState, FipsenView } from '../types.js';
import type { FipsenVariant } from '../variant.js';
import { variantOf } from '../variants.js';
import { fipsenView } from '../view.js';

export const BASIC_SUMMARY = 'bids on counted winners, names its longest strong suit, draws trumps as declarer';

/** What the rules of thumb read of a view. */
export type BasicView = Pick<
  FipsenView,
  | 'seat'
  | 'hand'
  | 'variant'
  | 'players'
  | 'options'
  | 'phase'
  | 'auction'
  | 'contract'
  | 'handGame'
  | 'continued'
  | 'window'
  | 'inDeal'
  | 'trumpSuit'
  | 'trick'
  | 'tricks'
  | 'shown'
>;

/** Margins over the tricks a contract needs: a plain bid, and one that doubles (Hand, Ruten). */
export const MARGIN = 0.4;
export const STRONG_MARGIN = 0.9;
/** What the Skat adds to a hand that takes it, on average. */
const SKAT_BONUS = 0.35;

const RANK_AT: Readonly<Record<string, number>> = Object.fromEntries(FIPSEN_RANKS.map((r, i) => [r, i]));
const rankIndex = (c: Card): number => RANK_AT[c[0]!]!;
const suitChar = (c: Card): Suit => c[1] as Suit;

/** Cards of `suit` in `cards`, strongest first. */
function ofSuit(cards: readonly Card[], suit: Suit): Card[] {
  return cards.filter((c) => suitChar(c) === suit).sort((a, b) => rankIndex(a) - rankIndex(b));
}

/** The pack's cards by suit, strongest first (the rules of thumb ask this many times a decision). */
const bySuit = new WeakMap<readonly Card[], Readonly<Record<string, readonly Card[]>>>();
function packSuits(pack: readonly Card[]): Readonly<Record<string, readonly Card[]>> {
  let out = bySuit.get(pack);
  if (!out) {
    out = Object.fromEntries(SUITS.map((suit) => [suit, ofSuit(pack, suit)]));
    bySuit.set(pack, out);
  }
  return out;
}

/** Cards of the pack's suit stronger than `card` that are neither in `mine` nor `gone`. */
function higherOut(card: Card, pack: readonly Card[], mine: ReadonlySet<Card>, gone: ReadonlySet<Card>): number {
  const r = rankIndex(card);
  let n = 0;
  for (const c of packSuits(pack)[suitChar(card)]!) {
    if (rankIndex(c) >= r) break;
    if (!mine.has(c) && !gone.has(c)) n++;
  }
  return n;
}

/**
 * Expected tricks of `hand` with `trump` (null: none yet): a trump counts when the trumps above it
 * still out are no more than the trumps I hold above it; a side card when it is the best of its
 * suit in the first two rounds; spare trumps ruff short side suits.
 */
export function expectedTricks(hand: readonly Card[], trump: Suit | null, pack: readonly Card[], gone: ReadonlySet<Card> = NONE): number {
  const mine = new Set(hand);
  const suits = packSuits(pack);
  let e = 0;
  let trumpCount = 0;
  let counted = 0;
  if (trump !== null) {
    const trumps = ofSuit(hand, trump);
    trumpCount = trumps.length;
    trumps.forEach((c, i) => {
      const h = higherOut(c, pack, mine, gone);
      if (h <= i) {
        e += 1;
        counted++;
      } else if (h === i + 1 && trumps.length >= 2) e += 0.4;
    });
  }
  let short = 0;
  for (const suit of SUITS) {
    if (suit === trump) continue;
    const cards = ofSuit(hand, suit);
    if (cards.length <= 1 && suits[suit]!.length > 0) short += cards.length === 0 ? 1 : 0.5;
    cards.slice(0, 2).forEach((c, i) => {
      const h = higherOut(c, pack, mine, gone);
      if (h <= i) e += i === 0 ? 0.9 : 0.6;
      else if (h === 1 && i === 0 && cards.length >= 2) e += 0.3;
    });
  }
  const spare = trumpCount - counted;
  e += Math.min(spare, Math.floor(short)) * 0.5;
  return Math.min(e, hand.length);
}

const NONE: ReadonlySet<Card> = new Set();

/** A state standing for "I declare `bid`" as far as the variant's trumps and scores read it. */
function probe(v: BasicView, contract: Contract, handGame: boolean, trump: Suit | null = v.trumpSuit): FipsenState {
  const hands: (readonly Card[])[] = Array.from({ length: v.players }, () => []);
  hands[contract.declarer] = v.hand ?? [];
  return {
    variant: v.variant,
    players: v.players,
    opts: v.options,
    phase: 'play',
    dealNo: 0,
    dealsDone: 0,
    dealer: null,
    balances: new Array<number>(v.players).fill(0),
    hands,
    dealt: hands,
    piles: {},
    inDeal: v.inDeal,
    siebenerSeat: null,
    auction: null,
    calls: [],
    contract,
    handGame,
    trump,
    discardCount: 0,
    discarded: [],
    window: v.window,
    continued: v.continued,
    toPlay: 0,
    trick: null,
    tricks: [],
    tricksWon: new Array<number>(v.players).fill(0),
    lastDeal: null,
    history: [],
    result: null,
  };
}

/** Duttfips' Dutt game and Ruten oewer (`tricks` 0) need the most tricks: two of five at a table of four, as a rule. */
const MOST_TRICKS = 2;

const need = (bid: FipsenBid): number => (bid.kind === 'tricks' ? bid.tricks || MOST_TRICKS : HAND_SIZE);

/** The best trump the variant allows for `contract` and the tricks `hand` then expects. */
function bestTrump(v: BasicView, variant: FipsenVariant, hand: readonly Card[], contract: Contract, handGame: boolean) {
  const pack = variant.pack(v.players);
  let best: { suit: Suit; e: number; len: number } | null = null;
  const key = hand.join('');
  for (const suit of variant.trumps(probe(v, contract, handGame))) {
    const e = remembered(`${key}${suit}`, () => expectedTricks(hand, suit, pack));
    const len = hand.filter((c) => suitOf(c) === suit).length;
    if (best === null || e > best.e + 1e-9 || (Math.abs(e - best.e) <= 1e-9 && len > best.len)) best = { suit, e, len };
  }
  return best;
}

// The same hand is valued for every rung of an auction: one count per hand and trump.
const counts = new Map<string, number>();
function remembered(key: string, count: () => number): number {
  let e = counts.get(key);
  if (e === undefined) {
    if (counts.size > 4096) counts.clear();
    e = count();
    counts.set(key, e);
  }
  return e;
}

/** Whether the picture-less hand is worth a Kieker: two Aces, or an Ace and two Tens. */
function kiekerWorth(hand: readonly Card[]): boolean {
  const aces = hand.filter((c) => rankOf(c) === 'A').length;
  const tens = hand.filter((c) => rankOf(c) === 'T').length;
  return kiekerEligible(hand) && (aces >= 2 || (aces >= 1 && tens >= 2));
}

/** Whether I expect to make `bid` as declarer. */
function canMake(v: BasicView, variant: FipsenVariant, me: Seat, bid: FipsenBid, selfNamed: boolean): boolean {
  const hand = v.hand ?? [];
  if (bid.kind === 'kieker') return kiekerWorth(hand);
  const contract: Contract = { declarer: me, bid, selfNamed };
  const doubled = bid.kind === 'tricks' && (bid.hand || bid.ruten || bid.gute);
  const handGame = (bid.kind === 'tricks' && bid.hand) || variant.handRequired(probe(v, contract, false));
  const takesSkat = bid.kind === 'tricks' && !handGame;
  const best = bestTrump(v, variant, hand, contract, handGame);
  if (best === null) return false;
  const e = best.e + (takesSkat ? SKAT_BONUS : 0);
  // All five with the cards as dealt (Fips, a five): every trick must be a counted one.
  if (need(bid) === HAND_SIZE) return e >= HAND_SIZE - 0.05;
  return e >= need(bid) + (doubled ? STRONG_MARGIN : MARGIN);
}

function auctionCall(v: BasicView, legal: readonly FipsenAction[], me: Seat): FipsenAction {
  const variant = variantOf(v.variant);
  const high = v.auction?.high ?? null;
  // Duttfips' Vorhand cannot pass his Dutt game away: he keeps it instead (D-R5.1).
  const pass = legal.find((a) => a.kind === 'pass') ?? legal.find((a) => a.kind === 'keep')!;
  // The highest bid I expect to make (the ladder comes low to high).
  const bids = legal.filter((a): a is Extract<FipsenAction, { kind: 'bid' }> => a.kind === 'bid');
  for (let i = bids.length - 1; i >= 0; i--) if (canMake(v, variant, me, bids[i]!.bid, true)) return bids[i]!;
  // Holding an equal bid (Prisdorf): when I can make it as a held bid.
  const hold = legal.find((a) => a.kind === 'hold');
  if (hold && high !== null && canMake(v, variant, me, high, false)) return hold;
  return pass;
}

/** Every way to lay away `k` cards of `hand`, best first by what the rest is worth for any allowed trump. */
function rankedDiscards(v: BasicView, variant: FipsenVariant, hand: readonly Card[], k: number): Card[][] {
  const pack = variant.pack(v.players);
  const contract = v.contract!;
  const suits = variant.trumps(probe(v, contract, v.handGame));
  const ranked: { cards: Card[]; e: number; lost: number; i: number }[] = [];
  for (const cards of combinations(hand, k)) {
    const out = new Set(cards);
    const rest = hand.filter((c) => !out.has(c));
    let e = 0;
    for (const suit of suits) e = Math.max(e, expectedTricks(rest, suit, pack));
    // Among equal hands keep the strong cards: lay away the lowest.
    const lost = cards.reduce((n, c) => n + (FIPSEN_RANKS.length - rankIndex(c)), 0);
    ranked.push({ cards, e, lost, i: ranked.length });
  }
  ranked.sort((a, b) => (Math.abs(a.e - b.e) > 1e-9 ? b.e - a.e : a.lost - b.lost || a.i - b.i));
  return ranked.map((r) => r.cards);
}

/** The `k` cards to lay away from `hand`: those whose loss leaves the best hand for any allowed trump. */
function chooseDiscard(v: BasicView, variant: FipsenVariant, hand: readonly Card[], k: number): Card[] {
  return rankedDiscards(v, variant, hand, k)[0]!;
}

/**
 * The `count` discards the rules of thumb rank best: what the search bot weighs when there are
 * too many to search each (Duttfips' declarer lays away five of ten: 252 ways).
 */
export function discardCandidates(v: BasicView, legal: readonly FipsenAction[], count: number): FipsenAction[] {
  const first = legal.find((a) => a.kind === 'discard');
  if (v.phase !== 'discard' || !first || first.kind !== 'discard' || legal.length <= count) return legal.slice();
  const hand = v.hand ?? [];
  const keys = new Map(legal.map((a) => [a.kind === 'discard' ? [...a.cards].sort().join() : '', a]));
  const out: FipsenAction[] = [];
  for (const cards of rankedDiscards(v, variantOf(v.variant), hand, first.cards.length)) {
    const a = keys.get([...cards].sort().join());
    if (a) out.push(a);
    if (out.length >= count) break;
  }
  return out;
}

/** Expected tricks of the Kieker's best five out of his picked-up hand. */
function kiekerBest(v: BasicView, variant: FipsenVariant, hand: readonly Card[]): number {
  const keep = hand.length - HAND_SIZE;
  if (keep <= 0) return bestTrump(v, variant, hand, v.contract!, false)?.e ?? 0;
  const pack = variant.pack(v.players);
  const cards = chooseDiscard(v, variant, hand, keep);
  const rest = hand.filter((c) => !cards.includes(c));
  return Math.max(...variant.trumps(probe(v, v.contract!, false)).map((s) => expectedTricks(rest, s, pack)));
}

/** Played cards of the deal (tricks and the trick on the table). */
function playedCards(v: BasicView): Set<Card> {
  return new Set([...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
}

/** Cards of `hand` that win whenever led: no stronger card of the suit and (side suits) no trump still out. */
function sureWinners(v: BasicView, hand: readonly Card[]): Card[] {
  const pack = variantOf(v.variant).pack(v.players);
  const mine = new Set(hand);
  const gone = playedCards(v);
  const trump = v.trumpSuit;
  const trumpsOut = trump !== null && pack.some((c) => suitOf(c) === trump && !mine.has(c) && !gone.has(c));
  return hand.filter((c) => higherOut(c, pack, mine, gone) === 0 && (suitOf(c) === trump || !trumpsOut));
}

/** Tricks a defender expects against the declared trump (for Kontra and knocks). */
function defenceTricks(v: BasicView, hand: readonly Card[]): number {
  return expectedTricks(hand, v.trumpSuit, variantOf(v.variant).pack(v.players));
}

function windowCall(v: BasicView, legal: readonly FipsenAction[], me: Seat): FipsenAction {
  const yes = legal.find((a) => a.kind === 'kontra' || a.kind === 'knock' || a.kind === 'rekontra');
  const no = legal.find((a) => a.kind === 'no-kontra' || a.kind === 'no-knock' || a.kind === 'no-rekontra')!;
  const hand = v.hand ?? [];
  const c = v.contract!;
  if (!yes) return no;
  if (me === c.declarer) {
    const e = expectedTricks(hand, v.trumpSuit, variantOf(v.variant).pack(v.players));
    return e >= need(c.bid) + 1 ? yes : no;
  }
  // Strong defence: I alone expect to take enough tricks to beat the contract.
  return defenceTricks(v, hand) >= HAND_SIZE - need(c.bid) + 1 ? yes : no;
}

/** The card of `cards` a trick keeps: the lowest by rank (a trump only when nothing else). */
function lowest(cards: readonly Card[], trump: Suit | null): Card {
  return cards.slice().sort((a, b) => Number(suitOf(a) === trump) - Number(suitOf(b) === trump) || rankIndex(b) - rankIndex(a))[0]!;
}

function highest(cards: readonly Card[]): Card {
  return cards.slice().sort((a, b) => rankIndex(a) - rankIndex(b))[0]!;
}

function lead(v: BasicView, hand: readonly Card[], cards: readonly Card[], me: Seat): Card {
  const trump = v.trumpSuit;
  const sure = sureWinners(v, hand).filter((c) => cards.includes(c));
  const pack = variantOf(v.variant).pack(v.players);
  const gone = playedCards(v);
  const mine = new Set(hand);
  const trumpsOut = trump !== null && pack.some((c) => suitOf(c) === trump && !mine.has(c) && !gone.has(c));
  const myTrumps = cards.filter((c) => suitOf(c) === trump);
  if (me === v.contract?.declarer) {
    // Draw trumps: the best trump while the opponents still hold some, a low one when it is not the best.
    if (trumpsOut && myTrumps.length > 0) {
      const top = highest(myTrumps);
      return sure.includes(top) ? top : myTrumps.length >= 2 ? lowest(myTrumps, null) : (sure[0] ?? top);
    }
    if (sure.length > 0) return highest(sure);
    return lowest(cards, trump);
  }
  // Defence: cash the best card of a side suit (before the declarer can discard that suit), else
  // lead a low card of my longest side suit (partners take it).
  const side = cards.filter((c) => suitOf(c) !== trump && higherOut(c, pack, mine, gone) === 0);
  if (side.length > 0) return highest(side);
  if (sure.length > 0) return sure[0]!;
  const plain = cards.filter((c) => suitOf(c) !== trump);
  if (plain.length === 0) return lowest(cards, trump);
  const longest = SUITS.filter((s) => s !== trump).sort(
    (a, b) => plain.filter((c) => suitOf(c) === b).length - plain.filter((c) => suitOf(c) === a).length,
  )[0]!;
  return lowest(
    plain.filter((c) => suitOf(c) === longest),
    trump,
  );
}

function follow(v: BasicView, hand: readonly Card[], cards: readonly Card[], me: Seat): Card {
  const trick = v.trick!;
  const rules = trickRules(v.trumpSuit);
  const declarer = v.contract?.declarer ?? -1;
  const w = trickWinnerIndex(trick.cards, rules);
  const winner = trick.seats[w]!;
  const partnerWins = me !== declarer && winner !== declarer;
  const last = trick.cards.length === v.inDeal.length - 1;
  const beats = cards.filter((c) => trickWinnerIndex([...trick.cards, c], rules) === trick.cards.length);
  if (partnerWins) {
    // My partner takes it: keep my strength, unless the declarer behind me could still overtake.
    const safe = last || sureWinners(v, [...hand.filter((c) => c !== trick.cards[w]), trick.cards[w]!]).includes(trick.cards[w]!);
    if (safe || beats.length === 0) return lowest(cards, v.trumpSuit);
  }
  if (beats.length === 0) return lowest(cards, v.trumpSuit);
  if (last) return lowest(beats, null);
  const sure = sureWinners(v, hand).filter((c) => beats.includes(c));
  return sure.length > 0 ? lowest(sure, null) : lowest(beats, null);
}

function playCard(v: BasicView, legal: readonly FipsenAction[], me: Seat): FipsenAction {
  const cards = legal.flatMap((a) => (a.kind === 'play' ? [a.card] : []));
  const hand = v.hand ?? cards;
  const card = v.trick && v.trick.cards.length > 0 ? follow(v, hand, cards, me) : lead(v, hand, cards, me);
  return legal.find((a) => a.kind === 'play' && a.card === card)!;
}

/** bot:normal's choice at `v`. */
export function basicDecision(v: BasicView, legal: readonly FipsenAction[]): FipsenAction {
  if (legal.length === 1) return legal[0]!;
  const me = viewerOf(v);
  const variant = variantOf(v.variant);
  const hand = v.hand ?? [];
  const find = (kind: FipsenAction['kind']) => legal.find((a) => a.kind === kind);
  // Siebener Fips wins 30 at once whenever it may be announced.
  const siebener = find('siebener');
  if (siebener && siebenerCards(hand) !== null) return siebener;
  switch (v.phase) {
    case 'siebener':
      return find('no-siebener') ?? legal[0]!;
    case 'auction':
      return auctionCall(v, legal, me);
    case 'skat': {
      const handBid = find('hand');
      const best = bestTrump(v, variant, hand, v.contract!, true);
      // Hand doubles: only when the five as dealt are strong for the contract.
      if (handBid && best !== null && best.e >= need(v.contract!.bid) + STRONG_MARGIN) return handBid;
      return find('skat') ?? legal[0]!;
    }
    case 'kieker':
      return kiekerBest(v, variant, hand) >= HAND_SIZE - 0.3 ? find('play-on')! : find('surrender')!;
    case 'discard': {
      const k = legal.find((a) => a.kind === 'discard');
      if (!k || k.kind !== 'discard') return legal[0]!;
      const cards = chooseDiscard(v, variant, hand, k.cards.length);
      return legal.find((a) => a.kind === 'discard' && a.cards.length === cards.length && a.cards.every((c) => cards.includes(c)))!;
    }
    case 'trump': {
      const pack = variant.pack(v.players);
      const suits = legal.flatMap((a) => (a.kind === 'trump' ? [a.suit] : []));
      const score = (s: Suit) => expectedTricks(hand, s, pack) + hand.filter((c) => suitOf(c) === s).length * 0.01;
      const suit = suits.reduce((a, b) => (score(b) > score(a) + 1e-9 ? b : a));
      return legal.find((a) => a.kind === 'trump' && a.suit === suit)!;
    }
    case 'window':
      return windowCall(v, legal, me);
    case 'swap':
      // T-R5: the Ace of trumps is the best card of the deal; the seven the worst trump.
      return find('swap')!;
    case 'dutt':
      // D-R7 fips_uses_dutt: with the Dutt he keeps the best five of ten, never worse than his own.
      return find('dutt')!;
    case 'stop': {
      // Play on for all five only when every card left is a sure winner.
      const sure = sureWinners(v, hand);
      return sure.length === hand.length ? find('continue')! : find('stop')!;
    }
    case 'play':
      return playCard(v, legal, me);
    default:
      return legal[0]!;
  }
}

/** The same rules of thumb on a complete state, for `seat` (the search's model of the other seats). */
export function basicFromState(s: FipsenState, seat: Seat, legal: readonly FipsenAction[]): FipsenAction {
  return basicDecision(fipsenView(s, seat), legal);
}
