// Lupfen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../entry.js';
import type { LupfenAction, LupfenView } from '../types.js';
import { BASIC_SUMMARY, basicFromView, basicWhyFromView } from './basic.js';
import { lupfenHooks } from './hooks.js';

export const lupfenBots: GameBots<LupfenView, LupfenAction> = {
  // The rules of thumb draw no random numbers.
  basic: (view, legal) => basicFromView(view, legal),
  basicWhy: (view, legal) => basicWhyFromView(view, legal),
  hooks: lupfenHooks as GameBots<LupfenView, LupfenAction>['hooks'],
  basicSummary: BASIC_SUMMARY,
};
