// Every game the program knows: the playable ones and those still to come (listed, not selectable).
import type { AnyGame } from './game.js';
import { kloepper } from './kloepper/index.js';
import { lupfen } from './lupfen/index.js';

export interface GameEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** Null for a game that is announced but not playable yet. */
  readonly game: AnyGame | null;
}

export const GAMES: readonly GameEntry[] = [
  { id: 'lupfen', name: 'Lupfen', summary: 'Vorarlberg, Allgäu, Liechtenstein: lift, name a price, split the pot by tricks.', game: lupfen },
  { id: 'fipsen', name: 'Fipsen', summary: 'Northern Germany, several local games (coming).', game: null },
  { id: 'kloepper', name: 'Kloepper', summary: 'A Sheepshead relative from Monroe County, Illinois: black queens, called aces, knocks.', game: kloepper },
  { id: 'toeppen', name: 'Tøppen', summary: 'A knocking-and-fines pub game for 4–8 players (coming).', game: null },
];

export function findGame(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id.toLowerCase());
}
