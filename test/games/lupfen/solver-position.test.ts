// The fast path against rules.ts (test/games/solver-position-conformance.ts): random matches through the
// Game interface, with a working copy following every card of every deal, in both variants and
// house rules that change the play or the settlement (penalties, stakes, blind lupfs, match end).
import { describe, expect, it } from 'vitest';
import { LUPFEN_PACK } from '../../../src/games/lupfen/pack.js';
import { LupfenWork, lupfenCardIndex } from '../../../src/games/lupfen/solver-position.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { checkFastTable } from '../solver-position-conformance.js';
import { start } from './fixtures.js';

interface Config {
  readonly variant: 'classic' | 'vorarlberg';
  readonly players: number;
  readonly rules: Record<string, string>;
}

const CONFIGS: Config[] = [
  { variant: 'classic', players: 3, rules: { deals: '4', no_trick_penalty: 'price' } },
  { variant: 'classic', players: 4, rules: { deals: '3', no_trick_penalty: 'pot', ante: '2', max_price: '5' } },
  { variant: 'classic', players: 5, rules: { deals: '5', no_trick_penalty: 'none' } },
  { variant: 'vorarlberg', players: 3, rules: { deals: '2', dealer_stake: '3', shoving: 'true' } },
  { variant: 'vorarlberg', players: 4, rules: { deals: '3', blind_lupf: 'true', compulsory_hearts: 'true' } },
  { variant: 'vorarlberg', players: 5, rules: { deals: '3', pass_before_lupf_final: 'false', compulsory_lupf: 'true' } },
  { variant: 'vorarlberg', players: 6, rules: { deals: '4', dealer_stake: '6', ante: '1' } },
];

describe('lupfen fast path = rules.ts', () => {
  for (const config of CONFIGS) {
    it(`${config.variant} ${config.players}p ${JSON.stringify(config.rules)}`, () => {
      const tally = checkFastTable(lupfen, config, 30, `fast/${config.variant}/${config.players}`);
      // Enough deals reached the card play to mean something.
      expect(tally.stretches).toBeGreaterThan(40);
      expect(tally.moves).toBeGreaterThan(tally.stretches * 6);
    });
  }

  it('numbers the 20 cards of the pack 0–19 and refuses any other card', () => {
    expect(new Set(LUPFEN_PACK.map(lupfenCardIndex))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i)));
    expect(() => lupfenCardIndex('9C')).toThrow('9C is not a card of its pack');
  });

  it('refuses states outside the card play', () => {
    expect(new LupfenWork().load(start('classic', 4))).toBe(false);
  });
});
