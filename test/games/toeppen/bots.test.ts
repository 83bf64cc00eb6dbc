// bot:normal's rules of thumb, the sampler of the search bot, bot:hard and hints, on Tøppen.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import '../../../src/bots/index.js';
import type { AnyAgent } from '../../../src/bots/agent.js';
import { findSeatKind } from '../../../src/bots/index.js';
import { hint } from '../../../src/bots/hint.js';
import { cheatingSearch, searchAgent } from '../../../src/bots/levels.js';
import { search } from '../../../src/bots/search.js';
import type { SearchOptions } from '../../../src/contract/search.js';
import { suitOf } from '../../../src/core/cards.js';
import { Rng } from '../../../src/core/rng.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { randomAgent } from '../../../src/bots/random.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { basicDecision, winChance } from '../../../src/games/toeppen/bots/basic.js';
import { toeppenHooks } from '../../../src/games/toeppen/bots/hooks.js';
import { sampleToeppenState, voidMasks } from '../../../src/games/toeppen/bots/sampler.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import type { ToeppenAction, ToeppenState } from '../../../src/games/toeppen/types.js';
import { allStay, deal, newMatch, run } from './scenario.js';
import { botsOf } from '../../registered.js';

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
      s = run(
        s,
        [0, 1, 2, 3].map((k) => (lead + k) % 4).map((x) => `${x}:${TENS[x]![t]}`),
      );
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
    let s = allStay(
      deal(newMatch({ dealer: 3 }), [
        ['TC', 'KS', 'KH', 'AD'],
        ['TS', 'TH', '9S', '9H'],
        ['8C', '8S', '8H', '8D'],
        ['7C', '7S', '7H', '7D'],
      ]),
    );
    const plays = (x: ToeppenState) => toeppen.legalActions(x).filter((a) => a.kind === 'play');
    const lead = basicDecision(toeppen.view(s, 0), plays(s), Rng.fromSeed('p'));
    expect(lead.kind === 'play' && ['KS', 'KH', 'AD'].includes(lead.card)).toBe(true);
    // Seat 1 follows low or, void, throws a nine: both tens stay for later.
    s = toeppen.apply(s, lead);
    const follow = basicDecision(toeppen.view(s, 1), plays(s), Rng.fromSeed('q'));
    expect(follow.kind === 'play' && ['9S', '9H'].includes(follow.card)).toBe(true);
  });

  it('beats random players on fines avoided at 4 and 8 players (seeded matches)', () => {
    const basic = {
      id: 'bot:normal',
      decide: (v: never, legal: readonly ToeppenAction[], ctx: { rng: Rng }) => basicDecision(v, legal, ctx.rng),
    };
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
  it("the sampled state's view for the seat equals the given view, over many random positions", () => {
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

describe('sampler: what a seat cannot know stays unknown', () => {
  it('deals folded hands and the drittsekk afresh: neither is copied from the true deal', () => {
    // Seat 1 folds at the start; seat 0 decides at trick 1 knowing only its own hand.
    let s = deal(newMatch({ dealer: 3 }), TENS);
    s = run(s, ['0:stay', '1:fold', '2:stay', '3:stay']);
    const view = toeppen.view(s, 0);
    expect(JSON.stringify(view)).not.toContain('"TC"');
    const foldedHands = new Set<string>();
    const drittsekks = new Set<string>();
    let foldedIsTrue = 0;
    for (let k = 0; k < 40; k++) {
      const w = sampleToeppenState(view, Rng.fromSeed(`fold-${k}`));
      expect(w.out).toEqual([false, true, false, false]);
      expect(w.hands[0]).toEqual(s.hands[0]);
      foldedHands.add([...w.hands[1]!].sort().join());
      drittsekks.add([...w.drittsekk].sort().join());
      if (isDeepStrictEqual([...w.hands[1]!].sort(), [...s.hands[1]!].sort())) foldedIsTrue++;
    }
    expect(foldedHands.size).toBeGreaterThan(30);
    expect(drittsekks.size).toBeGreaterThan(30);
    expect(foldedIsTrue).toBeLessThan(3);
  });
});

/** bot:hard's search with a fixed sample count and no time cap, so that a seed fixes every decision. */
const FAST: SearchOptions = { samples: 6, ownCallSamples: 2 };

function hardAgent(checked: { decisions: number }): AnyAgent {
  const inner = searchAgent(botsOf(toeppen), 'bot:hard', FAST)!;
  return {
    id: 'bot:hard',
    decide(view, legal, ctx) {
      const a = inner.decide(view, legal, ctx) as ToeppenAction;
      expect((legal as readonly ToeppenAction[]).map(key)).toContain(key(a));
      checked.decisions++;
      return a;
    },
  };
}

function playMatch(kinds: string[], seed: string, checked = { decisions: 0 }, deals = 2): string {
  const players = kinds.length;
  const options = toeppen.resolveOptions('standard', players, { deals: String(deals), drittsekk: players >= 7 ? 'auto' : '8' });
  if (!options.ok) throw new Error(options.reason);
  const agents = kinds.map((k, seat) => {
    if (k === 'bot:hard') return hardAgent(checked);
    const r = findSeatKind(k)!.create({ game: toeppen, bots: botsOf(toeppen), variant: 'standard', players, seat, seed });
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  });
  const sink = new MemorySink();
  runMatchSync(
    {
      game: toeppen,
      variant: 'standard',
      players,
      options: options.value,
      seats: kinds.map((k, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: k.slice(4) })),
      agents,
      seed,
      startedAt: '2026-01-01T00:00:00.000Z',
    },
    { sink },
  );
  return sink.text();
}

describe('bot:hard', () => {
  it('is the search on the hooks the registry gives for Tøppen', () => {
    expect(botsOf(toeppen)?.hooks).toBe(toeppenHooks);
    // The search maximises the change of game.returns against the table's mean; Tøppen's returns are minus the fines.
    const s = newMatch({ players: 5 });
    const fined = { ...s, balances: [3, 0, 7, 1, 0] };
    expect(toeppenHooks.game.returns(fined)).toEqual([-3, -0, -7, -1, -0]);
  });

  it('never plays an illegal action over seeded matches at 4 to 8 players', () => {
    // One deal a match is enough: bot:hard decides over a hundred times across the five counts.
    const others = ['bot:normal', 'bot:easy', 'bot:random', 'bot:hard'];
    const checked = { decisions: 0 };
    for (let players = 4; players <= 8; players++) {
      const kinds = Array.from({ length: players }, (_, i) => (i % 3 === 0 ? 'bot:hard' : others[i % others.length]!));
      expect(playMatch(kinds, `hard-legal-${players}`, checked, 1)).toContain('"type":"end"');
    }
    expect(checked.decisions).toBeGreaterThan(50);
  });

  it('is deterministic under a seed: the same match twice gives the same history', () => {
    const kinds = ['bot:hard', 'bot:normal', 'bot:hard', 'bot:easy', 'bot:normal'];
    const a = playMatch(kinds, 'hard-det', undefined, 1);
    expect(a).toContain('"type":"settle"');
    expect(playMatch(kinds, 'hard-det', undefined, 1)).toBe(a);
  });

  it('reads only the view: twin deals that differ in hidden cards get the same decision and values', () => {
    const hooks = toeppenHooks;
    let twins = 0;
    let oracleTold = 0;
    for (const s of positions(400, 'twins')) {
      const seat = s.pending[0]!;
      const legal = toeppen.legalActions(s);
      if (legal.length < 2 || s.phase === 'fold-start') continue;
      // Another seat still holding cards (folded or not) swaps them with the drittsekk.
      const other = [1, 2, 3].map((k) => (seat + k) % s.n).find((x) => s.hands[x]!.length > 0);
      if (other === undefined) continue;
      const hands = s.hands.map((h) => h.slice());
      const drittsekk = s.drittsekk.slice();
      const hidden = drittsekk.splice(0, hands[other]!.length, ...hands[other]!);
      hands[other] = hidden;
      const twin: ToeppenState = { ...s, hands, drittsekk };
      const va = toeppen.view(s, seat);
      const vb = toeppen.view(twin, seat);
      expect(isDeepStrictEqual(va, vb)).toBe(true);
      const ra = search(hooks, va, seat, legal, Rng.fromSeed('tw'), FAST);
      const rb = search(hooks, vb, seat, toeppen.legalActions(twin), Rng.fromSeed('tw'), FAST);
      expect(rb.values.map((x) => x.value)).toEqual(ra.values.map((x) => x.value));
      expect(key(rb.action)).toBe(key(ra.action));
      // The oracle, which reads the state, tells some twins apart: the swapped cards matter there.
      const oracle = (x: ToeppenState) => {
        const c = cheatingSearch(hooks, x, 'all', FAST);
        return search(c.hooks, va, seat, legal, Rng.fromSeed('tw'), c.opts).values.map((v) => v.value);
      };
      if (!isDeepStrictEqual(oracle(s), oracle(twin))) oracleTold++;
      if (++twins === 30) break;
    }
    expect(twins).toBe(30);
    expect(oracleTold).toBeGreaterThan(5);
  });

  it('minimises its own fines: folds a sure loser to a knock, knocks with a sure winner', () => {
    const hooks = toeppenHooks;
    const choose = (s: ToeppenState) => {
      const seat = s.pending[0]!;
      return search(hooks, toeppen.view(s, seat), seat, toeppen.legalActions(s), Rng.fromSeed('m'), { samples: 24 });
    };
    // Last trick: seat 1 leads TD, seat 2 knocks; seat 3 holds 7D, which cannot beat the ten.
    const s = lastTrickKnock();
    const answer = choose(s);
    expect(key(answer.action)).toBe('call:fold');
    // Folding costs 1 unit, staying 2; the others' fines are the same either way (seat 0 cannot
    // beat the ten and folds), so the values differ by exactly (n − 1)/n of one unit.
    const [pah, fold] = ['call:pah', 'call:fold'].map((k) => answer.values.find((v) => key(v.action) === k)!.value);
    expect(fold! - pah!).toBeCloseTo(0.75, 9);
    // Seat 1 leads the last trick with TD, the highest card left: a knock can only raise the
    // fines of those who stay in (or fine those who fold as much as they would pay anyway).
    const lead = fourTensTo(3);
    const led = choose(lead);
    expect(key(led.action)).toBe('call:knock');
    const [knock, play] = ['call:knock', 'play:TD'].map((k) => led.values.find((v) => key(v.action) === k)!.value);
    expect(knock).toBeGreaterThan(play!);
  });
});

/** The four tens deal, everybody in, after `tricks` tricks (seat 0 leads the first, then seat 1). */
function fourTensTo(tricks: number): ToeppenState {
  let s = allStay(deal(newMatch({ dealer: 3 }), TENS));
  for (let t = 0; t < tricks; t++) {
    const lead = t === 0 ? 0 : 1;
    s = run(
      s,
      [0, 1, 2, 3].map((k) => (lead + k) % 4).map((x) => `${x}:${TENS[x]![t]}`),
    );
  }
  return s;
}

/** The four tens deal up to the last trick: seat 1 has led TD and seat 2 knocked; seat 3 answers. */
function lastTrickKnock(): ToeppenState {
  return run(fourTensTo(3), ['1:TD', '2:knock']);
}

describe('hints (h) for Tøppen', () => {
  it('values every legal action in fine units, recommends one of them, and answers the same twice', async () => {
    const s = lastTrickKnock();
    const legal = toeppen.legalActions(s);
    const view = toeppen.view(s, 3);
    const h = await hint(view, legal, { game: toeppen, bots: botsOf(toeppen), samples: 16, maxMs: Infinity });
    expect(h.samples).toBe(16);
    expect(legal).toContain(h.action);
    expect(key(h.action)).toBe('call:fold');
    // Value = −(own fines) + the table's mean fines this deal. Fold: seat 3 and seat 0 (who cannot
    // beat the ten either) are fined 1 each as they fold, the knocker loses at F = 2:
    // −1 + (1 + 0 + 2 + 1)/4 = 0. Pah: seat 3 loses at F = 2: −2 + (1 + 0 + 2 + 2)/4 = −0.75.
    expect(h.values.map((v) => [key(v.action), v.value])).toEqual([
      ['call:fold', 0],
      ['call:pah', -0.75],
    ]);
    const again = await hint(view, legal, { game: toeppen, bots: botsOf(toeppen), samples: 16, maxMs: Infinity });
    expect(again.values.map((v) => v.value)).toEqual(h.values.map((v) => v.value));
    // A lead at trick 1 at 6 players: a knock and every card get a finite value.
    let t = newMatch({ players: 6, dealer: 5 });
    t = toeppen.apply(t, toeppen.drawChance(t, Rng.fromSeed('hint-6')));
    while (t.phase === 'fold-start') t = toeppen.apply(t, { kind: 'call', call: 'stay' });
    const lead = toeppen.legalActions(t);
    const hc = await hint(toeppen.view(t, t.pending[0]!), lead, { game: toeppen, bots: botsOf(toeppen), samples: 8 });
    expect(hc.values.map((v) => key(v.action))).toEqual(lead.map(key));
    expect(lead.map(key)).toContain('call:knock');
    expect(hc.values.every((v) => Number.isFinite(v.value))).toBe(true);
  });
});
