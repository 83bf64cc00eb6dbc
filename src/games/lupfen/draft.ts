// The working copy apply() builds from a state, and the small writers every step uses on it.
import type { GameLine, Seat } from '../../core/history-lines.js';
import { copier, type Mutable } from '../rules-shared.js';
import type { LupfenState, PublicReveal } from './types.js';

export type Draft = Mutable<LupfenState>;

export const draft = copier<LupfenState>()(
  'variant n opts phase dealNo dealsDone dealer kind redeal pot balances potAtDealStart balancesAtDealStart hands stock trumpCard status lifter price blindLift looked pending shoved exchanges exchanged setAside reveals calls potBack trick tricks tricksWon lastDeal history result',
);

export function pay(s: Draft, seat: Seat, amount: number): void {
  if (amount === 0) return;
  const balances = s.balances.slice();
  balances[seat]! -= amount;
  s.balances = balances;
  s.pot += amount;
}

export function receive(s: Draft, seat: Seat, amount: number): void {
  if (amount === 0) return;
  const balances = s.balances.slice();
  balances[seat]! += amount;
  s.balances = balances;
  s.pot -= amount;
}

export function reveal(s: Draft, r: PublicReveal, log?: GameLine[]): void {
  s.reveals = [...s.reveals, r];
  if (log) log.push({ type: 'reveal', deal: s.dealNo, ...(r as object) } as GameLine);
}
