// A table and the match it shows, wired as the command line wires them (src/ui/run.tsx): the
// controller seats the bots, the match loop asks its agents and hands each step to the table. The
// tests that drive a live table differ only in their seats, bots and the settings named here.
import type { TableView } from '../../src/contract/view.js';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { runMatch, type HistorySink, type MatchOutcome } from '../../src/engine/match.js';
import type { Options } from '../../src/contract/game.js';
import type { TableGame } from '../../src/contract/view.js';
import type { AnyGameUi } from '../../src/contract/table.js';
import type { GameBots } from '../../src/contract/search.js';
import { TableController, type ControllerOptions } from '../../src/ui/controller.js';

export interface LiveTable {
  readonly game: TableGame;
  readonly ui: AnyGameUi;
  readonly variant: string;
  readonly seats: readonly SeatInfo[];
  /** The bot agents by seat (null for a human seat). */
  readonly bots: readonly (AnyAgent | null)[];
  /** The match's options, resolved. */
  readonly options: Options;
  readonly seed: string;
  readonly gameBots?: GameBots | undefined;
  /** More of the controller's settings (take-backs, the history a review reads). */
  readonly controller?: Partial<ControllerOptions<unknown, unknown, TableView>>;
  readonly sink?: HistorySink;
  /** The match's agents, from the table's (default: the table's own: humans answer at the table). */
  readonly agents?: (table: AnyAgent[]) => AnyAgent[];
  /** The match loop takes the table's take-backs too (its loopOptions), not only its steps. */
  readonly undo?: boolean;
  /** The match stops on this signal instead of the table's own. */
  readonly signal?: AbortSignal;
}

/** The controller (instant, no ASCII) and its match under way. */
export function liveTable(t: LiveTable): { ctl: TableController<unknown, unknown, TableView>; done: Promise<MatchOutcome<unknown>> } {
  const { game, ui, variant, seats, options, seed } = t;
  const ctl = new TableController<unknown, unknown, TableView>({
    game,
    ui,
    gameBots: t.gameBots,
    seats,
    bots: t.bots,
    variant,
    speed: 'instant',
    ascii: false,
    ...t.controller,
  });
  const agents = t.agents ? t.agents(ctl.agents()) : ctl.agents();
  const loop = t.undo ? ctl.loopOptions() : { onStep: ctl.onStep, signal: ctl.abort.signal };
  const done = runMatch(
    { game, variant, players: seats.length, options, seats, agents, seed, ...(t.controller?.undo === false ? { undo: false } : {}) },
    { ...(t.sink ? { sink: t.sink } : {}), ...loop, ...(t.signal ? { signal: t.signal } : {}) },
  );
  return { ctl, done };
}
