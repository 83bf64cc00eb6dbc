// The search's determinisation (bots/sampler.ts): over random deals and random points in them, a
// sampled state never contradicts what the deciding seat's view tells. Its view of the sample is
// the view itself; every card is somewhere once; voids shown hold; a Kieker's five as dealt are
// picture-less (and, shown to this seat, exactly the shown ones); the seat's legal actions agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOf, suitOf, type Card } from '../../../src/core/cards.js';
import { Rng } from '../../../src/core/rng.js';
import { kiekerSeats, sampleFipsenState, voidsOf } from '../../../src/games/fipsen/bots/sampler.js';
import { fipsen, type FipsenAction, type FipsenState } from '../../../src/games/fipsen/index.js';
import { variantOf } from '../../../src/games/fipsen/variants.js';
import { runs } from '../../fuzz.js';

const TABLES: [string, number, Record<string, string>][] = [
  ['prisdorf', 4, {}],
  ['prisdorf', 3, { kontra: 'true' }],
  ['grossenaspe', 3, {}],
  ['grossenaspe', 4, { kloppen: 'true' }],
  ['grossenaspe', 5, {}],
  ['grossenaspe', 5, { five_mode: 'all_in' }],
];

/** Random play, leaning to Kiekers when offered (they are the hard case), up to `steps` decisions. */
function reach(table: number, seed: string, steps: number): FipsenState | null {
  const [variant, players, rules] = TABLES[table]!;
  const o = fipsen.resolveOptions(variant, players, { deals: '3', ...rules });
  if (!o.ok) throw new Error(o.reason);
  const rng = Rng.fromSeed(seed);
  let s = fipsen.setup({ variant, players, options: o.value });
  let k = 0;
  for (;;) {
    const t = fipsen.turn(s);
    if (t.kind === 'over') return null;
    if (t.kind === 'chance') {
      s = fipsen.apply(s, fipsen.drawChance(s, rng));
      continue;
    }
    const legal = fipsen.legalActions(s);
    if (k++ >= steps && legal.length > 1) return s;
    const kieker = legal.find((a) => a.kind === 'bid' && a.bid.kind === 'kieker');
    const playOn = legal.find((a) => a.kind === 'play-on');
    const pick: FipsenAction = kieker && rng.next() < 0.5 ? kieker : (playOn ?? rng.pick(legal));
    s = fipsen.apply(s, pick);
  }
}

const picture = (c: Card) => ['K', 'Q', 'J'].includes(rankOf(c));

describe('fipsen sampler', () => {
  it('samples never contradict the view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.string(), fc.integer({ min: 0, max: 40 }), (table, seed, steps) => {
        const s = reach(table, seed, steps);
        if (s === null) return;
        const t = fipsen.turn(s);
        if (t.kind !== 'decide') return;
        const view = fipsen.view(s, t.seat);
        const rng = Rng.fromSeed(`sample/${seed}`);
        for (let i = 0; i < 3; i++) {
          const w = sampleFipsenState(view, rng);
          expect(fipsen.view(w, t.seat)).toEqual(view);
          expect(fipsen.legalActions(w).map(fipsen.actionKey)).toEqual(fipsen.legalActions(s).map(fipsen.actionKey));
          // Every card of the pack once: hands, piles, discards, tricks.
          const all = [
            ...w.hands.flat(),
            ...Object.values(w.piles).flat(),
            ...w.discarded,
            ...w.tricks.flatMap((x) => x.cards),
            ...(w.trick?.cards ?? []),
          ];
          expect([...all].sort()).toEqual([...variantOf(w.variant).pack(w.players)].sort());
          const voids = voidsOf(view);
          for (let x = 0; x < w.players; x++) for (const c of w.hands[x]!) expect(voids[x]!.has(suitOf(c))).toBe(false);
          for (const x of kiekerSeats(view)) expect(w.dealt[x]!.some(picture)).toBe(false);
          for (const shown of view.shown) expect([...w.dealt[shown.seat]!].sort()).toEqual([...shown.cards].sort());
        }
      }),
      { numRuns: runs(100), seed: 18 },
    );
  });

  it('keeps a Kieker bidder picture-less while the auction runs', () => {
    // Seat 0 of a Prisdorf table names a Kieker; seat 1 is asked next and samples seat 0's hand.
    const o = fipsen.resolveOptions('prisdorf', 4, {});
    if (!o.ok) throw new Error(o.reason);
    let s = fipsen.setup({ variant: 'prisdorf', players: 4, options: o.value });
    const hands: Card[][] = [
      ['AC', 'AS', 'TH', '9H', '8C'],
      ['KC', 'QC', 'JC', 'KS', 'QS'],
      ['JS', 'KH', 'QH', 'JH', '7C'],
      ['9C', '7S', '8S', '9S', 'TS'],
    ];
    s = fipsen.apply(s, { kind: 'deal', dealer: 3, hands, piles: { skat: ['AH', '8H'], rest: ['7H', 'TC', '7D'] } });
    s = fipsen.apply(s, { kind: 'bid', bid: { kind: 'kieker' } });
    const view = fipsen.view(s, 1);
    const rng = Rng.fromSeed('k');
    for (let i = 0; i < 50; i++) expect(sampleFipsenState(view, rng).hands[0]!.some(picture)).toBe(false);
  });
});
