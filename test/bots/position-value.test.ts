// SearchHooks.positionValue: what the search maximises the change of over a deal. By default the
// game's returns; a game whose returns move only when a game of several deals ends (a race to
// ten tricks) values the progress a deal makes instead.
import { describe, expect, it } from 'vitest';
import { search } from '../../src/bots/search.js';
import type { SearchHooks } from '../../src/contract/search.js';
import { Rng } from '../../src/core/rng.js';
import type { Game } from '../../src/contract/game.js';
import type { MatchResult } from '../../src/contract/view.js';

// A race of two seats to TARGET points across deals, decided one deal at a time: seat 0 either
// races (a point towards the target) or cashes (half a chip now). Returns are the chips plus one
// for the winner of the race and minus one for the loser, so a point of the race moves them only
// on the deal that ends it.
type RaceAction = { kind: 'deal' } | { kind: 'call'; call: 'race' | 'cash' };
interface RaceState {
  readonly deal: number;
  readonly phase: 'deal' | 'decide' | 'over';
  readonly points: readonly number[];
  readonly chips: readonly number[];
  readonly result: MatchResult | null;
}
const TARGET = 3;

const race: Game<RaceState, RaceAction, RaceState> = {
  id: 'race',
  name: 'Race',
  unit: 'points',
  utility: 'general-sum',
  endReasons: ['target', 'quit'],
  variants: [
    {
      id: 'plain',
      name: 'Race',
      summary: 'test game',
      minPlayers: 2,
      maxPlayers: 2,
      defaultPlayers: 2,
      options: [{ key: 'players', type: 'int', default: 2, min: 2, max: 2, summary: 'players' }],
      lengthKey: null,
    },
  ],
  defaultVariant: 'plain',
  resolveOptions: (_v, players) => ({ ok: true, value: { players } }),
  setup: () => ({ deal: 0, phase: 'deal', points: [0, 0], chips: [0, 0], result: null }),
  turn: (s) => (s.phase === 'over' ? { kind: 'over' } : s.phase === 'deal' ? { kind: 'chance' } : { kind: 'decide', seat: 0 }),
  legalActions: (s) =>
    s.phase === 'decide'
      ? [
          { kind: 'call', call: 'cash' },
          { kind: 'call', call: 'race' },
        ]
      : [],
  drawChance: () => ({ kind: 'deal' }),
  apply(s, a) {
    if (a.kind === 'deal') return { ...s, deal: s.deal + 1, phase: 'decide' };
    if (a.call === 'cash') return { ...s, phase: 'deal', chips: [s.chips[0]! + 0.5, s.chips[1]!] };
    const points = [s.points[0]! + 1, s.points[1]!];
    if (points[0]! < TARGET) return { ...s, phase: 'deal', points };
    return { ...s, phase: 'over', points, result: { totals: [...s.chips], winners: [0], reason: 'target' } };
  },
  encodeAction: (s, a) => (a.kind === 'call' ? { type: 'call', deal: s.deal, seat: 0, call: a.call } : null),
  decodeLine: () => ({ ok: true, value: [] }),
  actionKey: (a) => (a.kind === 'deal' ? 'deal' : a.call),
  describeAction: (_s, a) => (a.kind === 'deal' ? 'deal' : a.call),
  view: (s) => s,
  balances: (s) => [...s.chips],
  returns: (s) => s.chips.map((c, i) => c + (s.result ? (s.result.winners.includes(i) ? 1 : -1) : 0)),
  cardOrder: () => ({ isTrump: () => false, sortKey: () => 0 }),
  dealNumber: (s) => s.deal,
  result: (s) => s.result,
  quit: (s) => ({ ...s, phase: 'over', result: { totals: [...s.chips], winners: [0, 1], reason: 'quit' } }),
  rulesText: () => 'Race rules.',
};

const raceHooks: SearchHooks<RaceState, RaceAction, RaceState> = { game: race, sample: (view) => view };

/** Returns, plus each point of the race as a third of the game it is a third of the way to. */
const raceProgress = (s: RaceState): number[] => race.returns(s).map((r, i) => r + (s.result ? 0 : (2 * s.points[i]!) / TARGET));

function decide(hooks: SearchHooks<RaceState, RaceAction, RaceState>, state: RaceState) {
  const legal = race.legalActions(state);
  const r = search(hooks, state, 0, legal, Rng.fromSeed('race'), { samples: 1 });
  const round = (x: number): number => Math.round(x * 1e9) / 1e9;
  return { action: r.action, values: r.values.map((v) => [race.actionKey(v.action), round(v.value)]) };
}

describe('search: the position value a deal ends in (SearchHooks.positionValue)', () => {
  const first = race.apply(race.setup({ variant: 'plain', players: 2, options: {} }), { kind: 'deal' });

  it('by default values a deal by the returns: a point of an unfinished race is worth nothing, the half chip wins', () => {
    expect(decide(raceHooks, first)).toEqual({
      action: { kind: 'call', call: 'cash' },
      // Against the table's mean: +0.5 for seat 0 and 0 for seat 1 is +0.25.
      values: [
        ['cash', 0.25],
        ['race', 0],
      ],
    });
  });

  it("with the game's position value the search races: the point is worth two thirds of a game", () => {
    expect(decide({ ...raceHooks, positionValue: raceProgress }, first)).toEqual({
      action: { kind: 'call', call: 'race' },
      values: [
        ['cash', 0.25],
        ['race', 0.333333333],
      ],
    });
  });

  it('the deal that ends the race is valued by the returns the position value gives there', () => {
    const last = { ...first, points: [TARGET - 1, 0] };
    // Racing ends the race: returns 1 / −1 replace the progress 4/3 / 0 valued at the root, a
    // change of −1/3 / −1, which is +1/3 against the table's mean of −2/3.
    expect(decide({ ...raceHooks, positionValue: raceProgress }, last).values).toEqual([
      ['cash', 0.25],
      ['race', 0.333333333],
    ]);
  });
});
