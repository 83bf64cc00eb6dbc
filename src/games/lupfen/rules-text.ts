// Words a player reads: action labels (from action-words.ts, lupfen.md §7 glossary) and the rules text.
import { SUITS } from '../../core/cards.js';
import { DECK_STYLES, rankName, rankNameNative, suitLabel, type DeckStyle } from '../../core/deck-style.js';
import type { CardLook } from '../../contract/view.js';
import type { LupfenAction, LupfenState } from './types.js';
import type { DeckWords } from './variant.js';
import { actionWords } from './action-words.js';
import { lupfenVariantOrFirst } from './variants.js';
import type { LupfenVariant } from './variant.js';

export function describeAction(s: LupfenState, a: LupfenAction, look?: CardLook): string {
  return actionWords(s.variant, a, look?.style ?? s.opts.deck_style, {}, look?.ascii).label;
}

const withArticle = (word: string): string => `${/^[AEIOU]/.test(word) ? 'an' : 'a'} ${word}`;

function deckWords(style: DeckStyle): DeckWords {
  const suits = SUITS.map((x) => suitLabel(style, x).name);
  const ten = style === 'french' ? rankName(style, 'T') : `${rankName(style, 'T')} (10)`;
  const others = DECK_STYLES.filter((d) => d !== style);
  return {
    cards: [
      `20 cards: ${suits.slice(0, 3).join(', ')} and ${suits[3]} (the ${style} deck; --deck ${others.join(' or ')} for another).`,
      `In each suit, high to low: ${rankNameNative(style, 'A')} > ${ten} > ${rankName(style, 'K')} > ${rankName(style, 'Q')} > ${rankName(style, 'J')}.`,
    ].join('\n'),
    unters: `${rankName(style, 'J')}s`,
    anOber: withArticle(rankName(style, 'Q')),
    aHeart: withArticle(suitLabel(style, 'H').name.replace(/s$/, '')),
    aces: `${rankName(style, 'A')}s`,
  };
}

/** The deck a variant is played with when nobody names one: its deck_style default. */
function defaultDeck(variant: LupfenVariant): DeckStyle {
  return variant.options.find((o) => o.key === 'deck_style')?.default as DeckStyle;
}

/** The rules of `variant`, in the words of `deck` (default: the deck the variant's table shows). */
export function rulesText(variant: string, deck?: DeckStyle): string {
  const v = lupfenVariantOrFirst(variant);
  return v.words.rules(deckWords(deck ?? defaultDeck(v)));
}
