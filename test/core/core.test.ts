import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, formatCard, formatCards, makeCard, parseCard, parseCards, type Card } from '../../src/core/cards.js';
import { cardFace, cardName, faceWidth } from '../../src/core/deck-style.js';
import { isSamePack, makePack } from '../../src/core/packs.js';
import { leaders, shareOut } from '../../src/core/pot.js';
import { Rng, shuffled } from '../../src/core/rng.js';
import { legalCards, suitTrumpRules, trickWinnerIndex } from '../../src/core/trick.js';

const anyCard = fc.tuple(fc.constantFrom(...RANKS), fc.constantFrom(...SUITS)).map(([r, s]) => makeCard(r, s));
const lupfenRules = (trump: 'C' | 'S' | 'H' | 'D', mustTrump: boolean) => suitTrumpRules(trump, mustTrump, ['A', 'T', 'K', 'Q', 'J']);

describe('cards', () => {
  it('parse and format round-trip for every card', () => {
    fc.assert(fc.property(anyCard, (c) => parseCard(formatCard(c)) === c));
    fc.assert(
      fc.property(fc.array(anyCard), (cs) => {
        expect(parseCards(formatCards(cs))).toEqual(cs);
      }),
    );
  });

  it('parse accepts lower case and blanks, rejects anything else', () => {
    expect(parseCard(' jd ')).toBe('JD');
    expect(parseCard('1D')).toBeNull();
    expect(parseCard('JX')).toBeNull();
    expect(parseCard('JDD')).toBeNull();
    expect(parseCards('JD, QS AH')).toEqual(['JD', 'QS', 'AH']);
    expect(parseCards('JD ZZ')).toBeNull();
  });

  it('display names per deck style', () => {
    expect(cardName('JD', 'german')).toBe('Unter of Bells');
    expect(cardName('QS', 'swiss')).toBe('Ober of Shields');
    expect(cardName('QS', 'german')).toBe('Ober of Leaves');
    expect(cardName('TH', 'swiss')).toBe('Banner of Roses');
    expect(cardName('QS', 'french')).toBe('Queen of Spades');
    expect(cardFace('JD', 'german')).toBe('U-Be');
    expect(cardFace('TH', 'swiss', true)).toBe('10-Ro');
  });

  it('one mark per suit and deck: German and Swiss faces have no French pip, and read the same with --ascii', () => {
    for (const style of ['german', 'swiss'] as const)
      for (const card of ['AC', 'KS', 'TH', 'JD'] as const) {
        expect(cardFace(card, style)).not.toMatch(/[♣♠♥♦]/);
        expect(cardFace(card, style, true)).toBe(cardFace(card, style));
      }
    expect(['AC', 'KS', 'TH', 'JD'].map((c) => cardFace(c as 'AC', 'german'))).toEqual(['A-Ac', 'K-Lv', '10-He', 'U-Be']);
    expect(['AC', 'KS', 'TH', 'JD'].map((c) => cardFace(c as 'AC', 'swiss'))).toEqual(['A-Ac', 'K-Sh', '10-Ro', 'U-Be']);
    expect(cardFace('KS', 'french')).toBe('K♠');
    expect(cardFace('KS', 'french', true)).toBe('K-s');
    expect([faceWidth('french', false), faceWidth('german', false), faceWidth('swiss', true)]).toEqual([3, 5, 5]);
  });
});

const PACK = makePack({ ranks: ['A', 'T', 'K', 'Q', 'J'] });

describe('packs', () => {
  it('a pack holds each rank of each suit, as many times as asked', () => {
    expect(PACK).toHaveLength(20);
    expect(new Set(PACK).size).toBe(20);
    expect(isSamePack(PACK.slice(1), PACK)).toBe(false);
    expect(isSamePack([...PACK].reverse(), PACK)).toBe(true);
    expect(makePack({ ranks: ['A'], copies: 2 })).toHaveLength(8);
  });
});

describe('rng', () => {
  it('is reproducible from a seed and from a saved state', () => {
    const a = Rng.fromSeed('s1');
    const b = Rng.fromSeed('s1');
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    const saved = a.state();
    const x = [a.int(100), a.int(100), a.int(100)];
    const c = Rng.fromState(saved);
    expect([c.int(100), c.int(100), c.int(100)]).toEqual(x);
  });

  it('shuffles to a permutation, differently for different seeds', () => {
    const s1 = shuffled(PACK, Rng.fromSeed('a'));
    const s2 = shuffled(PACK, Rng.fromSeed('b'));
    expect(isSamePack(s1, PACK)).toBe(true);
    expect(s1).not.toEqual(s2);
    expect(shuffled(PACK, Rng.fromSeed('a'))).toEqual(s1);
  });
});

describe('trick helpers', () => {
  it('LUP-C-07 highest trump wins, else highest of the led suit', () => {
    const r = lupfenRules('D', false);
    expect(trickWinnerIndex(['AC', 'KC', 'AH', 'JD'], r)).toBe(3);
    expect(trickWinnerIndex(['AC', 'KC', 'AH'], r)).toBe(0);
    expect(trickWinnerIndex(['KC', 'TC', 'AH'], r)).toBe(1);
    expect(trickWinnerIndex(['QD', 'AD', 'JD'], r)).toBe(1);
  });

  it('LUP-C-08 follow suit, else any card', () => {
    const r = lupfenRules('D', false);
    const hand: Card[] = ['JC', 'AH', 'KD'];
    expect(legalCards(hand, 'TS', r)).toEqual(['JC', 'AH', 'KD']);
    expect(legalCards(hand, 'TC', r)).toEqual(['JC']);
    expect(legalCards(hand, undefined, r)).toEqual(hand);
  });

  it('LUP-V-14 must trump when void', () => {
    const r = lupfenRules('H', true);
    expect(legalCards(['KC', 'JH', 'AD'], 'AS', r)).toEqual(['JH']);
    expect(legalCards(['KC', 'AD'], 'AS', r)).toEqual(['KC', 'AD']);
  });
});

describe('pot arithmetic', () => {
  it('shares out with odd chips in playing order from a seat', () => {
    expect(shareOut(6, 4, 2)).toEqual([1, 1, 2, 2]);
    expect(shareOut(7, 4, 3)).toEqual([2, 2, 1, 2]);
    expect(shareOut(12, 4, 0)).toEqual([3, 3, 3, 3]);
    expect(shareOut(0, 3, 1)).toEqual([0, 0, 0]);
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 8 }), fc.nat(7), (amount, n, first) => {
        const out = shareOut(amount, n, first % n);
        expect(out.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...out) - Math.min(...out)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('leaders share the win on ties', () => {
    expect(leaders([3, 5, 5, -13])).toEqual([1, 2]);
  });
});
