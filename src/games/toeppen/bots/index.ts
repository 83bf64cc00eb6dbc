// Tøppen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../../contract/search.js';
import type { ToeppenAction, ToeppenView } from '../types.js';
import { BASIC_SUMMARY, basicDecision } from './basic.js';
import { toeppenHooks } from './hooks.js';
import { toeppenWhy } from './why.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. 90% of decisions within 0.6–2.0 times the
// median pace.
const THINK = { workPerMs: 360, searchOptions: { walkWork: 1, sampleWork: 100 } } as const;

export const toeppenBots: GameBots<ToeppenView, ToeppenAction> = {
  basic: basicDecision,
  basicWhy: toeppenWhy,
  hooks: toeppenHooks,
  basicSummary: BASIC_SUMMARY,
  ...THINK,
};
