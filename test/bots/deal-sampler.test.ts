// The samplers' shared core: what the tricks show, and dealing under constraints that never
// breaks one (the games' draws themselves are pinned in sampler-seeds.test.ts).
import { describe, expect, it } from 'vitest';
import { suitOf, type Card } from '../../src/core/cards.js';
import { Rng } from '../../src/core/rng.js';
import {
  dealBacktracking,
  dealByCard,
  dealByCut,
  dealInTurn,
  playedBy,
  rejection,
  shownVoids,
  tricksSoFar,
  unseenOf,
  type Place,
} from '../../src/bots/deal-sampler.js';

const tricks = tricksSoFar({
  tricks: [{ seats: [1, 2, 0], cards: ['AH', '7C', 'KH'] }],
  trick: { seats: [0, 1], cards: ['9S', 'TD'] },
});

describe('what the tricks show', () => {
  it('who played what, in order, the trick on the table included', () => {
    expect(playedBy(tricks, 3)).toEqual([['KH', '9S'], ['AH', 'TD'], ['7C']]);
  });

  it('a seat that did not follow is void in the suit led, and in what `also` adds', () => {
    expect(shownVoids(tricks, 3, suitOf).map((s) => [...s])).toEqual([[], ['S'], ['H']]);
    const noTrumpEither = (card: Card) => (suitOf(card) !== 'C' ? ['C' as const] : []);
    expect(shownVoids(tricks, 3, suitOf, noTrumpEither).map((s) => [...s])).toEqual([[], ['S', 'C'], ['H']]);
  });

  it('the unseen cards: the pack in its order, less what was seen', () => {
    expect(unseenOf(['AH', 'KH', '7C', 'QS'], ['KH', 'QS', 'JD'])).toEqual(['AH', '7C']);
  });
});

describe('dealing under constraints', () => {
  const cards: Card[] = ['AH', 'KH', 'QH', 'AS', 'KS', 'QS'];
  const noHearts: Place = { size: 3, allows: (c) => suitOf(c) !== 'H' };
  const any = (size: number): Place => ({ size, allows: () => true });

  it('every way of dealing keeps a void that leaves one deal only', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rng = Rng.fromSeed(`core/${seed}`);
      expect(
        dealBacktracking(cards, [any(3), noHearts], rng)?.[1]
          ?.slice()
          .sort(),
      ).toEqual(['AS', 'KS', 'QS']);
      expect(
        dealByCard(cards, [any(3), noHearts], rng)?.[1]
          ?.slice()
          .sort(),
      ).toEqual(['AS', 'KS', 'QS']);
      expect(
        dealInTurn(cards, [noHearts, any(2)], rng)
          ?.hands[0]?.slice()
          .sort(),
      ).toEqual(['AS', 'KS', 'QS']);
    }
  });

  it("dealing in turn follows a place's pattern, asked with the cards left when its turn comes", () => {
    const seen: string[] = [];
    const pinned = {
      size: 2,
      allows: () => true,
      pattern: (rest: readonly Card[]) => {
        seen.push(rest.join(' '));
        return [(c: Card) => c === 'QS', (c: Card) => c === 'AH'];
      },
    };
    const dealt = dealInTurn(['AH', 'KH', 'QS'], [{ size: 1, allows: (c) => c === 'KH' }, pinned], Rng.fromSeed('x'));
    expect(dealt).toEqual({ hands: [['KH'], ['QS', 'AH']], rest: [] });
    expect(seen).toEqual(['AH QS']);
  });

  it('a deal that cannot keep the constraints is null, never a broken one', () => {
    const rng = Rng.fromSeed('none');
    const twoVoid: Place = { size: 4, allows: (c) => suitOf(c) !== 'H' };
    expect(dealBacktracking(cards, [twoVoid, any(2)], rng)).toBeNull();
    expect(dealByCard(cards, [twoVoid, any(2)], rng)).toBeNull();
    expect(dealInTurn(cards, [twoVoid, any(2)], rng)).toBeNull();
    expect(dealByCut(cards, [twoVoid, any(2)], rng)).toBeNull();
  });

  it('rejection: the first accepted draw, else the last drawn, else the fallback', () => {
    const draws = [null, 1, 2, null];
    const drawing = () => {
      let k = 0;
      return () => draws[k++]!;
    };
    const fallback = () => -1;
    const accepting = (n: number) => (t: number) => t === n;
    expect(rejection(4, drawing(), fallback, accepting(2))).toBe(2);
    expect(rejection(4, drawing(), fallback, accepting(9))).toBe(2);
    expect(rejection(3, () => null, fallback)).toBe(-1);
  });
});
