// What a game gives the shared table: labels, seat markers, prompts for its decisions, log
// sentences and one small panel for the middle of the table. The components read only the
// TableView part of a view (the fields every trick-taking game's view has) through this adapter,
// GameUi, whose type lives in src/contract/table.ts, the screen's part of the contract.
import type { CurrentTrick, TrickRecord } from '../core/trick.js';
import { coachMeasure } from '../bots/hint.js';
import type { DealSummary, TableView } from '../contract/view.js';
import type { Game } from '../contract/game.js';
import type { GameUi, GameUiParts } from '../contract/table.js';

// The shapes every game's view shares (src/core/trick.ts, src/contract/view.ts), under the names
// the components use.
export type TrickShown = TrickRecord;
export type CurrentTrickShown = CurrentTrick;
export type DealShown = DealSummary;

/** The header's parts saying where the match stands (GameUi.progress, or "deal 3 of 20"). */
export function matchProgress<V extends TableView>(ui: GameUi<V, unknown>, view: V, dealNo: number): readonly string[] {
  if (ui.progress) return ui.progress(view, dealNo);
  if (dealNo <= 0) return [];
  return [dealOfTarget(view, dealNo, ui.dealsTarget(view))];
}

/**
 * Deal `dealNo` (the one on screen) against a match of `target` deals: "deal 3 of 20" while deal
 * numbers are the deals the length counts. Otherwise what is true: a deal past the length (Lupfen's
 * force rounds go on until the pot is empty) is an extra one, and after deals that do not count
 * (Fipsen's throw-ins, P-R18) the header says how many of the length are played.
 */
export function dealOfTarget(view: Pick<TableView, 'dealsDone' | 'lastDeal'>, dealNo: number, target: number): string {
  if (target <= 0) return `deal ${dealNo}`;
  // Settled, the deal is in dealsDone if it counted; in play, it will be the next one counted.
  const counted = view.lastDeal?.deal === dealNo ? view.dealsDone : view.dealsDone + 1;
  if (counted > target) return `deal ${dealNo} (extra, ${target} agreed)`;
  if (counted === dealNo) return `deal ${dealNo} of ${target}`;
  return `deal ${dealNo} (${view.dealsDone} of ${target} played)`;
}

/**
 * A game's table adapter from its parts: the title, unit and rules come from the game, stated there
 * once, and so does what its hints measure (its utility). What most tables share is the default:
 * the `deals` option as the match length, play to the left, the view's `out` seats drawn dimmed.
 * The header says "Match over" once there is a result and "Shuffling" before the first deal in
 * every game, so a game's phaseLine speaks only of a deal in progress.
 */
export function tableUi<V extends TableView, A>(
  game: Pick<Game<unknown, A, V>, 'name' | 'unit' | 'utility' | 'rulesText'>,
  parts: GameUiParts<V, A>,
): GameUi<V, A> {
  const name = game.name;
  const phaseLine = parts.phaseLine;
  return {
    title: () => name,
    unit: game.unit,
    rules: (variant) => game.rulesText(variant),
    dealsTarget: (view) => view.options?.deals ?? 0,
    clockwise: () => true,
    seatOut: (view, seat) => view.out?.[seat] === true,
    hintMeasure: coachMeasure(game),
    ...parts,
    phaseLine: (view) => (view.result ? 'Match over' : view.dealNo === 0 ? 'Shuffling' : phaseLine(view)),
  };
}
