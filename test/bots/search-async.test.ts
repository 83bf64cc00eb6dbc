// bot:hard at the table (searchAgent yielding, searchAsync): the same choice as the synchronous bot
// for the same Rng, and the event loop keeps turning while it thinks.
import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '../../src/bots/agent.js';
import { hint } from '../../src/bots/hint.js';
import { HARD_SEARCH, botsOf, cheatingSearch, searchAgent } from '../../src/bots/levels.js';
import { search, searchAsync } from '../../src/bots/search.js';
import { Rng } from '../../src/core/rng.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { decisionStates, startMatch } from './helpers.js';

const ctx = (seat: number, seed: string, signal?: AbortSignal): DecisionContext => ({
  seat,
  deal: 1,
  rng: Rng.fromSeed(seed),
  ...(signal ? { signal } : {}),
});

describe('bot:hard, yielding (table play)', () => {
  it('uses bot:hard’s own search settings', () => {
    expect(searchAgent(lupfen, 'bot:hard', undefined, { yielding: true })?.id).toBe('bot:hard');
    expect(HARD_SEARCH.samples).toBeGreaterThan(0);
  });

  it('chooses what the synchronous bot chooses for the same Rng (values identical too)', async () => {
    const hooks = botsOf(lupfen)!.hooks;
    // Few samples and no time cap keep this fast and exact; the code path is the one bot:hard uses.
    const opts = { samples: 4 };
    const sync = searchAgent(lupfen, 'bot:hard', opts)!;
    const yielding = searchAgent(lupfen, 'bot:hard', opts, { yielding: true })!;
    let compared = 0;
    for (const [variant, players] of [
      ['classic', 4],
      ['vorarlberg', 3],
    ] as const) {
      for (const s of decisionStates(startMatch(variant, players), `async-${variant}`, undefined, 400)) {
        const legal = lupfen.legalActions(s);
        if (legal.length < 2) continue;
        const t = lupfen.turn(s);
        if (t.kind !== 'decide') continue;
        const view = lupfen.view(s, t.seat);
        const seed = `d${compared}`;
        const a = sync.decide(view, legal, ctx(t.seat, seed));
        const b = await yielding.decide(view, legal, ctx(t.seat, seed));
        expect(b).toEqual(a);
        const va = search(hooks, view, t.seat, legal, Rng.fromSeed(seed), opts).values.map((v) => v.value);
        const vb = (await searchAsync(hooks, view, t.seat, legal, Rng.fromSeed(seed), opts)).values.map((v) => v.value);
        expect(vb).toEqual(va);
        if (++compared % 6 === 0) break;
      }
    }
    expect(compared).toBe(12);
  });

  it('search and searchAsync return the same result on many decisions (action, values, samples, nodes)', async () => {
    // Every decision the hard bot, the table's hard bot and hints take runs through searchSteps;
    // only the driver differs. Three variants, calls and card play, one action too (always: hints).
    const hooks = botsOf(lupfen)!.hooks;
    let compared = 0;
    const phases = new Set<string>();
    for (const [variant, players] of [
      ['classic', 4],
      ['vorarlberg', 3],
      ['classic', 5],
    ] as const) {
      let k = 0;
      for (const s of decisionStates(startMatch(variant, players), `many-${variant}`, undefined, 600)) {
        const t = lupfen.turn(s);
        if (t.kind !== 'decide' || k++ % 5) continue;
        const legal = lupfen.legalActions(s);
        const view = lupfen.view(s, t.seat);
        const seed = `many${compared}`;
        const opts = { samples: 3, always: true };
        const a = search(hooks, view, t.seat, legal, Rng.fromSeed(seed), opts);
        const b = await searchAsync(hooks, view, t.seat, legal, Rng.fromSeed(seed), opts);
        expect(b).toEqual(a);
        expect(b.samples).toBe(3);
        // The oracle's search (the true state instead of samples) as well.
        const c = cheatingSearch(hooks, s, 'all', opts);
        const oa = search(c.hooks, view, t.seat, legal, Rng.fromSeed(seed), c.opts);
        const ob = await searchAsync(c.hooks, view, t.seat, legal, Rng.fromSeed(seed), c.opts);
        expect(ob).toEqual(oa);
        phases.add(s.phase);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(phases.has('play')).toBe(true);
    expect(phases.size).toBeGreaterThan(2);
  });

  it('a hint is the synchronous search of the same seed', async () => {
    const hooks = botsOf(lupfen)!.hooks;
    let compared = 0;
    for (const s of decisionStates(startMatch('classic', 4), 'hint-sync', undefined, 400)) {
      const t = lupfen.turn(s);
      if (t.kind !== 'decide') continue;
      const legal = lupfen.legalActions(s);
      const view = lupfen.view(s, t.seat);
      const h = await hint(view, legal, { game: lupfen, samples: 3, seed: `h${compared}` });
      const r = search(hooks, view, t.seat, legal, Rng.fromSeed(`h${compared}`), {
        samples: 3,
        always: true,
        ownCallSamples: HARD_SEARCH.ownCallSamples!,
        fastPath: false,
      });
      expect(h).toEqual({ action: r.action, values: r.values, samples: r.samples });
      if (++compared === 20) break;
    }
    expect(compared).toBe(20);
  });

  it('keeps the event loop turning while it decides, and stops when the match is quit', async () => {
    const s = decisionStates(startMatch('classic', 4), 'loop', undefined, 400).next().value!;
    const legal = lupfen.legalActions(s);
    const seat = (lupfen.turn(s) as { seat: number }).seat;
    // Far more samples than bot:hard takes, so the decision runs for a while; quit after 300 ms.
    const agent = searchAgent(lupfen, 'bot:hard', { samples: 100_000 }, { yielding: true })!;
    const quit = new AbortController();
    let ticks = 0;
    let last = Date.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = Date.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
      ticks++;
    }, 5);
    setTimeout(() => quit.abort('quit'), 300);
    const t0 = Date.now();
    const choice = await agent.decide(lupfen.view(s, seat), legal, ctx(seat, 'loop', quit.signal));
    clearInterval(timer);
    expect(legal).toContain(choice);
    expect(Date.now() - t0).toBeLessThan(2000);
    // A blocking search would give one tick at the end; here timers run every few ms. The worst
    // gap is loose: on a loaded machine the scheduler alone can hold a timer back a while.
    expect(ticks).toBeGreaterThan(10);
    expect(worstGap).toBeLessThan(1000);
  });

  it('its time cap counts search time only, as the synchronous bot’s does', async () => {
    const s = decisionStates(startMatch('classic', 4), 'cap', undefined, 400).next().value!;
    const legal = lupfen.legalActions(s);
    const seat = (lupfen.turn(s) as { seat: number }).seat;
    const hooks = botsOf(lupfen)!.hooks;
    const r = await searchAsync(hooks, lupfen.view(s, seat), seat, legal, Rng.fromSeed('cap'), { samples: 100_000, maxMs: 60 });
    expect(r.samples).toBeGreaterThan(0);
    expect(r.samples).toBeLessThan(100_000);
  });
});
