// The basic Lupfen bot: rules of thumb a beginner would find sensible (issue 2 §5). It estimates
// how many tricks its hand will take, weighs that against the pot and the price (and, in
// vorarlberg, against the risk of paying the pot when it takes none), wins tricks as cheaply as
// it can and keeps its trumps. It reads one seat's view only; `basicFromState` gives the search
// bot the same rules for other seats in a sampled deal (looking only at that seat's own cards).
import { rankOf, suitOf, type Card, type Suit } from '../../../core/cards.js';
import { LUPFEN_PACK } from '../pack.js';
import { trickWinnerIndex } from '../../../core/trick.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { trickRulesFor } from '../rules.js';
import type { LupfenVariant } from '../variant.js';
import { lupfenVariant } from '../variants.js';
import type {
  CurrentTrick,
  DealKind,
  LupfenAction,
  LupfenOptions,
  LupfenPhase,
  LupfenState,
  LupfenVariantId,
  LupfenView,
  PublicCall,
  PublicReveal,
  SeatStatus,
  TrickRecord,
} from '../types.js';

/** What the rules of thumb look at: the public part of the deal plus the deciding seat's own hand. */
export interface Situation {
  readonly variant: LupfenVariant;
  /** The variant's own rules of thumb (THUMBS). */
  readonly thumbs: Thumbs;
  readonly n: number;
  readonly opts: LupfenOptions;
  readonly phase: LupfenPhase;
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly kind: DealKind;
  readonly hand: readonly Card[] | null;
  readonly trumpCard: Card | null;
  readonly pot: number;
  readonly price: number;
  readonly status: readonly SeatStatus[];
  readonly lifter: Seat | null;
  readonly blindLift: boolean;
  readonly handSizes: readonly number[];
  readonly calls: readonly PublicCall[];
  readonly reveals: readonly PublicReveal[];
  readonly trick: CurrentTrick | null;
  readonly tricks: readonly TrickRecord[];
  readonly tricksWon: readonly number[];
}

/** The public facts a view and a state name alike. */
type Public = Pick<
  LupfenState & LupfenView,
  | 'phase'
  | 'dealer'
  | 'kind'
  | 'trumpCard'
  | 'pot'
  | 'price'
  | 'status'
  | 'lifter'
  | 'blindLift'
  | 'calls'
  | 'reveals'
  | 'trick'
  | 'tricks'
  | 'tricksWon'
>;

/** The situation of `variant` from its public facts and the seat's own: what differs is where they are read. */
function situation(variantId: string, p: Public, own: Pick<Situation, 'n' | 'opts' | 'seat' | 'hand' | 'handSizes'>): Situation {
  const variant = lupfenVariant(variantId);
  return {
    variant,
    thumbs: THUMBS[variant.id],
    ...own,
    phase: p.phase,
    dealer: p.dealer,
    kind: p.kind,
    trumpCard: p.trumpCard,
    pot: p.pot,
    price: p.price,
    status: p.status,
    lifter: p.lifter,
    blindLift: p.blindLift,
    calls: p.calls,
    reveals: p.reveals,
    trick: p.trick,
    tricks: p.tricks,
    tricksWon: p.tricksWon,
  };
}

export function situationFromView(v: LupfenView): Situation {
  return situation(v.variant, v, { n: v.players, opts: v.options, seat: viewerOf(v), hand: v.hand, handSizes: v.handSizes });
}

/** The same situation for `seat` read off a full state: its own hand and public facts only. */
export function situationFromState(s: LupfenState, seat: Seat): Situation {
  return situation(s.variant, s, {
    n: s.n,
    opts: s.opts,
    seat,
    hand: s.looked[seat] ? s.hands[seat]! : null,
    handSizes: s.hands.map((h) => h.length),
  });
}

// ---------------------------------------------------------------------------------------------
// Hand strength

const STRENGTH: Record<string, number> = { A: 5, T: 4, K: 3, Q: 2, J: 1 };
const strength = (c: Card): number => STRENGTH[rankOf(c)] ?? 0;

/** Cards this seat has not seen (other hands and the face-down stock), in pack order. */
function unseen(sit: Situation): readonly Card[] {
  let known = 0;
  for (const c of sit.hand ?? []) known |= BIT.get(c)!;
  if (sit.trumpCard) known |= BIT.get(sit.trumpCard)!;
  for (const t of sit.tricks) for (const c of t.cards) known |= BIT.get(c)!;
  if (sit.trick) for (const c of sit.trick.cards) known |= BIT.get(c)!;
  for (const r of sit.reveals) if (r.what === 'exchange') for (const c of r.cards) known |= BIT.get(c)!;
  let pool = POOLS.get(known);
  if (pool === undefined) {
    if (POOLS.size >= 50_000) POOLS.clear();
    pool = LUPFEN_PACK.filter((c) => (known & BIT.get(c)!) === 0);
    POOLS.set(known, pool);
  }
  return pool;
}

/** One bit per card of the pack, and the pools already built (by known-card mask; cleared at 50,000). */
const BIT = new Map<Card, number>(LUPFEN_PACK.map((c, i) => [c, 1 << i]));
const POOLS = new Map<number, readonly Card[]>();

interface Estimate {
  /** Expected tricks. */
  readonly tricks: number;
  /** Chance of taking no trick. */
  readonly none: number;
}

/**
 * Expected tricks of `hand` against `opponents` players holding `perOpp` cards each out of the
 * `pool` of unseen cards (less `excluded`, the card about to be turned, if any), with `trump` as
 * trump. Each card is judged alone: a trump wins unless an opponent holds a higher trump; a side
 * card needs, besides, that nobody ruffs it. One pass over the pool per card and no copies: the
 * search calls this in every sampled deal.
 */
function estimateWith(
  hand: readonly Card[],
  trump: Suit,
  pool: readonly Card[],
  opponents: number,
  perOpp: number,
  mustTrump: boolean,
  excluded: Card | null = null,
): Estimate {
  const size = pool.length - (excluded === null ? 0 : 1);
  const q = size > 0 ? Math.min(1, (opponents * perOpp) / size) : 0;
  let trumpsOut = 0;
  for (const u of pool) if (u !== excluded && suitOf(u) === trump) trumpsOut++;
  let tricks = 0;
  let none = 1;
  for (const c of hand) {
    const s = suitOf(c);
    const sc = strength(c);
    let higher = 0;
    let suitOut = 0;
    for (const u of pool) {
      if (u === excluded || suitOf(u) !== s) continue;
      suitOut++;
      if (strength(u) > sc) higher++;
    }
    let p = Math.pow(1 - q, higher);
    if (s !== trump) {
      // An opponent ruffs when void in the suit and holding a trump.
      const void1 = Math.pow(1 - suitOut / Math.max(1, size), perOpp);
      const hasTrump = 1 - Math.pow(1 - trumpsOut / Math.max(1, size), perOpp);
      p *= Math.pow(1 - void1 * hasTrump * (mustTrump ? 1 : 0.8), opponents);
      // A side card only wins when its suit is led: by us, or by somebody else.
      p *= 0.8;
    }
    tricks += p;
    none *= 1 - p;
  }
  return { tricks: Math.min(3, tricks), none };
}

/** Expected tricks now; before the trump is turned, averaged over the card that will be turned. */
export function handEstimate(sit: Situation, opponents: number): Estimate {
  // In pack order, so that the sums (and a remembered answer) never depend on the hand's order.
  const hand = sit.hand ? LUPFEN_PACK.filter((c) => sit.hand!.includes(c)) : [];
  if (opponents <= 0) return { tricks: 3, none: 0 };
  const pool = unseen(sit);
  // The estimate is a pure function of these; the search asks for the same ones again and again
  // (every sampled deal replays the other seats' calls), so it is remembered.
  const key = `${maskOf(hand)},${maskOf(pool)},${sit.trumpCard ?? ''},${opponents},${sit.variant.id}`;
  const known = ESTIMATES.get(key);
  if (known !== undefined) return known;
  const perOpp = Math.max(1, hand.length);
  const mustTrump = sit.variant.mustTrump;
  let e: Estimate;
  if (sit.trumpCard) e = estimateWith(hand, suitOf(sit.trumpCard), pool, opponents, perOpp, mustTrump);
  else {
    let tricks = 0;
    let none = 0;
    for (const turned of pool) {
      const one = estimateWith(hand, suitOf(turned), pool, opponents, perOpp, mustTrump, turned);
      tricks += one.tricks;
      none += one.none;
    }
    e = { tricks: tricks / pool.length, none: none / pool.length };
  }
  if (ESTIMATES.size >= MAX_ESTIMATES) ESTIMATES.clear();
  ESTIMATES.set(key, e);
  return e;
}

const ESTIMATES = new Map<string, Estimate>();
const MAX_ESTIMATES = 200_000;

function maskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= BIT.get(c)!;
  return m;
}

// ---------------------------------------------------------------------------------------------
// Calls

const isCall = (a: LupfenAction, word: string): boolean => a.kind === 'call' && a.call === word;

function find(legal: readonly LupfenAction[], word: string): LupfenAction | undefined {
  return legal.find((a) => isCall(a, word));
}

function activeCount(sit: Situation): number {
  return sit.status.filter((s) => s === 'in').length;
}

/** Seats other than `sit.seat` still to be asked in the current phase (rough, from public facts). */
function stillToAsk(sit: Situation): number {
  let k = 0;
  for (let x = 0; x < sit.n; x++) {
    if (x === sit.seat || x === sit.lifter) continue;
    const st = sit.status[x]!;
    if (st === 'waiting' || sit.thumbs.askedAgain(st, sit.phase)) k++;
  }
  return k;
}

function classicLift(sit: Situation): boolean {
  const e = handEstimate(sit, 2);
  const last = stillToAsk(sit) === 0;
  return e.tricks >= (last ? 0.85 : 1.0);
}

function classicPrice(sit: Situation, legal: readonly LupfenAction[]): LupfenAction {
  const e = handEstimate(sit, 2);
  const { min_price: lo, max_price: hi } = sit.opts;
  const clamp = (p: number): number => Math.max(lo, Math.min(hi, Math.round(p)));
  // Strong: a price that still invites players in (they pay into a pot we expect to take).
  // Weak or middling: the highest price, to keep them out and take the pot unopposed.
  const p = e.tricks >= 1.6 ? clamp(sit.pot / 2) : hi;
  return legal.find((a) => a.kind === 'call' && a.amount === p) ?? legal[legal.length - 1]!;
}

function classicJoin(sit: Situation): boolean {
  const later = stillToAsk(sit);
  const opponents = activeCount(sit) + 0.3 * later;
  const e = handEstimate(sit, opponents);
  const potAfter = sit.pot + sit.price * (1 + 0.3 * later);
  const penalty = sit.opts.no_trick_penalty === 'price' ? sit.price : sit.opts.no_trick_penalty === 'pot' ? potAfter : 0;
  const ev = e.tricks * Math.floor(potAfter / 3) - sit.price - e.none * penalty;
  return ev > 0;
}

function lupfenLupf(sit: Situation): boolean {
  const later = stillToAsk(sit);
  const mult = 1;
  const canComeBack = !sit.opts.pass_before_lupf_final || sit.opts.compulsory_hearts;
  // Everybody before passed and nobody follows: the pot is ours for the asking (LUP-V-15).
  if (later === 0 && !canComeBack) return true;
  const e = handEstimate(sit, Math.min(2, Math.max(1, later * 0.5)));
  const unopposed = Math.pow(0.55, later);
  const opposed = e.tricks / 3 - e.none * mult;
  return unopposed + (1 - unopposed) * opposed > 0.05;
}

function lupfenMit(sit: Situation): boolean {
  const later = stillToAsk(sit);
  const opponents = activeCount(sit) + 0.3 * later;
  const e = handEstimate(sit, opponents);
  const mult = sit.blindLift ? 2 : 1;
  return e.tricks / 3 - e.none * mult > 0;
}

/** What each variant decides by its own rule of thumb; the rest is shared. */
interface Thumbs {
  /** Lift (classic) or lupf (vorarlberg)? */
  lift(sit: Situation): boolean;
  /** Play (classic) or "mit" (vorarlberg)? */
  join(sit: Situation): boolean;
  /** A seat in `status` that is still asked in `phase`, besides those waiting. */
  askedAgain(status: SeatStatus, phase: LupfenPhase): boolean;
}

const THUMBS: Readonly<Record<LupfenVariantId, Thumbs>> = {
  // R9: who declined the lift is asked to play or drop like everybody else.
  classic: { lift: classicLift, join: classicJoin, askedAgain: (st, phase) => st === 'declined' && phase === 'join' },
  vorarlberg: { lift: lupfenLupf, join: lupfenMit, askedAgain: () => false },
};

// ---------------------------------------------------------------------------------------------
// Card play

function cardPower(c: Card, trump: Suit): number {
  return (suitOf(c) === trump ? 10 : 0) + strength(c);
}

// Ties (equal ranks of two side suits) go by card code, so the choice never depends on the order
// of the hand: the search's sampler replays these rules on hands in any order.
function cheapest(cards: readonly Card[], trump: Suit): Card {
  return cards.reduce((a, b) => {
    const d = cardPower(b, trump) - cardPower(a, trump);
    return d < 0 || (d === 0 && b < a) ? b : a;
  });
}

function dearest(cards: readonly Card[], trump: Suit): Card {
  return cards.reduce((a, b) => {
    const d = cardPower(b, trump) - cardPower(a, trump);
    return d > 0 || (d === 0 && b < a) ? b : a;
  });
}

/** No unseen card of its suit is higher: it wins whenever its suit is led and nobody ruffs. */
function isTop(c: Card, pool: readonly Card[]): boolean {
  const s = suitOf(c);
  return !pool.some((u) => suitOf(u) === s && strength(u) > strength(c));
}

function choosePlay(sit: Situation, cards: readonly Card[]): Card {
  if (cards.length === 1) return cards[0]!;
  const trump = suitOf(sit.trumpCard!);
  const pool = unseen(sit);
  const trick = sit.trick;
  if (!trick || trick.cards.length === 0) {
    // Lead: a top trump draws a sure trick; then a top side card; else the cheapest side card.
    const topTrumps = cards.filter((c) => suitOf(c) === trump && isTop(c, pool));
    if (topTrumps.length > 0) return dearest(topTrumps, trump);
    const topSide = cards.filter((c) => suitOf(c) !== trump && isTop(c, pool));
    if (topSide.length > 0) return dearest(topSide, trump);
    const side = cards.filter((c) => suitOf(c) !== trump);
    return cheapest(side.length > 0 ? side : cards, trump);
  }
  const rules = trickRulesFor(trump, sit.variant.mustTrump);
  const winners = cards.filter((c) => {
    const all = [...trick.cards, c];
    return trickWinnerIndex(all, rules) === all.length - 1;
  });
  const last = trick.cards.length === activeCount(sit) - 1;
  if (winners.length > 0) {
    if (last) return cheapest(winners, trump);
    const led = suitOf(trick.cards[0]!);
    // Sure of the trick: the cheapest card no later player can beat.
    const sure = winners.filter((c) => isTop(c, pool) && (suitOf(c) === trump || !pool.some((u) => suitOf(u) === trump)));
    if (sure.length > 0) return cheapest(sure, trump);
    const trumps = winners.filter((c) => suitOf(c) === trump && led !== trump);
    if (trumps.length > 0) return cheapest(trumps, trump);
    return dearest(winners, trump);
  }
  // Cannot win: throw the cheapest card, side suits before trumps.
  const side = cards.filter((c) => suitOf(c) !== trump);
  return cheapest(side.length > 0 ? side : cards, trump);
}

// ---------------------------------------------------------------------------------------------

/** What these rules of thumb go by, in a few words (`cardtable list`). */
export const BASIC_SUMMARY = 'lifts on hand strength against pot and price';

/** The basic bot's decision. `legal` is never empty. */
export function basicDecision(sit: Situation, legal: readonly LupfenAction[]): LupfenAction {
  if (legal.length === 1) return legal[0]!;
  const yes = (word: string, no: string, answer: boolean): LupfenAction => (answer ? find(legal, word) : find(legal, no)) ?? legal[0]!;
  switch (sit.phase) {
    case 'shove':
      // Shoving makes the next player pay a fee into a pot everybody shares: worth it.
      return find(legal, 'shove') ?? legal[0]!;
    case 'lift':
      if (legal.some((a) => a.kind === 'look')) return legal.find((a) => a.kind === 'look')!;
      return yes('lift', 'pass', sit.thumbs.lift(sit));
    case 'price':
      return classicPrice(sit, legal);
    case 'join':
      return yes('join', 'drop', sit.thumbs.join(sit));
    case 'exchange': {
      // Two Unders and an Over rarely take a trick: swap unless two of them are trumps.
      const trump = sit.trumpCard ? suitOf(sit.trumpCard) : null;
      const trumps = (sit.hand ?? []).filter((c) => suitOf(c) === trump).length;
      return yes('exchange', 'keep', trumps < 2);
    }
    case 'scrap': {
      const e = handEstimate(sit, activeCount(sit) - 1);
      const mult = sit.blindLift ? 2 : 1;
      return yes('scrap', 'keep', e.tricks / 3 - e.none * mult < 0);
    }
    case 'play': {
      const cards = legal.flatMap((a) => (a.kind === 'play' ? [a.card] : []));
      const card = choosePlay(sit, cards);
      return legal.find((a) => a.kind === 'play' && a.card === card)!;
    }
    default:
      return legal[0]!;
  }
}

export function basicFromView(view: LupfenView, legal: readonly LupfenAction[]): LupfenAction {
  return basicDecision(situationFromView(view), legal);
}

export function basicFromState(state: LupfenState, seat: Seat, legal: readonly LupfenAction[]): LupfenAction {
  return basicDecision(situationFromState(state, seat), legal);
}

// ---------------------------------------------------------------------------------------------
// Why (GameBots.basicWhy): the rule of thumb of the decision, by what it is about, and the figure
// of its own hand that made it fire (the review's detail only: the table never sees the hand).

/** Each phase's rule of thumb, as the table may say it: what it goes by, never what the hand holds. */
const RULE: Readonly<Record<string, string>> = {
  shove: 'shoves whenever it may: the fee goes into a pot everybody shares',
  look: 'looks at its cards before it decides',
  'lift:classic': 'lifts when its hand is worth about a trick (a little less when nobody is asked after it)',
  'lift:vorarlberg': 'lupfs when the tricks it expects outweigh the risk of taking none',
  price: 'names a low price with a strong hand, to draw players into a pot it expects to take, else the highest',
  'join:classic': 'plays when its expected share of the pot beats the price and the penalty for no trick',
  'join:vorarlberg': 'goes along when the tricks it expects outweigh the risk of taking none',
  exchange: 'decides by the trumps in its hand whether to exchange it',
  scrap: 'scraps the deal when the tricks it expects do not outweigh the risk of taking none',
  lead: 'leads a card nobody can beat, a trump first; without one, its cheapest side card',
  follow: 'wins a trick as cheaply as it can; when it cannot, throws its cheapest card, side suits before trumps',
};

/** basicFromView's choice with its rule of thumb (the same action: basicDecision decides). */
export function basicWhyFromView(
  view: LupfenView,
  legal: readonly LupfenAction[],
): { action: LupfenAction; reason: string; detail?: string } {
  const sit = situationFromView(view);
  const action = basicDecision(sit, legal);
  const variant = sit.variant.id === 'vorarlberg' ? 'vorarlberg' : 'classic';
  const estimate = (opponents: number): string => `its hand is worth ≈ ${handEstimate(sit, opponents).tricks.toFixed(2)} tricks`;
  switch (sit.phase) {
    case 'lift':
      if (action.kind === 'look') return { action, reason: RULE['look']! };
      return { action, reason: RULE[`lift:${variant}`]!, detail: estimate(2) };
    case 'join':
      return { action, reason: RULE[`join:${variant}`]!, detail: estimate(activeCount(sit)) };
    case 'price':
      return { action, reason: RULE['price']!, detail: estimate(2) };
    case 'scrap':
      return { action, reason: RULE['scrap']!, detail: estimate(activeCount(sit) - 1) };
    case 'exchange': {
      const trump = sit.trumpCard ? suitOf(sit.trumpCard) : null;
      const trumps = (sit.hand ?? []).filter((c) => suitOf(c) === trump).length;
      return { action, reason: RULE['exchange']!, detail: `exchanges unless it holds two trumps; it holds ${trumps}` };
    }
    case 'play': {
      const leads = !sit.trick || sit.trick.cards.length === 0;
      return { action, reason: RULE[leads ? 'lead' : 'follow']! };
    }
    default:
      return { action, reason: RULE[sit.phase] ?? `its rules of thumb: ${BASIC_SUMMARY}` };
  }
}
