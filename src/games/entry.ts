// What one game gives the rest of the program: its rules, its bots and its table. Each game
// exports one GameEntry from its own folder; src/games/registry.ts lists them. The types live in
// src/contract.ts.
import type { AnyGame, GameEntry } from '../contract.js';

export type { ComingVariant, GameBots, GameEntry } from '../contract.js';

/** A game's entry: its id and name are the game's own (Game states them once), the rest its folder adds. */
export function gameEntry(game: AnyGame, parts: Omit<GameEntry, 'id' | 'name' | 'game'>): GameEntry {
  const { summary, ...rest } = parts;
  return { id: game.id, name: game.name, summary, game, ...rest };
}
