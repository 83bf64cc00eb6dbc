// bot:normal's rules of thumb for Tøppen. Only the last trick counts, so the bot judges a hand by
// its chance of taking that trick: a card is as good as the chance that no opponent still in holds
// a higher card of its suit, and the lead of the last trick (won with the third) is worth a lot.
// It knocks on a hand likely to take the last trick, folds when the fine is cheap and the hand
// weak, stays with a strong hand, bluffs now and then (the source makes bluffing part of the game)
// and keeps its best card for the last trick. It reads one seat's view only.
import { suitOf, type Card } from '../../../core/cards.js';
import type { Rng } from '../../../core/rng.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { legalActions, TRICK_RULES, TRICKS_PER_DEAL, toeppenPack } from '../rules.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from '../types.js';
import { toeppenView } from '../view.js';

/** How often the bot knocks on a hand that does not deserve it. */
export const BLUFF_RATE = 0.08;
/** A knock makes the bot less sure of its hand (chance p becomes p^KNOCK_DOUBT); a sure hand stays sure. */
const KNOCK_DOUBT = 1.2;
/** Win chances at which the bot knocks (again, doubling its own fine), or folds before play. */
export const KNOCK_AT = 0.45;
export const KNOCK_AGAIN = KNOCK_AT + 0.2;
const START_FOLD = 0.05;

/**
 * How many more knocks the bot expects before the deal ends: the knocks per turn seen so far in
 * this deal (with a prior of one knock in eight turns) times the turns the others still have.
 */
function futureKnocks(v: ToeppenView): number {
  let knocks = 0;
  let turns = 0;
  for (const e of v.events) {
    if ('card' in e) turns++;
    else if (e.call === 'knock') knocks++;
  }
  const rate = (knocks + 0.5) / (turns + 4);
  let others = 0;
  for (let x = 0; x < v.players; x++) if (x !== v.seat && !v.out[x]) others++;
  const tricksLeft = TRICKS_PER_DEAL - v.tricks.length;
  const played = new Set(v.trick?.seats ?? []);
  let turnsLeft = others * (tricksLeft - 1);
  for (let x = 0; x < v.players; x++) if (x !== v.seat && !v.out[x] && !played.has(x)) turnsLeft++;
  return rate * turnsLeft;
}

const strength = TRICK_RULES.strength;

/** What the bot knows about the cards it cannot see. */
interface Outlook {
  readonly me: Seat;
  readonly hand: readonly Card[];
  /** Cards neither in the bot's hand nor played: in opponents' hands or the drittsekk. */
  readonly unseen: readonly Card[];
  /** Chance that a given unseen card sits in the hand of an opponent still in. */
  readonly q: number;
  readonly tricksLeft: number;
  readonly opponentsIn: number;
}

function outlook(v: ToeppenView): Outlook {
  const me = viewerOf(v);
  const hand = v.hand ?? [];
  const played = new Set<Card>([...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
  const mine = new Set(hand);
  const unseen = toeppenPack(v.players, v.drittsekkSize).filter((c) => !played.has(c) && !mine.has(c));
  let inHands = 0;
  let opponentsIn = 0;
  for (let x = 0; x < v.players; x++) {
    if (x === me || v.out[x]) continue;
    inHands += v.handSizes[x]!;
    opponentsIn++;
  }
  return {
    me,
    hand,
    unseen,
    q: unseen.length === 0 ? 0 : inHands / unseen.length,
    tricksLeft: TRICKS_PER_DEAL - v.tricks.length,
    opponentsIn,
  };
}

/** Chance that no opponent still in holds a card of `card`'s suit above it. */
export function safety(o: Outlook, card: Card): number {
  const higher = o.unseen.filter((c) => suitOf(c) === suitOf(card) && strength(c) > strength(card)).length;
  return Math.pow(1 - o.q, higher);
}

function bySafety(o: Outlook, cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => safety(o, b) - safety(o, a) || strength(b) - strength(a));
}

/** The card the bot wants to play to the last trick. */
function keeper(o: Outlook): Card | undefined {
  return bySafety(o, o.hand)[0];
}

/** The seat whose card wins the trick in progress so far, among players still in, and its card. */
function currentBest(v: ToeppenView): { seat: Seat; card: Card } | null {
  const t = v.trick;
  if (!t || t.cards.length === 0) return null;
  const led = suitOf(t.cards[0]!);
  let best: { seat: Seat; card: Card } | null = null;
  t.cards.forEach((card, k) => {
    const seat = t.seats[k]!;
    if (v.out[seat]) return;
    if (best === null) {
      best = { seat, card };
      return;
    }
    const b: { seat: Seat; card: Card } = best;
    const bLed = suitOf(b.card) === led;
    if (suitOf(card) === led && (!bLed || strength(card) > strength(b.card))) best = { seat, card };
  });
  return best;
}

/** What these rules of thumb go by, in a few words (`cardtable list`). */
export const BASIC_SUMMARY = 'knocks on a likely last trick';

/**
 * The bot's estimate that it takes the last trick. With one card left it looks at the trick on
 * the table; before that it weighs its best card, and a second good card to win the lead.
 */
export function winChance(v: ToeppenView): number {
  const o = outlook(v);
  if (o.opponentsIn === 0) return 1;
  if (o.tricksLeft === 1) {
    // The last card: in hand, or already on the table (a knock after it is answered too).
    const mine = v.trick?.seats.indexOf(o.me) ?? -1;
    const card = mine >= 0 ? v.trick!.cards[mine]! : o.hand[0];
    if (card === undefined) return 0;
    const winning = currentBest(v);
    if (winning === null) return safety(o, card); // leading the last trick
    const led = suitOf(v.trick!.cards[0]!);
    // Seats still to play after the bot in this trick.
    const left = playersStillToPlay(v, o.me);
    if (mine >= 0) return winning.seat === o.me ? Math.pow(safety(o, card), left / Math.max(1, o.opponentsIn)) : 0;
    if (suitOf(card) !== led) {
      // Off suit: an active card is already on the table and comes earlier, so this one cannot win.
      return 0;
    }
    if (suitOf(winning.card) === led && strength(winning.card) > strength(card)) return 0;
    return Math.pow(safety(o, card), left / Math.max(1, o.opponentsIn));
  }
  if (o.hand.length === 0) return 0;
  const ranked = bySafety(o, o.hand);
  const best = safety(o, ranked[0]!);
  // The lead of the last trick goes to whoever takes the trick before it; without it even a sure
  // card wins only when the leader happens to lead its suit. Every other good card is a chance to
  // take that lead. (Factors fitted on random deals.)
  let noLead = 1;
  for (const c of ranked.slice(1)) noLead *= 1 - 0.5 * safety(o, c);
  const leadShare = 0.2 + 0.8 * (1 - noLead);
  return best * leadShare;
}

function playersStillToPlay(v: ToeppenView, me: Seat): number {
  const played = new Set(v.trick?.seats ?? []);
  let k = 0;
  for (let x = 0; x < v.players; x++) if (x !== me && !v.out[x] && !played.has(x)) k++;
  return k;
}

const callOf = (legal: readonly ToeppenAction[], word: string): ToeppenAction | undefined =>
  legal.find((a) => a.kind === 'call' && a.call === word);

const cardsOf = (legal: readonly ToeppenAction[]): Card[] => legal.flatMap((a) => (a.kind === 'play' ? [a.card] : []));

export function basicDecision(view: ToeppenView, legal: readonly ToeppenAction[], rng: Rng): ToeppenAction {
  if (legal.length === 1) return legal[0]!;
  const me = viewerOf(view);
  const p = winChance(view);
  const fold = callOf(legal, 'fold');
  const stay = callOf(legal, 'stay');
  const pah = callOf(legal, 'pah');
  if (stay && fold) {
    // Folding now costs 1, as does folding to the first knock: only a hopeless hand goes at once.
    return p < START_FOLD ? fold : stay;
  }
  if (pah && fold) {
    const mine = view.multipliers[me]!;
    const F = view.fine;
    // Staying risks the raised fine and every knock still to come, at the rate this table knocks;
    // folding pays F·M now.
    const believed = Math.pow(p, KNOCK_DOUBT);
    const stayCost = (1 - believed) * (F + 1 + futureKnocks(view)) * mine;
    return stayCost > F * mine ? fold : pah;
  }
  const knock = callOf(legal, 'knock');
  const cards = cardsOf(legal);
  if (knock) {
    const doubles = view.lastKnocker === me;
    const need = doubles ? KNOCK_AGAIN : KNOCK_AT;
    if (p >= need) return knock;
    const lastTrick = view.tricks.length === TRICKS_PER_DEAL - 1;
    // A bluff is cheapest late, when the others must decide on little.
    if (!doubles && rng.next() < (lastTrick ? BLUFF_RATE * 1.5 : BLUFF_RATE / 2)) return knock;
  }
  return { kind: 'play', card: chooseCard(view, cards) };
}

/** Plays low and keeps the best card for the last trick; tries to take the third trick for the lead. */
function chooseCard(v: ToeppenView, cards: readonly Card[]): Card {
  if (cards.length === 1) return cards[0]!;
  const o = outlook(v);
  const keep = keeper(o);
  const spare = cards.filter((c) => c !== keep);
  const pool = spare.length > 0 ? spare : cards.slice();
  const weakestFirst = [...pool].sort((a, b) => safety(o, a) - safety(o, b) || strength(a) - strength(b));
  const winning = currentBest(v);
  const forLead = o.tricksLeft === 2; // the winner of this trick leads the last one
  if (winning === null) {
    // Leading: before the third trick, get rid of the weakest; on the third, lead the second best.
    return forLead ? weakestFirst[weakestFirst.length - 1]! : weakestFirst[0]!;
  }
  const led = suitOf(v.trick!.cards[0]!);
  if (forLead) {
    const beaters = pool
      .filter((c) => suitOf(c) === led && (suitOf(winning.card) !== led || strength(c) > strength(winning.card)))
      .sort((a, b) => strength(a) - strength(b));
    if (beaters.length > 0) return beaters[beaters.length - 1]!;
  }
  return weakestFirst[0]!;
}

/** The same rules of thumb for any seat of a full state (the search's model of the other players). */
export function basicFromState(s: ToeppenState, rng: Rng): ToeppenAction {
  const seat = s.pending[0]!;
  return basicDecision(toeppenView(s, seat), legalActions(s), rng);
}
