// The core the games' samplers (games/*/bots/sampler.ts) share: what play shows about the hidden
// hands (who played what, who did not follow), the unseen cards, and dealing those cards to the
// places they may go (hands, piles) under constraints, with rejection and a fallback.
//
// Each game keeps only what its own calls reveal. The samplers' draws are pinned seed for seed
// (the bots' choices, the goldens and the Lupfen regression rest on them), so the ways of dealing
// below are each one game's order of random numbers, kept exactly; a game picks the one it drew
// with before they were shared.
import type { Card } from '../core/cards.js';
import { shuffled, type Rng } from '../core/rng.js';
import type { Seat } from '../core/history-lines.js';

/** A trick as a view shows it: who played which card, in order. */
export interface SeenTrick {
  readonly seats: readonly Seat[];
  readonly cards: readonly Card[];
}

/** The deal's tricks as the view shows them, the one on the table (if any) last. */
export function tricksSoFar(v: { readonly tricks: readonly SeenTrick[]; readonly trick: SeenTrick | null }): SeenTrick[] {
  return [...v.tricks, ...(v.trick ? [v.trick] : [])];
}

/** The cards each seat has played, in order: part of the hand it was dealt. */
export function playedBy(tricks: readonly SeenTrick[], players: number): Card[][] {
  const out: Card[][] = Array.from({ length: players }, () => []);
  for (const t of tricks) t.cards.forEach((c, i) => out[t.seats[i]!]!.push(c));
  return out;
}

/**
 * What each seat has shown it holds none of: a seat that did not follow (by `keyOf`, a suit or
 * the game's trump-as-a-suit) is void in the key led, and in whatever `also` says its card shows.
 */
export function shownVoids<K>(
  tricks: readonly SeenTrick[],
  players: number,
  keyOf: (card: Card) => K,
  also?: (card: Card) => readonly K[],
): Set<K>[] {
  const out = Array.from({ length: players }, () => new Set<K>());
  for (const t of tricks) {
    if (t.cards.length === 0) continue;
    const led = keyOf(t.cards[0]!);
    t.seats.forEach((x, i) => {
      if (i === 0 || keyOf(t.cards[i]!) === led) return;
      out[x]!.add(led);
      for (const k of also?.(t.cards[i]!) ?? []) out[x]!.add(k);
    });
  }
  return out;
}

/** The pack's cards nobody but their holders can know, given the ones the viewer has seen. */
export function unseenOf(pack: readonly Card[], known: Iterable<Card>): Card[] {
  const seen = new Set(known);
  return pack.filter((c) => !seen.has(c));
}

/** A place hidden cards go to (a hand, a pile): how many, and which cards it may take. */
export interface Place {
  readonly size: number;
  readonly allows: (card: Card) => boolean;
}

/**
 * Rejection: the first of up to `tries` draws that `accept` takes (a draw of null got stuck);
 * else the last that did not get stuck, else `fallback()`, which never fails (or throws: a view
 * nothing agrees with is a programming error).
 */
export function rejection<T>(tries: number, draw: () => T | null, fallback: () => T, accept: (t: T) => boolean = () => true): T {
  let last: T | null = null;
  for (let k = 0; k < tries; k++) {
    const t = draw();
    if (t === null) continue;
    last = t;
    if (accept(t)) return t;
  }
  return last ?? fallback();
}

/** A place dealt to in turn; `pattern`, asked when its turn comes, pins its cards one by one. */
export interface PlaceInTurn extends Place {
  readonly pattern?: (rest: readonly Card[]) => readonly ((card: Card) => boolean)[] | null;
}

/**
 * Place after place, card after card, each a uniform pick among the cards left that the place
 * allows (and its pattern's test for that card); the cards left over, in the order they stay.
 * Null when a place finds nothing it may take.
 */
export function dealInTurn(pool: readonly Card[], places: readonly PlaceInTurn[], rng: Rng): { hands: Card[][]; rest: Card[] } | null {
  const rest = pool.slice();
  const hands: Card[][] = places.map(() => []);
  for (let p = 0; p < places.length; p++) {
    const place = places[p]!;
    const fits = place.pattern?.(rest) ?? null;
    for (let k = 0; k < place.size; k++) {
      const allowed: number[] = [];
      const slot = fits?.[k];
      for (let i = 0; i < rest.length; i++) {
        const card = rest[i]!;
        if (!place.allows(card)) continue;
        if (slot && !slot(card)) continue;
        allowed.push(i);
      }
      if (allowed.length === 0) return null;
      const i = allowed[rng.int(allowed.length)]!;
      hands[p]!.push(rest[i]!);
      rest.splice(i, 1);
    }
  }
  return { hands, rest };
}

/**
 * Card after card, the most constrained first (fewest places that allow it), each to a place with
 * room that allows it, picked by free room so that a draw is close to uniform among the places a
 * card may go. Null when a card finds no room.
 */
export function dealByCard(cards: readonly Card[], places: readonly Place[], rng: Rng): Card[][] | null {
  const out: Card[][] = places.map(() => []);
  const room = (p: number): number => places[p]!.size - out[p]!.length;
  const order = shuffled(cards, rng).sort((a, b) => places.filter((s) => s.allows(a)).length - places.filter((s) => s.allows(b)).length);
  for (const c of order) {
    const open = places.flatMap((s, p) => (room(p) > 0 && s.allows(c) ? [p] : []));
    if (open.length === 0) return null;
    let total = 0;
    for (const p of open) total += room(p);
    let r = rng.int(total);
    let pick = open[0]!;
    for (const p of open) {
      r -= room(p);
      if (r < 0) {
        pick = p;
        break;
      }
    }
    out[pick]!.push(c);
  }
  return places.every((_, p) => room(p) === 0) ? out : null;
}

/**
 * Card after card, the most constrained first, each to a random place with room that allows it,
 * backtracking when a card finds none: finds a deal whenever one exists. Null when none does.
 */
export function dealBacktracking(cards: readonly Card[], places: readonly Place[], rng: Rng): Card[][] | null {
  // Which places take each card, asked once: the sort and every step below read it (a sampler
  // deals thousands of times a decision). The draws are those of shuffling each card's places
  // anew at every step, in the shuffled order of the cards stably sorted by how many places take them.
  const shuffledCards = shuffled(cards, rng);
  const allowedOf = shuffledCards.map((c) => {
    const ps: number[] = [];
    for (let p = 0; p < places.length; p++) if (places[p]!.allows(c)) ps.push(p);
    return ps;
  });
  const byCount = shuffledCards.map((_, i) => i).sort((a, b) => allowedOf[a]!.length - allowedOf[b]!.length);
  const order = byCount.map((i) => shuffledCards[i]!);
  const allowed = byCount.map((i) => allowedOf[i]!);
  const out: Card[][] = places.map(() => []);
  const go = (i: number): boolean => {
    if (i === order.length) return true;
    const ps = allowed[i]!;
    // One place needs no shuffle (and draws nothing).
    for (const p of ps.length === 1 ? ps : shuffled(ps, rng)) {
      if (out[p]!.length >= places[p]!.size) continue;
      out[p]!.push(order[i]!);
      if (go(i + 1)) return true;
      out[p]!.pop();
    }
    return false;
  };
  return go(0) ? out : null;
}

/**
 * The cards shuffled and cut place by place, as a dealer deals; the rest after the last place.
 * Null when a place got a card it may not hold (a draw to reject).
 */
export function dealByCut(cards: readonly Card[], places: readonly Place[], rng: Rng): { hands: Card[][]; rest: Card[] } | null {
  const order = shuffled(cards, rng);
  let k = 0;
  const hands = places.map((p) => order.slice(k, (k += p.size)));
  if (!places.every((p, i) => hands[i]!.every((c) => p.allows(c)))) return null;
  return { hands, rest: order.slice(k) };
}
