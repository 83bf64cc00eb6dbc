// Tøppen as pure functions over plain data (toeppen.md §3, §4). Seats are numbered clockwise, the
// direction of deal and play, so "the player on the left" is always seat + 1.
import {
  clearTricks,
  copier,
  dealHead,
  dealsPlayed,
  endDraft,
  filled,
  logDeal,
  type Mutable,
  noDealYet,
  pendingTurn,
  quitMatch,
  setAt,
  settleDeal,
  takeTrick,
} from '../rules-shared.js';
import { fewest } from '../../core/pot.js';
import { without, type Card, type Rank } from '../../core/cards.js';
import type { GameLine, Seat } from '../../core/history-lines.js';
import { isSamePack, makePack } from '../../core/packs.js';
import { shuffled, type Rng } from '../../core/rng.js';
import { seatsFrom } from '../../core/seats.js';
import { legalCards, playToTrick, suitTrumpRules, type TrickRules } from '../../core/trick.js';
import type { MatchConfig, Turn } from '../../contract/game.js';
import type { MatchResult } from '../../contract/view.js';
import { drittsekkSize, toToeppenOptions } from './options.js';
import type { DealSummary, PublicEvent, ToeppenAction, ToeppenCallWord, ToeppenState } from './types.js';

type Draft = Mutable<ToeppenState>;

const draft = copier<ToeppenState>()(
  'n opts drittsekkSize phase dealNo dealsDone dealer balances balancesAtDealStart hands drittsekk out fine multipliers lastKnocker knocker knocked pending events trick tricks tricksWon lastDeal history result',
);

export const TRICKS_PER_DEAL = 4;
export const HAND_SIZE = 4;
export const UNITS_PER_PINT = 16;

/** R2: every suit, high to low. No trumps. */
export const TOEPPEN_ORDER: readonly Rank[] = ['T', '9', '8', '7', 'A', 'K', 'Q', 'J', '6', '5', '4', '3', '2'];

export const TRICK_RULES: TrickRules = suitTrumpRules(null, false, TOEPPEN_ORDER);

/** Each size of pack, by its ranks a suit, made once (toeppenPack). */
const PACKS = new Map<number, readonly Card[]>();

/**
 * R3: the pack for n players and drittsekk D: the top n + D/4 ranks of R2 in all four suits.
 * Every deal of a size deals the same card strings, as the other games deal from one constant
 * pack: strings made afresh each deal lie scattered over the heap, and the solver's fast path,
 * which reads a state's hands at every playout, waited on memory for each card.
 */
export function toeppenPack(players: number, drittsekk: number): Card[] {
  const ranks = players + drittsekk / 4;
  let pack = PACKS.get(ranks);
  if (pack === undefined) {
    pack = makePack({ ranks: TOEPPEN_ORDER.slice(0, ranks) });
    PACKS.set(ranks, pack);
  }
  return pack.slice();
}

export function setup(config: MatchConfig): ToeppenState {
  const n = config.players;
  const opts = toToeppenOptions({ ...config.options, players: n });
  return {
    n,
    opts,
    drittsekkSize: drittsekkSize(opts.drittsekk, n),
    phase: 'first-dealer',
    dealNo: 0,
    dealsDone: 0,
    dealer: 0,
    balances: filled(n, 0),
    balancesAtDealStart: filled(n, 0),
    hands: filled<Card[]>(n, []),
    drittsekk: [],
    out: filled(n, false),
    fine: 1,
    multipliers: filled(n, 1),
    lastKnocker: null,
    knocker: null,
    knocked: false,
    pending: [],
    events: [],
    ...noDealYet(n),
  };
}

export const turn: (s: ToeppenState) => Turn = pendingTurn;

const call = (word: ToeppenCallWord): ToeppenAction => Object.freeze({ kind: 'call', call: word });
export const FOLD = call('fold');
export const STAY = call('stay');
export const KNOCK = call('knock');
export const PAH = call('pah');

const PLAY_ACTION = new Map<Card, ToeppenAction>(
  makePack({ ranks: TOEPPEN_ORDER }).map((card) => [card, Object.freeze({ kind: 'play', card })]),
);

export function playAction(card: Card): ToeppenAction {
  return PLAY_ACTION.get(card)!;
}

export function activeCount(s: ToeppenState): number {
  let k = 0;
  for (const o of s.out) if (!o) k++;
  return k;
}

/** R11: the cards `seat` may play to the trick in progress. */
export function playableCards(s: ToeppenState, seat: Seat): Card[] {
  const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
  return legalCards(s.hands[seat]!, led, TRICK_RULES);
}

export function legalActions(s: ToeppenState): ToeppenAction[] {
  const seat = s.pending[0];
  if (seat === undefined) return [];
  switch (s.phase) {
    case 'fold-start':
      // T5: the last player left cannot fold; the deal ends before he would be asked.
      return activeCount(s) > 1 ? [FOLD, STAY] : [STAY];
    case 'answer':
      return [FOLD, PAH];
    case 'play': {
      const cards = playableCards(s, seat).map(playAction);
      // R9, T13: a knock is possible at every turn of one's own, once, before the card.
      return s.knocked ? cards : [KNOCK, ...cards];
    }
    default:
      return [];
  }
}

export function drawChance(s: ToeppenState, rng: Rng): ToeppenAction {
  if (s.phase === 'first-dealer') return { kind: 'first-dealer', seat: rng.int(s.n) }; // R4
  // R5: two cards at a time, clockwise from the dealer's left, twice round; the rest is the drittsekk.
  const cards = shuffled(toeppenPack(s.n, s.drittsekkSize), rng);
  const hands: Card[][] = Array.from({ length: s.n }, () => []);
  let k = 0;
  for (let round = 0; round < HAND_SIZE / 2; round++) {
    for (const seat of seatsFrom(s.dealer + 1, s.n)) {
      hands[seat]!.push(cards[k]!, cards[k + 1]!);
      k += 2;
    }
  }
  return { kind: 'deal', hands, drittsekk: cards.slice(k) };
}

/** Why a dealt hand set is not a Tøppen deal for this table, or null when it is. */
export function dealProblem(s: ToeppenState, hands: readonly (readonly Card[])[], drittsekk: readonly Card[]): string | null {
  if (hands.length !== s.n) return `the deal has ${hands.length} hands for ${s.n} players`;
  const short = hands.findIndex((h) => h.length !== HAND_SIZE);
  if (short >= 0) return `seat ${short} is dealt ${hands[short]!.length} cards, not ${HAND_SIZE}`;
  const pack = toeppenPack(s.n, s.drittsekkSize);
  if (!isSamePack([...hands.flat(), ...drittsekk], pack)) {
    return `hands and drittsekk are not the ${pack.length}-card pack of ${s.n} players with a drittsekk of ${s.drittsekkSize}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// apply

export function apply(state: ToeppenState, action: ToeppenAction, log?: GameLine[]): ToeppenState {
  const s = draft(state);
  switch (action.kind) {
    case 'first-dealer':
      s.dealer = action.seat;
      startDeal(s);
      return s;
    case 'deal':
      dealCards(s, action.hands, action.drittsekk, log);
      return s;
    case 'call': {
      const seat = s.pending[0]!;
      s.events = [...s.events, { seat, call: action.call }];
      if (s.phase === 'fold-start') foldOrStay(s, seat, action.call, log);
      else if (s.phase === 'answer') answer(s, seat, action.call, log);
      else if (s.phase === 'play' && action.call === 'knock') knock(s, seat);
      else throw new Error(`toeppen: "${action.call}" is not expected in phase ${s.phase}`);
      return s;
    }
    case 'play': {
      const seat = s.pending[0]!;
      s.events = [...s.events, { seat, card: action.card }];
      playCard(s, seat, action.card, log);
      return s;
    }
  }
}

/** R6: a fresh fine state; the winner of the last deal (or the drawn first dealer) deals. */
function startDeal(s: Draft): void {
  const n = s.n;
  s.dealNo += 1;
  s.balancesAtDealStart = s.balances;
  s.hands = filled<Card[]>(n, []);
  s.drittsekk = [];
  s.out = filled(n, false);
  s.fine = 1;
  s.multipliers = filled(n, 1);
  s.lastKnocker = null;
  s.knocker = null;
  s.knocked = false;
  s.pending = [];
  s.events = [];
  clearTricks(s, n);
  s.phase = 'deal';
}

function dealCards(s: Draft, hands: readonly (readonly Card[])[], drittsekk: readonly Card[], log?: GameLine[]): void {
  s.hands = hands.map((h) => h.slice());
  s.drittsekk = drittsekk.slice();
  logDeal(s, hands, { drittsekk }, log);
  // R7: everybody, from the dealer's left, may fold before the first lead.
  s.phase = 'fold-start';
  s.pending = seatsFrom(s.dealer + 1, s.n);
}

/** Fines `seat` F·M[seat] and takes it out of the deal (R7, R10.2, T6). */
function fold(s: Draft, seat: Seat): void {
  s.balances = setAt(s.balances, seat, s.balances[seat]! + s.fine * s.multipliers[seat]!);
  s.out = setAt(s.out, seat, true);
}

function soleActive(s: ToeppenState): Seat | null {
  let found: Seat | null = null;
  for (let x = 0; x < s.n; x++) {
    if (s.out[x]) continue;
    if (found !== null) return null;
    found = x;
  }
  return found;
}

function foldOrStay(s: Draft, seat: Seat, word: ToeppenCallWord, log?: GameLine[]): void {
  if (word === 'fold') fold(s, seat);
  s.pending = s.pending.slice(1);
  const sole = soleActive(s);
  if (sole !== null) {
    settle(s, sole, 'all others folded ab initio', log); // R7, T-13
    return;
  }
  if (s.pending.length > 0) return;
  // R8, T11: the first active player from the dealer's left leads.
  const leader = seatsFrom(s.dealer + 1, s.n).find((x) => !s.out[x])!;
  s.phase = 'play';
  s.trick = { leader, seats: [], cards: [] };
  s.pending = [leader];
  s.knocked = false;
}

/** R10.1–2: the knock raises the stakes; the others answer in turn from the knocker's left. */
function knock(s: Draft, seat: Seat): void {
  if (s.lastKnocker === seat) s.multipliers = setAt(s.multipliers, seat, s.multipliers[seat]! * 2);
  s.lastKnocker = seat;
  s.knocker = seat;
  s.knocked = true;
  s.phase = 'answer';
  s.pending = seatsFrom(seat + 1, s.n).filter((x) => x !== seat && !s.out[x]);
}

function answer(s: Draft, seat: Seat, word: ToeppenCallWord, log?: GameLine[]): void {
  if (word === 'fold') fold(s, seat); // with the F before this knock raises it (R10.2)
  s.pending = s.pending.slice(1);
  if (s.pending.length > 0) return;
  s.fine += 1; // R10.3
  const knocker = s.knocker!;
  if (soleActive(s) === knocker) {
    settle(s, knocker, `all others folded to seat ${knocker}'s knock`, log); // R10.4
    return;
  }
  s.phase = 'play';
  s.pending = [knocker];
}

function nextToPlay(s: ToeppenState, seat: Seat, played: readonly Seat[]): Seat | null {
  for (let k = 1; k < s.n; k++) {
    const x = (seat + k) % s.n;
    if (!s.out[x] && !played.includes(x)) return x;
  }
  return null;
}

function playCard(s: Draft, seat: Seat, card: Card, log?: GameLine[]): void {
  s.hands = setAt(s.hands, seat, without(s.hands[seat]!, card));
  s.knocked = false;
  s.knocker = null;
  const before = s.trick!.seats;
  const next = nextToPlay(s, seat, [...before, seat]);
  // The trick is complete when every seat still active has played to it; seats that folded after
  // playing leave their card on the table, where it can never win (R12, T10).
  const size = before.length + 1 + (next === null ? 0 : 1);
  const { trick, done } = playToTrick(s.trick, seat, card, size, s.tricks.length + 1, TRICK_RULES, (x) => !s.out[x]);
  if (!done) {
    s.trick = trick;
    s.pending = [next!];
    return;
  }
  takeTrick(s, done, log);
  if (done.index === TRICKS_PER_DEAL) {
    // R13: every other active player is fined F·M[p] with the final values.
    let balances = s.balances;
    for (let x = 0; x < s.n; x++) {
      if (x !== done.winner && !s.out[x]) balances = setAt(balances, x, balances[x]! + s.fine * s.multipliers[x]!);
    }
    s.balances = balances;
    settle(s, done.winner, `seat ${done.winner} won the last trick`, log);
    return;
  }
  s.trick = { leader: done.winner, seats: [], cards: [] };
  s.pending = [done.winner];
}

// ---------------------------------------------------------------------------------------------
// settlement and match end

function settle(s: Draft, winner: Seat, note: string, log?: GameLine[]): void {
  const delta = s.balances.map((b, i) => b - s.balancesAtDealStart[i]!);
  const summary: DealSummary = { ...dealHead(s, delta, note), winner, fine: s.fine };
  settleDeal(s, summary, { winner, fine: s.fine }, log);
  s.pending = [];
  s.trick = null;
  s.knocker = null;
  s.knocked = false;
  if (dealsPlayed(s)) {
    finish(s, 'deals', log); // R14
    return;
  }
  s.dealer = winner; // R4, R13: the winner deals next
  startDeal(s);
}

function finish(s: Draft, reason: MatchResult['reason'], log?: GameLine[]): void {
  endDraft(s, fewest(s.balances), reason, log);
  s.pending = [];
}

/** Players stop: the deal in progress is abandoned, fines already taken in it stand. */
export function quit(state: ToeppenState, log?: GameLine[]): ToeppenState {
  return quitMatch(state, draft, finish, log);
}

export { resultOf as result } from '../rules-shared.js';

/** The public events of the deal, for bots that read a state (the sampler's replay). */
export function eventsOf(s: ToeppenState): readonly PublicEvent[] {
  return s.events;
}
