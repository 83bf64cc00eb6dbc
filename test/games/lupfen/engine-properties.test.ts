// The match loop over Lupfen matches of random seeds, player counts and house rules (fast-check):
// chips kept through every settle and the pot, byte-identical replays, views without hidden cards.
// Rules-level properties live in properties.test.ts. Fixed fast-check seeds keep CI reproducible;
// change a seed locally to explore further.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../src/bots/agent.js';
import { randomAgent } from '../../../src/bots/random.js';
import type { Card } from '../../../src/core/cards.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { lupfen, type LupfenAction, type LupfenState, type LupfenView } from '../../../src/games/lupfen/index.js';
import { STARTED } from '../../engine/helpers.js';
import { lupfenOptions } from './play.js';

const classicArb = fc.record({
  variant: fc.constant('classic' as const),
  players: fc.integer({ min: 3, max: 5 }),
  raw: fc
    .record({
      ante: fc.integer({ min: 1, max: 4 }),
      min_price: fc.integer({ min: 1, max: 4 }),
      spread: fc.integer({ min: 0, max: 8 }),
      no_trick_penalty: fc.constantFrom('none', 'price', 'pot'),
      deals: fc.integer({ min: 1, max: 8 }),
    })
    .map((r) => ({
      ante: String(r.ante),
      min_price: String(r.min_price),
      max_price: String(r.min_price + r.spread),
      no_trick_penalty: r.no_trick_penalty,
      deals: String(r.deals),
    })),
});

const vorarlbergArb = fc.record({
  variant: fc.constant('vorarlberg' as const),
  players: fc.integer({ min: 3, max: 6 }),
  raw: fc
    .record({
      ante: fc.integer({ min: 1, max: 6 }),
      dealer_stake: fc.constantFrom(0, 3, 6),
      shoving: fc.boolean(),
      compulsory_hearts: fc.boolean(),
      compulsory_lupf: fc.boolean(),
      blind_lupf: fc.boolean(),
      pass_before_lupf_final: fc.boolean(),
      staender: fc.boolean(),
      deals: fc.integer({ min: 1, max: 8 }),
    })
    .map((r) => ({
      ante: String(r.ante),
      dealer_stake: String(r.dealer_stake),
      shoving: String(r.shoving && r.dealer_stake > 0),
      compulsory_hearts: String(r.compulsory_hearts),
      compulsory_lupf: String(r.compulsory_lupf),
      blind_lupf: String(r.blind_lupf),
      pass_before_lupf_final: String(r.pass_before_lupf_final),
      staender: String(r.staender),
      deals: String(r.deals),
    })),
});

const configArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  cfg: fc.oneof(classicArb, vorarlbergArb),
});

type Cfg = { variant: 'classic' | 'vorarlberg'; players: number; raw: Record<string, string> };

function play(seed: string, cfg: Cfg, agents?: Agent<LupfenView, LupfenAction>[], onState?: (s: LupfenState) => void) {
  const sink = new MemorySink();
  runMatchSync(
    {
      game: lupfen,
      variant: cfg.variant,
      players: cfg.players,
      options: lupfenOptions(cfg.variant, cfg.players, cfg.raw),
      seats: Array.from({ length: cfg.players }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, level: 'random' })),
      agents: agents ?? Array.from({ length: cfg.players }, () => randomAgent()),
      seed,
      startedAt: STARTED,
    },
    { sink, ...(onState ? { onStep: (st: { state: unknown }) => onState(st.state as LupfenState) } : {}) },
  );
  return sink;
}

describe('engine properties (fast-check)', () => {
  it('every settle line keeps the chips: sum(delta) + (pot after − pot before) = 0, totals add up', () => {
    fc.assert(
      fc.property(configArb, ({ seed, cfg }) => {
        const sink = play(seed, cfg);
        let pot = 0;
        let totals = new Array<number>(cfg.players).fill(0);
        for (const l of sink.lines) {
          if (l.type === 'settle') {
            const sum = l.delta.reduce((a, b) => a + b, 0);
            expect(sum + (l.pot! - pot)).toBe(0);
            expect(l.totals).toEqual(totals.map((t, i) => t + l.delta[i]!));
            pot = l.pot!;
            totals = l.totals;
          } else if (l.type === 'end') {
            expect(l.totals.reduce((a, b) => a + b, 0)).toBe(0);
          }
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });

  it('the same seed and decisions give byte-identical histories, and replay reproduces them', () => {
    fc.assert(
      fc.property(configArb, ({ seed, cfg }) => {
        const a = play(seed, cfg).text();
        expect(play(seed, cfg).text()).toBe(a);
        const parsed = parseHistory(a, 'prop.jsonl');
        if (!parsed.ok) throw new Error(parsed.reason);
        const report = replayHistory(lupfen, parsed.value);
        expect(report.error).toBeNull();
        expect(report.mismatches).toEqual([]);
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });

  it("the view an agent receives never holds another seat's hidden cards or the hidden stock", () => {
    fc.assert(
      fc.property(configArb, ({ seed, cfg }) => {
        let current: LupfenState | null = null;
        let checked = 0;
        const spy = (): Agent<LupfenView, LupfenAction> => {
          const inner = randomAgent<LupfenView, LupfenAction>();
          return {
            id: 'bot:random',
            decide(view, legal, ctx) {
              const s = current!;
              const text = JSON.stringify(view);
              const shown = new Set<Card>();
              for (const r of s.reveals) if ('cards' in r) for (const c of r.cards) shown.add(c);
              const hidden: Card[] = [];
              s.hands.forEach((h, j) => {
                if (j !== ctx.seat) for (const c of h) if (!shown.has(c)) hidden.push(c);
              });
              hidden.push(...s.stock.slice(s.trumpCard ? 1 : 0));
              for (const c of hidden) expect(text.includes(`"${c}"`), `seat ${ctx.seat} sees ${c}`).toBe(false);
              expect(view.seat).toBe(ctx.seat);
              checked++;
              return inner.decide(view, legal, ctx);
            },
          };
        };
        play(seed, cfg, Array.from({ length: cfg.players }, spy), (s) => (current = s));
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });
});
