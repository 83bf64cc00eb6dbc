// Lupfen, both variants, as pure functions over plain data (lupfen.md §3a, §3b, §4).
// Seats are numbered in the direction of play, so "the next player" is always seat + 1: the
// dealer's right in classic (counter-clockwise) and the dealer's left in vorarlberg (clockwise).
import { SUITS, rankOf, suitOf, without, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import { LUPFEN_PACK, LUPFEN_RANKS } from '../../core/packs.js';
import { leaders, shareOut, thirds } from '../../core/pot.js';
import { shuffled, type Rng } from '../../core/rng.js';
import { legalCards, suitTrumpRules, trickWinnerIndex, type TrickRules } from '../../core/trick.js';
import type { MatchConfig, MatchResult, Seat, Turn } from '../game.js';
import { toLupfenOptions } from './options.js';
import type {
  DealSummary,
  LupfenAction,
  LupfenCallWord,
  LupfenPhase,
  LupfenState,
  LupfenVariant,
  PublicCall,
  PublicReveal,
  SeatStatus,
  TrickRecord,
} from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<LupfenState>;

const TRICKS_PER_DEAL = 3;
const HAND_SIZE = 3;

// One TrickRules object per (trump, must-trump) pair, built once: play is the hot path of bots.
const TRICK_RULES: Record<string, TrickRules> = {};
for (const trump of SUITS) {
  TRICK_RULES[trump] = suitTrumpRules(trump, false, LUPFEN_RANKS);
  TRICK_RULES[`${trump}!`] = suitTrumpRules(trump, true, LUPFEN_RANKS);
}
export function trickRulesFor(trump: Suit, mustTrump: boolean): TrickRules {
  return TRICK_RULES[mustTrump ? `${trump}!` : trump]!;
}

// Actions are plain immutable data, so the common ones are made once and shared.
const PLAY_ACTION = new Map<Card, LupfenAction>(LUPFEN_PACK.map((card) => [card, Object.freeze({ kind: 'play', card })]));

export function count(hand: readonly Card[], rank: Rank): number {
  let n = 0;
  for (const c of hand) if (rankOf(c) === rank) n++;
  return n;
}

/** Exactly two Unders and one Over: the classic exchange hand and the vorarlberg Scrap hand. */
export function isUnderUnderOver(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && count(hand, 'J') === 2 && count(hand, 'Q') === 1;
}

export function isThreeUnders(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && count(hand, 'J') === 3;
}

/** Ständer: three cards of one suit. */
export function isStaender(hand: readonly Card[]): boolean {
  return hand.length === HAND_SIZE && suitOf(hand[0]!) === suitOf(hand[1]!) && suitOf(hand[1]!) === suitOf(hand[2]!);
}

function seatsFrom(first: Seat, n: number): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) out.push((first + k) % n);
  return out;
}

function filled<T>(n: number, value: T): T[] {
  return new Array<T>(n).fill(value);
}

export function setup(config: MatchConfig): LupfenState {
  const variant = config.variant as LupfenVariant;
  const n = config.players;
  const opts = toLupfenOptions(variant, { ...config.options, players: n });
  return {
    variant,
    n,
    opts,
    phase: 'first-dealer',
    dealNo: 0,
    dealsDone: 0,
    dealer: 0,
    kind: variant === 'classic' ? 'classic' : 'force',
    redeal: false,
    pot: 0,
    balances: filled(n, 0),
    potAtDealStart: 0,
    balancesAtDealStart: filled(n, 0),
    hands: filled<Card[]>(n, []),
    stock: [],
    trumpCard: null,
    status: filled<SeatStatus>(n, 'waiting'),
    lifter: null,
    price: 0,
    blindLift: false,
    looked: filled(n, true),
    pending: [],
    shoved: filled(n, false),
    exchanges: 0,
    exchanged: filled(n, false),
    setAside: filled<Card[]>(n, []),
    reveals: [],
    calls: [],
    trick: null,
    tricks: [],
    tricksWon: filled(n, 0),
    lastDeal: null,
    history: [],
    result: null,
  };
}

export function turn(s: LupfenState): Turn {
  switch (s.phase) {
    case 'first-dealer':
    case 'deal':
      return { kind: 'chance' };
    case 'over':
      return { kind: 'over' };
    default:
      return { kind: 'decide', seat: s.pending[0]! };
  }
}

const call = (word: LupfenCallWord): LupfenAction => ({ kind: 'call', call: word });
const LIFT = call('lift');
const LIFT_BLIND: LupfenAction = { kind: 'call', call: 'lift', blind: true };
const PASS = call('pass');
const JOIN = call('join');
const DROP = call('drop');
const KEEP = call('keep');
const LOOK: LupfenAction = { kind: 'look' };

function twoSows(hand: readonly Card[]): boolean {
  return count(hand, 'A') >= 2;
}

/** compulsory_hearts is in force for this deal: the lupf card is a Heart. */
function heartsCompel(s: LupfenState): boolean {
  return s.opts.compulsory_hearts && s.kind === 'lupfen' && s.trumpCard !== null && suitOf(s.trumpCard) === 'H';
}

export function legalActions(s: LupfenState): LupfenAction[] {
  const seat = s.pending[0];
  if (seat === undefined) return [];
  switch (s.phase) {
    case 'shove':
      return s.shoved[seat] ? [call('deal')] : [call('shove'), call('deal')];
    case 'lift':
      if (s.variant === 'classic') return [LIFT, PASS];
      if (!s.looked[seat]) return [LOOK, LIFT_BLIND];
      if (s.opts.compulsory_lupf && twoSows(s.hands[seat]!)) return [LIFT];
      return [PASS, LIFT];
    case 'price': {
      const out: LupfenAction[] = [];
      for (let p = s.opts.min_price; p <= s.opts.max_price; p++) out.push({ kind: 'call', call: 'price', amount: p });
      return out;
    }
    case 'join':
      if (s.variant === 'vorarlberg') {
        if (heartsCompel(s)) return [JOIN];
        if (s.opts.compulsory_lupf && twoSows(s.hands[seat]!)) return [JOIN];
      }
      return [JOIN, DROP];
    case 'exchange':
      return [call('exchange'), KEEP];
    case 'scrap':
      return [call('scrap'), KEEP];
    case 'play':
      return playableCards(s, seat).map((card) => PLAY_ACTION.get(card)!);
    default:
      return [];
  }
}

export function playableCards(s: LupfenState, seat: Seat): Card[] {
  const hand = s.hands[seat]!;
  const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
  return legalCards(hand, led, trickRulesFor(suitOf(s.trumpCard!), s.variant === 'vorarlberg'));
}

export function drawChance(s: LupfenState, rng: Rng): LupfenAction {
  if (s.phase === 'first-dealer') return { kind: 'first-dealer', seat: rng.int(s.n) };
  // R6 / R5: one card at a time, starting with the player after the dealer, 3 each; the rest is the stock.
  const cards = shuffled(LUPFEN_PACK, rng);
  const hands: Card[][] = Array.from({ length: s.n }, () => []);
  for (let k = 0; k < HAND_SIZE * s.n; k++) hands[(s.dealer + 1 + k) % s.n]!.push(cards[k]!);
  return { kind: 'deal', hands, stock: cards.slice(HAND_SIZE * s.n) };
}

// ---------------------------------------------------------------------------------------------
// apply

// An explicit literal rather than a spread: V8 builds it from one hidden class, and apply() runs
// millions of times per second under the search bot.
function draft(s: LupfenState): Draft {
  return {
    variant: s.variant,
    n: s.n,
    opts: s.opts,
    phase: s.phase,
    dealNo: s.dealNo,
    dealsDone: s.dealsDone,
    dealer: s.dealer,
    kind: s.kind,
    redeal: s.redeal,
    pot: s.pot,
    balances: s.balances,
    potAtDealStart: s.potAtDealStart,
    balancesAtDealStart: s.balancesAtDealStart,
    hands: s.hands,
    stock: s.stock,
    trumpCard: s.trumpCard,
    status: s.status,
    lifter: s.lifter,
    price: s.price,
    blindLift: s.blindLift,
    looked: s.looked,
    pending: s.pending,
    shoved: s.shoved,
    exchanges: s.exchanges,
    exchanged: s.exchanged,
    setAside: s.setAside,
    reveals: s.reveals,
    calls: s.calls,
    trick: s.trick,
    tricks: s.tricks,
    tricksWon: s.tricksWon,
    lastDeal: s.lastDeal,
    history: s.history,
    result: s.result,
  };
}

export function apply(state: LupfenState, action: LupfenAction, log?: GameLine[]): LupfenState {
  const s = draft(state);
  switch (action.kind) {
    case 'first-dealer':
      s.dealer = action.seat;
      startDeal(s, log);
      return s;
    case 'deal':
      dealCards(s, action.hands, action.stock, log);
      return s;
    case 'look':
      look(s, s.pending[0]!, log);
      return s;
    case 'play':
      playCard(s, s.pending[0]!, action.card, log);
      return s;
    case 'call':
      applyCall(s, s.pending[0]!, action, log);
      return s;
  }
}

function pay(s: Draft, seat: Seat, amount: number): void {
  if (amount === 0) return;
  const balances = s.balances.slice();
  balances[seat]! -= amount;
  s.balances = balances;
  s.pot += amount;
}

function receive(s: Draft, seat: Seat, amount: number): void {
  if (amount === 0) return;
  const balances = s.balances.slice();
  balances[seat]! += amount;
  s.balances = balances;
  s.pot -= amount;
}

function setAt<T>(items: readonly T[], i: number, value: T): T[] {
  const out = items.slice();
  out[i] = value;
  return out;
}

function reveal(s: Draft, r: PublicReveal, log?: GameLine[]): void {
  s.reveals = [...s.reveals, r];
  if (log) log.push({ type: 'reveal', deal: s.dealNo, ...(r as object) } as GameLine);
}

/** Begins a deal: antes, dealer fee, shoving (classic R5; vorarlberg R6–R8, dealer_stake). */
function startDeal(s: Draft, log?: GameLine[]): void {
  const n = s.n;
  s.dealNo += 1;
  s.potAtDealStart = s.pot;
  s.balancesAtDealStart = s.balances;
  s.hands = filled<Card[]>(n, []);
  s.stock = [];
  s.trumpCard = null;
  s.status = filled<SeatStatus>(n, 'waiting');
  s.lifter = null;
  s.price = 0;
  s.blindLift = false;
  s.looked = filled(n, true);
  s.pending = [];
  s.shoved = filled(n, false);
  s.exchanges = 0;
  s.exchanged = filled(n, false);
  s.setAside = filled<Card[]>(n, []);
  s.reveals = [];
  s.calls = [];
  s.trick = null;
  s.tricks = [];
  s.tricksWon = filled(n, 0);
  s.phase = 'deal';
  if (s.redeal) {
    // R13: the re-deal after a Scrap is the same kind of deal, with no antes, fee or shoving.
    s.redeal = false;
    return;
  }
  if (s.variant === 'classic') {
    for (let seat = 0; seat < n; seat++) pay(s, seat, s.opts.ante);
    return;
  }
  s.kind = s.pot < 3 ? 'force' : 'lupfen';
  if (s.kind === 'force') for (let seat = 0; seat < n; seat++) pay(s, seat, s.opts.ante);
  if (s.opts.dealer_stake > 0) {
    pay(s, s.dealer, s.opts.dealer_stake);
    if (s.opts.shoving) {
      s.phase = 'shove';
      s.pending = [s.dealer];
    }
  }
  void log;
}

function dealCards(s: Draft, hands: readonly (readonly Card[])[], stock: readonly Card[], log?: GameLine[]): void {
  s.hands = hands.map((h) => h.slice());
  s.stock = stock.slice();
  if (log) {
    log.push({
      type: 'deal',
      deal: s.dealNo,
      dealer: s.dealer,
      hands: hands.map((h) => h.slice()),
      piles: { stock: stock.slice() },
    });
  }
  const order = seatsFrom(s.dealer + 1, s.n);
  if (s.variant === 'classic') {
    s.phase = 'lift';
    s.pending = order;
    return;
  }
  const blind = s.opts.blind_lupf && s.kind === 'lupfen';
  s.looked = filled(s.n, !blind);
  if (s.opts.staender) {
    for (const seat of order) if (s.looked[seat] && isStaender(s.hands[seat]!)) reveal(s, { what: 'staender', seat }, log);
  }
  if (s.kind === 'force') {
    // R7: everybody plays; the top stock card gives trump.
    s.status = filled<SeatStatus>(s.n, 'in');
    turnTrump(s, log);
    specialHands(s, log);
    return;
  }
  s.phase = 'lift';
  s.pending = order;
}

function turnTrump(s: Draft, log?: GameLine[]): void {
  const card = s.stock[0]!;
  s.trumpCard = card;
  reveal(s, { what: 'trump', card }, log);
}

function look(s: Draft, seat: Seat, log?: GameLine[]): void {
  s.looked = setAt(s.looked, seat, true);
  if (s.opts.staender && isStaender(s.hands[seat]!)) reveal(s, { what: 'staender', seat }, log);
}

function recordCall(s: Draft, seat: Seat, action: { call: LupfenCallWord; amount?: number; blind?: boolean }): void {
  const c: PublicCall = { seat, call: action.call };
  if (action.amount !== undefined) (c as Mutable<PublicCall>).amount = action.amount;
  if (action.blind) (c as Mutable<PublicCall>).blind = true;
  s.calls = [...s.calls, c];
}

function applyCall(s: Draft, seat: Seat, a: Extract<LupfenAction, { kind: 'call' }>, log?: GameLine[]): void {
  recordCall(s, seat, a);
  switch (s.phase) {
    case 'shove':
      return shoveOrDeal(s, seat, a.call);
    case 'lift':
      return s.variant === 'classic' ? classicLift(s, seat, a.call, log) : lupfTurn(s, seat, a, log);
    case 'price':
      return namePrice(s, seat, a.amount!);
    case 'join':
      return joinOrDrop(s, seat, a.call, log);
    case 'exchange':
      return exchangeOrKeep(s, seat, a.call, log);
    case 'scrap':
      return scrapOrKeep(s, seat, a.call, log);
    default:
      throw new Error(`lupfen: no call is expected in phase ${s.phase}`);
  }
}

/** shoving (L-V15): each player shoves at most once; the one it comes back to must deal. */
function shoveOrDeal(s: Draft, seat: Seat, word: LupfenCallWord): void {
  if (word === 'deal') {
    s.dealer = seat;
    s.phase = 'deal';
    s.pending = [];
    return;
  }
  s.shoved = setAt(s.shoved, seat, true);
  const next = (seat + 1) % s.n;
  if (!s.shoved[next]) pay(s, next, s.opts.dealer_stake);
  s.dealer = next;
  s.pending = [next];
}

function classicLift(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'pass') {
    s.status = setAt(s.status, seat, 'declined');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) settle(s, 'thrown-in', log); // R8
    return;
  }
  s.lifter = seat;
  s.status = setAt(s.status, seat, 'in');
  turnTrump(s, log);
  s.phase = 'price';
  s.pending = [seat];
}

function namePrice(s: Draft, seat: Seat, amount: number): void {
  s.price = amount;
  pay(s, seat, amount);
  s.phase = 'join';
  // R9: everybody else, from the lifter's right round to his left, decliners and dealer included.
  s.pending = seatsFrom(seat + 1, s.n).slice(0, s.n - 1);
}

function lupfTurn(s: Draft, seat: Seat, a: { call: LupfenCallWord; blind?: boolean }, log?: GameLine[]): void {
  if (a.call === 'pass') {
    // L-V3: passing before the lupf drops the player out of the deal.
    s.status = setAt(s.status, seat, 'passed');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) settle(s, 'thrown-in', log); // R8.4
    return;
  }
  s.lifter = seat;
  s.blindLift = Boolean(a.blind);
  s.status = setAt(s.status, seat, 'in');
  const later = s.pending.slice(1); // after the lifter, up to and including the dealer
  turnTrump(s, log);
  // Once the trump is turned everybody picks up his cards (blind_lupf).
  if (s.looked.some((l) => !l)) {
    for (const other of seatsFrom(s.dealer + 1, s.n)) if (!s.looked[other]) look(s, other, log);
  }
  const passers = seatsFrom(s.dealer + 1, s.n).filter((x) => s.status[x] === 'passed');
  // L-V17: compulsory hearts brings earlier passers back; pass_before_lupf_final=false offers them "mit".
  const askPassers = heartsCompel(s) || !s.opts.pass_before_lupf_final;
  s.phase = 'join';
  s.pending = askPassers ? [...later, ...passers] : later;
  if (s.pending.length === 0) settle(s, 'unopposed', log); // R8.5 (LUP-V-15)
}

function joinOrDrop(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'join') {
    if (s.variant === 'classic') pay(s, seat, s.price);
    s.status = setAt(s.status, seat, 'in');
  } else {
    s.status = setAt(s.status, seat, 'out');
  }
  s.pending = s.pending.slice(1);
  if (s.pending.length > 0) return;
  const opponents = s.status.filter((st, i) => st === 'in' && i !== s.lifter).length;
  if (opponents === 0) {
    settle(s, 'unopposed', log); // classic R10, vorarlberg R8.5
    return;
  }
  if (s.variant === 'classic') {
    s.phase = 'exchange';
    s.pending = seatsFrom(s.lifter!, s.n).filter((x) => s.status[x] === 'in');
    nextExchange(s, log);
  } else {
    specialHands(s, log);
  }
}

function exchangeLimit(s: LupfenState): number {
  return s.n >= 5 ? 1 : 2;
}

/** R11: one exchange round from the lifter; skips players who may not exchange. */
function nextExchange(s: Draft, log?: GameLine[]): void {
  let pending = s.pending;
  while (
    pending.length > 0 &&
    (s.exchanges >= exchangeLimit(s) || s.exchanged[pending[0]!] || !isUnderUnderOver(s.hands[pending[0]!]!))
  ) {
    pending = pending.slice(1);
  }
  s.pending = pending;
  if (pending.length === 0) specialHands(s, log);
}

function exchangeOrKeep(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  s.pending = s.pending.slice(1);
  if (word === 'exchange') {
    const gave = s.hands[seat]!.slice();
    const got = s.stock.slice(s.stock.length - 3);
    s.stock = s.stock.slice(0, s.stock.length - 3);
    s.hands = setAt(s.hands, seat, got);
    s.setAside = setAt(s.setAside, seat, gave);
    s.exchanged = setAt(s.exchanged, seat, true);
    s.exchanges += 1;
    if (log) log.push({ type: 'exchange', deal: s.dealNo, seat, from: 'stock', gave, got: got.slice() });
    reveal(s, { what: 'exchange', seat, cards: gave }, log);
  }
  nextExchange(s, log);
}

/**
 * Before the first lead: Three Unders (classic R12, vorarlberg R12) wins all three tricks at once;
 * in vorarlberg an Unter-Unter-Ober hand may Scrap (R13). Order: from the dealer's left (vorarlberg),
 * any order in classic (only one player can hold three Unders).
 */
function specialHands(s: Draft, log?: GameLine[]): void {
  const order = seatsFrom(s.dealer + 1, s.n).filter((x) => s.status[x] === 'in');
  const holder = order.find((x) => isThreeUnders(s.hands[x]!));
  if (holder !== undefined) {
    reveal(s, { what: 'three-unders', seat: holder, cards: s.hands[holder]!.slice() }, log);
    s.tricksWon = setAt(filled(s.n, 0), holder, TRICKS_PER_DEAL);
    settle(s, 'tricks', log);
    return;
  }
  if (s.variant === 'vorarlberg') {
    const scrappers = order.filter((x) => isUnderUnderOver(s.hands[x]!));
    if (scrappers.length > 0) {
      s.phase = 'scrap';
      s.pending = scrappers;
      return;
    }
  }
  startPlay(s);
}

function scrapOrKeep(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'scrap') {
    reveal(s, { what: 'scrap', seat, cards: s.hands[seat]!.slice() }, log);
    settle(s, 'scrap', log);
    return;
  }
  s.pending = s.pending.slice(1);
  if (s.pending.length === 0) startPlay(s);
}

function startPlay(s: Draft): void {
  // classic R13: the lifter leads; vorarlberg R7.5 / R8.6: the first active player from the dealer's left.
  const leader =
    s.variant === 'classic' ? s.lifter! : seatsFrom(s.dealer + 1, s.n).find((x) => s.status[x] === 'in')!;
  s.phase = 'play';
  s.trick = { leader, seats: [], cards: [] };
  s.pending = [leader];
}

function nextActive(s: LupfenState, seat: Seat): Seat {
  for (let k = 1; k <= s.n; k++) {
    const x = (seat + k) % s.n;
    if (s.status[x] === 'in') return x;
  }
  return seat;
}

function activeCount(s: LupfenState): number {
  let k = 0;
  for (const st of s.status) if (st === 'in') k++;
  return k;
}

function playCard(s: Draft, seat: Seat, card: Card, log?: GameLine[]): void {
  s.hands = setAt(s.hands, seat, without(s.hands[seat]!, card));
  const t = s.trick!;
  const trick = { leader: t.leader, seats: [...t.seats, seat], cards: [...t.cards, card] };
  if (trick.cards.length < activeCount(s)) {
    s.trick = trick;
    s.pending = [nextActive(s, seat)];
    return;
  }
  const rules = trickRulesFor(suitOf(s.trumpCard!), s.variant === 'vorarlberg');
  const winner = trick.seats[trickWinnerIndex(trick.cards, rules)]!;
  const record: TrickRecord = { index: s.tricks.length + 1, ...trick, winner };
  s.tricks = [...s.tricks, record];
  s.tricksWon = setAt(s.tricksWon, winner, s.tricksWon[winner]! + 1);
  if (log) {
    log.push({
      type: 'trick',
      deal: s.dealNo,
      index: record.index,
      leader: record.leader,
      cards: record.cards.slice(),
      winner,
    });
  }
  if (s.tricks.length === TRICKS_PER_DEAL) {
    s.trick = null;
    settle(s, 'tricks', log);
    return;
  }
  s.trick = { leader: winner, seats: [], cards: [] };
  s.pending = [winner];
}

// ---------------------------------------------------------------------------------------------
// settlement and match end

type SettleMode = 'tricks' | 'unopposed' | 'thrown-in' | 'scrap';

function trickNote(s: LupfenState): string {
  return seatsFrom(s.dealer + 1, s.n)
    .filter((x) => s.status[x] === 'in')
    .map((x) => `seat ${x} ${s.tricksWon[x]} trick${s.tricksWon[x] === 1 ? '' : 's'}`)
    .join(', ');
}

function settle(s: Draft, mode: SettleMode, log?: GameLine[]): void {
  const P = s.pot;
  const before = s.balances;
  const penalty = filled(s.n, 0);
  let note: string;
  switch (mode) {
    case 'thrown-in':
      note = s.variant === 'classic' ? 'nobody lifted: thrown in, the pot stays' : 'nobody lupfed: thrown in, the pot stays';
      break;
    case 'unopposed':
      receive(s, s.lifter!, P);
      note = `seat ${s.lifter} ${s.variant === 'classic' ? 'lifted unopposed' : 'lupfed without mit'} and takes ${P}`;
      break;
    case 'scrap':
      s.redeal = true;
      note = `seat ${s.pending[0]} scraps, the same dealer deals again`;
      break;
    case 'tricks': {
      const { share, remainder } = thirds(P);
      for (let x = 0; x < s.n; x++) if (s.status[x] === 'in') receive(s, x, share * s.tricksWon[x]!);
      const trickless = [...s.status.keys()].filter((x) => s.status[x] === 'in' && s.tricksWon[x] === 0);
      if (s.variant === 'classic') {
        receive(s, s.lifter!, remainder); // R14: the odd chips go to the lifter, tricks or not
        const fine = s.opts.no_trick_penalty === 'price' ? s.price : s.opts.no_trick_penalty === 'pot' ? P : 0;
        for (const x of trickless) pay(s, x, (penalty[x] = fine));
        note = `pot ${P}, ${share} a trick, ${remainder} to the lifter: ${trickNote(s)}`;
        if (fine > 0 && trickless.length > 0) note += `; ${trickless.map((x) => `seat ${x}`).join(', ')} pay ${fine}`;
      } else {
        // R11: the remainder stays; every trickless active player pays P (2P after a blind lupf).
        const fine = s.blindLift ? 2 * P : P;
        for (const x of trickless) pay(s, x, (penalty[x] = fine));
        note = `${s.kind === 'force' ? 'force' : 'Lupfen round'}, pot ${P}, ${share} a trick: ${trickNote(s)}`;
        if (trickless.length > 0) note += `; ${trickless.map((x) => `seat ${x}`).join(', ')} pay ${fine}`;
      }
      break;
    }
  }
  const delta = s.balances.map((b, i) => b - s.balancesAtDealStart[i]!);
  // What the settle paid out, apart from the penalties it took: the deal summary's "won".
  const won = s.balances.map((b, i) => b - before[i]! + penalty[i]!);
  const summary: DealSummary = {
    deal: s.dealNo,
    delta,
    totals: s.balances.slice(),
    pot: s.pot,
    tricksWon: s.tricksWon.slice(),
    note,
    won,
    penalty,
  };
  s.lastDeal = summary;
  s.history = [...s.history, summary];
  if (log) {
    log.push({ type: 'settle', deal: s.dealNo, delta: delta.slice(), totals: s.balances.slice(), pot: s.pot, note });
  }
  s.dealsDone += 1;
  s.pending = [];
  s.trick = null;
  const end = matchEnd(s);
  if (end) {
    finish(s, end, log);
    return;
  }
  // R4 (both): the next dealer is seat + 1 in playing order; after a Scrap the same dealer deals again.
  if (mode !== 'scrap') s.dealer = (s.dealer + 1) % s.n;
  startDeal(s, log);
}

/**
 * [program decision] Table limit. With compulsory hearts, blind lupfs and six players a vorarlberg pot
 * can grow ninefold a deal; past 2^53 chips the sums would no longer be exact. The match ends at
 * once (reason `target`) when the pot or a balance reaches a trillion chips.
 */
export const TABLE_LIMIT = 1_000_000_000_000;

function matchEnd(s: LupfenState): MatchResult['reason'] | null {
  if (s.pot >= TABLE_LIMIT || s.balances.some((b) => Math.abs(b) >= TABLE_LIMIT)) return 'target';
  const target = s.opts.deals;
  if (target === 0 || s.dealsDone < target) return null;
  if (s.variant === 'classic') return 'deals'; // R15
  if (s.pot < 3) return 'pot-empty'; // R14
  return s.dealsDone >= target + 30 ? 'deals' : null;
}

/** R15 / R14: leftover chips go back equally, odd chips one each from the seat after the last dealer. */
function finish(s: Draft, reason: MatchResult['reason'], log?: GameLine[]): void {
  if (s.pot > 0) {
    const back = shareOut(s.pot, s.n, (s.dealer + 1) % s.n);
    s.balances = s.balances.map((b, i) => b + back[i]!);
    s.pot = 0;
  }
  const totals = s.balances.slice();
  s.result = { totals, winners: leaders(totals), reason };
  s.phase = 'over';
  s.pending = [];
  if (log) log.push({ type: 'end', totals: totals.slice(), winners: leaders(totals), reason });
}

export function quit(state: LupfenState, log?: GameLine[]): LupfenState {
  if (state.phase === 'over') return state;
  const s = draft(state);
  finish(s, 'quit', log);
  return s;
}

export function result(s: LupfenState): MatchResult | null {
  return s.result;
}

export function phaseOf(s: LupfenState): LupfenPhase {
  return s.phase;
}
