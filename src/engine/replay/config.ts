// The rules a history was played under, read from its match line: the variant, the player count
// and every option, each checked against what the game accepts at that table.
import type { MatchLine } from '../../core/history-lines.js';
import type { Game, MatchConfig, OptionSpec, Result } from '../../contract/game.js';
import { appliesAt, optionsAt } from '../../games/options.js';

/** The rules a history was played under, resolved by the game (defaults fill missing options). */
export function configFromMatchLine<S, A, V>(game: Game<S, A, V>, match: MatchLine, name: string): Result<MatchConfig> {
  const variant = game.variants.find((vi) => vi.id === match.variant);
  if (!variant) {
    return {
      ok: false,
      reason: `${name}:1: unknown ${game.id} variant "${match.variant}"; known: ${game.variants.map((vi) => vi.id).join(', ')}`,
    };
  }
  // Only the options that apply at this table (OptionSpec.players) are named, and must be.
  const bad = checkOptionTypes(optionsAt(variant, match.players), match.options);
  if (bad) return { ok: false, reason: `${name}:1: ${bad}` };
  const optPlayers = match.options['players'];
  // One reference example omits options.players: the top-level `players` then decides.
  const players = typeof optPlayers === 'number' ? optPlayers : match.players;
  if (players !== match.players) {
    return { ok: false, reason: `${name}:1: "players" is ${match.players} but options.players is ${players}` };
  }
  // No prototype: an option named `__proto__` must reach the game as an unknown key, not vanish.
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, val] of Object.entries(match.options)) {
    const spec = variant.options.find((o) => o.key === k);
    // Another program may write every option of the reference rules: one that does not apply at
    // this table (Großenaspe's five_mode with 4 players) or that this program leaves out
    // (VariantInfo.leftOut) changed nothing in the play, so it is read past.
    if (spec ? !appliesAt(spec, players) : variant.leftOut !== undefined && Object.hasOwn(variant.leftOut, k)) continue;
    if (k !== 'players') raw[k] = String(val);
  }
  const options = game.resolveOptions(variant.id, players, raw);
  if (!options.ok) return { ok: false, reason: `${name}:1: ${options.reason}` };
  for (const [k, val] of Object.entries(options.value)) {
    if (k !== 'players' && match.options[k] !== val)
      return { ok: false, reason: `${name}:1: options.${k} is ${JSON.stringify(match.options[k])}, read as ${JSON.stringify(val)}` };
  }
  return { ok: true, value: { variant: variant.id, players, options: options.value } };
}

/**
 * history.md: `options` holds the complete resolved rule set. Every option of the variant must be
 * there with a value of its type (`players` may be left out: the top-level field says it).
 */
function checkOptionTypes(specs: readonly OptionSpec[], options: Readonly<Record<string, unknown>>): string | null {
  for (const spec of specs) {
    const val = options[spec.key];
    if (val === undefined) {
      if (spec.key === 'players') continue;
      return `"options" lacks "${spec.key}"; a history names every option of its variant`;
    }
    // An enum may mix numbers and words (Tøppen's drittsekk is 8, 4 or "auto"): its value must be one of them, as typed.
    const bad =
      spec.type === 'enum'
        ? !(spec.values ?? []).some((v) => v === val)
        : typeof val !== (spec.type === 'bool' ? 'boolean' : 'number') || (spec.type === 'int' && !Number.isInteger(val));
    if (bad) {
      return `options.${spec.key} is ${JSON.stringify(val)}, not ${spec.type === 'int' ? 'a whole number' : spec.type === 'bool' ? 'true or false' : `one of ${(spec.values ?? []).join(', ')}`}`;
    }
  }
  return null;
}
