// Bot levels as every game sees them: which exist, which games each plays (those with bots of
// their own), and what bot:basic's summary says of each game. Lupfen's own bot tests (legality,
// determinism, view-only search, hints, tournaments) are in test/games/lupfen/bots.test.ts.
import { describe, expect, it } from 'vitest';
import '../../src/bots/index.js';
import { acceptedSeatKinds, defaultBotKind, findSeatKind, gamesOfKind, seatKindSummary } from '../../src/bots/index.js';
import { GAMES } from '../../src/games/registry.js';
import { toy } from '../engine/toy-game.js';
import { botsOf } from '../registered.js';

describe('bot levels', () => {
  it('registers easy, basic, normal, hard and a sim-only oracle and seer', () => {
    for (const k of ['bot:easy', 'bot:basic', 'bot:normal', 'bot:hard']) expect(findSeatKind(k)?.simOnly).toBeFalsy();
    expect(findSeatKind('bot:oracle')?.simOnly).toBe(true);
    expect(findSeatKind('bot:seer')?.simOnly).toBe(true);
    // The yardsticks of inference: bot:hard with it on everywhere, and off everywhere.
    expect(findSeatKind('bot:hard-infer')?.simOnly).toBe(true);
    expect(findSeatKind('bot:hard-plain')?.simOnly).toBe(true);
  });

  it("offers the levels built on a game's bots only for games that have them, and asks that game's own", () => {
    // Every playable game of the registry has bots, so every level offers every one of them.
    const playable = GAMES.filter((g) => g.game !== null);
    expect(playable.filter((g) => !g.bots).map((g) => g.id)).toEqual([]);
    for (const k of ['bot:easy', 'bot:basic', 'bot:normal', 'bot:hard', 'bot:oracle', 'bot:seer'])
      expect(gamesOfKind(findSeatKind(k)!, GAMES)).toEqual(playable.map((g) => g.id));
    expect(gamesOfKind(findSeatKind('bot:random')!, GAMES)).toEqual(playable.map((g) => g.id));
    // A game that has no bots is offered bot:random only.
    expect(acceptedSeatKinds({}, false)).toEqual(['human', 'bot:random']);
    expect(defaultBotKind(false)).toBe('bot:random');
    expect(defaultBotKind(true)).toBe('bot:basic');
    // A game without a registry entry (the engine's toy game) has no bots to ask: refused, never Lupfen's.
    for (const k of ['bot:easy', 'bot:basic', 'bot:normal', 'bot:hard']) {
      const made = findSeatKind(k)!.create({ game: toy, bots: botsOf(toy), variant: 'plain', players: 2, seat: 1, seed: 's' });
      expect(made).toEqual({ ok: false, reason: `${k} cannot play toy yet` });
    }
    for (const g of playable) expect(botsOf(g)?.hooks.game, g.id).toBe(g.game);
  });

  it("bot:basic's summary says what each playable game's rules of thumb go by, in the game's own words", () => {
    const summary = seatKindSummary(findSeatKind('bot:basic')!, GAMES);
    for (const g of GAMES.filter((e) => e.game !== null)) {
      expect(g.bots?.basicSummary, g.id).toMatch(/^[a-z]/);
      expect(summary).toContain(`${g.name}: ${g.bots!.basicSummary!}`);
    }
  });
});
