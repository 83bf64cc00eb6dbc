// Fipsen in Thedinghausen (fipsen.md §3c): every numbered rule, the §4 decisions F-T1 – F-T4 and
// the worked examples FIP-T-01 – FIP-T-06 as exact assertions.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { trickWinnerIndex } from '../../../src/core/trick.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { PACK_32 } from '../../../src/games/fipsen/pack.js';
import { winChances } from '../../../src/games/fipsen/race.js';
import { trickRules } from '../../../src/games/fipsen/rules.js';
import { gameWinner, thedinghausen } from '../../../src/games/fipsen/thedinghausen.js';
import type { FipsenRace, FipsenState } from '../../../src/games/fipsen/types.js';
import { A, dealt, keys, playTricks, run, settles, table } from './helpers.js';

// Dealer 4, so Vorhand is seat 0 (A = 0, B = 1, C = 2, D = 3, E = 4). Hearts are trump (8♥ turned)
// and B holds the five top hearts: with the first legal card everywhere he wins every trick.
const HANDS: Card[][] = [
  ['AC', 'KC', 'QC', 'JC', 'TC'],
  ['AH', 'KH', 'QH', 'JH', 'TH'],
  ['AS', 'KS', 'QS', 'JS', 'TS'],
  ['AD', 'KD', 'QD', 'JD', 'TD'],
  ['9C', '8C', '7C', '9S', '8S'],
];
const PILES = { turnup: ['8H'] as Card[], unused: ['9H', '7H', '7S', '9D', '8D', '7D'] as Card[] };

/** A game in progress: the stakes booked (everyone −80) and the tallies given. */
function midGame(tally: number[], raw: Record<string, string> = {}): FipsenState {
  const s = table('thedinghausen', 5, raw);
  const race: FipsenRace = { ...s.race!, tally, dealsInGame: 1, paid: [80, 80, 80, 80, 80] };
  return { ...s, dealer: 4, balances: [-80, -80, -80, -80, -80], race };
}

describe('Thedinghausen (fipsen.md §3c)', () => {
  it('R1 exactly five players; R2 / FIP-T-05 32 cards: 25 in hands, 1 turned, 6 aside', () => {
    expect(fipsen.resolveOptions('thedinghausen', 4, {}).ok).toBe(false);
    expect(fipsen.resolveOptions('thedinghausen', 5, {})).toEqual({ ok: true, value: { players: 5, tally_check: 'immediate', games: 1 } });
    expect(thedinghausen.pack(5)).toEqual(PACK_32);
    const d = fipsen.drawChance(table('thedinghausen', 5), Rng.fromSeed('t05'));
    if (d.kind !== 'deal') throw new Error('no deal');
    expect(d.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5]);
    expect(Object.keys(d.piles)).toEqual(['turnup', 'unused']);
    expect(d.piles['turnup']).toHaveLength(1);
    expect(d.piles['unused']).toHaveLength(6);
  });

  it('R4 the turned card is trump, revealed; no auction: Vorhand leads at once', () => {
    const log: GameLine[] = [];
    const s = dealt(table('thedinghausen', 5), 4, HANDS, PILES, log);
    expect(log[1]).toEqual({ type: 'reveal', deal: 1, what: 'trump', card: '8H' });
    expect(s.trump).toBe('H');
    expect(s.phase).toBe('play');
    expect(fipsen.turn(s)).toEqual({ kind: 'decide', seat: 0 });
    expect(fipsen.view(s, 2).turnup).toBe('8H');
  });

  it('R5 / FIP-T-04 turned A♥: C holds 7♥ and swaps; he holds A♥, 7♥ lies face up, hearts trump', () => {
    const hands: Card[][] = [
      ['AC', 'KC', 'QC', 'JC', 'TC'],
      ['KH', 'QH', 'JH', 'TH', '9H'],
      ['7H', 'KS', 'QS', 'JS', 'TS'],
      ['AD', 'KD', 'QD', 'JD', 'TD'],
      ['9C', '8C', '7C', '9S', '8S'],
    ];
    const piles = { turnup: ['AH'] as Card[], unused: ['8H', 'AS', '7S', '9D', '8D', '7D'] as Card[] };
    const s0 = dealt(table('thedinghausen', 5), 4, hands, piles);
    expect(s0.phase).toBe('swap');
    // Asking only the seven's holder would name him: the turn is secret among the five.
    expect(fipsen.turn(s0)).toEqual({ kind: 'decide', seat: 2, secret: { asked: [0, 1, 2, 3, 4] } });
    expect(keys(s0)).toEqual(['swap', 'keep']);
    const log: GameLine[] = [];
    const s = run(s0, [A('swap')], log);
    expect(log).toEqual([{ type: 'exchange', deal: 1, seat: 2, from: 'turnup', gave: ['7H'], got: ['AH'] }]);
    expect(fipsen.audience!(s0, log[0]!)).toBe('all');
    expect(s.hands[2]).toEqual(['KS', 'QS', 'JS', 'TS', 'AH']);
    expect(s.piles['turnup']).toEqual(['7H']);
    expect(fipsen.view(s, 0)).toMatchObject({ turnup: 'AH', turnupTaken: true });
    expect(fipsen.view(s0, 0)).toMatchObject({ turnup: 'AH', turnupTaken: false });
    expect(s.trump).toBe('H');
    expect(s.phase).toBe('play');
    // F-T3: the exchange is optional.
    expect(fipsen.view(s0, 2).toAct).toBe(2);
    expect(fipsen.view(s0, 1).toAct).toBeNull();
    expect(fipsen.audience!(s0, { type: 'call', deal: 1, seat: 2, call: 'keep' })).toBe('none');
    const kept = run(s0, [A('keep')]);
    expect(kept.hands[2]).toEqual(hands[2]);
    expect(kept.piles['turnup']).toEqual(['AH']);
    expect(fipsen.encodeAction(s0, A('keep'))).toEqual({ type: 'call', deal: 1, seat: 2, call: 'keep' });
  });

  it('R5 a turned Ace whose seven lies aside asks nobody', () => {
    const piles = { turnup: ['AH'] as Card[], unused: ['9H', '7H', '7S', '9D', '8D', '7D'] as Card[] };
    const hands = HANDS.map((h) => h.map((c) => (c === 'AH' ? '8H' : c)) as Card[]);
    expect(dealt(table('thedinghausen', 5), 4, hands, piles).phase).toBe('play');
  });

  it('R6 / FIP-T-06 clubs trump, A♥ led: J♣ and 7♣ from void players, J♣ wins', () => {
    expect(trickWinnerIndex(['AH', 'JC', 'KH', '7C', 'QH'], trickRules('C'))).toBe(1);
  });

  it('R3 / R7 the stakes are booked with the first deal; a deal adds its tricks to the tallies', () => {
    const log: GameLine[] = [];
    // E holds A♥ and B the next hearts: the tricks are shared, nobody sweeps.
    const hands: Card[][] = [
      ['AC', 'KC', 'QC', 'JC', 'TC'],
      ['9C', 'KH', 'QH', 'JH', 'TH'],
      ['AS', 'KS', 'QS', 'JS', 'TS'],
      ['AD', 'KD', 'QD', 'JD', 'TD'],
      ['AH', '8C', '7C', '9S', '8S'],
    ];
    let s = dealt(table('thedinghausen', 5), 4, hands, PILES, log);
    s = playTricks(s, 5, log);
    expect(settles(log)).toEqual([
      {
        type: 'settle',
        deal: 1,
        delta: [-80, -80, -80, -80, -80],
        totals: [-80, -80, -80, -80, -80],
        tally: [1, 3, 0, 0, 1],
        hedewigs: [0, 0, 0, 0, 0],
        note: 'deal played',
      },
    ]);
    expect(s.tricks.map((t) => t.winner)).toEqual([0, 1, 4, 1, 1]);
    expect(s.race!.tally).toEqual([1, 3, 0, 0, 1]);
    expect(s.race!.dealsInGame).toBe(1);
    expect(s.race!.paid).toEqual([80, 80, 80, 80, 80]);
    // The next deal books nothing more.
    const log2: GameLine[] = [];
    s = playTricks(dealt(s, 0, HANDS, PILES, log2), 5, log2);
    expect(settles(log2)[0]!.delta.every((d) => d === 0 || d === 400 || d === -100)).toBe(true);
  });

  it('FIP-T-01 A 8, B 9: B wins trick 1, reaches 10, the game ends at once; B nets +320 c, the others −80 c', () => {
    const log: GameLine[] = [];
    const s = playTricks(dealt(midGame([8, 9, 0, 0, 0]), 4, HANDS, PILES, log), 5, log);
    expect(s.tricks).toHaveLength(1);
    expect(log.slice(-2)).toEqual([
      {
        type: 'settle',
        deal: 1,
        delta: [0, 400, 0, 0, 0],
        totals: [-80, 320, -80, -80, -80],
        tally: [8, 10, 0, 0, 0],
        hedewigs: [0, 5, 0, 0, 0],
        note: 'seat 1 wins the game',
      },
      { type: 'end', totals: [-80, 320, -80, -80, -80], winners: [1], reason: 'target' },
    ]);
    expect(s.race!.hedewigs).toEqual([0, 5, 0, 0, 0]);
    expect(s.race!.received).toEqual([0, 400, 0, 0, 0]);
    expect(s.race!.paid).toEqual([80, 80, 80, 80, 80]);
    expect(fipsen.turn(s)).toEqual({ kind: 'over' });
  });

  it('R8 / FIP-T-02 A at 3 wins all five: the tally goes back to 3, +5 Hedewigs, the others pay 100 c each', () => {
    const log: GameLine[] = [];
    const s = playTricks(dealt(midGame([0, 3, 0, 0, 0]), 4, HANDS, PILES, log), 5, log);
    expect(settles(log)).toEqual([
      {
        type: 'settle',
        deal: 1,
        delta: [-100, 400, -100, -100, -100],
        totals: [-180, 320, -180, -180, -180],
        tally: [0, 3, 0, 0, 0],
        hedewigs: [0, 5, 0, 0, 0],
        note: 'seat 1 sweeps',
      },
    ]);
    expect(s.race!.tally).toEqual([0, 3, 0, 0, 0]);
    expect(s.phase).toBe('deal');
  });

  it('R7 / F-T1 / FIP-T-03 A at 6 wins tricks 1–4: ten at trick 4 wins the game, no sweep', () => {
    const log: GameLine[] = [];
    const s = playTricks(dealt(midGame([0, 6, 0, 0, 0]), 4, HANDS, PILES, log), 5, log);
    expect(s.tricks).toHaveLength(4);
    expect(settles(log)[0]).toMatchObject({ delta: [0, 400, 0, 0, 0], tally: [0, 10, 0, 0, 0], note: 'seat 1 wins the game' });
  });

  it('R7 / R8 / F-T1 B at 5 takes all five: the fifth trick is his tenth and wins the game, no sweep', () => {
    const log: GameLine[] = [];
    const s = playTricks(dealt(midGame([0, 5, 0, 0, 0]), 4, HANDS, PILES, log), 5, log);
    expect(s.tricks).toHaveLength(5);
    expect(log.slice(-2)).toEqual([
      {
        type: 'settle',
        deal: 1,
        delta: [0, 400, 0, 0, 0],
        totals: [-80, 320, -80, -80, -80],
        tally: [0, 10, 0, 0, 0],
        hedewigs: [0, 5, 0, 0, 0],
        note: 'seat 1 wins the game',
      },
      { type: 'end', totals: [-80, 320, -80, -80, -80], winners: [1], reason: 'target' },
    ]);
    expect(s.race!.paid).toEqual([80, 80, 80, 80, 80]);
    expect(s.race!.received).toEqual([0, 400, 0, 0, 0]);
    expect(fipsen.turn(s)).toEqual({ kind: 'over' });
    // One short of ten after the fifth trick is still a sweep.
    const log4: GameLine[] = [];
    playTricks(dealt(midGame([0, 4, 0, 0, 0]), 4, HANDS, PILES, log4), 5, log4);
    expect(settles(log4)[0]).toMatchObject({ delta: [-100, 400, -100, -100, -100], tally: [0, 4, 0, 0, 0], note: 'seat 1 sweeps' });
  });

  it('R7 tally_check=deal_end: the deal is played out; the highest tally wins, equal tallies the first to ten', () => {
    const log: GameLine[] = [];
    const s = playTricks(dealt(midGame([0, 9, 0, 0, 0], { tally_check: 'deal_end' }), 4, HANDS, PILES, log), 5, log);
    // All five to B at 9: no trick won the game during the deal, so R8 applies: a sweep, not a win.
    expect(s.tricks).toHaveLength(5);
    expect(settles(log)[0]).toMatchObject({ delta: [-100, 400, -100, -100, -100], tally: [0, 9, 0, 0, 0], note: 'seat 1 sweeps' });
    expect(s.phase).toBe('deal');
    // Seat 0 at 9 takes trick 1, seat 1 at 8 tricks 2 and 3: both at 10, seat 0 got there first.
    const base = midGame([9, 8, 0, 0, 0], { tally_check: 'deal_end' });
    const trick = (winner: number, index: number) => ({ index, leader: 0, cards: [] as Card[], seats: [] as number[], winner });
    const st: FipsenState = { ...base, tricks: [trick(0, 1), trick(1, 2), trick(1, 3), trick(2, 4), trick(3, 5)] };
    expect(gameWinner(st, [10, 10, 1, 1, 0])).toBe(0);
    expect(gameWinner(st, [10, 11, 1, 1, 0])).toBe(1);
    expect(gameWinner(st, [9, 9, 1, 1, 0])).toBeNull();
  });

  it('R9 / F-T4 the next game: tallies from 0, stakes again with its first deal, the deal passes on', () => {
    const log: GameLine[] = [];
    let s = playTricks(dealt(midGame([8, 9, 0, 0, 0], { games: '2' }), 4, HANDS, PILES, log), 5, log);
    expect(s.phase).toBe('deal');
    expect(s.race).toMatchObject({ game: 2, tally: [0, 0, 0, 0, 0], dealsInGame: 0, hedewigs: [0, 5, 0, 0, 0] });
    expect(s.dealer).toBe(0);
    expect(fipsen.view(s, 3).race).toMatchObject({ game: 2, games: 2 });
    const log2: GameLine[] = [];
    s = playTricks(dealt(s, 0, HANDS, PILES, log2), 5, log2);
    expect(settles(log2)[0]).toMatchObject({ delta: [-180, 320, -180, -180, -180] });
    // B, Vorhand now, sweeps the first deal of game 2: stakes 80 each and 100 each to him.
    expect(s.race!.paid).toEqual([260, 160, 260, 260, 260]);
  });

  it('R10 the session ranks by net cents, then Hedewigs; quitting mid-game gives the stakes back [program decision]', () => {
    const s = midGame([1, 2, 3, 4, 5]);
    const tied: FipsenState = { ...s, balances: [320, 320, -80, -80, -80], race: { ...s.race!, hedewigs: [5, 10, 0, 0, 0] } };
    expect(thedinghausen.winners!(tied)).toEqual([1]);
    const log: GameLine[] = [];
    const q = fipsen.quit(s, log);
    expect(log).toEqual([{ type: 'end', totals: [0, 0, 0, 0, 0], winners: [0, 1, 2, 3, 4], reason: 'quit' }]);
    expect(q.race!.paid).toEqual([0, 0, 0, 0, 0]);
  });

  it('the view shows game, live tallies, Hedewigs and cents to every seat', () => {
    const s = playTricks(dealt(midGame([2, 3, 0, 0, 0]), 4, HANDS, PILES), 2);
    const v = fipsen.view(s, null);
    expect(v.race).toEqual({
      game: 1,
      games: 1,
      tally: [2, 5, 0, 0, 0],
      dealsInGame: 1,
      hedewigs: [0, 0, 0, 0, 0],
      paid: [80, 80, 80, 80, 80],
      received: [0, 0, 0, 0, 0],
    });
    expect(v.counters).toEqual([{ label: 'tally', values: [2, 5, 0, 0, 0] }]);
  });

  it('positionValue: the game prize weighed by the chance to reach ten first, so a trick is worth cents at once', () => {
    expect(winChances([0, 0, 0, 0, 0])).toEqual([0.2, 0.2, 0.2, 0.2, 0.2].map((p) => expect.closeTo(p, 12)));
    // Four need one trick, the fifth two: he wins only by taking the next two (1/25).
    const p = winChances([9, 9, 9, 9, 8]);
    expect(p[4]).toBeCloseTo(0.04, 12);
    expect(p[0]).toBeCloseTo(0.24, 12);
    expect(winChances([3, 7, 1, 0, 9]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(winChances([10, 4, 0, 0, 0])).toEqual([1, 0, 0, 0, 0]);
    expect(winChances([11, 11, 10, 0, 0])).toEqual([0.5, 0.5, 0, 0, 0]);
    const before = dealt(midGame([4, 4, 4, 4, 4]), 4, HANDS, PILES);
    const after = playTricks(before, 1);
    const v0 = thedinghausen.positionValue!(before);
    const v1 = thedinghausen.positionValue!(after);
    expect(v0.map((x) => Math.round(x))).toEqual([0, 0, 0, 0, 0]);
    expect(v1[1]!).toBeGreaterThan(v0[1]!);
    expect(v1[0]!).toBeLessThan(v0[0]!);
    expect(v1.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    // A won game is worth its cents exactly.
    const won = playTricks(dealt(midGame([8, 9, 0, 0, 0]), 4, HANDS, PILES), 1);
    expect(thedinghausen.positionValue!(won)).toEqual([-80, 320, -80, -80, -80]);
  });

  it('the rules text marks every Thedinghausen decision of §4', () => {
    const text = fipsen.rulesText('thedinghausen');
    for (const id of ['F-T1', 'F-T2', 'F-T3', 'F-T4']) expect(text).toContain(`[program decision, ${id}`);
    expect(text).toContain('If the fifth trick is your\ntenth, it has won you the game before the deal was complete: no sweep. [F-T1]');
    expect(text).toContain('all five tricks are a sweep\neven when they would make ten. [program decision]');
  });
});
