// Who stands where, and how an amount reads, for any game: standings follow the game's returns
// (higher is better), never raw balances, so a fines game ranks the fewest fines first.
import type { UtilityKind } from '../contract/game.js';
import type { AnyGameUi } from '../contract/table.js';
import type { TableView } from '../contract/view.js';
import { signed } from '../core/text.js';

/** Seats best first by `returns` (ties keep seat order); without returns, by `totals`. */
export function standingOrder(
  players: number,
  returns: readonly number[] | undefined,
  totals: readonly number[],
  utility?: UtilityKind,
): number[] {
  const value = (s: number): number => (returns ? (returns[s] ?? 0) : utility === 'fines' ? -(totals[s] ?? 0) : (totals[s] ?? 0));
  return Array.from({ length: players }, (_, i) => i).sort((a, b) => value(b) - value(a) || a - b);
}

/** 1-based places by `order`, seats with equal values sharing a place ("1, 1, 3"). */
export function places(
  order: readonly number[],
  returns: readonly number[] | undefined,
  totals: readonly number[],
  utility?: UtilityKind,
): number[] {
  const value = (s: number): number => (returns ? (returns[s] ?? 0) : utility === 'fines' ? -(totals[s] ?? 0) : (totals[s] ?? 0));
  const out = new Array<number>(order.length).fill(0);
  order.forEach((s, i) => {
    const prev = order[i - 1];
    out[s] = prev !== undefined && value(prev) === value(s) ? out[prev]! : i + 1;
  });
  return out;
}

/** A balance or change as the table writes it: signed chips/points; fines unsigned (always ≥ 0). */
export function signedAmount(n: number, utility?: UtilityKind): string {
  if (utility === 'fines') return String(n);
  return signed(n, 0);
}

/** A number of the sub-unit, at most two decimals (152 units / 16 = "9.5"). */
function subAmount(n: number, per: number): string {
  return String(Math.round((n / per) * 100) / 100);
}

/** "12 fine units (0.75 pints)", "+3 chips": a total in the game's unit, and its sub-unit if any. */
/** The word beside an amount on this table (GameUi.unitOf), or the game's unit. */
export function unitWord(ui: Pick<AnyGameUi, 'unit' | 'unitOf'>, view: TableView): string {
  return ui.unitOf?.(view) ?? ui.unit;
}

export function amountText(ui: Pick<AnyGameUi, 'unit' | 'unitOf' | 'subUnit'>, view: TableView, n: number, utility?: UtilityKind): string {
  const sub = ui.subUnit?.(view) ?? null;
  const main = `${signedAmount(n, utility)} ${unitWord(ui, view)}`;
  return sub ? `${main} (${subAmount(n, sub.per)} ${sub.name})` : main;
}

/** How the standings are read, for the line under them: empty where more is simply better. */
export function rankingNote(utility?: UtilityKind, unit = 'fines'): string {
  return utility === 'fines' ? ` · fewest ${unit} win` : '';
}
