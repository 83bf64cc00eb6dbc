// Lupfen's bots at every level: legality, determinism, view-only search, hints, and short tournaments.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import '../../../src/bots/index.js';
import { findSeatKind } from '../../../src/bots/index.js';
import type { AnyAgent } from '../../../src/bots/agent.js';
import { hint } from '../../../src/bots/hint.js';
import { cheatingSearch, searchAgent } from '../../../src/bots/levels.js';
import { search } from '../../../src/bots/search.js';
import { Rng } from '../../../src/core/rng.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { simWorkerEntry } from '../../../src/cli/sim.js';
import { runSim } from '../../../src/engine/sim.js';
import { lupfen, type LupfenState } from '../../../src/games/lupfen/index.js';
import { decisionStates, startMatch } from './bot-helpers.js';
import { botsOf } from '../../registered.js';

const FAST = { samples: 8, maxMs: 5000 };

function agentsFor(kinds: string[], variant: string): AnyAgent[] {
  return kinds.map((k, seat) => {
    if (k === 'bot:hard' || k === 'bot:oracle' || k === 'bot:seer') return searchAgent(botsOf(lupfen), k, FAST)!;
    const r = findSeatKind(k)!.create({ game: lupfen, bots: botsOf(lupfen), variant, players: kinds.length, seat, seed: 's' });
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  });
}

function play(variant: string, kinds: string[], rules: Record<string, string>, seed: string): string {
  const options = lupfen.resolveOptions(variant, kinds.length, rules);
  if (!options.ok) throw new Error(options.reason);
  const sink = new MemorySink();
  runMatchSync(
    {
      game: lupfen,
      variant,
      players: kinds.length,
      options: options.value,
      seats: kinds.map((k, i) => ({ name: `Bot ${i + 1}`, kind: 'bot', level: k.slice(4) })),
      agents: agentsFor(kinds, variant),
      seed,
      startedAt: '2026-01-01T00:00:00.000Z',
    },
    { sink, allowOracle: true },
  );
  return sink.text();
}

describe('bot levels in Lupfen', () => {
  it('never plays an illegal action, in every variant and house rule (the match loop rejects any)', () => {
    const cases: [string, string[], Record<string, string>][] = [
      ['classic', ['bot:hard', 'bot:basic', 'bot:easy'], { deals: '4' }],
      [
        'classic',
        ['bot:hard', 'bot:basic', 'bot:easy', 'bot:oracle', 'bot:random'],
        { deals: '4', no_trick_penalty: 'price', max_price: '4' },
      ],
      ['vorarlberg', ['bot:hard', 'bot:basic', 'bot:easy', 'bot:oracle'], { deals: '4' }],
      ['vorarlberg', ['bot:seer', 'bot:basic', 'bot:seer'], { deals: '4' }],
      ['classic', ['bot:seer', 'bot:hard', 'bot:basic', 'bot:random'], { deals: '4' }],
      [
        'vorarlberg',
        ['bot:hard', 'bot:basic', 'bot:hard', 'bot:easy', 'bot:random', 'bot:basic'],
        {
          deals: '3',
          blind_lupf: 'true',
          compulsory_hearts: 'true',
          compulsory_lupf: 'true',
          dealer_stake: '3',
          shoving: 'true',
          pass_before_lupf_final: 'false',
        },
      ],
    ];
    for (const [variant, kinds, rules] of cases)
      expect(play(variant, kinds, rules, `legal-${variant}-${kinds.length}`)).toContain('"type":"end"');
  });

  it('is deterministic under a seed: the same match twice gives the same history', () => {
    const kinds = ['bot:hard', 'bot:easy', 'bot:basic', 'bot:hard'];
    const a = play('vorarlberg', kinds, { deals: '3' }, 'det');
    expect(play('vorarlberg', kinds, { deals: '3' }, 'det')).toBe(a);
    const c = play('classic', kinds, { deals: '3' }, 'det');
    expect(play('classic', kinds, { deals: '3' }, 'det')).toBe(c);
  });
});

describe('search bot sees only the view', () => {
  /** A decision state and a twin that differs only in cards the deciding seat cannot see. */
  function twins(): { a: LupfenState; b: LupfenState; seat: number } {
    for (const s of decisionStates(startMatch('classic', 4, { deals: '6' }), 'twins')) {
      if (s.phase !== 'join') continue;
      const seat = s.pending[0]!;
      const other = (seat + 1) % 4;
      // Swap another seat's hand with hidden stock cards (never the turned trump on top).
      const hands = s.hands.map((h) => h.slice());
      const stock = s.stock.slice();
      const hidden = stock.splice(1, 3);
      stock.splice(1, 0, ...hands[other]!);
      hands[other] = hidden;
      const b: LupfenState = { ...s, hands, stock };
      return { a: s, b, seat };
    }
    throw new Error('no join decision');
  }

  it('decides and values actions identically when only hidden cards differ', () => {
    const { a, b, seat } = twins();
    const va = lupfen.view(a, seat);
    const vb = lupfen.view(b, seat);
    expect(isDeepStrictEqual(va, vb)).toBe(true);
    expect(JSON.stringify(va)).not.toContain(a.hands[(seat + 1) % 4]![0]!.concat('"'));
    const hooks = botsOf(lupfen)!.hooks;
    const legal = lupfen.legalActions(a);
    const ra = search(hooks, va, seat, legal, Rng.fromSeed('v'), { samples: 16 });
    const rb = search(hooks, vb, seat, lupfen.legalActions(b), Rng.fromSeed('v'), { samples: 16 });
    expect(ra.values.map((x) => x.value)).toEqual(rb.values.map((x) => x.value));
    // The oracle, which reads the state, does tell the two apart: the hidden cards matter here.
    const oracle = (s: LupfenState, v: typeof va) => {
      const c = cheatingSearch(hooks, s, 'all', { samples: 16 });
      expect(c.opts.samples).toBe(1);
      return search(c.hooks, v, seat, legal, Rng.fromSeed('v'), c.opts);
    };
    const oa = oracle(a, va);
    const ob = oracle(b, vb);
    expect(oa.values.map((x) => x.value)).not.toEqual(ob.values.map((x) => x.value));
  });

  it('decides its own later calls (the price after a lift) on its view there, not on the sampled deal', () => {
    const s = [...decisionStates(startMatch('classic', 4, { deals: '6' }), 'nested')].find((x) => x.phase === 'lift')!;
    const seat = s.pending[0]!;
    const other = (seat + 1) % 4;
    // The twin: another seat's hand swapped with stock cards (nothing is turned before the lift).
    const hands = s.hands.map((h) => h.slice());
    const stock = s.stock.slice();
    const hidden = stock.splice(0, 3, ...hands[other]!);
    hands[other] = hidden;
    const twin: LupfenState = { ...s, hands, stock };
    const hooks = botsOf(lupfen)!.hooks;
    const legal = lupfen.legalActions(s);
    const values = (x: LupfenState, own: number) =>
      search(hooks, lupfen.view(x, seat), seat, legal, Rng.fromSeed('n'), { samples: 12, ownCallSamples: own }).values.map((v) => v.value);
    expect(values(twin, 3)).toEqual(values(s, 3));
    // The nested price search changes what a lift is worth (the rules of thumb price differently).
    expect(values(s, 3)).not.toEqual(values(s, 0));
  });

  it('the seer reads every hand but not the stock order', () => {
    const { a, b, seat } = twins();
    const hooks = botsOf(lupfen)!.hooks;
    const legal = lupfen.legalActions(a);
    const view = lupfen.view(a, seat);
    const values = (s: LupfenState) => {
      const c = cheatingSearch(hooks, s, 'hands', { samples: 16 });
      return search(c.hooks, view, seat, legal, Rng.fromSeed('seer'), c.opts).values.map((x) => x.value);
    };
    // Another seat's hand differs: the seer tells the two apart, like the oracle.
    expect(values(a)).not.toEqual(values(b));
    // Only the stock below the turned trump is reordered: the same samples, so the same values.
    const reversed: LupfenState = { ...a, stock: [a.stock[0]!, ...a.stock.slice(1).reverse()] };
    expect(values(reversed)).toEqual(values(a));
    // Every sample keeps the hands and the turned trump and holds the stock's cards.
    const w = hooks.reshuffle!(a, Rng.fromSeed('w')) as LupfenState;
    expect(w.hands).toEqual(a.hands);
    expect(w.stock[0]).toBe(a.stock[0]);
    expect([...w.stock].sort()).toEqual([...a.stock].sort());
  });
});

describe('hints', () => {
  it('values every legal action without blocking the event loop', async () => {
    const s = [...decisionStates(startMatch('classic', 4, { deals: '4' }), 'hint')].find((x) => x.phase === 'price')!;
    const seat = s.pending[0]!;
    const legal = lupfen.legalActions(s);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // No time cap: all 24 samples however busy the machine, so the second hint can equal the first.
    const opts = { game: lupfen, bots: botsOf(lupfen), samples: 24, maxMs: Number.POSITIVE_INFINITY };
    const h = await hint(lupfen.view(s, seat), legal, opts);
    clearInterval(timer);
    expect(legal).toContain(h.action);
    expect(h.values.map((v) => v.action)).toEqual(legal);
    expect(h.values.every((v) => Number.isFinite(v.value))).toBe(true);
    expect(Math.max(...h.values.map((v) => v.value))).toBe(h.values.find((v) => v.action === h.action)!.value);
    expect(ticks).toBeGreaterThan(0);
    const again = await hint(lupfen.view(s, seat), legal, opts);
    expect(again.values).toEqual(h.values);
  });
});

describe('tournaments (short; the real figures come from npm run bench:bots)', () => {
  const setup = (kinds: string[], matches: number, workers: number, deals = 10) => {
    const options = lupfen.resolveOptions('classic', kinds.length, { deals: String(deals) });
    if (!options.ok) throw new Error(options.reason);
    const seats = kinds.map((kind, i) => ({ kind, name: `Bot ${i + 1}` }));
    return {
      game: lupfen,
      // bot:hard without its time cap: the same samples, and so the same margin, on a busy machine.
      // A quarter of its samples (12 of 48, 2 of 6 for its own later calls): the same margin on
      // these deals (3.75 chips, 95% interval from 1.7) for a third of the CPU time, and a search
      // that picked its worst action instead loses by 1.5. Its full strength is npm run bench:bots.
      bots: {
        ...botsOf(lupfen)!,
        searchOptions: { ...botsOf(lupfen)!.searchOptions, maxMs: Number.POSITIVE_INFINITY, samples: 12, ownCallSamples: 2 },
      },
      variant: 'classic',
      players: kinds.length,
      options: options.value,
      seats,
      seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: s.kind.slice(4) })),
      seed: 'tour',
      matches,
      duplicate: true,
      workers,
      worker: simWorkerEntry(),
    };
  };

  it('hard beats random by a clear margin (duplicate)', async () => {
    // 2 × 3 rotations × 5 deals in this process: a third of the search of the old 3 × 10 over two
    // worker threads, and still a margin of several chips (threads are the next test's subject).
    const r = await runSim(setup(['bot:hard', 'bot:random', 'bot:random'], 2, 1, 5));
    if (!r.ok) throw new Error(r.reason);
    const pair = r.value.pairs!.find((p) => p.a === 'bot:hard')!;
    expect(pair.meanDiff).toBeGreaterThan(1);
    expect(pair.ci95[0]).toBeGreaterThan(0);
  }, 300_000);

  it('gives the same results with and without worker threads', async () => {
    // Three deals a match: most of this test's time is the threads loading the source.
    const one = await runSim(setup(['bot:basic', 'bot:random', 'bot:easy', 'bot:random'], 2, 1, 3));
    const two = await runSim(setup(['bot:basic', 'bot:random', 'bot:easy', 'bot:random'], 2, 2, 3));
    if (!one.ok || !two.ok) throw new Error('sim failed');
    expect(two.value.seats).toEqual(one.value.seats);
    expect(two.value.pairs).toEqual(one.value.pairs);
    expect(one.value.duplicate).toBe(true);
    expect(one.value.deals).toBe(2 * 4 * 3);
  }, 300_000);
});
