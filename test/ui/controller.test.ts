// The controller's status line, driven with real states and history lines.
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import type { LupfenState } from '../../src/games/lupfen/types.js';
import { TableController } from '../../src/ui/controller.js';
import { lupfenUi } from '../../src/games/lupfen/ui/index.js';
import { advance, start } from './fixtures.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
const SEATS: SeatInfo[] = [
  { name: 'You', kind: 'human' },
  { name: 'Bot 2', kind: 'bot', level: 'basic' },
  { name: 'Bot 3', kind: 'bot', level: 'basic' },
  { name: 'Bot 4', kind: 'bot', level: 'basic' },
];

/** The status line while the first trick, won by `winner`, stays on the table. */
async function statusAfterFirstTrick(winner: number): Promise<string> {
  let s: LupfenState | null = null;
  for (let k = 0; k < 200 && !s; k++) {
    try {
      s = advance(start(), (x) => x.tricks.length === 1, undefined, `trick-${k}`);
    } catch {
      continue;
    }
    if (s.tricks[0]!.winner !== winner) s = null;
  }
  const t = s!.tricks[0]!;
  const ctl = new TableController({ game: lupfen, ui: lupfenUi, seats: SEATS, bots: [null, null, null, null], variant: 'classic', speed: 'normal', ascii: false });
  void ctl.onStep({
    state: s!,
    before: s!,
    action: { kind: 'play', card: t.cards[t.cards.length - 1]! },
    seat: t.seats[t.seats.length - 1]!,
    kind: 'decision',
    lines: [{ type: 'trick', deal: s!.dealNo, index: t.index, leader: t.leader, cards: [...t.cards], winner: t.winner }],
  });
  await tick();
  const text = ctl.statusText();
  ctl.proceed(); // lets the pause end
  return text;
}

describe('status line', () => {
  it('names the trick winner the way the log does, "You win" for the lone human', async () => {
    expect(await statusAfterFirstTrick(0)).toBe('You win trick 1. Any key goes on.');
    expect(await statusAfterFirstTrick(2)).toBe('Bot 3 wins trick 1. Any key goes on.');
  });
});
