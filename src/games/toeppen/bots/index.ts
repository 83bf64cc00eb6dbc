// Tøppen's bots as the registry hands them out: the rules of thumb and the search hooks.
import type { GameBots } from '../../entry.js';
import type { ToeppenAction, ToeppenView } from '../types.js';
import { BASIC_SUMMARY, basicDecision } from './basic.js';
import { toeppenHooks } from './hooks.js';
import { toeppenWhy } from './why.js';

export const toeppenBots: GameBots<ToeppenView, ToeppenAction> = {
  basic: basicDecision,
  basicWhy: toeppenWhy,
  hooks: toeppenHooks as GameBots<ToeppenView, ToeppenAction>['hooks'],
  basicSummary: BASIC_SUMMARY,
};
