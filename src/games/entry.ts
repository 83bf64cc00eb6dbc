// What one game gives the rest of the program: its rules, its bots and its table. Each game
// exports one GameEntry from its own folder; src/games/registry.ts lists them. src/bots, src/ui,
// src/engine and src/cli know a game only through these types, never by importing its folder.
import type { Rng } from '../core/rng.js';
import type { SearchHooks, SearchOptions } from '../bots/search.js';
import type { AnyGameUi } from '../ui/game-ui.js';
import type { AnyGame, Erased } from './game.js';

/** A game's bots: its rules of thumb and the hooks of the search bot. */
export interface GameBots<V = unknown, A = unknown> {
  /** bot:normal's (and bot:basic's) choice; bot:easy is this with a random mistake now and then. */
  basic(view: V, legal: readonly A[], rng: Rng): A;
  /** bot:hard, the cheating yardsticks (sim only) and hints. */
  readonly hooks: SearchHooks<Erased, A, V>;
  /** What the rules of thumb go by, for `list` ("knocks on a likely last trick"). */
  readonly basicSummary?: string;
  /** This game's changes to bot:hard's search settings (HARD_SEARCH), for bot:hard and hints. */
  readonly searchOptions?: Partial<SearchOptions>;
}

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
  readonly bots?: GameBots<Erased, Erased>;
  /** The table adapter, loaded on demand so that --version, list and sim never load Ink. */
  readonly ui?: () => Promise<AnyGameUi>;
  /**
   * Variants announced but not playable yet (listed as coming by `list`, refused with one line by
   * `--variant` and `check`); the game's own `variants` are the playable ones.
   */
  readonly coming?: readonly ComingVariant[];
  /** Which `call` words sim counts per seat, under which name; without it every call word counts as `calls.<word>`. */
  readonly statCalls?: Readonly<Record<string, string>>;
}
