// The story a deal summary tells (story.ts) adds up to what the rules fined: over random deals at
// 4–8 seats, each seat's fold or last-trick fine equals its settle delta, and the final fine F.
import { describe, expect, it } from 'vitest';
import type { GameLine, SettleLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { dealStory, finesOf } from '../../../src/games/toeppen/story.js';

describe('dealStory', () => {
  it('over random deals, folds and final fines are exactly the settle line’s delta and fine', () => {
    let deals = 0;
    for (let players = 4; players <= 8; players++) {
      const options = toeppen.resolveOptions('standard', players, { deals: '12' });
      if (!options.ok) throw new Error(options.reason);
      let s = toeppen.setup({ variant: 'standard', players, options: options.value });
      const rng = Rng.fromSeed(`story-${players}`);
      let lines: GameLine[] = [];
      while (toeppen.turn(s).kind !== 'over') {
        const t = toeppen.turn(s);
        const log: GameLine[] = [];
        if (t.kind === 'chance') s = toeppen.apply(s, toeppen.drawChance(s, rng), log);
        else {
          const legal = toeppen.legalActions(s);
          // Knock and fold often, so doubling, folds at the start and at knocks all occur.
          const calls = legal.filter((a) => a.kind === 'call');
          const a =
            calls.length > 0 && rng.next() < 0.5
              ? calls[Math.floor(rng.next() * calls.length)]!
              : legal[Math.floor(rng.next() * legal.length)]!;
          const own = toeppen.encodeAction(s, a);
          if (own) log.push(own);
          s = toeppen.apply(s, a, log);
        }
        for (const line of log) {
          if (line.type === 'deal') lines = [];
          else lines.push(line);
          if (line.type !== 'settle') continue;
          const settle = line as SettleLine & { winner: number; fine: number };
          const story = dealStory(players, lines);
          const paid = finesOf(story, settle.winner);
          expect(paid, `deal ${line.deal} at ${players}`).toEqual(settle.delta);
          expect(story.fine).toBe(settle.fine);
          deals++;
        }
      }
    }
    expect(deals).toBe(5 * 12);
  });
});
