// Lupfen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../../contract/entry.js';
import { lupfen } from './index.js';

export const lupfenEntry: GameEntry = gameEntry(lupfen, {
  summary: 'Vorarlberg, Allgäu, Liechtenstein: lift, name a price, split the pot by tricks.',
  loadBots: async () => (await import('./bots/index.js')).lupfenBots,
  ui: async () => (await import('./ui/index.js')).lupfenUi,
  statCalls: { lift: 'lifts', join: 'joins' },
});
