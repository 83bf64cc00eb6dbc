// The Kloepper bot core: bot:normal's rules of thumb and the determinisation sampler.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { isSamePack } from '../../../src/core/packs.js';
import { Rng } from '../../../src/core/rng.js';
import { basicDecision } from '../../../src/games/kloepper/bots/basic.js';
import { sampleKloepperState } from '../../../src/games/kloepper/bots/sampler.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { KLOEPPER_PACK } from '../../../src/games/kloepper/rules.js';
import type { KloepperAction, KloepperState } from '../../../src/games/kloepper/types.js';
import { dealt, options, run } from './helpers.js';

const decide = (s: KloepperState): KloepperAction => {
  const t = kloepper.turn(s);
  if (t.kind !== 'decide') throw new Error('not a decision');
  return basicDecision(kloepper.view(s, t.seat), kloepper.legalActions(s));
};

describe('bot:normal rules of thumb', () => {
  it('calls the ace of a suit where it holds a low card and no ace', () => {
    const s = dealt([
      ['AH', '9C', '9S', '9H', 'KH', 'QH'],
      ['AS', 'TS', 'KS', 'TH', '9D', 'QD'],
      ['QC', 'QS', 'AC', 'JC', 'TC', 'JH'],
      ['KC', 'JS', 'JD', 'AD', 'TD', 'KD'],
    ], { dealer: 3 });
    // Seat 2: Q♣ Q♠ A♣ J♣ 10♣ J♥ holds A♣ (no club call) and no spade or heart: it still calls.
    const a = decide(s);
    expect(a.kind).toBe('call');
    const s2 = dealt([
      ['AH', '9C', '9S', '9H', 'KH', 'QH'],
      ['AS', 'TS', 'KD', 'TH', '9D', 'QD'],
      ['QC', 'QS', 'AC', 'JC', 'KS', 'TC'],
      ['KC', 'JS', 'JD', 'AD', 'TD', 'JH'],
    ], { dealer: 3 });
    // Seat 2 holds K♠ and no A♠: it calls A♠.
    expect(decide(s2)).toEqual({ kind: 'call', suit: 'S' });
  });

  it('goes alone only with a very strong hand', () => {
    const s = dealt([
      ['AH', '9C', '9S', '9H', 'KH', 'QH'],
      ['AS', 'TS', 'KS', 'TH', '9D', 'QD'],
      ['QC', 'QS', 'JC', 'JS', 'JH', 'AC'],
      ['KC', 'TC', 'JD', 'AD', 'TD', 'KD'],
    ], { dealer: 3 });
    expect(decide(s)).toEqual({ kind: 'alone' });
  });

  it('knocks on a strong queen side and knocks back with a hand that can take a trick', () => {
    const s = dealt([
      ['QC', 'JC', 'JS', 'AD', 'TD', '9C'],
      ['QS', '9S', 'KS', 'TH', '9H', 'QH'],
      ['AC', 'TC', 'KC', 'AS', 'TS', 'AH'],
      ['JH', 'JD', 'KD', 'QD', '9D', 'KH'],
    ], { dealer: 3 });
    expect(decide(s)).toEqual({ kind: 'knock' });
    const asked = kloepper.apply(s, { kind: 'knock' });
    expect(kloepper.turn(asked)).toMatchObject({ seat: 2 });
    expect(decide(asked)).toEqual({ kind: 'no-counter-knock' });
    const next = kloepper.apply(asked, { kind: 'no-counter-knock' });
    expect(kloepper.turn(next)).toMatchObject({ seat: 3 });
    expect(decide(next)).toEqual({ kind: 'counter-knock' }); // five trumps
  });

  it('leads trumps as the queen side and schmears points onto a trick its known partner wins', () => {
    const hands = [
      ['QC', 'JC', '9H', 'AH', 'TH', '9C'],
      ['QS', 'TS', 'AS', 'KS', '9D', 'QH'],
      ['AC', 'TC', 'KC', '9S', 'KH', 'JS'],
      ['JH', 'JD', 'KD', 'QD', 'TD', 'AD'],
    ];
    let s = dealt(hands, { dealer: 3, raw: { knocking: 'false' } });
    expect(decide(s)).toEqual({ kind: 'play', card: 'QC' }); // the master trump
    s = run(s, ['QC']).state;
    // Seat 1 (Q♠) knows seat 0 is its partner: Q♣ wins, so it gives the most points it may.
    expect(kloepper.view(s, 1).sides).toEqual([0, 0, 1, 1]);
    expect(decide(s)).toEqual({ kind: 'play', card: '9D' }); // must follow trumps: Q♠ or 9♦; keeps Q♠
  });

  it('schmears an ace onto a trick its partner wins when only partners play after it', () => {
    const s = run(
      dealt([
        ['QC', 'QS', 'JC', 'JS', 'JH', '9C'],
        ['AC', 'TC', 'KC', '9S', '9H', 'KH'],
        ['AS', 'TS', 'KS', 'TH', 'QH', '9D'],
        ['JD', 'AD', 'TD', 'KD', 'QD', 'AH'],
      ], { dealer: 3, raw: { knocking: 'false' } }),
      ['alone', '9C', 'AC'],
    ).state;
    expect(kloepper.view(s, 2).sides).toEqual([0, 1, 1, 1]);
    expect(decide(s)).toEqual({ kind: 'play', card: 'AS' });
  });

  it('takes a trick cheaply as the last player and keeps the Q♣ when a lower card wins', () => {
    const t = run(
      dealt([
        ['9S', '9C', 'AS', '9H', 'KH', 'QH'],
        ['TS', 'KS', 'AH', 'TH', '9D', 'QD'],
        ['QC', 'JC', 'AC', 'TC', 'KC', 'JH'],
        ['QS', 'JS', 'JD', 'AD', 'TD', 'KD'],
      ], { dealer: 2, raw: { knocking: 'false' } }),
      ['JS', 'AS', '9D'],
    ).state;
    // J♠ led: seat 2 (last) wins with J♣ rather than Q♣, and takes the ace's 11 points.
    expect(kloepper.turn(t)).toMatchObject({ seat: 2 });
    expect(decide(t)).toEqual({ kind: 'play', card: 'JC' });
  });

  it('scores more game points per deal than random players at the same table', () => {
    const opts = options({ target: '10000' });
    const rng = Rng.fromSeed('basic-vs-random');
    let s = kloepper.setup({ variant: 'standard', players: 4, options: opts });
    while (s.dealsDone < 800) {
      const t = kloepper.turn(s);
      if (t.kind === 'chance') s = kloepper.apply(s, kloepper.drawChance(s, rng));
      else if (t.kind === 'decide') {
        const legal = kloepper.legalActions(s);
        s = kloepper.apply(s, t.seat % 2 === 0 ? basicDecision(kloepper.view(s, t.seat), legal) : rng.pick(legal));
      } else break;
    }
    const perDeal = s.balances.map((b) => b / s.dealsDone);
    // Measured: about +2.5 a deal for bot:normal against +1.6 for random (seats 0 and 2 vs 1 and 3).
    expect(Math.min(perDeal[0]!, perDeal[2]!)).toBeGreaterThan(Math.max(perDeal[1]!, perDeal[3]!) + 0.5);
  });

  it('plays whole matches with only legal actions', () => {
    for (let k = 0; k < 5; k++) {
      const rng = Rng.fromSeed(`basic-${k}`);
      let s = kloepper.setup({ variant: 'standard', players: 4, options: options({ target: '40', self_call: String(k % 2 === 0) }) });
      for (;;) {
        const t = kloepper.turn(s);
        if (t.kind === 'over') break;
        if (t.kind === 'chance') s = kloepper.apply(s, kloepper.drawChance(s, rng));
        else {
          const legal = kloepper.legalActions(s);
          const a = basicDecision(kloepper.view(s, t.seat), legal);
          expect(legal).toContain(a);
          s = kloepper.apply(s, a);
        }
      }
      expect(kloepper.result(s)!.reason).toBe('target');
    }
  });
});

describe('Kloepper sampler', () => {
  it('a sampled state looks exactly like the view it was drawn from, over many random positions', () => {
    let checked = 0;
    for (let k = 0; k < 40; k++) {
      const rng = Rng.fromSeed(`sampler-${k}`);
      const raw = { self_call: String(k % 3 === 0), call_needs_suit: String(k % 4 === 1), target: '30' };
      let s = kloepper.setup({ variant: 'standard', players: 4, options: options(raw) });
      for (let step = 0; step < 400; step++) {
        const t = kloepper.turn(s);
        if (t.kind === 'over') break;
        if (t.kind === 'chance') {
          s = kloepper.apply(s, kloepper.drawChance(s, rng));
          continue;
        }
        const legal = kloepper.legalActions(s);
        // The deciding seat, and once in a while another seat too.
        const seats = [t.seat, ...(step % 5 === 0 ? [(t.seat + 1 + (step % 3)) % 4] : [])];
        for (const seat of seats) {
          const view = kloepper.view(s, seat);
          const sample = sampleKloepperState(view, rng);
          expect(kloepper.view(sample, seat)).toEqual(view);
          expect(isSamePack([...sample.hands.flat(), ...sample.tricks.flatMap((x) => x.cards), ...(sample.trick?.cards ?? [])] as Card[], KLOEPPER_PACK)).toBe(true);
          if (seat === t.seat) {
            expect(kloepper.legalActions(sample).map(kloepper.actionKey)).toEqual(legal.map(kloepper.actionKey));
          }
          checked++;
        }
        s = kloepper.apply(s, rng.pick(legal));
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('places the hidden black queen evenly among the seats that may hold it', () => {
    const s = dealt([
      ['QC', 'JC', 'AH', '9H', '9C', 'KH'],
      ['AC', 'TC', 'KC', '9S', 'QS', 'TH'],
      ['AS', 'TS', 'KS', 'JS', 'QH', '9D'],
      ['JD', 'AD', 'TD', 'KD', 'QD', 'JH'],
    ], { dealer: 3, raw: { knocking: 'false' } });
    const view = kloepper.view(s, 0);
    const rng = Rng.fromSeed('even');
    const count = [0, 0, 0, 0];
    for (let k = 0; k < 3000; k++) count[sampleKloepperState(view, rng).hands.findIndex((h) => h.includes('QS'))]!++;
    expect(count[0]).toBe(0);
    for (const x of [1, 2, 3]) expect(count[x]! / 3000).toBeGreaterThan(0.29);
    for (const x of [1, 2, 3]) expect(count[x]! / 3000).toBeLessThan(0.38);
  });

  it('keeps the hidden facts: the caller holds both queens, the called ace is elsewhere, voids hold', () => {
    const s = run(
      dealt([
        ['AH', '9C', '9S', '9H', 'KH', 'QH'],
        ['AS', 'TS', 'KS', 'TH', '9D', 'QD'],
        ['QC', 'QS', 'AC', 'JC', 'JS', 'JH'],
        ['TC', 'KC', 'JD', 'AD', 'TD', 'KD'],
      ], { dealer: 3 }),
      ['call:H', '9S', 'AS', 'JS'],
    ).state;
    const view = kloepper.view(s, 3);
    for (let k = 0; k < 200; k++) {
      const w = sampleKloepperState(view, Rng.fromSeed(`facts-${k}`));
      expect(w.hands[2]).toContain('QC');
      expect(w.hands[2]).toContain('QS');
      expect(w.hands[2]).not.toContain('AH');
      expect(w.queenSide).toContain(2);
      // Seat 2 trumped a spade lead: it holds no spade.
      expect(w.hands[2]!.some((c) => c[1] === 'S' && c !== 'QS' && c[0] !== 'J')).toBe(false);
    }
  });
});
