// A deal's last trick is held on the deal that played it (held-trick.ts), whatever step of the
// rules settles the deal and passes it on: every registered game, from seeded matches.
import { describe, expect, it } from 'vitest';
import type { DealLine, TrickLine } from '../../src/core/history-lines.js';
import type { TableView } from '../../src/contract/view.js';
import { shownAfterTrick } from '../../src/ui/held-trick.js';
import { makeConfig, play } from '../conformance/harness.js';
import { eachGame, registeredGames } from '../registered.js';

const games = await registeredGames();

describe.each(eachGame(games))('%s: the last trick of a deal', (_id, { game }) => {
  it.each(game.variants.map((v) => [v.id, v] as const))('%s: is shown with the dealer of that deal, not the next one', (_v, v) => {
    const played = play(makeConfig(game, v.id, v.defaultPlayers, 'held-dealer', {}, 3), 300);
    const dealers = new Map<number, number>();
    let checked = 0;
    for (const step of played.steps) {
      for (const l of step.lines) if (l.type === 'deal') dealers.set((l as DealLine).deal, (l as DealLine).dealer);
      const trick = step.lines.find((l): l is TrickLine => l.type === 'trick');
      if (!trick || !step.lines.some((l) => l.type === 'settle')) continue;
      const before = game.view(step.pre, 0) as TableView;
      const after = game.view(step.state, 0) as TableView;
      const shown = shownAfterTrick(before, after, step.seat, trick);
      expect(shown.view.dealer, `deal ${trick.deal}`).toBe(dealers.get(trick.deal));
      expect(shown.view.dealNo).toBe(trick.deal);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
