// Kloepper as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../../contract/entry.js';
import { kloepper } from './index.js';

export const kloepperEntry: GameEntry = gameEntry(kloepper, {
  summary: 'A Sheepshead relative from Monroe County, Illinois: black queens, called aces, knocks; 30 game points.',
  loadBots: async () => (await import('./bots/index.js')).kloepperBots,
  ui: async () => (await import('./ui/index.js')).kloepperUi,
  statCalls: { alone: 'alone', call: 'calls', knock: 'knocks', 'counter-knock': 'counters' },
});
