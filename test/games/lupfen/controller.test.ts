// The controller in Lupfen: the status line after a trick, driven with real states and history
// lines, and a forced last card. The hot-seat hand-over runs over every game in test/ui/controller.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../src/core/history-lines.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenAction, LupfenState } from '../../../src/games/lupfen/types.js';
import { runMatch } from '../../../src/engine/match.js';
import { PACE, TableController } from '../../../src/ui/controller.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { advance, start } from './fixtures.js';
import { lupfenTable } from './play.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
const SEATS: SeatInfo[] = [
  { name: 'You', kind: 'human' },
  { name: 'Bot 2', kind: 'bot', level: 'basic' },
  { name: 'Bot 3', kind: 'bot', level: 'basic' },
  { name: 'Bot 4', kind: 'bot', level: 'basic' },
];

/** The status line while the first trick, won by `winner`, stays on the table. */
async function statusAfterFirstTrick(winner: number, holdMs = 0): Promise<{ text: string; held: boolean }> {
  let s: LupfenState | null = null;
  // Chance differs by seed, decisions do not: some seed among the first few deals `winner` the first trick.
  for (let k = 0; k < 200 && !s; k++) {
    s = advance(start(), (x) => x.tricks.length === 1, undefined, `trick-${k}`);
    if (s.tricks[0]!.winner !== winner) s = null;
  }
  if (!s) throw new Error(`no seed gives seat ${winner} the first trick`);
  const t = s!.tricks[0]!;
  const ctl = new TableController({
    game: lupfen,
    ui: lupfenUi,
    seats: SEATS,
    bots: [null, null, null, null],
    variant: 'classic',
    speed: 'fast',
    ascii: false,
  });
  let over = false;
  void ctl
    .onStep({
      state: s!,
      before: s!,
      action: { kind: 'play', card: t.cards[t.cards.length - 1]! },
      seat: t.seats[t.seats.length - 1]!,
      kind: 'decision',
      lines: [{ type: 'trick', deal: s!.dealNo, index: t.index, leader: t.leader, cards: [...t.cards], winner: t.winner }],
    })
    .then(() => (over = true));
  await tick();
  const text = ctl.statusText();
  if (holdMs > 0) await new Promise((r) => setTimeout(r, holdMs));
  const held = !over && ctl.getModel()?.pause?.kind === 'trick';
  ctl.proceed(); // lets the pause end
  return { text, held };
}

describe('status line', () => {
  it('names the trick winner the way the log does, "You win" for the lone human', async () => {
    expect((await statusAfterFirstTrick(0)).text).toBe('You win trick 1. Any key goes on.');
    expect((await statusAfterFirstTrick(2)).text).toBe('Bot 3 wins trick 1. Play goes on in a moment.');
  });

  it('a finished trick that says "Any key goes on" waits for the key when a human leads next; before a bot it goes on by itself', async () => {
    // Past the trick's time at --speed fast (0.7 s): only the bot's trick has gone on.
    const wait = PACE.fast.trick + 500;
    const [human, botNext] = await Promise.all([statusAfterFirstTrick(0, wait), statusAfterFirstTrick(2, wait)]);
    expect(human).toEqual({ text: 'You win trick 1. Any key goes on.', held: true });
    expect(botNext).toEqual({ text: 'Bot 3 wins trick 1. Play goes on in a moment.', held: false });
  });
});

describe('a forced last card', () => {
  it('is asked, as the rules text the program ships says (docs/rules/lupfen.md)', () => {
    const text = readFileSync(join(__dirname, '../../../docs/rules/lupfen.md'), 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain('a player always plays his own card, his very last one too (the table asks for it like any other).');
    expect(text).not.toMatch(/plays a player's very last card for him/);
  });

  it('is asked like any other card and waits for its key: it never plays itself under a key meant for it', async () => {
    const seats: SeatInfo[] = [{ name: 'You', kind: 'human' }, ...SEATS.slice(1)];
    const firstLegal = { id: 'bot:first', decide: (_v: unknown, legal: readonly LupfenAction[]) => legal[0]! };
    const r = lupfen.resolveOptions('classic', 4, { deals: '8' });
    if (!r.ok) throw new Error(r.reason);
    const ctl = lupfenTable(seats, [null, firstLegal, firstLegal, firstLegal]);
    const done = runMatch(
      { game: lupfen, variant: 'classic', players: 4, options: r.value, seats, agents: ctl.agents(), seed: 'forced' },
      { onStep: ctl.onStep, signal: ctl.abort.signal },
    );
    let settled = false;
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    let lastCards = 0;
    for (let i = 0; i < 20_000 && lastCards < 2 && !settled; i++) {
      await tick();
      const m = ctl.getModel();
      if (!m) continue;
      if (m.pause?.kind === 'match-end') break;
      if (m.pause) ctl.proceed();
      else if (m.decision) {
        const p = m.decision.prompt;
        if (p.kind === 'cards' && m.view.hand?.length === 1) {
          // Many turns of the event loop later the question still stands, with its one card.
          for (let k = 0; k < 50; k++) await tick();
          expect(ctl.getModel()).toBe(m);
          expect(ctl.statusText()).toBe('Waiting for You…');
          lastCards++;
        }
        // Always in (lift, join), so the seat plays its deals to the last card.
        const inCall =
          p.kind === 'choice' ? p.options.find((o) => ['lift', 'join'].includes((o.action as { call?: string }).call ?? '')) : undefined;
        ctl.submit(
          p.kind === 'cards'
            ? p.playable[0]!.action
            : p.kind === 'choice'
              ? (inCall ?? p.options[0]!).action
              : p.kind === 'ladder'
                ? p.rungs[0]!.action
                : p.actionFor(p.min),
        );
      }
    }
    ctl.abort.abort('suspend');
    expect((await done).status).toBe('suspended');
    expect(lastCards).toBe(2);
  });
});
