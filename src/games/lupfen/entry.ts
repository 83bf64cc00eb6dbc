// Lupfen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../../contract/entry.js';
import { BASIC_SUMMARY, basicFromView, basicWhyFromView } from './bots/basic.js';
import { lupfenHooks } from './bots/hooks.js';
import { lupfen } from './index.js';

export const lupfenEntry: GameEntry = gameEntry(lupfen, {
  summary: 'Vorarlberg, Allgäu, Liechtenstein: lift, name a price, split the pot by tricks.',
  // The rules of thumb draw no random numbers.
  bots: {
    basic: (view, legal) => basicFromView(view, legal),
    basicWhy: (view, legal) => basicWhyFromView(view, legal),
    hooks: lupfenHooks,
    basicSummary: BASIC_SUMMARY,
  },
  ui: async () => (await import('./ui/index.js')).lupfenUi,
  statCalls: { lift: 'lifts', join: 'joins' },
});
