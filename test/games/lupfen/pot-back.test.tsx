// R15 / R14: chips left in the pot when the match ends go back to the players. The scoresheet's
// last totals are before it and the standings after it, so the last summary and the standings say
// it; and the vorarlberg summary's legend names a dealer fee only where there is one.
import { describe, expect, it } from 'vitest';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { playMatch } from '../../engine/helpers.js';
import { screenText } from '../../ui/screen.js';
import { tableModel } from '../../ui/table-model.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];

describe('Lupfen: the pot handed back at the match end is said', () => {
  // A 2-deal classic match that ends with 4 chips in the pot: the scoresheet says -2 -2 -2 +2.
  const s = playMatch(lupfen, 'classic', 4, 'potback-12', { deals: '2' }).state as LupfenState;

  it('the state keeps what each seat got back: the standings less the scoresheet', () => {
    expect(s.lastDeal).toMatchObject({ deal: 2, pot: 4, totals: [-2, -2, -2, 2] });
    expect(s.potBack).toEqual([1, 1, 1, 1]);
    expect(s.result?.totals).toEqual([-1, -1, -1, 3]);
    expect(lupfen.view(s, 0).potBack).toEqual([1, 1, 1, 1]);
  });

  it('the standings and the last summary say it', () => {
    const extra = { returns: lupfen.returns(s), utility: lupfen.utility };
    const end = screenText(tableModel(lupfen, lupfenUi, s, 0, NAMES, { ...extra, pause: { kind: 'match-end' } }), { cols: 100, rows: 32 });
    expect(end).toContain("The pot's 4 chips went back at the match's end: +1 each (the scoresheet's totals are");
    const summary = screenText(
      tableModel(lupfen, lupfenUi, s, 0, NAMES, { ...extra, pause: { kind: 'deal-summary', summary: s.lastDeal! } }),
      {
        cols: 100,
        rows: 32,
      },
    );
    expect(summary).toContain("The pot's 4 chips went back at the match's end: +1 each");
    expect(summary).not.toContain('Pot now');
  });

  it('a match that ends with an empty pot says nothing of it', () => {
    const empty = playMatch(lupfen, 'classic', 4, 'potback-0', { deals: '2' }).state as LupfenState;
    expect(empty.lastDeal?.pot).toBe(0);
    expect(empty.potBack).toBeNull();
    expect(lupfenUi.endNote!(lupfen.view(empty, 0), NAMES)).toBeNull();
  });
});

describe('Lupfen vorarlberg: the summary legend names the dealer fee only with a dealer stake', () => {
  const legend = (raw: Record<string, string>) => {
    const s = playMatch(lupfen, 'vorarlberg', 4, 'legend', { deals: '1', ...raw }).state as LupfenState;
    const view = lupfen.view(s, 0);
    return lupfenUi.summary!({ view, deal: view.lastDeal!, names: NAMES, lines: [], look: lupfenUi.look(view, undefined, false) }).legend;
  };

  it('without dealer_stake: no fee; with dealer_stake=3: the fee', () => {
    expect(legend({})).toBe('Paid in: ante (force round). Penalty: no trick. Won: pot thirds.');
    expect(legend({ dealer_stake: '3' })).toBe('Paid in: ante (force round), dealer fee. Penalty: no trick. Won: pot thirds.');
  });
});
