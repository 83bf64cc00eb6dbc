// Lupfen's pack and its pot's thirds (moved out of the core tests, which build their own packs).
import { describe, expect, it } from 'vitest';
import { isSamePack, makePack } from '../../../src/core/packs.js';
import { LUPFEN_PACK } from '../../../src/games/lupfen/pack.js';
import { thirds } from '../../../src/games/lupfen/pot.js';

describe('Lupfen pack', () => {
  it('has 20 distinct cards, A T K Q J of four suits', () => {
    expect(LUPFEN_PACK).toHaveLength(20);
    expect(isSamePack(makePack({ ranks: ['A', 'T', 'K', 'Q', 'J'] }), LUPFEN_PACK)).toBe(true);
    expect(isSamePack(LUPFEN_PACK.slice(1), LUPFEN_PACK)).toBe(false);
  });
});

describe('Lupfen pot arithmetic', () => {
  it('thirds with remainder', () => {
    expect(thirds(13)).toEqual({ share: 4, remainder: 1 });
    expect(thirds(12)).toEqual({ share: 4, remainder: 0 });
    expect(thirds(2)).toEqual({ share: 0, remainder: 2 });
  });
});
