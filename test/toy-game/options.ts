// Toy Trick's one variant and its options; the shared resolver does all the checking.
import type { OptionSpec, Options, Result, Variant } from '../../src/contract/game.js';
import { dealsOption, resolveVariantOptions } from '../../src/games/options.js';
import type { ToyTrickOptions } from './types.js';

const OPTIONS: readonly OptionSpec[] = [
  { key: 'players', type: 'int', default: 3, min: 3, max: 4, summary: 'Number of players (3–4).' },
  dealsOption({ default: 3, min: 0, summary: 'Match length in deals (0 = until you quit).' }),
  {
    key: 'trump_call',
    type: 'bool',
    default: true,
    summary: 'The player left of the dealer names trumps (or none) before the first lead.',
  },
];

export const TOY_TRICK_VARIANTS: readonly Variant[] = [
  {
    id: 'plain',
    name: 'Toy Trick',
    summary: 'Four cards each, follow suit, one point a trick.',
    minPlayers: 3,
    maxPlayers: 4,
    defaultPlayers: 3,
    options: OPTIONS,
    lengthKey: 'deals',
  },
];

export function resolveToyTrickOptions(variant: string, players: number, raw: Readonly<Record<string, string>>): Result<Options> {
  return resolveVariantOptions('toytrick', TOY_TRICK_VARIANTS, variant, players, raw);
}

/** The typed options of resolved ones (resolveToyTrickOptions checked them). */
export function toToyTrickOptions(options: Options): ToyTrickOptions {
  return {
    players: Number(options['players']),
    deals: Number(options['deals']),
    trump_call: options['trump_call'] !== false,
  };
}
