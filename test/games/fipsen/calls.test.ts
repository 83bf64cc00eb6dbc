// The deal's calls as the table heard them (FipsenView.calls): every seat's, in order, and nothing
// a seat could not have heard: not a secret turn's answer, not a discarded card.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenState } from '../../../src/games/fipsen/types.js';
import { handsOf } from '../hands.js';
import { dealt, keys, table } from './helpers.js';

const PILES: Record<string, Card[]> = { skat: ['AC', 'TC'], rest: ['JH', 'TH', 'AH'] };
// Dealt by seat 3: seat 1 holds four sevens and an Ace (a Siebener Fips it may announce, P-R5).
const SIEBENER = 'KC QC JC 9C 8C / 7C 7S 7H 7D AS / KS QS JS TS 8S / KH QH 9S 8H 9H';
// The same deal with seat 1's 7H and seat 3's 9H the other way round: seat 0 cannot tell them apart.
const PLAIN = 'KC QC JC 9C 8C / 7C 7S 9H 7D AS / KS QS JS TS 8S / KH QH 9S 8H 7H';

/** Applies the legal actions with these keys in turn. */
function calls(s: FipsenState, ...wanted: string[]): FipsenState {
  for (const key of wanted) {
    const a = fipsen.legalActions(s).find((l) => fipsen.actionKey(l) === key);
    if (!a) throw new Error(`${key} not legal; legal: ${keys(s).join(' ')}`);
    s = fipsen.apply(s, a);
  }
  return s;
}

const AUCTION = ['bid:2', 'bid:3', 'hold', 'pass', 'pass', 'pass'];
const prisdorf = (hands: string): FipsenState => dealt(table('prisdorf', 4), 3, handsOf(hands), PILES);

describe('Fipsen: the calls a seat hears', () => {
  it("keeps every seat's calls in order: bids, holds, passes, Skat, the trump named; not the discard's cards", () => {
    const s = calls(prisdorf(PLAIN), ...AUCTION, 'skat', 'discard:8C,9C', 'trump:C');
    expect(s.phase).toBe('play');
    const heard = fipsen.view(s, 2).calls.map((c) => [c.seat, fipsen.actionKey(c.action)]);
    expect(heard).toEqual([
      [0, 'bid:2'],
      [1, 'bid:3'],
      [0, 'hold'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
      [0, 'skat'],
      [0, 'trump:C'],
    ]);
  });

  it('is the same in two deals that differ only in hidden cards, a Siebener Fips declined included', () => {
    const declined = calls(prisdorf(SIEBENER), 'no-siebener', ...AUCTION, 'skat');
    const none = calls(prisdorf(PLAIN), ...AUCTION, 'skat');
    expect(declined.calls).toEqual(none.calls);
    for (const seat of [0, 2]) expect(fipsen.view(declined, seat)).toEqual(fipsen.view(none, seat));
  });

  it('starts empty with every deal', () => {
    const s = calls(prisdorf(PLAIN), 'bid:2');
    expect(s.calls).toHaveLength(1);
    expect(fipsen.apply(s, { kind: 'deal', dealer: 0, hands: handsOf(PLAIN), piles: PILES }).calls).toEqual([]);
  });
});
