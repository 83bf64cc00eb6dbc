// What one game gives the rest of the program: its rules, its bots and its table. Each game
// exports one GameEntry from its own folder; src/games/registry.ts lists them.
import type { SettleLine } from '../core/history-lines.js';
import type { Game } from './game.js';
import type { GameBots } from './search.js';
import type { AnyGameUi, GameUi } from './table.js';
import type { TableGame, TableView } from './view.js';

/** A variant still to come: its id and the name it will be shown under. */
export interface ComingVariant {
  readonly id: string;
  readonly name: string;
}

export interface GameEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** Null for a game that is announced but not playable yet. */
  readonly game: TableGame | null;
  /**
   * The game's bots, once loaded (src/games/registry.ts loadGames loads them unless asked not to:
   * `cardtable <game>` loads them when a bot first decides or a hint is asked, not before the
   * table's first frame).
   */
  readonly bots?: GameBots;
  /** Loads the game's bots (their rules of thumb and search hooks); absent: the game has none. */
  readonly loadBots?: () => Promise<GameBots>;
  /** The table adapter, loaded on demand so that --version, list and sim never load Ink. */
  readonly ui?: () => Promise<AnyGameUi>;
  /**
   * Variants announced but not playable yet (listed as coming by `list`, refused with one line by
   * `--variant` and `check`); the game's own `variants` are the playable ones.
   */
  readonly coming?: readonly ComingVariant[];
  /** Which `call` words sim counts per seat, under which name; without it every call word counts as `calls.<word>`. */
  readonly statCalls?: Readonly<Record<string, string>>;
  /**
   * A settled deal that the rules do not count as played (Fipsen's throw-in, P-R9): `stats` leaves
   * it out of the deals and results. Absent: every settled deal was played.
   */
  unplayedDeal?(settle: SettleLine): boolean;
}

/** What a game's folder adds to its Game in its entry, checked against the game's own types. */
export interface EntryParts<S, A, V extends TableView> extends Omit<GameEntry, 'id' | 'name' | 'game' | 'bots' | 'ui'> {
  readonly bots?: GameBots<V, A, S>;
  readonly ui?: () => Promise<GameUi<V, A>>;
}

/**
 * A game's entry: its id and name are the game's own (Game states them once), the rest its folder
 * adds. Its bots and table are typed by its own state, action and view here, and held without
 * them from here on (the registry lists games of different types): the one place a game's types
 * are let go, each part still being its own game's.
 */
export function gameEntry<S, A, V extends TableView>(game: Game<S, A, V>, parts: EntryParts<S, A, V>): GameEntry {
  const { summary, bots, ui, ...rest } = parts;
  return {
    id: game.id,
    name: game.name,
    summary,
    game,
    ...rest,
    ...(bots ? { bots } : {}),
    ...(ui ? { ui } : {}),
  };
}
