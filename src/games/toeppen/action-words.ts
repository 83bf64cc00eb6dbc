// Every word for a Tøppen action, once (toeppen.md §7 glossary): the short label of the engine's
// messages, the prompt's label and key, and the log's verb. describeAction, the prompt and the log
// all read this table.
import { cardFace } from '../../core/deck-style.js';
import { chanceWords, type ActionWords } from '../action-words.js';
import type { CardLook } from '../../contract/view.js';
import type { ToeppenAction, ToeppenCallWord } from './types.js';

/** What a call's words depend on. */
export interface CallContext {
  /** The fold at the start (R7), before any card, rather than to a knock. */
  readonly atStart?: boolean;
  /** What a fold costs the seat now, for the prompt. */
  readonly pay?: number;
}

const CALLS: Readonly<Record<ToeppenCallWord, (c: CallContext) => ActionWords>> = {
  knock: () => ({ label: 'Knock', key: 'k', said: 'knocks' }),
  pah: () => ({ label: 'Pah', prompt: 'Pah (stay in)', key: 'p', said: 'says pah' }),
  stay: () => ({ label: 'Stay in', key: 'i', said: 'stays in' }),
  fold: (c) => {
    const label = c.atStart ? 'Fold at start' : 'Fold';
    return { label, ...(c.pay === undefined ? {} : { prompt: `${label} (pay ${c.pay})` }), key: 'f', said: 'folds' };
  },
};

/** The words for a call; a word the rules do not know (a damaged file's) stands for itself. */
export function callWords(call: ToeppenCallWord, c: CallContext = {}): ActionWords {
  return Object.hasOwn(CALLS, call) ? CALLS[call](c) : { label: call, said: null };
}

/** The words for any action; a card as `look` draws it (default: the French pack Tøppen is played with). */
export function actionWords(a: ToeppenAction, c: CallContext = {}, look?: CardLook): ActionWords {
  switch (a.kind) {
    case 'first-dealer':
    case 'deal':
      return chanceWords(a);
    case 'play':
      return { label: cardFace(a.card, look?.style ?? 'french', look?.ascii) };
    case 'call':
      return callWords(a.call, c);
  }
}

/** The verbs this game's sentences put second in a clause ("… and pays 2"): the log says them in the second person for "You". */
export const VERBS: readonly string[] = 'pays says sets keeps deals plays wins shows knocks takes folds calls'.split(' ');
