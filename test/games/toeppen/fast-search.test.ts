// bot:hard's search with Tøppen's fast path (solver.ts through fast-deal.ts) against the same
// search walking every move through `apply`: for the same Rng the values of every action, the
// choice and the samples must be identical, with the opponent model, our own nested calls, and
// without a model (plain max-n over every seat, with the transposition table).
import { describe, expect, it } from 'vitest';
import type { SearchOptions } from '../../../src/contract/search.js';
import { Rng } from '../../../src/core/rng.js';
import { toeppen, type ToeppenState } from '../../../src/games/toeppen/index.js';
import { basicFromState } from '../../../src/games/toeppen/bots/basic.js';
import { botsOf } from '../../registered.js';
import { bothPaths, searchBothPaths } from '../../bots/both-paths.js';

// The fast path knows no balance but the returns: the own-balance slot is NaN there.
const valuesOnly = <A>(values: readonly { action: A; value: number }[]) => values.map((v) => ({ action: v.action, value: v.value }));

/** The decision states of a match whose seats follow the rules of thumb (knocks and folds as at a table). */
function* decisions(players: number, seed: string, steps: number): Generator<ToeppenState> {
  const opts = toeppen.resolveOptions('standard', players, { deals: '0' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(seed);
  let s = toeppen.setup({ variant: 'standard', players, options: opts.value });
  for (let step = 0; step < steps; step++) {
    const turn = toeppen.turn(s);
    if (turn.kind === 'over') return;
    if (turn.kind === 'chance') {
      s = toeppen.apply(s, toeppen.drawChance(s, rng));
      continue;
    }
    yield s;
    s = toeppen.apply(s, basicFromState(s, rng));
  }
}

describe('toeppen search: fast path = the walk through apply', () => {
  for (const players of [4, 7]) {
    it(`${players}p, bot:hard's opponent model: same values, choices and samples`, () => {
      const hooks = botsOf(toeppen)!.hooks;
      let compared = 0;
      let calls = 0;
      for (const s of decisions(players, `fast-search/toeppen/${players}`, 24)) {
        const legal = toeppen.legalActions(s);
        const t = toeppen.turn(s);
        if (t.kind !== 'decide' || legal.length < 2) continue;
        const opts: SearchOptions = { samples: 2, ownCallSamples: compared % 3 === 0 ? 2 : 0 };
        const seed = `tfs${compared}`;
        const { fast, slow } = searchBothPaths(hooks, s, t.seat, opts, seed);
        expect(valuesOnly(fast.values)).toEqual(valuesOnly(slow.values));
        expect(fast.action).toBe(slow.action);
        expect(fast.samples).toBe(slow.samples);
        compared++;
        if (s.phase !== 'play') calls++;
      }
      // 24 steps of a match give about 20 decisions with a choice, two thirds of them calls.
      expect(compared).toBeGreaterThan(15);
      expect(calls).toBeGreaterThan(8);
    });
  }

  it('without an opponent model (max-n over every seat, transposition table) both paths agree', () => {
    const hooks = { ...botsOf(toeppen)!.hooks, policy: undefined };
    let compared = 0;
    for (const s of decisions(4, 'fast-search/toeppen/maxn', 200)) {
      const t = toeppen.turn(s);
      // From the third trick on: every seat's knocks and answers branch, so earlier is too large a tree.
      if (t.kind !== 'decide' || s.phase === 'fold-start' || s.tricks.length < 2) continue;
      for (const { fast, slow } of bothPaths(hooks, s, t.seat)) {
        expect(fast.slice(0, -2)).toEqual(slow.slice(0, -2));
        expect(fast.at(-1)).toBeCloseTo(slow.at(-1)!, 9);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
