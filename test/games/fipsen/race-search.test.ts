// Thedinghausen in the search: the fast path takes a deal without a contract, and values its end
// by the race (the hooks' positionValue) exactly as the state reached through `apply` is valued.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { fipsenHooks } from '../../../src/games/fipsen/bots/hooks.js';
import { FipsenWork } from '../../../src/games/fipsen/solver-position.js';
import { fipsen, type FipsenAction, type FipsenState } from '../../../src/games/fipsen/index.js';
import { decisionStates } from '../../registered.js';

describe('Thedinghausen on the fast path', () => {
  it("a played-out deal's position value equals the hooks' value of the same deal played through apply", () => {
    const rng = Rng.fromSeed('race-pv');
    const work = new FipsenWork();
    const codes = new Int32Array(16);
    const out = new Float64Array(5);
    let compared = 0;
    let decided = 0;
    for (const s0 of decisionStates(fipsen, 'thedinghausen', 5, 'race-pv', 3000)) {
      const s = s0 as FipsenState;
      if (s.phase !== 'play') continue;
      expect(work.load(s)).toBe(true);
      let state: FipsenState = s;
      while (!work.done()) {
        const k = work.legal(codes);
        const code = codes[rng.int(k)]!;
        const action: FipsenAction = work.actionOf(code);
        work.apply(code);
        state = fipsen.apply(state, action);
      }
      work.positionValue(out);
      const want = fipsenHooks.positionValue!(state);
      for (let x = 0; x < 5; x++) expect(out[x]).toBeCloseTo(want[x]!, 9);
      // The race is valued, not only the cents: the tallies' chances of the prize count.
      if (want.some((v, x) => Math.abs(v - state.balances[x]!) > 1)) decided++;
      if (++compared === 120) break;
    }
    expect(compared).toBe(120);
    expect(decided).toBe(compared);
  });
});
