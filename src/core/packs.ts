import { makeCard, type Card, type Rank, type Suit, SUITS } from './cards.js';

/** A pack: which ranks of which suits, and how often each card appears. */
export interface PackSpec {
  readonly ranks: readonly Rank[];
  readonly suits?: readonly Suit[];
  readonly copies?: number;
}

export function makePack(spec: PackSpec): Card[] {
  const suits = spec.suits ?? SUITS;
  const copies = spec.copies ?? 1;
  const pack: Card[] = [];
  for (let c = 0; c < copies; c++) {
    for (const suit of suits) for (const rank of spec.ranks) pack.push(makeCard(rank, suit));
  }
  return pack;
}

/** True when `cards` is exactly `pack` as a multiset. */
export function isSamePack(cards: readonly Card[], pack: readonly Card[]): boolean {
  if (cards.length !== pack.length) return false;
  const counts = new Map<Card, number>();
  for (const c of pack) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of cards) {
    const n = counts.get(c);
    if (!n) return false;
    counts.set(c, n - 1);
  }
  return true;
}
