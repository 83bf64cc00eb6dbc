// A tiny game for testing the match loop without any real rules: each deal gives both seats a
// different card of a nine-card pack (the rest is the `rest` pile, so the deal line holds the whole
// pack, each card once, as history.md requires and the conformance suite checks); seat 0 makes a forced "ack" call (one legal choice: never asked, never written); then
// each seat calls high or low; the higher number wins a chip from the other.
import type { Card } from '../../src/core/cards.js';
import type { GameLine } from '../../src/core/history-lines.js';
import type { Rng } from '../../src/core/rng.js';
import type { DecisionLine, Game, Result } from '../../src/contract/game.js';
import type { MatchResult } from '../../src/contract/view.js';

export type ToyAction = { kind: 'deal'; hands: [number, number] } | { kind: 'call'; call: 'ack' | 'high' | 'low' };

export interface ToyState {
  readonly deals: number;
  readonly deal: number;
  readonly phase: 'deal' | 'ack' | 'bet' | 'over';
  readonly toAct: number;
  readonly hands: readonly number[];
  readonly totals: readonly number[];
  readonly result: MatchResult | null;
}

export interface ToyView {
  readonly seat: number | null;
  readonly hand: number | null;
  readonly deal: number;
}

const RANKS = '23456789T';
const toCard = (n: number): Card => `${RANKS[n - 1]}C` as Card;

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const toy: Game<ToyState, ToyAction, ToyView> = {
  id: 'toy',
  name: 'Toy',
  unit: 'points',
  utility: 'zero-sum',
  endReasons: ['deals', 'quit'],
  variants: [
    {
      id: 'plain',
      name: 'Toy',
      summary: 'test game',
      minPlayers: 2,
      maxPlayers: 2,
      defaultPlayers: 2,
      options: [
        { key: 'players', type: 'int', default: 2, min: 2, max: 2, summary: 'players' },
        { key: 'deals', type: 'int', default: 3, min: 1, max: 100, summary: 'deals' },
      ],
      lengthKey: 'deals',
    },
  ],
  defaultVariant: 'plain',
  resolveOptions(_variant, players, raw) {
    const deals = raw['deals'] === undefined ? 3 : Number(raw['deals']);
    if (!Number.isInteger(deals) || deals < 1) return { ok: false, reason: 'bad deals' };
    return ok({ players, deals });
  },
  setup: (c) => ({ deals: c.options['deals'] as number, deal: 0, phase: 'deal', toAct: 0, hands: [0, 0], totals: [0, 0], result: null }),
  turn: (s) => (s.phase === 'over' ? { kind: 'over' } : s.phase === 'deal' ? { kind: 'chance' } : { kind: 'decide', seat: s.toAct }),
  legalActions: (s) =>
    s.phase === 'ack'
      ? [{ kind: 'call', call: 'ack' }]
      : s.phase === 'bet'
        ? [
            { kind: 'call', call: 'high' },
            { kind: 'call', call: 'low' },
          ]
        : [],
  drawChance(_s, rng: Rng) {
    const first = 1 + rng.int(9);
    const other = 1 + rng.int(8);
    return { kind: 'deal', hands: [first, other >= first ? other + 1 : other] };
  },
  apply(s, a, log?: GameLine[]) {
    if (a.kind === 'deal') {
      const deal = s.deal + 1;
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !a.hands.includes(n)).map(toCard);
      log?.push({ type: 'deal', deal, dealer: 0, hands: [[toCard(a.hands[0])], [toCard(a.hands[1])]], piles: { rest } });
      return { ...s, deal, phase: 'ack', toAct: 0, hands: a.hands };
    }
    if (s.phase === 'ack') return { ...s, phase: 'bet', toAct: 0 };
    if (s.toAct === 0) return { ...s, toAct: 1 };
    const winner = s.hands[0]! >= s.hands[1]! ? 0 : 1;
    const delta = winner === 0 ? [1, -1] : [-1, 1];
    const totals = s.totals.map((t, i) => t + delta[i]!);
    log?.push({ type: 'settle', deal: s.deal, delta, totals, pot: 0 });
    if (s.deal >= s.deals) {
      const best = Math.max(...totals);
      const result: MatchResult = { totals, winners: totals.flatMap((t, i) => (t === best ? [i] : [])), reason: 'deals' };
      log?.push({ type: 'end', totals: [...result.totals], winners: [...result.winners], reason: 'deals' });
      return { ...s, totals, phase: 'over', result };
    }
    return { ...s, totals, phase: 'deal' };
  },
  encodeAction: (s, a): DecisionLine | null => (a.kind === 'call' ? { type: 'call', deal: s.deal, seat: s.toAct, call: a.call } : null),
  decodeLine(s, line) {
    if (line.type === 'deal') {
      const n = (c: string): number => RANKS.indexOf(c[0]!) + 1;
      return ok([{ kind: 'deal', hands: [n(line.hands[0]![0]!), n(line.hands[1]![0]!)] } as ToyAction]);
    }
    if (line.type === 'call') {
      if (line.seat !== s.toAct) return { ok: false, reason: `seat ${line.seat} is not to act` };
      return ok([{ kind: 'call', call: line.call as 'high' }]);
    }
    return ok([]);
  },
  actionKey: (a) => (a.kind === 'deal' ? `deal:${a.hands.join(',')}` : `call:${a.call}`),
  describeAction: (_s, a) => (a.kind === 'deal' ? 'deal' : a.call),
  view: (s, seat) => ({ seat, hand: seat === null ? null : (s.hands[seat] ?? null), deal: s.deal }),
  balances: (s) => [...s.totals],
  returns: (s) => [...s.totals],
  cardOrder: () => ({ isTrump: () => false, sortKey: () => 0 }),
  dealNumber: (s) => s.deal,
  result: (s) => s.result,
  quit(s, log) {
    const best = Math.max(...s.totals);
    const result: MatchResult = { totals: [...s.totals], winners: s.totals.flatMap((t, i) => (t === best ? [i] : [])), reason: 'quit' };
    log?.push({ type: 'end', totals: [...result.totals], winners: [...result.winners], reason: 'quit' });
    return { ...s, phase: 'over', result };
  },
  rulesText: () => 'Toy rules.',
};
