// Tøppen's fast path against rules.ts (test/games/fast-conformance.ts): random matches through the
// Game interface with a working copy following every fold, knock, answer and card of every deal,
// from four players to eight, both drittsekk sizes (eight players and eight undealt cards make a
// 40-card pack, more than one 32-bit mask).
import { describe, expect, it } from 'vitest';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { FOLD_CODE, KNOCK_CODE, PAH_CODE, STAY_CODE, ToeppenWork, toeppenCardIndex } from '../../../src/games/toeppen/fast.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import { checkFastPath } from '../fast-conformance.js';

const CONFIGS: { players: number; rules: Record<string, string> }[] = [
  { players: 4, rules: { deals: '8' } },
  { players: 5, rules: { deals: '8', drittsekk: '4' } },
  { players: 7, rules: { deals: '6' } },
  { players: 8, rules: { deals: '6' } },
  { players: 8, rules: { deals: '6', drittsekk: 'auto' } },
];

describe('toeppen fast path = rules.ts', () => {
  for (const config of CONFIGS) {
    it(`${config.players}p ${JSON.stringify(config.rules)}`, () => {
      const opts = toeppen.resolveOptions('standard', config.players, config.rules);
      if (!opts.ok) throw new Error(opts.reason);
      const match = { variant: 'standard', players: config.players, options: opts.value };
      const tally = checkFastPath(toeppen, match, 8, `fast/toeppen/${config.players}/${JSON.stringify(config.rules)}`);
      // Every deal is covered from its first fold-or-stay to its settle.
      expect(tally.stretches).toBe(8 * Number(config.rules['deals']));
      expect(tally.moves).toBeGreaterThan(tally.stretches * config.players);
    });
  }

  it('numbers the cards of every pack apart, the calls after the 52 cards, and refuses a card outside R2', () => {
    const pack = toeppenPack(8, 8);
    expect(pack).toHaveLength(40);
    expect(new Set(pack.map(toeppenCardIndex)).size).toBe(40);
    expect(toeppenCardIndex('TC')).toBe(0);
    expect(toeppenCardIndex('2D')).toBe(51);
    const w = new ToeppenWork();
    const calls = (['knock', 'fold', 'stay', 'pah'] as const).map((call) => w.codeOf({ kind: 'call', call }));
    expect(calls).toEqual([KNOCK_CODE, FOLD_CODE, STAY_CODE, PAH_CODE]);
    expect(calls).toEqual([52, 53, 54, 55]);
    expect(w.codeOf({ kind: 'first-dealer', seat: 0 })).toBe(-1);
    expect(() => toeppenCardIndex('AX' as never)).toThrow('toeppen: AX is not a card of its pack');
  });

  it('refuses states before the deal is dealt', () => {
    const opts = toeppen.resolveOptions('standard', 4, {});
    if (!opts.ok) throw new Error(opts.reason);
    const s = toeppen.setup({ variant: 'standard', players: 4, options: opts.value });
    expect(new ToeppenWork().load(s)).toBe(false);
  });
});
