// A decision applied the way the controller applies it, and the log sentences a seat then reads.
import type { GameLine, Seat } from '../../src/core/history-lines.js';
import type { Game } from '../../src/contract/game.js';
import type { CardLook, TableView } from '../../src/contract/view.js';
import type { GameUi } from '../../src/contract/table.js';

export function applyAndTell<S, A, V extends TableView>(
  game: Game<S, A, V>,
  ui: GameUi<V, A>,
  state: S,
  action: A,
  viewer: Seat,
  names: readonly string[],
  look: CardLook,
): { state: S; told: string[] } {
  // apply() leaves the decision's own line out; the controller logs it first (see encodeAction).
  const lines: GameLine[] = [];
  const line = game.encodeAction(state, action);
  if (line) lines.push(line);
  const next = game.apply(state, action, lines);
  const view = game.view(next, viewer);
  const told = lines.map((l) => ui.logLine(view, l, names, look)).filter((t): t is string => t !== null);
  return { state: next, told };
}
