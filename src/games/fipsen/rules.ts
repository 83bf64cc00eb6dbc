// The Fipsen flow every local game shares, as pure functions over plain data: deal, Siebener
// Fips, auction, Skat or Hand, the Kieker's pick-up, discards, trump, the doubling window, the
// play and the settle (or, without an auction, the turned trump and its Ace exchange). Whatever
// differs is asked of the variant (variant.ts).
import { without, type Card, type Suit } from '../../core/cards.js';
import type { GameLine, Seat } from '../../core/history-lines.js';
import { leaders } from '../../core/pot.js';
import type { Rng } from '../../core/rng.js';
import { legalCards, playToTrick, suitTrumpRules, type TrickRules } from '../../core/trick.js';
import { dealHead, endDraft, filled, logDeal, type Mutable, quitMatch, recordDeal, setAt, settleDeal, takeTrick } from '../rules-shared.js';
import type { MatchConfig, Turn } from '../../contract/game.js';
import type { MatchResult } from '../../contract/view.js';
import { FIPSEN_RANKS, HAND_SIZE, SKAT_PILE, combinations, dealCards, siebenerCards } from './pack.js';
import type { Contract, FipsenAction, FipsenDealSummary, FipsenState } from './types.js';
import type { DealScore, FipsenVariant } from './variant.js';
import { variantOf } from './variants.js';

type Draft = Mutable<FipsenState>;

/** §0: follow suit if able, else any card; highest trump, else highest of the suit led. */
export function trickRules(trump: Suit | null): TrickRules {
  return suitTrumpRules(trump, false, FIPSEN_RANKS);
}

export function setup(config: MatchConfig): FipsenState {
  const race = variantOf(config.variant).startRace?.(config.players);
  return {
    variant: config.variant,
    players: config.players,
    opts: config.options,
    phase: 'deal',
    dealNo: 0,
    dealsDone: 0,
    dealer: null,
    balances: filled(config.players, 0),
    ...emptyDeal(config.players),
    toPlay: 0,
    lastDeal: null,
    history: [],
    result: null,
    ...(race ? { race } : {}),
  };
}

function emptyDeal(players: number) {
  return {
    hands: filled<Card[]>(players, []),
    dealt: filled<Card[]>(players, []),
    piles: {},
    inDeal: [],
    siebenerSeat: null,
    auction: null,
    calls: [],
    contract: null,
    handGame: false,
    trump: null,
    discardCount: 0,
    discarded: [],
    window: null,
    continued: false,
    trick: null,
    tricks: [],
    tricksWon: filled(players, 0),
  } satisfies Partial<FipsenState>;
}

const V = (s: FipsenState): FipsenVariant => variantOf(s.variant);

/** The seat whose decision it is, or null. */
export function actor(s: FipsenState): Seat | null {
  switch (s.phase) {
    case 'siebener':
      return s.siebenerSeat;
    case 'auction':
      return s.auction!.toCall;
    case 'skat':
    case 'kieker':
    case 'discard':
    case 'trump':
    case 'stop':
    case 'dutt':
      return s.contract!.declarer;
    case 'swap':
      return s.swapSeat ?? null;
    case 'window':
      return s.window!.asked[0] ?? s.contract!.declarer;
    case 'play':
      return s.toPlay;
    default:
      return null;
  }
}

export function turn(s: FipsenState): Turn {
  if (s.phase === 'deal') return { kind: 'chance' };
  if (s.phase === 'over') return { kind: 'over' };
  const seat = actor(s)!;
  // Asking only the holder of four sevens would tell the table who holds them.
  // Likewise asking only the holder of the trump seven (T-R5) would name him.
  if (s.phase === 'siebener' || s.phase === 'swap') return { kind: 'decide', seat, secret: { asked: s.inDeal.slice() } };
  return { kind: 'decide', seat };
}

/** The calls that carry nothing but their word. */
export const SIMPLE_CALLS = [
  'hold',
  'pass',
  'siebener',
  'no-siebener',
  'skat',
  'hand',
  'surrender',
  'play-on',
  'kontra',
  'no-kontra',
  'rekontra',
  'no-rekontra',
  'knock',
  'no-knock',
  'stop',
  'continue',
  'swap',
  'keep',
  'dutt',
  'no-dutt',
] as const;

const SIMPLE = new Map<string, FipsenAction>(SIMPLE_CALLS.map((kind) => [kind, Object.freeze({ kind }) as FipsenAction]));

export const simple = (kind: string): FipsenAction => SIMPLE.get(kind)!;

/** The declarer may announce Siebener Fips with his hand now (P-R11.2, P-R12). */
function maySiebener(s: FipsenState): boolean {
  return V(s).siebener && siebenerCards(s.hands[s.contract!.declarer]!) !== null;
}

export function legalActions(s: FipsenState): FipsenAction[] {
  const v = V(s);
  switch (s.phase) {
    case 'siebener':
      return [simple('siebener'), simple('no-siebener')];
    case 'auction': {
      const a = s.auction!;
      return v.auction.legal(
        a,
        (high) => v.bids(s, a.toCall, high),
        (bid) => v.mayHold(s, a.toCall, bid),
      );
    }
    case 'skat':
      return v.handRequired(s) ? [simple('hand')] : [simple('skat'), simple('hand')];
    case 'kieker': {
      const out = [simple('surrender'), simple('play-on')];
      if (maySiebener(s)) out.push(simple('siebener'));
      return out;
    }
    case 'discard': {
      const hand = s.hands[s.contract!.declarer]!;
      const out: FipsenAction[] = combinations(hand, s.discardCount).map((cards) => ({ kind: 'discard', cards }));
      // P-R11.2: after taking the Skat; a Kieker's chance came before play-on.
      if (s.contract!.bid.kind === 'tricks' && maySiebener(s)) out.push(simple('siebener'));
      return out;
    }
    case 'trump':
      return v.trumps(s).map((suit) => ({ kind: 'trump', suit }));
    case 'window': {
      const w = s.window!;
      if (w.asked.length === 0) return [simple('rekontra'), simple('no-rekontra')];
      return v.windowKind(s.opts) === 'kontra' ? [simple('kontra'), simple('no-kontra')] : [simple('knock'), simple('no-knock')];
    }
    case 'stop':
      return [simple('stop'), simple('continue')];
    case 'swap':
      return [simple('swap'), simple('keep')];
    case 'dutt':
      return [simple('dutt'), simple('no-dutt')];
    case 'play':
      return playableCards(s, s.toPlay).map((card) => ({ kind: 'play', card }));
    default:
      return [];
  }
}

export function playableCards(s: FipsenState, seat: Seat): Card[] {
  const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
  return legalCards(s.hands[seat]!, led, trickRules(s.trump));
}

/** P-R3 / G-R3: the first dealer at random, then the cards (P-R4, G-R4). */
export function drawChance(s: FipsenState, rng: Rng): FipsenAction {
  const v = V(s);
  const dealer = s.dealer ?? rng.int(s.players);
  const inDeal = v.inDeal(dealer, s.players, s.opts);
  const middle = v.middlePile === undefined ? SKAT_PILE : v.middlePile;
  const { hands, piles } = dealCards(v.pack(s.players), s.players, inDeal, v.restPile, rng, middle);
  return { kind: 'deal', dealer, hands, piles };
}

function draft(s: FipsenState): Draft {
  return { ...s };
}

export function apply(state: FipsenState, action: FipsenAction, log?: GameLine[]): FipsenState {
  const s = draft(state);
  const v = V(state);
  const seat = actor(state);
  switch (action.kind) {
    case 'deal':
      deal(s, v, action, log);
      break;
    case 'siebener':
      siebener(s, seat!, log);
      break;
    case 'no-siebener':
      s.phase = 'auction';
      break;
    case 'keep':
      // Thedinghausen: the seven's holder keeps it (T-R5); Duttfips: Vorhand keeps his Dutt game,
      // his call in the auction (D-R5.1).
      if (state.phase === 'swap') {
        startPlay(s);
        break;
      }
      s.auction = v.auction.step(s.auction!, action);
      afterCall(s, v, log);
      break;
    case 'bid':
    case 'hold':
    case 'pass':
      s.auction = v.auction.step(s.auction!, action);
      afterCall(s, v, log);
      break;
    case 'swap':
      swapTurnup(s, seat!, log);
      startPlay(s);
      break;
    case 'kontra':
    case 'no-kontra':
    case 'no-knock':
    case 'knock':
    case 'rekontra':
    case 'no-rekontra':
      windowCall(s, seat!, action.kind);
      break;
    case 'play':
      playCard(s, v, seat!, action.card, log);
      break;
    default:
      declarerCall(s, v, action, log);
  }
  if (heardByAll(state, action)) s.calls = [...state.calls, { seat: seat!, action }];
  return s;
}

/** Whether the whole table hears `action` as a call (FipsenCall): not a card, a discard or a secret turn's answer. */
function heardByAll(state: FipsenState, action: FipsenAction): boolean {
  if (action.kind === 'deal' || action.kind === 'play' || action.kind === 'discard') return false;
  // Siebener Fips announced ends the deal aloud; declined, or the trump seven's swap, only its seat knows it was asked.
  return action.kind === 'siebener' || (state.phase !== 'siebener' && state.phase !== 'swap');
}

/** The declarer's calls between the auction and the first lead, and his stop or go on after. */
function declarerCall(
  s: Draft,
  v: FipsenVariant,
  action: Extract<
    FipsenAction,
    { kind: 'dutt' | 'no-dutt' | 'skat' | 'hand' | 'surrender' | 'play-on' | 'discard' | 'trump' | 'stop' | 'continue' }
  >,
  log?: GameLine[],
): void {
  switch (action.kind) {
    case 'dutt': {
      // The pick-up is this decision's own line (encodeAction), so it is not logged again here.
      const pile = v.restPile;
      s.discardCount = (s.piles[pile] ?? []).length;
      pickUp(s, s.contract!.declarer, pile, []);
      s.phase = 'discard';
      break;
    }
    case 'no-dutt':
      s.phase = 'trump';
      break;
    case 'skat':
      pickUp(s, s.contract!.declarer, 'skat', [], log);
      s.discardCount = 2;
      s.phase = 'discard';
      break;
    case 'hand':
      s.handGame = true;
      s.phase = 'trump';
      break;
    case 'surrender':
      settle(s, v, 'surrender', log);
      break;
    case 'play-on':
      s.discardCount = s.hands[s.contract!.declarer]!.length - HAND_SIZE;
      s.phase = 'discard';
      break;
    case 'discard': {
      const d = s.contract!.declarer;
      let hand = s.hands[d]!;
      for (const c of action.cards) hand = without(hand, c);
      s.hands = setAt(s.hands, d, hand);
      s.discarded = [...s.discarded, ...action.cards];
      s.discardCount -= action.cards.length;
      if (s.discardCount <= 0) s.phase = 'trump';
      break;
    }
    case 'trump':
      s.trump = action.suit;
      openWindow(s, v);
      break;
    case 'stop':
      settle(s, v, 'won', log);
      break;
    case 'continue':
      s.continued = true;
      s.phase = 'play';
      break;
  }
}

/** A call in the window before the first lead: Kontra and Rekontra, or a knock; play starts once nobody is left to ask. */
function windowCall(s: Draft, seat: number, kind: 'kontra' | 'no-kontra' | 'no-knock' | 'knock' | 'rekontra' | 'no-rekontra'): void {
  switch (kind) {
    case 'kontra':
      s.window = { ...s.window!, kontra: seat, asked: [] };
      break;
    case 'no-kontra':
    case 'no-knock':
    case 'knock': {
      const w = s.window!;
      s.window = { ...w, asked: w.asked.slice(1), knocks: kind === 'knock' ? [...w.knocks, seat] : w.knocks };
      if (s.window.asked.length === 0) startPlay(s);
      break;
    }
    case 'rekontra':
    case 'no-rekontra':
      s.window = { ...s.window!, rekontra: kind === 'rekontra' };
      startPlay(s);
      break;
  }
}

function deal(s: Draft, v: FipsenVariant, a: Extract<FipsenAction, { kind: 'deal' }>, log?: GameLine[]): void {
  s.dealNo += 1;
  s.dealer = a.dealer;
  Object.assign(s, emptyDeal(s.players));
  s.hands = a.hands.map((h) => h.slice());
  s.dealt = s.hands;
  s.piles = Object.fromEntries(Object.entries(a.piles).map(([k, cards]) => [k, cards.slice()]));
  s.inDeal = v.inDeal(a.dealer, s.players, s.opts);
  s.toPlay = s.inDeal[0]!;
  logDeal({ dealNo: s.dealNo, dealer: a.dealer }, a.hands, a.piles, log);
  if (v.openDeal) {
    // T-R4: no auction; the turned card is trump, and its Ace may go to the seven's holder (T-R5).
    const o = v.openDeal(s);
    s.trump = o.trump;
    s.swapSeat = o.swapSeat;
    s.swapped = false;
    if (log) log.push({ type: 'reveal', deal: s.dealNo, what: 'trump', card: o.card });
    if (o.swapSeat === null) startPlay(s);
    else s.phase = 'swap';
    return;
  }
  s.auction = v.auction.start(s.inDeal, s.players);
  const holder = v.siebener ? s.inDeal.find((x) => siebenerCards(s.hands[x]!) !== null) : undefined;
  s.siebenerSeat = holder ?? null;
  s.phase = holder === undefined ? 'auction' : 'siebener';
}

function siebener(s: Draft, seat: Seat, log?: GameLine[]): void {
  const cards = siebenerCards(s.hands[seat]!)!;
  if (log) log.push({ type: 'reveal', deal: s.dealNo, what: 'hand', seat, cards });
  const delta = filled(s.players, 0);
  delta[seat] = 30;
  finishDeal(
    s,
    {
      delta,
      value: 30,
      note: `seat ${seat}: Siebener Fips`,
      why: `seat ${seat} announced Siebener Fips (four sevens and an Ace): +30, nobody else scores.`,
    },
    log,
    seat,
  );
}

/** T-R5: the seven of trumps is laid face up in the Ace's place. */
function swapTurnup(s: Draft, seat: Seat, log?: GameLine[]): void {
  const ace = s.piles['turnup']![0]!;
  const seven = `7${ace.slice(1)}` as Card;
  s.hands = setAt(s.hands, seat, [...without(s.hands[seat]!, seven), ace]);
  s.piles = { ...s.piles, turnup: [seven] };
  s.swapped = true;
  if (log) log.push({ type: 'exchange', deal: s.dealNo, seat, from: 'turnup', gave: [seven], got: [ace] });
}

function pickUp(s: Draft, seat: Seat, pile: string, gave: readonly Card[], log?: GameLine[]): void {
  const got = (s.piles[pile] ?? []).slice();
  let hand = s.hands[seat]!;
  for (const c of gave) hand = without(hand, c);
  s.hands = setAt(s.hands, seat, [...hand, ...got]);
  s.piles = { ...s.piles, [pile]: [] };
  if (gave.length > 0) s.discarded = [...s.discarded, ...gave];
  if (log) log.push({ type: 'exchange', deal: s.dealNo, seat, from: pile, gave: gave.slice(), got });
}

function afterCall(s: Draft, v: FipsenVariant, log?: GameLine[]): void {
  const r = v.auction.result(s.auction!);
  if (r === null) return;
  if (r.kind === 'all-pass') {
    // P-R9 / G-R3: thrown in; the same dealer deals again and the deal does not count.
    const delta = filled(s.players, 0);
    recordDeal(
      s,
      summary(
        s,
        delta,
        0,
        'all passed',
        null,
        undefined,
        'Everybody passed: thrown in. The same dealer deals again; the deal does not count.',
      ),
    );
    if (log) log.push({ type: 'settle', deal: s.dealNo, delta, totals: s.balances.slice(), note: 'all passed' });
    s.phase = 'deal';
    return;
  }
  const contract: Contract = { declarer: r.declarer, bid: r.bid, selfNamed: r.selfNamed };
  s.contract = contract;
  const d = r.declarer;
  if (r.bid.kind === 'kieker') {
    const original = s.hands[d]!.slice();
    if (log) log.push({ type: 'reveal', deal: s.dealNo, what: 'hand', seat: d, cards: original });
    pickUp(s, d, 'skat', v.kiekerGivesOriginal(s.players) ? original : [], log);
    pickUp(s, d, v.restPile, [], log);
    s.phase = 'kieker';
  } else if (v.pickUp) {
    const take = v.pickUp(s);
    if (take === 'ask') s.phase = 'dutt';
    else if (take === null) s.phase = 'trump';
    else {
      pickUp(s, d, take.pile, [], log);
      s.discardCount = take.discard;
      s.phase = 'discard';
    }
  } else if (r.bid.kind === 'fips') {
    s.phase = 'trump';
  } else if (v.skatOrHand) {
    s.phase = 'skat';
  } else {
    pickUp(s, d, 'skat', [], log);
    s.discardCount = 2;
    s.phase = 'discard';
  }
}

function openWindow(s: Draft, v: FipsenVariant): void {
  const kind = v.windowKind(s.opts);
  if (kind === null) {
    startPlay(s);
    return;
  }
  const d = s.contract!.declarer;
  s.window = { asked: s.inDeal.filter((x) => x !== d), kontra: null, rekontra: false, knocks: [] };
  s.phase = 'window';
}

function startPlay(s: Draft): void {
  // P-R14 / G-R11: Vorhand leads to the first trick, whoever the declarer is.
  s.toPlay = s.inDeal[0]!;
  s.phase = 'play';
}

function playCard(s: Draft, v: FipsenVariant, seat: Seat, card: Card, log?: GameLine[]): void {
  s.hands = setAt(s.hands, seat, without(s.hands[seat]!, card));
  const { trick, done } = playToTrick(s.trick, seat, card, s.inDeal.length, s.tricks.length + 1, trickRules(s.trump));
  if (!done) {
    s.trick = trick;
    const i = s.inDeal.indexOf(seat);
    s.toPlay = s.inDeal[(i + 1) % s.inDeal.length]!;
    return;
  }
  s.trick = null;
  takeTrick(s, done, log);
  s.toPlay = done.winner;
  const next = v.afterTrick(s);
  if (next === 'won' || next === 'lost') settle(s, v, next, log);
  else if (next === 'ask') s.phase = 'stop';
}

function settle(s: Draft, v: FipsenVariant, outcome: 'won' | 'lost' | 'surrender', log?: GameLine[]): void {
  finishDeal(s, v.score(s, outcome), log, s.contract?.declarer ?? null);
}

function summary(
  s: FipsenState,
  delta: readonly number[],
  value: number,
  note: string,
  declarer: Seat | null,
  counters?: DealScore['counters'],
  why?: string,
): FipsenDealSummary {
  return {
    ...dealHead(s, delta, note),
    ...(counters ? { counters } : {}),
    declarer,
    contract: s.contract?.bid ?? null,
    value,
    ...(why === undefined ? {} : { why }),
  };
}

/** A played deal is scored; the deal passes to the left (P-R3) and the match may end (P-R18, T-R10). */
function finishDeal(s: Draft, score: DealScore, log: GameLine[] | undefined, declarer: Seat | null): void {
  const { delta, value, note } = score;
  s.balances = s.balances.map((b, i) => b + delta[i]!);
  settleDeal(s, summary(s, delta, value, note, declarer, score.counters, score.why), score.fields ?? {}, log);
  s.trick = null;
  if (score.race) s.race = score.race;
  if (score.end !== undefined) {
    finish(s, score.end, log);
    return;
  }
  if (s.dealsDone >= (s.opts['deals'] as number)) {
    finish(s, 'deals', log);
    return;
  }
  s.dealer = (s.dealer! + 1) % s.players;
  s.phase = 'deal';
}

function finish(s: Draft, reason: MatchResult['reason'], log?: GameLine[]): void {
  const v = V(s);
  endDraft(s, v.winners ? v.winners(s) : leaders(s.balances), reason, log);
}

export function quit(state: FipsenState, log?: GameLine[]): FipsenState {
  const onQuit = V(state).onQuit;
  const undo = onQuit
    ? (s: Draft): void => {
        const back = onQuit(s);
        s.balances = back.balances.slice();
        if (back.race) s.race = back.race;
      }
    : undefined;
  return quitMatch(state, draft, finish, log, undo);
}

export { resultOf as result } from '../rules-shared.js';
