// Lupfen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../entry.js';
import { BASIC_SUMMARY, basicFromView, basicWhyFromView } from './bots/basic.js';
import { lupfenHooks } from './bots/hooks.js';
import { lupfen } from './index.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. A sampled deal costs far more than its
// positions here (the other seats' rules of thumb asked at every card): 95% of decisions within
// 0.4–2.8 times the median pace.
const THINK = { workPerMs: 2100, searchOptions: { walkWork: 2, sampleWork: 1000 } } as const;

export const lupfenEntry: GameEntry = gameEntry(lupfen, {
  summary: 'Vorarlberg, Allgäu, Liechtenstein: lift, name a price, split the pot by tricks.',
  // The rules of thumb draw no random numbers.
  bots: {
    basic: (view, legal) => basicFromView(view, legal),
    basicWhy: (view, legal) => basicWhyFromView(view, legal),
    hooks: lupfenHooks,
    basicSummary: BASIC_SUMMARY,
    ...THINK,
  },
  ui: async () => (await import('./ui/index.js')).lupfenUi,
  statCalls: { lift: 'lifts', join: 'joins' },
});
