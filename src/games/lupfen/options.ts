// Lupfen's variants and house-rule options (lupfen.md §2, §5), and their validation.
import { DECK_STYLES, type DeckStyle } from '../../core/deck-style.js';
import type { OptionSpec, Options, Result, VariantInfo } from '../game.js';
import { resolveOptions } from '../options.js';
import type { LupfenOptions, LupfenVariant } from './types.js';

const players = (min: number, max: number): OptionSpec => ({
  key: 'players',
  type: 'int',
  default: 4,
  min,
  max,
  summary: `Number of players (${min}–${max}).`,
});

const deals: OptionSpec = {
  key: 'deals',
  type: 'int',
  default: 20,
  min: 0,
  max: 10_000,
  summary: 'Match length in deals (0 = until you quit).',
};

const CLASSIC_OPTIONS: readonly OptionSpec[] = [
  players(3, 5),
  { key: 'ante', type: 'int', default: 1, min: 1, max: 1000, summary: 'Paid into the pot by every player before every deal.' },
  { key: 'min_price', type: 'int', default: 1, min: 1, max: 1000, summary: 'Lowest price the lifter may name.' },
  { key: 'max_price', type: 'int', default: 10, min: 1, max: 1000, summary: 'Highest price the lifter may name (≥ min_price).' },
  deals,
  {
    key: 'deck_style',
    type: 'enum',
    default: 'swiss',
    values: ['swiss', 'german'],
    summary: 'Card labels: Swiss (Shields, Roses) or German (Leaves, Hearts).',
  },
  {
    key: 'no_trick_penalty',
    type: 'enum',
    default: 'none',
    values: ['none', 'price', 'pot'],
    summary: 'What a player who played and took no trick pays into the next pot: nothing, the price, or the pot.',
  },
];

const VORARLBERG_OPTIONS: readonly OptionSpec[] = [
  players(3, 6),
  { key: 'ante', type: 'int', default: 3, min: 1, max: 1000, summary: 'Paid by every player before every force (compulsory) round.' },
  deals,
  {
    key: 'deck_style',
    type: 'enum',
    default: 'german',
    values: ['german', 'swiss'],
    summary: 'Card labels: German (Leaves, Hearts) or Swiss (Shields, Roses).',
  },
  {
    key: 'dealer_stake',
    type: 'int',
    default: 0,
    min: 0,
    max: 999,
    multipleOf: 3,
    summary: 'Fee the dealer pays into the pot before every deal (multiple of 3; 0 = off).',
  },
  {
    key: 'shoving',
    type: 'bool',
    default: false,
    summary: 'The dealer may pay his fee and pass the deal on to his left (needs dealer_stake).',
  },
  { key: 'compulsory_hearts', type: 'bool', default: false, summary: 'When the lupf card is a Heart, everybody plays; nobody may pass.' },
  { key: 'compulsory_lupf', type: 'bool', default: false, summary: 'A player holding two or more Sows may not pass.' },
  {
    key: 'blind_lupf',
    type: 'bool',
    default: false,
    summary: 'A player may lupf before looking at his cards; then every trickless player pays double.',
  },
  {
    key: 'pass_before_lupf_final',
    type: 'bool',
    default: true,
    summary: 'Players who passed before the lupf stay out (false: they are offered "mit" too).',
  },
  {
    key: 'staender',
    type: 'bool',
    default: true,
    summary: 'Announce three cards of one suit ("Ständer") after the deal; no effect on play.',
  },
];

export const LUPFEN_VARIANTS: readonly VariantInfo[] = [
  {
    id: 'classic',
    name: 'Lupfen (Liechtenstein / classic)',
    summary: 'Ante every deal; the lifter names a price, the pot is split in thirds by tricks.',
    minPlayers: 3,
    maxPlayers: 5,
    defaultPlayers: 4,
    options: CLASSIC_OPTIONS,
    lengthKey: 'deals',
  },
  {
    id: 'vorarlberg',
    name: 'Lupfen (Vorarlberg / Allgäu, with force rounds)',
    summary: 'Force rounds when the pot is empty; lupf and "mit!"; a player without a trick pays the pot.',
    minPlayers: 3,
    maxPlayers: 6,
    defaultPlayers: 4,
    options: VORARLBERG_OPTIONS,
    lengthKey: 'deals',
  },
];

export function variantInfo(id: string): VariantInfo | undefined {
  return LUPFEN_VARIANTS.find((v) => v.id === id);
}

/** Defaults of a variant, resolved (players included). */
export function defaultOptions(variant: LupfenVariant, playerCount?: number): LupfenOptions {
  const result = resolveLupfenOptions(variant, playerCount ?? variantInfo(variant)!.defaultPlayers, {});
  if (!result.ok) throw new Error(result.reason);
  return toLupfenOptions(variant, result.value);
}

export function resolveLupfenOptions(variant: string, playerCount: number, raw: Readonly<Record<string, string>>): Result<Options> {
  const resolved = resolveOptions('lupfen', LUPFEN_VARIANTS, variant, playerCount, raw);
  if (!resolved.ok) return resolved;
  const out = resolved.value;
  if (variant === 'classic' && (out['min_price'] as number) > (out['max_price'] as number)) {
    return {
      ok: false,
      reason: `min_price=${out['min_price']} is above max_price=${out['max_price']}; min_price must be at most max_price`,
    };
  }
  if (variant === 'vorarlberg' && out['shoving'] === true && out['dealer_stake'] === 0) {
    return { ok: false, reason: 'shoving=true needs a dealer stake; set dealer_stake to 3, 6, 9 …' };
  }
  return resolved;
}

/** The typed options of a variant; options of the other variant get their inert values. */
export function toLupfenOptions(variant: LupfenVariant, options: Options): LupfenOptions {
  const num = (k: string, d: number): number => (typeof options[k] === 'number' ? options[k] : d);
  const bool = (k: string, d: boolean): boolean => (typeof options[k] === 'boolean' ? options[k] : d);
  const style = options['deck_style'];
  const penalty = options['no_trick_penalty'];
  return {
    players: num('players', 4),
    ante: num('ante', variant === 'classic' ? 1 : 3),
    deals: num('deals', 20),
    deck_style: (DECK_STYLES as readonly string[]).includes(style as string)
      ? (style as DeckStyle)
      : variant === 'classic'
        ? 'swiss'
        : 'german',
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

/** The options object of the history's `match` line: every option of the variant, resolved. */
export function optionsRecord(variant: LupfenVariant, opts: LupfenOptions): Record<string, number | boolean | string> {
  const info = variantInfo(variant)!;
  const out: Record<string, number | boolean | string> = {};
  for (const spec of info.options) out[spec.key] = opts[spec.key as keyof LupfenOptions];
  return out;
}
