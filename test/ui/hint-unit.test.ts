// The table's hint (`h`) names its figures in the variant's unit (unitOfVariant), not the game's:
// Thedinghausen's hint is in cents where Fipsen's other variants count points. Over every
// registered variant whose unit is its own.
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { unitOfVariant } from '../../src/contract/game.js';
import { eachGame, fewSamplesBotsOf, registeredGames } from '../registered.js';
import { liveTable } from './live-table.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

const rows = (await registeredGames()).flatMap((g) =>
  g.game.variants.filter((v) => unitOfVariant(g.game, v.id) !== g.game.unit).map((v) => ({ ...g, id: `${g.id} ${v.id}`, variant: v })),
);

describe('the hint names its figures in the variant’s unit', () => {
  it('there is a variant with a unit of its own (Thedinghausen, cents)', () => {
    expect(rows.map((r) => [r.id, unitOfVariant(r.game, r.variant.id)])).toEqual([['fipsen thedinghausen', 'cents']]);
  });

  it.each(eachGame(rows))(
    '%s: the first hint of the human seat',
    async (_id, { game, ui, variant }) => {
      const players = variant.defaultPlayers;
      const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
        i === 0 ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'first' },
      );
      const firstLegal = { id: 'bot:first', decide: (_v: unknown, legal: readonly unknown[]) => legal[0] };
      const r = game.resolveOptions(variant.id, players, {});
      if (!r.ok) throw new Error(r.reason);
      const bots = seats.map((_s, i) => (i === 0 ? null : firstLegal));
      const gameBots = fewSamplesBotsOf(game);
      const { ctl, done } = liveTable({ game, ui, gameBots, variant: variant.id, seats, bots, options: r.value, seed: 'hint-unit' });
      while (ctl.getModel()?.decision?.seat !== 0) {
        const m = ctl.getModel();
        if (m?.pause) ctl.proceed();
        await tick();
      }
      const h = await ctl.hint(new AbortController().signal);
      ctl.abort.abort('suspend');
      await done;
      expect(h.unit).toBe(unitOfVariant(game, variant.id));
    },
    30_000,
  );
});
