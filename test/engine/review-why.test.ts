// `cardtable review --seat K` of a bot's seat says why the bot chose each move: its level asked
// again on that seat's view with the Rng the match gave the decision, so the reason is the one
// behind the recorded move (bot:random, whose every move is a draw of that Rng, shows it exactly).
import { describe, expect, it } from 'vitest';
import { RANDOM_WHY } from '../../src/bots/random.js';
import { botReason, decisionPoints } from '../../src/engine/review.js';
import { botsOf, eachGame, historyOf, registeredGames } from '../registered.js';

const games = await registeredGames();

describe.each(eachGame(games))('%s: a bot seat in the review', (_id, { game }) => {
  it('gives every decision of a bot:random seat its reason, from the same draw as the move recorded', async () => {
    const parsed = historyOf(game, 'review-why', 1, 120);
    const seats = parsed.match.seats.map((_, i) => i);
    const points = decisionPoints(game, parsed, seats);
    if (!points.ok) throw new Error(points.reason);
    expect(points.value.length).toBeGreaterThan(0);
    for (const p of points.value) {
      // Exactly the reason: "asked again it would choose …" would mean another draw than the match's.
      expect(await botReason(game, botsOf(game), parsed.match, p, 'chips'), `line ${p.lineNo}`).toBe(RANDOM_WHY);
    }
  });

  it('says nothing for a human seat', async () => {
    const parsed = historyOf(game, 'review-why', 1, 40);
    // The first seat with a real choice (in a small game seat 0 may have none in the first deal), made human.
    const points = decisionPoints(
      game,
      parsed,
      parsed.match.seats.map((_, i) => i),
    );
    if (!points.ok) throw new Error(points.reason);
    const p = points.value[0]!;
    const human = {
      ...parsed.match,
      seats: parsed.match.seats.map((s, i) => (i === p.seat ? { name: s.name, kind: 'human' as const } : s)),
    };
    expect(await botReason(game, botsOf(game), human, p, 'chips')).toBeUndefined();
  });
});
