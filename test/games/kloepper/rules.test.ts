// Every numbered rule (R1–R13) and worked example (K-S1…K-S10, K-11…K-24) of kloepper.md as an
// exact assertion.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng, shuffled } from '../../../src/core/rng.js';
import { trickWinnerIndex } from '../../../src/core/trick.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import {
  KLOEPPER_PACK,
  KLOEPPER_TRICK_RULES,
  TRUMPS,
  cardPoints,
  matchEnd,
  pointsOf,
  scoreDeal,
  type DealOutcome,
} from '../../../src/games/kloepper/rules.js';
import { explainDeal } from '../../../src/games/kloepper/rules-text.js';
import { noteText } from '../../../src/games/kloepper/ui/table-wording.js';
import type { KloepperState } from '../../../src/games/kloepper/types.js';
import { dealt, handsOf, K13_HANDS, K13_PLAY, legalKeys, options, run } from './helpers.js';

const winnerOf = (cards: string[]): number => trickWinnerIndex(cards as Card[], KLOEPPER_TRICK_RULES);

/** K-20's deal: seats 0 (Q♣) and 2 (Q♠) are the queen side; seat 0 leads (dealer 3). */
const K20_HANDS = [
  ['QC', 'JC', 'JS', 'AH', '9H', '9C'],
  ['AD', 'TD', 'KD', 'AC', 'TC', 'KC'],
  ['QS', 'JH', 'JD', '9S', 'KS', 'TS'],
  ['QD', '9D', 'AS', 'TH', 'KH', 'QH'],
];

/** K-20's first three tricks once the knocking is done: the non-queen side takes trick 3. */
const K20_TRICKS = ['QC', 'AD', 'JH', '9D', 'JC', 'TD', 'JD', 'QD', 'AH', 'KD', '9S', 'TH'];

const outcome = (o: Partial<DealOutcome>): DealOutcome => ({
  queenSide: [1, 3],
  alone: false,
  queenTricks: 4,
  tricksPlayed: 6,
  queenPoints: 70,
  knock: false,
  counterKnock: false,
  ...o,
});

function settleOf(lines: GameLine[]) {
  return lines.find((l) => l.type === 'settle') as Extract<GameLine, { type: 'settle' }> | undefined;
}

describe('R1 players', () => {
  it('R1 exactly four players; game points are scored per player', () => {
    expect(kloepper.resolveOptions('standard', 3, {})).toEqual({ ok: false, reason: 'kloepper is for exactly 4 players, not 3' });
    expect(kloepper.resolveOptions('standard', 5, {}).ok).toBe(false);
    expect(kloepper.resolveOptions('standard', 4, { players: '5' }).ok).toBe(false);
    expect(options()).toEqual({ players: 4, self_call: false, call_needs_suit: false, target: 30, deals: 0, knocking: true });
    const { lines } = run(dealt(K13_HANDS, { dealer: 3 }), K13_PLAY);
    expect(settleOf(lines)!.delta).toEqual([0, 4, 0, 4]);
  });
});

describe('R2 scorekeeper and first dealer', () => {
  it('R2 seat 1 deals first with no draw, then the deal passes left', () => {
    const s0 = kloepper.setup({ variant: 'standard', players: 4, options: options() });
    expect(kloepper.turn(s0)).toEqual({ kind: 'chance' });
    expect(s0.dealer).toBe(1);
    const { state } = run(dealt(K13_HANDS, { dealer: 1 }), ['AS', '9C', '9H', '9S']);
    expect(state.dealer).toBe(1);
    const s = dealt(K13_HANDS, { dealer: 3 });
    const after = run(s, K13_PLAY).state;
    expect(after.phase).toBe('deal');
    expect(after.dealer).toBe(0);
  });
});

describe('R3 deck', () => {
  it('R3 24 cards: 9, 10, J, Q, K, A of four suits', () => {
    expect(KLOEPPER_PACK).toHaveLength(24);
    expect(new Set(KLOEPPER_PACK).size).toBe(24);
    expect([...KLOEPPER_PACK].sort()).toEqual(
      ['C', 'S', 'H', 'D'].flatMap((s) => ['9', 'T', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}`)).sort(),
    );
  });
});

describe('R4 trumps', () => {
  it('R4 eleven trumps rank Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ Q♦ 9♦', () => {
    expect(TRUMPS).toEqual(['QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', 'TD', 'KD', 'QD', '9D']);
    for (let i = 0; i + 1 < TRUMPS.length; i++) {
      expect(winnerOf([TRUMPS[i + 1]!, TRUMPS[i]!])).toBe(1);
      expect(winnerOf([TRUMPS[i]!, TRUMPS[i + 1]!])).toBe(0);
    }
    expect(kloepper.cardOrder(kloepper.view(dealt(K13_HANDS), 0)).isTrump('QH')).toBe(false);
  });

  it('R4 black queens and jacks are trumps only: they do not follow their printed suit', () => {
    // A♠ led; J♠ and Q♠ are trumps and win; a plain spade does not beat them.
    expect(winnerOf(['AS', 'JS', 'TS', '9S'])).toBe(1);
    expect(winnerOf(['KC', 'QC', 'AC', 'TC'])).toBe(1);
  });
});

describe('R5 plain suits', () => {
  it('R5 clubs and spades A 10 K 9; hearts A 10 K Q 9', () => {
    expect(winnerOf(['9C', 'KC', 'TC', 'AC'])).toBe(3);
    expect(winnerOf(['9S', 'KS', 'TS', '9H'])).toBe(2);
    expect(winnerOf(['9H', 'QH', 'KH', 'TH'])).toBe(3);
    expect(winnerOf(['QH', '9H', 'AC', 'AS'])).toBe(0); // off-suit aces do not win
  });

  it('R5 / K14 hands sort trumps first, then clubs, spades, hearts', () => {
    const order = kloepper.cardOrder(kloepper.view(dealt(K13_HANDS), 0));
    const cards: Card[] = ['9H', 'AC', 'QS', 'AD', 'TS', 'JH', 'QC', 'KC'];
    expect(cards.sort((a, b) => order.sortKey(a) - order.sortKey(b))).toEqual(['QC', 'QS', 'JH', 'AD', 'AC', 'KC', 'TS', '9H']);
  });
});

describe('R6 card points', () => {
  it('R6 A 11, 10 10, K 4, Q 3, J 2, 9 0', () => {
    expect(['AH', 'TH', 'KH', 'QH', 'JH', '9H'].map((c) => cardPoints(c as Card))).toEqual([11, 10, 4, 3, 2, 0]);
  });

  it('K-24 card-point totals: 44 + 40 + 16 + 12 + 8 + 0 = 120', () => {
    const byRank = (r: string) => pointsOf(KLOEPPER_PACK.filter((c) => c[0] === r));
    expect([byRank('A'), byRank('T'), byRank('K'), byRank('Q'), byRank('J'), byRank('9')]).toEqual([44, 40, 16, 12, 8, 0]);
    expect(pointsOf(KLOEPPER_PACK)).toBe(120);
  });
});

describe('R7 deal', () => {
  it("R7 all 24 cards, in batches of three from the dealer's left", () => {
    const s0 = kloepper.setup({ variant: 'standard', players: 4, options: options() });
    const a = kloepper.drawChance(s0, Rng.fromSeed('r7'));
    const order = shuffled(KLOEPPER_PACK, Rng.fromSeed('r7'));
    if (a.kind !== 'deal') throw new Error('not a deal');
    // Dealer 1: seats 2, 3, 0, 1 get three each, then three more each.
    expect(a.hands[2]).toEqual([...order.slice(0, 3), ...order.slice(12, 15)]);
    expect(a.hands[3]).toEqual([...order.slice(3, 6), ...order.slice(15, 18)]);
    expect(a.hands[0]).toEqual([...order.slice(6, 9), ...order.slice(18, 21)]);
    expect(a.hands[1]).toEqual([...order.slice(9, 12), ...order.slice(21, 24)]);
    const log: GameLine[] = [];
    kloepper.apply(s0, a, log);
    expect(log).toEqual([{ type: 'deal', deal: 1, dealer: 1, hands: a.hands, piles: {} }]);
  });
});

describe('R8 partnerships', () => {
  it('R8.1 split queens: their holders are the queen side, nothing is announced', () => {
    const s = dealt(K13_HANDS, { dealer: 3 });
    expect(s.phase).toBe('play');
    expect(s.queenSide).toEqual([1, 3]);
    expect(kloepper.sides!(s)).toEqual([
      [1, 3],
      [0, 2],
    ]);
  });

  it('R8.2 both queens in one hand: alone or call an ace he does not hold, before the first lead', () => {
    const hands = handsOf('AH 9C 9S 9H KH QH / AS TS KS TH 9D QD / QC QS AC JC JS JH / TC KC JD AD TD KD');
    const s = dealt(hands, { dealer: 3 });
    expect(s.phase).toBe('declare');
    expect(kloepper.turn(s)).toEqual({ kind: 'decide', seat: 2 });
    expect(legalKeys(s)).toEqual(['alone', 'call:S', 'call:H']);
    const called = run(s, ['call:S']);
    expect(called.lines).toEqual([{ type: 'call', deal: 1, seat: 2, call: 'call', suit: 'S' }]);
    expect(called.state.queenSide).toEqual([1, 2]);
    expect(called.state.declaration).toEqual({ seat: 2, kind: 'call', suit: 'S' });
    const alone = run(s, ['alone']);
    expect(alone.lines).toEqual([{ type: 'call', deal: 1, seat: 2, call: 'alone' }]);
    expect(alone.state.queenSide).toEqual([2]);
    expect(kloepper.turn(alone.state)).toEqual({ kind: 'decide', seat: 0 });
  });

  it('K-14 seat 2 calls A♥ held by seat 0; Qp = 70 scores seats 2 and 0 two each', () => {
    const hands = handsOf('AH 9C 9S 9H KH QH / AS TS KS TH 9D QD / QC QS AC JC JS JH / TC KC JD AD TD KD');
    const s = run(dealt(hands, { dealer: 3 }), ['call:H']).state;
    expect(s.queenSide).toEqual([0, 2]);
    expect(scoreDeal(outcome({ queenSide: s.queenSide, queenPoints: 70 })).delta).toEqual([2, 0, 2, 0]);
  });

  it('K-15 holding Q♣ Q♠ A♣ A♠ A♥ 9♦ he must go alone, and the forced call is not written', () => {
    const hands = handsOf('9C 9S 9H KH QH TH / TS KS JH JD QD KD / QC QS AC AS AH 9D / TC KC JC JS AD TD');
    const s = dealt(hands, { dealer: 3 });
    expect(legalKeys(s)).toEqual(['alone']);
    const out = kloepper.encodeAction(s, kloepper.legalActions(s)[0]!);
    expect(out).toEqual({ type: 'call', deal: 1, seat: 2, call: 'alone' }); // a call: the match loop does not write it
  });

  it('K-15 a history without the forced "alone" replays: the rules apply it unwritten', () => {
    const hands = handsOf('9C 9S 9H KH QH TH / TS KS JH JD QD KD / QC QS AC AS AH 9D / TC KC JC JS AD TD');
    const text = [
      {
        type: 'match',
        format: 'cardtable-history',
        formatVersion: 1,
        app: 'test',
        game: 'kloepper',
        variant: 'standard',
        players: 4,
        seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, kind: 'human' })),
        options: options(),
        seed: 'k15',
        startedAt: '2026-01-01T00:00:00.000Z',
      },
      { type: 'deal', deal: 1, dealer: 1, hands, piles: {} },
      { type: 'play', deal: 1, seat: 2, card: 'AC' },
    ]
      .map((l) => JSON.stringify(l) + '\n')
      .join('');
    const parsed = parseHistory(text, 'k15.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const report = replayHistory(kloepper, parsed.value);
    expect(report.error).toBeNull();
    expect(report.state!.declaration).toEqual({ seat: 2, kind: 'alone' });
    expect(report.state!.queenSide).toEqual([2]);
    expect(report.state!.trick).toEqual({ leader: 2, seats: [2], cards: ['AC'] });
  });

  it('K-16 calling his own A♥ is refused; with self_call it is allowed and scored as alone', () => {
    const hands = handsOf('AS 9C 9S 9H KH QH / AC TS KS TH 9D QD / QC QS AH JC JS JH / TC KC JD AD TD KD');
    expect(legalKeys(dealt(hands))).toEqual(['alone', 'call:C', 'call:S']);
    const s = dealt(hands, { raw: { self_call: 'true' } });
    expect(legalKeys(s)).toEqual(['alone', 'call:C', 'call:S', 'call:H']);
    const after = run(s, ['call:H']).state;
    expect(after.queenSide).toEqual([2]);
    expect(after.selfCalled).toBe(true);
    expect(scoreDeal(outcome({ queenSide: [2], alone: true, queenPoints: 61, queenTricks: 3 })).delta).toEqual([0, 0, 6, 0]);
  });

  it('R8.2 call_needs_suit: only suits where he holds a plain card; none means alone', () => {
    const hands = handsOf('AS 9C 9S 9H KH QH / AC TS KS TH 9D QD / QC QS AH TC JS JH / KC JC JD AD TD KD');
    expect(legalKeys(dealt(hands))).toEqual(['alone', 'call:C', 'call:S']);
    expect(legalKeys(dealt(hands, { raw: { call_needs_suit: 'true' } }))).toEqual(['alone', 'call:C']);
    // J♣ is a trump, not a club: holding it does not allow calling A♣.
    const trumpsOnly = [hands[0]!, hands[1]!, ['QC', 'QS', 'AH', 'JC', 'JS', 'JH'], ['KC', 'TC', 'JD', 'AD', 'TD', 'KD']];
    expect(legalKeys(dealt(trumpsOnly, { raw: { call_needs_suit: 'true' } }))).toEqual(['alone']);
  });
});

describe('R9 play', () => {
  it("R9 the dealer's left leads; follow suit; the winner leads next", () => {
    const s = dealt(K13_HANDS, { dealer: 3 });
    expect(kloepper.turn(s)).toEqual({ kind: 'decide', seat: 0 });
    const t1 = run(s, ['9H', '9S', '9D', '9C']);
    expect(t1.lines.filter((l) => l.type === 'trick')).toEqual([
      { type: 'trick', deal: 1, index: 1, leader: 0, cards: ['9H', '9S', '9D', '9C'], winner: 2 },
    ]);
    expect(kloepper.turn(t1.state)).toEqual({ kind: 'decide', seat: 2 });
    // A♠ led: seat 3 has no plain spade (Q♠ is a trump): any card.
    const t2 = run(t1.state, ['AS']);
    expect(legalKeys(t2.state).sort()).toEqual(['play:JD', 'play:JH', 'play:KD', 'play:QD', 'play:QS']);
  });

  it('R9 a trump lead must be followed with a trump', () => {
    const s = run(dealt(K13_HANDS, { dealer: 3 }), ['9H', '9S', '9D', '9C', 'AS', 'QS', 'QH', 'JS', 'JH', 'AH']).state;
    expect(legalKeys(s).sort()).toEqual(['play:AD', 'play:JC', 'play:QC', 'play:TD']);
  });

  it('K-17 K♣ led, Q♣ played: Q♣ wins as a trump', () => {
    expect(winnerOf(['KC', 'QC'])).toBe(1);
    expect(winnerOf(['KC', 'QC', 'AC', 'TC'])).toBe(1);
  });

  it('K-18 A♣ led to {Q♣, J♣, 10♥, 9♦, K♠, A♦}: no plain club, any card is legal', () => {
    const hands = handsOf('AC 9C 9S 9H KH QH / QC JC TH 9D KS AD / QS AH TC KC JS JH / AS TS JD TD KD QD');
    const s = run(dealt(hands, { dealer: 3 }), ['AC']).state;
    expect(
      legalKeys(s)
        .filter((k) => k.startsWith('play:'))
        .sort(),
    ).toEqual(['play:9D', 'play:AD', 'play:JC', 'play:KS', 'play:QC', 'play:TH']);
  });

  it('K-19 A♥ led to {Q♥, J♥, 10♦}: only Q♥ is legal', () => {
    const hands = handsOf('AH 9C 9S 9H KH AC / QH JH TD KS TS 9D / QS TH TC KC JS JC / AS QC JD AD KD QD');
    const s = run(dealt(hands, { dealer: 3 }), ['AH']).state;
    expect(legalKeys(s)).toEqual(['play:QH']);
  });
});

describe('R10 knocking', () => {
  it('R10.1 only a black-queen holder, at his turn in trick 1, before his card', () => {
    let s = dealt(K20_HANDS, { dealer: 3 });
    expect(legalKeys(s)).toContain('knock'); // seat 0 holds Q♣
    s = run(s, ['QC']).state;
    expect(legalKeys(s)).not.toContain('knock'); // seat 1 holds no black queen
    s = run(s, ['AD']).state;
    expect(legalKeys(s)).toContain('knock'); // seat 2 holds Q♠
    s = run(s, ['JH', '9D']).state;
    expect(legalKeys(s)).not.toContain('knock'); // trick 2: too late
    expect(legalKeys(dealt(K20_HANDS, { dealer: 3, raw: { knocking: 'false' } }))).not.toContain('knock');
  });

  it('R10.1 at most one knock a deal; the called partner cannot knock', () => {
    const s = run(dealt(K20_HANDS, { dealer: 3 }), ['knock', 'no-counter', 'no-counter', 'QC', 'AD']).state;
    expect(kloepper.turn(s)).toEqual({ kind: 'decide', seat: 2 });
    expect(legalKeys(s)).not.toContain('knock');
    const hands = handsOf('AH 9C 9S 9H KH QH / AS TS KS TH 9D QD / QC QS AC JC JS JH / TC KC JD AD TD KD');
    // Dealer 3: seat 0 (the A♥ partner) leads: he holds no black queen.
    const called = run(dealt(hands, { dealer: 3 }), ['call:H']).state;
    expect(legalKeys(called)).not.toContain('knock');
  });

  it("R10.3 the non-queen side is asked in turn from the knocker's left, secretly; the first knock back ends it", () => {
    const s = run(dealt(K20_HANDS, { dealer: 3 }), ['knock']).state;
    expect(kloepper.turn(s)).toEqual({ kind: 'decide', seat: 1, secret: { asked: [1, 2, 3] } });
    expect(legalKeys(s)).toEqual(['counter-knock', 'no-counter-knock']);
    const no = run(s, ['no-counter']);
    expect(no.lines).toEqual([{ type: 'call', deal: 1, seat: 1, call: 'no-counter-knock' }]);
    expect(kloepper.audience!(s, no.lines[0]!)).toBe('none');
    expect(kloepper.turn(no.state)).toEqual({ kind: 'decide', seat: 3, secret: { asked: [1, 2, 3] } });
    const yes = run(no.state, ['counter']);
    expect(yes.lines).toEqual([{ type: 'call', deal: 1, seat: 3, call: 'counter-knock' }]);
    expect(kloepper.audience!(no.state, yes.lines[0]!)).toBe('all');
    expect(yes.state.counterKnocker).toBe(3);
    expect(kloepper.turn(yes.state)).toEqual({ kind: 'decide', seat: 0 });
    // The first seat asked knocks back: nobody else is asked.
    const first = run(s, ['counter']).state;
    expect(first.counterKnocker).toBe(1);
    expect(kloepper.turn(first)).toEqual({ kind: 'decide', seat: 0 });
  });

  it('R10.3 while the question goes round no view shows who is asked', () => {
    const s = run(dealt(K20_HANDS, { dealer: 3 }), ['knock']).state;
    expect([0, 2, 3, null].map((x) => kloepper.view(s, x).toAct)).toEqual([null, null, null, null]);
    expect(kloepper.view(s, 1).toAct).toBe(1);
    expect(kloepper.view(s, 2).questioning).toBe(true);
  });

  it('K-20 a pair knocks, no knock back, the non-queen side wins trick 3: the deal ends, each non-queen +12', () => {
    const { state, lines } = run(dealt(K20_HANDS, { dealer: 3 }), ['knock', 'no-counter', 'no-counter', ...K20_TRICKS]);
    expect(lines.filter((l) => l.type === 'trick').map((l) => (l as { winner: number }).winner)).toEqual([0, 0, 1]);
    expect(settleOf(lines)).toEqual({
      type: 'settle',
      deal: 1,
      delta: [0, 12, 0, 12],
      totals: [0, 12, 0, 12],
      queenSide: [0, 2],
      cardPoints: [33, 25],
      note: 'split queens; knock by seat 0; non-queen side took trick 3',
    });
    expect(state.phase).toBe('deal');
    expect(state.hands.flat()).toHaveLength(12);
  });

  it('R10.4 with a knock back the same loss scores 24 to each non-queen player', () => {
    const { lines } = run(dealt(K20_HANDS, { dealer: 3 }), ['knock', 'no-counter', 'counter', ...K20_TRICKS]);
    expect(settleOf(lines)!.delta).toEqual([0, 24, 0, 24]);
    expect(settleOf(lines)!.note).toBe('split queens; knock by seat 0, counter-knock by seat 3; non-queen side took trick 3');
  });
});

describe('R11 scoring without a knock', () => {
  it('R11 the score table, pair and alone', () => {
    const pair = (o: Partial<DealOutcome>) => scoreDeal(outcome(o)).delta;
    const alone = (o: Partial<DealOutcome>) => scoreDeal(outcome({ queenSide: [2], alone: true, ...o })).delta;
    expect(pair({ queenTricks: 6, queenPoints: 120 })).toEqual([0, 6, 0, 6]);
    expect(pair({ queenPoints: 91 })).toEqual([0, 4, 0, 4]);
    expect(pair({ queenPoints: 61 })).toEqual([0, 2, 0, 2]);
    expect(pair({ queenPoints: 60 })).toEqual([2, 0, 2, 0]);
    expect(pair({ queenPoints: 30 })).toEqual([4, 0, 4, 0]);
    expect(pair({ queenPoints: 29 })).toEqual([6, 0, 6, 0]);
    expect(alone({ queenTricks: 6, queenPoints: 120 })).toEqual([0, 0, 18, 0]);
    expect(alone({ queenPoints: 60 })).toEqual([4, 4, 0, 4]);
    expect(alone({ queenPoints: 29 })).toEqual([12, 12, 0, 12]);
  });

  it('K-S1 split queens, Qp = 75: each queen-side player +2', () => {
    expect(scoreDeal(outcome({ queenPoints: 75 })).delta).toEqual([0, 2, 0, 2]);
  });
  it('K-S2 split queens, Qp = 95 with a trick lost: each +4', () => {
    expect(scoreDeal(outcome({ queenPoints: 95, queenTricks: 5 })).delta).toEqual([0, 4, 0, 4]);
  });
  it('K-S3 split queens, all six tricks: each +6', () => {
    expect(scoreDeal(outcome({ queenPoints: 120, queenTricks: 6 })).delta).toEqual([0, 6, 0, 6]);
  });
  it('K-S4 alone: Qp = 61 / Qp = 91 with a trick lost / all six: +6 / +12 / +18', () => {
    const a = (o: Partial<DealOutcome>) => scoreDeal(outcome({ queenSide: [0], alone: true, ...o })).delta;
    expect(a({ queenPoints: 61, queenTricks: 3 })).toEqual([6, 0, 0, 0]);
    expect(a({ queenPoints: 91, queenTricks: 5 })).toEqual([12, 0, 0, 0]);
    expect(a({ queenPoints: 120, queenTricks: 6 })).toEqual([18, 0, 0, 0]);
  });
  it('K-S5 Qp = Np = 60: each non-queen +2; against an alone player each of the three +4', () => {
    expect(scoreDeal(outcome({ queenPoints: 60 })).delta).toEqual([2, 0, 2, 0]);
    expect(scoreDeal(outcome({ queenSide: [1], alone: true, queenPoints: 60 })).delta).toEqual([4, 0, 4, 4]);
  });
  it('K-S6 Np = 70: each non-queen +4; against alone +6 each', () => {
    expect(scoreDeal(outcome({ queenPoints: 50 })).delta).toEqual([4, 0, 4, 0]);
    expect(scoreDeal(outcome({ queenSide: [1], alone: true, queenPoints: 50 })).delta).toEqual([6, 0, 6, 6]);
  });
  it('K-S7 Np = 95: each non-queen +6; against alone +12 each', () => {
    expect(scoreDeal(outcome({ queenPoints: 25, queenTricks: 1 })).delta).toEqual([6, 0, 6, 0]);
    expect(scoreDeal(outcome({ queenSide: [1], alone: true, queenPoints: 25, queenTricks: 1 })).delta).toEqual([12, 0, 12, 12]);
  });
  it('K-11 split queens at seats 1 and 3, Qp = 60: seats 0 and 2 +2 each', () => {
    expect(scoreDeal(outcome({ queenSide: [1, 3], queenPoints: 60 })).delta).toEqual([2, 0, 2, 0]);
  });
  it('K-12 Qp = 90: the queen side +2 each (90 < 91)', () => {
    expect(scoreDeal(outcome({ queenPoints: 90, queenTricks: 5 })).delta).toEqual([0, 2, 0, 2]);
  });
  it('K-13 queen side with 120 points but a lost trick scores 4', () => {
    const { lines } = run(dealt(K13_HANDS, { dealer: 3 }), K13_PLAY);
    const tricks = lines.filter((l) => l.type === 'trick') as Extract<GameLine, { type: 'trick' }>[];
    expect(tricks.map((t) => t.winner)).toEqual([2, 3, 3, 3, 1, 1]);
    expect(tricks[0]!.cards).toEqual(['9H', '9S', '9D', '9C']);
    expect(settleOf(lines)).toEqual({
      type: 'settle',
      deal: 1,
      delta: [0, 4, 0, 4],
      totals: [0, 4, 0, 4],
      queenSide: [1, 3],
      cardPoints: [120, 0],
      note: 'split queens; queen side 5 tricks, 120 card points',
    });
  });
  it('K2 the non-queen side never takes all six tricks: Q♣ wins its trick', () => {
    const s = dealt(K13_HANDS, { dealer: 3 });
    expect(winnerOf(['AD', 'QC', 'JC', 'QS'])).toBe(1);
    expect(s.queenSide).toContain(1);
  });
});

describe('R12 scoring with a knock', () => {
  const knocked = (o: Partial<DealOutcome>) => scoreDeal(outcome({ knock: true, ...o })).delta;
  it('K-S8 knock: a pair wins all six +12 each; alone wins all six +30', () => {
    expect(knocked({ queenTricks: 6, queenPoints: 120 })).toEqual([0, 12, 0, 12]);
    expect(knocked({ queenSide: [3], alone: true, queenTricks: 6, queenPoints: 120 })).toEqual([0, 0, 0, 30]);
  });
  it('K-S9 alone knocks and loses a trick: each of the three +30', () => {
    expect(knocked({ queenSide: [3], alone: true, queenTricks: 2, tricksPlayed: 3, queenPoints: 40 })).toEqual([30, 30, 30, 0]);
  });
  it('K-S10 knock and counter-knock: non-queen wins a trick +24 each; queen side wins all six +24 each', () => {
    expect(knocked({ counterKnock: true, queenTricks: 0, tricksPlayed: 1, queenPoints: 0 })).toEqual([24, 0, 24, 0]);
    expect(knocked({ counterKnock: true, queenTricks: 6, queenPoints: 120 })).toEqual([0, 24, 0, 24]);
  });
  it('K-21 alone knocks, knock back: alone wins all six +60; loses a trick, each of three +60', () => {
    expect(knocked({ queenSide: [0], alone: true, counterKnock: true, queenTricks: 6, queenPoints: 120 })).toEqual([60, 0, 0, 0]);
    expect(knocked({ queenSide: [0], alone: true, counterKnock: true, queenTricks: 4, tricksPlayed: 5, queenPoints: 80 })).toEqual([
      0, 60, 60, 60,
    ]);
  });
  it('R12 / K12 card points do not count after a knock', () => {
    expect(knocked({ queenTricks: 5, tricksPlayed: 6, queenPoints: 118 })).toEqual([12, 0, 12, 0]);
  });
});

describe('R13 match end', () => {
  const at = (balances: number[], raw: Record<string, string> = {}, dealsDone = 1): KloepperState => ({
    ...dealt(K13_HANDS, { raw }),
    balances,
    dealsDone,
  });

  it('K-22 A = 28, B = 27 score 4 each: A = 32, B = 31, A wins', () => {
    const { state, lines } = run(dealt(K13_HANDS, { dealer: 3, balances: [10, 28, 12, 27] }), K13_PLAY);
    expect(settleOf(lines)!.totals).toEqual([10, 32, 12, 31]);
    expect(lines.at(-1)).toEqual({ type: 'end', totals: [10, 32, 12, 31], winners: [1], reason: 'target' });
    expect(kloepper.turn(state)).toEqual({ kind: 'over' });
    expect(kloepper.result(state)).toEqual({ totals: [10, 32, 12, 31], winners: [1], reason: 'target' });
  });

  it('K-23 a shared top total of 30 plays on; after the next deal A = 32, B = 30: A wins', () => {
    expect(matchEnd(at([30, 30, 10, 12]))).toBeNull();
    expect(matchEnd(at([32, 30, 10, 12]))).toBe('target');
    const tied = run(dealt(K13_HANDS, { dealer: 3, balances: [10, 26, 12, 26] }), K13_PLAY);
    expect(settleOf(tied.lines)!.totals).toEqual([10, 30, 12, 30]);
    expect(tied.lines.some((l) => l.type === 'end')).toBe(false);
    expect(tied.state.phase).toBe('deal');
  });

  it('R13 nobody at the target: the match goes on; option target moves it', () => {
    expect(matchEnd(at([29, 0, 0, 0]))).toBeNull();
    expect(matchEnd(at([20, 0, 0, 0], { target: '20' }))).toBe('target');
  });

  it('§5 deals caps the match; the highest total wins and ties share', () => {
    expect(matchEnd(at([4, 4, 0, 0], { deals: '3' }, 2))).toBeNull();
    expect(matchEnd(at([4, 4, 0, 0], { deals: '3' }, 3))).toBe('deals');
  });

  it('quit ends the match with the leaders at that moment', () => {
    const log: GameLine[] = [];
    const s = kloepper.quit({ ...dealt(K13_HANDS), balances: [6, 6, 2, 0] }, log);
    expect(log).toEqual([{ type: 'end', totals: [6, 6, 2, 0], winners: [0, 1], reason: 'quit' }]);
    expect(kloepper.turn(s)).toEqual({ kind: 'over' });
  });
});

describe('codec (§8)', () => {
  it('decodes every call word and refuses what is not legal, naming what is expected', () => {
    const s = dealt(K20_HANDS, { dealer: 3 });
    expect(kloepper.decodeLine(s, { type: 'call', deal: 1, seat: 0, call: 'knock' })).toEqual({ ok: true, value: [{ kind: 'knock' }] });
    const bad = kloepper.decodeLine(s, { type: 'call', deal: 1, seat: 1, call: 'knock' });
    expect(bad.ok).toBe(false);
    expect(kloepper.decodeLine(s, { type: 'call', deal: 1, seat: 0, call: 'bid' })).toEqual({
      ok: false,
      reason: '"bid" is not a Kloepper call; accepted: alone, call, knock, counter-knock, no-counter-knock',
    });
    expect(kloepper.decodeLine(s, { type: 'play', deal: 1, seat: 0, card: 'AS' }).ok).toBe(false);
  });

  it("describes actions in the glossary's words", () => {
    const s = dealt(K20_HANDS);
    expect(['alone', 'knock', 'counter-knock', 'no-counter-knock'].map((k) => kloepper.describeAction(s, { kind: k } as never))).toEqual([
      'Alone',
      'Knock',
      'Knock back',
      'No knock back',
    ]);
    expect(kloepper.describeAction(s, { kind: 'call', suit: 'H' })).toBe('Call A♥');
    expect(kloepper.describeAction(s, { kind: 'play', card: 'TD' })).toBe('10♦');
  });

  it('the deal summary says who held the black queens and the called ace, the rule that applied, and who scored', () => {
    const k13 = run(dealt(K13_HANDS, { dealer: 3 }), K13_PLAY).state.lastDeal!;
    expect(explainDeal(k13)).toEqual([
      'Seats 1 and 3 held the black queens: the Queens; seats 0 and 2 the Opponents.',
      'Queens 120 card points, a trick lost → 91 or more → 4 game points each.',
      'Queens win: 4 game points each to seats 1 and 3.',
    ]);
    const k20 = run(dealt(K20_HANDS, { dealer: 3 }), ['knock', 'no-counter', 'counter', ...K20_TRICKS]).state.lastDeal!;
    expect(explainDeal(k20)).toEqual([
      'Seats 0 and 2 held the black queens: the Queens; seats 1 and 3 the Opponents.',
      'Seat 0 knocked: the Queens would take all six tricks, stake 12 (a pair).',
      'Seat 3 knocked back: stake doubled to 24.',
      'The Opponents took trick 3 → the knock failed → 24 game points each; card points do not count.',
      'Opponents win: 24 game points each to seats 1 and 3.',
    ]);
  });

  // §6's score table, each row as the summary words it: the band, the alone multiplier, who scores.
  const SPLIT = { declaration: null, queenSide: [1, 3], knocker: null, counterKnocker: null };
  const ALONE = { declaration: { seat: 2, kind: 'alone' as const }, queenSide: [2], knocker: null, counterKnocker: null };
  const PAIR_TRICKS = [1, 2, 1, 2];
  const ALONE_LOST = [1, 1, 3, 1];
  const summary = (base: object, qp: number, tricksWon: number[], extra: object = {}) =>
    ({ deal: 1, delta: [0, 0, 0, 0], totals: [0, 0, 0, 0], note: '', cardPoints: [qp, 120 - qp], tricksWon, ...base, ...extra }) as never;
  it.each([
    [
      'K-S1',
      summary(SPLIT, 75, PAIR_TRICKS),
      'Queens 75 card points → 61–90 → 2 game points each.',
      'Queens win: 2 game points each to seats 1 and 3.',
    ],
    [
      'K-S2',
      summary(SPLIT, 95, PAIR_TRICKS),
      'Queens 95 card points, a trick lost → 91 or more → 4 game points each.',
      'Queens win: 4 game points each to seats 1 and 3.',
    ],
    [
      'K-S3',
      summary(SPLIT, 120, [0, 3, 0, 3]),
      'Queens took all six tricks (120 card points) → 6 game points each.',
      'Queens win: 6 game points each to seats 1 and 3.',
    ],
    [
      'K-S4',
      summary(ALONE, 61, ALONE_LOST),
      'Queens 61 card points → 61–90 → 2 ×3 alone = 6 game points.',
      'Seat 2 wins alone: 6 game points.',
    ],
    [
      'K-S4 all six',
      summary(ALONE, 120, [0, 0, 6, 0]),
      'Queens took all six tricks (120 card points) → 6 ×3 alone = 18 game points.',
      'Seat 2 wins alone: 18 game points.',
    ],
    [
      'K-S5',
      summary(SPLIT, 60, PAIR_TRICKS),
      'Card points 60–60 → the Queens need 61 → 2 game points each.',
      'Opponents win: 2 game points each to seats 0 and 2.',
    ],
    [
      'K-S5 alone',
      summary(ALONE, 60, ALONE_LOST),
      'Card points 60–60 → the Queens need 61 → 4 game points each against one alone.',
      'Opponents win: 4 game points each to seats 0, 1 and 3.',
    ],
    [
      'K-S6 alone',
      summary(ALONE, 50, ALONE_LOST),
      'Opponents 70 card points → 61–90 → 6 game points each against one alone.',
      'Opponents win: 6 game points each to seats 0, 1 and 3.',
    ],
    [
      'K-S7',
      summary(SPLIT, 25, PAIR_TRICKS),
      'Opponents 95 card points → 91 or more → 6 game points each.',
      'Opponents win: 6 game points each to seats 0 and 2.',
    ],
  ])('%s: the band, the multiplier and who scores', (_id, d, rule, who) => {
    expect(explainDeal(d).slice(1)).toEqual([rule, who]);
  });

  it('K-21: an alone knock, knocked back and won, says the stake of one alone doubled', () => {
    const d = summary({ ...ALONE, knocker: 2, counterKnocker: 0 }, 120, [0, 0, 6, 0]);
    expect(explainDeal(d)).toEqual([
      'Seat 2 held both black queens and went alone against seats 0, 1 and 3.',
      'Seat 2 knocked: the Queens would take all six tricks, stake 30 (one alone).',
      'Seat 0 knocked back: stake doubled to 60.',
      'The Queens took all six tricks → the knock held → 60 game points each; card points do not count.',
      'Seat 2 wins alone: 60 game points.',
    ]);
  });

  it('K-14: the caller and the holder of the called ace are both named', () => {
    const d = summary(
      { declaration: { seat: 2, kind: 'call', suit: 'H' }, queenSide: [0, 2], knocker: null, counterKnocker: null },
      70,
      PAIR_TRICKS,
    );
    expect(explainDeal(d)[0]).toBe(
      'Seat 2 held both black queens and called AH; seat 0 held it: seats 0 and 2 the Queens, seats 1 and 3 the Opponents.',
    );
  });

  it('K4 self_call: the caller who called an ace of his own hand is said to be alone, in words that fit "You" too', () => {
    const d = summary(
      { declaration: { seat: 0, kind: 'call', suit: 'C' }, queenSide: [0], knocker: null, counterKnocker: null },
      70,
      PAIR_TRICKS,
    );
    expect(explainDeal(d)[0]).toBe(
      'Seat 0 held both black queens and called AC, an ace in the same hand (self_call): alone against seats 1, 2 and 3.',
    );
    expect(noteText(explainDeal(d)[0]!, ['You', 'Ben', 'Cleo', 'Dan'], { style: 'french', ascii: false })).toBe(
      'You held both black queens and called A♣, an ace in the same hand (self_call): alone against Ben, Cleo and Dan.',
    );
  });

  it("rules text marks the program's decisions", () => {
    const text = kloepper.rulesText('standard');
    expect(text.match(/\[program decision/g)!.length).toBeGreaterThanOrEqual(6);
    expect(text).toContain('Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ Q♦ 9♦');
  });
});
