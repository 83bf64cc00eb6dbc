// bot:hard's search with Tøppen's fast path (solver.ts through deal-on-positions.ts) against the same
// search walking every move through `apply`: for the same Rng the values of every action, the
// choice and the samples must be identical, with the opponent model, our own nested calls, and
// without a model (plain max-n over every seat, with the transposition table).
import { describe, expect, it } from 'vitest';
import { toeppen, type ToeppenState } from '../../../src/games/toeppen/index.js';
import { basicFromState } from '../../../src/games/toeppen/bots/basic.js';
import { botsOf, statesOfPlay } from '../../registered.js';
import { expectBothPathsAgree, expectSearchesAgree } from '../../bots/both-paths.js';

/** The decision states of a match whose seats follow the rules of thumb (knocks and folds as at a table). */
function decisions(players: number, seed: string, steps: number): Generator<ToeppenState> {
  const opts = toeppen.resolveOptions('standard', players, { deals: '0' });
  if (!opts.ok) throw new Error(opts.reason);
  const start = () => toeppen.setup({ variant: 'standard', players, options: opts.value });
  return statesOfPlay(toeppen, start, seed, { choose: (s, _legal, rng) => basicFromState(s, rng), maxSteps: steps });
}

describe('toeppen search: fast path = the walk through apply', () => {
  for (const players of [4, 7]) {
    it(`${players}p, bot:hard's opponent model: same values, choices and samples`, () => {
      const hooks = botsOf(toeppen)!.hooks;
      const states = decisions(players, `fast-search/toeppen/${players}`, 24);
      const compared = expectSearchesAgree(hooks, states, (n) => ({ samples: 2, ownCallSamples: n % 3 === 0 ? 2 : 0 }), 'tfs');
      // 24 steps of a match give about 20 decisions with a choice, two thirds of them calls.
      expect(compared.length).toBeGreaterThan(15);
      expect(compared.filter((s) => (s as { phase: string }).phase !== 'play').length).toBeGreaterThan(8);
    });
  }

  it('without an opponent model (max-n over every seat, transposition table) both paths agree', () => {
    const hooks = { ...botsOf(toeppen)!.hooks, policy: undefined };
    let compared = 0;
    for (const s of decisions(4, 'fast-search/toeppen/maxn', 200)) {
      const t = toeppen.turn(s);
      // From the third trick on: every seat's knocks and answers branch, so earlier is too large a tree.
      if (t.kind !== 'decide' || s.phase === 'fold-start' || s.tricks.length < 2) continue;
      expectBothPathsAgree(hooks, s, t.seat);
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
