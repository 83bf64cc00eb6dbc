// The determinisation hook of the search bot: a complete LupfenState consistent with one seat's
// view. It reads only the view, in two steps.
//
// 1. drawCards deals the unseen cards to the other hands and the stock, subject to what the play
//    and the calls revealed:
// - a seat that did not follow suit is void in the led suit; in vorarlberg one that neither
//   followed nor trumped holds no trump either (must-trump rule);
// - the round for Under-Under-Over hands (classic's exchange, vorarlberg's Scrap) is secret: a
//   kept hand is not heard and who is asked is not shown, so only an exchange (its reveal) tells;
// - once play has started, no active seat holds three Unders (it would have been claimed);
// - a Ständer announcement means three cards of one suit; a seat that looked and did not knock
//   has none (vorarlberg, option staender);
// - under compulsory_lupf a seat that passed or dropped holds fewer than two Sows.
//   Each seat's "original hand" (cards now in hand plus cards it played this deal) is what these
//   constraints talk about. Voids, Ständer and Under-Under-Over are built into the deal; the other
//   constraints are checked and the deal redrawn (rejection), up to a bound. The voids, the unseen
//   cards, the dealing in turn and the rejection are the shared core's (bots/deal-sampler.ts).
//
// 2. replayDeal rebuilds the deal from those cards through the rules: from where the deal began,
//    the cards as dealt, then every public call and card through `apply`, each checked against
//    `legalActions`. The state is one the rules reach; a draw the rules refuse is drawn again.
//
// On top of these hard facts, an inference: among up to INFER_TRIES such deals the sampler keeps
// the first in which every other seat's calls and cards this deal are what the basic rules of
// thumb would have chosen with the cards it got (a player who lifted has a hand worth lifting; a
// player who ducked a trick had no cheap winner), else the one with the fewest misfits. The same
// replay counts the misfits.
import { rankOf, SUITS, suitOf, type Card, type Suit } from '../../../core/cards.js';
import { seatsFrom } from '../../../core/seats.js';
import { LUPFEN_PACK } from '../pack.js';
import { shuffled, type Rng } from '../../../core/rng.js';
import { dealInTurn, playedBy, rejection, shownVoids, tricksSoFar, unseenOf } from '../../../bots/deal-sampler.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import type { PastDecision } from '../../../contract/search.js';
import { basicFromState } from './basic.js';
import { KEEP } from '../calls.js';
import { actionKey } from '../codec.js';
import { count, isStaender, isThreeUnders, isUnderUnderOver } from '../hands.js';
import { apply, beginDeal, legalActions, turn } from '../rules.js';
import { lupfenView } from '../view.js';
import type { LupfenAction, LupfenState, LupfenVariantId, LupfenView } from '../types.js';
import { lupfenVariant } from '../variants.js';

const MAX_TRIES = 200;

type HandRule = 'uuo' | 'not-three-unders' | 'staender' | 'not-staender' | 'few-sows';

interface SeatConstraint {
  /** Suits the seat cannot hold now. */
  readonly voids: Set<Suit>;
  /** Cards the seat has played this deal (part of its original hand). */
  readonly played: Card[];
  readonly rules: Set<HandRule>;
}

function constraintsOf(v: LupfenView, rng: Rng): SeatConstraint[] {
  const n = v.players;
  const trump = v.trumpSuit;
  const mustTrump = lupfenVariant(v.variant).mustTrump;
  const tricks = tricksSoFar(v);
  const played = playedBy(tricks, n);
  // Under the must-trump rule a seat that neither followed nor trumped holds no trump either.
  const voids = shownVoids(tricks, n, suitOf, (card) => (mustTrump && trump !== null && suitOf(card) !== trump ? [trump] : []));
  const out: SeatConstraint[] = Array.from({ length: n }, (_, x) => ({ voids: voids[x]!, played: played[x]!, rules: new Set<HandRule>() }));
  HAND_FACTS[v.variant](v, (seat, rule) => out[seat]!.rules.add(rule));
  const asked = askedNow(v, rng);
  if (asked !== null) out[asked]!.rules.add('uuo');
  return out;
}

/**
 * In the Under-Under-Over round while another seat is asked (the view does not say which): one
 * drawn at random among those it may be, who then holds the hand. Those are the active seats
 * that have not exchanged, and, while the viewer still has its own question to come, the ones
 * before it in the round.
 */
function askedNow(v: LupfenView, rng: Rng): Seat | null {
  if ((v.phase !== 'exchange' && v.phase !== 'scrap') || (v.seat !== null && v.toAct === v.seat)) return null;
  const from = v.phase === 'exchange' ? v.lifter! : v.dealer + 1;
  const exchanged = new Set(v.reveals.flatMap((r) => (r.what === 'exchange' ? [r.seat] : [])));
  const order = seatsFrom(from, v.players).filter((x) => v.status[x] === 'in' && !exchanged.has(x));
  const me = v.seat;
  const mineToCome =
    me !== null &&
    order.includes(me) &&
    v.hand !== null &&
    isUnderUnderOver(v.hand) &&
    !exchanged.has(me) &&
    !v.calls.some((c) => c.seat === me && c.call === 'keep');
  const before = mineToCome ? order.slice(0, order.indexOf(me)) : order.filter((x) => x !== me);
  return before.length > 0 ? before[rng.int(before.length)]! : null;
}

/** What a variant's calls and announcements of the deal say about the hands they were made on. */
type HandFacts = (v: LupfenView, add: (seat: Seat, rule: HandRule) => void) => void;

const HAND_FACTS: Readonly<Record<LupfenVariantId, HandFacts>> = {
  classic(v, add) {
    const n = v.players;
    // The exchange round (R11) tells nothing but its exchanges (replayDeal deals those).
    if (v.phase === 'play') for (let x = 0; x < n; x++) if (v.status[x] === 'in') add(x, 'not-three-unders');
  },
  vorarlberg(v, add) {
    const n = v.players;
    const reached = v.phase === 'scrap' || v.phase === 'play';
    if (reached) {
      // Three Unders are claimed before the Scrap round, which itself tells nothing.
      for (let x = 0; x < n; x++) if (v.status[x] === 'in') add(x, 'not-three-unders');
    }
    if (v.options.staender) {
      const knocked = new Set(v.reveals.flatMap((r) => (r.what === 'staender' ? [r.seat] : [])));
      for (let x = 0; x < n; x++) {
        if (knocked.has(x)) add(x, 'staender');
        else if (looked(v, x)) add(x, 'not-staender');
      }
    }
    if (v.options.compulsory_lupf) {
      for (let x = 0; x < n; x++) {
        if (v.calls.some((c) => c.seat === x && (c.call === 'pass' || c.call === 'drop'))) add(x, 'few-sows');
      }
    }
  },
};

/** Whether seat x has looked at its cards (blind_lupf); mirrors rules.ts. */
function looked(v: LupfenView, x: Seat): boolean {
  if (!(v.options.blind_lupf && v.kind === 'lupfen' && v.phase === 'lift')) return true;
  if (x === v.seat) return v.hand !== null;
  return v.calls.some((c) => c.seat === x);
}

/**
 * For a seat whose original hand the calls pin to a pattern, one test per card still to deal
 * (null: no pattern). Ständer: the suit of a card it played, else a suit with enough unseen cards.
 * Under-Under-Over: the missing Unders, then the missing Over.
 */
function patternFor(c: SeatConstraint, rest: readonly Card[], rng: Rng): ((card: Card) => boolean)[] | null {
  if (c.rules.has('staender')) {
    let suit: Suit | undefined = c.played.length > 0 ? suitOf(c.played[0]!) : undefined;
    if (suit === undefined) {
      const need = 3;
      const suits = SUITS.filter((st) => !c.voids.has(st) && rest.filter((x) => suitOf(x) === st).length >= need);
      if (suits.length === 0) return null;
      suit = suits[rng.int(suits.length)]!;
    }
    const st = suit;
    return [0, 1, 2].map(() => (card: Card) => suitOf(card) === st);
  }
  if (c.rules.has('uuo')) {
    const slots: ((card: Card) => boolean)[] = [];
    const j = 2 - c.played.filter((x) => rankOf(x) === 'J').length;
    const q = 1 - c.played.filter((x) => rankOf(x) === 'Q').length;
    for (let k = 0; k < j; k++) slots.push((card) => rankOf(card) === 'J');
    for (let k = 0; k < q; k++) slots.push((card) => rankOf(card) === 'Q');
    return slots;
  }
  return null;
}

function satisfies(rule: HandRule, original: readonly Card[]): boolean {
  switch (rule) {
    case 'uuo':
      return isUnderUnderOver(original);
    case 'not-three-unders':
      return !isThreeUnders(original);
    case 'staender':
      return isStaender(original);
    case 'not-staender':
      return !isStaender(original);
    case 'few-sows':
      return count(original, 'A') < 2;
  }
}

/** Cards nobody but their holders can know: the unseen pool, given the view. */
export function unseenCards(v: LupfenView): Card[] {
  return unseenOf(LUPFEN_PACK, [
    ...(v.hand ?? []),
    ...(v.trumpCard ? [v.trumpCard] : []),
    ...tricksSoFar(v).flatMap((t) => t.cards),
    ...v.reveals.flatMap((r) => (r.what === 'exchange' ? r.cards : [])),
  ]);
}

/**
 * A complete state consistent with `v`: hidden cards drawn by `drawCards`, the deal rebuilt by
 * `replayDeal`. `v.seat` is normally the seat to act (the search's root); any seat's view works.
 */
export function sampleLupfenState(v: LupfenView, rng: Rng): LupfenState {
  return sampleWithInference(v, rng, INFER_TRIES);
}

/**
 * How many deals are drawn to find one in which every other seat's calls and cards this deal are
 * what the basic rules of thumb would choose with its cards there. Rejection sampling under that
 * opponent model; when no draw fits, the best-fitting one is used, so opponents who play
 * otherwise only weaken the inference.
 */
export const INFER_TRIES = 40;

/** Draws that the replay may turn down before the sampler gives up: the constraints make it rare. */
const REPLAY_TRIES = 50;

export function sampleWithInference(v: LupfenView, rng: Rng, tries: number): LupfenState {
  const root = viewerOf(v);
  const infer =
    tries > 1 &&
    !v.options.blind_lupf &&
    (v.calls.some((c) => c.seat !== v.seat && c.call !== 'shove' && c.call !== 'deal') ||
      v.tricks.length > 0 ||
      (v.trick?.cards.length ?? 0) > 0);
  let best: LupfenState | null = null;
  let bestMisfits = Infinity;
  let draws = 0;
  for (let k = 0; k < (infer ? tries : 1) || (best === null && draws < REPLAY_TRIES); k++) {
    draws++;
    const r = replayDeal(v, drawCards(v, rng), infer ? { root, limit: bestMisfits - 1 } : null);
    if (r.state === null || r.misfits >= bestMisfits) continue;
    best = r.state;
    bestMisfits = r.misfits;
    if (!infer || r.misfits === 0) break;
  }
  if (best === null) throw new Error(`lupfen sampler: no deal drawn in ${draws} tries replays the view of seat ${root}`);
  return best;
}

/**
 * How many decisions of seats other than `root` in `w`'s current deal the basic rules of thumb
 * would not have made with the cards they held (Infinity if the deal does not replay).
 */
export function callMisfits(w: LupfenState, root: Seat, limit = Infinity): number {
  return replayDeal(lupfenView(w, root), { hands: w.hands.map((h) => h.slice()), stock: w.stock.slice() }, { root, limit }).misfits;
}

/**
 * The calls and cards of `w`'s deal so far that the rules of thumb model, each at the state it was
 * made at, replayed with `w`'s cards from what `root` saw (the inference's replay: bots/inference.ts).
 */
export function pastDecisions(w: LupfenState, root: Seat): PastDecision<LupfenState, LupfenAction>[] {
  const out: PastDecision<LupfenState, LupfenAction>[] = [];
  const cards = { hands: w.hands.map((h) => h.slice()), stock: w.stock.slice() };
  replayDeal(lupfenView(w, root), cards, null, (state, seat, action) => out.push({ state, seat, action }));
  return out;
}

/** Told of each modelled decision the replay makes: the state before it, the seat, the action. */
type Tap = (state: LupfenState, seat: Seat, action: LupfenAction) => void;

/** Hidden cards as drawn: every hand as it is now, and the stock now (top first). */
interface DrawnCards {
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

interface Replayed {
  /** The rebuilt state; null if the cards cannot produce the view, or the misfits passed the limit. */
  readonly state: LupfenState | null;
  readonly misfits: number;
}

/**
 * Rebuilds the deal `v` shows from drawn cards, as OpenSpiel's ResampleFromInfostate does: the
 * deal begins from what the table saw at its start (pot, balances, dealer, re-deal), the cards are
 * dealt as they must have been, and every public call and card of the deal goes through `apply`,
 * each checked against `legalActions`. Whose turn it is, who may exchange or scrap, the pot: all
 * come from the rules themselves, nothing is re-derived here.
 *
 * With `infer`, it also counts the calls and cards of seats other than `infer.root` that the basic
 * rules of thumb would not have chosen with these cards, and stops once the count passes the limit.
 */
function replayDeal(v: LupfenView, cards: DrawnCards, infer: { readonly root: Seat; readonly limit: number } | null, tap?: Tap): Replayed {
  const dealt = isDealt(v) ? dealtCards(v, cards) : null;
  const cursor: Cursor = {
    calls: 0,
    played: 0,
    plays: tricksSoFar(v).flatMap((t) => t.cards.map((card, i) => ({ seat: t.seats[i]!, card }))),
  };
  let s = beginDeal(dealStart(v));
  let misfits = 0;
  const failed: Replayed = { state: null, misfits: Infinity };
  for (;;) {
    const t = turn(s);
    if (t.kind === 'chance') {
      if (dealt === null || s.phase !== 'deal') break;
      s = apply(s, { kind: 'deal', ...dealt });
      continue;
    }
    if (t.kind !== 'decide') break;
    const step = nextStep(v, s, t.seat, t.secret !== undefined, cursor);
    if (step === 'stop') break;
    if (step === 'fail') return failed;
    if (step === 'look') {
      s = apply(s, LOOK);
      continue;
    }
    const legal = legalActions(s);
    const key = actionKey(step.action);
    if (!legal.some((a) => actionKey(a) === key)) return failed;
    if (infer && step.modelled && t.seat !== infer.root && legal.length > 1 && actionKey(basicFromState(s, t.seat, legal)) !== key) {
      if (++misfits > infer.limit) return { state: null, misfits };
    }
    if (tap && step.modelled) tap(s, t.seat, step.action);
    s = apply(s, step.action);
  }
  if (cursor.calls < v.calls.length || cursor.played < cursor.plays.length || s.phase !== v.phase) return failed;
  // The viewer has looked at its cards and not yet decided (blind_lupf).
  const me = v.seat;
  if (me !== null && v.hand !== null && s.phase === 'lift' && s.pending[0] === me && !s.looked[me]) s = apply(s, LOOK);
  return { state: s, misfits };
}

/**
 * The cards as they were dealt: each hand as dealt, and the stock. Seats that exchanged hold cards
 * from the bottom of the stock; what they were dealt is the set-aside the exchange showed. The
 * first exchange took the very bottom three.
 */
function dealtCards(v: LupfenView, cards: DrawnCards): { hands: Card[][]; stock: Card[] } {
  const playedBySeat = playedBy(tricksSoFar(v), v.players);
  const exchangers = v.reveals.flatMap((r) => (r.what === 'exchange' ? [r] : []));
  const hands = cards.hands.map((h, x) => {
    const gave = exchangers.find((r) => r.seat === x);
    return gave ? gave.cards.slice() : [...h, ...playedBySeat[x]!];
  });
  const stock = [...cards.stock, ...exchangers.reverse().flatMap((r) => [...cards.hands[r.seat]!, ...playedBySeat[r.seat]!])];
  return { hands, stock };
}

/** The state the deal began from, as the table saw it then (pot, balances, dealer, re-deal). */
function dealStart(v: LupfenView): LupfenState {
  // A shove moves the deal on to the next seat: the deal began with the seat that shoved first.
  const first = v.calls[0];
  const dealer = first && (first.call === 'shove' || first.call === 'deal') ? first.seat : v.dealer;
  const none: never[] = [];
  return {
    variant: v.variant,
    n: v.players,
    opts: v.options,
    phase: 'deal',
    dealNo: v.dealNo - 1,
    dealsDone: v.dealsDone,
    dealer,
    kind: v.kind,
    redeal: v.redeal,
    pot: v.potAtDealStart,
    balances: v.balancesAtDealStart,
    potAtDealStart: v.potAtDealStart,
    balancesAtDealStart: v.balancesAtDealStart,
    hands: none,
    stock: none,
    trumpCard: null,
    status: none,
    lifter: null,
    price: 0,
    blindLift: false,
    looked: none,
    pending: none,
    shoved: none,
    exchanges: 0,
    exchanged: none,
    setAside: none,
    reveals: none,
    calls: none,
    potBack: v.potBack ?? null,
    trick: null,
    tricks: none,
    tricksWon: none,
    lastDeal: v.lastDeal,
    history: v.history,
    result: v.result,
  };
}

/** How far the replay has come through the view's calls and cards. */
interface Cursor {
  calls: number;
  played: number;
  readonly plays: readonly { readonly seat: Seat; readonly card: Card }[];
}

/** The replay's next move: an action (and whether the rules of thumb model it), a look, the end, or a draw to refuse. */
type Step = { readonly action: LupfenAction; readonly modelled: boolean } | 'look' | 'stop' | 'fail';

/** What `seat`, to decide at `s`, did next in the view; moves the cursor past it. */
function nextStep(v: LupfenView, s: LupfenState, seat: Seat, secret: boolean, cursor: Cursor): Step {
  if (secret && v.calls[cursor.calls]?.seat !== seat) {
    // The Under-Under-Over round (secret): the seats the sampled hands make it ask let it pass
    // unheard, up to the one whose call is heard next, or, where the view stands in the round,
    // the one asked now (the viewer, if the view says so; else anybody else).
    const here = cursor.calls >= v.calls.length && cursor.played >= cursor.plays.length && s.phase === v.phase;
    if (here && (v.toAct === seat || (v.toAct === null && seat !== v.seat))) return 'stop';
    if (here && seat === v.seat) return 'fail';
    return { action: KEEP, modelled: false };
  }
  if (cursor.calls < v.calls.length) {
    const c = v.calls[cursor.calls]!;
    if (c.seat !== seat) return 'fail';
    // Looking at one's cards (blind_lupf) is not a call anybody hears: it precedes a seen call.
    if (s.phase === 'lift' && !s.looked[seat] && !c.blind) return 'look';
    cursor.calls++;
    const action: LupfenAction = {
      kind: 'call',
      call: c.call,
      ...(c.amount !== undefined ? { amount: c.amount } : {}),
      ...(c.blind ? { blind: true } : {}),
    };
    return { action, modelled: c.call !== 'shove' && c.call !== 'deal' };
  }
  if (cursor.played < cursor.plays.length) {
    const p = cursor.plays[cursor.played++]!;
    if (p.seat !== seat) return 'fail';
    return { action: { kind: 'play', card: p.card }, modelled: true };
  }
  return 'stop';
}

const LOOK: LupfenAction = { kind: 'look' };

/** The deal's cards are out: hands and stock exist to be drawn. */
function isDealt(v: LupfenView): boolean {
  return v.phase !== 'deal' && v.phase !== 'first-dealer' && v.phase !== 'shove' && v.phase !== 'over';
}

/**
 * Deals the unseen cards to the hands whose cards the viewer does not know, and the rest to the
 * stock, respecting the constraints; no cards before the deal is dealt.
 */
function drawCards(v: LupfenView, rng: Rng): DrawnCards {
  const n = v.players;
  const me = viewerOf(v);
  if (!isDealt(v)) return { hands: Array.from({ length: n }, () => []), stock: [] };
  const cons = constraintsOf(v, rng);
  const pool = unseenCards(v);
  const sizes = v.handSizes.slice();
  const mine = v.hand;
  // Seats whose current cards are unknown, most constrained first (fewest cards they may hold).
  const unknownSeats = [...Array(n).keys()].filter((x) => x !== me || mine === null);
  const allowedCount = (x: Seat): number => pool.filter((c) => !cons[x]!.voids.has(suitOf(c))).length;
  const pinned = (x: Seat): number => (cons[x]!.rules.has('staender') || cons[x]!.rules.has('uuo') ? 0 : 1);
  unknownSeats.sort((a, b) => pinned(a) - pinned(b) || allowedCount(a) - allowedCount(b) || a - b);

  const places = unknownSeats.map((x) => {
    const c = cons[x]!;
    // Hands the calls pin down (Ständer, Under-Under-Over) are dealt to pattern, not by luck.
    return {
      size: sizes[x]!,
      allows: (card: Card) => !c.voids.has(suitOf(card)),
      pattern: (rest: readonly Card[]) => patternFor(c, rest, rng),
    };
  });
  const draw = (): DrawnCards | null => {
    const dealt = dealInTurn(pool, places, rng);
    if (dealt === null) return null;
    const hands: Card[][] = Array.from({ length: n }, () => []);
    if (mine !== null) hands[me] = mine.slice();
    unknownSeats.forEach((x, p) => (hands[x] = dealt.hands[p]!));
    // Stock: the turned trump stays on top; the rest in random order.
    const rest = shuffled(dealt.rest, rng);
    return { hands, stock: v.trumpCard ? [v.trumpCard, ...rest] : rest };
  };
  // The calls' facts that dealing does not build in are checked after it.
  const accept = (d: DrawnCards): boolean =>
    unknownSeats.every((x) => {
      const c = cons[x]!;
      const original = [...d.hands[x]!, ...c.played];
      return [...c.rules].every((r) => satisfies(r, original));
    });
  // Voids left no room (cannot happen for a real view); deal ignoring them.
  const ignoringVoids = (): DrawnCards => {
    const rest = pool.slice();
    const hands: Card[][] = Array.from({ length: n }, () => []);
    if (mine !== null) hands[me] = mine.slice();
    for (const x of unknownSeats) for (let k = 0; k < sizes[x]!; k++) hands[x]!.push(rest.splice(rng.int(rest.length), 1)[0]!);
    return { hands, stock: v.trumpCard ? [v.trumpCard, ...rest] : rest };
  };
  return rejection(MAX_TRIES, draw, ignoringVoids, accept);
}
