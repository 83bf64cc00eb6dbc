// A TableModel for any registered game, built the way the controller builds it: from the viewer's
// own view and the game's adapter, never from the state.
import type { AnyGameUi } from '../../src/contract/table.js';
import type { TableModel } from '../../src/ui/model.js';
import type { TableGame } from '../../src/contract/view.js';

export function tableModel<S>(
  game: TableGame,
  ui: AnyGameUi,
  s: S,
  viewer: number | null,
  names: readonly string[],
  extra: Partial<TableModel> = {},
): TableModel {
  const view = game.view(s, viewer);
  const look = ui.look(view, undefined, false);
  const t = game.turn(s);
  const decision =
    t.kind === 'decide' && t.seat === viewer ? { seat: t.seat as number, prompt: ui.prompt(view, game.legalActions(s), look) } : null;
  return {
    ui,
    title: ui.title(view),
    seats: names.map((name, i) => (i === 0 ? { name, kind: 'human' as const } : { name, kind: 'bot' as const, level: 'basic' })),
    look,
    view,
    viewer,
    bottom: viewer ?? 0,
    log: [],
    decision,
    pause: null,
    lastTrick: null,
    rules: game.rulesText(game.defaultVariant),
    order: game.cardOrder(view),
    ...extra,
  };
}
