// Toy Trick as pure functions over plain data (rules text: text.ts). Seats are numbered clockwise,
// the direction of deal and play.
import { SUITS, without, type Card, type Rank, type Suit } from '../../src/core/cards.js';
import type { GameLine, Seat } from '../../src/core/history-lines.js';
import { isSamePack, makePack } from '../../src/core/packs.js';
import { leaders } from '../../src/core/pot.js';
import { shuffled, type Rng } from '../../src/core/rng.js';
import { seatsFrom } from '../../src/core/seats.js';
import { legalCards, playToTrick, suitTrumpRules, type TrickRules } from '../../src/core/trick.js';
import type { MatchConfig, Turn } from '../../src/contract/game.js';
import {
  clearTricks,
  copier,
  dealHead,
  dealsPlayed,
  endDraft,
  filled,
  logDeal,
  noDealYet,
  quitMatch,
  setAt,
  settleDeal,
  takeTrick,
  type Mutable,
} from '../../src/games/rules-shared.js';
import { toToyTrickOptions } from './options.js';
import type { ToyTrickAction, ToyTrickState } from './types.js';

type Draft = Mutable<ToyTrickState>;

const draft = copier<ToyTrickState>()(
  'n opts phase dealNo dealsDone dealer balances hands trump caller toAct trick tricks tricksWon lastDeal history result',
);

export const HAND_SIZE = 4;

/** Every suit, high to low: the top `players` of these ranks make the pack. */
export const TOY_TRICK_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J'];

/** The pack for `players`: four cards a seat, all of them dealt. */
export function toyTrickPack(players: number): Card[] {
  return makePack({ ranks: TOY_TRICK_ORDER.slice(0, players) });
}

export function trickRules(trump: Suit | null): TrickRules {
  return suitTrumpRules(trump, false, TOY_TRICK_ORDER);
}

export function setup(config: MatchConfig): ToyTrickState {
  const n = config.players;
  return {
    n,
    opts: toToyTrickOptions({ ...config.options, players: n }),
    phase: 'deal',
    dealNo: 0,
    dealsDone: 0,
    dealer: 0,
    balances: filled(n, 0),
    hands: filled<Card[]>(n, []),
    trump: null,
    caller: null,
    toAct: null,
    ...noDealYet(n),
  };
}

export function turn(s: ToyTrickState): Turn {
  if (s.phase === 'deal') return { kind: 'chance' };
  if (s.phase === 'over' || s.toAct === null) return { kind: 'over' };
  return { kind: 'decide', seat: s.toAct };
}

const PLAY = new Map<Card, ToyTrickAction>(
  makePack({ ranks: TOY_TRICK_ORDER }).map((card) => [card, Object.freeze({ kind: 'play', card })]),
);
const TRUMP = new Map<Suit | null, ToyTrickAction>([...SUITS, null].map((suit) => [suit, Object.freeze({ kind: 'trump', suit })]));

/** The one action object of a card played (the search compares actions by identity too). */
export function playAction(card: Card): ToyTrickAction {
  return PLAY.get(card)!;
}

export function trumpAction(suit: Suit | null): ToyTrickAction {
  return TRUMP.get(suit)!;
}

/** The cards `seat` may play: follow suit if it can. */
export function playableCards(s: ToyTrickState, seat: Seat): Card[] {
  const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
  return legalCards(s.hands[seat]!, led, trickRules(s.trump));
}

export function legalActions(s: ToyTrickState): ToyTrickAction[] {
  if (s.toAct === null) return [];
  if (s.phase === 'call') return [...SUITS.map(trumpAction), trumpAction(null)];
  if (s.phase === 'play') return playableCards(s, s.toAct).map(playAction);
  return [];
}

export function drawChance(s: ToyTrickState, rng: Rng): ToyTrickAction {
  const cards = shuffled(toyTrickPack(s.n), rng);
  const hands: Card[][] = filled(s.n, 0).map(() => []);
  seatsFrom(s.dealer + 1, s.n).forEach((seat, i) => hands[seat]!.push(...cards.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE)));
  return { kind: 'deal', hands };
}

/** Why a dealt hand set is not a Toy Trick deal for this table, or null when it is. */
export function dealProblem(s: ToyTrickState, hands: readonly (readonly Card[])[]): string | null {
  if (hands.length !== s.n) return `the deal has ${hands.length} hands for ${s.n} players`;
  const short = hands.findIndex((h) => h.length !== HAND_SIZE);
  if (short >= 0) return `seat ${short} is dealt ${hands[short]!.length} cards, not ${HAND_SIZE}`;
  if (!isSamePack(hands.flat(), toyTrickPack(s.n))) return `the hands are not the ${4 * s.n}-card pack of ${s.n} players`;
  return null;
}

export function apply(state: ToyTrickState, action: ToyTrickAction, log?: GameLine[]): ToyTrickState {
  const s = draft(state);
  switch (action.kind) {
    case 'deal':
      deal(s, action.hands, log);
      return s;
    case 'trump':
      s.trump = action.suit;
      s.caller = s.toAct;
      startPlay(s);
      return s;
    case 'play':
      playCard(s, s.toAct!, action.card, log);
      return s;
  }
}

function deal(s: Draft, hands: readonly (readonly Card[])[], log?: GameLine[]): void {
  s.dealNo += 1;
  s.hands = hands.map((h) => h.slice());
  s.trump = null;
  s.caller = null;
  clearTricks(s, s.n);
  logDeal(s, hands, {}, log);
  // The forehand names trumps, or leads at once where the house rule leaves trumps out.
  s.toAct = (s.dealer + 1) % s.n;
  if (s.opts.trump_call) s.phase = 'call';
  else startPlay(s);
}

function startPlay(s: Draft): void {
  const leader = (s.dealer + 1) % s.n;
  s.phase = 'play';
  s.trick = { leader, seats: [], cards: [] };
  s.toAct = leader;
}

function playCard(s: Draft, seat: Seat, card: Card, log?: GameLine[]): void {
  s.hands = setAt(s.hands, seat, without(s.hands[seat]!, card));
  const { trick, done } = playToTrick(s.trick, seat, card, s.n, s.tricks.length + 1, trickRules(s.trump));
  if (!done) {
    s.trick = trick;
    s.toAct = (seat + 1) % s.n;
    return;
  }
  takeTrick(s, done, log);
  if (done.index < HAND_SIZE) {
    s.trick = { leader: done.winner, seats: [], cards: [] };
    s.toAct = done.winner;
    return;
  }
  settle(s, log);
}

/** One point a trick; after the match's deals the most points win. */
function settle(s: Draft, log?: GameLine[]): void {
  const delta = s.tricksWon.slice();
  s.balances = s.balances.map((b, i) => b + delta[i]!);
  settleDeal(s, dealHead(s, delta, 'one point a trick'), {}, log);
  s.trick = null;
  s.toAct = null;
  if (dealsPlayed(s)) {
    finish(s, 'deals', log);
    return;
  }
  s.dealer = (s.dealer + 1) % s.n;
  s.phase = 'deal';
}

function finish(s: Draft, reason: string, log?: GameLine[]): void {
  endDraft(s, leaders(s.balances), reason, log);
  s.toAct = null;
}

/** Players stop: the deal in progress is not scored. */
export function quit(state: ToyTrickState, log?: GameLine[]): ToyTrickState {
  return quitMatch(state, draft, finish, log);
}

export { resultOf as result } from '../../src/games/rules-shared.js';
