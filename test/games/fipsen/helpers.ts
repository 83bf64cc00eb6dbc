// Small drivers for the Fipsen rules tests: a seeded deal, legal-only runs, and the first legal card.
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';

export const A = (kind: string): FipsenAction => ({ kind }) as FipsenAction;

export function table(variant: string, players: number, raw: Record<string, string> = {}): FipsenState {
  const o = fipsen.resolveOptions(variant, players, raw);
  if (!o.ok) throw new Error(o.reason);
  return fipsen.setup({ variant, players, options: o.value });
}

export function dealt(s: FipsenState, dealer: number, hands: Card[][], piles: Record<string, Card[]>, log?: GameLine[]): FipsenState {
  return fipsen.apply(s, { kind: 'deal', dealer, hands, piles }, log);
}

/** Applies `actions`, each of which must be legal. */
export function run(s: FipsenState, actions: FipsenAction[], log: GameLine[] = []): FipsenState {
  for (const a of actions) {
    const key = fipsen.actionKey(a);
    const legal = fipsen.legalActions(s);
    if (!legal.some((l) => fipsen.actionKey(l) === key))
      throw new Error(`${key} not legal; legal: ${legal.map(fipsen.actionKey).join(' ')}`);
    s = fipsen.apply(s, a, log);
  }
  return s;
}

export const keys = (s: FipsenState): string[] => fipsen.legalActions(s).map(fipsen.actionKey);

/** Plays the first legal card `n` times, or while the deal is in play. */
export function playFirst(s: FipsenState, n = Infinity, log: GameLine[] = []): FipsenState {
  for (let k = 0; k < n && s.phase === 'play'; k++) s = fipsen.apply(s, fipsen.legalActions(s)[0]!, log);
  return s;
}

/** Plays whole tricks with the first legal card. */
export function playTricks(s: FipsenState, tricks: number, log: GameLine[] = []): FipsenState {
  const goal = s.tricks.length + tricks;
  while (s.phase === 'play' && s.tricks.length < goal) s = fipsen.apply(s, fipsen.legalActions(s)[0]!, log);
  return s;
}

export const settles = (log: GameLine[]) => log.filter((l) => l.type === 'settle');

/** The settle line of a match's first deal: its totals are its delta. */
export const firstSettle = (delta: number[], note: string): GameLine => ({ type: 'settle', deal: 1, delta, totals: delta, note });

/** The deal in play with its tricks so far won by `winners` (cards left out): the end-of-play and scoring rules read only these. */
export function withTricks(s: FipsenState, winners: number[]): FipsenState {
  const tricksWon = new Array<number>(s.players).fill(0);
  for (const w of winners) tricksWon[w]! += 1;
  return { ...s, tricks: winners.map((winner, i) => ({ index: i + 1, leader: 0, cards: [], seats: [], winner })), tricksWon };
}
