// Inference switched off is the plain search, in every game that has it: the weighing is a hook on
// the shared search, so a game's `inference` hook present but off must change no value. Found on a
// decision where it matters: there, with it on, some value differs.
import { describe, expect, it } from 'vitest';
import { search } from '../../src/bots/search.js';
import { Rng } from '../../src/core/rng.js';
import type { TableGame } from '../../src/contract/view.js';
import { GAMES } from '../../src/games/registry.js';
import { botsOf, decisionStates } from '../registered.js';

const withInference = GAMES.flatMap((e) => (e.game && e.bots?.hooks.inference ? [[e.id, e.game] as const] : []));
const OPTS = { samples: 6 };

/** A decision of the game's first variant, well into play, at which inference changes a value. */
function weighedDecision(game: TableGame) {
  const hooks = botsOf(game)!.hooks;
  const v = game.variants[0]!;
  let tried = 0;
  for (const s of decisionStates(game, v.id, v.defaultPlayers, 'infer-off', 5_000)) {
    const legal = game.legalActions(s);
    if (legal.length < 2 || ++tried % 3 !== 0) continue;
    const seat = (game.turn(s) as { seat: number }).seat;
    const view = game.view(s, seat);
    const on = search(hooks, view, seat, legal, Rng.fromSeed('w'), { ...OPTS, inference: true });
    const off = search(hooks, view, seat, legal, Rng.fromSeed('w'), { ...OPTS, inference: false });
    if (JSON.stringify(on.values) !== JSON.stringify(off.values)) return { hooks, view, seat, legal, off };
    if (tried > 300) break;
  }
  throw new Error(`${game.id}: no decision where inference changes a value`);
}

describe.each(withInference)('inference off: %s', (_id, game) => {
  it('values every action as the search with no inference hook at all, where with it on some value differs', () => {
    const { hooks, view, seat, legal, off } = weighedDecision(game);
    const { inference: _none, ...without } = hooks;
    expect(search(without, view, seat, legal, Rng.fromSeed('w'), OPTS)).toEqual(off);
  });
});
