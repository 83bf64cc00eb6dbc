// bot:hard at the table (searchAgent yielding, searchAsync): the same choice as the synchronous bot
// for the same Rng, and the event loop keeps turning while it thinks — for every game with bots.
import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '../../src/bots/agent.js';
import { coachMeasure, hint } from '../../src/bots/hint.js';
import { HARD_SEARCH, cheatingSearch, hardSearchFor, searchAgent } from '../../src/bots/levels.js';
import { search, searchAsync } from '../../src/bots/search.js';
import { Rng } from '../../src/core/rng.js';
import type { TableGame } from '../../src/contract/view.js';
import { entriesUnderTest } from '../test-registry.js';
import { decisionStates, botsOf } from '../registered.js';

const ctx = (seat: number, seed: string, signal?: AbortSignal): DecisionContext => ({
  seat,
  deal: 1,
  rng: Rng.fromSeed(seed),
  ...(signal ? { signal } : {}),
});

const withBots = entriesUnderTest().flatMap((e) => (e.game && e.bots ? [[e.id, e.game] as const] : []));
/** Every variant of `game` at its default player count. */
const tables = (game: TableGame) => game.variants.map((v) => [v.id, v.defaultPlayers] as const);
const seatOf = (game: TableGame, s: unknown): number => (game.turn(s) as { seat: number }).seat;

/** The first decision of a random walk through `game`'s default variant: the state, what is legal, who decides. */
function firstDecision(game: TableGame, seed: string) {
  const v = game.variants.find((x) => x.id === game.defaultVariant)!;
  const s = decisionStates(game, v.id, v.defaultPlayers, seed, 400).next().value;
  return { s, legal: game.legalActions(s), seat: seatOf(game, s) };
}

describe.each(withBots)('bot:hard, yielding (table play): %s', (_id, game) => {
  it('uses bot:hard’s own search settings', () => {
    expect(searchAgent(botsOf(game), 'bot:hard', undefined, { yielding: true })?.id).toBe('bot:hard');
    expect(HARD_SEARCH.samples).toBeGreaterThan(0);
  });

  it('chooses what the synchronous bot chooses for the same Rng (values identical too)', async () => {
    const hooks = botsOf(game)!.hooks;
    // Few samples and no time cap keep this fast and exact; the code path is the one bot:hard uses.
    const opts = { samples: 4 };
    const sync = searchAgent(botsOf(game), 'bot:hard', opts)!;
    const yielding = searchAgent(botsOf(game), 'bot:hard', opts, { yielding: true })!;
    // Six decisions a variant; a game of many variants two each (Fipsen's five search deeper hands).
    const each = game.variants.length <= 2 ? 6 : 2;
    let compared = 0;
    for (const [variant, players] of tables(game)) {
      let here = 0;
      let skip = players;
      for (const s of decisionStates(game, variant, players, `async-${variant}`, 400)) {
        const legal = game.legalActions(s);
        if (legal.length < 2) continue;
        // From the second round of choices on: the first ones search a whole deal exactly (seconds
        // a decision with five full hands in Thedinghausen); the next test compares those.
        if (skip-- > 0) continue;
        const seat = seatOf(game, s);
        const view = game.view(s, seat);
        const seed = `d${compared}`;
        const a = sync.decide(view, legal, ctx(seat, seed));
        const b = await yielding.decide(view, legal, ctx(seat, seed));
        expect(b).toEqual(a);
        const va = search(hooks, view, seat, legal, Rng.fromSeed(seed), opts).values.map((v) => v.value);
        const vb = (await searchAsync(hooks, view, seat, legal, Rng.fromSeed(seed), opts)).values.map((v) => v.value);
        expect(vb).toEqual(va);
        compared++;
        if (++here === each) break;
      }
    }
    expect(compared).toBe(each * game.variants.length);
  });

  it('search and searchAsync return the same result on many decisions (action, values, samples, nodes)', async () => {
    // Every decision the hard bot, the table's hard bot and hints take runs through searchSteps;
    // only the driver differs. Every variant, calls and card play, one action too (always: hints).
    const hooks = botsOf(game)!.hooks;
    // 15 decisions a variant (Kloepper's first call comes after 13 plays); a game of many variants
    // 4 each (Fipsen's five: Thedinghausen's exact search of a first trick with five hands costs
    // seconds a decision).
    const per = game.variants.length <= 2 ? 15 : 4;
    let compared = 0;
    const phases = new Set<string>();
    for (const [variant, players] of tables(game)) {
      let k = 0;
      for (const s of decisionStates(game, variant, players, `many-${variant}`, 600)) {
        if (k++ % 5) continue;
        const legal = game.legalActions(s);
        const seat = seatOf(game, s);
        const view = game.view(s, seat);
        const seed = `many${compared}`;
        const opts = { samples: 3, always: true };
        const a = search(hooks, view, seat, legal, Rng.fromSeed(seed), opts);
        const b = await searchAsync(hooks, view, seat, legal, Rng.fromSeed(seed), opts);
        expect(b).toEqual(a);
        expect(b.samples).toBe(3);
        // The oracle's search (the true state instead of samples) as well.
        const c = cheatingSearch(hooks, s, 'all', opts);
        const oa = search(c.hooks, view, seat, legal, Rng.fromSeed(seed), c.opts);
        const ob = await searchAsync(c.hooks, view, seat, legal, Rng.fromSeed(seed), c.opts);
        expect(ob).toEqual(oa);
        phases.add(String((s as { phase?: unknown }).phase));
        if (++compared % per === 0) break;
      }
    }
    expect(compared).toBe(per * game.variants.length);
    // Calls and card play both: more than one phase of the deal was searched.
    expect(phases.size).toBeGreaterThan(1);
  });

  it('a hint is the synchronous search of the same seed', async () => {
    const hooks = botsOf(game)!.hooks;
    const v = game.variants.find((x) => x.id === game.defaultVariant)!;
    let compared = 0;
    for (const s of decisionStates(game, v.id, v.defaultPlayers, 'hint-sync', 400)) {
      const legal = game.legalActions(s);
      const seat = seatOf(game, s);
      const view = game.view(s, seat);
      // No time cap: on a loaded machine the hint's default 2 s could cut it before its third sample.
      const h = await hint(view, legal, { game, bots: botsOf(game), samples: 3, seed: `h${compared}`, maxMs: Number.POSITIVE_INFINITY });
      const r = search(hooks, view, seat, legal, Rng.fromSeed(`h${compared}`), {
        samples: 3,
        always: true,
        ownCallSamples: hardSearchFor(botsOf(game)).ownCallSamples ?? 0,
        // As the hint walks it: through `apply`, unless the game's deals need its fast path (Fipsen).
        fastPath: hardSearchFor(botsOf(game)).fastPath ?? false,
      });
      expect(h).toEqual({ action: r.action, values: r.values, samples: r.samples, measure: coachMeasure(game) });
      if (++compared === 10) break;
    }
    expect(compared).toBe(10);
  });

  it('keeps the event loop turning while it decides, and stops when the match is quit', async () => {
    const { s, legal, seat } = firstDecision(game, 'loop');
    // Far more samples than bot:hard takes (minutes of search): the decision ends only by the quit,
    // which comes after the event loop has turned 20 times while it thinks. A blocking search
    // would turn it never, and the test would time out instead.
    const agent = searchAgent(botsOf(game), 'bot:hard', { samples: 100_000 }, { yielding: true })!;
    const quit = new AbortController();
    let ticks = 0;
    const timer = setInterval(() => {
      if (++ticks === 20) quit.abort('quit');
    }, 5);
    const choice = await agent.decide(game.view(s, seat), legal, ctx(seat, 'loop', quit.signal));
    clearInterval(timer);
    expect(legal).toContain(choice);
    expect(quit.signal.aborted).toBe(true);
    expect(ticks).toBeGreaterThanOrEqual(20);
  });

  it('its time cap counts search time only, as the synchronous bot’s does', async () => {
    const { s, legal, seat } = firstDecision(game, 'cap');
    const hooks = botsOf(game)!.hooks;
    const r = await searchAsync(hooks, game.view(s, seat), seat, legal, Rng.fromSeed('cap'), { samples: 100_000, maxMs: 60 });
    expect(r.samples).toBeGreaterThan(0);
    expect(r.samples).toBeLessThan(100_000);
  });
});
