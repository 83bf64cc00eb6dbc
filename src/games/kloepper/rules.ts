// Kloepper as pure functions over plain data (kloepper.md §3, decisions §4). Seats 0–3 clockwise;
// seat 0 keeps score, so seat 1 deals first (R2) and the deal passes left.
import { clearTricks, dealHead, dealsPlayed, endDraft, filled, logDeal, quitMatch, setAt, settleDeal, takeTrick } from '../rules-shared.js';
import { draft, type Draft } from './draft.js';
import { rankOf, suitOf, without, type Card, type Rank } from '../../core/cards.js';
import type { GameLine, Seat } from '../../core/history-lines.js';
import { makePack } from '../../core/packs.js';
import { leaders } from '../../core/pot.js';
import { shuffled, type Rng } from '../../core/rng.js';
import { legalCards, playToTrick, type TrickRules } from '../../core/trick.js';
import type { MatchConfig, Turn } from '../../contract/game.js';
import type { MatchResult } from '../../contract/view.js';
import { toKloepperOptions } from './options.js';
import type { CallSuit, Declaration, DealSummary, KloepperAction, KloepperState, TrickRecord } from './types.js';

export const PLAYERS = 4;
export const TRICKS = 6;
const HAND_SIZE = 6;
/** R2: seat 0 keeps score; the player on his left deals first. */
export const FIRST_DEALER: Seat = 1;

/** R3: 9, 10, J, Q, K, A of every suit. */
export const KLOEPPER_RANKS: readonly Rank[] = ['A', 'T', 'K', 'Q', 'J', '9'];
export const KLOEPPER_PACK: readonly Card[] = Object.freeze(makePack({ ranks: KLOEPPER_RANKS }));

/** R4: the eleven trumps, high to low. */
export const TRUMPS: readonly Card[] = ['QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', 'TD', 'KD', 'QD', '9D'];
/** R5: plain suits high to low (only hearts still has its queen). */
const PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', '9'];
export const CALL_SUITS: readonly CallSuit[] = ['C', 'S', 'H'];
export const BLACK_QUEENS: readonly Card[] = ['QC', 'QS'];

const TRUMP_STRENGTH = new Map<Card, number>(TRUMPS.map((c, i) => [c, 100 - i]));

export function isTrump(card: Card): boolean {
  return TRUMP_STRENGTH.has(card);
}

/** R6: A 11, 10 10, K 4, Q 3, J 2, 9 0. */
const POINTS: Readonly<Record<string, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
export function cardPoints(card: Card): number {
  return POINTS[rankOf(card)] ?? 0;
}

export function pointsOf(cards: readonly Card[]): number {
  let total = 0;
  for (const c of cards) total += cardPoints(c);
  return total;
}

/** R9: the permanent trumps follow only trumps; every other card its printed suit. */
export const KLOEPPER_TRICK_RULES: TrickRules = {
  suitOf: (card) => (isTrump(card) ? 'trump' : suitOf(card)),
  trump: null,
  mustTrump: false,
  strength: (card) => TRUMP_STRENGTH.get(card) ?? PLAIN_ORDER.length - PLAIN_ORDER.indexOf(rankOf(card)),
};

export function holderOf(hands: readonly (readonly Card[])[], card: Card): Seat {
  return hands.findIndex((h) => h.includes(card));
}

export function setup(config: MatchConfig): KloepperState {
  return beforeDeal({
    opts: toKloepperOptions({ ...config.options, players: PLAYERS }),
    dealNo: 0,
    dealsDone: 0,
    dealer: FIRST_DEALER,
    balances: filled(PLAYERS, 0),
    lastDeal: null,
    history: [],
  });
}

/**
 * The table before a deal: the match so far, no cards out, `dealer` to deal next. A match starts
 * here, and the search's sampler replays a deal from here.
 */
export function beforeDeal(
  table: Pick<KloepperState, 'opts' | 'dealNo' | 'dealsDone' | 'dealer' | 'balances' | 'lastDeal' | 'history'>,
): KloepperState {
  return {
    opts: table.opts,
    phase: 'deal',
    dealNo: table.dealNo,
    dealsDone: table.dealsDone,
    dealer: table.dealer,
    balances: table.balances,
    hands: filled<Card[]>(PLAYERS, []),
    dealt: filled<Card[]>(PLAYERS, []),
    declaration: null,
    queenSide: [],
    selfCalled: false,
    knocker: null,
    counterKnocker: null,
    asked: [],
    toPlay: (table.dealer + 1) % PLAYERS,
    won: filled(PLAYERS, 0),
    trick: null,
    tricks: [],
    tricksWon: filled(PLAYERS, 0),
    lastDeal: table.lastDeal,
    history: table.history,
    result: null,
  };
}

/** The holder of both black queens, before he has declared. */
export function declarerOf(s: KloepperState): Seat {
  return holderOf(s.hands, 'QC');
}

/**
 * Everybody but the knocker, clockwise from his left: who the public knows might be asked to knock
 * back, in the order the non-queen side is asked (R10.3), so each real question comes at its
 * seat's place in one round.
 */
function secretAsked(s: KloepperState): Seat[] {
  return [1, 2, 3].map((k) => (s.knocker! + k) % PLAYERS);
}

export function turn(s: KloepperState): Turn {
  switch (s.phase) {
    case 'deal':
      return { kind: 'chance' };
    case 'declare':
      return { kind: 'decide', seat: declarerOf(s) };
    case 'play':
      return { kind: 'decide', seat: s.toPlay };
    case 'counter':
      return { kind: 'decide', seat: s.asked[0]!, secret: { asked: secretAsked(s) } };
    case 'over':
      return { kind: 'over' };
  }
}

// Actions are immutable data, made once and shared (play is the hot path of the search bot).
const ALONE: KloepperAction = Object.freeze({ kind: 'alone' });
const CALL = new Map<CallSuit, KloepperAction>(CALL_SUITS.map((suit) => [suit, Object.freeze({ kind: 'call', suit })]));
const KNOCK: KloepperAction = Object.freeze({ kind: 'knock' });
const COUNTER: KloepperAction = Object.freeze({ kind: 'counter-knock' });
const NO_COUNTER: KloepperAction = Object.freeze({ kind: 'no-counter-knock' });
const PLAY = new Map<Card, KloepperAction>(KLOEPPER_PACK.map((card) => [card, Object.freeze({ kind: 'play', card })]));

export function playAction(card: Card): KloepperAction {
  return PLAY.get(card)!;
}

/** R8.2 with K4/K5: the aces `hand` may call. */
export function callableSuits(hand: readonly Card[], opts: KloepperState['opts']): CallSuit[] {
  return CALL_SUITS.filter((suit) => {
    if (hand.includes(`A${suit}`) && !opts.self_call) return false;
    if (opts.call_needs_suit && !hand.some((c) => !isTrump(c) && suitOf(c) === suit)) return false;
    return true;
  });
}

/** R10.1: a black-queen holder at his turn in trick 1, before his card, once per deal. */
export function mayKnock(s: KloepperState, seat: Seat): boolean {
  if (!s.opts.knocking || s.phase !== 'play' || s.knocker !== null || s.tricks.length > 0) return false;
  const hand = s.hands[seat]!;
  return hand.includes('QC') || hand.includes('QS');
}

export function playableCards(s: KloepperState, seat: Seat): Card[] {
  const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
  return legalCards(s.hands[seat]!, led, KLOEPPER_TRICK_RULES);
}

export function legalActions(s: KloepperState): KloepperAction[] {
  switch (s.phase) {
    case 'declare': {
      const hand = s.hands[declarerOf(s)]!;
      return [ALONE, ...callableSuits(hand, s.opts).map((suit) => CALL.get(suit)!)];
    }
    case 'play': {
      const out = playableCards(s, s.toPlay).map(playAction);
      if (mayKnock(s, s.toPlay)) out.push(KNOCK);
      return out;
    }
    case 'counter':
      return [COUNTER, NO_COUNTER];
    default:
      return [];
  }
}

/** R7: shuffle; three cards to each player from the dealer's left, then three more. */
export function drawChance(s: KloepperState, rng: Rng): KloepperAction {
  const cards = shuffled(KLOEPPER_PACK, rng);
  const hands: Card[][] = Array.from({ length: PLAYERS }, () => []);
  let k = 0;
  for (let round = 0; round < HAND_SIZE / 3; round++) {
    for (let i = 1; i <= PLAYERS; i++) {
      const seat = (s.dealer + i) % PLAYERS;
      for (let j = 0; j < 3; j++) hands[seat]!.push(cards[k++]!);
    }
  }
  return { kind: 'deal', hands };
}

// ---------------------------------------------------------------------------------------------
// apply

export function apply(state: KloepperState, action: KloepperAction, log?: GameLine[]): KloepperState {
  const s = draft(state);
  switch (action.kind) {
    case 'deal':
      deal(s, action.hands, log);
      break;
    case 'alone':
      declare(s, { seat: declarerOf(state), kind: 'alone' });
      break;
    case 'call':
      declare(s, { seat: declarerOf(state), kind: 'call', suit: action.suit });
      break;
    case 'knock':
      knock(s);
      break;
    case 'counter-knock':
      s.counterKnocker = s.asked[0]!;
      s.asked = [];
      s.phase = 'play';
      break;
    case 'no-counter-knock':
      s.asked = s.asked.slice(1);
      if (s.asked.length === 0) s.phase = 'play';
      break;
    case 'play':
      playCard(s, s.toPlay, action.card, log);
      break;
  }
  return s;
}

function deal(s: Draft, hands: readonly (readonly Card[])[], log?: GameLine[]): void {
  s.dealNo += 1;
  s.hands = hands.map((h) => h.slice());
  s.dealt = s.hands;
  s.declaration = null;
  s.selfCalled = false;
  s.knocker = null;
  s.counterKnocker = null;
  s.asked = [];
  s.won = filled(PLAYERS, 0);
  clearTricks(s, PLAYERS);
  s.toPlay = (s.dealer + 1) % PLAYERS; // R9: the dealer's left leads
  logDeal(s, hands, {}, log);
  const qc = holderOf(s.hands, 'QC');
  const qs = holderOf(s.hands, 'QS');
  if (qc === qs) {
    s.queenSide = [];
    s.phase = 'declare';
  } else {
    s.queenSide = [qc, qs].sort((a, b) => a - b); // R8.1
    s.phase = 'play';
  }
}

function declare(s: Draft, d: Declaration): void {
  s.declaration = d;
  if (d.kind === 'alone') s.queenSide = [d.seat];
  else {
    // K6: the partnership is fixed by the deal: whoever holds the called ace.
    const partner = holderOf(s.hands, `A${d.suit}`);
    s.selfCalled = partner === d.seat;
    s.queenSide = s.selfCalled ? [d.seat] : [d.seat, partner].sort((a, b) => a - b);
  }
  s.phase = 'play';
}

function knock(s: Draft): void {
  const knocker = s.toPlay;
  s.knocker = knocker;
  // R10.3: the non-queen side, clockwise from the knocker's left.
  const order = [1, 2, 3].map((k) => (knocker + k) % PLAYERS);
  s.asked = order.filter((x) => !s.queenSide.includes(x));
  s.phase = 'counter';
}

function playCard(s: Draft, seat: Seat, card: Card, log?: GameLine[]): void {
  s.hands = setAt(s.hands, seat, without(s.hands[seat]!, card));
  const { trick, done } = playToTrick(s.trick, seat, card, PLAYERS, s.tricks.length + 1, KLOEPPER_TRICK_RULES);
  if (!done) {
    s.trick = trick;
    s.toPlay = (seat + 1) % PLAYERS;
    return;
  }
  const record: TrickRecord = done;
  s.trick = null;
  takeTrick(s, record, log);
  s.won = setAt(s.won, record.winner, s.won[record.winner]! + pointsOf(record.cards));
  // R10.4: once a knock stands, the first trick the non-queen side wins ends the deal.
  const knockLost = s.knocker !== null && !s.queenSide.includes(record.winner);
  if (knockLost || s.tricks.length === TRICKS) {
    settle(s, log);
    return;
  }
  s.toPlay = record.winner;
}

// ---------------------------------------------------------------------------------------------
// scoring

/** Everything the score of a deal depends on (R11, R12). */
export interface DealOutcome {
  readonly queenSide: readonly Seat[];
  /** The queen side is one player: he went alone, or called his own ace (self_call). */
  readonly alone: boolean;
  /** Tricks won by the queen side, and tricks played. */
  readonly queenTricks: number;
  readonly tricksPlayed: number;
  /** Card points of the queen side over the tricks played. */
  readonly queenPoints: number;
  readonly knock: boolean;
  readonly counterKnock: boolean;
}

export interface DealScore {
  readonly delta: number[];
  /** Which side scored. */
  readonly scoring: 'queen' | 'non-queen';
  /** What each member of the scoring side added. */
  readonly each: number;
}

/** R11 (bands K1, K16) and R12 (K9, K10, K12): each member of the scoring side adds `each`. */
export function scoreDeal(o: DealOutcome): DealScore {
  const all6 = o.tricksPlayed === TRICKS && o.queenTricks === TRICKS;
  const signed = sideScore(o.alone, o.knock, o.counterKnock, all6, o.queenPoints);
  const scoring = signed > 0 ? 'queen' : 'non-queen';
  const each = Math.abs(signed);
  const delta = [0, 1, 2, 3].map((x) => (o.queenSide.includes(x) === (scoring === 'queen') ? each : 0));
  return { delta, scoring, each };
}

/**
 * What each member of the scoring side adds (never 0): positive when the queen side scores,
 * negative when the other side does. One number, so the solver's fast path settles without arrays.
 */
export function sideScore(alone: boolean, knock: boolean, counterKnock: boolean, all6: boolean, queenPoints: number): number {
  if (knock) {
    const stake = (alone ? 30 : 12) * (counterKnock ? 2 : 1);
    return all6 ? stake : -stake;
  }
  const np = 120 - queenPoints;
  if (all6) return alone ? 18 : 6;
  if (queenPoints >= 91) return alone ? 12 : 4;
  if (queenPoints >= 61) return alone ? 6 : 2;
  if (np === 60) return alone ? -4 : -2;
  if (np <= 90) return alone ? -6 : -4;
  return alone ? -12 : -6;
}

export function outcomeOf(s: KloepperState): DealOutcome {
  let queenTricks = 0;
  let queenPoints = 0;
  for (const t of s.tricks) {
    if (s.queenSide.includes(t.winner)) {
      queenTricks++;
      queenPoints += pointsOf(t.cards);
    }
  }
  return {
    queenSide: s.queenSide,
    alone: s.queenSide.length === 1,
    queenTricks,
    tricksPlayed: s.tricks.length,
    queenPoints,
    knock: s.knocker !== null,
    counterKnock: s.counterKnocker !== null,
  };
}

function dealNote(s: KloepperState, o: DealOutcome): string {
  const d = s.declaration;
  const who =
    d === null
      ? 'split queens'
      : d.kind === 'alone'
        ? `seat ${d.seat} alone`
        : `seat ${d.seat} called A${d.suit}${s.selfCalled ? ' (his own ace)' : ''}`;
  if (s.knocker === null) {
    return `${who}; queen side ${o.queenTricks} trick${o.queenTricks === 1 ? '' : 's'}, ${o.queenPoints} card points`;
  }
  const knocks = `knock by seat ${s.knocker}${s.counterKnocker !== null ? `, counter-knock by seat ${s.counterKnocker}` : ''}`;
  const lost = s.tricks.find((t) => !s.queenSide.includes(t.winner));
  const how = lost ? `non-queen side took trick ${lost.index}` : 'queen side took all six tricks';
  return `${who}; ${knocks}; ${how}`;
}

function settle(s: Draft, log?: GameLine[]): void {
  const o = outcomeOf(s);
  const { delta } = scoreDeal(o);
  const played = s.tricks.reduce((sum, t) => sum + pointsOf(t.cards), 0);
  const cardPts: [number, number] = [o.queenPoints, played - o.queenPoints];
  s.balances = s.balances.map((b, i) => b + delta[i]!);
  const note = dealNote(s, o);
  const queenSide = s.queenSide.slice();
  const nonQueen = [0, 1, 2, 3].filter((x) => !queenSide.includes(x));
  const summary: DealSummary = {
    ...dealHead(s, delta, note),
    // What each seat took, and the sides' totals that R11 scores (Qp, Np) once each.
    counters: [{ label: 'card points', values: s.won.slice(), total: played }],
    sides: [queenSide, nonQueen],
    sideCounters: [{ label: 'card points', values: cardPts.slice(), total: played }],
    queenSide,
    cardPoints: cardPts,
    declaration: s.declaration,
    knocker: s.knocker,
    counterKnocker: s.counterKnocker,
  };
  settleDeal(s, summary, { queenSide: queenSide.slice(), cardPoints: [cardPts[0], cardPts[1]] }, log);
  s.trick = null;
  s.asked = [];
  const end = matchEnd(s);
  if (end) {
    finish(s, end, log);
    return;
  }
  s.dealer = (s.dealer + 1) % PLAYERS; // R2
  s.phase = 'deal';
}

/** R13 / K13: the single highest total at or above the target wins; §5 deals: a cap on the match. */
export function matchEnd(s: KloepperState): MatchResult['reason'] | null {
  const top = leaders(s.balances);
  if (s.balances[top[0]!]! >= s.opts.target && top.length === 1) return 'target';
  if (dealsPlayed(s)) return 'deals';
  return null;
}

function finish(s: Draft, reason: MatchResult['reason'], log?: GameLine[]): void {
  endDraft(s, leaders(s.balances), reason, log);
  s.asked = [];
}

export function quit(state: KloepperState, log?: GameLine[]): KloepperState {
  return quitMatch(state, draft, finish, log);
}

export { resultOf as result } from '../rules-shared.js';
