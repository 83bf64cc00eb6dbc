// bot:hard's search with the fast path (solver.ts through deal-on-positions.ts) against the same search
// walking every move through `apply`: for the same Rng the values of every action, the choice and
// the samples must be identical, Lupfen's opponent model and our own nested calls included.
import { describe, expect, it } from 'vitest';
import { cheatingSearch } from '../../../src/bots/levels.js';
import { DealSolver, search } from '../../../src/bots/search.js';
import { Rng } from '../../../src/core/rng.js';
import { lupfen, type LupfenState } from '../../../src/games/lupfen/index.js';
import { decisionStates, startMatch } from './bot-helpers.js';
import { botsOf } from '../../registered.js';
import { expectBothPathsAgree, expectSearchesAgree, valuesOnly } from '../../bots/both-paths.js';

const CASES: [string, number, Record<string, string>][] = [
  ['classic', 4, {}],
  ['classic', 5, { no_trick_penalty: 'pot' }],
  ['vorarlberg', 3, { blind_lupf: 'true', dealer_stake: '3' }],
  ['vorarlberg', 6, { compulsory_hearts: 'true' }],
];

describe('search: fast path = the walk through apply', () => {
  for (const [variant, players, rules] of CASES) {
    it(`${variant} ${players}p ${JSON.stringify(rules)}: same values, choices and samples`, () => {
      const hooks = botsOf(lupfen)!.hooks;
      const states = decisionStates(startMatch(variant, players, rules), `fast-search/${variant}/${players}`, undefined, 80);
      // Calls with our own later calls searched (nested), card play plain: both as bot:hard runs them.
      const compared = expectSearchesAgree(hooks, states, (n) => ({ samples: 3, ownCallSamples: n % 3 === 0 ? 2 : 0 }), 'fs');
      // 80 steps of a match give 36–55 decisions with a choice, 19–26 of them card play.
      expect(compared.length).toBeGreaterThan(30);
      expect(compared.filter((s) => (s as { phase: string }).phase === 'play').length).toBeGreaterThan(15);
    });
  }

  it('the yardstick that sees every card (bot:oracle) values the same on both paths', () => {
    const hooks = botsOf(lupfen)!.hooks;
    let compared = 0;
    for (const s of decisionStates(startMatch('classic', 4), 'fast-search/oracle', undefined, 200)) {
      const legal = lupfen.legalActions(s);
      const t = lupfen.turn(s);
      if (t.kind !== 'decide' || legal.length < 2) continue;
      const c = cheatingSearch(hooks, s, 'all', { samples: 1, ownCallSamples: 1 });
      const view = lupfen.view(s, t.seat);
      const fast = search(c.hooks, view, t.seat, legal, Rng.fromSeed(`o${compared}`), c.opts);
      const slow = search(c.hooks, view, t.seat, legal, Rng.fromSeed(`o${compared}`), { ...c.opts, fastPath: false });
      expect(valuesOnly(fast.values)).toEqual(valuesOnly(slow.values));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('without an opponent model (plain max-n over every seat) both paths agree too', () => {
    const hooks = { ...botsOf(lupfen)!.hooks, policy: undefined };
    let compared = 0;
    for (const s of decisionStates(startMatch('vorarlberg', 4), 'fast-search/maxn', undefined, 300)) {
      const t = lupfen.turn(s);
      if (t.kind !== 'decide' || s.phase !== 'play') continue;
      expectBothPathsAgree(hooks, s, t.seat);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('a two-sided deal (game.sides) is solved by alpha-beta: the contest of the sides, exactly', () => {
    // Lupfen with made-up partnerships, seats 0+2 against 1+3: the shape of Kloepper's deals.
    const sides = [
      [0, 2],
      [1, 3],
    ];
    const game = { ...lupfen, sides: () => sides };
    const hooks = { ...botsOf(lupfen)!.hooks, game, policy: undefined };
    const contest = (s: LupfenState, base: readonly number[], root: number): number => {
      const b = lupfen.balances(s);
      const d = b.map((x, i) => x - base[i]!);
      const share = d.reduce((a, c) => a + c, 0) / d.length;
      const mine = sides.find((m) => m.includes(root))!;
      return d.reduce((v, x, i) => v + (mine.includes(i) ? x - share : -(x - share)), 0);
    };
    const minimax = (s: LupfenState, deal: number, base: readonly number[], root: number): number => {
      const t = lupfen.turn(s);
      if (t.kind !== 'decide' || s.dealNo !== deal) return contest(s, base, root);
      const mine = sides.find((m) => m.includes(root))!.includes(t.seat);
      const vs = lupfen.legalActions(s).map((a) => minimax(lupfen.apply(s, a), deal, base, root));
      return mine ? Math.max(...vs) : Math.min(...vs);
    };
    let compared = 0;
    for (const s of decisionStates(startMatch('vorarlberg', 4), 'fast-search/sides', undefined, 300)) {
      const t = lupfen.turn(s);
      if (t.kind !== 'decide' || s.phase !== 'play') continue;
      const solver = new DealSolver(hooks);
      solver.startDeal(s, t.seat);
      const base = lupfen.balances(s);
      const partner = sides.find((m) => m.includes(t.seat))!.find((x) => x !== t.seat)!;
      for (const a of lupfen.legalActions(s)) {
        const v = solver.valueOf(s, a);
        const want = minimax(lupfen.apply(s, a), s.dealNo, base, t.seat);
        expect(v[t.seat]).toBe(want);
        expect(v[partner]).toBe(want);
        expect(v[(t.seat + 1) % 4]).toBe(-want);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
