// Kloepper as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry, type GameEntry } from '../../contract/entry.js';
import { BASIC_SUMMARY, basicDecision } from './bots/basic.js';
import { KLOEPPER_SEARCH, kloepperHooks } from './bots/hooks.js';
import { kloepperWhy } from './bots/why.js';
import { kloepper } from './index.js';

export const kloepperEntry: GameEntry = gameEntry(kloepper, {
  summary: 'A Sheepshead relative from Monroe County, Illinois: black queens, called aces, knocks; 30 game points.',
  // The rules of thumb draw no random numbers.
  bots: {
    basic: (view, legal) => basicDecision(view, legal),
    basicWhy: (view, legal) => kloepperWhy(view, legal),
    hooks: kloepperHooks,
    basicSummary: BASIC_SUMMARY,
    searchOptions: KLOEPPER_SEARCH,
  },
  ui: async () => (await import('./ui/index.js')).kloepperUi,
  statCalls: { alone: 'alone', call: 'calls', knock: 'knocks', 'counter-knock': 'counters' },
});
