// Lupfen's house-rule options (lupfen.md §2, §5): the specs both variants share, and the typed
// options the rules read. Each variant's own specs and checks are in its module (classic.ts,
// vorarlberg.ts).
import { DECK_STYLES, type DeckStyle } from '../../core/deck-style.js';
import type { OptionSpec, Options } from '../../contract/game.js';
import { dealsOption } from '../options.js';
import type { LupfenOptions } from './types.js';
import type { LupfenVariant } from './variant.js';

export const playersSpec = (min: number, max: number): OptionSpec => ({
  key: 'players',
  type: 'int',
  default: 4,
  min,
  max,
  summary: `Number of players (${min}–${max}).`,
});

export const DEALS: OptionSpec = dealsOption({ default: 20, min: 0, summary: 'Match length in deals (0 = until you quit).' });

const DECK_LABELS: Readonly<Record<'swiss' | 'german', string>> = { swiss: 'Swiss (Shields, Roses)', german: 'German (Leaves, Hearts)' };

/** Both variants take both packs' labels; `first`, the one the variant's region plays with, is the default. */
export function deckStyleSpec(first: 'swiss' | 'german'): OptionSpec {
  const other = first === 'swiss' ? 'german' : 'swiss';
  return {
    key: 'deck_style',
    type: 'enum',
    default: first,
    values: [first, other],
    summary: `Card labels: ${DECK_LABELS[first]} or ${DECK_LABELS[other]}.`,
  };
}

/** The typed options of a variant; options the variant does not have get their inert values. */
export function toLupfenOptions(variant: LupfenVariant, options: Options): LupfenOptions {
  const dflt = (k: string): unknown => variant.options.find((o) => o.key === k)?.default;
  const num = (k: string, d: number): number => (typeof options[k] === 'number' ? options[k] : d);
  const bool = (k: string, d: boolean): boolean => (typeof options[k] === 'boolean' ? options[k] : d);
  const style = options['deck_style'];
  const penalty = options['no_trick_penalty'];
  return {
    players: num('players', 4),
    ante: num('ante', dflt('ante') as number),
    deals: num('deals', 20),
    deck_style: (DECK_STYLES as readonly string[]).includes(style as string) ? (style as DeckStyle) : (dflt('deck_style') as DeckStyle),
    min_price: num('min_price', 1),
    max_price: num('max_price', 10),
    no_trick_penalty: penalty === 'price' || penalty === 'pot' ? penalty : 'none',
    dealer_stake: num('dealer_stake', 0),
    shoving: bool('shoving', false),
    compulsory_hearts: bool('compulsory_hearts', false),
    compulsory_lupf: bool('compulsory_lupf', false),
    blind_lupf: bool('blind_lupf', false),
    pass_before_lupf_final: bool('pass_before_lupf_final', true),
    staender: bool('staender', true),
  };
}
