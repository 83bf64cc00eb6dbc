// Tøppen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../../contract/entry.js';
import { toeppen } from './index.js';

export const toeppenEntry: GameEntry = gameEntry(toeppen, {
  summary: 'A knocking-and-fines pub game for 4–8 players: only the last trick counts.',
  loadBots: async () => (await import('./bots/index.js')).toeppenBots,
  ui: async () => (await import('./ui/index.js')).toeppenUi,
  statCalls: { knock: 'knocks', fold: 'folds' },
});
