// Toy Trick as the rest of the program sees it. Not in the product: the tests' registry
// (test/registered.ts) lists it beside src/games/registry.ts's games.
import { gameEntry, type GameEntry } from '../../src/contract/entry.js';
import { BASIC_SUMMARY, basicDecision, basicWhy } from './bots/basic.js';
import { toyTrickHooks } from './bots/hooks.js';
import { toyTrick } from './index.js';

export const toyTrickEntry: GameEntry = gameEntry(toyTrick, {
  summary: 'A tiny trick game for 3–4 players: follow suit, one point a trick (the tests’ example game).',
  bots: { basic: basicDecision, basicWhy, hooks: toyTrickHooks, basicSummary: BASIC_SUMMARY },
  ui: async () => (await import('./ui/index.js')).toyTrickUi,
});
