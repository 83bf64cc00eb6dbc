// Fipsen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../../contract/search.js';
import type { FipsenAction, FipsenView } from '../types.js';
import { BASIC_SUMMARY, basicDecision } from './basic.js';
import { FIPSEN_SEARCH, fipsenHooks } from './hooks.js';
import { fipsenWhy } from './why.js';

export const fipsenBots: GameBots<FipsenView, FipsenAction> = {
  // The rules of thumb draw no random numbers.
  basic: (view, legal) => basicDecision(view, legal),
  basicWhy: (view, legal) => fipsenWhy(view, legal),
  hooks: fipsenHooks as GameBots<FipsenView, FipsenAction>['hooks'],
  basicSummary: BASIC_SUMMARY,
  searchOptions: FIPSEN_SEARCH,
};
