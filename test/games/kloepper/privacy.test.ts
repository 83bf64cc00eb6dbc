// Nothing leaked: twin deals that differ only in who holds a hidden card of the partnership (the
// called ace, the second black queen) look exactly the same to every seat that holds neither twin
// card, and to a spectator, until that card is played.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { Rng, shuffled } from '../../../src/core/rng.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { KLOEPPER_PACK } from '../../../src/games/kloepper/rules.js';
import type { KloepperAction, KloepperState } from '../../../src/games/kloepper/types.js';
import { dealt, handsOf } from './helpers.js';

/** Moves `card` into seat `to`'s hand, giving back a card of `to` not in `keep`. */
function give(hands: Card[][], card: Card, to: number, keep: readonly Card[]): void {
  const from = hands.findIndex((h) => h.includes(card));
  if (from === to) return;
  const back = hands[to]!.find((c) => !keep.includes(c))!;
  hands[from] = hands[from]!.map((c) => (c === card ? back : c));
  hands[to] = hands[to]!.map((c) => (c === back ? card : c));
}

function randomHands(rng: Rng): Card[][] {
  const cards = shuffled(KLOEPPER_PACK, rng);
  return [0, 1, 2, 3].map((i) => cards.slice(i * 6, i * 6 + 6));
}

/** Twin hands: `card` at seat 0 in the first, swapped with a card of seat 1 in the second. */
function twins(hands: Card[][], card: Card, keep: readonly Card[], rng: Rng): [Card[][], Card[][], Card] {
  give(hands, card, 0, keep);
  const other = rng.pick(hands[1]!.filter((c) => !keep.includes(c)));
  const b = hands.map((h) => h.slice());
  b[0] = b[0]!.map((c) => (c === card ? other : c));
  b[1] = b[1]!.map((c) => (c === other ? card : c));
  return [hands, b, other];
}

const played = (s: KloepperState, cards: readonly Card[]): boolean =>
  [...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])].some((c) => cards.includes(c));

/** Plays both twins alike until a twin card falls; returns how many positions were compared. */
function compareTwins(
  a0: KloepperState,
  b0: KloepperState,
  hidden: readonly Card[],
  observers: readonly (number | null)[],
  rng: Rng,
): number {
  let a = a0;
  let b = b0;
  let compared = 0;
  // A knocked deal may end in one twin and not the other (the trick went to the hidden seat's
  // side): the early end is public by the rules (R10.4), so the comparison stops there.
  const inDeal = (s: KloepperState): boolean => s.phase === 'declare' || s.phase === 'play' || s.phase === 'counter';
  while (!played(a, hidden) && inDeal(a) && inDeal(b)) {
    for (const v of observers) expect(kloepper.view(b, v)).toEqual(kloepper.view(a, v));
    compared++;
    const ta = kloepper.turn(a);
    const tb = kloepper.turn(b);
    let action: KloepperAction;
    if (ta.kind === 'decide' && tb.kind === 'decide' && ta.seat !== tb.seat) {
      // The question goes to different hidden seats: both decline alike.
      action = { kind: 'no-counter-knock' };
    } else {
      const keysB = new Set(kloepper.legalActions(b).map(kloepper.actionKey));
      const common = kloepper
        .legalActions(a)
        .filter((x) => keysB.has(kloepper.actionKey(x)) && !(x.kind === 'play' && hidden.includes(x.card)));
      if (common.length === 0) break;
      action = rng.pick(common);
    }
    a = kloepper.apply(a, action);
    b = kloepper.apply(b, action);
  }
  return compared;
}

describe('privacy of the partnership', () => {
  it('twin deals differing in who holds the called ace look the same to the others until the ace falls', () => {
    let total = 0;
    for (let k = 0; k < 150; k++) {
      const rng = Rng.fromSeed(`ace-${k}`);
      const hands = randomHands(rng);
      const suit = rng.pick(['C', 'S', 'H'] as const);
      const ace: Card = `A${suit}`;
      give(hands, 'QC', 2, ['QC', 'QS', ace]);
      give(hands, 'QS', 2, ['QC', 'QS', ace]);
      const [ha, hb, other] = twins(hands, ace, ['QC', 'QS', ace], rng);
      const raw = { self_call: String(k % 2 === 0) };
      const a = kloepper.apply(dealt(ha, { raw }), { kind: 'call', suit });
      const b = kloepper.apply(dealt(hb, { raw }), { kind: 'call', suit });
      expect(a.queenSide).toEqual([0, 2]);
      expect(b.queenSide).toEqual([1, 2]);
      total += compareTwins(a, b, [ace, other], [2, 3, null], rng);
    }
    expect(total).toBeGreaterThan(1000);
  });

  it('twin deals differing in who holds the second black queen look the same to the others until it falls', () => {
    let total = 0;
    for (let k = 0; k < 150; k++) {
      const rng = Rng.fromSeed(`queen-${k}`);
      const hands = randomHands(rng);
      give(hands, 'QC', 2, ['QC', 'QS']);
      const [ha, hb, other] = twins(hands, 'QS', ['QC', 'QS'], rng);
      const a = dealt(ha);
      const b = dealt(hb);
      expect(a.queenSide).toEqual([0, 2]);
      expect(b.queenSide).toEqual([1, 2]);
      total += compareTwins(a, b, ['QS', other], [2, 3, null], rng);
    }
    expect(total).toBeGreaterThan(1000);
  });

  it("a seat knows its own side at once; the others' only as the cards and knocks show them", () => {
    const hands: Card[][] = handsOf('QC JC JS AH 9H 9C / AD TD KD AC TC KC / QS JH JD 9S KS TS / QD 9D AS TH KH QH');
    let s = dealt(hands, { dealer: 3 });
    expect([0, 1, 2, 3, null].map((v) => kloepper.view(s, v).sides)).toEqual([
      [0, null, null, null],
      [null, 1, null, null],
      [null, null, 0, null],
      [null, null, null, 1],
      [null, null, null, null],
    ]);
    s = kloepper.apply(s, { kind: 'knock' });
    expect(kloepper.view(s, null).sides).toEqual([0, null, null, null]);
    s = kloepper.apply(s, { kind: 'no-counter-knock' });
    s = kloepper.apply(s, { kind: 'counter-knock' });
    expect(kloepper.view(s, null).sides).toEqual([0, null, null, 1]);
    // Seat 1 knows its own side and seat 3's: its partner is seat 3, so seats 0 and 2 are the queens.
    expect(kloepper.view(s, 1).sides).toEqual([0, 1, 0, 1]);
    // Card points are each seat's own (tricks are public); a side's total is the centre's, from
    // the sides the viewer knows.
    expect(kloepper.view(s, 1).counters).toEqual([{ label: 'card points', values: [0, 0, 0, 0], total: 120 }]);
    expect(kloepper.view(s, 0).sides).toEqual([0, null, null, 1]);
    expect(kloepper.view(s, 0).counters).toEqual(kloepper.view(s, 1).counters);
  });
});
