// One way to name an action for a deck and --ascii: the game's describeAction in the table's look
// (GameUi.look). The review, the review panel and a hint's label for a pick of cards read it, so
// for every registered game and every deck its table takes, a card is named as the table draws it.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { tableDecks } from '../../src/cli/config.js';
import { decisionPoints, reviewDecision } from '../../src/engine/review.js';
import { face } from '../../src/ui/cards.js';
import type { CardLook } from '../../src/contract/view.js';
import { decisionStates, eachGame, fewSamplesBotsOf, historyOf, registeredGames } from '../registered.js';

const games = await registeredGames();
const SEVEN_BIT = /^[\x20-\x7e]*$/;

describe.each(eachGame(games))('%s', (_id, { game, ui }) => {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;

  it('describeAction names a played card by the face the table draws, in every deck, with and without --ascii', () => {
    let cards = 0;
    for (const s of decisionStates(game, variant.id, variant.defaultPlayers, `look-${game.id}`, 600)) {
      const seat = (game.turn(s) as { seat: number }).seat;
      const view = game.view(s, seat);
      const legal = game.legalActions(s);
      for (const deck of tableDecks(game))
        for (const ascii of [false, true]) {
          const look = ui.look(view, deck, ascii);
          const prompt = ui.prompt(view, legal, look);
          if (prompt.kind === 'cards' && !prompt.pick)
            for (const p of prompt.playable) {
              expect(game.describeAction(s, p.action, look)).toBe(face(p.card, look).trimEnd());
              cards++;
            }
          if (ascii) for (const a of legal) expect(game.describeAction(s, a, look)).toMatch(SEVEN_BIT);
        }
    }
    expect(cards).toBeGreaterThan(0);
  });

  it("the review names the actions in the look it is given: the table's faces beside the table's hands", async () => {
    const parsed = historyOf(game, 'review-look', 3);
    const points = decisionPoints(
      game,
      parsed,
      parsed.match.seats.map((_, i) => i),
    );
    if (!points.ok) throw new Error(points.reason);
    // A decision among cards: the first card play with a choice, a bot's too.
    const p = points.value.find((x) => x.line.type === 'play')!;
    const view = game.view(p.state, p.seat);
    const look: CardLook = ui.look(view, tableDecks(game).at(-1), true);
    const r = await reviewDecision(game, fewSamplesBotsOf(game), p, undefined, look);
    const card = (p.line as { card: Card }).card;
    expect(r.taken).toBe(face(card, look).trimEnd());
    for (const a of r.actions) expect(a.label).toMatch(SEVEN_BIT);
  }, 60_000);
});
