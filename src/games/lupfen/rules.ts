// Lupfen as pure functions over plain data (lupfen.md §3a, §3b, §4): the deal flow both variants
// share — setup, whose turn, legal actions, apply, dealing, trick play, settlement and the match
// end. What a variant does its own way it supplies as a module (variant.ts; classic.ts,
// vorarlberg.ts), which this flow calls through and hands the shared steps it continues with
// (FLOW). The hand shapes are in hands.ts.
// Seats are numbered in the direction of play, so "the next player" is always seat + 1: the
// dealer's right in classic (counter-clockwise) and the dealer's left in vorarlberg (clockwise).
import { SUITS, suitOf, without, type Card, type Suit } from '../../core/cards.js';
import type { GameLine, Seat } from '../../core/history-lines.js';
import { LUPFEN_PACK, LUPFEN_RANKS } from './pack.js';
import { leaders, shareOut } from '../../core/pot.js';
import { thirds } from './pot.js';
import { shuffled, type Rng } from '../../core/rng.js';
import { seatsFrom } from '../../core/seats.js';
import { legalCards, playToTrick, suitTrumpRules, type TrickRules } from '../../core/trick.js';
import type { MatchConfig, Turn } from '../../contract/game.js';
import type { MatchResult } from '../../contract/view.js';
import { KEEP, call } from './calls.js';
import { draft, pay, receive, reveal, type Draft } from './draft.js';
import {
  clearTricks,
  endDraft,
  filled,
  logDeal,
  noDealYet,
  pendingTurn,
  quitMatch,
  setAt,
  settleDeal,
  takeTrick,
} from '../rules-shared.js';
import { HAND_SIZE, TRICKS_PER_DEAL, isThreeUnders } from './hands.js';
import { toLupfenOptions } from './options.js';
import type { DealSummary, LupfenAction, LupfenCallWord, LupfenPhase, LupfenState, PublicCall, SeatStatus } from './types.js';
import type { DealFlow, SettleMode } from './variant.js';
import { lupfenVariant } from './variants.js';

export type { SettleMode } from './variant.js';

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

export function setup(config: MatchConfig): LupfenState {
  const v = lupfenVariant(config.variant);
  const n = config.players;
  const opts = toLupfenOptions(v, { ...config.options, players: n });
  return {
    variant: v.id,
    n,
    opts,
    phase: 'first-dealer',
    dealNo: 0,
    dealsDone: 0,
    dealer: 0,
    kind: v.dealKind(0), // the pot starts empty
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
    potBack: null,
    ...noDealYet(n),
  };
}

/**
 * Whose turn. The round for Under-Under-Over hands (classic's exchange R11, vorarlberg's Scrap R13)
 * asks only the seats that hold one, and a player who lets it pass says nothing at a real table:
 * the turn is secret, the public knowing only that the round goes through the active players in
 * its order (from the lifter; from the dealer's left).
 */
export function turn(s: LupfenState): Turn {
  const t = pendingTurn(s);
  if (t.kind !== 'decide' || (s.phase !== 'exchange' && s.phase !== 'scrap')) return t;
  const from = s.phase === 'exchange' ? s.lifter! : s.dealer + 1;
  return { ...t, secret: { asked: seatsFrom(from, s.n).filter((x) => s.status[x] === 'in') } };
}

export function legalActions(s: LupfenState): LupfenAction[] {
  const seat = s.pending[0];
  if (seat === undefined) return [];
  switch (s.phase) {
    case 'shove':
      return s.shoved[seat] ? [call('deal')] : [call('shove'), call('deal')];
    case 'lift':
      return lupfenVariant(s.variant).liftActions(s, seat);
    case 'price': {
      const out: LupfenAction[] = [];
      for (let p = s.opts.min_price; p <= s.opts.max_price; p++) out.push({ kind: 'call', call: 'price', amount: p });
      return out;
    }
    case 'join':
      return lupfenVariant(s.variant).joinActions(s, seat);
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
  return legalCards(hand, led, trickRulesFor(suitOf(s.trumpCard!), lupfenVariant(s.variant).mustTrump));
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
    case 'look': {
      const look = lupfenVariant(s.variant).look;
      if (!look) throw new Error(`lupfen: ${s.variant} deals no cards face down`);
      look(s, s.pending[0]!, log);
      return s;
    }
    case 'play':
      playCard(s, s.pending[0]!, action.card, log);
      return s;
    case 'call':
      applyCall(s, s.pending[0]!, action, log);
      return s;
  }
}

/**
 * The deal after `s` begins as the table saw it: `s` holds the pot, balances, dealer and `redeal`
 * flag the deal starts from. The search's sampler replays a deal from here.
 */
export function beginDeal(state: LupfenState): LupfenState {
  const s = draft(state);
  startDeal(s);
  return s;
}

/** The shared steps the variants' own steps continue with. */
const FLOW: DealFlow = { settle, turnTrump, specialHands, startPlay };

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
  clearTricks(s, n);
  s.phase = 'deal';
  if (s.redeal) {
    // R13: the re-deal after a Scrap is the same kind of deal, with no antes, fee or shoving.
    return;
  }
  const v = lupfenVariant(s.variant);
  s.kind = v.dealKind(s.pot);
  // Every deal but a Lupfen round (vorarlberg R8) begins with the antes.
  if (s.kind !== 'lupfen') for (let seat = 0; seat < n; seat++) pay(s, seat, s.opts.ante);
  const stake = v.dealerStake(s.opts);
  if (stake > 0) {
    pay(s, s.dealer, stake);
    v.afterStake?.(s);
  }
  void log;
}

function dealCards(s: Draft, hands: readonly (readonly Card[])[], stock: readonly Card[], log?: GameLine[]): void {
  s.hands = hands.map((h) => h.slice());
  s.stock = stock.slice();
  logDeal(s, hands, { stock }, log);
  lupfenVariant(s.variant).dealt(s, seatsFrom(s.dealer + 1, s.n), FLOW, log);
}

function turnTrump(s: Draft, log?: GameLine[]): void {
  const card = s.stock[0]!;
  s.trumpCard = card;
  reveal(s, { what: 'trump', card }, log);
}

function recordCall(s: Draft, seat: Seat, action: { call: LupfenCallWord; amount?: number; blind?: boolean }): void {
  const c: PublicCall = {
    seat,
    call: action.call,
    ...(action.amount !== undefined ? { amount: action.amount } : {}),
    ...(action.blind ? { blind: true } : {}),
  };
  s.calls = [...s.calls, c];
}

function applyCall(s: Draft, seat: Seat, a: Extract<LupfenAction, { kind: 'call' }>, log?: GameLine[]): void {
  recordCall(s, seat, a);
  if (s.phase === 'join') return joinOrDrop(s, seat, a.call, log);
  const step = lupfenVariant(s.variant).calls[s.phase];
  if (!step) throw new Error(`lupfen: no call is expected in phase ${s.phase}`);
  step(s, seat, a, FLOW, log);
}

/** Play or drop (classic R9), mit or pass (vorarlberg R8.5): the same round, at the variant's cost. */
function joinOrDrop(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  const v = lupfenVariant(s.variant);
  if (word === 'join') {
    pay(s, seat, v.joinCost(s));
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
  v.joined(s, FLOW, log);
}

/**
 * Before the first lead: Three Unders (classic R12, vorarlberg R12) wins all three tricks at once;
 * then the variant's own call before the lead (vorarlberg's Scrap, R13). Order: from the dealer's
 * left (vorarlberg), any order in classic (only one player can hold three Unders).
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
  if (lupfenVariant(s.variant).beforeLead?.(s, order)) return;
  startPlay(s);
}

function startPlay(s: Draft): void {
  const leader = lupfenVariant(s.variant).leader(s);
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
  const rules = trickRulesFor(suitOf(s.trumpCard!), lupfenVariant(s.variant).mustTrump);
  const { trick, done: record } = playToTrick(s.trick, seat, card, activeCount(s), s.tricks.length + 1, rules);
  if (!record) {
    s.trick = trick;
    s.pending = [nextActive(s, seat)];
    return;
  }
  const winner = record.winner;
  takeTrick(s, record, log);
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

function trickNote(s: LupfenState): string {
  return seatsFrom(s.dealer + 1, s.n)
    .filter((x) => s.status[x] === 'in')
    .map((x) => `seat ${x} ${s.tricksWon[x]} trick${s.tricksWon[x] === 1 ? '' : 's'}`)
    .join(', ');
}

function settle(s: Draft, mode: SettleMode, log?: GameLine[]): void {
  const v = lupfenVariant(s.variant);
  s.redeal = mode === 'scrap';
  const P = s.pot;
  const before = s.balances;
  const penalty = filled(s.n, 0);
  let note: string;
  switch (mode) {
    case 'thrown-in':
      note = v.notes.thrownIn;
      break;
    case 'unopposed':
      receive(s, s.lifter!, P);
      note = `seat ${s.lifter} ${v.notes.unopposed} and takes ${P}`;
      break;
    case 'scrap':
      note = `seat ${s.pending[0]} scraps, the same dealer deals again`;
      break;
    case 'tricks': {
      const { share, remainder } = thirds(P);
      for (let x = 0; x < s.n; x++) if (s.status[x] === 'in') receive(s, x, share * s.tricksWon[x]!);
      const trickless = [...s.status.keys()].filter((x) => s.status[x] === 'in' && s.tricksWon[x] === 0);
      if (v.remainderToLifter) receive(s, s.lifter!, remainder);
      const fine = v.fine(s, P);
      for (const x of trickless) pay(s, x, (penalty[x] = fine));
      note = `${v.notes.tricks(s, P, share, remainder)}: ${trickNote(s)}`;
      if (fine > 0 && trickless.length > 0) note += `; ${trickless.map((x) => `seat ${x}`).join(', ')} pay ${fine}`;
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
  settleDeal(s, summary, { pot: s.pot }, log);
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
  return lupfenVariant(s.variant).endAfterTarget(s.pot, s.dealsDone, target);
}

/** R15 / R14: leftover chips go back equally, odd chips one each from the seat after the last dealer. */
function finish(s: Draft, reason: MatchResult['reason'], log?: GameLine[]): void {
  if (s.pot > 0) {
    const back = shareOut(s.pot, s.n, (s.dealer + 1) % s.n);
    s.balances = s.balances.map((b, i) => b + back[i]!);
    s.pot = 0;
    s.potBack = back;
  }
  endDraft(s, leaders(s.balances), reason, log);
  s.pending = [];
}

export function quit(state: LupfenState, log?: GameLine[]): LupfenState {
  return quitMatch(state, draft, finish, log, undealt);
}

/**
 * Quit between a settle and the next deal's cards: that deal was never played, so its antes and
 * dealer fee are not charged and the leftovers go out from the last deal's dealer (R15 / R14).
 */
function undealt(s: Draft): void {
  if (!(s.phase === 'deal' || (s.phase === 'shove' && s.calls.length === 0)) || s.dealNo === 0) return;
  s.balances = s.balancesAtDealStart;
  s.pot = s.potAtDealStart;
  s.dealNo -= 1;
  if (!s.redeal) s.dealer = (s.dealer - 1 + s.n) % s.n;
}

export { resultOf as result } from '../rules-shared.js';

export function phaseOf(s: LupfenState): LupfenPhase {
  return s.phase;
}
