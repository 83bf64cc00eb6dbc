// Every game the program knows: the playable ones and those still to come (listed, not selectable).
// Adding a game = one line in LOADERS. Only this file imports from a game's folder.
//
// Each game's folder is loaded with import(), so that a command naming one game
// (`cardtable lupfen …`) reads and runs that game's rules only: the other games cost ~11 ms of CPU
// before the first table frame, and its own bots are loaded when a bot first decides. loadGames() must have loaded a game before GAMES,
// findGame or entryOf can see it; the command line loads what its command needs (src/cli/main.ts).
import type { GameEntry } from '../contract/entry.js';

const LOADERS: readonly (readonly [id: string, load: () => Promise<GameEntry>])[] = [
  ['lupfen', async () => (await import('./lupfen/entry.js')).lupfenEntry],
  ['fipsen', async () => (await import('./fipsen/entry.js')).fipsenEntry],
  ['kloepper', async () => (await import('./kloepper/entry.js')).kloepperEntry],
  ['toeppen', async () => (await import('./toeppen/entry.js')).toeppenEntry],
];

/** The id of every game, loaded or not, in the registry's order. */
export const GAME_IDS: readonly string[] = LOADERS.map(([id]) => id);

const loaded: GameEntry[] = [];

/** The loaded games, in the registry's order (every game once loadGames() has loaded them all). */
export const GAMES: readonly GameEntry[] = loaded;

/**
 * Loads the games of `ids` (default: all) beside those already loaded; GAMES keeps the registry's
 * order. With `bots: false` a game's entry comes without its `bots` (its `loadBots` loads them
 * later): the table's first frame does not wait for the rules of thumb and the search.
 */
export async function loadGames(ids: readonly string[] = GAME_IDS, opts: { readonly bots?: boolean } = {}): Promise<void> {
  const withBots = opts.bots ?? true;
  const want = (id: string) => ids.includes(id) || loaded.some((g) => g.id === id);
  const entries = await Promise.all(
    LOADERS.filter(([id]) => want(id)).map(async ([id, load]) => {
      const had = loaded.find((g) => g.id === id);
      if (had && (had.bots || !withBots || !had.loadBots)) return had;
      const entry = had ?? (await load());
      return withBots && entry.loadBots ? { ...entry, bots: await entry.loadBots() } : entry;
    }),
  );
  loaded.splice(0, loaded.length, ...entries);
}

/** A game's bots as a table takes them: loaded (`bots`), or what loads them (`loadBots`); absent: none. */
export function botsSourceOf(entry: GameEntry): GameEntry['bots'] | GameEntry['loadBots'] {
  return entry.bots ?? entry.loadBots;
}

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id.toLowerCase());
}

/** The entry of a playable game; throws for a game the registry does not hold (a programming error). */
export function entryOf(game: { readonly id: string }): GameEntry {
  const entry = findGame(game.id);
  if (!entry?.game) throw new Error(`game "${game.id}" is not registered`);
  return entry;
}
