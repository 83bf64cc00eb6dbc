// Tøppen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../entry.js';
import { BASIC_SUMMARY, basicDecision } from './bots/basic.js';
import { toeppenHooks } from './bots/hooks.js';
import { toeppenWhy } from './bots/why.js';
import { toeppen } from './index.js';

// bot:hard's work units and their pace (SearchOptions.sampleWork and walkWork, GameBots.workPerMs):
// `npm run bench:think-rate` (bench/think-rate.ts, 40 decisions a variant, 4 or 12 samples, CPU
// time of the searching thread; 29 Nov 2026, the shared 2-core machine under load): the weights
// that keep pace with CPU time best, and the median units per ms. 90% of decisions within 0.6–2.0 times the
// median pace.
const THINK = { workPerMs: 360, searchOptions: { walkWork: 1, sampleWork: 100 } } as const;

export const toeppenEntry: GameEntry = gameEntry(toeppen, {
  summary: 'A knocking-and-fines pub game for 4–8 players: only the last trick counts.',
  bots: { basic: basicDecision, basicWhy: toeppenWhy, hooks: toeppenHooks, basicSummary: BASIC_SUMMARY, ...THINK },
  ui: async () => (await import('./ui/index.js')).toeppenUi,
  statCalls: { knock: 'knocks', fold: 'folds' },
});
