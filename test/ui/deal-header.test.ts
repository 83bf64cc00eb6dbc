// The header's "deal N of M" says something true in every game: never a deal number above the
// match length (Lupfen's force rounds go past it: an extra deal), and after deals that do not count
// (Fipsen's throw-ins, P-R18) how many of the length are played.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { matchProgress } from '../../src/ui/game-ui.js';
import type { AnyGameUi } from '../../src/contract/table.js';
import { eachGame, registeredGames } from '../registered.js';
import type { TableGame } from '../../src/contract/view.js';

const games = await registeredGames();
// A seed whose pot is not empty after deal 2: deals 3 and on are played past the length.
const SEED_FORCE = 'hdr-force-b';

/** Every header of a seeded random match of `variant` with a length of 2, with the view it was drawn for. */
function headers(game: TableGame, ui: AnyGameUi, variant: string, seed: string, pick?: (legal: unknown[], s: unknown) => unknown) {
  const info = game.variants.find((v) => v.id === variant)!;
  const raw: Record<string, string> = info.lengthKey === 'deals' ? { deals: '2' } : {};
  const options = game.resolveOptions(variant, info.defaultPlayers, raw);
  if (!options.ok) throw new Error(options.reason);
  let s = game.setup({ variant, players: info.defaultPlayers, options: options.value });
  const rng = Rng.fromSeed(seed);
  const out: { text: string; dealNo: number; dealsDone: number }[] = [];
  for (let step = 0; step < 3000; step++) {
    const view = game.view(s, 0);
    if (view.dealNo > 0)
      out.push({ text: matchProgress(ui, view, view.dealNo).join(' · '), dealNo: view.dealNo, dealsDone: view.dealsDone });
    const turn = game.turn(s);
    if (turn.kind === 'over') break;
    const legal = game.legalActions(s);
    s = game.apply(s, turn.kind === 'chance' ? game.drawChance(s, rng) : (pick?.(legal, s) ?? rng.pick(legal)));
  }
  return out;
}

describe('the header never says a deal number above the match length', () => {
  it.each(eachGame(games))('%s: every variant, a random match of 2 deals', (_id, g) => {
    for (const v of g.game.variants) {
      for (const h of headers(g.game, g.ui, v.id, `hdr-${v.id}`)) {
        const m = /\bdeal (\d+) of (\d+)\b/.exec(h.text);
        if (m) expect(Number(m[1]), `${v.id}: ${h.text}`).toBeLessThanOrEqual(Number(m[2]));
      }
    }
  });

  it('Fipsen: after a throw-in the header counts the played deals, not the deal numbers', () => {
    const g = games.find((x) => x.id === 'fipsen')!;
    // Everybody passes in deal 1 (thrown in, P-R9); deals 2 and 3 are the two played.
    const passFirst = (legal: unknown[], s: unknown) =>
      g.game.dealNumber(s) === 1 ? legal.find((a) => (a as { kind: string }).kind === 'pass') : undefined;
    const seen = [...new Set(headers(g.game, g.ui, 'prisdorf', 'hdr-throw', passFirst).map((h) => h.text))];
    expect(seen).toEqual([
      'deal 1 of 2',
      'deal 1 (0 of 2 played)',
      'deal 2 (0 of 2 played)',
      'deal 2 (1 of 2 played)',
      'deal 3 (1 of 2 played)',
      'deal 3 (2 of 2 played)',
    ]);
  });

  it('Lupfen vorarlberg: a deal past the length while the pot is not empty is an extra deal', () => {
    const g = games.find((x) => x.id === 'lupfen')!;
    const all = headers(g.game, g.ui, 'vorarlberg', SEED_FORCE);
    const extra = all.filter((h) => h.dealNo > 2);
    expect(extra.length).toBeGreaterThan(0);
    for (const h of extra) expect(h.text).toBe(`deal ${h.dealNo} (extra, 2 agreed)`);
  });
});
