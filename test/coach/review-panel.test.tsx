// The review panel's layout and keys (ui/review-panel.ts): it fits 80×24, scrolls when the review
// is longer, keeps the selected decision in view, and `p` names the selected decision.
import { renderToString } from 'ink';
import { describe, expect, it } from 'vitest';
import type { DealLine } from '../../src/core/history-lines.js';
import type { DealReview, ReviewedDecision } from '../../src/engine/review.js';
import { replayHistory } from '../../src/engine/replay.js';
import { INITIAL_UI, TableScreen } from '../../src/ui/components/TableScreen.js';
import { reviewKey, reviewLayout, reviewRows, type ReviewUi } from '../../src/ui/review-panel.js';
import { historyOf, registeredGames } from '../registered.js';
import { plain } from '../ui/fixtures.js';
import { tableModel } from '../ui/table-model.js';

const games = await registeredGames();
const { game, ui } = games.find((g) => g.id === 'toeppen')!;
const parsed = historyOf(game, 'review-panel', 2);
const settle = parsed.lines.findIndex((l) => l.type === 'settle');
const state = replayHistory(game, { ...parsed, lines: parsed.lines.slice(0, settle + 1), finished: false }).state;
const names = ['Ana', 'Ben', 'Cleo', 'Dan'];
const deal = parsed.lines.find((l): l is DealLine => l.type === 'deal')!;

const decision = (number: number, cost: number): ReviewedDecision => ({
  deal: 1,
  number,
  seat: 0,
  lineNo: 10 + number,
  tricksDone: number % 4,
  inPlay: number > 2,
  taken: `Card ${number}`,
  best: cost > 0 ? 'Knock' : `Card ${number}`,
  cost,
  actions: [
    { label: 'Knock', value: 1 },
    { label: `Card ${number}`, value: 1 - cost },
  ],
  samples: 8,
});
// Twelve decisions, costliest first: longer than the panel's 18 rows at 80×24.
const review: DealReview = {
  deal: 1,
  seats: [0],
  hands: deal.hands,
  tricks: [],
  trickSeats: [],
  settle: { type: 'settle', deal: 1, delta: [3, 1, 0, 1], totals: [3, 1, 0, 1] },
  decisions: Array.from({ length: 12 }, (_, i) => decision(12 - i, (12 - i) / 10)).sort((a, b) => b.cost - a.cost),
};
const layout = reviewLayout(review, {
  names,
  look: ui.look(game.view(state!, 0), undefined, false),
  unit: 'units',
  fines: true,
  width: 76,
});
const rows = reviewRows(24);

describe('review panel', () => {
  it('lays the review out within the frame, one selectable entry per decision', () => {
    expect(rows).toBe(18);
    expect(layout.lines.every((l) => l.text.length <= 76)).toBe(true);
    expect(layout.decisionAt).toHaveLength(12);
    expect(layout.lines[layout.decisionAt[0]!]!.text).toBe('  #12  1.20  trick 1      Card 12  best: Knock');
    // Wrapped at the width, never cut.
    expect(layout.lines.slice(1, 3).map((l) => l.text)).toEqual([
      'Mattered most: trick 1, Card 12 instead of Knock, about 1.20 units by the',
      "search's estimate (#12).",
    ]);
  });

  it('↑/↓ move the selection and keep it in view; PgUp/Home scroll; p names the selected decision; Esc closes', () => {
    let s: ReviewUi | null = null;
    const key = (input: string, k: Parameters<typeof reviewKey>[2] = {}) => reviewKey(s, input, k, layout, rows);
    for (let i = 0; i < 11; i++) {
      const r = key('', { downArrow: true });
      if (r.kind !== 'move') throw new Error(r.kind);
      s = r.review;
      const first = layout.decisionAt[s.selected]!;
      expect(first).toBeGreaterThanOrEqual(s.offset);
      expect(first + 1).toBeLessThan(s.offset + rows);
    }
    expect(s!.selected).toBe(11);
    expect(s!.offset).toBe(layout.lines.length - rows);
    const down = key('', { downArrow: true });
    expect(down.kind === 'move' && down.review.selected).toBe(11);
    const up = key('', { pageUp: true });
    expect(up.kind === 'move' && up.review.offset).toBe(layout.lines.length - rows - (rows - 2));
    const home = key('', { home: true });
    expect(home.kind === 'move' && home.review.offset).toBe(0);
    expect(key('p')).toEqual({ kind: 'again', decision: 11 });
    expect(key('', { escape: true })).toEqual({ kind: 'close' });
    // Not ready yet: only closing does anything.
    expect(reviewKey(null, 'p', {}, null, rows)).toEqual({ kind: 'none' });
    expect(reviewKey(null, '', { escape: true }, null, rows)).toEqual({ kind: 'close' });
  });

  it('fits 80×24 on the table screen: the costliest decision selected, the rest a scroll away', () => {
    const view = game.view(state!, 0) as { lastDeal?: unknown };
    expect(view.lastDeal).toBeTruthy();
    const model = tableModel(game, ui, state, 0, names, {
      pause: { kind: 'deal-summary', summary: view.lastDeal as never, lines: [] },
      reviewable: true,
      branchable: true,
    });
    const frame = plain(
      renderToString(
        <TableScreen
          model={model}
          ui={{ ...INITIAL_UI, overlay: 'review', review: null }}
          cols={80}
          rows={24}
          status=""
          recording
          canPlayAgain={false}
          review={{ kind: 'ready', review }}
        />,
        { columns: 80 },
      ),
    );
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(lines.every((l) => [...l].length <= 80)).toBe(true);
    expect(frame).toContain(`Review of deal 1 · ↑/↓ decision · p play it again · Esc closes · line `);
    expect(frame).toMatch(/▸ #12 +1\.20 +trick 1 +Card 12 +best: Knock/);
    expect(lines.at(-1)).toContain('p play it again');
  });
});
