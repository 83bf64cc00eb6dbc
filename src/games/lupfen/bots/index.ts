// Lupfen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../../contract/search.js';
import type { LupfenAction, LupfenView } from '../types.js';
import { BASIC_SUMMARY, basicFromView, basicWhyFromView } from './basic.js';
import { lupfenHooks } from './hooks.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. A sampled deal costs far more than its
// positions here (the other seats' rules of thumb asked at every card): 95% of decisions within
// 0.4–2.8 times the median pace.
const THINK = { workPerMs: 2100, searchOptions: { walkWork: 2, sampleWork: 1000 } } as const;

export const lupfenBots: GameBots<LupfenView, LupfenAction> = {
  // The rules of thumb draw no random numbers.
  basic: (view, legal) => basicFromView(view, legal),
  basicWhy: (view, legal) => basicWhyFromView(view, legal),
  hooks: lupfenHooks,
  basicSummary: BASIC_SUMMARY,
  ...THINK,
};
