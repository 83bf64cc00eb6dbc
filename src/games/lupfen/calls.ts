// The call actions, made once: actions are plain immutable data, and legalActions runs millions
// of times per second under the search bot.
import type { LupfenAction, LupfenCallWord } from './types.js';

export const call = (word: LupfenCallWord): LupfenAction => Object.freeze({ kind: 'call', call: word });
export const LIFT = call('lift');
export const LIFT_BLIND: LupfenAction = Object.freeze({ kind: 'call', call: 'lift', blind: true });
export const PASS = call('pass');
export const JOIN = call('join');
export const DROP = call('drop');
export const KEEP = call('keep');
export const LOOK: LupfenAction = Object.freeze({ kind: 'look' });
