// Twin deals (issue 18 §2, §6): two Prisdorf deals that differ only in the Kieker's own cards — one
// of his five swapped with a card of the rest, which he picks up anyway — give every seat but the
// one his hand is shown to (the opponent on his left) the same views and the same screens, from
// the deal to the end of the play; the shown-to seat sees each twin's own five.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { actionKey } from '../../../src/games/fipsen/codec.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';
import { fipsenUi } from '../../../src/games/fipsen/ui/index.js';
import type { AnyGameUi } from '../../../src/contract/table.js';
import { screenText } from '../../ui/screen.js';
import { tableModel } from '../../ui/table-model.js';
import { dealt as dealtAt, table } from './helpers.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];

/** Dan deals; Ana (Vorhand) holds no picture card: A♣ 10♣ 9♠ and `heart`, 7♦. */
function dealt(heart: Card, restHeart: Card): FipsenState {
  const hands: Card[][] = [
    ['AC', 'TC', '9S', heart, '7D'],
    ['KC', 'QC', 'JC', '9C', '8C'],
    ['KS', 'QS', 'JS', 'TS', '8S'],
    ['KH', 'QH', 'JH', 'TH', '9H'],
  ];
  return dealtAt(table('prisdorf', 4), 3, hands, { skat: ['AS', '7S'], rest: ['AH', '7C', restHeart] });
}

const KIEKER: FipsenAction = { kind: 'bid', bid: { kind: 'kieker' } };
const DISCARD: FipsenAction = { kind: 'discard', cards: ['TC', '9S', '7D', '7S', '7C'] };

/** Ana bids Kieker, the others pass, she plays on, lays five away, names clubs; then the first legal card by name each time. */
function choose(s: FipsenState): FipsenAction {
  const legal = fipsen.legalActions(s);
  const want = s.phase === 'auction' ? (s.auction!.toCall === 0 ? KIEKER : { kind: 'pass' }) : null;
  const pick =
    want ??
    (s.phase === 'kieker'
      ? { kind: 'play-on' }
      : s.phase === 'discard'
        ? DISCARD
        : s.phase === 'trump'
          ? { kind: 'trump', suit: 'C' }
          : s.phase === 'stop'
            ? { kind: 'stop' }
            : // The hands hold the same cards in another order: choose by name, not by position.
              legal.slice().sort((x, y) => actionKey(x).localeCompare(actionKey(y)))[0]!);
  const found = legal.find((a) => actionKey(a) === actionKey(pick as FipsenAction));
  if (!found) throw new Error(`${actionKey(pick as FipsenAction)} is not legal in phase ${s.phase}`);
  return found;
}

const screen = (s: FipsenState, seat: number | null): string =>
  screenText(tableModel(fipsen, fipsenUi as unknown as AnyGameUi, s, seat, NAMES), { cols: 100, rows: 32 });

describe('Prisdorf Kieker twins', () => {
  it("only Ben, on the Kieker's left, can tell the twins apart, and only by the shown hand", () => {
    let a = dealt('8H', '7H');
    let b = dealt('7H', '8H');
    let shownSteps = 0;
    let steps = 0;
    while (fipsen.turn(a).kind === 'decide') {
      for (const seat of [2, 3, null]) {
        expect(fipsen.view(b, seat), `step ${steps}, seat ${seat}`).toEqual(fipsen.view(a, seat));
        expect(screen(b, seat), `step ${steps}, seat ${seat}`).toBe(screen(a, seat));
      }
      const shownA = fipsen.view(a, 1).shown;
      const shownB = fipsen.view(b, 1).shown;
      if (shownA.length > 0) {
        shownSteps++;
        expect(shownA).toEqual([{ seat: 0, cards: ['AC', 'TC', '9S', '8H', '7D'] }]);
        expect(shownB).toEqual([{ seat: 0, cards: ['AC', 'TC', '9S', '7H', '7D'] }]);
        // Ben's screen draws the five at Ana's seat: the twins' screens differ there and only there.
        if (a.phase === 'kieker') {
          expect(screen(a, 1)).toContain('hand A♣ 10♣ 9♠ 8♥ 7♦');
          expect(screen(b, 1)).toContain('hand A♣ 10♣ 9♠ 7♥ 7♦');
        }
        // Before the first lead his screen draws the five at her seat (the play puts her cards on the table).
        if (a.tricks.length === 0 && a.trick === null) expect(screen(b, 1), a.phase).not.toBe(screen(a, 1));
        // Nobody else is shown Ana's hand.
        for (const seat of [0, 2, 3]) expect(fipsen.view(a, seat).shown).toEqual([]);
      }
      const action = choose(a);
      a = fipsen.apply(a, action);
      b = fipsen.apply(b, choose(b));
      steps++;
    }
    expect(a.contract).toMatchObject({ declarer: 0, bid: { kind: 'kieker' } });
    expect(shownSteps).toBeGreaterThan(5);
    expect(b.balances).toEqual(a.balances);
  });
});
