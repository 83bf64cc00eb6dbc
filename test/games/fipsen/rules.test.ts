// Fipsen's numbered rules (fipsen.md §3a, §3b) and the worked examples of §6 as exact assertions.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine, MatchLine } from '../../../src/core/history-lines.js';
import { configFromMatchLine } from '../../../src/engine/replay.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { prisdorfBeats, prisdorfValue, prisdorfLadder, describePrisdorfBid } from '../../../src/games/fipsen/prisdorf.js';
import { grossenaspeLadder, describeGrossenaspeBid } from '../../../src/games/fipsen/grossenaspe.js';
import { kiekerEligible, PACK_25, PACK_32 } from '../../../src/games/fipsen/pack.js';
import { trickRules } from '../../../src/games/fipsen/rules.js';
import { trickWinnerIndex } from '../../../src/core/trick.js';
import { Rng } from '../../../src/core/rng.js';
import type { FipsenAction, FipsenBid, FipsenState } from '../../../src/games/fipsen/types.js';
import { A, dealt, firstSettle, keys, run, table } from './helpers.js';

const tb = (tricks: number, hand = false, ruten = false): FipsenBid => ({ kind: 'tricks', tricks, hand, ruten, gute: false });
const gb = (tricks: number, gute = false): FipsenBid => ({ kind: 'tricks', tricks, hand: false, ruten: false, gute });
const bid = (b: FipsenBid): FipsenAction => ({ kind: 'bid', bid: b });

function start(
  variant: string,
  players: number,
  hands: Card[][],
  piles: Record<string, Card[]>,
  raw: Record<string, string> = {},
  dealer = 0,
): FipsenState {
  return dealt(table(variant, players, raw), dealer, hands, piles);
}

// Prisdorf 4p, dealer 3 so Vorhand is seat 0 (V=0, M=1, H=2, D=3).
const P4: Card[][] = [
  ['AC', 'KC', 'QC', 'JC', 'TC'],
  ['AS', 'KS', 'QS', 'JS', 'TS'],
  ['AH', 'KH', 'QH', 'JH', 'TH'],
  ['9C', '8C', '9S', '8S', '9H'],
];
const P4_PILES = { skat: ['7D', '7C'] as Card[], rest: ['7S', '7H', '8H'] as Card[] };
const p4 = (raw: Record<string, string> = {}) => start('prisdorf', 4, P4, P4_PILES, raw, 3);

describe('Prisdorf (fipsen.md §3a)', () => {
  it('P-R2 / FIP-P-23 deck of 25; 3 players: 15 dealt, Skat 2, rest 8', () => {
    expect(PACK_25).toHaveLength(25);
    expect(PACK_25.filter((c) => c.endsWith('D'))).toEqual(['7D']);
    const o = fipsen.resolveOptions('prisdorf', 3, {});
    if (!o.ok) throw new Error(o.reason);
    const d = fipsen.drawChance(fipsen.setup({ variant: 'prisdorf', players: 3, options: o.value }), Rng.fromSeed('x'));
    if (d.kind !== 'deal') throw new Error();
    expect(d.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(d.piles['skat']).toHaveLength(2);
    expect(d.piles['rest']).toHaveLength(8);
  });

  it('P-R6 / FIP-P-S11 bid ordering; 3 Hand and 3 Ruten never overcall each other', () => {
    const chain = [tb(2), tb(2, true), tb(2, true, true), tb(3), tb(3, true)];
    for (let i = 1; i < chain.length; i++) expect(prisdorfBeats(chain[i]!, chain[i - 1]!)).toBe(true);
    expect(prisdorfBeats(tb(3, true), tb(3, false, true))).toBe(false);
    expect(prisdorfBeats(tb(3, false, true), tb(3, true))).toBe(false);
    expect(prisdorfLadder(2).map(describePrisdorfBid).slice(11, 17)).toEqual([
      '4 Hand Ruten',
      'Kieker',
      '5',
      '5 Hand',
      '5 Ruten',
      '5 Hand Ruten',
    ]);
  });

  it('FIP-P-17 Kieker overcalls 4 Hand Ruten, and 5 overcalls Kieker', () => {
    expect(prisdorfBeats({ kind: 'kieker' }, tb(4, true, true))).toBe(true);
    expect(prisdorfBeats(tb(5), { kind: 'kieker' })).toBe(true);
  });

  it('P-R7 / FIP-P-16 Kieker needs no K/Q/J', () => {
    expect(kiekerEligible(['AC', 'TC', '9S', '8H', '7D'])).toBe(true);
    expect(kiekerEligible(['AC', 'JC', '9S', '8H', '7D'])).toBe(false);
    // Seat 3 holds no picture: it may bid Kieker; seat 0 may not.
    const s = run(p4(), [A('pass'), A('pass'), A('pass')]);
    expect(keys(s)).toContain('bid:kieker');
    expect(keys(p4())).not.toContain('bid:kieker');
  });

  it('F-P8 min_bid_3: the lowest bid is 3', () => {
    expect(keys(p4({ min_bid_3: 'true' }))[0]).toBe('bid:3');
    expect(keys(p4())[0]).toBe('bid:2');
  });

  it('P-R8 / FIP-P-14 exact sequence', () => {
    // V=0 bids 2; M=1 bids 3; V holds; M bids 3 Hand; V passes; H=2 bids 4; M holds; H passes; D=3 passes.
    const s = run(p4(), [bid(tb(2)), bid(tb(3)), A('hold'), bid(tb(3, true)), A('pass'), bid(tb(4)), A('hold'), A('pass'), A('pass')]);
    expect(s.contract).toEqual({ declarer: 1, bid: tb(4), selfNamed: false });
    expect(keys(s)).toEqual(['skat', 'hand']);
  });

  it('P-R10 / FIP-P-15 a held 3 Ruten: Hand with any trump, or Skat and diamonds only', () => {
    // V bids 2, M passes, H bids 3 Ruten, V holds, H passes, D passes.
    const s = run(p4(), [bid(tb(2)), A('pass'), bid(tb(3, false, true)), A('hold'), A('pass'), A('pass')]);
    expect(s.contract).toEqual({ declarer: 0, bid: tb(3, false, true), selfNamed: false });
    expect(keys(run(s, [A('hand')]))).toEqual(['trump:C', 'trump:S', 'trump:H', 'trump:D']);
    const skat = run(s, [A('skat'), { kind: 'discard', cards: ['7C', '7D'] }]);
    expect(keys(skat)).toEqual(['trump:D']);
  });

  it('P-R10 a self-named Hand bid leaves only Hand (the Skat stays untouched)', () => {
    const s = run(p4(), [bid(tb(3, true)), A('pass'), A('pass'), A('pass')]);
    expect(keys(s)).toEqual(['hand']);
  });

  it('P-R9 / FIP-P-19 all four pass: no score, same dealer, a new deal number that does not count', () => {
    const log: GameLine[] = [];
    const s = run(p4(), [A('pass'), A('pass'), A('pass'), A('pass')], log);
    expect(log).toEqual([firstSettle([0, 0, 0, 0], 'all passed')]);
    expect(s.phase).toBe('deal');
    expect(s.dealer).toBe(3);
    expect(s.dealsDone).toBe(0);
    const next = fipsen.drawChance(s, Rng.fromSeed('r'));
    const s2 = fipsen.apply(s, next);
    expect(s2.dealNo).toBe(2);
  });

  it('P-R16 / FIP-P-S1..S9, S18, S20 values', () => {
    expect(prisdorfValue(3, true, false, false, 1)).toBe(6); // S1 +6, S2 −12
    expect(prisdorfValue(4, false, true, true, 1)).toBe(16); // S3 +16, S4 −32
    expect([prisdorfValue(3, false, false, false, 1), prisdorfValue(3, false, false, true, 1)]).toEqual([3, 6]); // S5
    expect(prisdorfValue(5, false, false, true, 1)).toBe(10); // S6 +10 / −20
    expect(prisdorfValue(3, true, true, false, 1)).toBe(12); // S7
    expect([prisdorfValue(5, false, false, true, 1), prisdorfValue(5, false, true, true, 1)]).toEqual([10, 20]); // S8, S9
    expect([prisdorfValue(3, true, false, false, 2), prisdorfValue(3, true, false, false, 4)]).toEqual([12, 24]); // S18
    expect(prisdorfValue(5, true, true, true, 1)).toBe(40); // S20
  });

  it('FIP-P-S10 Siebener Fips after the deal: +30, others 0, the deal ends', () => {
    const hands: Card[][] = [['7C', '7S', '7H', '7D', 'AS'], P4[1]!, P4[2]!, ['9C', '8C', '9S', '8S', '9H']];
    const log: GameLine[] = [];
    let s = start('prisdorf', 4, hands, { skat: ['AC', 'KC'], rest: ['QC', 'JC', 'TC'] }, {}, 3);
    expect(keys(s)).toEqual(['siebener', 'no-siebener']);
    s = run(s, [A('siebener')], log);
    expect(log).toEqual([
      { type: 'reveal', deal: 1, what: 'hand', seat: 0, cards: ['7C', '7S', '7H', '7D', 'AS'] },
      firstSettle([30, 0, 0, 0], 'seat 0: Siebener Fips'),
    ]);
    expect(s.dealer).toBe(0);
  });

  it('P-R14 / P-R15 / FIP-P-12 contract 2 with Skat, hearts; lost, won, won: ends after trick 3, +2', () => {
    let s = run(p4(), [
      A('pass'),
      A('pass'),
      bid(tb(2)),
      A('pass'),
      A('skat'),
      { kind: 'discard', cards: ['7D', 'TH'] },
      { kind: 'trump', suit: 'H' },
    ]);
    expect(s.toPlay).toBe(0); // Vorhand leads whoever the declarer is
    const log: GameLine[] = [];
    const play = (cards: Card[]): void => {
      s = run(
        s,
        cards.map((card) => ({ kind: 'play', card }) as FipsenAction),
        log,
      );
    };
    play(['AC', 'AS', '7C', '9C']);
    play(['KC', 'KS', 'KH', '8C']);
    play(['AH', '9H', 'QC', 'QS']);
    expect(log.filter((l) => l.type === 'trick').map((l) => (l.type === 'trick' ? l.winner : -1))).toEqual([0, 2, 2]);
    expect(log[log.length - 1]).toEqual(firstSettle([0, 0, 2, 0], 'seat 2: bid 2, played 2 hearts, won'));
  });

  it('FIP-P-13 contract 4, declarer loses tricks 1 and 2: ends after trick 2, −8', () => {
    // Seat 3 (9C 8C 9S 8S 9H) bids 4 on hearts after the others pass; V leads AC, then AS.
    let s = run(p4(), [A('pass'), A('pass'), A('pass'), bid(tb(4))]);
    s = run(s, [A('skat'), { kind: 'discard', cards: ['7D', '7C'] }, { kind: 'trump', suit: 'H' }]);
    const log: GameLine[] = [];
    s = run(
      s,
      [
        { kind: 'play', card: 'AC' },
        { kind: 'play', card: 'AS' },
        { kind: 'play', card: 'AH' },
        { kind: 'play', card: '9C' },
      ],
      log,
    );
    run(
      s,
      [
        { kind: 'play', card: 'KH' },
        { kind: 'play', card: '9H' },
        { kind: 'play', card: 'KC' },
        { kind: 'play', card: 'KS' },
      ],
      log,
    );
    expect(log[log.length - 1]).toEqual(firstSettle([0, 0, 0, -8], 'seat 3: bid 4, played 4 hearts, lost'));
  });

  it('P-R13 / FIP-P-18 Kontra from the first opponent ends the asking; the declarer answers; ×2 / ×4', () => {
    let s = run(p4({ kontra: 'true' }), [A('pass'), A('pass'), A('pass'), bid(tb(2))]);
    s = run(s, [A('hand'), { kind: 'trump', suit: 'S' }]);
    expect(keys(s)).toEqual(['kontra', 'no-kontra']);
    expect(fipsen.turn(s)).toEqual({ kind: 'decide', seat: 0 });
    s = run(s, [A('no-kontra'), A('kontra')]);
    expect(fipsen.turn(s)).toEqual({ kind: 'decide', seat: 3 });
    expect(keys(s)).toEqual(['rekontra', 'no-rekontra']);
    s = run(s, [A('rekontra')]);
    expect(s.phase).toBe('play');
  });

  it('P-R12 a 4-player Kieker adds Skat and rest (10 cards); surrender scores −5', () => {
    const log: GameLine[] = [];
    let s = run(p4(), [A('pass'), A('pass'), A('pass'), bid({ kind: 'kieker' })], log);
    expect(log).toEqual([
      { type: 'reveal', deal: 1, what: 'hand', seat: 3, cards: ['9C', '8C', '9S', '8S', '9H'] },
      { type: 'exchange', deal: 1, seat: 3, from: 'skat', gave: [], got: ['7D', '7C'] },
      { type: 'exchange', deal: 1, seat: 3, from: 'rest', gave: [], got: ['7S', '7H', '8H'] },
    ]);
    expect(s.hands[3]).toHaveLength(10);
    // P-R17 at the Kieker's pick-up: four sevens and an Ace? He has no Ace, so no Siebener.
    expect(keys(s)).toEqual(['surrender', 'play-on']);
    // The Kieker's hand reaches the opponent on his left (seat 0) and nobody else.
    expect(fipsen.view(s, 0).shown).toEqual([{ seat: 3, cards: ['9C', '8C', '9S', '8S', '9H'] }]);
    expect(fipsen.view(s, 1).shown).toEqual([]);
    expect(fipsen.view(s, 2).shown).toEqual([]);
    expect(fipsen.view(s, null).shown).toEqual([]);
    log.length = 0;
    s = run(s, [A('surrender')], log);
    expect(log).toEqual([firstSettle([0, 0, 0, -5], 'seat 3: Kieker surrendered')]);
  });

  it('P-R7 the reveal line of a Kieker goes to the opponent on his left only', () => {
    const s = run(p4(), [A('pass'), A('pass'), A('pass')]);
    const line: GameLine = { type: 'reveal', deal: 1, what: 'hand', seat: 3, cards: ['9C', '8C', '9S', '8S', '9H'] };
    expect(fipsen.audience!(s, line)).toEqual([0]);
  });

  it('FIP-P-21 diamonds trump: 7♦ beats A♥ led', () => {
    expect(trickWinnerIndex(['AH', 'KH', '7D', 'QH'], trickRules('D'))).toBe(2);
  });

  it('FIP-P-22 clubs trump, 7♦ led: 7♣ wins; without a club, 7♦ wins', () => {
    expect(trickWinnerIndex(['7D', 'AH', '7C', 'AS'], trickRules('C'))).toBe(2);
    expect(trickWinnerIndex(['7D', 'AH', 'KS', 'AS'], trickRules('C'))).toBe(0);
  });
});

// Großenaspe 4p, dealer 3: P1 = seat 0 … P4 = seat 3.
const G4: Card[][] = [
  ['AC', 'KC', 'QC', 'JC', 'TC'],
  ['AS', 'KS', 'QS', 'JS', 'TS'],
  ['AH', 'KH', 'QH', 'JH', 'TH'],
  ['AD', 'TD', '9D', '8D', '7D'],
];
const G4_PILES = { skat: ['9C', '8C'] as Card[], stock: ['7C', '9S', '8S', '7S', '9H', '8H', '7H', 'KD', 'QD', 'JD'] as Card[] };
const g4 = (raw: Record<string, string> = {}) => start('grossenaspe', 4, G4, G4_PILES, raw, 3);

describe('Großenaspe (fipsen.md §3b)', () => {
  it('G-R2 32 cards; G-R4 stock 10 with 4 players', () => {
    expect(PACK_32).toHaveLength(32);
    expect(g4().piles['stock']).toHaveLength(10);
  });

  it('G-R5 / FIP-G-13 ladder', () => {
    expect(
      grossenaspeLadder()
        .map((b) => describeGrossenaspeBid(b))
        .slice(7),
    ).toEqual(['4 Gute', 'Kieker', '5', '5 Gute', 'Fips', 'Fips Gute']);
  });

  it('G-R6 / FIP-G-11 P1 1, P2 2, P3 weg, P4 2 Gute, P1 3, P2 weg, P4 weg: P1 plays 3', () => {
    const s = run(g4(), [bid(gb(1)), bid(gb(2)), A('pass'), bid(gb(2, true)), bid(gb(3)), A('pass'), A('pass')]);
    expect(s.contract).toEqual({ declarer: 0, bid: gb(3), selfNamed: true });
    expect(s.hands[0]).toHaveLength(7);
  });

  it('G-R7 Kieker eligibility is checked: only seat 3 (no pictures) is offered it', () => {
    expect(keys(g4())).not.toContain('bid:kieker');
    expect(keys(run(g4(), [A('pass'), A('pass'), A('pass')]))).toContain('bid:kieker');
  });

  const lead = (s: FipsenState, cards: Card[], log: GameLine[]): FipsenState =>
    run(
      s,
      cards.map((card) => ({ kind: 'play', card }) as FipsenAction),
      log,
    );

  it('G-R11 / G-R12 / FIP-G-01 bid 3 hearts made: +3; unbeaten at his bid the declarer says stop or durch', () => {
    let s = run(g4(), [
      A('pass'),
      A('pass'),
      bid(gb(3)),
      A('pass'),
      { kind: 'discard', cards: ['9C', '8C'] },
      { kind: 'trump', suit: 'H' },
    ]);
    const log: GameLine[] = [];
    s = lead(s, ['AC', 'AS', 'AH', 'AD'], log);
    s = lead(s, ['KH', 'TD', 'KC', 'KS'], log);
    s = lead(s, ['QH', '9D', 'QC', 'QS'], log);
    expect(keys(s)).toEqual(['stop', 'continue']);
    s = run(s, [A('stop')], log);
    expect(log[log.length - 1]).toEqual(firstSettle([0, 0, 3, 0], 'seat 2: 3 made'));
  });

  it('G-R11 [program decision] a plain 5 plays on after a lost trick until the declarer has one; 5 Gute ends at once', () => {
    const fiveLostFirst = (gute: boolean) => {
      let s = run(g4(), [A('pass'), A('pass'), bid(gb(5, gute)), A('pass'), { kind: 'discard', cards: ['TH', '9C'] }]);
      s = run(s, [{ kind: 'trump', suit: gute ? 'C' : 'H' }]);
      const log: GameLine[] = [];
      s = lead(s, ['AC', 'AS', '8C', 'AD'], log);
      return { s, log };
    };
    const gute = fiveLostFirst(true);
    expect(gute.log[gute.log.length - 1]).toEqual(firstSettle([10, 10, 0, 10], 'seat 2: 5 Gute pott beet'));
    const plain = fiveLostFirst(false);
    expect(plain.log[plain.log.length - 1]).toMatchObject({ type: 'trick', index: 1, winner: 0 });
    const log: GameLine[] = [];
    lead(plain.s, ['KC', 'KS', 'AH', 'TD'], log);
    expect(log[log.length - 1]).toEqual(firstSettle([5, 5, 0, 5], 'seat 2: 5 beet'));
  });

  it('FIP-G-07 bid 2 spades: unbeaten after 2 tricks the declarer may say durch; winning all five scores +5', () => {
    // P2 (spades) bids 2, the others weg; P2 keeps all spades; Vorhand P1 leads AC.
    let s = run(g4(), [
      A('pass'),
      bid(gb(2)),
      A('pass'),
      A('pass'),
      { kind: 'discard', cards: ['9C', '8C'] },
      { kind: 'trump', suit: 'S' },
    ]);
    const log: GameLine[] = [];
    s = lead(s, ['AC', 'AS', 'AH', 'AD'], log);
    s = lead(s, ['KS', 'KH', 'TD', 'KC'], log);
    expect(keys(s)).toEqual(['stop', 'continue']);
    expect(fipsen.encodeAction(s, A('continue'))).toEqual({ type: 'call', deal: 1, seat: 1, call: 'durch' });
    s = run(s, [A('continue')]);
    s = lead(s, ['QS', 'QH', '9D', 'QC'], log);
    s = lead(s, ['JS', 'JH', '8D', 'JC'], log);
    s = lead(s, ['TS', 'TH', '7D', 'TC'], log);
    expect(log[log.length - 1]).toEqual(firstSettle([0, 5, 0, 0], 'seat 1: 2 durch'));
  });

  it('FIP-G-08 Kieker surrender: each opponent +5', () => {
    const log: GameLine[] = [];
    let s = run(g4(), [A('pass'), A('pass'), A('pass'), bid({ kind: 'kieker' })], log);
    expect(s.hands[3]).toHaveLength(12);
    s = run(s, [A('surrender')], log);
    expect(log[log.length - 1]).toEqual(firstSettle([5, 5, 5, 0], 'seat 3: Kieker surrendered'));
  });

  it('G-R13 / FIP-G-12 three players: Gute is Ruten (diamonds) and doubles', () => {
    const hands: Card[][] = [
      ['AC', 'KC', 'QC', 'JC', 'TC'],
      ['AS', 'KS', 'QS', 'JS', 'TS'],
      ['AH', 'KH', 'QH', 'JH', '7D'],
    ];
    const piles = { skat: ['9C', '8C'] as Card[], stock: ['7C', '9S', '8S', '7S', '9H', '8H', '7H', 'TH'] as Card[] };
    let s = start('grossenaspe', 3, hands, piles, {}, 2);
    s = run(s, [bid(gb(2, true)), A('pass'), A('pass'), { kind: 'discard', cards: ['9C', '8C'] }]);
    expect(keys(s)).toEqual(['trump:D']);
    expect(describeGrossenaspeBid(gb(2, true), 3)).toBe('2 Ruten');
  });

  it('G-R14 five players, sit_out: the dealer gets no cards, stock 10; all_in: 5 each, stock 5', () => {
    const sit = fipsen.resolveOptions('grossenaspe', 5, {});
    const all = fipsen.resolveOptions('grossenaspe', 5, { five_mode: 'all_in' });
    if (!sit.ok || !all.ok) throw new Error();
    const s = fipsen.setup({ variant: 'grossenaspe', players: 5, options: sit.value });
    const d = fipsen.drawChance({ ...s, dealer: 2 }, Rng.fromSeed('a'));
    if (d.kind !== 'deal') throw new Error();
    expect(d.hands.map((h) => h.length)).toEqual([5, 5, 0, 5, 5]);
    expect(d.piles['stock']).toHaveLength(10);
    const t = fipsen.setup({ variant: 'grossenaspe', players: 5, options: all.value });
    const e = fipsen.drawChance({ ...t, dealer: 2 }, Rng.fromSeed('a'));
    if (e.kind !== 'deal') throw new Error();
    expect(e.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5]);
    expect(e.piles['stock']).toHaveLength(5);
  });

  it('§5 five_mode applies at five players only; deals default 20 / 15 / 25', () => {
    const four = fipsen.resolveOptions('grossenaspe', 4, {});
    expect(four).toEqual({ ok: true, value: { players: 4, kloppen: false, deals: 20 } });
    const five = fipsen.resolveOptions('grossenaspe', 5, {});
    expect(five.ok && five.value['five_mode']).toBe('sit_out');
    expect(five.ok && five.value['deals']).toBe(25);
    const p3 = fipsen.resolveOptions('prisdorf', 3, {});
    expect(p3).toEqual({ ok: true, value: { players: 3, min_bid_3: false, kontra: false, deals: 120 } });
  });

  it('§5 five_mode given at four players is refused, naming where it applies (OptionSpec.players)', () => {
    const r = fipsen.resolveOptions('grossenaspe', 4, { five_mode: 'all_in' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/five_mode/);
    expect(!r.ok && r.reason).toMatch(/5 players/);
  });

  it('F-G1 / R3 the option cut is left out with its reason: refused by --rule, read past in a history', () => {
    expect(fipsen.resolveOptions('grossenaspe', 4, { cut: 'true' })).toEqual({
      ok: false,
      reason: 'option cut of fipsen grossenaspe is left out: a cut changes nothing for a shuffled pack, so the program never cuts (R3)',
    });
    expect(fipsen.rulesText('grossenaspe')).toContain('No cut: a cut changes nothing for a shuffled pack, so the option cut is left out.');
  });

  it('§5 a history from another program naming cut, or five_mode with 3 or 4 players, is read without them', () => {
    const line = (players: number, options: Record<string, unknown>) =>
      ({ type: 'match', game: 'fipsen', variant: 'grossenaspe', players, options }) as unknown as MatchLine;
    const four = { players: 4, kloppen: true, deals: 10 };
    expect(configFromMatchLine(fipsen, line(4, { ...four, cut: true, five_mode: 'all_in' }), 'h.jsonl')).toEqual({
      ok: true,
      value: { variant: 'grossenaspe', players: 4, options: four },
    });
    const three = { players: 3, kloppen: false, deals: 15 };
    expect(configFromMatchLine(fipsen, line(3, { ...three, five_mode: 'sit_out', cut: false }), 'h.jsonl')).toEqual({
      ok: true,
      value: { variant: 'grossenaspe', players: 3, options: three },
    });
    // At five players five_mode is played, and a wrong value is still refused.
    expect(configFromMatchLine(fipsen, line(5, { players: 5, kloppen: false, deals: 25, five_mode: 'none' }), 'h.jsonl')).toEqual({
      ok: false,
      reason: 'h.jsonl:1: options.five_mode is "none", not one of sit_out, all_in',
    });
  });
});
