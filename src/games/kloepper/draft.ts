// The working copy apply() builds from a state: every step of a deal edits it in place.
import { copier, type Mutable } from '../rules-shared.js';
import type { KloepperState } from './types.js';

export type Draft = Mutable<KloepperState>;

export const draft = copier<KloepperState>()(
  'opts phase dealNo dealsDone dealer balances hands dealt declaration queenSide selfCalled knocker counterKnocker asked toPlay won trick tricks tricksWon lastDeal history result',
);
