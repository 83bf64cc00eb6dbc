// Replay shows every hand face up, each sorted as its owner's table sorts it (the hand sorter of
// live play), not in the order the deal line lists the cards — for every registered game.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { replayHistory } from '../../src/engine/replay.js';
import { face, sortByOrder } from '../../src/ui/cards.js';
import type { TableView } from '../../src/contract/view.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import { replayText } from '../../src/ui/replay-text.js';
import { eachGame, historyOf, registeredGames } from '../registered.js';

const games = await registeredGames();

describe.each(eachGame(games))('%s replay: hands sorted as the table sorts them', (_id, { game, ui }) => {
  const history = historyOf(game, `sorted-${game.id}`);
  // The first deal, and each hand as its owner's table sorts it right after that deal.
  let dealt: readonly (readonly Card[])[] = [];
  let sorted: Card[][] = [];
  let look: ReturnType<typeof ui.look> | null = null;
  replayHistory(game, history, {
    onLine: (state, line) => {
      if (line.type !== 'deal' || look) return;
      dealt = line.hands;
      sorted = line.hands.map((h, seat) => sortByOrder(h, game.cardOrder(game.view(state, seat))));
      look = ui.look(game.view(state, 0) as TableView, undefined, true);
    },
  });

  it('the history deals at least one hand out of order, so sorting shows', () => {
    expect(sorted.length).toBe(history.match.seats.length);
    expect(sorted.some((h, seat) => h.join() !== dealt[seat]!.join())).toBe(true);
  });

  it('the full-screen replay draws every open hand sorted', () => {
    const { frames, error } = replayFrames(game, history);
    expect(error).toBeNull();
    const src = new ReplaySource(game, ui, history, frames, undefined, false);
    expect(src.getModel()!.openHands).toEqual(sorted);
  });

  it('the printed replay lists every dealt hand sorted', async () => {
    const { text, error } = await replayText(game, async () => ui, history);
    expect(error).toBeNull();
    const names = history.match.seats.map((s) => s.name);
    sorted.forEach((hand, seat) => expect(text).toContain(`  ${names[seat]}: ${hand.map((c) => face(c, look!)).join(' ')}\n`));
  });
});
