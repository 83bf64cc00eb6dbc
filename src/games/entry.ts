// What one game gives the rest of the program: its rules, its bots and its table. Each game
// exports one GameEntry from its own folder; src/games/registry.ts lists them. The types live in
// src/contract.ts.
export type { GameBots, GameEntry } from '../contract.js';
