// Fipsen's inference (bots/inference.ts, the replay in fipsen/bots/inference.ts): a sampled deal
// weighs ε for each call or card of another seat the rules of thumb would not have made with the
// cards it gives that seat.
import { describe, expect, it } from 'vitest';
import { INFERENCE_EPSILON, sampleWeight } from '../../../src/bots/inference.js';
import { search } from '../../../src/bots/search.js';
import type { Card } from '../../../src/core/cards.js';
import { Rng, shuffled } from '../../../src/core/rng.js';
import { basicFromState } from '../../../src/games/fipsen/bots/basic.js';
import { fipsenHooks } from '../../../src/games/fipsen/bots/hooks.js';
import { sampleFipsenState } from '../../../src/games/fipsen/bots/sampler.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';
import { handsOf } from '../hands.js';
import { statesOfPlay } from '../../registered.js';
import { dealt, table } from './helpers.js';

// Prisdorf, dealt by seat 3: seat 0 holds the top clubs and the ace of spades, seat 1 small cards.
const HANDS = 'AC KC QC JC AS / 7C 7S 7H 8H 9H / 8C 9C 8S 9S TH / KH QH JH AH TC';
const ROOT = 3;
const inference = fipsenHooks.inference!;

/** The deal played by the rules of thumb until seat 3's `nth` decision in `phase`. */
function until(phase: string, nth: number): FipsenState {
  let s = dealt(table('prisdorf', 4), 3, handsOf(HANDS), { skat: ['TS', 'JS'], rest: ['QS', 'KS', '7D'] });
  let seen = 0;
  for (;;) {
    const t = fipsen.turn(s);
    if (t.kind !== 'decide') throw new Error('the deal ended first');
    if (t.seat === ROOT && s.phase === phase && ++seen === nth) return s;
    s = fipsen.apply(s, basicFromState(s, t.seat, fipsen.legalActions(s)));
  }
}

/** The same deal with two seats' cards exchanged, as dealt and as held: what seat 3 cannot tell apart. */
function exchanged(s: FipsenState, a: number, ca: Card, b: number, cb: Card): FipsenState {
  const sw = (h: readonly Card[], x: number) => h.map((c) => (x === a && c === ca ? cb : x === b && c === cb ? ca : c));
  return { ...s, hands: s.hands.map(sw), dealt: s.dealt.map(sw) };
}

/** The deal with seat x holding what seat `from[x]` was dealt (before any card is played). */
const dealtAs = (s: FipsenState, from: readonly number[]): FipsenState => ({
  ...s,
  hands: from.map((x) => s.hands[x]!),
  dealt: from.map((x) => s.dealt[x]!),
});

const made = (w: FipsenState) => [...inference.decisions(w, ROOT)].map((d) => `${d.seat}:${fipsen.actionKey(d.action)}`);

describe('Fipsen inference weights', () => {
  const bidding = until('auction', 1);

  it('weighs 1 a deal whose bid the rules of thumb explain, ε one whose bidder holds a hand they pass with', () => {
    expect(made(bidding)).toEqual(['0:bid:5', '1:pass', '2:pass']);
    expect(sampleWeight(fipsen, inference, bidding, ROOT)).toBe(1);
    // Seat 0 with seat 1's sevens and eights: the bid of 5 is not theirs.
    expect(sampleWeight(fipsen, inference, dealtAs(bidding, [1, 0, 2, 3]), ROOT)).toBe(INFERENCE_EPSILON);
  });

  it('replays the card play too: a card the rules of thumb would not have played weighs ε', () => {
    const playing = until('play', 2);
    expect(made(playing)).toEqual([
      '0:bid:5',
      '1:pass',
      '2:pass',
      '0:skat',
      '0:trump:C',
      '0:play:AC',
      '1:play:7C',
      '2:play:8C',
      '0:play:KC',
      '1:play:7S',
      '2:play:9C',
    ]);
    expect(sampleWeight(fipsen, inference, playing, ROOT)).toBe(1);
    // Seat 1 with the ace of spades for a small heart: its 7S on the king of clubs is not theirs.
    const ace = exchanged(playing, 1, '9H', 0, 'AS');
    expect(made(ace)).toEqual(made(playing));
    expect(sampleWeight(fipsen, inference, ace, ROOT)).toBe(INFERENCE_EPSILON);
  });

  it('never weighs a sampled deal 0, and leaves out the discards and the root', () => {
    const view = fipsen.view(until('play', 2), ROOT);
    for (let k = 0; k < 30; k++) {
      const w = sampleFipsenState(view, Rng.fromSeed(`w${k}`));
      expect(sampleWeight(fipsen, inference, w, ROOT, 0.01)).toBeGreaterThan(0);
      expect(made(w).some((d) => d.startsWith(`${ROOT}:`) || d.includes('discard'))).toBe(false);
    }
  });
});

describe('Fipsen inference in every variant', () => {
  const CASES = [
    ['prisdorf', 4],
    ['prisdorf', 3],
    ['grossenaspe', 5],
    ['thedinghausen', 5],
    ['ansegger', 4],
    ['duttfips', 4],
  ] as const;
  const start = (variant: string, players: number) => () => table(variant, players);

  it.each(CASES)('%s %d: the replay rebuilds every call and card of the others, whatever they were', (variant, players) => {
    let n = 0;
    for (const s of statesOfPlay(fipsen, start(variant, players), `replay-${variant}`, { maxSteps: 400, again: true })) {
      const root = (fipsen.turn(s) as { seat: number }).seat;
      const cards = [...s.tricks, ...(s.trick ? [s.trick] : [])].flatMap((t) => t.seats.filter((x) => x !== root));
      const heard = s.calls.filter((c) => c.seat !== root);
      const replayed = [...inference.decisions(s, root)].filter((d) => d.state.phase !== 'siebener' && d.state.phase !== 'swap');
      expect(replayed.length).toBe(heard.length + cards.length);
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });

  it.each(CASES)('%s %d: in a match of the rules of thumb the true deal weighs 1, its hands in any order', (variant, players) => {
    const rng = Rng.fromSeed(`order-${variant}`);
    const thumbs = (s: FipsenState, legal: FipsenAction[]) => basicFromState(s, (fipsen.turn(s) as { seat: number }).seat, legal);
    let k = 0;
    for (const s of statesOfPlay(fipsen, start(variant, players), `thumbs-${variant}`, { maxSteps: 300, again: true, choose: thumbs })) {
      if (k++ % 3 !== 0) continue;
      const root = (fipsen.turn(s) as { seat: number }).seat;
      // A sample holds the others' cards in an order of its own; the rules of thumb break ties by it.
      const order = s.dealt.map((h, x) => (x === root ? h.slice() : shuffled(h, rng)));
      const reordered = (h: readonly Card[], x: number) => [
        ...order[x]!.filter((c) => h.includes(c)),
        ...h.filter((c) => !order[x]!.includes(c)),
      ];
      const w = { ...s, dealt: order, hands: s.hands.map(reordered) };
      expect(sampleWeight(fipsen, inference, w, root)).toBe(1);
      expect([...inference.decisions(w, root)].length).toBe([...inference.decisions(s, root)].length);
    }
  });
});

describe('Fipsen: the search with inference', () => {
  const s = until('play', 2);
  const view = fipsen.view(s, ROOT);
  const legal = fipsen.legalActions(s);

  it('gives the same values for the same seed, other than the plain ones where the samples fit unequally', () => {
    const opts = { samples: 8, inference: true };
    const a = search(fipsenHooks, view, ROOT, legal, Rng.fromSeed('same'), opts);
    expect(search(fipsenHooks, view, ROOT, legal, Rng.fromSeed('same'), opts)).toEqual(a);
    const worlds = [s, exchanged(s, 1, '9H', 0, 'AS')];
    let k = 0;
    const twoDeals = { ...fipsenHooks, sample: () => worlds[k++ % 2]! };
    const weighed = search(twoDeals, view, ROOT, legal, Rng.fromSeed('same'), { samples: 2, inference: true });
    k = 0;
    const flat = search(twoDeals, view, ROOT, legal, Rng.fromSeed('same'), { samples: 2, inference: false });
    expect(weighed.values.map((v) => v.value)).not.toEqual(flat.values.map((v) => v.value));
  });
});
