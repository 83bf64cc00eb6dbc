// Fipsen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../../contract/search.js';
import type { FipsenAction, FipsenView } from '../types.js';
import { BASIC_SUMMARY, basicDecision } from './basic.js';
import { FIPSEN_SEARCH, fipsenHooks } from './hooks.js';
import { fipsenWhy } from './why.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. A position walked through `apply` (the
// auction, under the rules of thumb) costs hundreds on the fast path: 90% of decisions within
// 0.4–2.3 times the median pace.
const THINK = { workPerMs: 9500, work: { walkWork: 500, sampleWork: 2000 } } as const;

export const fipsenBots: GameBots<FipsenView, FipsenAction> = {
  // The rules of thumb draw no random numbers.
  basic: (view, legal) => basicDecision(view, legal),
  basicWhy: (view, legal) => fipsenWhy(view, legal),
  hooks: fipsenHooks,
  basicSummary: BASIC_SUMMARY,
  searchOptions: { ...FIPSEN_SEARCH, ...THINK.work },
  workPerMs: THINK.workPerMs,
};
