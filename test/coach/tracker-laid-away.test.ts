// The card tracker leaves out the cards the viewer laid away itself (issue: `--seed ks/3`, Fipsen
// Prisdorf, four players: bid 2, take the Skat, lay away 8♣ 8♠; `c` said 20 unseen, not 18).
import { expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { DealLine, GameLine } from '../../src/core/history-lines.js';
import type { TableView } from '../../src/games/game.js';
import { fipsen } from '../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenState } from '../../src/games/fipsen/types.js';
import { packOfDeal, trackCards } from '../../src/ui/tracker.js';

/** Seat 0's answers by action key, in order of preference; the other seats pass. */
const MINE = ['bid:2', 'skat', 'discard:8C,8S', 'trump:C'];

it('ks/3: after laying 8♣ 8♠ away the declarer has not seen 18 of the 25 cards, not 20', () => {
  const o = fipsen.resolveOptions('prisdorf', 4, {});
  if (!o.ok) throw new Error(o.reason);
  let s: FipsenState = fipsen.setup({ variant: 'prisdorf', players: 4, options: o.value });
  const rng = Rng.fromSeed('ks/3');
  const log: GameLine[] = [];
  while (s.phase !== 'play') {
    const t = fipsen.turn(s);
    let a: FipsenAction;
    if (t.kind === 'chance') a = fipsen.drawChance(s, rng);
    else if (t.kind === 'decide') {
      const legal = fipsen.legalActions(s);
      const want = t.seat === 0 ? MINE : ['pass'];
      a = legal.find((x) => want.includes(fipsen.actionKey(x)))!;
      expect(a, `seat ${t.seat} at ${s.phase}: ${legal.map(fipsen.actionKey).join(' ')}`).toBeDefined();
    } else throw new Error(`over before play`);
    s = fipsen.apply(s, a, log);
  }
  const deal = log.find((l): l is DealLine => l.type === 'deal')!;
  const view = fipsen.view(s, 0) as TableView;
  expect(view.discarded).toEqual(['8C', '8S']);
  const t = trackCards(packOfDeal(deal), view);
  const unseen = t.suits.flatMap((x) => x.unseen);
  expect(unseen).toHaveLength(18);
  expect(unseen).not.toContain('8C');
  expect(unseen).not.toContain('8S');
  expect(t.laidAway).toBe(2);
});
