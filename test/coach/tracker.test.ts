// The card tracker (ui/tracker.ts): exact sets from a view, for every registered game, and never
// more than the view: twin histories that differ only in cards the viewer cannot see give it the
// same tracker.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import type { DealLine, GameLine } from '../../src/core/history-lines.js';
import { replayHistory } from '../../src/engine/replay.js';
import type { TableView } from '../../src/contract/view.js';
import { entriesUnderTest } from '../test-registry.js';
import { packOfDeal, revealedCards, trackCards } from '../../src/ui/tracker.js';
import { historyOf } from '../registered.js';
import { afterNth, twinHistory } from './twin.js';

const playable = entriesUnderTest().flatMap((e) => (e.game ? [[e.id, e.game] as const] : []));

function view(patch: Partial<TableView>): TableView {
  return {
    players: 3,
    seat: 0,
    dealNo: 1,
    dealsDone: 0,
    dealer: 2,
    toAct: 0,
    hand: null,
    handSizes: [2, 2, 2],
    trumpSuit: null,
    balances: [0, 0, 0],
    trick: null,
    tricks: [],
    tricksWon: [0, 0, 0],
    lastDeal: null,
    history: [],
    result: null,
    ...patch,
  };
}

describe('card tracker', () => {
  const pack: Card[] = ['AC', 'KC', 'QC', 'AH', 'KH', 'QH', 'AS', 'KS', 'QS', 'JD'];

  it('per suit: the cards played (tricks and the trick on the table) and those neither played, held nor shown', () => {
    const t = trackCards(
      pack,
      view({
        hand: ['KS', 'QH'],
        tricks: [{ index: 1, leader: 1, seats: [1, 2, 0], cards: ['AC', 'QC', 'KC'], winner: 1 }],
        trick: { leader: 1, seats: [1, 2, 0], cards: ['AH'] },
        shown: [{ seat: 2, cards: ['QS'] }],
      }),
    );
    expect(t.held).toBe(2);
    expect(t.suits).toEqual([
      { suit: 'C', played: ['AC', 'QC', 'KC'], unseen: [] },
      { suit: 'S', played: [], unseen: ['AS'] },
      { suit: 'H', played: ['AH'], unseen: ['KH'] },
      { suit: 'D', played: [], unseen: ['JD'] },
    ]);
  });

  it('a spectator and a face-down hand hold nothing; a pack with copies counts each copy', () => {
    const t = trackCards(['AC', 'AC', 'KC'], view({ seat: null, hand: null, trick: { leader: 0, seats: [0, 1, 2], cards: ['AC'] } }));
    expect(t.held).toBeNull();
    expect(t.suits).toEqual([{ suit: 'C', played: ['AC'], unseen: ['AC', 'KC'] }]);
    // The table's sort key orders the unseen cards.
    const rank: Record<string, number> = { KC: 0, AC: 1 };
    expect(trackCards(['AC', 'KC'], view({ hand: [] }), { order: (c) => rank[c]! }).suits[0]!.unseen).toEqual(['KC', 'AC']);
  });

  it("with the deal's trumps, they are tracked together, first, whatever their printed suit", () => {
    const t = trackCards(
      pack,
      view({ hand: ['KS'], tricks: [{ index: 1, leader: 0, seats: [0, 1, 2], cards: ['QC', 'JD', 'AH'], winner: 0 }] }),
      {
        isTrump: (c) => c.startsWith('Q') || c.endsWith('D'),
      },
    );
    expect(t.suits).toEqual([
      { suit: 'trump', played: ['QC', 'JD'], unseen: ['QH', 'QS'] },
      { suit: 'C', played: [], unseen: ['AC', 'KC'] },
      { suit: 'S', played: [], unseen: ['AS'] },
      { suit: 'H', played: ['AH'], unseen: ['KH'] },
    ]);
  });

  it('cards revealed to the viewer (a turned trump) are seen; those revealed to others only are not', () => {
    const trump = { line: { type: 'reveal', deal: 1, what: 'trump', card: 'KH' } as const, to: 'all' as const };
    const kieker = { line: { type: 'reveal', deal: 1, what: 'hand', seat: 2, cards: ['AS', 'JD'] as Card[] } as const, to: [1] as const };
    expect(revealedCards([trump, kieker], 0)).toEqual(['KH']);
    expect(revealedCards([trump, kieker], 1)).toEqual(['KH', 'AS', 'JD']);
    expect(revealedCards([kieker], null)).toEqual([]);
    const t = trackCards(pack, view({ hand: ['KS', 'QH'] }), { faceUp: revealedCards([trump, kieker], 0) });
    expect(t.suits.find((s) => s.suit === 'H')!.unseen).toEqual(['AH']);
    // A revealed card since played is counted once, as played.
    const p = trackCards(pack, view({ hand: [], trick: { leader: 0, seats: [0, 1, 2], cards: ['KH'] } }), { faceUp: ['KH'] });
    expect(p.suits.find((s) => s.suit === 'H')).toEqual({ suit: 'H', played: ['KH'], unseen: ['AH', 'QH'] });
  });

  it('the pack is the deal line sorted: nothing of who held what is kept', () => {
    const deal: DealLine = {
      type: 'deal',
      deal: 1,
      dealer: 0,
      hands: [
        ['KS', 'AC'],
        ['QH', 'AH'],
      ],
      piles: { stock: ['JD'] },
    };
    expect(packOfDeal(deal)).toEqual(['AC', 'AH', 'JD', 'KS', 'QH']);
  });

  describe.each(playable)('%s', (_id, game) => {
    const parsed = historyOf(game, 'tracker-1', 2);
    const cut = afterNth(parsed, 1, (l) => l.type === 'trick') + 1;

    it("matches the history: played = the deal's trick cards, unseen = pack − played − own hand − shown − laid away", () => {
      const state = replayHistory(game, { ...parsed, lines: parsed.lines.slice(0, cut), finished: false }).state;
      const lines = parsed.lines.slice(0, cut) as GameLine[];
      const deal = lines.filter((l): l is DealLine => l.type === 'deal').at(-1)!;
      const played = lines.slice(lines.indexOf(deal)).flatMap((l) => (l.type === 'play' ? [l.card] : []));
      const v = game.view(state, 0) as TableView;
      const t = trackCards(packOfDeal(deal), v);
      expect(t.suits.flatMap((s) => s.played).sort()).toEqual([...played].sort());
      const known = new Set([...played, ...(v.hand ?? []), ...(v.shown ?? []).flatMap((s) => s.cards), ...(v.discarded ?? [])]);
      expect(t.suits.flatMap((s) => s.unseen).sort()).toEqual(packOfDeal(deal).filter((c) => !known.has(c)));
      expect(played.length).toBeGreaterThan(0);
    });

    it('is the same for twin histories that differ only in cards seat 0 cannot see', () => {
      const twin = twinHistory(game, parsed, 0, cut);
      expect(twin, 'a swap of two unseen cards that replays').not.toBeNull();
      const a = replayHistory(game, twin!.original).state;
      const b = replayHistory(game, twin!.twin).state;
      const [s1] = twin!.seats;
      // The states do differ: the other seat holds the other card.
      expect((game.view(a, s1) as TableView).hand).not.toEqual((game.view(b, s1) as TableView).hand);
      const pack = packOfDeal(twin!.original.lines.filter((l): l is DealLine => l.type === 'deal').at(-1)!);
      expect(trackCards(pack, game.view(b, 0) as TableView)).toEqual(trackCards(pack, game.view(a, 0) as TableView));
    });
  });
});
