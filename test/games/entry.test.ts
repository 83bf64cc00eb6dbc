// gameEntry checks a game's bots and table against the game's own state, action and view types
// before the registry holds them without those types. The `@ts-expect-error` lines are part of
// the test: `npm run typecheck` fails if a part made for another game, or a field the view does
// not have, were accepted.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { gameEntry } from '../../src/contract/entry.js';
import type { SearchHooks } from '../../src/contract/search.js';
import { lupfenHooks } from '../../src/games/lupfen/bots/hooks.js';
import { lupfenUi } from '../../src/games/lupfen/ui/index.js';
import { seams, seamsUi, type SeamAction, type SeamState, type SeamView } from '../ui/seams-game.js';

const config = { variant: 'plain', players: 3, options: { deals: 2 } };
const hooks: SearchHooks<SeamState, SeamAction, SeamView> = { game: seams, sample: () => seams.setup(config) };

describe('gameEntry', () => {
  it("types the bots' views and actions by the game's own", () => {
    const entry = gameEntry(seams, {
      summary: 'the table seams',
      bots: {
        // The view is a SeamView here, not whatever the registry holds.
        basic: (view, legal) => (view.answering ? legal.find((a) => a.kind === 'answer')! : legal[0]!),
        hooks,
      },
      ui: () => Promise.resolve(seamsUi),
    });
    expect([entry.id, entry.name, entry.summary]).toEqual([seams.id, seams.name, 'the table seams']);
    expect(entry.game).toBe(seams);
    const state = seams.apply(seams.setup(config), seams.drawChance(seams.setup(config), Rng.fromSeed('entry')));
    const seat = (seams.turn(state) as { seat: number }).seat;
    const legal = seams.legalActions(state);
    expect(seams.actionKey(entry.bots!.basic(seams.view(state, seat), legal, Rng.fromSeed('x')) as SeamAction)).toBe(
      seams.actionKey(legal[0]!),
    );
  });

  it("refuses another game's bots and table, and a field the view lacks", () => {
    const parts = { summary: 'x' };
    const refused = [];
    refused.push(
      gameEntry(seams, {
        ...parts,
        // @ts-expect-error Lupfen's search hooks search Lupfen states, not this game's
        bots: { basic: (_view, legal) => legal[0]!, hooks: lupfenHooks },
      }),
    );
    refused.push(
      gameEntry(seams, {
        ...parts,
        // @ts-expect-error Lupfen's table draws Lupfen views
        ui: () => Promise.resolve(lupfenUi),
      }),
    );
    refused.push(
      gameEntry(seams, {
        ...parts,
        bots: {
          // @ts-expect-error a SeamView has no pot
          basic: (view, legal) => (view.pot > 0 ? legal[0]! : legal[1]!),
          hooks,
        },
      }),
    );
    // Only the type checker refuses them: at run time each is an entry like any other.
    expect(refused.map((e) => e.id)).toEqual([seams.id, seams.id, seams.id]);
  });
});
