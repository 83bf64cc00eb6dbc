// The determinisation hook of the search bot: a complete FipsenState consistent with one seat's
// view. The public part of the state is the view's; the hidden cards (the other hands, the Skat
// and the rest face down, the declarer's discards) are drawn from the unseen ones so that they
// contradict nothing the view tells:
// - a seat that did not follow suit holds none of the suit led;
// - a seat that named or holds a Kieker (or declares one) had no King, Queen or Jack among its five
//   as dealt (P-R7, G-R7), and a Kieker's hand shown to the viewer is his, card for card;
// - the declarer's discards the viewer made himself are known; the Skat is face down until taken.
// Cards go to the most constrained places first; a draw that gets stuck is drawn again (the
// shared core's dealing, bots/deal-sampler.ts; the Kieker's shown cards are placed here first).
import { rankOf, suitOf, type Card, type Suit } from '../../../core/cards.js';
import { shuffled, type Rng } from '../../../core/rng.js';
import { dealByCard, playedBy, rejection, shownVoids, tricksSoFar, unseenOf } from '../../../bots/deal-sampler.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { HAND_SIZE } from '../pack.js';
import type { FipsenRace, FipsenState, FipsenView } from '../types.js';
import { variantOf } from '../variants.js';

const MAX_TRIES = 200;

const picture = (c: Card): boolean => rankOf(c) === 'K' || rankOf(c) === 'Q' || rankOf(c) === 'J';

/** A place hidden cards go to: a hand, a pile, the declarer's discards. */
interface Slot {
  readonly size: number;
  readonly allows: (card: Card) => boolean;
  readonly cards: Card[];
}

/** Every card played this deal, by seat. */
const playedOf = (v: FipsenView): Card[][] => playedBy(tricksSoFar(v), v.players);

/** Suits each seat has shown it holds no more of (it did not follow). */
export function voidsOf(v: FipsenView): Set<Suit>[] {
  return shownVoids(tricksSoFar(v), v.players, suitOf);
}

/** Seats whose five as dealt the auction says are picture-less (a Kieker named, held or declared). */
export function kiekerSeats(v: FipsenView): Set<Seat> {
  const out = new Set<Seat>();
  const a = v.auction;
  if (a?.high?.kind === 'kieker') {
    if (a.namer !== null) out.add(a.namer);
    if (a.holder !== null) out.add(a.holder);
  }
  if (v.contract?.bid.kind === 'kieker') out.add(v.contract.declarer);
  return out;
}

/** The cards nobody but their holders can know, given the view. */
export function unseenCards(v: FipsenView): Card[] {
  const face = turnupFace(v);
  return unseenOf(variantOf(v.variant).pack(v.players), [
    ...(v.hand ?? []),
    ...(face !== null ? [face] : []),
    ...playedOf(v).flat(),
    ...v.discarded,
  ]);
}

/** Thedinghausen: the card face up on the turnup pile (the seven of trumps once the Ace was taken, T-R5). */
export function turnupFace(v: FipsenView): Card | null {
  if (v.turnup === undefined || v.turnup === null) return null;
  return v.turnupTaken === true ? (`7${suitOf(v.turnup)}` as Card) : v.turnup;
}

/** Thedinghausen's race as the state keeps it: the tallies as the deal began (the view counts its tricks). */
function raceOf(v: FipsenView): FipsenRace | undefined {
  if (!v.race) return undefined;
  const { games: _games, ...race } = v.race;
  if (v.phase === 'deal' || v.phase === 'over') return race;
  return { ...race, tally: race.tally.map((t, x) => t - v.tricksWon[x]!) };
}

/** Where the hidden cards of a view go: the places, by name, in the order they are dealt. */
interface Places {
  readonly slots: Map<string, Slot>;
  readonly pileNames: string[];
  /** The declarer's cards shown to the viewer (a Kieker's), or null. */
  readonly shown: readonly Card[] | null;
  readonly unseen: Card[];
}

/** The hands of the other seats, the face-down piles and the declarer's discards the viewer did not make. */
function placesOf(v: FipsenView): Places {
  const me = viewerOf(v);
  const voids = voidsOf(v);
  const kieker = kiekerSeats(v);
  const c = v.contract;
  const declarer = c?.declarer ?? null;
  const shown = v.shown.find((x) => x.seat === declarer)?.cards ?? null;
  const shownSet = new Set(shown ?? []);
  const unseen = unseenCards(v);
  const others = v.inDeal.filter((x) => x !== me);
  const face = turnupFace(v);
  // The turned card is face up: its pile is known, and a taken Ace is in a hand (T-R5).
  const takenAce = face !== null && v.turnupTaken === true ? v.turnup! : null;
  const pileNames = Object.keys(v.pileSizes).filter((k) => !(k === 'turnup' && face !== null));
  const pileTotal = pileNames.reduce((n, k) => n + v.pileSizes[k]!, 0);
  const handTotal = others.reduce((n, x) => n + v.handSizes[x]!, 0);
  // The declarer's discards the viewer did not make: whatever of the unseen is nowhere else.
  const hiddenDiscards = declarer !== null && declarer !== me ? unseen.length - handTotal - pileTotal : 0;
  const givesOriginal = c?.bid.kind === 'kieker' && variantOf(v.variant).kiekerGivesOriginal(v.players);
  // A seat whose original five must be picture-less: while it still holds them (no pick-up).
  const pictureless = (x: Seat) => kieker.has(x) && !(c !== null && x === declarer);

  const slots = new Map<string, Slot>();
  for (const x of others) {
    const void_ = voids[x]!;
    const isShownHolder = x === declarer && shown !== null;
    slots.set(`hand${x}`, {
      size: v.handSizes[x]!,
      cards: [],
      allows: (card) =>
        !void_.has(suitOf(card)) &&
        !(pictureless(x) && picture(card)) &&
        // A 3-player Kieker gave his shown five away; a 4-player one may still hold them.
        !(isShownHolder && givesOriginal && shownSet.has(card)),
    });
  }
  for (const k of pileNames) {
    // The shown cards are the Kieker's, never in a pile.
    slots.set(`pile:${k}`, { size: v.pileSizes[k]!, cards: [], allows: (card) => !shownSet.has(card) && card !== takenAce });
  }
  if (hiddenDiscards > 0) slots.set('discards', { size: hiddenDiscards, cards: [], allows: () => true });
  return { slots, pileNames, shown, unseen };
}

/** Fills every place with cards that contradict nothing the view tells (see the header). */
function fillPlaces(v: FipsenView, p: Places, rng: Rng): void {
  const { slots, shown, unseen } = p;
  const shownSet = new Set(shown ?? []);
  const declarer = v.contract?.declarer ?? null;
  const list = [...slots.values()];
  // The shown cards not yet played must end with the Kieker: his hand or his discards.
  const forced = (shown ?? []).filter((card) => unseen.includes(card));
  const free = unseen.filter((card) => !shownSet.has(card));
  const kiekerHand = declarer !== null ? slots.get(`hand${declarer}`) : undefined;
  const discards = slots.get('discards');
  const mine = forced.length > 0 ? [kiekerHand, discards].filter((s): s is Slot => s !== undefined) : [];
  const draw = (): Card[][] | null => {
    // The shown cards first, among the Kieker's own places; then the free cards fill what is left.
    const pre = new Map<Slot, Card[]>();
    for (const card of shuffled(forced, rng)) {
      const room = mine.filter((s) => (pre.get(s)?.length ?? 0) < s.size && (s === discards || s.allows(card)));
      if (room.length === 0) return null;
      const s = room[rng.int(room.length)]!;
      pre.set(s, [...(pre.get(s) ?? []), card]);
    }
    const rest = dealByCard(
      free,
      list.map((s) => ({ size: s.size - (pre.get(s)?.length ?? 0), allows: s.allows })),
      rng,
    );
    return rest && list.map((s, i) => [...(pre.get(s) ?? []), ...rest[i]!]);
  };
  // Nothing consistent found in time: the counts at least (a programming error otherwise).
  const byCount = (): Card[][] => {
    const cards = shuffled(unseen, rng);
    let k = 0;
    return list.map((s) => cards.slice(k, (k += s.size)));
  };
  rejection(MAX_TRIES, draw, byCount).forEach((cards, i) => list[i]!.cards.push(...cards));
}

/**
 * A complete state consistent with `v` (normally the view of the seat to act): its own view of
 * the sampled state is `v` itself.
 */
export function sampleFipsenState(v: FipsenView, rng: Rng): FipsenState {
  const me = viewerOf(v);
  const played = playedOf(v);
  const places = placesOf(v);
  fillPlaces(v, places, rng);
  const { slots, pileNames, shown } = places;
  const c = v.contract;
  const declarer = c?.declarer ?? null;
  const hands: Card[][] = Array.from({ length: v.players }, () => []);
  hands[me] = (v.hand ?? []).slice();
  for (const x of v.inDeal) if (x !== me) hands[x] = slots.get(`hand${x}`)!.cards.slice();
  const piles: Record<string, Card[]> = {};
  for (const k of pileNames) piles[k] = slots.get(`pile:${k}`)!.cards.slice();
  const face = turnupFace(v);
  if (face !== null) piles['turnup'] = [face];
  const discarded = declarer === me ? v.discarded.slice() : (slots.get('discards')?.cards.slice() ?? []);
  const dealt = hands.map((h, x) => [...h, ...played[x]!]);
  if (declarer !== null) dealt[declarer] = dealtOfDeclarer(v, hands[declarer]!, played[declarer]!, discarded, shown, rng);
  return stateOf(v, hands, dealt, piles, discarded);
}

/** The sampled state: the view's public part with the hidden cards drawn. */
function stateOf(v: FipsenView, hands: Card[][], dealt: Card[][], piles: Record<string, Card[]>, discarded: Card[]): FipsenState {
  const me = viewerOf(v);
  const c = v.contract;
  const declarer = c?.declarer ?? null;
  const race = raceOf(v);
  return {
    variant: v.variant,
    players: v.players,
    opts: v.options,
    phase: v.phase,
    dealNo: v.dealNo,
    dealsDone: v.dealsDone,
    dealer: v.dealer,
    balances: v.balances.slice(),
    hands,
    dealt,
    piles,
    inDeal: v.inDeal.slice(),
    siebenerSeat: v.phase === 'siebener' ? me : null,
    auction: v.auction,
    calls: v.calls,
    contract: c,
    handGame: v.handGame,
    trump: v.trumpSuit,
    discardCount: v.phase === 'discard' && declarer !== null ? Math.max(0, hands[declarer]!.length - HAND_SIZE) : 0,
    discarded,
    window: v.window,
    continued: v.continued,
    toPlay: v.phase === 'play' ? v.toAct! : (v.tricks.at(-1)?.winner ?? v.inDeal[0] ?? 0),
    trick: v.trick,
    tricks: v.tricks,
    tricksWon: v.tricksWon,
    lastDeal: v.lastDeal,
    history: v.history,
    result: v.result,
    ...(race ? { race, swapSeat: v.phase === 'swap' ? me : null, swapped: v.turnupTaken === true } : {}),
  };
}

/**
 * The declarer's five as dealt: the shown ones when shown; otherwise five of what he held, played
 * and laid away, picture-less for a Kieker (the rest came from the Skat and the rest pile).
 */
function dealtOfDeclarer(
  v: FipsenView,
  hand: readonly Card[],
  played: readonly Card[],
  discarded: readonly Card[],
  shown: readonly Card[] | null,
  rng: Rng,
): Card[] {
  if (shown !== null) return shown.slice();
  const all = [...hand, ...played, ...discarded];
  if (all.length <= HAND_SIZE) return all;
  const first = v.contract?.bid.kind === 'kieker' ? all.filter((c) => !picture(c)) : all;
  const pool = first.length >= HAND_SIZE ? first : all;
  return shuffled(pool, rng).slice(0, HAND_SIZE);
}
