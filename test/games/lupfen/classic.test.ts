import { describe, expect, it } from 'vitest';
import { LUPFEN_PACK } from '../../../src/games/lupfen/pack.js';
import { Rng } from '../../../src/core/rng.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { deal, lastDelta, legalKeys, newMatch, run } from './scenario.js';

const classic = (players = 4, rules: Record<string, string> = {}, dealer = 0) => newMatch({ variant: 'classic', players, rules, dealer });

// Hands of LUP-C-S1: seat 2 lifts (trump Bells), seat 3 takes two tricks, seat 2 one, seat 0 none.
const S1_HANDS = [
  ['KC', 'TS', 'TH'],
  ['AS', 'AH', 'KH'],
  ['AC', 'JS', 'JH'],
  ['AD', 'TD', 'QC'],
];
const S1_STEPS = [
  '1:pass',
  '2:lift',
  '2:price:3',
  '3:join',
  '0:join',
  '1:drop',
  '2:AC',
  '3:QC',
  '0:KC',
  '2:JS',
  '3:AD',
  '0:TS',
  '3:TD',
  '0:TH',
  '2:JH',
];

describe('Lupfen classic — numbered rules', () => {
  it('R1 3–5 players; play goes to seat+1 (counter-clockwise at the table)', () => {
    expect(lupfen.resolveOptions('classic', 2, {}).ok).toBe(false);
    expect(lupfen.resolveOptions('classic', 6, {}).ok).toBe(false);
    for (const n of [3, 4, 5]) expect(lupfen.resolveOptions('classic', n, {}).ok).toBe(true);
    const s = deal(classic(), S1_HANDS, ['KD']);
    expect(s.pending).toEqual([1, 2, 3, 0]);
  });

  it('R2 a 20-card pack, Ace > Banner > King > Over > Under', () => {
    expect(LUPFEN_PACK).toHaveLength(20);
    expect(new Set(LUPFEN_PACK).size).toBe(20);
    // Bells trump: no trump in the trick, so Acorns decides by rank.
    let s = deal(classic(), 'QC QS QH / TC AS AH / KC KS KH / AC JS JH', ['KD']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:lift', '0:price:1', '1:join', '2:join', '3:join', '0:QC', '1:TC', '2:KC', '3:AC']);
    expect(s.tricks[0]!.winner).toBe(3);
  });

  it('R3 settings: ante, min_price, max_price defaults and bounds', () => {
    const o = lupfen.resolveOptions('classic', 4, {});
    expect(o.ok && o.value).toMatchObject({ ante: 1, min_price: 1, max_price: 10, deals: 20, no_trick_penalty: 'none' });
    const bad = lupfen.resolveOptions('classic', 4, { min_price: '5', max_price: '3' });
    expect(bad).toEqual({ ok: false, reason: 'min_price=5 is above max_price=3; min_price must be at most max_price' });
  });

  it('R4 the first dealer is drawn at random; the deal passes to seat+1, thrown-in deals too', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = lupfen.setup({
        variant: 'classic',
        players: 4,
        options: (lupfen.resolveOptions('classic', 4, {}) as { ok: true; value: never }).value,
      });
      const a = lupfen.drawChance(s, Rng.fromSeed(`dealer-${i}`));
      if (a.kind === 'first-dealer') dealers.add(a.seat);
    }
    expect(dealers.size).toBe(4);
    let s = deal(classic(4, {}, 2), S1_HANDS, ['KD']);
    s = run(s, ['3:pass', '0:pass', '1:pass', '2:pass']);
    expect(s.dealer).toBe(3);
  });

  it('R5 every player antes before every deal', () => {
    const s = classic(4, { ante: '2' });
    expect(s.pot).toBe(8);
    expect(s.balances).toEqual([-2, -2, -2, -2]);
  });

  it("R6 three cards each, one at a time from the dealer's right; the rest is the stock", () => {
    for (const n of [3, 4, 5]) {
      const s = classic(n, {}, 1);
      const a = lupfen.drawChance(s, Rng.fromSeed('deal'));
      if (a.kind !== 'deal') throw new Error('expected a deal');
      expect(a.hands.map((h) => h.length)).toEqual(new Array(n).fill(3));
      expect(a.stock).toHaveLength(20 - 3 * n);
      expect([...a.hands.flat(), ...a.stock].sort()).toEqual([...LUPFEN_PACK].sort());
    }
  });

  it('R7 the first yes lifts, turns the top stock card for trump and names a price in range', () => {
    let s = deal(classic(4, { min_price: '2', max_price: '4' }), S1_HANDS, ['KD']);
    s = run(s, ['1:pass', '2:lift']);
    expect(s.trumpCard).toBe('KD');
    expect(s.stock[0]).toBe('KD');
    expect(legalKeys(s)).toEqual(['call:price:2', 'call:price:3', 'call:price:4']);
    s = run(s, ['2:price:4']);
    expect(s.pot).toBe(8);
    expect(s.balances[2]).toBe(-5);
  });

  it('R8 everyone says no: thrown in, nothing paid, the pot stays (LUP-C-S2)', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:pass']);
    expect(lastDelta(s)).toEqual([-1, -1, -1, -1]);
    expect(s.lastDeal!.pot).toBe(4);
    expect(s.dealer).toBe(1);
    expect(s.pot).toBe(8);
    expect(s.balances).toEqual([-2, -2, -2, -2]);
  });

  it("R9 join order from the lifter's right, decliners and the dealer included", () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, ['1:pass', '2:lift', '2:price:3']);
    expect(s.pending).toEqual([3, 0, 1]);
    s = run(s, ['3:join', '0:drop', '1:join']);
    expect(s.status).toEqual(['out', 'in', 'in', 'in']);
  });

  it('R10 lifter unopposed takes the whole pot, no cards played (LUP-C-S3)', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:pass']);
    s = deal(s, S1_HANDS, ['KD']);
    s = run(s, ['2:lift', '2:price:2', '3:drop', '0:drop', '1:drop']);
    expect(s.history[1]!.delta).toEqual([-1, -1, 7, -1]);
    // The next deal's antes are already paid.
    expect(s.balances).toEqual([-3, -3, 5, -3]);
    expect(s.history[1]!.totals).toEqual([-2, -2, 6, -2]);
    expect(s.history[1]!.pot).toBe(0);
  });

  it('R11 exchange: Under-Under-Over shown, laid aside, bottom three stock cards taken (LUP-C-06, n = 4)', () => {
    const log: GameLine[] = [];
    let s = deal(classic(), 'JC JS QH / JH JD QC / AC AS AH / KC KS KH', ['KD']);
    const stock = s.stock.slice();
    s = run(s, ['1:lift', '1:price:1', '2:join', '3:join', '0:join'], log);
    // The round starts with the lifter.
    s = run(s, ['1:exchange'], log);
    expect(s.hands[1]).toEqual(stock.slice(5, 8));
    expect(s.setAside[1]).toEqual(['JH', 'JD', 'QC']);
    expect(log.slice(-2)).toEqual([
      { type: 'exchange', deal: 1, seat: 1, from: 'stock', gave: ['JH', 'JD', 'QC'], got: stock.slice(5, 8) },
      { type: 'reveal', deal: 1, what: 'exchange', seat: 1, cards: ['JH', 'JD', 'QC'] },
    ]);
    s = run(s, ['0:exchange']);
    expect(s.hands[0]).toEqual(stock.slice(2, 5));
    expect(s.stock).toEqual(stock.slice(0, 2));
    expect(s.stock[0]).toBe('KD');
    expect(s.phase).toBe('play');
  });

  it('R11 at most one exchange with five players; a second eligible player is not asked (LUP-C-06, n = 5)', () => {
    let s = deal(classic(5), 'JC JS QH / JH JD QC / AC AS AH / KC KS KH / TC TS TH', ['KD']);
    const stock = s.stock.slice();
    s = run(s, ['1:lift', '1:price:1', '2:join', '3:join', '4:join', '0:join', '1:exchange']);
    expect(s.hands[1]).toEqual(stock.slice(2, 5));
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toEqual(['JC', 'JS', 'QH']);
  });

  it('R11 three players: two exchanges take s8–s10 then s5–s7; keep is allowed (LUP-C-06, n = 3)', () => {
    let s = deal(classic(3), 'JC JS QH / JH JD QC / AC AS AH', ['KD']);
    const stock = s.stock.slice();
    s = run(s, ['1:lift', '1:price:1', '2:join', '0:join', '1:exchange', '0:exchange']);
    expect(s.hands[1]).toEqual(stock.slice(8, 11));
    expect(s.hands[0]).toEqual(stock.slice(5, 8));
    let k = deal(classic(3), 'JC JS QH / JH JD QC / AC AS AH', ['KD']);
    k = run(k, ['1:lift', '1:price:1', '2:join', '0:join', '1:keep', '0:exchange']);
    expect(k.hands[1]).toEqual(['JH', 'JD', 'QC']);
    expect(k.hands[0]).toEqual(stock.slice(8, 11));
  });

  it('R11 only active players may exchange', () => {
    let s = deal(classic(), 'JC JS QH / AC AS AH / KC KS KH / TC TS TH', ['KD']);
    s = run(s, ['1:lift', '1:price:1', '2:join', '3:join', '0:drop']);
    expect(s.phase).toBe('play');
  });

  it('R12 Three Unders: credited with all three tricks, no play; a dropper gets nothing (LUP-C-05)', () => {
    const hands = [
      ['QC', 'QS', 'QH'],
      ['AC', 'AS', 'AH'],
      ['JC', 'JS', 'JH'],
      ['KC', 'KS', 'KH'],
    ];
    let s = deal(classic(), hands, ['AD']);
    s = run(s, ['1:lift', '1:price:5', '2:join', '3:join', '0:drop']);
    expect(s.history[0]!.tricksWon).toEqual([0, 0, 3, 0]);
    expect(lastDelta(s)).toEqual([-1, -5, 12, -6]);
    let d = deal(classic(), hands, ['AD']);
    d = run(d, ['1:lift', '1:price:5', '2:drop', '3:join', '0:join']);
    expect(d.phase).toBe('play');
  });

  it('R13 lifter leads; follow suit, else any card (no obligation to trump); dropped seats skipped', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, S1_STEPS.slice(0, 6));
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 2 });
    s = run(s, ['2:JS']);
    // Seat 3 is void in Shields and holds trumps: every card is legal (LUP-C-08).
    expect(legalKeys(s).sort()).toEqual(['play:AD', 'play:QC', 'play:TD']);
    s = run(s, ['3:QC', '0:TS']);
    expect(s.tricks[0]).toMatchObject({ leader: 2, cards: ['JS', 'QC', 'TS'], winner: 0 });
  });

  it('R14 settlement in thirds, remainder to the lifter (LUP-C-S1)', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, S1_STEPS);
    expect(s.history[0]!.tricksWon).toEqual([0, 0, 1, 2]);
    expect(lastDelta(s)).toEqual([-4, -1, 1, 4]);
    expect(s.history[0]!.pot).toBe(0);
  });

  it("R15 the match ends after `deals` deals; leftovers shared, odd chips from the last dealer's right", () => {
    const options = lupfen.resolveOptions('classic', 3, { deals: '2' });
    if (!options.ok) throw new Error(options.reason);
    let s = lupfen.setup({ variant: 'classic', players: 3, options: options.value });
    s = lupfen.apply(s, { kind: 'first-dealer', seat: 0 });
    const hands = [
      ['AC', 'AS', 'AH'],
      ['KC', 'KS', 'KH'],
      ['QC', 'QS', 'QH'],
    ];
    s = run(deal(s, hands, ['KD']), ['1:pass', '2:pass', '0:pass']);
    const log: GameLine[] = [];
    s = run(deal(s, hands, ['KD']), ['2:pass', '0:pass', '1:pass'], log);
    // Pot 6 after two thrown-in deals: 2 back each.
    expect(s.phase).toBe('over');
    expect(s.result).toEqual({ totals: [0, 0, 0], winners: [0, 1, 2], reason: 'deals' });
    expect(log.at(-1)).toEqual({ type: 'end', totals: [0, 0, 0], winners: [0, 1, 2], reason: 'deals' });
  });
});

describe('Lupfen classic — worked examples (lupfen.md §6)', () => {
  it('LUP-C-S1 thirds with remainder to lifter', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, S1_STEPS.slice(0, 5));
    expect(s.pot).toBe(13);
    s = run(s, S1_STEPS.slice(5));
    expect(lastDelta(s)).toEqual([-4, -1, 1, 4]);
  });

  it('LUP-C-S2 and S3 everyone says no, then lifter unopposed', () => {
    let s = deal(classic(), S1_HANDS, ['KD']);
    s = run(s, ['1:pass', '2:pass', '3:pass', '0:pass']);
    expect(s.pot).toBe(8);
    expect(s.balances).toEqual([-2, -2, -2, -2]);
    s = deal(s, S1_HANDS, ['KD']);
    s = run(s, ['2:lift', '2:price:2']);
    expect(s.pot).toBe(10);
    s = run(s, ['3:drop', '0:drop', '1:drop']);
    expect(s.history[1]!.totals).toEqual([-2, -2, 6, -2]);
  });

  it('LUP-C-04 remainder to a trickless lifter, five players', () => {
    const hands = [
      ['JS', 'JD', 'TD'],
      ['QC', 'QS', 'KH'],
      ['AD', 'KC', 'QH'],
      ['AS', 'JC', 'AH'],
      ['TC', 'TS', 'TH'],
    ];
    let s = deal(classic(5), hands, ['KD']);
    s = run(s, ['1:lift', '1:price:2', '2:join', '3:join', '4:drop', '0:drop']);
    expect(s.pot).toBe(11);
    s = run(s, ['1:QC', '2:KC', '3:JC', '2:AD', '3:AS', '1:QS', '2:QH', '3:AH', '1:KH']);
    expect(s.history[0]!.tricksWon).toEqual([0, 0, 2, 1, 0]);
    expect(lastDelta(s)).toEqual([-1, -1, 3, 0, -1]);
  });

  it('LUP-C-05 Three Unders, not the lifter', () => {
    let s = deal(classic(), 'QC QS QH / AC AS AH / JC JS JH / KC KS KH', ['AD']);
    s = run(s, ['1:lift', '1:price:5', '2:join', '3:join', '0:drop']);
    expect(lastDelta(s)).toEqual([-1, -5, 12, -6]);
  });

  it('LUP-C-07 trick winner: a trump beats the led suit; an off-suit card never wins', () => {
    let s = deal(classic(), 'AC QS QH / KC KS KH / AH TS TH / JD AS JS', ['KD']);
    s = run(s, ['1:lift', '1:price:1', '2:join', '3:join', '0:join', '1:KC', '2:AH', '3:JD', '0:AC']);
    expect(s.tricks[0]).toMatchObject({ cards: ['KC', 'AH', 'JD', 'AC'], winner: 3 });
    let t = deal(classic(), 'AC QS QH / KC KS KH / AH TS TH / JD AS JS', ['KD']);
    t = run(t, ['1:lift', '1:price:1', '2:join', '3:join', '0:join', '1:KC', '2:AH', '3:AS', '0:AC']);
    expect(t.tricks[0]!.winner).toBe(0);
  });

  it('LUP-C-08 legal moves: void means any card; holding the led suit means follow', () => {
    let s = deal(classic(), 'AS QS QH / KS KC KH / AC TS TH / JC AH KD', ['QD']);
    s = run(s, ['1:lift', '1:price:1', '2:join', '3:join', '0:join', '1:KS', '2:TS', '3:JC', '0:AS']);
    // Seat 0 won the Shields trick; now it leads Shields: seat 1 holds none.
    s = run(s, ['0:QS', '1:KC', '2:AC']);
    expect(legalKeys(s).sort()).toEqual(['play:AH', 'play:KD']);
    let c = deal(classic(), 'AS QS QH / KS KC KH / AC TS TH / JC AH KD', ['QD']);
    c = run(c, ['1:lift', '1:price:1', '2:join', '3:join', '0:join', '1:KC', '2:AC']);
    expect(legalKeys(c)).toEqual(['play:JC']);
  });

  it('LUP-C-09 no_trick_penalty = pot: the trickless player pays the pot before settlement', () => {
    let s = deal(classic(4, { no_trick_penalty: 'pot' }), S1_HANDS, ['KD']);
    s = run(s, S1_STEPS);
    expect(lastDelta(s)).toEqual([-17, -1, 1, 4]);
    expect(s.history[0]!.pot).toBe(13);
  });

  it('no_trick_penalty = price: the trickless player pays the price again', () => {
    let s = deal(classic(4, { no_trick_penalty: 'price' }), S1_HANDS, ['KD']);
    s = run(s, S1_STEPS);
    expect(lastDelta(s)).toEqual([-7, -1, 1, 4]);
    expect(s.history[0]!.pot).toBe(3);
  });
});
