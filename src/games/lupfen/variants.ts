// Lupfen's variants, each a module (variant.ts): the list the menu, `list` and `--rule` read,
// and the one place a state's `variant` id becomes its module.
import type { Options, Result } from '../../contract/game.js';
import { resolveVariantOptions } from '../options.js';
import { classic } from './classic.js';
import type { LupfenVariant } from './variant.js';
import { vorarlberg } from './vorarlberg.js';

/** In the order `list` and the menu show them; the first is the default. */
export const LUPFEN_VARIANTS: readonly LupfenVariant[] = [classic, vorarlberg];

const BY_ID = new Map<string, LupfenVariant>(LUPFEN_VARIANTS.map((v) => [v.id, v]));

/** The module of the variant `id` (a state's or a view's `variant`, a match's config). */
export function lupfenVariant(id: string): LupfenVariant {
  const v = BY_ID.get(id);
  if (v === undefined) throw new Error(`lupfen: no variant "${id}"; known: ${LUPFEN_VARIANTS.map((x) => x.id).join(', ')}`);
  return v;
}

/**
 * The module of `id`, or the first variant for an id the rules do not know: a damaged file's
 * words are still read (callWords, rulesText), in the default variant's words.
 */
export function lupfenVariantOrFirst(id: string): LupfenVariant {
  return BY_ID.get(id) ?? LUPFEN_VARIANTS[0]!;
}

export function resolveLupfenOptions(variant: string, playerCount: number, raw: Readonly<Record<string, string>>): Result<Options> {
  return resolveVariantOptions('lupfen', LUPFEN_VARIANTS, variant, playerCount, raw);
}
