// Every numbered rule of toeppen.md §3 and every worked example of §6 as exact assertions.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng, shuffled } from '../../../src/core/rng.js';
import { trickWinnerIndex } from '../../../src/core/trick.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { TRICK_RULES, toeppenPack } from '../../../src/games/toeppen/rules.js';
import type { ToeppenState } from '../../../src/games/toeppen/types.js';
import { allStay, deal, finedThisDeal, knockAndPlay, legalKeys, newMatch, playTS5, run } from './scenario.js';

const resolve = (players: number, raw: Record<string, string> = {}) => toeppen.resolveOptions('standard', players, raw);
function options(players: number, raw: Record<string, string> = {}) {
  const r = resolve(players, raw);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

// A 4-player deal where seat 1 holds the four tens and wins every trick; seat 0 leads (dealer 3).
const TENS_DEAL = [
  ['9C', '9S', '9H', '9D'],
  ['TC', 'TS', 'TH', 'TD'],
  ['8C', '8S', '8H', '8D'],
  ['7C', '7S', '7H', '7D'],
];

function tensDeal(log?: GameLine[]): ToeppenState {
  return allStay(deal(newMatch({ dealer: 3 }), TENS_DEAL, log), log);
}

const potential = (s: ToeppenState): readonly number[] => toeppen.view(s, 0).potentialFines;

describe('R1 players', () => {
  it('4 to 8 players, each for himself', () => {
    expect(resolve(3).ok).toBe(false);
    expect(resolve(9).ok).toBe(false);
    for (let n = 4; n <= 8; n++) expect(resolve(n).ok).toBe(true);
    expect(options(4)).toEqual({ players: 4, drittsekk: 8, deals: 10, fine_label: 'units', show_pints: true });
    expect(toeppen.sides).toBeUndefined();
    expect(toeppen.view(tensDeal(), 0).sides).toBeUndefined();
  });

  it('options: drittsekk is stored as the number 8 or 4 or the word "auto"; bad values are named', () => {
    const r4 = resolve(5, { drittsekk: '4' });
    expect(r4.ok && r4.value['drittsekk']).toBe(4);
    const ra = resolve(7, { drittsekk: 'auto' });
    expect(ra.ok && ra.value['drittsekk']).toBe('auto');
    expect(resolve(4, { drittsekk: '6' })).toEqual({ ok: false, reason: 'option drittsekk=6 is not valid; accepted: 8, 4, auto' });
    expect(resolve(4, { fine_label: 'pint' })).toEqual({
      ok: false,
      reason: 'option fine_label=pint is not valid; accepted: units, pencil, finger',
    });
    expect(resolve(4, { colour: 'red' })).toEqual({
      ok: false,
      reason: 'unknown option "colour" for toeppen; accepted: drittsekk, deals, fine_label, show_pints',
    });
    expect(toeppen.variants[0]!.lengthKey).toBe('deals');
  });

  it('options: --rule values are read as in every game (the shared parser): drittsekk=08 is not a listed value', () => {
    expect(resolve(4, { drittsekk: '08' })).toEqual({ ok: false, reason: 'option drittsekk=08 is not valid; accepted: 8, 4, auto' });
    const spaced = resolve(4, { drittsekk: ' AUTO ', deals: ' 12 ' });
    expect(spaced.ok && [spaced.value['drittsekk'], spaced.value['deals']]).toEqual(['auto', 12]);
  });
});

describe('R2 card order (T-16)', () => {
  const wins = (cards: string[]): string => cards[trickWinnerIndex(cards as Card[], TRICK_RULES)]!;
  it('10 9 8 7 A K Q J 6 5 4 3 2 in every suit, no trumps', () => {
    expect(wins(['AS', '7S'])).toBe('7S'); // T-16: 7♠ beats A♠
    expect(wins(['6S', 'JS'])).toBe('JS'); // T-16: J♠ beats 6♠
    const order = ['TS', '9S', '8S', '7S', 'AS', 'KS', 'QS', 'JS', '6S', '5S', '4S', '3S', '2S'];
    for (let i = 0; i + 1 < order.length; i++) expect(wins([order[i + 1]!, order[i]!])).toBe(order[i]);
    for (const c of order.slice(0, -1)) expect(wins(['2S', c])).toBe(c); // T-16: 2♠ is lowest
    expect(wins(['2S', 'TH'])).toBe('2S'); // no trumps: an off-suit ten does not win
    expect(toeppen.cardOrder(toeppen.view(tensDeal(), 0)).isTrump('TC')).toBe(false);
    const hand: Card[] = ['AH', '2C', 'TH', 'TC', '7H'];
    const key = toeppen.cardOrder(toeppen.view(tensDeal(), 0)).sortKey;
    expect([...hand].sort((a, b) => key(a) - key(b))).toEqual(['TC', '2C', 'TH', '7H', 'AH']);
  });
});

describe('R3 pack (T-07)', () => {
  const ranksOf = (n: number, d: string) => {
    const r = resolve(n, { drittsekk: d });
    if (!r.ok) throw new Error(r.reason);
    const s = toeppen.setup({ variant: 'standard', players: n, options: r.value });
    const pack = toeppenPack(n, s.drittsekkSize);
    return { size: pack.length, ranks: [...new Set(pack.map((c) => c[0]))].join(' '), d: s.drittsekkSize };
  };
  it('D = 8: 24 28 32 36 40 cards', () => {
    expect(ranksOf(4, '8')).toEqual({ size: 24, ranks: 'T 9 8 7 A K', d: 8 });
    expect(ranksOf(5, '8')).toEqual({ size: 28, ranks: 'T 9 8 7 A K Q', d: 8 }); // T-07
    expect(ranksOf(6, '8')).toEqual({ size: 32, ranks: 'T 9 8 7 A K Q J', d: 8 });
    expect(ranksOf(7, '8')).toEqual({ size: 36, ranks: 'T 9 8 7 A K Q J 6', d: 8 });
    expect(ranksOf(8, '8')).toEqual({ size: 40, ranks: 'T 9 8 7 A K Q J 6 5', d: 8 });
  });
  it('D = 4: 20 24 28 32 36 cards', () => {
    expect(ranksOf(4, '4')).toEqual({ size: 20, ranks: 'T 9 8 7 A', d: 4 });
    expect(ranksOf(5, '4')).toEqual({ size: 24, ranks: 'T 9 8 7 A K', d: 4 });
    expect(ranksOf(6, '4')).toEqual({ size: 28, ranks: 'T 9 8 7 A K Q', d: 4 });
    expect(ranksOf(7, '4')).toEqual({ size: 32, ranks: 'T 9 8 7 A K Q J', d: 4 });
    expect(ranksOf(8, '4')).toEqual({ size: 36, ranks: 'T 9 8 7 A K Q J 6', d: 4 });
  });
  it('auto: 8 up to six players, 4 from seven', () => {
    expect([4, 5, 6, 7, 8].map((n) => ranksOf(n, 'auto').d)).toEqual([8, 8, 8, 4, 4]);
    expect(ranksOf(7, 'auto').ranks).toBe('T 9 8 7 A K Q J'); // the sixes stay out
  });
  it('every call gives a pack of its own: each size is made once, and a caller may sort or shuffle its copy', () => {
    const first = toeppenPack(5, 4);
    first.reverse();
    expect(toeppenPack(5, 4).slice(0, 7)).toEqual(['TC', '9C', '8C', '7C', 'AC', 'KC', 'TS']);
    expect(first[0]).toBe('KD');
  });
});

describe('R4 dealer', () => {
  it('the first dealer is drawn at random', () => {
    const s = toeppen.setup({ variant: 'standard', players: 6, options: options(6) });
    const seats = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const a = toeppen.drawChance(s, Rng.fromSeed(`dealer-${i}`));
      expect(a.kind).toBe('first-dealer');
      if (a.kind === 'first-dealer') seats.add(a.seat);
    }
    expect([...seats].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('afterwards the winner of the previous deal deals (T-10: B deals next)', () => {
    let s = tensDeal();
    for (let t = 0; t < 4; t++) {
      const lead = t === 0 ? 0 : 1;
      const order = [0, 1, 2, 3].map((k) => (lead + k) % 4);
      s = run(
        s,
        order.map((x) => `${x}:${TENS_DEAL[x]![t]}`),
      );
    }
    expect(s.lastDeal!.winner).toBe(1);
    expect(s.dealer).toBe(1);
    expect(s.phase).toBe('deal');
  });
});

describe('R5 deal', () => {
  it("two cards at a time from the dealer's left, twice round; the rest is the drittsekk, never shown", () => {
    const base = newMatch({ players: 5, dealer: 2 });
    const a = toeppen.drawChance(base, Rng.fromSeed('r5'));
    const cards = shuffled(toeppenPack(5, 8), Rng.fromSeed('r5'));
    if (a.kind !== 'deal') throw new Error('not a deal');
    // Seat 3 is on the dealer's left: cards 0–1 and 10–11; the dealer (seat 2) gets 8–9 and 18–19.
    expect(a.hands[3]).toEqual([cards[0], cards[1], cards[10], cards[11]]);
    expect(a.hands[2]).toEqual([cards[8], cards[9], cards[18], cards[19]]);
    expect(a.hands.every((h) => h.length === 4)).toBe(true);
    expect(a.drittsekk).toEqual(cards.slice(20));
    const log: GameLine[] = [];
    const s = toeppen.apply(base, a, log);
    expect(log).toEqual([{ type: 'deal', deal: 1, dealer: 2, hands: a.hands, piles: { drittsekk: a.drittsekk } }]);
    for (const seat of [null, 0, 1, 2, 3, 4]) {
      const text = JSON.stringify(toeppen.view(s, seat));
      for (const c of a.drittsekk) expect(text).not.toContain(`"${c}"`);
    }
  });
});

describe('R6 fine state', () => {
  it('each deal starts with F = 1, every M = 1 and no last knocker', () => {
    const s = tensDeal();
    expect([s.fine, s.multipliers, s.lastKnocker]).toEqual([1, [1, 1, 1, 1], null]);
    expect(potential(s)).toEqual([1, 1, 1, 1]);
  });
});

describe('R7 folding ab initio', () => {
  it("clockwise from the dealer's left, fined F·M = 1 (T-S1)", () => {
    let s = deal(newMatch({ dealer: 1 }), TENS_DEAL);
    expect(toeppen.turn(s)).toEqual({ kind: 'decide', seat: 2 });
    expect(legalKeys(s)).toEqual(['call:fold', 'call:stay']);
    s = run(s, ['2:fold', '3:stay', '0:fold', '1:stay']);
    expect(finedThisDeal(s)).toEqual([1, 0, 1, 0]);
    expect(s.out).toEqual([true, false, true, false]);
  });

  it('T-13: everyone but E folds: E wins without play, the others are fined 1 each', () => {
    const log: GameLine[] = [];
    let s = deal(
      newMatch({ players: 5, dealer: 4 }),
      [
        ['TC', '9C', '8C', '7C'],
        ['TS', '9S', '8S', '7S'],
        ['TH', '9H', '8H', '7H'],
        ['TD', '9D', '8D', '7D'],
        ['AC', 'AS', 'AH', 'AD'],
      ],
      log,
    );
    s = run(s, ['0:fold', '1:fold', '2:fold', '3:fold'], log);
    // The last player left is never asked (a single choice is not a decision).
    expect(s.lastDeal).toMatchObject({ delta: [1, 1, 1, 1, 0], winner: 4, fine: 1 });
    expect(log.filter((l) => l.type === 'trick')).toEqual([]);
    expect(log.at(-1)).toEqual({
      type: 'settle',
      deal: 1,
      delta: [1, 1, 1, 1, 0],
      totals: [1, 1, 1, 1, 0],
      winner: 4,
      fine: 1,
      note: 'all others folded ab initio',
    });
    expect(s.dealer).toBe(4);
  });
});

describe('R8 leader of trick 1', () => {
  it("the player on the dealer's left leads", () => {
    expect(toeppen.turn(tensDeal())).toEqual({ kind: 'decide', seat: 0 });
  });
  it('T11: if he folded, the next active player clockwise', () => {
    let s = deal(newMatch({ dealer: 3 }), TENS_DEAL);
    s = run(s, ['0:fold', '1:fold', '2:stay', '3:stay']);
    expect(toeppen.turn(s)).toEqual({ kind: 'decide', seat: 2 });
    expect(s.trick!.leader).toBe(2);
  });
});

describe('R9 a turn', () => {
  it("a knock only at one's own turn, once, before the card; leading or following (T13)", () => {
    let s = tensDeal();
    expect(legalKeys(s)).toEqual(['call:knock', 'play:9C', 'play:9S', 'play:9H', 'play:9D']);
    s = run(s, ['0:knock']);
    expect(toeppen.turn(s)).toEqual({ kind: 'decide', seat: 1 }); // an answer, not a knock
    expect(legalKeys(s)).toEqual(['call:fold', 'call:pah']);
    s = run(s, ['1:pah', '2:pah', '3:pah']);
    expect(legalKeys(s)).toEqual(['play:9C', 'play:9S', 'play:9H', 'play:9D']); // no second knock
    s = run(s, ['0:9C']);
    expect(legalKeys(s)).toEqual(['call:knock', 'play:TC']); // following, may knock
  });
  it('knocking on the last card is allowed', () => {
    let s = tensDeal();
    for (let t = 0; t < 3; t++) {
      const lead = t === 0 ? 0 : 1;
      s = run(
        s,
        [0, 1, 2, 3].map((k) => (lead + k) % 4).map((x) => `${x}:${TENS_DEAL[x]![t]}`),
      );
    }
    expect(legalKeys(s)).toEqual(['call:knock', 'play:TD']);
  });
});

describe('R10 knock', () => {
  it('T-S1: a fold in answer to the first knock of the deal costs 1', () => {
    let s = tensDeal();
    s = run(s, ['0:knock', '1:pah', '2:fold', '3:pah']);
    expect(finedThisDeal(s)).toEqual([0, 0, 1, 0]);
    expect(s.fine).toBe(2);
  });

  it('T-S2: only A knocks, twice, playing in between: F = 3, others 3, A 6', () => {
    let s = run(tensDeal(), ['0:9C']);
    s = knockAndPlay(s, 1, 'TC');
    s = run(s, ['2:8C', '3:7C']);
    s = knockAndPlay(s, 1, 'TS');
    expect(s.fine).toBe(3);
    expect(s.multipliers).toEqual([1, 2, 1, 1]);
    expect(potential(s)).toEqual([3, 6, 3, 3]);
  });

  it('T-S3: a third knock without another knock between: F = 4, others 4, A 16 (one pint)', () => {
    let s = run(tensDeal(), ['0:9C']);
    s = knockAndPlay(s, 1, 'TC');
    s = run(s, ['2:8C', '3:7C']);
    s = knockAndPlay(s, 1, 'TS');
    s = run(s, ['2:8S', '3:7S', '0:9S']);
    s = knockAndPlay(s, 1, 'TH');
    expect(s.fine).toBe(4);
    expect(potential(s)).toEqual([4, 16, 4, 4]);
  });

  it('T-08: knocks A, B, A: F = 4, M[A] = 1; fines A 4, B 4', () => {
    let s = run(tensDeal(), ['0:9C']);
    s = knockAndPlay(s, 1, 'TC');
    s = knockAndPlay(s, 2, '8C');
    s = run(s, ['3:7C']);
    s = knockAndPlay(s, 1, 'TS');
    expect(s.fine).toBe(4);
    expect(s.multipliers[1]).toBe(1);
    expect(potential(s)).toEqual([4, 4, 4, 4]);
  });

  it('T-09: knocks A, A, B, A: F = 5, M[A] = 2; A 10, B 5', () => {
    let s = run(tensDeal(), ['0:9C']);
    s = knockAndPlay(s, 1, 'TC');
    s = run(s, ['2:8C', '3:7C']);
    s = knockAndPlay(s, 1, 'TS');
    s = knockAndPlay(s, 2, '8S');
    s = run(s, ['3:7S', '0:9S']);
    s = knockAndPlay(s, 1, 'TH');
    expect(s.fine).toBe(5);
    expect(s.multipliers).toEqual([1, 2, 1, 1]);
    expect(potential(s)[1]).toBe(10);
    expect(potential(s)[2]).toBe(5);
  });

  it('T-10: the four-player sequence: A 4, B 0, C 1, D 2; B deals next', () => {
    const log: GameLine[] = [];
    // A B C D = seats 0 1 2 3; A leads (dealer D).
    let s = tensDeal(log);
    s = run(s, ['0:9C', '1:knock', '2:fold', '3:pah', '0:pah'], log);
    expect([s.fine, finedThisDeal(s)]).toEqual([2, [0, 0, 1, 0]]);
    s = run(s, ['1:TC', '3:7C'], log);
    s = run(s, ['1:TS', '3:7S', '0:knock', '1:pah', '3:fold'], log);
    expect([s.fine, finedThisDeal(s)]).toEqual([3, [0, 0, 1, 2]]);
    s = run(s, ['0:9S', '1:knock', '0:pah'], log);
    expect(s.fine).toBe(4);
    expect(s.multipliers).toEqual([1, 1, 1, 1]); // the last knocker was A: no doubling
    s = run(s, ['1:TH', '0:9H', '1:TD', '0:9D'], log);
    expect(s.lastDeal).toMatchObject({ delta: [4, 0, 1, 2], totals: [4, 0, 1, 2], winner: 1, fine: 4 });
    expect(s.dealer).toBe(1);
    expect(log.filter((l) => l.type === 'trick')).toEqual([
      { type: 'trick', deal: 1, index: 1, leader: 0, cards: ['9C', 'TC', '7C'], winner: 1 },
      { type: 'trick', deal: 1, index: 2, leader: 1, cards: ['TS', '7S', '9S'], winner: 1 },
      { type: 'trick', deal: 1, index: 3, leader: 1, cards: ['TH', '9H'], winner: 1 },
      { type: 'trick', deal: 1, index: 4, leader: 1, cards: ['TD', '9D'], winner: 1 },
    ]);
  });

  it('T-11: A knocks twice (M = 2, F = 3), then B knocks and A folds: A pays 6, then F = 4', () => {
    let s = deal(newMatch({ dealer: 3 }), [
      ['TC', 'TS', '9H', '9D'],
      ['9C', '9S', 'TH', 'TD'],
      ['8C', '8S', '8H', '8D'],
      ['7C', '7S', '7H', '7D'],
    ]);
    s = allStay(s);
    s = knockAndPlay(s, 0, 'TC');
    s = run(s, ['1:9C', '2:8C', '3:7C']);
    s = knockAndPlay(s, 0, 'TS');
    expect([s.fine, s.multipliers[0]]).toEqual([3, 2]);
    s = run(s, ['1:knock', '2:pah', '3:pah', '0:fold']);
    expect(finedThisDeal(s)).toEqual([6, 0, 0, 0]);
    expect(s.fine).toBe(4);
    const log: GameLine[] = [];
    s = run(s, ['1:9S', '2:8S', '3:7S'], log);
    // A's ten of spades led the trick but A folded: B's nine wins.
    expect(log).toEqual([{ type: 'trick', deal: 1, index: 2, leader: 0, cards: ['TS', '9S', '8S', '7S'], winner: 1 }]);
  });

  it('T-12: A knocks and every other player folds: A wins at once, shows nothing, deals next', () => {
    const log: GameLine[] = [];
    let s = tensDeal(log);
    s = run(s, ['0:9C'], log);
    s = run(s, ['1:knock', '2:fold', '3:fold', '0:fold'], log);
    expect(s.lastDeal).toMatchObject({ delta: [1, 0, 1, 1], winner: 1, fine: 2 });
    expect(s.dealer).toBe(1);
    // No trick line for the trick cut short, no reveal of anything.
    expect(log.map((l) => l.type)).toEqual(['deal', 'settle']);
    expect(log[1]).toEqual({
      type: 'settle',
      deal: 1,
      delta: [1, 0, 1, 1],
      totals: [1, 0, 1, 1],
      winner: 1,
      fine: 2,
      note: "all others folded to seat 1's knock",
    });
  });

  it('T-S4 and T-S5: eight players, all knock in trick 1, player 8 again in tricks 2–4, the others again in trick 4: 152 units', () => {
    const log: GameLine[] = [];
    const s = playTS5((x, steps) => run(x, steps, log), {
      dealLog: log,
      afterTrick: (x, trick) => {
        if (trick === 1) expect(x.fine).toBe(9); // T-S4
        expect(x.tricks.at(-1)!.winner).toBe(7);
      },
    });
    expect(s.lastDeal).toMatchObject({ winner: 0, fine: 19 });
    expect(s.lastDeal!.delta).toEqual([0, 19, 19, 19, 19, 19, 19, 152]);
    expect(152 / 16).toBe(9.5);
  });
});

describe('R11 following', () => {
  it('T-S6: must follow the suit led; otherwise any card; X wins the deal with four low leads', () => {
    const log: GameLine[] = [];
    // X = seat 0 leads (dealer 3); "you" = seat 1.
    let s = deal(
      newMatch({ dealer: 3 }),
      [
        ['TC', '7C', '7S', '7H'],
        ['TD', 'TS', 'TH', '9C'],
        ['AC', 'AS', 'AH', 'AD'],
        ['KC', 'KS', 'KH', 'KD'],
      ],
      log,
    );
    s = allStay(s, log);
    s = run(s, ['0:TC'], log);
    expect(legalKeys(s)).toEqual(['call:knock', 'play:9C']); // you must play 9♣
    s = run(s, ['1:9C', '2:AC', '3:KC', '0:7C'], log);
    expect(legalKeys(s)).toEqual(['call:knock', 'play:TD', 'play:TS', 'play:TH']); // void: any card
    s = run(s, ['1:TS', '2:AD', '3:KD', '0:7S', '1:TH', '2:AS', '3:KS', '0:7H', '1:TD', '2:AH', '3:KH'], log);
    expect(log.filter((l) => l.type === 'trick').map((l) => (l as { winner: number }).winner)).toEqual([0, 0, 0, 0]);
    expect(s.lastDeal).toMatchObject({ winner: 0, delta: [0, 1, 1, 1] });
  });
});

describe('R12 trick winner', () => {
  // The first trick of a deal dealt by D (all stay): the hands, what is played and said, the
  // trick's cards (folded seats' left out) and its winner, who leads next.
  it.each([
    [
      "T-14: the led suit stays hearts after A folds; D's 7♥ beats C's K♥",
      [
        ['8H', '9C', '9S', '9D'],
        ['TS', 'TC', 'TD', '8C'],
        ['KH', 'KC', 'KS', 'KD'],
        ['7H', '7C', '7S', '7D'],
      ],
      ['0:8H', '1:knock', '2:pah', '3:pah', '0:fold', '1:TS', '2:KH', '3:7H'],
      ['8H', 'TS', 'KH', '7H'],
      3,
    ],
    [
      "T-15: nobody active followed: the earliest active card (B's) wins and B leads next",
      [
        ['8H', 'TH', '9H', '7H'],
        ['7S', 'TS', '9S', '8S'],
        ['9C', 'TC', '8C', '7C'],
        ['TD', '9D', '8D', '7D'],
      ],
      ['0:8H', '1:knock', '2:pah', '3:pah', '0:fold', '1:7S', '2:9C', '3:TD'],
      ['8H', '7S', '9C', 'TD'],
      1,
    ],
    [
      "folded players' cards never win, even the highest of the led suit",
      TENS_DEAL,
      ['0:9C', '1:TC', '2:knock', '3:pah', '0:pah', '1:fold', '2:8C', '3:7C'],
      ['9C', 'TC', '8C', '7C'],
      0,
    ],
  ])('%s', (_rule, hands, moves, cards, winner) => {
    const log: GameLine[] = [];
    const s = run(allStay(deal(newMatch({ dealer: 3 }), hands)), moves, log);
    expect(log).toEqual([{ type: 'trick', deal: 1, index: 1, leader: 0, cards, winner }]);
    expect(toeppen.turn(s)).toEqual({ kind: 'decide', seat: winner });
  });

  it('T-17: a led 5♣ wins when all others are void in clubs (8 players, D = 8)', () => {
    const log: GameLine[] = [];
    const others = [
      'TS',
      '9S',
      '8S',
      '7S',
      'AS',
      'KS',
      'QS',
      'JS',
      '6S',
      'TH',
      '9H',
      '8H',
      '7H',
      'AH',
      'KH',
      'QH',
      'JH',
      '6H',
      'TD',
      '9D',
      '8D',
      '7D',
      'AD',
      'KD',
      'QD',
      'JD',
      '6D',
      '5D',
    ];
    const hands = [['5C', 'TC', '9C', '8C'], ...Array.from({ length: 7 }, (_, i) => others.slice(4 * i, 4 * i + 4))];
    const s = allStay(deal(newMatch({ players: 8, dealer: 7 }), hands));
    run(s, ['0:5C', ...hands.slice(1).map((h, i) => `${i + 1}:${h[0]}`)], log);
    expect(log.at(-1)).toMatchObject({ type: 'trick', winner: 0 });
  });
});

describe('R13 end of the deal', () => {
  it('after trick 4 every other active player pays F·M; folded players paid when they folded', () => {
    let s = tensDeal();
    s = run(s, ['0:knock', '1:pah', '2:pah', '3:fold', '0:9C']); // D pays 1
    s = run(s, ['1:TC', '2:8C']);
    s = knockAndPlay(s, 1, 'TS'); // F = 3
    s = run(s, ['2:8S', '0:9S']);
    s = knockAndPlay(s, 1, 'TH'); // M[1] = 2, F = 4
    s = run(s, ['2:8H', '0:9H', '1:TD', '2:8D', '0:9D']);
    expect(s.lastDeal).toMatchObject({ delta: [4, 0, 4, 1], winner: 1, fine: 4 });
  });
  it('a trick cut short by the last fold gets no trick line; the settle follows', () => {
    const log: GameLine[] = [];
    let s = tensDeal(log);
    s = run(s, ['0:9C', '1:TC', '2:8C', '3:7C', '1:TS', '2:knock', '3:fold', '0:fold', '1:fold'], log);
    expect(log.map((l) => l.type)).toEqual(['deal', 'trick', 'settle']);
    expect(s.lastDeal).toMatchObject({ delta: [1, 1, 0, 1], winner: 2, fine: 2 });
  });
});

describe('R14 match', () => {
  it('deals deals, then the fewest units win; ties share; the end line follows the last settle', () => {
    const r = resolve(4, { deals: '2' });
    if (!r.ok) throw new Error(r.reason);
    let s = toeppen.apply(toeppen.setup({ variant: 'standard', players: 4, options: r.value }), { kind: 'first-dealer', seat: 3 });
    const log: GameLine[] = [];
    s = deal(s, TENS_DEAL, log);
    s = run(s, ['0:fold', '1:fold', '2:fold'], log); // seat 3 wins, deals next
    expect(s.dealer).toBe(3);
    s = deal(s, TENS_DEAL, log);
    s = run(s, ['0:stay', '1:fold', '2:fold', '3:stay', '0:knock', '3:fold'], log);
    expect(toeppen.turn(s)).toEqual({ kind: 'over' });
    expect(log.at(-1)).toEqual({ type: 'end', totals: [1, 2, 2, 1], winners: [0, 3], reason: 'deals' });
    expect(toeppen.returns(s)).toEqual([-1, -2, -2, -1]);
    expect(toeppen.balances(s)).toEqual([1, 2, 2, 1]);
  });
  it('deals = 0 goes on until the players quit; quit keeps the fines taken', () => {
    let s = tensDeal();
    s = run(s, ['0:knock', '1:fold', '2:pah', '3:pah', '0:9C']);
    for (let i = 0; i < 3; i++) expect(toeppen.turn(s).kind).toBe('decide');
    const log: GameLine[] = [];
    s = toeppen.quit(s, log);
    expect(log).toEqual([{ type: 'end', totals: [0, 1, 0, 0], winners: [0, 2, 3], reason: 'quit' }]);
  });
});
