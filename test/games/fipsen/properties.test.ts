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
