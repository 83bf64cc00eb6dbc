// What one game gives the rest of the program: its rules, its bots and its table. Each game
// exports one GameEntry from its own folder; src/games/registry.ts lists them.
import type { SettleLine } from '../core/history-lines.js';
import type { AnyGame, Erased } from './game.js';
import type { GameBots } from './search.js';
import type { AnyGameUi } from './table.js';

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
  readonly game: AnyGame | null;
  /**
   * The game's bots, once loaded (src/games/registry.ts loadGames loads them unless asked not to:
   * `cardtable <game>` loads them when a bot first decides or a hint is asked, not before the
   * table's first frame).
   */
  readonly bots?: GameBots<Erased, Erased>;
  /** Loads the game's bots (their rules of thumb and search hooks); absent: the game has none. */
  readonly loadBots?: () => Promise<GameBots<Erased, Erased>>;
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

/** A game's entry: its id and name are the game's own (Game states them once), the rest its folder adds. */
export function gameEntry(game: AnyGame, parts: Omit<GameEntry, 'id' | 'name' | 'game'>): GameEntry {
  const { summary, ...rest } = parts;
  return { id: game.id, name: game.name, summary, game, ...rest };
}
