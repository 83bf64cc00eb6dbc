// The deal summary says what each player paid in and won, so "This deal" adds up on screen.
import { describe, expect, it } from 'vitest';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { advance, model, start } from './fixtures.js';
import { screenText } from '../../ui/screen.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { deal, newMatch } from './scenario.js';

const join = (_s: LupfenState, l: ReturnType<typeof lupfen.legalActions>) =>
  l.find((a) => a.kind === 'call' && (a.call === 'lift' || a.call === 'join')) ?? l[0]!;

function summaryScreen(s: LupfenState, cols: number, rows: number): string {
  const m = model(s, 0);
  const m2 = { ...m, pause: { kind: 'deal-summary' as const, summary: m.view.lastDeal! }, decision: null };
  return screenText(m2, { cols, rows });
}

describe('deal summary', () => {
  for (const [variant, players, raw] of [
    ['classic', 5, { no_trick_penalty: 'price' }],
    ['vorarlberg', 4, {}],
  ] as const) {
    it(`${variant}: per player paid in, penalty and won, which add up to this deal; fits 80×24`, () => {
      const s = advance(
        start(variant, players, raw),
        (x) => x.lastDeal !== null && x.lastDeal.tricksWon.some((t) => t === 0) && x.dealsDone >= 2,
        join,
        `sum-${variant}`,
      );
      const d = s.lastDeal!;
      const out = summaryScreen(s, 80, 24);
      expect(out).toMatch(/Player +Tricks +Paid in +Penalty +Won +This deal +Total/);
      expect(out).toContain('Press Enter');
      expect(out).toContain('Paid in: ante');
      const rows = out
        .split('\n')
        .filter((l) => /^\W*(Ana|Bot \d)\s+\d+\s+-?\d+\s+-?\d+\s+[+-]?\d+\s+[+-]?\d+\s+[+-]?\d+/.test(l.replace(/^[│|] ?/, '')));
      expect(rows).toHaveLength(players);
      rows.forEach((row, i) => {
        const nums = row
          .replace(/^[│|] ?/, '')
          .replace(/^(Ana|Bot \d)/, '')
          .trim()
          .split(/\s+/)
          .map(Number);
        const [, paid, penalty, won, delta, total] = nums as [number, number, number, number, number, number];
        expect(paid + penalty + won, row).toBe(delta);
        expect(delta).toBe(d.delta[i]);
        expect(total).toBe(d.totals[i]);
        expect(won).toBe(d.won![i]);
        expect(Math.abs(penalty)).toBe(d.penalty![i]);
      });
      // The ante is in "Paid in": classic antes every deal.
      if (variant === 'classic')
        rows.forEach((row) =>
          expect(
            Number(
              row
                .replace(/^[│|] ?/, '')
                .replace(/^(Ana|Bot \d)/, '')
                .trim()
                .split(/\s+/)[1],
            ),
          ).toBeLessThanOrEqual(-1),
        );
    });
  }
});

describe('deal summary: why a Lupfen deal scored what it did', () => {
  it('LUP-V-07 Three Unters: the claim is said before the split, the penalty says why', () => {
    const log: GameLine[] = [];
    const s = deal(newMatch({ variant: 'vorarlberg' }), 'JC JS JH / AD TD QC / AC KS QH / KC QS TH', ['KD'], log);
    const m = model(s, 0);
    const out = screenText({
      ...m,
      pause: { kind: 'deal-summary', summary: s.lastDeal!, lines: log.filter((l) => l.type !== 'deal') },
      decision: null,
    });
    const rows = out.split('\n').map((l) => l.replace(/^│ /, '').replace(/\s*│.*$/, ''));
    const top = rows.findIndex((l) => l.startsWith('Deal 1 is over'));
    expect(rows[top + 1]).toBe('Ana shows three Unters and takes all three tricks.');
    expect(rows[top + 2]).toMatch(/^force, pot 12, 4 a trick: Bot 2 0 tricks/);
    expect(out).toContain('Penalty: no trick.');
  });

  it('classic: a trickless player’s penalty is said to be for no trick', () => {
    const s = advance(
      start('classic', 5, { no_trick_penalty: 'price' }),
      (x) => x.lastDeal !== null && x.lastDeal.penalty.some((p) => p > 0),
      join,
      'sum-why',
    );
    const out = summaryScreen(s, 80, 24);
    expect(out).toMatch(/Paid in: ante, and the price if you lifted or played\. Won: pot thirds\.\s+│\n│ Penalty: no trick\./);
  });
});
