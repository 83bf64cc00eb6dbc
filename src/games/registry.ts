// Every game the program knows: the playable ones and those still to come (listed, not selectable).
// Adding a game = one line in GAMES. Only this file imports from a game's folder.
import type { GameEntry } from './entry.js';
import { fipsenEntry } from './fipsen/entry.js';
import { kloepperEntry } from './kloepper/entry.js';
import { lupfenEntry } from './lupfen/entry.js';
import { toeppenEntry } from './toeppen/entry.js';

export type { GameBots, GameEntry } from './entry.js';

export const GAMES: readonly GameEntry[] = [lupfenEntry, fipsenEntry, kloepperEntry, toeppenEntry];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id.toLowerCase());
}

/** The entry of a playable game; throws for a game the registry does not hold (a programming error). */
export function entryOf(game: { readonly id: string }): GameEntry {
  const entry = findGame(game.id);
  if (!entry?.game) throw new Error(`game "${game.id}" is not registered`);
  return entry;
}
