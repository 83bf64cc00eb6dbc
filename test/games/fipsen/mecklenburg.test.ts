// The Mecklenburg games (fipsen.md §3d Ansegger Fips, §3e Duttfips): every numbered rule, the §4
// decisions F-M1 – F-M10 and the worked examples FIP-A-01 – FIP-A-05, FIP-D-01 – FIP-D-05 as exact
// assertions, program scoring included.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { ansegger, anseggerLadder, describeAnseggerBid } from '../../../src/games/fipsen/ansegger.js';
import { duttfips } from '../../../src/games/fipsen/duttfips.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { PACK_25_ACE } from '../../../src/games/fipsen/pack.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';
import { A, dealt, firstSettle, keys, playTricks, run, settles, table, withTricks } from './helpers.js';

const ab = (tricks: number, ruten = false): FipsenAction => ({
  kind: 'bid',
  bid: { kind: 'tricks', tricks, hand: false, ruten, gute: false },
});
const trump = (suit: 'C' | 'S' | 'H' | 'D'): FipsenAction => ({ kind: 'trump', suit });

// Ansegger, dealer 3: Vorhand is seat 0, who holds the top clubs; seat 1 the top spades.
const AH: Card[][] = [
  ['AC', 'KC', 'QC', 'AH', 'KH'],
  ['AS', 'KS', 'QS', 'JS', 'TS'],
  ['JC', 'TC', '9C', '8C', '7C'],
  ['QH', 'JH', 'TH', '9H', '8H'],
];
const DUTT = { dutt: ['7H', '9S', '8S', '7S', 'AD'] as Card[] };
const anse = () => dealt(table('ansegger', 4), 3, AH, DUTT);

/** The settle of the deal the actions finish, with the first legal card played. */
function anseggerSettle(actions: FipsenAction[]): GameLine {
  const log: GameLine[] = [];
  const s = playTricks(run(anse(), actions, log), 5, log);
  expect(s.phase).toBe('deal');
  return settles(log)[0]!;
}

/** Ansegger's score with the declarer's `bid`, trump and trick winners as given. */
function anseggerScore(bidTricks: number, ruten: boolean, suit: 'C' | 'S' | 'H' | 'D', winners: number[]) {
  const s = run(anse(), [ab(bidTricks, ruten), A('pass'), A('pass'), A('pass'), trump(suit)]);
  const end = withTricks(s, winners);
  const outcome = ansegger.afterTrick(end);
  if (outcome !== 'won' && outcome !== 'lost') throw new Error(`the deal goes on (${outcome})`);
  return { outcome, delta: ansegger.score(end, outcome).delta[0] };
}

describe('Ansegger Fips (fipsen.md §3d)', () => {
  it('R1 / R2 four players, 25 cards with the A♦ the only diamond', () => {
    expect(fipsen.resolveOptions('ansegger', 3, {}).ok).toBe(false);
    expect(fipsen.resolveOptions('ansegger', 4, {})).toEqual({ ok: true, value: { players: 4, deals: 20 } });
    expect(PACK_25_ACE).toHaveLength(25);
    expect(PACK_25_ACE.filter((c) => c.endsWith('D'))).toEqual(['AD']);
  });

  it('R3 / F-M1 3 then 2 each, the 5 left are the Dutt, no Skat', () => {
    const d = fipsen.drawChance(table('ansegger', 4), Rng.fromSeed('a3'));
    if (d.kind !== 'deal') throw new Error('no deal');
    expect(d.hands.map((h) => h.length)).toEqual([4, 4, 4, 4].map(() => 5));
    expect(Object.keys(d.piles)).toEqual(['dutt']);
    expect(d.piles['dutt']).toHaveLength(5);
    // The deal line is refused with a Skat.
    const bad = fipsen.decodeLine(table('ansegger', 4), {
      type: 'deal',
      deal: 1,
      dealer: 0,
      hands: AH,
      piles: { skat: [], dutt: DUTT.dutt },
    });
    expect(bad).toEqual({ ok: false, reason: 'a ansegger deal has the piles dutt' });
  });

  it('R4 / FIP-A-05 the ladder: 4 Ruten < 5, 1 Ruten < 2', () => {
    expect(anseggerLadder().map(describeAnseggerBid)).toEqual([
      '1',
      '1 Ruten',
      '2',
      '2 Ruten',
      '3',
      '3 Ruten',
      '4',
      '4 Ruten',
      'Fips (5)',
      'Rutenfips (5 Ruten)',
    ]);
    const s = run(anse(), [ab(4, true)]);
    expect(keys(s)).toEqual(['bid:5', 'bid:5r', 'pass']);
    expect(keys(run(anse(), [ab(1, true)]))[0]).toBe('bid:2');
    expect(fipsen.encodeAction(anse(), ab(2, true))).toEqual({ type: 'call', deal: 1, seat: 0, call: 'bid', tricks: 2, ruten: true });
  });

  it('R5 / F-M2 strictly higher, round and round, a pass is final (the reference deal 8)', () => {
    const s0 = dealt(table('ansegger', 4), 0, AH, DUTT);
    const s = run(s0, [ab(1), ab(2), A('pass'), A('pass'), ab(2, true), A('pass')]);
    expect(s.contract).toEqual({ declarer: 1, bid: { kind: 'tricks', tricks: 2, hand: false, ruten: true, gute: false }, selfNamed: true });
    expect(s.phase).toBe('trump');
  });

  it('R5 / F-M3 all pass: thrown in, the same dealer deals again, the deal does not count', () => {
    const log: GameLine[] = [];
    const s = run(anse(), [A('pass'), A('pass'), A('pass'), A('pass')], log);
    expect(log).toEqual([firstSettle([0, 0, 0, 0], 'all passed')]);
    expect(s.dealer).toBe(3);
    expect(s.dealsDone).toBe(0);
  });

  it('R6 / F-M5 a Ruten bid names diamonds; any other bid any suit, diamonds scoring as Ruten; no Skat', () => {
    const ruten = run(anse(), [ab(2, true), A('pass'), A('pass'), A('pass')]);
    expect(keys(ruten)).toEqual(['trump:D']);
    expect(ruten.hands[0]).toHaveLength(5);
    expect(keys(run(anse(), [ab(2), A('pass'), A('pass'), A('pass')]))).toEqual(['trump:C', 'trump:S', 'trump:H', 'trump:D']);
  });

  it('R7 / R8 / FIP-A-01 3 clubs made as soon as the third trick is in: +3; failed as soon as out of reach: −6', () => {
    expect(anseggerSettle([ab(3), A('pass'), A('pass'), A('pass'), trump('C')])).toEqual(firstSettle([3, 0, 0, 0], 'seat 0: 3 clubs won'));
    const log: GameLine[] = [];
    const s = playTricks(run(anse(), [A('pass'), A('pass'), ab(3), A('pass'), trump('C')], log), 5, log);
    expect(s.tricks.length).toBe(3);
    expect(settles(log)[0]).toMatchObject({ delta: [0, 0, -6, 0], note: 'seat 2: 3 clubs lost' });
    expect(anseggerScore(3, false, 'H', [0, 1, 0, 0])).toEqual({ outcome: 'won', delta: 3 });
    expect(anseggerScore(3, false, 'H', [1, 1, 0, 1])).toEqual({ outcome: 'lost', delta: -6 });
  });

  it('FIP-A-02 3 Ruten made / failed: +6 / −12', () => {
    expect(anseggerScore(3, true, 'D', [0, 0, 0])).toEqual({ outcome: 'won', delta: 6 });
    expect(anseggerScore(3, true, 'D', [1, 2, 3])).toEqual({ outcome: 'lost', delta: -12 });
  });

  it('FIP-A-03 Fips spades made / failed: +10 / −20; Rutenfips made / failed: +20 / −40', () => {
    expect(anseggerScore(5, false, 'S', [0, 0, 0, 0, 0])).toEqual({ outcome: 'won', delta: 10 });
    expect(anseggerScore(5, false, 'S', [0, 0, 2])).toEqual({ outcome: 'lost', delta: -20 });
    expect(anseggerScore(5, true, 'D', [0, 0, 0, 0, 0])).toEqual({ outcome: 'won', delta: 20 });
    expect(anseggerScore(5, true, 'D', [3])).toEqual({ outcome: 'lost', delta: -40 });
    // Played out: seat 1's spades take all five.
    const log: GameLine[] = [];
    playTricks(run(anse(), [A('pass'), ab(5), A('pass'), A('pass'), trump('S')], log), 5, log);
    expect(settles(log)[0]).toMatchObject({ delta: [0, 10, 0, 0], note: 'seat 1: Fips (5) spades won' });
  });

  it('FIP-A-04 bid 2, diamonds named without a Ruten bid, made: +4', () => {
    expect(anseggerScore(2, false, 'D', [0, 0])).toEqual({ outcome: 'won', delta: 4 });
  });

  it('R9 a match is 20 played deals by default', () => {
    expect(ansegger.info.options.find((o) => o.key === 'deals')?.default).toBe(20);
  });
});

// Duttfips, dealer 3: Vorhand V is seat 0, then seats 1, 2 and 3 (P2, P3, P4 in §6).
const DH: Card[][] = [
  ['8S', 'QC', 'QH', 'JH', '8C'],
  ['AC', 'QS', 'JS', 'TS', '9C'],
  ['9H', 'AS', 'AH', '7S', '7H'],
  ['KH', '7C', 'JC', 'KC', 'TH'],
];
const DD = { dutt: ['AD', '8H', 'KS', '9S', 'TC'] as Card[] };
const dutt = (raw: Record<string, string> = {}) => dealt(table('duttfips', 4, raw), 3, DH, DD);
const RUTEN_OEWER: FipsenAction = { kind: 'bid', bid: { kind: 'tricks', tricks: 0, hand: false, ruten: true, gute: false } };
const fipsBid = (ruten: boolean): FipsenAction => ({ kind: 'bid', bid: { kind: 'fips', gute: ruten } });

/** Vorhand keeps, everybody passes, he takes the Dutt and lays away the first five of his ten. */
function duttGame(raw: Record<string, string> = {}, log: GameLine[] = []): FipsenState {
  const s = run(dutt(raw), [A('keep'), A('pass'), A('pass'), A('pass')], log);
  return run(s, [{ kind: 'discard', cards: s.hands[0]!.slice(0, 5) }], log);
}

function duttScore(s: FipsenState, winners: number[]) {
  const end = withTricks(s, winners);
  const outcome = duttfips.afterTrick(end);
  if (outcome !== 'won' && outcome !== 'lost') return { outcome, delta: null };
  return { outcome, delta: duttfips.score(end, outcome).delta[s.contract!.declarer] };
}

describe('Duttfips (fipsen.md §3e)', () => {
  it('R1 – R3 as Ansegger: four players, the A♦ pack, 5 each and a five-card Dutt', () => {
    expect(fipsen.resolveOptions('duttfips', 4, {})).toEqual({
      ok: true,
      value: { players: 4, deals: 20, most_tricks: 'single', fips_uses_dutt: false },
    });
    expect(duttfips.pack(4)).toEqual(PACK_25_ACE);
    expect(duttfips.restPile).toBe('dutt');
    expect(duttfips.middlePile).toBeNull();
  });

  it('R5 / F-M8 Vorhand keeps or raises to Fips / Rutenfips and cannot pass; only the others say Ruten oewer', () => {
    const s = dutt();
    expect(keys(s)).toEqual(['keep', 'bid:fips', 'bid:fipsg']);
    expect(fipsen.encodeAction(s, A('keep'))).toEqual({ type: 'call', deal: 1, seat: 0, call: 'keep' });
    const s1 = run(s, [A('keep')]);
    expect(keys(s1)).toEqual(['bid:0r', 'bid:fips', 'bid:fipsg', 'pass']);
    expect(fipsen.encodeAction(s1, RUTEN_OEWER)).toEqual({ type: 'call', deal: 1, seat: 1, call: 'bid', contract: 'ruten-oewer' });
    // Vorhand overcalled by Ruten oewer is asked again: Fips, Rutenfips or pass.
    const s2 = run(s1, [A('pass'), RUTEN_OEWER, A('pass')]);
    expect(fipsen.turn(s2)).toEqual({ kind: 'decide', seat: 0 });
    expect(keys(s2)).toEqual(['bid:fips', 'bid:fipsg', 'pass']);
  });

  it('R5.3 nobody overcalls: Vorhand plays the Dutt game, never a throw-in; R6 he takes the Dutt and lays 5 away', () => {
    const log: GameLine[] = [];
    const s = run(dutt(), [A('keep'), A('pass'), A('pass'), A('pass')], log);
    expect(s.contract).toEqual({
      declarer: 0,
      bid: { kind: 'tricks', tricks: 0, hand: false, ruten: false, gute: false },
      selfNamed: true,
    });
    expect(log).toEqual([{ type: 'exchange', deal: 1, seat: 0, from: 'dutt', gave: [], got: DD.dutt }]);
    expect(s.hands[0]).toHaveLength(10);
    expect(s.discardCount).toBe(5);
    const discard: FipsenAction = { kind: 'discard', cards: ['8S', 'QC', 'QH', 'JH', '8C'] };
    expect(fipsen.encodeAction(s, discard)).toEqual({
      type: 'exchange',
      deal: 1,
      seat: 0,
      from: 'dutt',
      gave: ['8S', 'QC', 'QH', 'JH', '8C'],
      got: [],
    });
    // A discard line is read back in its own order of cards, so it encodes to the same line.
    const line = { type: 'exchange' as const, deal: 1, seat: 0, from: 'dutt', gave: ['8C', 'JH', 'QH', 'QC', '8S'] as Card[], got: [] };
    const decoded = fipsen.decodeLine(s, line);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(fipsen.encodeAction(s, decoded.value[0]!)).toEqual(line);
    // R6: any trump in the Dutt game, diamonds allowed.
    expect(keys(run(s, [discard]))).toEqual(['trump:C', 'trump:S', 'trump:H', 'trump:D']);
  });

  it('R6 / FIP-D-01 V 2 tricks, the others 1/1/1: won +1', () => {
    const s = run(duttGame(), [trump('S')]);
    expect(duttScore(s, [0, 0, 1, 2])).toEqual({ outcome: 'on', delta: null });
    expect(duttScore(s, [0, 0, 1, 2, 3])).toEqual({ outcome: 'won', delta: 1 });
  });

  it('R6 / F-M6 / FIP-D-02 V 2 tricks, the others 2/1/0: a tie loses, −2', () => {
    const s = run(duttGame(), [trump('S')]);
    expect(duttScore(s, [0, 0, 1, 1, 2])).toEqual({ outcome: 'lost', delta: -2 });
  });

  it('R8 the deal ends as soon as the result is certain: 3 tricks win at once, 0–1 with a rival at 2 lose at once', () => {
    const s = run(duttGame(), [trump('S')]);
    expect(duttScore(s, [0, 0, 0])).toEqual({ outcome: 'won', delta: 1 });
    expect(duttScore(s, [1, 1, 0, 2])).toEqual({ outcome: 'lost', delta: -2 });
    expect(duttScore(s, [1, 1, 1])).toEqual({ outcome: 'lost', delta: -2 });
  });

  it('R6 most_tricks=majority: at least 3 tricks', () => {
    const s = run(duttGame({ most_tricks: 'majority' }), [trump('S')]);
    expect(duttScore(s, [0, 0, 1, 2])).toEqual({ outcome: 'on', delta: null });
    expect(duttScore(s, [0, 0, 1, 2, 3])).toEqual({ outcome: 'lost', delta: -2 });
    expect(duttScore(s, [0, 1, 0, 0])).toEqual({ outcome: 'won', delta: 1 });
  });

  it('FIP-D-03 V keeps, P3 Ruten oewer, all others pass: 3 tricks +2 / 1 trick −4', () => {
    let s = run(dutt(), [A('keep'), A('pass'), RUTEN_OEWER, A('pass'), A('pass')]);
    expect(s.contract?.declarer).toBe(2);
    s = run(s, [{ kind: 'discard', cards: s.hands[2]!.slice(0, 5) }]);
    expect(keys(s)).toEqual(['trump:D']);
    s = run(s, [trump('D')]);
    expect(duttScore(s, [2, 2, 2])).toEqual({ outcome: 'won', delta: 2 });
    expect(duttScore(s, [2, 0, 0, 1])).toEqual({ outcome: 'lost', delta: -4 });
  });

  it('R7 / FIP-D-04 V keeps, P2 Fips, P3 Rutenfips, all others pass: own five cards, diamonds; all five +20, a lost trick −40', () => {
    let s = run(dutt(), [A('keep'), fipsBid(false), fipsBid(true), A('pass'), A('pass'), A('pass')]);
    expect(s.contract).toEqual({ declarer: 2, bid: { kind: 'fips', gute: true }, selfNamed: true });
    expect(s.phase).toBe('trump');
    expect(s.hands[2]).toEqual(DH[2]);
    expect(keys(s)).toEqual(['trump:D']);
    s = run(s, [trump('D')]);
    expect(duttScore(s, [2, 2, 2, 2])).toEqual({ outcome: 'on', delta: null });
    expect(duttScore(s, [2, 2, 2, 2, 2])).toEqual({ outcome: 'won', delta: 20 });
    expect(duttScore(s, [2, 0])).toEqual({ outcome: 'lost', delta: -40 });
  });

  it('R9 Fips whatever its trump: +10 / −20', () => {
    let s = run(dutt(), [A('keep'), fipsBid(false), A('pass'), A('pass'), A('pass')]);
    s = run(s, [trump('H')]);
    expect(duttScore(s, [1, 1, 1, 1, 1])).toEqual({ outcome: 'won', delta: 10 });
    expect(duttScore(s, [3])).toEqual({ outcome: 'lost', delta: -20 });
  });

  it('FIP-D-05 the Dutt game with diamonds named by Vorhand, won: +2', () => {
    const log: GameLine[] = [];
    const s = run(duttGame({}, log), [trump('D')], log);
    expect(duttScore(s, [0, 0, 0])).toEqual({ outcome: 'won', delta: 2 });
  });

  it('F-M7 fips_uses_dutt: the Fips declarer chooses; taking it is the pick-up line, playing his five leaves none', () => {
    const s = run(dutt({ fips_uses_dutt: 'true' }), [fipsBid(false), A('pass'), A('pass'), A('pass')]);
    expect(s.phase).toBe('dutt');
    expect(keys(s)).toEqual(['dutt', 'no-dutt']);
    const take = { type: 'exchange' as const, deal: 1, seat: 0, from: 'dutt', gave: [] as Card[], got: DD.dutt };
    expect(fipsen.encodeAction(s, A('dutt'))).toEqual(take);
    expect(fipsen.encodeAction(s, A('no-dutt'))).toBeNull();
    expect(fipsen.decodeLine(s, take)).toEqual({ ok: true, value: [A('dutt')] });
    const log: GameLine[] = [];
    const taken = run(s, [A('dutt')], log);
    expect(log).toEqual([]);
    expect(taken.hands[0]).toHaveLength(10);
    expect(taken.discardCount).toBe(5);
    const trumpLine = { type: 'call' as const, deal: 1, seat: 0, call: 'trump', suit: 'S' };
    expect(fipsen.decodeLine(s, trumpLine)).toEqual({ ok: true, value: [A('no-dutt'), trump('S')] });
    // Without the option a Fips names trump at once.
    expect(run(dutt(), [fipsBid(false), A('pass'), A('pass'), A('pass')]).phase).toBe('trump');
  });

  it('R10 a match is 20 played deals by default; the deal passes left', () => {
    expect(duttfips.info.options.find((o) => o.key === 'deals')?.default).toBe(20);
    const s = playTricks(run(duttGame(), [trump('S')]), 5);
    expect(s.phase).toBe('deal');
    expect(s.dealer).toBe(0);
  });
});

describe('Mecklenburg rules texts', () => {
  it.each([
    ['ansegger', ['F-M1', 'F-M2', 'F-M3', 'F-M5', 'F-M10'], 'F-M4'],
    ['duttfips', ['F-M1', 'F-M6', 'F-M7', 'F-M8', 'F-M10'], 'F-M9'],
  ])('%s marks every program decision of §4 and its program scoring', (variant, decisions, scoring) => {
    const text = fipsen.rulesText(variant as string);
    for (const id of decisions as string[]) expect(text).toMatch(new RegExp(`\\[program decision, ${id}`));
    expect(text).toContain(`SCORING [program scoring, ${scoring as string}]`);
  });
});

describe('the Mecklenburg program scoring, explained (DealScore.why for the deal summary)', () => {
  it('Ansegger: 3 Ruten lost says the value, its factors, the −2V and that nobody else scores', () => {
    const s = run(anse(), [ab(3, true), A('pass'), A('pass'), A('pass'), trump('D')]);
    const end = withTricks(s, [1, 2, 3]);
    expect(ansegger.score(end, 'lost').why).toBe(
      'seat 0 played 3 Ruten, diamonds trump, needing 3 tricks: 0 tricks of 3, lost. Value 3 × 2 (Ruten) = 6; lost: -2 × 6 = -12 for seat 0; nobody else scores (program scoring).',
    );
  });

  it('Ansegger: Fips made; Duttfips: the Dutt game made with the most tricks', () => {
    const f = run(anse(), [ab(5, false), A('pass'), A('pass'), A('pass'), trump('S')]);
    expect(ansegger.score(withTricks(f, [0, 0, 0, 0, 0]), 'won').why).toBe(
      'seat 0 played Fips (5), spades trump, needing 5 tricks: 5 tricks of 5, made. Value 5 × 2 (Fips) = 10: +10 to seat 0; nobody else scores (program scoring).',
    );
    const d = run(duttGame(), [trump('H')]);
    const end = withTricks(d, [0, 0, 0]);
    expect(duttfips.afterTrick(end)).toBe('won');
    expect(duttfips.score(end, 'won').why).toBe(
      'seat 0 played Dutt game, hearts trump, needing more tricks than each other player: 3 tricks of 3, made. Value 1 (Dutt game): +1 to seat 0; nobody else scores (program scoring).',
    );
  });
});
