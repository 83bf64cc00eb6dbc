// Fipsen's house-rule options (fipsen.md §5), resolved by the variant that owns them.
import type { Options, Result } from '../../contract/game.js';
import { FIPSEN_VARIANTS } from './variants.js';

export function resolveFipsenOptions(variant: string, players: number, raw: Readonly<Record<string, string>>): Result<Options> {
  const v = FIPSEN_VARIANTS[variant];
  if (!v) return { ok: false, reason: `unknown variant "${variant}" of fipsen; accepted: ${Object.keys(FIPSEN_VARIANTS).join(', ')}` };
  return v.resolveOptions(players, raw);
}
