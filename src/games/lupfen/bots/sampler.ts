// The determinisation hook of the search bot: a complete LupfenState consistent with one seat's
// view. It reads only the view. Everything the view shows is kept exactly (own hand, played cards,
// the turned trump, set-aside cards, pile sizes, calls, reveals); the unseen cards are dealt at
// random to the other hands and the stock, subject to what the play and the calls revealed:
//
// - a seat that did not follow suit is void in the led suit; in vorarlberg one that neither
//   followed nor trumped holds no trump either (must-trump rule);
// - a seat that said "keep" in the exchange round (classic) or when Scrap could be called
//   (vorarlberg) holds Under, Under, Over; a seat the round passed over does not (the rules skip
//   only ineligible seats while an exchange is still allowed);
// - once play has started, no active seat holds three Unders (it would have been claimed);
// - a Ständer announcement means three cards of one suit; a seat that looked and did not knock
//   has none (vorarlberg, option staender);
// - under compulsory_lupf a seat that passed or dropped holds fewer than two Sows.
//
// Each seat's "original hand" (cards now in hand plus cards it played this deal) is what these
// constraints talk about. Voids, Ständer and Under-Under-Over are built into the deal; the other
// constraints are checked and the deal redrawn (rejection), up to a bound after which the last
// draw that respects the voids is used, so the sampler always answers.
//
// On top of these hard facts, an inference: among up to INFER_TRIES such deals the sampler keeps
// the first in which every other seat's calls and cards this deal are what the basic rules of
// thumb would have chosen with the cards it got (a player who lifted has a hand worth lifting; a
// player who ducked a trick had no cheap winner), else the one with the fewest misfits.
import { rankOf, suitOf, type Card, type Suit } from '../../../core/cards.js';
import { LUPFEN_PACK } from '../pack.js';
import type { Rng } from '../../../core/rng.js';
import { viewerOf, type Seat } from '../../game.js';
import { basicFromState } from './basic.js';
import { actionKey } from '../codec.js';
import { count, isStaender, isThreeUnders, isUnderUnderOver } from '../hands.js';
import { apply, legalActions, turn } from '../rules.js';
import { seatsFrom } from '../../../core/seats.js';
import type { LupfenAction, LupfenState, LupfenView, SeatStatus } from '../types.js';

// The rules functions the replay needs.
const lupfen = { apply, legalActions, turn, actionKey };

const MAX_TRIES = 200;

type HandRule = 'uuo' | 'not-uuo' | 'not-three-unders' | 'staender' | 'not-staender' | 'few-sows';

interface SeatConstraint {
  /** Suits the seat cannot hold now. */
  readonly voids: Set<Suit>;
  /** Cards the seat has played this deal (part of its original hand). */
  readonly played: Card[];
  readonly rules: Set<HandRule>;
}

/** The seats still to be asked in this phase, first the one to act (mirrors rules.ts). */
function pendingOf(v: LupfenView, hands: readonly (readonly Card[])[]): Seat[] {
  const n = v.players;
  const me = v.toAct;
  if (me === null) return [];
  switch (v.phase) {
    case 'lift': {
      const order = seatsFrom(v.dealer + 1, n);
      return order.slice(order.indexOf(me));
    }
    case 'join': {
      if (v.variant === 'classic') {
        const order = seatsFrom(v.lifter! + 1, n).slice(0, n - 1);
        return order.slice(order.indexOf(me));
      }
      const order = seatsFrom(v.dealer + 1, n);
      const later = order.slice(order.indexOf(v.lifter!) + 1);
      // 'pass' is said only before the lupf in vorarlberg (after it, passing is written 'drop').
      const passers = order.filter((x) => v.calls.some((c) => c.seat === x && c.call === 'pass'));
      const hearts = v.options.compulsory_hearts && v.kind === 'lupfen' && v.trumpSuit === 'H';
      const full = hearts || !v.options.pass_before_lupf_final ? [...later, ...passers] : later;
      const undecided = full.filter((x) => v.status[x] === 'waiting' || v.status[x] === 'passed');
      const at = undecided.indexOf(me);
      return at >= 0 ? undecided.slice(at) : [me];
    }
    case 'exchange': {
      const order = seatsFrom(v.lifter!, n).filter((x) => v.status[x] === 'in');
      return order.slice(order.indexOf(me));
    }
    case 'scrap': {
      const order = seatsFrom(v.dealer + 1, n).filter((x) => v.status[x] === 'in');
      const rest = order.slice(order.indexOf(me) + 1).filter((x) => isUnderUnderOver(hands[x]!));
      return [me, ...rest];
    }
    default:
      return [me];
  }
}

function constraintsOf(v: LupfenView): SeatConstraint[] {
  const n = v.players;
  const out: SeatConstraint[] = Array.from({ length: n }, () => ({ voids: new Set<Suit>(), played: [], rules: new Set<HandRule>() }));
  const trump = v.trumpSuit;
  const tricks = [...v.tricks.map((t) => ({ seats: t.seats, cards: t.cards })), ...(v.trick ? [v.trick] : [])];
  for (const t of tricks) {
    if (t.cards.length === 0) continue;
    const led = suitOf(t.cards[0]!);
    t.seats.forEach((seat, i) => {
      const card = t.cards[i]!;
      out[seat]!.played.push(card);
      if (i === 0) return;
      const s = suitOf(card);
      if (s !== led) {
        out[seat]!.voids.add(led);
        if (v.variant === 'vorarlberg' && trump !== null && s !== trump) out[seat]!.voids.add(trump);
      }
    });
  }
  const called = (seat: Seat, word: string): boolean => v.calls.some((c) => c.seat === seat && c.call === word);

  if (v.variant === 'classic') {
    // The exchange round (R11): asked in order from the lifter while fewer than the limit exchanged.
    const reached = v.phase === 'exchange' || v.phase === 'play';
    if (reached && v.lifter !== null) {
      const limit = n >= 5 ? 1 : 2;
      let exchanges = 0;
      for (const x of seatsFrom(v.lifter, n).filter((s) => v.status[s] === 'in')) {
        if (v.phase === 'exchange' && x === v.toAct) break; // later seats not asked yet
        if (exchanges >= limit) break;
        if (called(x, 'exchange')) exchanges++;
        else if (called(x, 'keep')) out[x]!.rules.add('uuo');
        else out[x]!.rules.add('not-uuo');
      }
    }
    if (v.phase === 'play') for (let x = 0; x < n; x++) if (v.status[x] === 'in') out[x]!.rules.add('not-three-unders');
  } else {
    const reached = v.phase === 'scrap' || v.phase === 'play';
    if (reached) {
      for (const x of seatsFrom(v.dealer + 1, n).filter((s) => v.status[s] === 'in')) {
        out[x]!.rules.add('not-three-unders');
        if (v.phase === 'scrap' && x === v.toAct) break;
        out[x]!.rules.add(called(x, 'keep') ? 'uuo' : 'not-uuo');
      }
      if (v.phase === 'scrap') {
        for (let x = 0; x < n; x++) if (v.status[x] === 'in') out[x]!.rules.add('not-three-unders');
      }
    }
    if (v.options.staender) {
      const knocked = new Set(v.reveals.flatMap((r) => (r.what === 'staender' ? [r.seat] : [])));
      for (let x = 0; x < n; x++) {
        if (knocked.has(x)) out[x]!.rules.add('staender');
        else if (looked(v, x)) out[x]!.rules.add('not-staender');
      }
    }
    if (v.options.compulsory_lupf) {
      for (let x = 0; x < n; x++) {
        if (v.calls.some((c) => c.seat === x && (c.call === 'pass' || c.call === 'drop'))) out[x]!.rules.add('few-sows');
      }
    }
  }
  return out;
}

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
      const suits = (['C', 'S', 'H', 'D'] as Suit[]).filter(
        (st) => !c.voids.has(st) && rest.filter((x) => suitOf(x) === st).length >= need,
      );
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
    case 'not-uuo':
      return !isUnderUnderOver(original);
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
  const known = new Set<Card>();
  for (const c of v.hand ?? []) known.add(c);
  if (v.trumpCard) known.add(v.trumpCard);
  for (const t of v.tricks) for (const c of t.cards) known.add(c);
  if (v.trick) for (const c of v.trick.cards) known.add(c);
  for (const r of v.reveals) if (r.what === 'exchange') for (const c of r.cards) known.add(c);
  return LUPFEN_PACK.filter((c) => !known.has(c));
}

/**
 * A complete state consistent with `v`. `v.seat` must be the seat to act (the search's root);
 * any other seat's view works too, with `pending` rebuilt from the public calls.
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

export function sampleWithInference(v: LupfenView, rng: Rng, tries: number): LupfenState {
  let best: LupfenState | null = null;
  let bestMisfits = Infinity;
  const infer =
    tries > 1 &&
    !v.options.blind_lupf &&
    (v.calls.some((c) => c.seat !== v.seat && c.call !== 'shove' && c.call !== 'deal') ||
      v.tricks.length > 0 ||
      (v.trick?.cards.length ?? 0) > 0);
  for (let k = 0; k < (infer ? tries : 1); k++) {
    const w = sampleOnce(v, rng);
    if (!infer) return w;
    const misfits = callMisfits(w, viewerOf(v), bestMisfits - 1);
    if (misfits < bestMisfits) {
      best = w;
      bestMisfits = misfits;
      if (misfits === 0) break;
    }
  }
  return best!;
}

/** Cards each seat held when the deal's calls were made (before any exchange or play). */
function originalHands(w: LupfenState): Card[][] {
  return w.hands.map((h, x) => {
    if (w.exchanged[x]) return w.setAside[x]!.slice();
    const played = [...w.tricks, ...(w.trick ? [w.trick] : [])].flatMap((t) => t.cards.filter((_, i) => t.seats[i] === x));
    return [...h, ...played];
  });
}

/**
 * Replays this deal in `w` (its calls, then its card play) from the hands as dealt, and counts the
 * decisions of other seats that the basic rules would not have made with those cards. Stops once
 * the count passes `limit`.
 */
export function callMisfits(w: LupfenState, root: Seat, limit = Infinity): number {
  const calls = w.calls.filter((c) => c.call !== 'shove' && c.call !== 'deal');
  const plays = [...w.tricks, ...(w.trick ? [w.trick] : [])];
  if (calls.length === 0 && plays.length === 0) return 0;
  const n = w.n;
  const originals = originalHands(w);
  // The stock as dealt: exchanges took the bottom three, the first exchange the very bottom.
  const got = calls.filter((c) => c.call === 'exchange').map((c) => w.hands[c.seat]!.concat(playedBy(w, c.seat)));
  const stock = [...w.stock, ...got.reverse().flat()];
  let pot = w.pot;
  if (w.variant === 'classic' && w.lifter !== null) {
    const joins = calls.filter((c) => c.call === 'join').length;
    pot -= w.price * (1 + joins);
  }
  const base: LupfenState = {
    ...w,
    phase: 'lift',
    hands: originals,
    stock,
    trumpCard: null,
    status: new Array<SeatStatus>(n).fill('waiting'),
    lifter: null,
    price: 0,
    blindLift: false,
    looked: new Array<boolean>(n).fill(true),
    pending: seatsFrom(w.dealer + 1, n),
    exchanges: 0,
    exchanged: new Array<boolean>(n).fill(false),
    setAside: Array.from({ length: n }, () => []),
    pot,
    reveals: [],
    calls: [],
    trick: null,
    tricks: [],
    tricksWon: new Array<number>(n).fill(0),
  };
  let r = base;
  if (w.kind === 'force') {
    // Force (R7): everybody plays, the trump is turned; Scrap may be asked, then the first lead.
    const order = seatsFrom(w.dealer + 1, n);
    const keepers = order.filter((x) => isUnderUnderOver(originals[x]!));
    r = {
      ...base,
      status: new Array<SeatStatus>(n).fill('in'),
      trumpCard: w.trumpCard,
      reveals: w.trumpCard ? [{ what: 'trump', card: w.trumpCard }] : [],
      ...(keepers.length > 0
        ? { phase: 'scrap' as const, pending: keepers }
        : { phase: 'play' as const, pending: [order[0]!], trick: { leader: order[0]!, seats: [], cards: [] } }),
    };
  }
  let misfits = 0;
  const check = (seat: Seat, action: LupfenAction): boolean => {
    const turn = lupfen.turn(r);
    if (turn.kind !== 'decide' || turn.seat !== seat) return false;
    if (seat !== root) {
      const legal = lupfen.legalActions(r);
      if (legal.length > 1 && lupfen.actionKey(basicFromState(r, seat, legal)) !== lupfen.actionKey(action)) misfits++;
    }
    r = lupfen.apply(r, action);
    return misfits <= limit;
  };
  for (const c of calls) {
    const action: LupfenAction = {
      kind: 'call',
      call: c.call,
      ...(c.amount !== undefined ? { amount: c.amount } : {}),
      ...(c.blind ? { blind: true } : {}),
    };
    if (!check(c.seat, action)) return misfits;
  }
  // The card play: a seat modelled by the basic rules plays the card they pick from its hand.
  for (const t of plays) {
    for (let i = 0; i < t.cards.length; i++) if (!check(t.seats[i]!, { kind: 'play', card: t.cards[i]! })) return misfits;
  }
  return misfits;
}

function playedBy(w: LupfenState, x: Seat): Card[] {
  return [...w.tricks, ...(w.trick ? [w.trick] : [])].flatMap((t) => t.cards.filter((_, i) => t.seats[i] === x));
}

function sampleOnce(v: LupfenView, rng: Rng): LupfenState {
  const n = v.players;
  const me = viewerOf(v);
  const dealt = v.phase !== 'deal' && v.phase !== 'first-dealer' && v.phase !== 'shove' && v.phase !== 'over';
  if (!dealt)
    return stateFromView(
      v,
      Array.from({ length: n }, () => []),
      [],
    );
  const cons = constraintsOf(v);
  const pool = unseenCards(v);
  const sizes = v.handSizes.slice();
  const mine = v.hand;
  // Seats whose current cards are unknown, most constrained first (fewest cards they may hold).
  const unknownSeats = [...Array(n).keys()].filter((x) => x !== me || mine === null);
  const allowedCount = (x: Seat): number => pool.filter((c) => !cons[x]!.voids.has(suitOf(c))).length;
  const pinned = (x: Seat): number => (cons[x]!.rules.has('staender') || cons[x]!.rules.has('uuo') ? 0 : 1);
  unknownSeats.sort((a, b) => pinned(a) - pinned(b) || allowedCount(a) - allowedCount(b) || a - b);

  let best: Card[][] | null = null;
  let bestStock: Card[] = [];
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const rest = pool.slice();
    const hands: Card[][] = Array.from({ length: n }, () => []);
    if (mine !== null) hands[me] = mine.slice();
    let ok = true;
    for (const x of unknownSeats) {
      const need = sizes[x]!;
      const c = cons[x]!;
      // Hands the calls pin down (Ständer, Under-Under-Over) are dealt to pattern, not by luck.
      const fits = patternFor(c, rest, rng);
      for (let k = 0; k < need; k++) {
        const allowed: number[] = [];
        const slot = fits?.[k];
        for (let i = 0; i < rest.length; i++) {
          const card = rest[i]!;
          if (c.voids.has(suitOf(card))) continue;
          if (slot && !slot(card)) continue;
          allowed.push(i);
        }
        if (allowed.length === 0) {
          ok = false;
          break;
        }
        const i = allowed[rng.int(allowed.length)]!;
        hands[x]!.push(rest[i]!);
        rest.splice(i, 1);
      }
      if (!ok) break;
    }
    if (!ok) continue;
    // Stock: the turned trump stays on top; the rest in random order.
    for (let i = rest.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = rest[i]!;
      rest[i] = rest[j]!;
      rest[j] = t;
    }
    const stock = v.trumpCard ? [v.trumpCard, ...rest] : rest;
    best = hands;
    bestStock = stock;
    let good = true;
    for (const x of unknownSeats) {
      const c = cons[x]!;
      if (c.rules.size === 0) continue;
      const original = [...hands[x]!, ...c.played];
      for (const r of c.rules) {
        if (!satisfies(r, original)) {
          good = false;
          break;
        }
      }
      if (!good) break;
    }
    if (good) break;
  }
  if (best === null) {
    // Voids left no room (cannot happen for a real view); deal ignoring them.
    const rest = pool.slice();
    best = Array.from({ length: n }, () => []);
    if (mine !== null) best[me] = mine.slice();
    for (const x of unknownSeats) for (let k = 0; k < sizes[x]!; k++) best[x]!.push(rest.splice(rng.int(rest.length), 1)[0]!);
    bestStock = v.trumpCard ? [v.trumpCard, ...rest] : rest;
  }
  return stateFromView(v, best, bestStock);
}

function stateFromView(v: LupfenView, hands: Card[][], stock: Card[]): LupfenState {
  const n = v.players;
  const setAside: Card[][] = Array.from({ length: n }, () => []);
  const exchanged = new Array<boolean>(n).fill(false);
  let exchanges = 0;
  for (const r of v.reveals) {
    if (r.what === 'exchange') {
      setAside[r.seat] = r.cards.slice();
      exchanged[r.seat] = true;
      exchanges++;
    }
  }
  const shoved = [...Array(n).keys()].map((x) => v.calls.some((c) => c.seat === x && c.call === 'shove'));
  const lookedAll = [...Array(n).keys()].map((x) => looked(v, x));
  return {
    variant: v.variant,
    n,
    opts: v.options,
    phase: v.phase,
    dealNo: v.dealNo,
    dealsDone: v.dealsDone,
    dealer: v.dealer,
    kind: v.kind,
    redeal: false,
    pot: v.pot,
    balances: v.balances.slice(),
    potAtDealStart: v.pot,
    balancesAtDealStart: v.balances.slice(),
    hands,
    stock,
    trumpCard: v.trumpCard,
    status: v.status.slice() as SeatStatus[],
    lifter: v.lifter,
    price: v.price,
    blindLift: v.blindLift,
    looked: lookedAll,
    pending: pendingOf(v, hands),
    shoved,
    exchanges,
    exchanged,
    setAside,
    reveals: v.reveals,
    calls: v.calls,
    trick: v.trick,
    tricks: v.tricks,
    tricksWon: v.tricksWon,
    lastDeal: v.lastDeal,
    history: v.history,
    result: v.result,
  };
}
