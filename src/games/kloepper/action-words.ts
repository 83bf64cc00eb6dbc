// Every word for a Kloepper action, once (kloepper.md §7 glossary): the short label of the engine's
// messages, the prompt's label and key, and the log's verb. describeAction, the prompt and the log
// all read this table. Cards are named by the caller's `face` (the table's look, or plain French).
import type { Card } from '../../core/cards.js';
import type { ActionWords } from '../action-words.js';
import type { CallSuit, KloepperAction } from './types.js';

type Kind = KloepperAction['kind'];

/**
 * One rule for every letter of the game: the first letter of the call's word that is not a table
 * key (s t q ? h c). Clubs `l`, spades `p` and hearts `e`, as c, s and h are taken; alone `a`, knock `k`,
 * no `n`. The prompt names the suit so the letter can be read off it; the rules text says the rule.
 */
const CALL_KEYS: Readonly<Record<CallSuit, string>> = { C: 'l', S: 'p', H: 'e' };
const SUIT_WORDS: Readonly<Record<CallSuit, string>> = { C: 'clubs', S: 'spades', H: 'hearts' };

const WORDS: Readonly<Record<Exclude<Kind, 'call' | 'play'>, ActionWords>> = {
  deal: { label: 'Deal' },
  alone: { label: 'Alone', key: 'a', said: 'plays alone' },
  knock: { label: 'Knock', key: 'k', said: 'knocks' },
  'counter-knock': { label: 'Knock back', key: 'k', said: 'knocks back' },
  // The question already says "knock back"; a declined one is never shown (R10.3).
  'no-counter-knock': { label: 'No knock back', prompt: 'No', key: 'n', said: null },
};

/** The words for an action, its cards named by `face`. */
export function actionWords(a: KloepperAction, face: (card: Card) => string): ActionWords {
  switch (a.kind) {
    case 'call': {
      const ace = face(`A${a.suit}`);
      return { label: `Call ${ace}`, prompt: `${ace} ${SUIT_WORDS[a.suit]}`, key: CALL_KEYS[a.suit], said: `calls ${ace}` };
    }
    case 'play':
      return { label: face(a.card) };
    default:
      return WORDS[a.kind];
  }
}

/** The verbs this game's sentences put second in a clause ("… and pays 2"): the log says them in the second person for "You". */
export const VERBS: readonly string[] = 'pays says passes keeps deals plays wins shows knocks takes calls'.split(' ');
