// History lines in and out (§8), and what each seat may see.
import { describe, expect, it } from 'vitest';
import type { GameLine } from '../../../src/core/history-lines.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import { allStay, deal, newMatch, run } from './scenario.js';

const HANDS = [
  ['9C', '9S', '9H', '9D'],
  ['TC', 'TS', 'TH', 'TD'],
  ['8C', '8S', '8H', '8D'],
  ['7C', '7S', '7H', '7D'],
];
const REST = toeppenPack(4, 8).filter((c) => !HANDS.flat().includes(c));

describe('codec', () => {
  it('writes the §8 words: stay/fold ab initio, knock, pah/fold answers, play lines', () => {
    let s = deal(newMatch({ dealer: 3 }), HANDS);
    expect(toeppen.encodeAction(s, { kind: 'call', call: 'stay' })).toEqual({ type: 'call', deal: 1, seat: 0, call: 'stay' });
    s = allStay(s);
    expect(toeppen.encodeAction(s, { kind: 'call', call: 'knock' })).toEqual({ type: 'call', deal: 1, seat: 0, call: 'knock' });
    expect(toeppen.encodeAction(s, { kind: 'play', card: '9C' })).toEqual({ type: 'play', deal: 1, seat: 0, card: '9C' });
    s = run(s, ['0:knock']);
    expect(toeppen.encodeAction(s, { kind: 'call', call: 'pah' })).toEqual({ type: 'call', deal: 1, seat: 1, call: 'pah' });
    expect(toeppen.encodeAction(s, { kind: 'first-dealer', seat: 1 })).toBeNull();
  });

  it('a deal line at the start stands for the first dealer and the deal', () => {
    const fresh = toeppen.setup({
      variant: 'standard',
      players: 4,
      options: (toeppen.resolveOptions('standard', 4, {}) as { ok: true; value: never }).value,
    });
    const line: GameLine = { type: 'deal', deal: 1, dealer: 2, hands: HANDS as never, piles: { drittsekk: REST } };
    expect(toeppen.decodeLine(fresh, line)).toEqual({
      ok: true,
      value: [
        { kind: 'first-dealer', seat: 2 },
        { kind: 'deal', hands: HANDS, drittsekk: REST },
      ],
    });
  });

  it('refuses lines that do not follow the rules, saying what was expected', () => {
    const s0 = newMatch({ dealer: 3 });
    const bad = (hands: string[][], drittsekk: string[], dealer = 3) =>
      toeppen.decodeLine(s0, { type: 'deal', deal: 1, dealer, hands: hands as never, piles: { drittsekk: drittsekk as never } });
    expect(bad(HANDS, REST.slice(1))).toEqual({
      ok: false,
      reason: 'hands and drittsekk are not the 24-card pack of 4 players with a drittsekk of 8',
    });
    expect(bad([...HANDS.slice(0, 3), ['7C', '7S', '7H']], [...REST, '7D'])).toEqual({
      ok: false,
      reason: 'seat 3 is dealt 3 cards, not 4',
    });
    expect(bad(HANDS, REST, 1)).toEqual({
      ok: false,
      reason: 'the deal line names dealer 1; by the rules seat 3 deals (the winner of the last deal)',
    });
    const s = allStay(deal(s0, HANDS));
    expect(toeppen.decodeLine(s, { type: 'call', deal: 1, seat: 1, call: 'knock' })).toEqual({
      ok: false,
      reason: 'seat 1 calls but the rules expect seat 0 to decide (call:knock, play:9C, play:9S, play:9H, play:9D)',
    });
    expect(toeppen.decodeLine(s, { type: 'call', deal: 1, seat: 0, call: 'double' })).toEqual({
      ok: false,
      reason: '"double" is not a Tøppen call; accepted: fold, stay, knock, pah',
    });
    expect(toeppen.decodeLine(s, { type: 'call', deal: 1, seat: 0, call: 'pah' })).toEqual({
      ok: false,
      reason: 'seat 0 calling "pah" is not legal now (the rules expect seat 0 to decide (call:knock, play:9C, play:9S, play:9H, play:9D))',
    });
    const t = run(s, ['0:9C']);
    expect(toeppen.decodeLine(t, { type: 'play', deal: 1, seat: 1, card: 'TS' }).ok).toBe(false); // must follow clubs
  });
});

describe('view', () => {
  it('own hand only; a spectator has none; folded seats in out; F, M and potential fines public', () => {
    let s = allStay(deal(newMatch({ dealer: 3 }), HANDS));
    s = run(s, [
      '0:knock',
      '1:pah',
      '2:fold',
      '3:pah',
      '0:9C',
      '1:TC',
      '3:7C',
      '1:knock',
      '3:pah',
      '0:pah',
      '1:TS',
      '3:7S',
      '0:9S',
      '1:knock',
      '3:pah',
      '0:pah',
    ]);
    const v = toeppen.view(s, 3);
    expect(v.seat).toBe(3);
    expect(v.hand).toEqual(['7H', '7D']);
    expect(v.handSizes).toEqual([2, 2, 4, 2]); // the folded seat's cards lie face down, still counted
    expect(v.out).toEqual([false, false, true, false]);
    expect(v.fine).toBe(4);
    expect(v.multipliers).toEqual([1, 2, 1, 1]);
    expect(v.potentialFines).toEqual([4, 8, 1, 4]); // seat 2 folded for 1
    // The table's counter: what losing now would cost each seat still in; the folded seat has
    // nothing at stake (its 1 is in its total already).
    expect(v.counters).toEqual([{ label: 'at stake', values: [4, 8, null, 4] }]);
    expect(v.trumpSuit).toBeNull();
    const spectator = toeppen.view(s, null);
    expect(spectator.hand).toBeNull();
    expect(JSON.stringify(spectator)).not.toMatch(/"(7H|7D|9H|9D|TH|TD|8C|8S|8H|8D)"/);
  });
});

describe('text', () => {
  it("rules text marks the program's decisions; actions read as a player says them", () => {
    const text = toeppen.rulesText('standard');
    expect(text.match(/\[program decision/g)!.length).toBeGreaterThanOrEqual(8);
    expect(text).toContain('152 units, 9.5 pints');
    let s = deal(newMatch({ dealer: 3 }), HANDS);
    expect(toeppen.describeAction(s, { kind: 'call', call: 'fold' })).toBe('Fold at start');
    expect(toeppen.describeAction(s, { kind: 'call', call: 'stay' })).toBe('Stay in');
    s = run(allStay(s), ['0:knock']);
    expect(toeppen.describeAction(s, { kind: 'call', call: 'fold' })).toBe('Fold');
    // The short word; the prompt says more ("Pah (stay in)"), from the same table (action-words.ts).
    expect(toeppen.describeAction(s, { kind: 'call', call: 'pah' })).toBe('Pah');
    expect(toeppen.describeAction(s, { kind: 'play', card: 'TC' })).toBe('10♣');
  });
});
