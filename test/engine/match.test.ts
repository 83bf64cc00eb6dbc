import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/bots/agent.js';
import { randomAgent } from '../../src/bots/random.js';
import { AsyncInSyncMatchError, IllegalActionError, MemorySink, SUSPEND, runMatch, runMatchSync } from '../../src/engine/match.js';
import { toy, type ToyAction, type ToyView } from './toy-game.js';
import { STARTED, playMatch, setupOf } from './helpers.js';
import { gamesUnderTest } from '../conformance/harness.js';

function toySetup(agents: Agent<ToyView, ToyAction>[], seed = 't1', deals = 3) {
  const options = toy.resolveOptions('plain', 2, { deals: String(deals) });
  if (!options.ok) throw new Error(options.reason);
  return {
    game: toy,
    variant: 'plain',
    players: 2,
    options: options.value,
    seats: [
      { name: 'A', kind: 'bot' as const, level: 'random' },
      { name: 'B', kind: 'bot' as const, level: 'random' },
    ],
    agents,
    seed,
    startedAt: STARTED,
  };
}

describe('match loop', () => {
  it('writes exactly one match line first, with every resolved option, seed, startedAt and app', () => {
    const sink = new MemorySink();
    runMatchSync(toySetup([randomAgent(), randomAgent()]), { sink });
    const first = sink.lines[0]!;
    expect(first).toMatchObject({
      type: 'match',
      format: 'cardtable-history',
      formatVersion: 1,
      game: 'toy',
      variant: 'plain',
      players: 2,
      options: { players: 2, deals: 3 },
      seed: 't1',
      startedAt: STARTED,
    });
    expect((first as { app: string }).app).toMatch(/^cardtable \d+\.\d+\.\d+/);
    expect(sink.lines.filter((l) => l.type === 'match')).toHaveLength(1);
    expect(sink.lines.filter((l) => l.type === 'end')).toHaveLength(1);
    expect(sink.lines.at(-1)!.type).toBe('end');
  });

  it('a call with one legal choice is neither asked nor written (history.md)', () => {
    const asked: string[] = [];
    const spy: Agent<ToyView, ToyAction> = {
      id: 'bot:spy',
      decide(_v, legal) {
        asked.push(legal.map((a) => (a.kind === 'call' ? a.call : a.kind)).join('|'));
        return legal[0]!;
      },
    };
    const sink = new MemorySink();
    runMatchSync(toySetup([spy, spy]), { sink });
    expect(asked.every((a) => a === 'high|low')).toBe(true);
    expect(asked).toHaveLength(6);
    expect(sink.lines.some((l) => l.type === 'call' && l.call === 'ack')).toBe(false);
  });

  it('rejects an action that is not among the legal ones', () => {
    const cheat: Agent<ToyView, ToyAction> = { id: 'bot:cheat', decide: () => ({ kind: 'call', call: 'ack' }) };
    expect(() => runMatchSync(toySetup([cheat, cheat]))).toThrow(IllegalActionError);
  });

  it('accepts an equal action that is a different object (compared by actionKey)', () => {
    const copy: Agent<ToyView, ToyAction> = { id: 'bot:copy', decide: (_v, legal) => ({ ...legal[1]! }) as ToyAction };
    expect(runMatchSync(toySetup([copy, copy])).status).toBe('over');
  });

  it('async agents give the same history as sync ones; runMatchSync refuses them', async () => {
    const sync = new MemorySink();
    runMatchSync(toySetup([randomAgent(), randomAgent()]), { sink: sync });
    const r = randomAgent<ToyView, ToyAction>();
    const slow: Agent<ToyView, ToyAction> = { id: 'bot:random', decide: async (v, l, c) => r.decide(v, l, c) };
    const async_ = new MemorySink();
    await runMatch(toySetup([slow, slow]), { sink: async_ });
    expect(async_.text()).toBe(sync.text());
    expect(() => runMatchSync(toySetup([slow, slow]))).toThrow(AsyncInSyncMatchError);
  });

  it('calls onStep for every step, awaiting it when it returns a promise', async () => {
    const kinds: string[] = [];
    await runMatch(toySetup([randomAgent(), randomAgent()]), {
      onStep: async (step) => {
        kinds.push(step.kind);
      },
    });
    expect(kinds.filter((k) => k === 'chance')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'forced')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'decision')).toHaveLength(6);
  });

  it('quitting through the AbortSignal writes an end line with reason quit', async () => {
    const ac = new AbortController();
    let n = 0;
    const quitter: Agent<ToyView, ToyAction> = {
      id: 'human',
      decide(_v, legal) {
        if (++n === 3) {
          ac.abort();
          return new Promise<ToyAction>(() => {});
        }
        return legal[0]!;
      },
    };
    const sink = new MemorySink();
    const out = await runMatch(toySetup([quitter, quitter]), { sink, signal: ac.signal });
    expect(out.status).toBe('quit');
    expect(sink.lines.at(-1)).toMatchObject({ type: 'end', reason: 'quit' });
  });

  it('suspending through the AbortSignal leaves the history without an end line (resumable)', async () => {
    const ac = new AbortController();
    const sink = new MemorySink();
    let n = 0;
    const agent: Agent<ToyView, ToyAction> = {
      id: 'human',
      decide(_v, legal) {
        if (++n === 2) ac.abort(SUSPEND);
        return legal[0]!;
      },
    };
    const out = await runMatch(toySetup([agent, agent]), { sink, signal: ac.signal });
    expect(out.status).toBe('suspended');
    expect(sink.lines.some((l) => l.type === 'end')).toBe(false);
  });

  it('refuses an agent with the oracle channel unless the run allows it', () => {
    const oracle: Agent<ToyView, ToyAction> = { id: 'bot:oracle', decide: (_v, l) => l[0]!, decideWithState: (_s, _v, l) => l[0]! };
    expect(() => runMatchSync(toySetup([oracle, randomAgent()]))).toThrow(/sim and bench only/);
    let sawState = false;
    const watching: Agent<ToyView, ToyAction> = {
      id: 'bot:oracle',
      decide: (_v, l) => l[0]!,
      decideWithState: (s, _v, l) => {
        sawState = Array.isArray((s as { hands?: unknown }).hands);
        return l[0]!;
      },
    };
    runMatchSync(toySetup([watching, randomAgent()]), { allowOracle: true });
    expect(sawState).toBe(true);
  });
});

describe('determinism (DESIGN: same seed, seats and decisions give the same match byte for byte)', () => {
  // Every variant of every game, at its default table (house rules vary in each game's own
  // property tests, e.g. Lupfen's engine-properties.test.ts).
  const tables = gamesUnderTest().flatMap((g) => g.game.variants.map((v) => [`${g.id} ${v.id}`, g.game, v.id, v.defaultPlayers] as const));

  it.each(tables)('%s: two runs with one seed give identical files', (_name, game, variant, players) => {
    const a = playMatch(game, variant, players, 'same-seed');
    const b = playMatch(game, variant, players, 'same-seed');
    expect(a.text).toBe(b.text);
    expect(a.text.split('\n').length).toBeGreaterThan(10);
    const c = playMatch(game, variant, players, 'other-seed');
    expect(c.text).not.toBe(a.text);
  });

  it.each(tables)(
    '%s: an async run of the same bots writes the same bytes as the sync fast path',
    async (_name, game, variant, players) => {
      const sync = playMatch(game, variant, players, 'sync-async');
      const setup = setupOf(game, variant, players, 'sync-async');
      const sink = new MemorySink();
      const bots = setup.agents.map((b) => ({ id: b.id, decide: async (v: never, l: readonly never[], c: never) => b.decide(v, l, c) }));
      await runMatch({ ...setup, agents: bots }, { sink });
      expect(sink.text()).toBe(sync.text);
    },
  );
});

describe('match loop and AbortSignal listeners', () => {
  it('leaves no abort listener behind per decision (a long interactive match never leaks)', async () => {
    const ac = new AbortController();
    let added = 0;
    let removed = 0;
    const add = ac.signal.addEventListener.bind(ac.signal);
    const remove = ac.signal.removeEventListener.bind(ac.signal);
    ac.signal.addEventListener = ((...a: Parameters<typeof add>) => {
      added++;
      return add(...a);
    }) as typeof add;
    ac.signal.removeEventListener = ((...a: Parameters<typeof remove>) => {
      removed++;
      return remove(...a);
    }) as typeof remove;
    const r = randomAgent<ToyView, ToyAction>();
    const slow: Agent<ToyView, ToyAction> = { id: 'human', decide: async (v, l, c) => r.decide(v, l, c) };
    await runMatch(toySetup([slow, slow], 'listeners', 20), { signal: ac.signal });
    expect(added).toBe(40);
    expect(removed).toBe(added);
  });
});
