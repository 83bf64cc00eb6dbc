// `g` at the table: why the last bot that moved chose its move, from that bot's own view at its
// decision (Agent.explain, the very call that made the move), in the table's words (no card), and
// offered in the footer and under `?`. Over every registered game, with bot:basic's rules of thumb.
import { describe, expect, it } from 'vitest';
import '../../src/bots/index.js';
import { findSeatKind, type AnyAgent, type Explanation } from '../../src/bots/agent.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { handleKey } from '../../src/ui/App.js';
import { footerKeys, helpKeys, INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { botsOf, eachGame, registeredGames } from '../registered.js';
import { liveTable } from './live-table.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
const CARD = /\b(?:[2-9TJQKA]|10)[CDHS]\b|[♣♦♥♠]/;

describe.each(eachGame(await registeredGames()))('%s: g explains the last bot move', (_id, { game, ui }) => {
  it('shows the reason the bot decided with, from its own view, behind g, the footer and ?', async () => {
    const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
    const players = variant.defaultPlayers;
    const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
      i === 0 ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'basic' },
    );
    const r = game.resolveOptions(variant.id, players, {});
    if (!r.ok) throw new Error(r.reason);
    // The reasons the bots gave, as they gave them, and whose view each was worked out on.
    const given: { seat: number; viewSeat: unknown; e: Explanation<unknown> }[] = [];
    const spied = (seat: number): AnyAgent => {
      const made = findSeatKind('bot:basic')!.create({ game, bots: botsOf(game), variant: variant.id, players, seat, seed: 'g' });
      if (!made.ok) throw new Error(made.reason);
      const inner = made.value;
      return {
        id: inner.id,
        decide: inner.decide.bind(inner),
        explain: async (view, legal, ctx) => {
          const e = await inner.explain!(view, legal, ctx);
          given.push({ seat: ctx.seat, viewSeat: (view as { seat?: unknown }).seat, e });
          return e;
        },
      };
    };
    const bots = seats.map((_s, i) => (i === 0 ? null : spied(i)));
    const { ctl, done } = liveTable({
      game,
      ui,
      gameBots: botsOf(game),
      variant: variant.id,
      seats,
      bots,
      options: r.value,
      seed: 'bot-why',
    });
    // The human's first decision after a bot has moved.
    while (ctl.getModel()?.decision?.seat !== 0 || given.length === 0) {
      const m = ctl.getModel();
      if (m?.pause) ctl.proceed();
      else if (m?.decision?.seat === 0) ctl.submit(game.legalActions((ctl as unknown as { state: unknown }).state)[0]);
      await tick();
    }
    const model = ctl.getModel()!;
    ctl.abort.abort('suspend');
    await done;
    const last = given[given.length - 1]!;
    // Its own view: the bot's seat, never the human's.
    expect(last.viewSeat).toBe(last.seat);
    expect(model.botWhy).toEqual({ seat: last.seat, deal: 1, text: last.e.reason });
    expect(model.botWhy!.text).not.toMatch(CARD);
    expect(footerKeys(model, INITIAL_UI, true)).toContainEqual(['g', 'why']);
    expect(helpKeys(model, true).map(([k]) => k)).toContain('g');
    const source = { submit: () => undefined, proceed: () => undefined };
    expect(handleKey(model, INITIAL_UI, 'g', {}, source, { cols: 100, rows: 32 }, false).ui.overlay).toBe('why');
    // Before any bot moved there is nothing to explain: g does nothing.
    const { botWhy: _gone, ...before } = model;
    expect(handleKey(before, INITIAL_UI, 'g', {}, source, { cols: 100, rows: 32 }, false).ui.overlay).toBe('none');
  }, 30_000);
});
