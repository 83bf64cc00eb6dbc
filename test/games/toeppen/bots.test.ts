// bot:normal's rules of thumb and the sampler of the search bot, on Tøppen.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { suitOf } from '../../../src/core/cards.js';
import { Rng } from '../../../src/core/rng.js';
import { runMatchSync } from '../../../src/engine/match.js';
import { randomAgent } from '../../../src/bots/random.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { basicDecision, winChance } from '../../../src/games/toeppen/bots/basic.js';
import { sampleToeppenState, voidMasks } from '../../../src/games/toeppen/bots/sampler.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import type { ToeppenAction, ToeppenState } from '../../../src/games/toeppen/types.js';
import { allStay, deal, newMatch, run } from './scenario.js';

const key = toeppen.actionKey;

function decide(s: ToeppenState, seed = 'x'): string {
  const seat = s.pending[0]!;
  return key(basicDecision(toeppen.view(s, seat), toeppen.legalActions(s), Rng.fromSeed(seed)));
}

/** Decision states of random 4–8 player matches (random players that knock and fold). */
function* positions(count: number, seed: string): Generator<ToeppenState> {
  const rng = Rng.fromSeed(seed);
  let produced = 0;
  for (let m = 0; produced < count; m++) {
    const players = 4 + (m % 5);
    const options = toeppen.resolveOptions('standard', players, { deals: '2', drittsekk: ['8', '4', 'auto'][m % 3]! });
    if (!options.ok) throw new Error(options.reason);
    let s = toeppen.setup({ variant: 'standard', players, options: options.value });
    while (toeppen.turn(s).kind !== 'over' && produced < count) {
      if (toeppen.turn(s).kind === 'chance') {
        s = toeppen.apply(s, toeppen.drawChance(s, rng));
        continue;
      }
      produced++;
      yield s;
      const legal = toeppen.legalActions(s);
      s = toeppen.apply(s, legal[rng.int(legal.length)]!);
    }
  }
}

const TENS = [
  ['9C', '9S', '9H', '9D'],
  ['TC', 'TS', 'TH', 'TD'],
  ['8C', '8S', '8H', '8D'],
  ['7C', '7S', '7H', '7D'],
];

describe('basic (bot:normal)', () => {
  it('always chooses a legal action, at 4–8 players', () => {
    let n = 0;
    for (const s of positions(1500, 'basic-legal')) {
      const legal = toeppen.legalActions(s).map(key);
      expect(legal).toContain(decide(s, `d${n++}`));
    }
  });

  it('stays with a strong hand and knocks on it; says "pah" to a knock when it holds the four tens', () => {
    let s = deal(newMatch({ dealer: 3 }), TENS);
    expect(decide(s)).toBe('call:stay');
    s = run(s, ['0:stay']);
    expect(decide(s)).toBe('call:stay'); // seat 1, the tens
    s = run(s, ['1:stay', '2:stay', '3:stay', '0:knock']);
    expect(winChance(toeppen.view(s, 1))).toBeGreaterThan(0.85);
    expect(decide(s)).toBe('call:pah');
    s = run(s, ['1:pah', '2:pah', '3:pah', '0:9C']);
    expect(decide(s)).toBe('call:knock'); // seat 1 knocks on a hand that takes every trick
  });

  it('folds when the fine is cheap and the hand is weak', () => {
    let s = allStay(deal(newMatch({ dealer: 3 }), TENS));
    s = run(s, ['0:9C', '1:knock', '2:pah']);
    // Seat 3 holds the four sevens against the four tens: cheap to go now (F = 1).
    expect(toeppen.view(s, 3).fine).toBe(1);
    expect(decide(s)).toBe('call:fold');
  });

  it('knocks with the sure last card, and bluffs now and then with a hopeless one', () => {
    let s = allStay(deal(newMatch({ dealer: 3 }), TENS));
    for (let t = 0; t < 3; t++) {
      const lead = t === 0 ? 0 : 1;
      s = run(s, [0, 1, 2, 3].map((k) => (lead + k) % 4).map((x) => `${x}:${TENS[x]![t]}`));
    }
    expect(decide(s)).toBe('call:knock'); // seat 1 leads its last ten
    s = run(s, ['1:TD']);
    // Seat 2 holds 8D against the ten: a knock would be a pure bluff.
    const choices = Array.from({ length: 400 }, (_, i) => decide(s, `bluff-${i}`));
    const bluffs = choices.filter((c) => c === 'call:knock').length;
    expect(bluffs).toBeGreaterThan(10);
    expect(bluffs).toBeLessThan(100);
  });

  it('keeps its best card for the last trick and plays low before it', () => {
    // Seat 0 leads trick 1 holding TC (a sure card) and three low ones: it does not lead the ten.
    let s = allStay(deal(newMatch({ dealer: 3 }), [
      ['TC', 'KS', 'KH', 'AD'], ['TS', 'TH', '9S', '9H'], ['8C', '8S', '8H', '8D'], ['7C', '7S', '7H', '7D'],
    ]));
    const plays = (x: ToeppenState) => toeppen.legalActions(x).filter((a) => a.kind === 'play');
    const lead = basicDecision(toeppen.view(s, 0), plays(s), Rng.fromSeed('p'));
    expect(lead.kind === 'play' && ['KS', 'KH', 'AD'].includes(lead.card)).toBe(true);
    // Seat 1 follows low or, void, throws a nine: both tens stay for later.
    s = toeppen.apply(s, lead);
    const follow = basicDecision(toeppen.view(s, 1), plays(s), Rng.fromSeed('q'));
    expect(follow.kind === 'play' && ['9S', '9H'].includes(follow.card)).toBe(true);
  });

  it('beats random players on fines avoided at 4 and 8 players (seeded matches)', () => {
    const basic = { id: 'bot:normal', decide: (v: never, legal: readonly ToeppenAction[], ctx: { rng: Rng }) => basicDecision(v, legal, ctx.rng) };
    for (const players of [4, 8]) {
      let b = 0;
      let r = 0;
      for (let m = 0; m < 24; m++) {
        const options = toeppen.resolveOptions('standard', players, { deals: '10' });
        if (!options.ok) throw new Error(options.reason);
        const agents = Array.from({ length: players }, (_, i) => ((i + m) % 2 === 0 ? basic : randomAgent()));
        const out = runMatchSync({
          game: toeppen,
          variant: 'standard',
          players,
          options: options.value,
          seats: agents.map((_, i) => ({ name: `S${i}`, kind: 'bot' as const })),
          agents: agents as never,
          seed: `duel-${players}-${m}`,
          startedAt: '2026-01-01T00:00:00.000Z',
        });
        out.state.balances.forEach((x, i) => ((i + m) % 2 === 0 ? (b += x) : (r += x)));
      }
      expect(b).toBeLessThan(r);
    }
  });
});

describe('sampler (sampling by replay)', () => {
  it('the sampled state\'s view for the seat equals the given view, over many random positions', () => {
    let differs = 0;
    let samples = 0;
    let n = 0;
    for (const s of positions(600, 'sampler')) {
      const seat = s.pending[0]!;
      const view = toeppen.view(s, seat);
      for (let k = 0; k < 2; k++) {
        const w = sampleToeppenState(view, Rng.fromSeed(`s${n++}`));
        samples++;
        expect(isDeepStrictEqual(toeppen.view(w, seat), view)).toBe(true);
        expect(toeppen.legalActions(w).map(key)).toEqual(toeppen.legalActions(s).map(key));
        // The pack, once each card.
        const all = [...w.hands.flat(), ...w.drittsekk, ...w.tricks.flatMap((t) => t.cards), ...(w.trick?.cards ?? [])];
        expect(all.sort()).toEqual(toeppenPack(s.n, s.drittsekkSize).sort());
        // Voids shown by not following hold in the sampled hands, at the time of every card played.
        const masks = voidMasks(view);
        w.hands.forEach((h, x) => {
          for (const c of h) expect(masks[x]! & (1 << ['C', 'S', 'H', 'D'].indexOf(suitOf(c)))).toBe(0);
        });
        const tricks = [...w.tricks, ...(w.trick ? [{ ...w.trick, index: w.tricks.length + 1 }] : [])];
        for (const t of tricks) {
          t.cards.forEach((c, i) => {
            if (i === 0 || suitOf(c) === suitOf(t.cards[0]!)) return;
            // What the seat held when it did not follow: its hand now and every card it played later.
            const x = t.seats[i]!;
            const later = tricks.filter((u) => u.index > t.index).flatMap((u) => u.cards.filter((_, j) => u.seats[j] === x));
            expect([...w.hands[x]!, ...later].some((h) => suitOf(h) === suitOf(t.cards[0]!))).toBe(false);
          });
        }
        if (w.hands.some((h, x) => x !== seat && !isDeepStrictEqual([...h].sort(), [...s.hands[x]!].sort()))) differs++;
      }
    }
    expect(samples).toBe(1200);
    expect(differs / samples).toBeGreaterThan(0.5); // it samples, it does not peek
  });
});
