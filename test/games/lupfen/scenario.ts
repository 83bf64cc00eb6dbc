// A small script language for rule tests: start a deal with chosen cards, then run
// "seat:word[:amount]" calls and "seat:CARD" plays, asserting whose turn each one is.
import { expect } from 'vitest';
import { isCard, type Card } from '../../../src/core/cards.js';
import { LUPFEN_PACK } from '../../../src/games/lupfen/pack.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenAction, LupfenCallWord, LupfenState } from '../../../src/games/lupfen/types.js';
import { handsOf } from '../hands.js';

export interface Start {
  variant: 'classic' | 'vorarlberg';
  players?: number;
  rules?: Record<string, string>;
  dealer?: number;
  /** Pot before the deal; balances are set so that sum(balances) + pot = 0. */
  pot?: number;
}

export function newMatch(start: Start): LupfenState {
  const players = start.players ?? 4;
  const options = lupfen.resolveOptions(start.variant, players, { deals: '0', ...start.rules });
  if (!options.ok) throw new Error(options.reason);
  let s = lupfen.setup({ variant: start.variant, players, options: options.value });
  if (start.pot) {
    const pot = start.pot;
    const balances = s.balances.map((_, i) => -Math.floor(pot / players) - (i < pot % players ? 1 : 0));
    s = { ...s, pot, balances };
  }
  return lupfen.apply(s, { kind: 'first-dealer', seat: start.dealer ?? 0 });
}

/**
 * Deals `hands` (seat order; or one line, 'JC JS JH / AD TD QC / …') with `stockTop` on top of the
 * stock; the rest of the pack fills the stock.
 */
export function deal(s: LupfenState, dealt: string[][] | string, stockTop: string[] = [], log?: GameLine[]): LupfenState {
  const hands = typeof dealt === 'string' ? handsOf(dealt) : dealt;
  const used = new Set<string>([...hands.flat(), ...stockTop]);
  const rest = LUPFEN_PACK.filter((c) => !used.has(c));
  const stock = [...(stockTop as Card[]), ...rest];
  expect(stock.length).toBe(20 - 3 * s.n);
  return lupfen.apply(s, { kind: 'deal', hands: hands as Card[][], stock }, log);
}

/** Applies calls nobody is asked for (one legal call), as the match loop does. */
export function forced(s: LupfenState, log?: GameLine[]): LupfenState {
  for (;;) {
    const t = lupfen.turn(s);
    if (t.kind !== 'decide') return s;
    const legal = lupfen.legalActions(s);
    if (legal.length !== 1 || legal[0]!.kind !== 'call') return s;
    s = lupfen.apply(s, legal[0]!, log);
  }
}

export function parseStep(step: string): { seat: number; action: LupfenAction } {
  const [seatText, word, arg] = step.split(':');
  const seat = Number(seatText);
  if (isCard(word)) return { seat, action: { kind: 'play', card: word } };
  if (word === 'look') return { seat, action: { kind: 'look' } };
  if (word === 'blind') return { seat, action: { kind: 'call', call: 'lift', blind: true } };
  const action: LupfenAction =
    arg !== undefined
      ? { kind: 'call', call: word as LupfenCallWord, amount: Number(arg) }
      : { kind: 'call', call: word as LupfenCallWord };
  return { seat, action };
}

/** Runs steps; each must be legal and by the seat whose turn it is. */
export function run(s: LupfenState, steps: string[], log?: GameLine[]): LupfenState {
  for (const step of steps) {
    s = forced(s, log);
    const { seat, action } = parseStep(step);
    const t = lupfen.turn(s);
    expect(t, `before ${step}`).toMatchObject({ kind: 'decide', seat });
    const legal = lupfen.legalActions(s).map(lupfen.actionKey);
    expect(legal, `legal before ${step}`).toContain(lupfen.actionKey(action));
    s = lupfen.apply(s, action, log);
  }
  return forced(s, log);
}

export function legalKeys(s: LupfenState): string[] {
  return lupfen.legalActions(s).map(lupfen.actionKey);
}

/** Net change per seat over the last settled deal. */
export function lastDelta(s: LupfenState): readonly number[] {
  return s.lastDeal!.delta;
}
