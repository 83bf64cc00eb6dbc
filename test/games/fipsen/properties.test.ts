// Random playouts through the Game interface: only legal actions, every card of the pack in
// exactly one place, and totals that are the sum of the settle deltas.
import { describe, expect, it } from 'vitest';
import type { GameLine } from '../../../src/core/history-lines.js';
import { isSamePack } from '../../../src/core/packs.js';
import { Rng } from '../../../src/core/rng.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { variantOf } from '../../../src/games/fipsen/variants.js';
import type { FipsenState } from '../../../src/games/fipsen/types.js';

const TABLES: [string, number, Record<string, string>][] = [
  ['prisdorf', 4, { kontra: 'true' }],
  ['prisdorf', 3, {}],
  ['grossenaspe', 3, {}],
  ['grossenaspe', 4, { kloppen: 'true' }],
  ['grossenaspe', 5, {}],
  ['grossenaspe', 5, { five_mode: 'all_in' }],
  ['ansegger', 4, {}],
  ['duttfips', 4, {}],
  ['duttfips', 4, { most_tricks: 'majority', fips_uses_dutt: 'true' }],
];

function cardsInPlay(s: FipsenState) {
  const tricks = s.tricks.flatMap((t) => t.cards);
  const current = s.trick?.cards ?? [];
  return [...s.hands.flat(), ...Object.values(s.piles).flat(), ...s.discarded, ...tricks, ...current];
}

describe('Fipsen random playouts', () => {
  it.each(TABLES)('%s %i players %o: legal only, cards conserved, totals add up', (variant, players, raw) => {
    const o = fipsen.resolveOptions(variant, players, { ...raw, deals: '30' });
    if (!o.ok) throw new Error(o.reason);
    let s = fipsen.setup({ variant, players, options: o.value });
    const rng = Rng.fromSeed(`${variant}-${players}`);
    const sums = new Array<number>(players).fill(0);
    for (let step = 0; step < 20_000 && fipsen.turn(s).kind !== 'over'; step++) {
      const t = fipsen.turn(s);
      const log: GameLine[] = [];
      if (t.kind === 'chance') s = fipsen.apply(s, fipsen.drawChance(s, rng), log);
      else {
        const legal = fipsen.legalActions(s);
        expect(legal.length).toBeGreaterThan(0);
        s = fipsen.apply(s, rng.pick(legal), log);
      }
      if (s.phase !== 'deal' && s.phase !== 'over') expect(isSamePack(cardsInPlay(s), variantOf(variant).pack(players))).toBe(true);
      for (const l of log) if (l.type === 'settle') l.delta.forEach((d, i) => (sums[i]! += d));
    }
    expect(fipsen.turn(s)).toEqual({ kind: 'over' });
    expect(s.dealsDone).toBe(30);
    expect(s.balances).toEqual(sums);
  });
});

/** Plays a match to its end with random legal actions, calling `each` after every step. */
function playout(
  variant: string,
  players: number,
  raw: Record<string, string>,
  seed: string,
  each: (s: FipsenState, log: GameLine[]) => void,
) {
  const o = fipsen.resolveOptions(variant, players, raw);
  if (!o.ok) throw new Error(o.reason);
  let s = fipsen.setup({ variant, players, options: o.value });
  const rng = Rng.fromSeed(seed);
  for (let step = 0; step < 50_000 && fipsen.turn(s).kind !== 'over'; step++) {
    const log: GameLine[] = [];
    if (fipsen.turn(s).kind === 'chance') s = fipsen.apply(s, fipsen.drawChance(s, rng), log);
    else {
      const legal = fipsen.legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      s = fipsen.apply(s, rng.pick(legal), log);
    }
    each(s, log);
  }
  expect(fipsen.turn(s)).toEqual({ kind: 'over' });
  return s;
}

describe('Mecklenburg program scoring over random matches', () => {
  it.each([
    ['ansegger', {}, [1, 2, 3, 4, 6, 8, 10, 20]],
    ['duttfips', {}, [1, 2, 10, 20]],
  ] as const)('%s: only the declarer scores, +V or −2V of the values the rules give', (variant, raw, values) => {
    const seen = new Set<number>();
    playout(variant, 4, { ...raw, deals: '200' }, `${variant}-scoring`, (_s, log) => {
      for (const l of log) {
        if (l.type !== 'settle') continue;
        const moved = l.delta.filter((d) => d !== 0);
        expect(moved.length).toBeLessThanOrEqual(1);
        if (moved.length === 1) {
          const d = moved[0]!;
          expect(d > 0 ? values.includes(d as never) : values.includes((-d / 2) as never)).toBe(true);
          seen.add(d);
        }
      }
    });
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('Thedinghausen over random sessions', () => {
  it.each(['immediate', 'deal_end'])(
    'tally_check=%s: cents conserved, tallies below ten but at a win, positionValue sums to zero',
    (check) => {
      let wins = 0;
      let sweeps = 0;
      const sums = [0, 0, 0, 0, 0];
      const s = playout('thedinghausen', 5, { tally_check: check, games: '4' }, `thed-${check}`, (st, log) => {
        const pack = [
          ...st.hands.flat(),
          ...Object.values(st.piles).flat(),
          ...st.tricks.flatMap((t) => t.cards),
          ...(st.trick?.cards ?? []),
        ];
        if (st.phase !== 'deal' && st.phase !== 'over') expect(isSamePack(pack, variantOf('thedinghausen').pack(5))).toBe(true);
        for (const l of log) {
          if (l.type !== 'settle') continue;
          l.delta.forEach((d, i) => (sums[i]! += d));
          const tally = l['tally'] as number[];
          const won = /wins the game/.test(l.note ?? '');
          if (won) wins++;
          if (/sweeps/.test(l.note ?? '')) sweeps++;
          if (!won) expect(Math.max(...tally)).toBeLessThan(10);
          else expect(Math.max(...tally)).toBeGreaterThanOrEqual(10);
        }
        const stakes = st.race!.dealsInGame > 0 && st.phase !== 'over' ? -400 : 0;
        expect(st.balances.reduce((a, b) => a + b, 0)).toBe(stakes);
        if (st.phase !== 'over') expect(variantOf('thedinghausen').positionValue!(st).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 6);
      });
      expect(wins).toBe(4);
      expect(s.result?.reason).toBe('target');
      expect(s.balances).toEqual(sums);
      expect(s.balances.reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.race!.hedewigs.reduce((a, b) => a + b, 0)).toBe(5 * (wins + sweeps));
      expect(s.race!.received.map((r, i) => r - s.race!.paid[i]!)).toEqual(s.balances);
    },
  );
});
