// A Siebener Fips laid open is logged as a Siebener, not as a Kieker's hand (both are `reveal`
// lines of a hand, history.md); the Kieker's proof still reads as one.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';
import { fipsenUi } from '../../../src/games/fipsen/ui/index.js';
import { handsOf } from '../hands.js';
import { A, dealt, table } from './helpers.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];

/** A Prisdorf deal of four dealt by Dan: the hands from Ana's on, the skat and the rest. */
const prisdorf = (hands: string, piles: Record<string, Card[]>): FipsenState => dealt(table('prisdorf', 4), 3, handsOf(hands), piles);

/** The log sentences of `actions` as the table writes them: each line with the view after its action. */
function said(s: FipsenState, actions: FipsenAction[], ascii = false): string[] {
  const out: string[] = [];
  for (const a of actions) {
    const log: GameLine[] = [];
    s = fipsen.apply(s, a, log);
    const view = fipsen.view(s, null);
    const look = fipsenUi.look(view, undefined, ascii);
    for (const l of log) if (l.type === 'reveal') out.push(fipsenUi.logLine(view, l, NAMES, look)!);
  }
  return out;
}

describe('Fipsen log: a hand laid open', () => {
  it('four sevens and an Ace announced: "lays down the Siebener Fips", in the faces of the table', () => {
    const s = prisdorf('7C 7S 7H 7D AS / KC QC JC 9C 8C / KS QS JS TS 8S / KH QH 9S 8S 9H', {
      skat: ['AC', 'TC'],
      rest: ['JH', 'TH', 'AH'],
    });
    expect(said(s, [A('siebener')])).toEqual(['Ana lays down the Siebener Fips: 7♣ 7♠ 7♥ 7♦ A♠.']);
    expect(said(s, [A('siebener')], true)).toEqual(['Ana lays down the Siebener Fips: 7-c 7-s 7-h 7-d A-s.']);
  });

  it('a Kieker shown after the auction is still "the Kieker hand"', () => {
    const s = prisdorf('AC TC 9S 8H 7D / KC QC JC 9C 8C / KS QS JS TS 8S / 9H AS 7S TH 7C', {
      skat: ['KH', 'QH'],
      rest: ['JH', 'AH', '7H'],
    });
    const kieker: FipsenAction = { kind: 'bid', bid: { kind: 'kieker' } };
    const legal = (x: FipsenState) => fipsen.legalActions(x).map(fipsen.actionKey);
    let t = s;
    for (const a of [A('pass'), A('pass'), A('pass')]) t = fipsen.apply(t, a);
    expect(legal(t)).toContain(fipsen.actionKey(kieker));
    expect(said(t, [kieker])).toEqual(['Dan shows the Kieker hand: 9♥ A♠ 7♠ 10♥ 7♣.']);
  });
});
