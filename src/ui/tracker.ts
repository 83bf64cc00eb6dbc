// The card tracker (`c`): per suit, the cards played so far in this deal and the cards this seat
// has not seen yet. Pure, and read from the seat's VIEW only (the tricks, its own hand, the cards
// the view shows it face up) plus the pack, whose make-up every player knows: nothing it draws can
// tell a player more than the table already did.
import { SUITS, suitOf, type Card, type Suit } from '../core/cards.js';
import type { HistoryLine, RevealLine } from '../core/history-lines.js';
import type { LineAudience } from '../contract/game.js';
import type { TableView } from '../contract/view.js';

export interface SuitTrack {
  /** A plain suit, or every trump of the deal together (TrackOptions.isTrump). */
  readonly suit: Suit | 'trump';
  /** Played to a trick this deal (the trick on the table included), in the order they fell. */
  readonly played: readonly Card[];
  /** Neither played, nor in the seat's hand, nor shown to it, nor laid away by it: where they are, it cannot know. */
  readonly unseen: readonly Card[];
}

export interface CardTrack {
  /** The trumps first (when the deal has any), then the suits of the pack in the order of SUITS. */
  readonly suits: readonly SuitTrack[];
  /** Cards in the seat's own hand (null while it is face down, or for a spectator). */
  readonly held: number | null;
  /** Cards the seat laid away this deal (TableView.discarded), left out of the unseen. */
  readonly laidAway: number;
}

/**
 * The pack as the `deal` line lays it out (hands and piles are exactly the pack, history.md),
 * sorted so that nothing of who held what survives: only the make-up of the pack is kept.
 */
export function packOfDeal(line: Extract<HistoryLine, { type: 'deal' }>): Card[] {
  return [...line.hands.flat(), ...Object.values(line.piles).flat()].sort();
}

/** Removes one copy of each of `cards` from the multiset `counts`. */
function take(counts: Map<Card, number>, cards: Iterable<Card>): void {
  for (const c of cards) {
    const n = counts.get(c) ?? 0;
    if (n > 0) counts.set(c, n - 1);
  }
}

/** The cards of the deal's `reveal` lines that `viewer` may read (a turned trump, a shown hand). */
export function revealedCards(lines: readonly { readonly line: RevealLine; readonly to: LineAudience }[], viewer: number | null): Card[] {
  return lines
    .filter((r) => r.to === 'all' || (viewer !== null && r.to !== 'none' && r.to.includes(viewer)))
    .flatMap(({ line }) => [...(line.card ? [line.card] : []), ...(line.cards ?? [])]);
}

export interface TrackOptions {
  /** The table's sort key: unseen cards in that order (default: the pack's). */
  readonly order?: (card: Card) => number;
  /**
   * Which cards are trumps in this deal (the view's CardOrder): they are tracked together, as
   * they are played, rather than under their printed suit (Kloepper's queens and jacks).
   */
  readonly isTrump?: (card: Card) => boolean;
  /** Cards the viewer saw face up this deal outside tricks (revealedCards). */
  readonly faceUp?: readonly Card[];
}

/** The tracker of `view`: `pack` is the deal's pack in any order (packOfDeal). */
export function trackCards(pack: readonly Card[], view: TableView, opts: TrackOptions = {}): CardTrack {
  const { order, faceUp = [], isTrump = () => false } = opts;
  const group = (c: Card): Suit | 'trump' => (isTrump(c) ? 'trump' : suitOf(c));
  const played = [...view.tricks.flatMap((t) => t.cards), ...(view.trick?.cards ?? [])];
  const counts = new Map<Card, number>();
  for (const c of pack) counts.set(c, (counts.get(c) ?? 0) + 1);
  take(counts, played);
  if (view.seat !== null) {
    take(counts, view.hand ?? []);
    for (const sh of view.shown ?? []) take(counts, sh.cards);
    take(counts, view.discarded ?? []);
  }
  // A revealed card that was played since, or is in the hand, is already gone from `counts`:
  // taking it again finds none left (every pack holds each card once).
  take(counts, faceUp);
  const unseen: Card[] = [];
  for (const c of new Set(pack)) for (let k = counts.get(c) ?? 0; k > 0; k--) unseen.push(c);
  if (order) unseen.sort((a, b) => order(a) - order(b));
  const inPack = new Set(pack.map(group));
  return {
    suits: (['trump', ...SUITS] as const)
      .filter((s) => inPack.has(s))
      .map((suit) => ({
        suit,
        played: played.filter((c) => group(c) === suit),
        unseen: unseen.filter((c) => group(c) === suit),
      })),
    held: view.seat !== null && view.hand !== null ? view.hand.length : null,
    laidAway: view.seat !== null ? (view.discarded?.length ?? 0) : 0,
  };
}
