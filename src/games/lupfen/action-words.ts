// Every word for a Lupfen action, once (lupfen.md §7 glossary): the short label of the engine's
// messages, the prompt's longer label and key, and the log's verb. describeAction, the prompt and
// the log all read this table.
import { cardFace, type DeckStyle } from '../../core/deck-style.js';
import { chanceWords, type ActionWords } from '../action-words.js';
import type { LupfenAction, LupfenCallWord } from './types.js';
import type { CallContext, LupfenWords } from './variant.js';
import { lupfenVariantOrFirst } from './variants.js';

export type { CallContext } from './variant.js';

// One letter, one meaning across both variants (a player moving between them never presses a
// key that now does the opposite): p is always "pass", never "play". The calls whose words differ
// come from the variant (LupfenWords.calls).
const CALLS: Readonly<Record<Exclude<LupfenCallWord, keyof LupfenWords['calls']>, (c: CallContext) => ActionWords>> = {
  // A price has no letter: the amount prompt takes digits.
  price: (c) => ({ label: `Price ${c.amount ?? ''}`.trimEnd(), said: `sets the price at ${String(c.amount)}` }),
  exchange: () => ({ label: 'Exchange', key: 'e', said: 'exchanges' }),
  keep: () => ({ label: 'Keep', prompt: 'Keep my cards', key: 'k', said: 'keeps the cards' }),
  scrap: () => ({ label: 'Scrap', prompt: 'Scrap the deal', key: 'x', said: 'scraps the deal' }),
  shove: () => ({ label: 'Shove', prompt: 'Shove the deal on', key: 'v', said: 'shoves the deal on' }),
  // The deal line right after says "Deal 4: Ana deals."
  deal: () => ({ label: 'Deal', key: 'a', said: null }),
};

/** The words for a call in `variant`; a word the rules do not know (a damaged file's) stands for itself. */
export function callWords(variant: string, call: LupfenCallWord, c: CallContext = {}): ActionWords {
  const own = lupfenVariantOrFirst(variant).words.calls;
  if (Object.hasOwn(own, call)) return own[call as keyof typeof own](c);
  return Object.hasOwn(CALLS, call) ? CALLS[call as keyof typeof CALLS](c) : { label: call, said: call };
}

/** The words for any action; a card in the deck style given (7-bit with `ascii`). */
export function actionWords(variant: string, a: LupfenAction, deck: DeckStyle, c: CallContext = {}, ascii = false): ActionWords {
  switch (a.kind) {
    case 'first-dealer':
    case 'deal':
      return chanceWords(a);
    case 'look':
      return { label: 'Look', prompt: 'Look at your cards', key: 'o' };
    case 'play':
      return { label: cardFace(a.card, deck, ascii) };
    case 'call':
      return callWords(variant, a.call, { ...c, blind: a.blind, amount: a.amount });
  }
}

/** The verbs this game's sentences put second in a clause ("… and pays 2"): the log says them in the second person for "You". */
export const VERBS: readonly string[] =
  'lifts lupfs pays says sets drops passes exchanges keeps scraps shoves deals plays wins shows knocks takes calls'.split(' ');
