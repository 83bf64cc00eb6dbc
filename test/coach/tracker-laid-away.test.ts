// The card tracker leaves out the cards the viewer laid away itself (issue: `--seed ks/3`, Fipsen
// Prisdorf, four players: bid 2, take the Skat, lay away 8♣ 8♠; `c` said 20 unseen, not 18).
import { expect, it } from 'vitest';
import type { DealLine } from '../../src/core/history-lines.js';
import type { TableView } from '../../src/contract/view.js';
import { fipsen } from '../../src/games/fipsen/index.js';
import { packOfDeal, trackCards } from '../../src/ui/tracker.js';
import { ks3 } from '../games/fipsen/ks3.js';

it('ks/3: after laying 8♣ 8♠ away the declarer has not seen 18 of the 25 cards, not 20', () => {
  const { state, log } = ks3('play');
  const deal = log.find((l): l is DealLine => l.type === 'deal')!;
  const view = fipsen.view(state, 0) as TableView;
  expect(view.discarded).toEqual(['8C', '8S']);
  const t = trackCards(packOfDeal(deal), view);
  const unseen = t.suits.flatMap((x) => x.unseen);
  expect(unseen).toHaveLength(18);
  expect(unseen).not.toContain('8C');
  expect(unseen).not.toContain('8S');
  expect(t.laidAway).toBe(2);
});
