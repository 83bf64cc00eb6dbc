// SearchHooks.positionValue on Lupfen's fast path: the value a deal ends in is asked of the Game
// state rebuilt from the cards played, and comes out as on the walk through apply
// (test/bots/position-value.test.ts checks the hook itself on a race game).
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/bots/search.js';
import { Rng } from '../../../src/core/rng.js';
import { lupfen, type LupfenState } from '../../../src/games/lupfen/index.js';
import { decisionStates, startMatch } from './bot-helpers.js';
import { botsOf } from '../../registered.js';

describe("positionValue on a game's fast path (solver.ts, deal-on-positions.ts)", () => {
  // Lupfen's fast path knows returns only: the position value is asked of the Game state the deal
  // ends in, rebuilt from the cards played. Here a trick of the deal just settled is worth 5 chips.
  const tricksCount = (s: LupfenState): number[] => lupfen.returns(s).map((r, i) => r + 5 * (s.lastDeal?.tricksWon[i] ?? 0));

  it('values the same on the fast path as on the walk through apply, and not as the returns do', () => {
    const base = botsOf(lupfen)!.hooks;
    const hooks = { ...base, positionValue: tricksCount };
    let compared = 0;
    let differ = 0;
    for (const s of decisionStates(startMatch('vorarlberg', 4), 'position-value/fast', undefined, 100)) {
      const t = lupfen.turn(s);
      const legal = lupfen.legalActions(s);
      if (t.kind !== 'decide' || s.phase !== 'play' || legal.length < 2) continue;
      const view = lupfen.view(s, t.seat);
      const seed = `pv${compared}`;
      const fast = search(hooks, view, t.seat, legal, Rng.fromSeed(seed), { samples: 3 });
      const slow = search(hooks, view, t.seat, legal, Rng.fromSeed(seed), { samples: 3, fastPath: false });
      const plain = search(base, view, t.seat, legal, Rng.fromSeed(seed), { samples: 3 });
      expect(fast.values.map((v) => v.value)).toEqual(slow.values.map((v) => v.value));
      expect(fast.action).toBe(slow.action);
      if (fast.values.some((v, i) => Math.abs(v.value - plain.values[i]!.value) > 1e-9)) differ++;
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
    expect(differ).toBeGreaterThan(0);
  });
});
