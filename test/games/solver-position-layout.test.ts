// The shared card space and hash layout of the trick games' fast paths (src/games/solver-position.ts), and
// Fipsen's trick key (the memo of its variant's verdicts by who won which trick).
import { describe, expect, it } from 'vitest';
import { SUITS, type Card } from '../../src/core/cards.js';
import { cardIndex, trickLayout, zobristKeys } from '../../src/games/solver-position.js';
import { TRICK_KEYS, nextTrickKey } from '../../src/games/fipsen/solver-position.js';
import { rank64 } from './hash-rank.js';

const ranks = ['A', 'T', 'K', 'Q', 'J'];
const layout = trickLayout({ game: 'toy', ranks, maxSeats: 4, tricks: 3, extraKeys: 2, seeds: [7, 11] });

describe('trickLayout', () => {
  it('numbers suit by suit from the highest rank, and reads every card back by its characters', () => {
    expect(layout.cards).toBe(20);
    expect(layout.cardOf.slice(0, 6)).toEqual(['AC', 'TC', 'KC', 'QC', 'JC', 'AS']);
    expect(layout.cardOf[19]).toBe('JD');
    for (let c = 0; c < 20; c++) {
      expect(cardIndex(layout, layout.cardOf[c]!)).toBe(c);
      expect(layout.suitOf[c]).toBe(Math.floor(c / 5));
      expect(layout.plays[c]).toEqual({ kind: 'play', card: layout.cardOf[c] });
      expect(Object.isFrozen(layout.plays[c])).toBe(true);
    }
    expect(Array.from(layout.suitMask)).toEqual([0x1f, 0x1f << 5, 0x1f << 10, 0x1f << 15]);
    expect(SUITS.map((s) => layout.suitAt[s.charCodeAt(0)])).toEqual([0, 1, 2, 3]);
    expect(layout.suitAt['X'.charCodeAt(0)]).toBe(-1);
    expect(() => cardIndex(layout, '9C')).toThrow('toy: 9C is not a card of its pack');
    expect(() => cardIndex(layout, 'ACE' as Card)).toThrow('toy: ACE is not a card of its pack');
  });

  it('lays the keys out as hand, trick, tricks won, turn, then the game’s own, from the seeds', () => {
    // 4 seats × 20 cards in hand, the same in the trick, 4 × (0–3 tricks won), 4 turns + nobody.
    expect(layout.extraKey).toBe(2 * 80 + 16 + 5);
    expect(Array.from(layout.lo)).toEqual(Array.from(zobristKeys(layout.extraKey + 2, 7)));
    expect(Array.from(layout.hi)).toEqual(Array.from(zobristKeys(layout.extraKey + 2, 11)));
    for (const i of [0, 17, 79]) {
      expect(layout.moveLo[i]).toBe(layout.lo[i]! ^ layout.lo[80 + i]!);
      expect(layout.moveHi[i]).toBe(layout.hi[i]! ^ layout.hi[80 + i]!);
    }
  });
});

describe('zobristKeys', () => {
  it('gives keys whose lo and hi halves span all 64 bits together, for any seeds (xorshift keys spanned 32: positions shared a hash)', () => {
    for (const [a, b] of [
      [7, 11],
      [0x1b873593, 0x7feb352d],
      [0x3c6ef372, 0x5be0cd19],
      [0x2545f491, 0x6c8e9cf5],
    ] as const)
      expect(rank64(zobristKeys(435, a), zobristKeys(435, b)), `seeds ${a}, ${b}`).toBe(64);
    expect(rank64(layout.lo, layout.hi)).toBe(64);
  });
});

describe('fipsen trick key', () => {
  it('gives every sequence of trick winners (0–5 tricks, seats 0–5) its own key below TRICK_KEYS', () => {
    const seen = new Set<number>();
    const walk = (key: number, depth: number): void => {
      expect(seen.has(key)).toBe(false);
      expect(key).toBeLessThan(TRICK_KEYS);
      seen.add(key);
      if (depth === 5) return;
      for (let w = 0; w < 6; w++) walk(nextTrickKey(key, w), depth + 1);
    };
    walk(0, 0);
    expect(seen.size).toBe(TRICK_KEYS);
  });
});
