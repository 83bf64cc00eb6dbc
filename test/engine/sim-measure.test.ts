// SimMeasure (bench:bots' Thedinghausen statistic): matches stopped after their first deals, each
// deal scored by the change of every seat's position value instead of by its settle.
import { describe, expect, it } from 'vitest';
import type { SimSetup } from '../../src/engine/sim.js';
import { simJson, simSetup } from './helpers.js';
import { findGame } from '../../src/games/registry.js';
import '../../src/bots/index.js';

function setup(variant: string, players: number, extra: Partial<SimSetup> = {}): SimSetup {
  const entry = findGame('fipsen')!;
  const kinds = Array.from({ length: players }, (_, i) => (i === 0 ? 'bot:basic' : 'bot:random'));
  const key = entry.game!.variants.find((v) => v.id === variant)!.lengthKey ?? 'deals';
  const rest = { seed: 'measure', matches: 4, duplicate: true, ...extra };
  return simSetup({ game: entry.game!, bots: entry.bots }, variant, kinds, key === 'deals' ? '3' : '1', rest);
}

const sim = simJson;

describe('sim: SimMeasure', () => {
  it('where the position value is the balances (Prisdorf), scores every deal as its settle does', async () => {
    const plain = await sim(setup('prisdorf', 4));
    const measured = await sim(setup('prisdorf', 4, { measure: { deals: 3 } }));
    expect(measured.deals).toBe(plain.deals);
    expect(measured.seats.map((s) => s.total)).toEqual(plain.seats.map((s) => s.total));
    expect(measured.pairs).toEqual(plain.pairs);
  });

  it('Thedinghausen: stops each match after its first two deals, every deal valued by the tallies', async () => {
    const plain = await sim(setup('thedinghausen', 5));
    const j = await sim(setup('thedinghausen', 5, { measure: { deals: 2 } }));
    // 4 matches × 5 rotations, two deals each (a game lasts longer than two deals of five tricks).
    expect(j.deals).toBe(4 * 5 * 2);
    expect(plain.deals).toBeGreaterThan(j.deals);
    // The prize's chances add to one and the stakes go into it: what one seat gains the others lose.
    expect(Math.abs(j.seats.reduce((a, s) => a + s.total, 0))).toBeLessThan(1e-6);
    // Two deals move the tallies, and with them every seat's value, before any prize is paid.
    expect(j.seats.some((s) => s.total !== 0)).toBe(true);
  });
});
