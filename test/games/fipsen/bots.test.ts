// Fipsen's rules of thumb (bot:normal) on hand-made positions: the auction on counted winners,
// holding, Kieker and Siebener Fips, the Skat, the discards, the trump, the play and stop/continue.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { basicDecision, expectedTricks, type BasicView } from '../../../src/games/fipsen/bots/basic.js';
import { fipsen, type FipsenAction, type FipsenState } from '../../../src/games/fipsen/index.js';
import { PACK_25 } from '../../../src/games/fipsen/pack.js';

/** A Prisdorf 4p deal with dealer 3 (Vorhand is seat 0): the hands, then Skat and rest from what is left. */
function prisdorf(hands: Card[][], skat: Card[]): FipsenState {
  const o = fipsen.resolveOptions('prisdorf', 4, {});
  if (!o.ok) throw new Error(o.reason);
  const used = new Set([...hands.flat(), ...skat]);
  const rest = PACK_25.filter((c) => !used.has(c));
  let s = fipsen.setup({ variant: 'prisdorf', players: 4, options: o.value });
  s = fipsen.apply(s, { kind: 'deal', dealer: 3, hands, piles: { skat, rest } });
  return s;
}

const others: Card[][] = [
  ['9C', '8C', '7S', '8S', '9S'],
  ['TS', 'JS', 'QS', 'KS', '7H'],
  ['TH', 'JH', 'QH', 'KH', 'AH'],
];

function decide(s: FipsenState): FipsenAction {
  const t = fipsen.turn(s);
  if (t.kind !== 'decide') throw new Error('nobody decides');
  return basicDecision(fipsen.view(s, t.seat), fipsen.legalActions(s));
}

const bid = (tricks: number, hand = false, ruten = false): FipsenAction => ({
  kind: 'bid',
  bid: { kind: 'tricks', tricks, hand, ruten, gute: false },
});

describe('Fipsen rules of thumb: the auction', () => {
  it('counts winners: four top trumps and a side Ace bid 5 (with the Skat), not Hand', () => {
    const s = prisdorf([['AC', 'KC', 'QC', 'JC', 'AS'], ...others], ['TC', '7C']);
    expect(expectedTricks(['AC', 'KC', 'QC', 'JC', 'AS'], 'C', PACK_25)).toBeCloseTo(4.9);
    expect(decide(s)).toEqual(bid(5));
  });

  it('passes a hand without winners', () => {
    const s = prisdorf([['7C', '8H', '9H', '7D', 'TC'], ...others], ['AC', 'KC']);
    expect(decide(s)).toEqual({ kind: 'pass' });
  });

  it('holds an equal bid it can make and overcalls no higher (P-R8)', () => {
    let s = prisdorf([['AC', 'KC', '7C', 'AS', '8H'], ...others], ['TC', 'QC']);
    expect(decide(s)).toEqual(bid(3));
    s = fipsen.apply(fipsen.apply(prisdorf([['AC', 'KC', '7C', 'AS', '8H'], ...others], ['TC', 'QC']), bid(2)), bid(3));
    expect(fipsen.turn(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(decide(s)).toEqual({ kind: 'hold' });
  });

  it('bids a Kieker with a picture-less hand of two Aces', () => {
    const s = prisdorf(
      [['AC', 'AS', 'TH', '9H', '8C'], ['9C', '7C', '7S', '8S', '9S'], others[1]!, ['TC', 'JH', 'QH', 'KH', 'AH']],
      ['7H', '8H'],
    );
    expect(decide(s)).toEqual({ kind: 'bid', bid: { kind: 'kieker' } });
  });

  it('announces Siebener Fips when it holds the four sevens and an Ace', () => {
    const s = prisdorf(
      [['7C', '7S', '7H', '7D', 'AC'], ['9C', '8C', 'TS', '8S', '9S'], others[1]!.map((c) => (c === '7H' ? 'AS' : c)), others[2]!],
      ['KC', 'QC'],
    );
    expect(s.phase).toBe('siebener');
    expect(decide(s)).toEqual({ kind: 'siebener' });
  });
});

describe('Fipsen rules of thumb: Skat, discards, trump', () => {
  /** Seat 0 declares `b` (everybody else passes) and, unless `hand`, takes the Skat. */
  function declared(hand: Card[], skat: Card[], b: FipsenAction): FipsenState {
    let s = prisdorf([hand, ...others], skat);
    s = fipsen.apply(s, b);
    for (let i = 0; i < 3; i++) s = fipsen.apply(s, { kind: 'pass' });
    return s;
  }

  it('takes the Skat for a plain 3 with a hand that needs it, then lays away the weakest non-trumps and names clubs', () => {
    let s = declared(['AC', 'KC', 'QC', '7H', '8H'], ['JC', 'TC'], bid(3));
    expect(s.phase).toBe('skat');
    expect(decide(s)).toEqual({ kind: 'skat' });
    s = fipsen.apply(s, { kind: 'skat' });
    const d = decide(s);
    expect(d.kind).toBe('discard');
    expect(d.kind === 'discard' && [...d.cards].sort()).toEqual(['7H', '8H']);
    s = fipsen.apply(s, d);
    expect(decide(s)).toEqual({ kind: 'trump', suit: 'C' });
  });

  it('plays Hand when the five as dealt make the contract with room to spare', () => {
    const s = declared(['AC', 'KC', 'QC', 'JC', '8H'], ['TC', '9C'], bid(2));
    expect(decide(s)).toEqual({ kind: 'hand' });
  });
});

/** A Prisdorf 4p play position: seat 0 declares a plain `tricks` in clubs. */
function playView(
  seat: number,
  hand: Card[],
  trick: { seats: number[]; cards: Card[] } | null,
  phase: 'play' | 'stop' = 'play',
): BasicView {
  const o = fipsen.resolveOptions('prisdorf', 4, {});
  if (!o.ok) throw new Error(o.reason);
  return {
    seat,
    hand,
    variant: 'prisdorf',
    players: 4,
    options: o.value,
    phase,
    auction: null,
    contract: { declarer: 0, bid: { kind: 'tricks', tricks: 3, hand: false, ruten: false, gute: false }, selfNamed: true },
    handGame: false,
    continued: false,
    window: null,
    inDeal: [0, 1, 2, 3],
    trumpSuit: 'C',
    trick: trick ? { leader: trick.seats[0]!, ...trick } : null,
    tricks: [],
    shown: [],
  };
}

const plays = (cards: Card[]): FipsenAction[] => cards.map((card) => ({ kind: 'play', card }));

describe('Fipsen rules of thumb: the play', () => {
  it('the declarer draws trumps with his best one', () => {
    const hand: Card[] = ['9C', 'AC', 'AS', '8H', '7S'];
    expect(basicDecision(playView(0, hand, null), plays(hand))).toEqual({ kind: 'play', card: 'AC' });
  });

  it('a defender cashes a side Ace on lead rather than touching trumps', () => {
    const hand: Card[] = ['TC', 'AH', '9S', '8S', '7H'];
    expect(basicDecision(playView(1, hand, null), plays(hand))).toEqual({ kind: 'play', card: 'AH' });
  });

  it('a defender plays low, last to a trick his partner wins', () => {
    const v = playView(3, ['KS', '7S', '8H'], { seats: [0, 1, 2], cards: ['9S', 'TS', 'AS'] });
    expect(basicDecision(v, plays(['KS', '7S']))).toEqual({ kind: 'play', card: '7S' });
  });

  it('a defender takes the declarer\u2019s card with its cheapest winner', () => {
    const v = playView(1, ['AH', 'KH', '8H', '7C'], { seats: [0], cards: ['QH'] });
    expect(basicDecision(v, plays(['AH', 'KH', '8H']))).toEqual({ kind: 'play', card: 'KH' });
  });

  it('stops with a card that might lose, plays on when every card left is a sure winner', () => {
    const stop: FipsenAction[] = [{ kind: 'stop' }, { kind: 'continue' }];
    const tricks = [
      { index: 1, leader: 0, seats: [0, 1, 2, 3], cards: ['AC', '7C', '8C', '9C'] as Card[], winner: 0 },
      { index: 2, leader: 0, seats: [0, 1, 2, 3], cards: ['KC', 'TC', '7S', '8S'] as Card[], winner: 0 },
      { index: 3, leader: 0, seats: [0, 1, 2, 3], cards: ['QC', '7H', '9S', 'TS'] as Card[], winner: 0 },
    ];
    const sure = { ...playView(0, ['JC', 'AS'], null, 'stop'), tricks };
    expect(basicDecision(sure, stop)).toEqual({ kind: 'continue' });
    const unsure = { ...playView(0, ['JC', 'KH'], null, 'stop'), tricks };
    expect(basicDecision(unsure, stop)).toEqual({ kind: 'stop' });
  });
});
