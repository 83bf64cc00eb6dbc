// Every bot level can say why it chose what it did (Agent.explain), in every registered game: the
// explanation is the same decision as `decide` (same action for the same ctx.rng, so asking why
// never changes a choice), it always has a reason, and what the table shows of it names no card.
import { describe, expect, it } from 'vitest';
import '../../src/bots/index.js';
import { findSeatKind, obeyingBotRules, type AnyAgent, type DecisionContext, type Explanation } from '../../src/bots/agent.js';
import { searchAgent } from '../../src/bots/levels.js';
import { coachMeasure } from '../../src/bots/hint.js';
import { whyAtTable, whyInReview } from '../../src/bots/why.js';
import { Rng } from '../../src/core/rng.js';
import { runMatchSync } from '../../src/engine/match.js';
import type { AnyGame } from '../../src/contract/game.js';
import { botsOf, eachGame, registeredGames } from '../registered.js';
import { makeConfig } from '../conformance/harness.js';

const games = await registeredGames();
const LEVELS = ['bot:random', 'bot:easy', 'bot:basic', 'bot:hard'] as const;

/** A card named by code ("QC") or by face ("Q♣"): the table's text must hold neither. */
const CARD = /\b(?:[2-9TJQKA]|10)[CDHS]\b|[♣♦♥♠]/;

function agentOf(game: AnyGame, level: (typeof LEVELS)[number], seat: number, players: number): AnyAgent {
  const bots = botsOf(game);
  // bot:hard on a few samples: the same search and the same explanation path, in a test's time.
  if (level === 'bot:hard') return obeyingBotRules(game, searchAgent(bots, level, { samples: 2, maxMs: Infinity, ownCallSamples: 0 })!);
  const made = findSeatKind(level)!.create({ game, bots, variant: game.defaultVariant, players, seat, seed: 'why' });
  if (!made.ok) throw new Error(made.reason);
  return made.value;
}

describe.each(eachGame(games))('%s: why a bot chose its move', (_id, { game }) => {
  it.each(LEVELS)('%s explains every decision of a seeded deal with the choice it made', async (level) => {
    const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
    const players = variant.defaultPlayers;
    const cfg = makeConfig(game, variant.id, players, `why/${level}`, {}, 1);
    const measure = coachMeasure(game);
    const explained: Explanation<unknown>[] = [];
    // The table's bot:hard yields between sampled deals (searchAsync): asked again that way afterwards.
    const searched: { view: unknown; legal: readonly unknown[]; seat: number; deal: number; at: ReturnType<Rng['state']>; key: string }[] =
      [];
    const asked = (inner: AnyAgent): AnyAgent => ({
      id: inner.id,
      decide(view, legal, ctx) {
        // The decision's Rng as the match hands it: explain draws from a copy of it.
        const at = ctx.rng.state();
        const chosen = inner.decide(view, legal, ctx) as unknown;
        const again: DecisionContext = { seat: ctx.seat, deal: ctx.deal, rng: Rng.fromState(at) };
        const e = inner.explain!(view, legal, again) as Explanation<unknown>;
        expect(game.actionKey(e.action), `${level} seat ${ctx.seat}`).toBe(game.actionKey(chosen));
        expect(e.reason.length, 'a reason').toBeGreaterThan(3);
        const words = {
          measure,
          unit: 'chips',
          label: (a: unknown) => game.actionKey(a),
          same: (a: unknown, b: unknown) => game.actionKey(a) === game.actionKey(b),
        };
        expect(whyAtTable(e, words)).not.toMatch(CARD);
        expect(whyInReview(e, words)).toContain(e.reason);
        explained.push(e);
        if (searched.length < 4 && legal.length > 1)
          searched.push({ view, legal, seat: ctx.seat, deal: ctx.deal, at, key: game.actionKey(chosen) });
        return chosen;
      },
    });
    const agents = Array.from({ length: players }, (_, seat) => asked(agentOf(game, level, seat, players)));
    runMatchSync({
      game,
      variant: variant.id,
      players,
      options: cfg.options,
      seats: agents.map((a, i) => ({ name: `S${i + 1}`, kind: 'bot' as const, level: a.id.slice(4) })),
      agents,
      seed: cfg.seed,
    });
    expect(explained.length).toBeGreaterThan(0);
    // The rule-based levels name the game's own rule of thumb, not only what its rules go by.
    if (level === 'bot:basic') expect(botsOf(game)?.basicWhy, 'the game has its own reasons').toBeDefined();
    if (level === 'bot:basic') expect(explained.every((e) => !e.reason.startsWith('its rules of thumb'))).toBe(true);
    if (level === 'bot:hard') {
      expect(explained.some((e) => (e.values?.length ?? 0) > 1)).toBe(true);
      const yielding = searchAgent(botsOf(game), level, { samples: 2, maxMs: Infinity, ownCallSamples: 0 }, { yielding: true })!;
      for (const d of searched) {
        const e = await yielding.explain!(d.view, d.legal, { seat: d.seat, deal: d.deal, rng: Rng.fromState(d.at) });
        expect(game.actionKey(e.action)).toBe(d.key);
      }
    }
  });
});
