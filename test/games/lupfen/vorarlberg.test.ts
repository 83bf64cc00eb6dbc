import { describe, expect, it } from 'vitest';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { deal, forced, lastDelta, legalKeys, newMatch, run } from './scenario.js';

const vbg = (opts: { players?: number; rules?: Record<string, string>; dealer?: number; pot?: number } = {}) =>
  newMatch({ variant: 'vorarlberg', ...opts });

// LUP-V-04's force: trump Bells; seat 1 takes two tricks, seat 2 one, seats 3 and 0 none.
const FORCE_HANDS = [
  ['JC', 'TS', 'QH'],
  ['AD', 'TD', 'QC'],
  ['AC', 'KS', 'JH'],
  ['KC', 'QS', 'TH'],
];
const FORCE_PLAY = ['1:AD', '2:KS', '3:QS', '0:TS', '1:TD', '2:JH', '3:TH', '0:QH', '1:QC', '2:AC', '3:KC', '0:JC'];

// LUP-V-S1: trump Hearts; seat 1 lupfs and takes one trick, seat 2 two, seat 3 none; the dealer passes.
const S1_HANDS = [
  ['TC', 'TD', 'TS'],
  ['AC', 'KD', 'QS'],
  ['AH', 'TH', 'JC'],
  ['KC', 'QD', 'JS'],
];
const S1_PLAY = ['1:AC', '2:JC', '3:KC', '1:KD', '2:TH', '3:QD', '2:AH', '3:JS', '1:QS'];

describe('Lupfen vorarlberg — numbered rules', () => {
  it('R1 3–6 players; play goes to seat+1 (clockwise at the table)', () => {
    expect(lupfen.resolveOptions('vorarlberg', 2, {}).ok).toBe(false);
    expect(lupfen.resolveOptions('vorarlberg', 7, {}).ok).toBe(false);
    for (const n of [3, 4, 5, 6]) expect(lupfen.resolveOptions('vorarlberg', n, {}).ok).toBe(true);
  });

  it('R2 German suit labels by default, Swiss with deck_style', () => {
    const o = lupfen.resolveOptions('vorarlberg', 4, {});
    expect(o.ok && o.value['deck_style']).toBe('german');
    const s = lupfen.resolveOptions('vorarlberg', 4, { deck_style: 'swiss' });
    expect(s.ok && s.value['deck_style']).toBe('swiss');
  });

  it('R3 ante 3 by default', () => {
    expect(vbg().pot).toBe(12);
  });

  it("R4 the next dealer is seat+1 (the dealer's left)", () => {
    let s = deal(vbg({ dealer: 2 }), FORCE_HANDS, ['KD']);
    s = run(s, ['3:KC', '0:JC', '1:QC', '2:AC']);
    expect(s.dealNo).toBe(1);
    s = run(s, ['2:KS', '3:QS', '0:TS', '1:TD', '1:AD', '2:JH', '3:TH', '0:QH']);
    expect(s.dealNo).toBe(2);
    expect(s.dealer).toBe(3);
  });

  it('R5 Ständer is announced after the deal, with no effect on money', () => {
    const log: GameLine[] = [];
    const s = deal(vbg(), 'AC KC QC / AD TD JS / AS KS JH / TC QS TH', ['KD'], log);
    expect(log.filter((l) => l.type === 'reveal' && l.what === 'staender')).toEqual([
      { type: 'reveal', deal: 1, what: 'staender', seat: 0 },
    ]);
    const off = deal(vbg({ rules: { staender: 'false' } }), 'AC KC QC / AD TD JS / AS KS JH / TC QS TH', ['KD']);
    expect(off.reveals.some((r) => r.what === 'staender')).toBe(false);
    expect(off.pot).toBe(s.pot);
  });

  it('R6 the first deal and a deal starting with an exhausted pot are forces; otherwise a Lupfen round', () => {
    expect(vbg().kind).toBe('force');
    expect(vbg({ pot: 3 }).kind).toBe('lupfen');
    expect(vbg({ pot: 2 }).kind).toBe('force');
  });

  it("R7 force: antes, trump turned, everybody plays, the dealer's left leads (LUP-V-04)", () => {
    let s = deal(vbg(), FORCE_HANDS, ['KD']);
    expect(s.trumpCard).toBe('KD');
    expect(s.status).toEqual(['in', 'in', 'in', 'in']);
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 1 });
    s = run(s, FORCE_PLAY);
    expect(s.history[0]!.tricksWon).toEqual([0, 2, 1, 0]);
    expect(lastDelta(s)).toEqual([-15, 5, 1, -15]);
    expect(s.history[0]!.pot).toBe(24);
    expect(s.kind).toBe('lupfen');
  });

  it('R8 Lupfen round: pass drops out, the first lupf turns trump, later players say mit or pass (LUP-V-05)', () => {
    let s = vbg({ pot: 24, dealer: 1 });
    expect(s.pot).toBe(24);
    s = deal(s, 'KC KS AD / TC TS TD / JC JS QC / AC AS QD', ['KH']);
    expect(s.trumpCard).toBeNull();
    s = run(s, ['2:pass', '3:lift']);
    expect(s.trumpCard).toBe('KH');
    expect(s.pending).toEqual([0, 1]);
    s = run(s, ['0:join', '1:drop']);
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 3 });
    s = run(s, ['3:AC', '0:KC', '3:AS', '0:KS', '3:QD', '0:AD']);
    expect(lastDelta(s)).toEqual([8, 0, 0, 16]);
    expect(s.history[0]!.pot).toBe(0);
    expect(s.kind).toBe('force');
  });

  it('R8.4 nobody lupfs: thrown in, pot stays, next dealer, another Lupfen round (LUP-V-15)', () => {
    let s = deal(vbg({ pot: 24 }), S1_HANDS, ['KH']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:pass']);
    expect(lastDelta(s)).toEqual([0, 0, 0, 0]);
    expect(s.pot).toBe(24);
    expect(s.dealer).toBe(1);
    expect(s.kind).toBe('lupfen');
  });

  it('R8.5 no mit: the lifter takes the pot; everybody passed to the dealer (LUP-V-06, LUP-V-15)', () => {
    let s = deal(vbg({ pot: 24 }), S1_HANDS, ['KH']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:lift']);
    expect(lastDelta(s)).toEqual([24, 0, 0, 0]);
    expect(s.pot).toBe(12); // the next deal is a force: antes
    expect(s.kind).toBe('force');
  });

  it('R9 active players: the lifter and those who said mit', () => {
    let s = deal(vbg({ pot: 12 }), S1_HANDS, ['KH']);
    s = run(s, ['1:lift', '2:join', '3:join', '0:drop']);
    expect(s.status).toEqual(['out', 'in', 'in', 'in']);
  });

  it('R10 must follow suit, else must trump, else any card (LUP-V-14)', () => {
    let s = deal(vbg({ pot: 12 }), 'TC TD TS / AS KD QS / KC JH AD / QC QD JS', ['KH']);
    s = run(s, ['1:lift', '2:join', '3:join', '0:drop', '1:AS']);
    expect(legalKeys(s)).toEqual(['play:JH']);
    let t = deal(vbg({ pot: 12 }), 'TC TD TS / AS KD QS / KC AC AD / QC QD JS', ['KH']);
    t = run(t, ['1:lift', '2:join', '3:join', '0:drop', '1:AS']);
    expect(legalKeys(t).sort()).toEqual(['play:AC', 'play:AD', 'play:KC']);
  });

  it('R11 settlement: thirds per trick, remainder stays, trickless pay the pot (LUP-V-S1)', () => {
    let s = deal(vbg({ pot: 12 }), S1_HANDS, ['KH']);
    s = run(s, ['1:lift', '2:join', '3:join', '0:drop', ...S1_PLAY]);
    expect(s.history[0]!.tricksWon).toEqual([0, 1, 2, 0]);
    expect(lastDelta(s)).toEqual([0, 4, 8, -12]);
    expect(s.history[0]!.pot).toBe(12);
  });

  it('R12 Three Unters in a force: credited three tricks, every other player pays the pot (LUP-V-07)', () => {
    const log: GameLine[] = [];
    const s = deal(vbg(), 'JC JS JH / AD TD QC / AC KS QH / KC QS TH', ['KD'], log);
    expect(log).toContainEqual({ type: 'reveal', deal: 1, what: 'three-unders', seat: 0, cards: ['JC', 'JS', 'JH'] });
    expect(lastDelta(s)).toEqual([9, -15, -15, -15]);
    expect(s.history[0]!.pot).toBe(36);
  });

  it('R12 Three Unters in a Lupfen round: revealed after the decisions (LUP-V-08)', () => {
    let s = deal(vbg({ pot: 36, dealer: 1 }), 'AC AS AH / TC TS TH / KC KS KH / JC JS JD', ['QD']);
    s = run(s, ['2:lift', '3:join', '0:join', '1:drop']);
    expect(lastDelta(s)).toEqual([-36, 0, -36, 36]);
    expect(s.history[0]!.pot).toBe(72);
  });

  it('R12 a lifter with Three Unters and no mit simply takes the pot', () => {
    let s = deal(vbg({ pot: 12 }), 'AC AS AH / JC JS JD / KC KS KH / TC TS TH', ['QD']);
    s = run(s, ['1:lift', '2:drop', '3:drop', '0:drop']);
    expect(lastDelta(s)).toEqual([0, 12, 0, 0]);
  });

  it('R13 Scrap in a force: same dealer deals again, no antes again', () => {
    let s = deal(vbg({ dealer: 0 }), 'AC AS AH / JC JS QD / KC KS KH / TC TS TH', ['KD']);
    expect(s.phase).toBe('scrap');
    // Asked in secret: the table knows only that the round goes round everybody from the dealer's left.
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 1, secret: { asked: [1, 2, 3, 0] } });
    s = run(s, ['1:scrap']);
    expect(lastDelta(s)).toEqual([-3, -3, -3, -3]);
    expect(s.dealer).toBe(0);
    expect(s.kind).toBe('force');
    expect(s.pot).toBe(12);
    expect(s.dealNo).toBe(2);
  });

  it('R13 Scrap in a Lupfen round: only active players, after the decisions; no payments (LUP-V-09)', () => {
    let s = deal(vbg({ pot: 72, dealer: 1 }), 'AC AS AH / TC TS TH / JC JS QD / KC KS KH', ['KD']);
    s = run(s, ['2:lift', '3:join', '0:drop', '1:drop', '2:scrap']);
    expect(lastDelta(s)).toEqual([0, 0, 0, 0]);
    expect(s.pot).toBe(72);
    expect(s.dealer).toBe(1);
    expect(s.kind).toBe('lupfen');
    // A passer holding the hand is not asked.
    let p = deal(vbg({ pot: 72, dealer: 1 }), 'AC AS AH / TC TS TH / JC JS QD / KC KS KH', ['KD']);
    p = run(p, ['2:pass', '3:lift', '0:join', '1:drop']);
    expect(p.phase).toBe('play');
  });

  it("R14 after the target the match ends when the pot is exhausted; leftovers from the dealer's left", () => {
    let s = vbg({ rules: { deals: '1', ante: '1' } });
    expect(s.pot).toBe(4);
    const log: GameLine[] = [];
    s = deal(s, FORCE_HANDS, ['KD']);
    s = run(s, FORCE_PLAY, log);
    // Pot 4: seat 1 +2, seat 2 +1, remainder 1, two trickless pay 4 → pot 9: not exhausted, go on.
    expect(s.phase).not.toBe('over');
    expect(s.kind).toBe('lupfen');
    s = deal(s, S1_HANDS, ['KH']);
    s = run(s, ['2:lift', '3:drop', '0:drop', '1:drop'], log);
    expect(s.result).toEqual({ totals: s.balances, winners: [2], reason: 'pot-empty' });
    expect(log.at(-1)).toMatchObject({ type: 'end', reason: 'pot-empty', winners: [2] });
  });

  it('R14 thirty deals after the target the match ends anyway, leftovers shared', () => {
    let s = vbg({ pot: 30, rules: { deals: '1' } });
    for (let i = 0; i < 31 && s.phase !== 'over'; i++) {
      const order = [1, 2, 3, 0].map((k) => (s.dealer + k) % 4);
      s = deal(s, S1_HANDS, ['KH']);
      s = run(
        s,
        order.map((seat) => `${seat}:pass`),
      );
    }
    expect(s.result?.reason).toBe('deals');
    expect(s.dealsDone).toBe(31);
    expect(s.balances.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('Lupfen — table limit [program decision]', () => {
  it('the match ends at once when the pot reaches a trillion chips, leftovers shared', () => {
    let s = vbg({ pot: 999_999_999_996 });
    expect(s.kind).toBe('lupfen');
    s = deal(s, S1_HANDS, ['KH']);
    s = run(s, ['1:lift', '2:join', '3:join', '0:drop', ...S1_PLAY]);
    // Seat 3 took no trick and paid the pot: 1,999,999,999,992 in the pot ends the match.
    expect(s.result?.reason).toBe('target');
    expect(s.pot).toBe(0);
    expect(s.balances.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('a 6-player blind, compulsory-hearts match stays exact (the case that once passed 2^53)', () => {
    const options = lupfen.resolveOptions('vorarlberg', 6, {
      ante: '1',
      compulsory_hearts: 'true',
      blind_lupf: 'true',
      pass_before_lupf_final: 'false',
      deals: '6',
    });
    if (!options.ok) throw new Error(options.reason);
    let st = lupfen.setup({ variant: 'vorarlberg', players: 6, options: options.value });
    const rng = Rng.fromSeed('3sO[k!');
    while (lupfen.turn(st).kind !== 'over') {
      if (lupfen.turn(st).kind === 'chance') st = lupfen.apply(st, lupfen.drawChance(st, rng));
      else {
        const legal = lupfen.legalActions(st);
        st = lupfen.apply(st, legal[rng.int(legal.length)]!);
      }
      expect(Number.isSafeInteger(st.pot)).toBe(true);
      expect(st.balances.reduce((a, b) => a + b, 0) + st.pot).toBe(0);
    }
  });
});

describe('Lupfen vorarlberg — house rules', () => {
  it('dealer_stake with shoving: fees, the final dealer deals, next dealer after him (LUP-V-13)', () => {
    const log: GameLine[] = [];
    let s = vbg({ rules: { dealer_stake: '3', shoving: 'true' } });
    expect(s.pot).toBe(15);
    expect(legalKeys(s)).toEqual(['call:shove', 'call:deal']);
    s = run(s, ['0:shove', '1:deal']);
    expect(s.pot).toBe(18);
    expect(s.dealer).toBe(1);
    s = deal(s, FORCE_HANDS, ['KD'], log);
    expect(log[0]).toMatchObject({ type: 'deal', dealer: 1 });
    s = run(s, ['2:AC', '3:KC', '0:JC', '1:QC', '2:KS', '3:QS', '0:TS', '1:TD', '1:AD', '2:JH', '3:TH', '0:QH']);
    expect(s.history[0]!.tricksWon).toEqual([0, 2, 1, 0]);
    expect(lastDelta(s)).toEqual([-24, 6, 3, -21]);
    expect(s.dealer).toBe(2);
  });

  it('shoving: each player shoves once; the one it comes back to must deal (L-V15)', () => {
    let s = vbg({ players: 3, rules: { dealer_stake: '3', shoving: 'true' } });
    s = run(s, ['0:shove', '1:shove', '2:shove']);
    // Back at seat 0, who already shoved and paid: the deal is forced, no second fee.
    expect(s.phase).toBe('deal');
    expect(s.dealer).toBe(0);
    expect(s.pot).toBe(9 + 9);
  });

  it('dealer_stake without shoving: the dealer pays every deal, Lupfen rounds too', () => {
    let s = vbg({ pot: 12, rules: { dealer_stake: '6' } });
    expect(s.kind).toBe('lupfen');
    expect(s.pot).toBe(18);
    s = deal(s, S1_HANDS, ['KH']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:pass']);
    expect(lastDelta(s)).toEqual([-6, 0, 0, 0]);
  });

  it('compulsory_hearts: a Heart lupf card brings everybody in, earlier passers too (L-V17)', () => {
    let s = deal(vbg({ pot: 12, rules: { compulsory_hearts: 'true' } }), S1_HANDS, ['KH']);
    s = run(s, ['1:pass', '2:lift']);
    expect(s.status).toEqual(['in', 'in', 'in', 'in']);
    expect(s.phase).toBe('play');
    let d = deal(vbg({ pot: 12, rules: { compulsory_hearts: 'true' } }), S1_HANDS, ['KS']);
    d = run(d, ['1:pass', '2:lift']);
    expect(legalKeys(d)).toEqual(['call:join', 'call:drop']);
  });

  it('compulsory_lupf: two Sows may not pass — lupf, or mit after a lupf (L-V18)', () => {
    let s = deal(vbg({ pot: 12, rules: { compulsory_lupf: 'true' } }), 'TC TD TS / AC AS QD / KC KD JS / QC JD QS', ['KH']);
    s = forced(s);
    expect(s.lifter).toBe(1);
    expect(s.calls).toEqual([{ seat: 1, call: 'lift' }]);
    let m = deal(vbg({ pot: 12, rules: { compulsory_lupf: 'true' } }), 'TC TD TS / KC KD JS / AC AS QD / QC JD QS', ['KH']);
    m = run(m, ['1:lift']);
    expect(m.status[2]).toBe('in');
  });

  it('blind_lupf: cards hidden until looked at; a blind lift doubles what the trickless pay (LUP-V-12)', () => {
    let s = deal(vbg({ pot: 12, rules: { blind_lupf: 'true' } }), 'TC TD TS / QC QD JS / AC AS AH / KC KD QS', ['KH']);
    expect(lupfen.view(s, 1).hand).toBeNull();
    expect(legalKeys(s)).toEqual(['look', 'call:lift:blind']);
    s = run(s, ['1:blind']);
    expect(lupfen.view(s, 1).hand).toEqual(['QC', 'QD', 'JS']);
    s = run(s, ['2:join', '3:drop', '0:drop', '1:QC', '2:AC', '2:AS', '1:JS', '2:AH', '1:QD']);
    expect(s.history[0]!.tricksWon).toEqual([0, 0, 3, 0]);
    expect(lastDelta(s)).toEqual([0, -24, 12, 0]);
    expect(s.history[0]!.pot).toBe(24);
  });

  it('blind_lupf: looking first, then a normal pass or lupf', () => {
    let s = deal(vbg({ pot: 12, rules: { blind_lupf: 'true' } }), S1_HANDS, ['KH']);
    s = run(s, ['1:look']);
    expect(lupfen.view(s, 1).hand).toEqual(['AC', 'KD', 'QS']);
    expect(lupfen.view(s, 2).hand).toBeNull();
    expect(legalKeys(s)).toEqual(['call:pass', 'call:lift']);
  });

  it('pass_before_lupf_final = false: earlier passers are asked after the later players (LUP-V-16)', () => {
    let s = deal(vbg({ pot: 24, rules: { pass_before_lupf_final: 'false' } }), S1_HANDS, ['KH']);
    s = run(s, ['1:pass', '2:lift', '3:join', '0:drop']);
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 1 });
    s = run(s, ['1:join']);
    expect(s.status).toEqual(['out', 'in', 'in', 'in']);
    // The first active player from the dealer's left leads: the returning passer.
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 1 });
  });

  it('option checks: dealer_stake multiple of 3, shoving needs a stake', () => {
    expect(lupfen.resolveOptions('vorarlberg', 4, { dealer_stake: '4' })).toEqual({
      ok: false,
      reason: 'option dealer_stake=4 is not valid; accepted: a whole number from 0 to 999, a multiple of 3',
    });
    expect(lupfen.resolveOptions('vorarlberg', 4, { shoving: 'true' })).toEqual({
      ok: false,
      reason: 'shoving=true needs a dealer stake; set dealer_stake to 3, 6, 9 …',
    });
    expect(lupfen.resolveOptions('vorarlberg', 4, { max_price: '3' }).ok).toBe(false);
  });
});

describe('Lupfen vorarlberg — worked examples (lupfen.md §6)', () => {
  it('LUP-V-S2 the winner of all three tricks takes the pot; the two mit players pay it', () => {
    let s = deal(vbg({ pot: 12 }), 'TC TD TS / AH TH AC / KC QD JS / QC KD QS', ['KH']);
    s = run(s, ['1:lift', '2:join', '3:join', '0:drop', '1:AH', '2:KC', '3:QC', '1:TH', '2:QD', '3:KD', '1:AC', '2:JS', '3:QS']);
    expect(lastDelta(s)).toEqual([0, 12, -12, -12]);
    expect(s.history[0]!.pot).toBe(24);
  });

  it('LUP-V-03 a 3-player force where everyone takes a trick: the next deal is a force again', () => {
    let s = deal(vbg({ players: 3 }), 'AC KS QH / KC AS TH / QC QS AH', ['KD']);
    s = run(s, ['1:KC', '2:QC', '0:AC', '0:KS', '1:AS', '2:QS', '1:TH', '2:AH', '0:QH']);
    expect(s.history[0]!.tricksWon).toEqual([1, 1, 1]);
    expect(lastDelta(s)).toEqual([0, 0, 0]);
    expect(s.kind).toBe('force');
    expect(s.pot).toBe(9);
  });

  it('LUP-V-10 and LUP-V-11 remainders with ante 1 until the pot is exhausted', () => {
    let s = vbg({ rules: { ante: '1' } });
    s = deal(s, 'TS QH JC / AD KS QC / AC QS KH / KC AS TH', ['KD']);
    s = run(s, ['1:QC', '2:AC', '3:KC', '0:JC', '2:QS', '3:AS', '0:TS', '1:KS', '3:TH', '0:QH', '1:AD', '2:KH']);
    expect(s.history[0]!.tricksWon).toEqual([0, 1, 1, 1]);
    expect(lastDelta(s)).toEqual([-5, 0, 0, 0]);
    expect(s.pot).toBe(5);
    expect(s.kind).toBe('lupfen');
    s = deal(s, 'AC AS QD / TC TS TD / KC KS AD / QC QS JS', ['KH']);
    s = run(s, ['2:pass', '3:pass', '0:lift', '1:join', '0:AC', '1:TC', '0:AS', '1:TS', '0:QD', '1:TD']);
    expect(s.history[1]!.tricksWon).toEqual([2, 1, 0, 0]);
    expect(s.history[1]!.delta).toEqual([2, 1, 0, 0]);
    expect(s.history[1]!.pot).toBe(2);
    expect(s.kind).toBe('force');
    expect(s.pot).toBe(6);
  });
});
