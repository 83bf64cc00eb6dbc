// Kloepper as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../entry.js';
import { BASIC_SUMMARY, basicDecision } from './bots/basic.js';
import { KLOEPPER_SEARCH, kloepperHooks } from './bots/hooks.js';
import { kloepperWhy } from './bots/why.js';
import { kloepper } from './index.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. 90% of decisions within 0.6–2.9 times the
// median pace.
const THINK = { workPerMs: 460, work: { walkWork: 1, sampleWork: 100 } } as const;

export const kloepperEntry: GameEntry = gameEntry(kloepper, {
  summary: 'A Sheepshead relative from Monroe County, Illinois: black queens, called aces, knocks; 30 game points.',
  // The rules of thumb draw no random numbers.
  bots: {
    basic: (view, legal) => basicDecision(view, legal),
    basicWhy: (view, legal) => kloepperWhy(view, legal),
    hooks: kloepperHooks,
    basicSummary: BASIC_SUMMARY,
    searchOptions: { ...KLOEPPER_SEARCH, ...THINK.work },
    workPerMs: THINK.workPerMs,
  },
  ui: async () => (await import('./ui/index.js')).kloepperUi,
  statCalls: { alone: 'alone', call: 'calls', knock: 'knocks', 'counter-knock': 'counters' },
});
