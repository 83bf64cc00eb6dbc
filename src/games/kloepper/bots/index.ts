// Kloepper's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../entry.js';
import type { KloepperAction, KloepperView } from '../types.js';
import { BASIC_SUMMARY, basicDecision } from './basic.js';
import { KLOEPPER_SEARCH, kloepperHooks } from './hooks.js';
import { kloepperWhy } from './why.js';

export const kloepperBots: GameBots<KloepperView, KloepperAction> = {
  // The rules of thumb draw no random numbers.
  basic: (view, legal) => basicDecision(view, legal),
  basicWhy: (view, legal) => kloepperWhy(view, legal),
  hooks: kloepperHooks as GameBots<KloepperView, KloepperAction>['hooks'],
  basicSummary: BASIC_SUMMARY,
  searchOptions: KLOEPPER_SEARCH,
};
