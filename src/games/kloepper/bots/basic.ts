// bot:normal for Kloepper: the rules of thumb a Sheepshead player would recognise. It reads only
// the seat's view (its hand, the table, the sides as far as it knows them).
import { suitOf, type Card } from '../../../core/cards.js';
import { trickWinnerIndex } from '../../../core/trick.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { KLOEPPER_TRICK_RULES, TRUMPS, cardPoints, isTrump, pointsOf } from '../rules.js';
import type { CallSuit, KloepperAction, KloepperState, KloepperView } from '../types.js';
import { knownSides } from '../view.js';

/** What the rules of thumb read of a seat's view. */
export type BasicView = Pick<KloepperView, 'seat' | 'hand' | 'trick' | 'tricks' | 'sides' | 'declaration' | 'knocker'>;

const strength = KLOEPPER_TRICK_RULES.strength;
const TOP_TRUMPS: readonly Card[] = ['QC', 'QS', 'JC', 'JS'];

const trumpsIn = (hand: readonly Card[]): Card[] => hand.filter(isTrump);
const topTrumps = (hand: readonly Card[]): number => hand.filter((c) => TOP_TRUMPS.includes(c)).length;
const plainAces = (hand: readonly Card[]): number => hand.filter((c) => c[0] === 'A' && c !== 'AD').length;

/** Every card already played this deal (tricks and the trick in progress). */
function playedCards(v: BasicView): Card[] {
  return [...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])];
}

/** The highest trump nobody has played yet and I do not hold: what can still beat mine. */
function outstandingTrumps(v: BasicView, hand: readonly Card[]): Card[] {
  const gone = new Set([...playedCards(v), ...hand]);
  return TRUMPS.filter((c) => !gone.has(c));
}

/**
 * Go alone with five trumps or more, the black queens among them. (Measured: asking a black jack
 * as well went alone too seldom, 0.02 game points a deal worse.)
 */
export function declare(hand: readonly Card[], legal: readonly KloepperAction[]): KloepperAction {
  const trumps = trumpsIn(hand).length;
  const alone = legal.find((a) => a.kind === 'alone')!;
  if (trumps >= 6 || (trumps >= 5 && topTrumps(hand) >= 2)) return alone;
  const calls = legal.filter((a): a is Extract<KloepperAction, { kind: 'call' }> => a.kind === 'call');
  const ownAce = (suit: CallSuit): boolean => hand.includes(`A${suit}`);
  const low = (suit: CallSuit): number => hand.filter((c) => !isTrump(c) && suitOf(c) === suit && c[0] !== 'A').length;
  // Call the ace of a suit where I hold a low card and no ace: the partner's ace takes my loser.
  const ranked = calls
    .filter((a) => !ownAce(a.suit))
    .sort((a, b) => (low(b.suit) > 0 ? 1 : 0) - (low(a.suit) > 0 ? 1 : 0) || low(a.suit) - low(b.suit));
  return ranked[0] ?? alone;
}

/** Whether these rules of thumb knock with `hand` (the search's sampler reads a knock by them too). */
export function shouldKnock(hand: readonly Card[], alone: boolean): boolean {
  const trumps = trumpsIn(hand).length;
  const top = topTrumps(hand);
  if (alone) return trumps === 6 || (trumps === 5 && top >= 3 && plainAces(hand) === 1);
  // A knock pledges all six tricks: five trumps need the top four, or three of them and a plain
  // ace for the sixth card (five trumps with three of the top four and any sixth card lost points).
  return trumps === 6 || (trumps >= 5 && (top >= 4 || (top >= 3 && plainAces(hand) >= 1)));
}

/** Knock back when the hand can surely take a trick: several trumps, or the top jacks. */
export function shouldKnockBack(hand: readonly Card[]): boolean {
  const trumps = trumpsIn(hand);
  return trumps.length >= 4 || (trumps.includes('JC') && trumps.includes('JS')) || (trumps.length >= 3 && plainAces(hand) >= 2);
}

interface Table {
  readonly me: Seat;
  readonly partners: ReadonlySet<Seat>;
  readonly opponents: ReadonlySet<Seat>;
  readonly queenSide: boolean | null;
}

function tableOf(v: BasicView): Table {
  const me = viewerOf(v);
  const mine = v.sides[me];
  const partners = new Set<Seat>();
  const opponents = new Set<Seat>();
  v.sides.forEach((side, x) => {
    if (x === me || side === null || mine === null || mine === undefined) return;
    (side === mine ? partners : opponents).add(x);
  });
  return { me, partners, opponents, queenSide: mine === null || mine === undefined ? null : mine === 0 };
}

const byStrength = (a: Card, b: Card): number => strength(a) - strength(b);

/** The cheapest card to throw away: fewest points, plain before trump, weakest. */
function discard(cards: readonly Card[]): Card {
  return cards.slice().sort((a, b) => cardPoints(a) - cardPoints(b) || Number(isTrump(a)) - Number(isTrump(b)) || byStrength(a, b))[0]!;
}

/** Points to give a partner: an ace or a ten, never a high trump. */
function schmear(cards: readonly Card[]): Card {
  const soft = cards.filter((c) => !TOP_TRUMPS.includes(c));
  const pool = soft.length > 0 ? soft : cards;
  return pool.slice().sort((a, b) => cardPoints(b) - cardPoints(a) || Number(isTrump(a)) - Number(isTrump(b)) || byStrength(a, b))[0]!;
}

function lead(v: BasicView, t: Table, hand: readonly Card[], cards: readonly Card[]): Card {
  const trumps = cards.filter(isTrump).sort(byStrength);
  const plain = cards.filter((c) => !isTrump(c));
  const aces = plain.filter((c) => c[0] === 'A');
  if (t.queenSide === true && trumps.length > 0) {
    // Lead trumps as the queen side: the master trump if I hold it, else a low one to draw them.
    const top = trumps[trumps.length - 1]!;
    const out = outstandingTrumps(v, hand);
    if (out.length === 0 || strength(top) > strength(out[0]!)) return top;
    return trumps[0]!;
  }
  const d = v.declaration;
  if (t.queenSide === false && d?.kind === 'call' && !playedCards(v).includes(`A${d.suit}`)) {
    // Lead the called suit: it flushes the hidden partner's ace.
    const called = plain.filter((c) => suitOf(c) === d.suit).sort(byStrength);
    if (called.length > 0) return called[0]!;
  }
  if (aces.length > 0) return aces[0]!;
  if (plain.length > 0) return discard(plain);
  return trumps[0]!;
}

function follow(v: BasicView, t: Table, hand: readonly Card[], cards: readonly Card[]): Card {
  const trick = v.trick!;
  const w = trickWinnerIndex(trick.cards, KLOEPPER_TRICK_RULES);
  const winningSeat = trick.seats[w]!;
  const winningCard = trick.cards[w]!;
  const last = trick.cards.length === 3;
  const knocked = v.knocker !== null;
  const winners = cards.filter((c) => trickWinnerIndex([...trick.cards, c], KLOEPPER_TRICK_RULES) === trick.cards.length).sort(byStrength);
  const atStake = pointsOf(trick.cards);
  if (t.partners.has(winningSeat)) {
    // Safe: nobody of the other side plays after me, or no trump left out can beat the partner's.
    const toCome = [0, 1, 2, 3].filter((x) => x !== t.me && !trick.seats.includes(x));
    const safe =
      last ||
      toCome.every((x) => t.partners.has(x)) ||
      (isTrump(winningCard) && outstandingTrumps(v, hand).every((c) => strength(c) < strength(winningCard)));
    if (safe || (isTrump(winningCard) && strength(winningCard) >= strength('JH'))) return schmear(cards);
    // Not safe: neither overtake the partner nor give points that may be taken; play cheap.
    return discard(cards);
  }
  if (winners.length > 0) {
    // Take tricks cheaply, and keep the Q♣ for when it matters.
    const cheap = winners.filter((c) => c !== 'QC');
    const worth = atStake >= 10 || knocked || hand.length <= 2;
    if (cheap.length > 0) {
      if (last) return cheap[0]!;
      // Not last: on a trump lead a jack or better (a low trump is soon overtaken), else the cheapest.
      const solid = isTrump(trick.cards[0]!) ? cheap.filter((c) => strength(c) >= strength('JD')) : cheap;
      return (solid[0] ?? cheap[cheap.length - 1])!;
    }
    if (worth) return 'QC';
  }
  return discard(cards);
}

/** What these rules of thumb go by, in a few words (`cardtable list`). */
export const BASIC_SUMMARY = 'calls and knocks on trump strength';

/** bot:normal's decision from a seat's view. */
export function basicDecision(v: BasicView, legal: readonly KloepperAction[]): KloepperAction {
  if (legal.length === 1) return legal[0]!;
  const hand = v.hand ?? [];
  const first = legal[0]!;
  if (first.kind === 'alone') return declare(hand, legal);
  if (first.kind === 'counter-knock') return legal.find((a) => a.kind === (shouldKnockBack(hand) ? 'counter-knock' : 'no-counter-knock'))!;
  const knock = legal.find((a) => a.kind === 'knock');
  if (knock && shouldKnock(hand, v.declaration?.kind === 'alone')) return knock;
  const cards = legal.filter((a): a is Extract<KloepperAction, { kind: 'play' }> => a.kind === 'play').map((a) => a.card);
  const t = tableOf(v);
  const card = v.trick && v.trick.cards.length > 0 ? follow(v, t, hand, cards) : lead(v, t, hand, cards);
  return legal.find((a) => a.kind === 'play' && a.card === card)!;
}

/**
 * The same rules of thumb for `seat` inside a (sampled) state, on what that seat would see there:
 * the search's model of the other players. It never reads another seat's cards.
 */
export function basicFromState(s: KloepperState, seat: Seat, legal: readonly KloepperAction[]): KloepperAction {
  // The fields of kloepperView(s, seat) that basicDecision reads, without building the rest: this
  // runs at every decision of the other seats in every sampled deal the search plays out.
  const view: BasicView = {
    seat,
    hand: s.hands[seat]!,
    trick: s.trick,
    tricks: s.tricks,
    sides: knownSides(s, seat),
    declaration: s.declaration,
    knocker: s.knocker,
  };
  return basicDecision(view, legal);
}
