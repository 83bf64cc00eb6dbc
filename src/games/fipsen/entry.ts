// Fipsen as the rest of the program sees it (src/games/registry.ts lists this entry).
import type { GameEntry } from '../entry.js';
import { fipsenBots } from './bots/index.js';
import { fipsen } from './index.js';

export const fipsenEntry: GameEntry = {
  id: 'fipsen',
  name: 'Fipsen',
  summary: 'Northern Germany, several local games: auctions, a Skat, Kieker and Fips.',
  game: fipsen,
  bots: fipsenBots,
};
