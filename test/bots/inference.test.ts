// Inference (bots/inference.ts): a sampled deal weighs by how likely the other seats' calls were
// there under the rules of thumb made soft, ε for each call they would not have made.
import { describe, expect, it } from 'vitest';
import { INFERENCE_EPSILON, sampleWeight } from '../../src/bots/inference.js';
import { DealSolver, search } from '../../src/bots/search.js';
import { Rng } from '../../src/core/rng.js';
import { kloepperHooks } from '../../src/games/kloepper/bots/hooks.js';
import { sampleKloepperState } from '../../src/games/kloepper/bots/sampler.js';
import { kloepper } from '../../src/games/kloepper/index.js';
import type { KloepperState } from '../../src/games/kloepper/types.js';
import { dealt, handsOf } from '../games/kloepper/helpers.js';

/** Seat 0 holds five trumps with three of the top four and a plain ace: the rules of thumb knock. */
const KNOCKING = 'QC JC JS AD TD AH / QS 9S KS TH 9H QH / AC TC KC AS TS 9C / JH JD KD QD 9D KH';

/** The deal with seat x holding what seat `from[x]` holds. */
function dealtAs(s: KloepperState, from: readonly number[]): KloepperState {
  return { ...s, hands: from.map((x) => s.hands[x]!) };
}

// Seat 0 knocked; seat 2 (no queen) is asked whether it knocks back. What it sees of seats 0, 1
// and 3 fits each of these deals.
const knocked = kloepper.apply(dealt(handsOf(KNOCKING), { dealer: 3 }), { kind: 'knock' });
const inference = kloepperHooks.inference!;
const ROOT = 2;
const TRUE_DEAL = knocked;
// Seat 0 with seat 1's one trump: a knock the rules of thumb would not make.
const WEAK_KNOCKER = dealtAs(knocked, [1, 0, 2, 3]);
// Besides, seat 1 with seat 3's five trumps, off the queen side: asked before seat 2, it declined
// the counter-knock the rules of thumb make with five trumps.
const WEAK_AND_SILENT = dealtAs(knocked, [1, 3, 2, 0]);

describe('inference weights', () => {
  it('weighs a deal by ε for every call of another seat the rules of thumb would not have made', () => {
    expect(INFERENCE_EPSILON).toBe(0.25);
    expect(sampleWeight(kloepper, inference, TRUE_DEAL, ROOT)).toBe(1);
    expect(sampleWeight(kloepper, inference, WEAK_KNOCKER, ROOT)).toBe(0.25);
    expect(sampleWeight(kloepper, inference, WEAK_AND_SILENT, ROOT)).toBe(0.0625);
  });

  it('replays the decisions each deal implies, as the root saw them made', () => {
    const made = (s: KloepperState) => [...inference.decisions(s, ROOT)].map((d) => [d.seat, d.action.kind]);
    expect(made(TRUE_DEAL)).toEqual([[0, 'knock']]);
    expect(made(WEAK_AND_SILENT)).toEqual([
      [0, 'knock'],
      [1, 'no-counter-knock'],
    ]);
  });

  it('never weighs a deal 0: a deal that explains no call still counts, a little', () => {
    // The others' calls are not the rules of thumb's in any deal: every weight is ε^k > 0.
    const view = kloepper.view(knocked, ROOT);
    for (let k = 0; k < 40; k++) {
      const w = sampleWeight(kloepper, inference, sampleKloepperState(view, Rng.fromSeed(`w${k}`)), ROOT, 0.01);
      expect(w).toBeGreaterThan(0);
    }
  });
});

describe('the search with inference', () => {
  const view = kloepper.view(knocked, ROOT);
  const legal = kloepper.legalActions(knocked);
  const worlds = [TRUE_DEAL, WEAK_AND_SILENT];
  /** Hooks that sample the two deals in turn. */
  const twoDeals = () => {
    let k = 0;
    return { ...kloepperHooks, sample: () => worlds[k++ % 2]! };
  };

  it('averages every action over the samples by their weights', () => {
    const r = search(twoDeals(), view, ROOT, legal, Rng.fromSeed('two'), { samples: 2, inference: true });
    const values = legal.map((action) =>
      worlds.map((w) => {
        const solver = new DealSolver(kloepperHooks);
        solver.startDeal(w, ROOT);
        return solver.valueOf(w, action)[ROOT]!;
      }),
    );
    // The two deals value the calls differently, so the weights show in the average.
    expect(values.some(([a, b]) => a !== b)).toBe(true);
    values.forEach(([inTrue, inOther], i) => expect(r.values[i]!.value).toBeCloseTo((inTrue! * 1 + inOther! * 0.0625) / 1.0625, 12));
  });

  it('gives the same values for the same seed, and other values than without it where samples fit the calls unequally', () => {
    const opts = { samples: 12, inference: true };
    const a = search(kloepperHooks, view, ROOT, legal, Rng.fromSeed('same'), opts);
    expect(search(kloepperHooks, view, ROOT, legal, Rng.fromSeed('same'), opts)).toEqual(a);
    // Kloepper's own sampler deals a knocker only hands the rules of thumb knock with: every such
    // sample weighs 1, so the values are the plain ones.
    const plain = search(kloepperHooks, view, ROOT, legal, Rng.fromSeed('same'), { ...opts, inference: false });
    expect(a.values.map((v) => v.value)).toEqual(plain.values.map((v) => v.value));
    // Samples that fit the calls unequally (the true deal and a weak, silent one) weigh apart.
    const weighed = search(twoDeals(), view, ROOT, legal, Rng.fromSeed('same'), { samples: 2, inference: true });
    const flat = search(twoDeals(), view, ROOT, legal, Rng.fromSeed('same'), { samples: 2, inference: false });
    expect(weighed.values.map((v) => v.value)).not.toEqual(flat.values.map((v) => v.value));
  });
});
