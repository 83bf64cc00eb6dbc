// The tracker on the table screen, for every registered game: `c` opens it in live play (never
// over a hand-over screen), and it draws every suit of the game's pack. Replay: replay-tracker.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import type { DealLine } from '../../src/core/history-lines.js';
import { replayHistory } from '../../src/engine/replay.js';
import { handleKey } from '../../src/ui/App.js';
import { suitName } from '../../src/ui/cards.js';
import { INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { packOfDeal } from '../../src/ui/tracker.js';
import { eachGame, historyOf, registeredGames } from '../registered.js';
import { screenText } from '../ui/screen.js';
import { tableModel } from '../ui/table-model.js';
import { afterNth } from './twin.js';

const games = await registeredGames();
const SIZE = { cols: 80, rows: 24 };
const source = () => ({ submit: vi.fn(), proceed: vi.fn() });

describe.each(eachGame(games))('%s', (_id, { game, ui }) => {
  const parsed = historyOf(game, 'tracker-screen', 2);
  const cut = afterNth(parsed, 1, (l) => l.type === 'trick');
  const state = replayHistory(game, { ...parsed, lines: parsed.lines.slice(0, cut), finished: false }).state;
  const deal = parsed.lines
    .slice(0, cut)
    .filter((l): l is DealLine => l.type === 'deal')
    .at(-1)!;
  const pack = packOfDeal(deal);
  const names = Array.from({ length: deal.hands.length }, (_, i) => `P${i + 1}`);
  const model = tableModel(game, ui, state, 0, names, { pack, faceUp: [] });

  it('c opens the tracker, which lists every suit of the pack and the first trick as played', () => {
    const r = handleKey(model, INITIAL_UI, 'c', {}, source(), SIZE, true);
    expect(r.ui.overlay).toBe('cards');
    const text = screenText(model, { ui: r.ui });
    expect(text).toContain(`Cards of deal ${model.view.dealNo}`);
    // Trumps together (one row), then every plain suit that has cards outside the trumps.
    const groups = new Set(pack.map((c) => (model.order!.isTrump(c) ? 'trump' : (c.slice(-1) as 'C' | 'S' | 'H' | 'D'))));
    for (const g of groups) expect(text).toContain(g === 'trump' ? 'Trumps' : suitName(g, model.look));
    expect(text.match(/unseen/g)!.length).toBe(groups.size);
    // Any key (c again) closes it.
    expect(handleKey(model, r.ui, 'c', {}, source(), SIZE, true).ui.overlay).toBe('none');
  });

  it('c does nothing over a hand-over screen, or before the first deal (live or in replay)', () => {
    const privacy = { ...model, pause: { kind: 'privacy' as const, seat: 1 } };
    expect(handleKey(privacy, INITIAL_UI, 'c', {}, source(), SIZE, true).ui.overlay).toBe('none');
    const { pack: _p, ...noPack } = model;
    expect(handleKey(noPack, INITIAL_UI, 'c', {}, source(), SIZE, true).ui.overlay).toBe('none');
    expect(handleKey({ ...noPack, progress: 'line 1 of 9' }, INITIAL_UI, 'c', {}, source(), SIZE, true).ui.overlay).toBe('none');
  });
});
