// House-rule options of any game: how an OptionSpec's accepted values and default read, how a
// `--rule key=value` text becomes a value, and how a variant's options are resolved from defaults
// and raw texts. A game adds only its cross-field checks (e.g. Lupfen's min_price ≤ max_price).
import { shortText } from '../core/safe-text.js';
import type { OptionSpec, Options, Result, Variant, VariantInfo } from '../contract/game.js';
import type { OptionValue } from '../core/history-lines.js';

/** The words a bool option takes for each value (`--rule shoving=yes`), in the order messages list them. */
const BOOL_WORDS = { true: ['true', 'yes', 'on', '1'], false: ['false', 'no', 'off', '0'] } as const;

/**
 * The values a spec accepts. `prose` for error messages ("a whole number from 1 to 10", "true,
 * yes, on, 1 or false, no, off, 0", "8, 4, auto"), `short` for the columns of `cardtable list`
 * ("int 1–10", "true|false").
 */
export function acceptedValues(spec: OptionSpec, form: 'prose' | 'short' = 'prose'): string {
  switch (spec.type) {
    case 'bool':
      return form === 'prose' ? `${BOOL_WORDS.true.join(', ')} or ${BOOL_WORDS.false.join(', ')}` : 'true|false';
    case 'enum':
      return (spec.values ?? []).join(form === 'prose' ? ', ' : '|');
    case 'int': {
      if (form === 'short') {
        const range = spec.min !== undefined && spec.min === spec.max ? `${spec.min}` : `${spec.min ?? 0}–${spec.max ?? '∞'}`;
        return spec.multipleOf ? `int ${range}, ×${spec.multipleOf}` : `int ${range}`;
      }
      const range = `a whole number from ${spec.min ?? 0} to ${spec.max ?? '∞'}`;
      return spec.multipleOf ? `${range}, a multiple of ${spec.multipleOf}` : range;
    }
  }
}

/** Whether `spec` applies at a table of `players` (OptionSpec.players). */
export function appliesAt(spec: OptionSpec, players: number): boolean {
  return spec.players === undefined || spec.players.includes(players);
}

/** The options of `variant` that apply at a table of `players`, `players` itself included. */
export function optionsAt(variant: VariantInfo, players: number): OptionSpec[] {
  return variant.options.filter((o) => appliesAt(o, players));
}

/** "with 5 players only", "with 3 or 5 players only": where an option applies, for `list` and messages. */
export function whereApplies(spec: OptionSpec): string | null {
  const counts = spec.players;
  if (counts === undefined) return null;
  const list = counts.length <= 1 ? String(counts[0] ?? 'no') : `${counts.slice(0, -1).join(', ')} or ${counts[counts.length - 1]}`;
  return `with ${list} players only`;
}

/** The reason `--rule key=…` is refused at `players` where `spec` does not apply. */
export function notHereReason(gameId: string, variant: VariantInfo, spec: OptionSpec, players: number): string {
  const here = optionsAt(variant, players)
    .filter((o) => o.key !== 'players')
    .map((o) => o.key);
  return `option ${spec.key} applies ${whereApplies(spec)}, not with ${players}; options of ${gameId} ${variant.id} with ${players} players: ${here.join(', ') || 'none'}`;
}

/** The default of a spec at a table of `players`. */
export function defaultFor(spec: OptionSpec, players: number): OptionValue {
  const byPlayers = spec.defaultByPlayers;
  if (byPlayers && Object.hasOwn(byPlayers, players)) return byPlayers[players]!;
  return spec.default;
}

/** Every option's default for `players`, `players` itself included. */
export function defaultOptions(variant: VariantInfo, players: number): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const o of optionsAt(variant, players)) out[o.key] = o.key === 'players' ? players : defaultFor(o, players);
  return out;
}

/**
 * A match length in deals, the option `--deals` sets in every game: up to 10 000 deals. `min` 0
 * lets a match go on until it is quit or reaches its target; `defaultByPlayers` as OptionSpec's.
 */
export function dealsOption(o: {
  readonly default: number;
  readonly defaultByPlayers?: Readonly<Record<number, number>>;
  readonly min: 0 | 1;
  readonly summary: string;
}): OptionSpec {
  // The keys in the order every spec has them: `cardtable list --json` prints them as they stand.
  return {
    key: 'deals',
    type: 'int',
    default: o.default,
    ...(o.defaultByPlayers ? { defaultByPlayers: o.defaultByPlayers } : {}),
    min: o.min,
    max: 10_000,
    summary: o.summary,
  };
}

/** The spec of the option `--deals` sets (VariantInfo.lengthKey); null where a match ends on a target only. */
export function lengthOption(variant: VariantInfo): OptionSpec | null {
  if (variant.lengthKey === null) return null;
  return variant.options.find((o) => o.key === variant.lengthKey) ?? null;
}

/** What a match length of 0 means in `variant`: a cap left off, or a match that runs until quit. */
export function zeroLengthMeans(variant: VariantInfo): string {
  return variant.endsByItself ? 'no cap: the match ends at its target' : 'until you quit';
}

/** "4" or "3–5": the player counts a variant takes, as messages and the menu say them. */
export function playerRange(variant: Pick<VariantInfo, 'minPlayers' | 'maxPlayers'>): string {
  return variant.minPlayers === variant.maxPlayers ? `${variant.minPlayers}` : `${variant.minPlayers}–${variant.maxPlayers}`;
}

/** The enum value `d` steps from `current` (values may mix numbers and words: 8, 4, "auto"). */
export function nextEnumValue(spec: OptionSpec, current: OptionValue, d: number): OptionValue {
  const values = spec.values ?? [];
  if (values.length === 0) return current;
  const i = values.findIndex((x) => String(x) === String(current));
  return values[(Math.max(0, i) + d + values.length * Math.abs(d)) % values.length]!;
}

/** The default as `cardtable list` shows it: "20", or "100 (3 players: 120)" where it depends on the table. */
export function describeDefault(spec: OptionSpec): string {
  const byPlayers = spec.defaultByPlayers;
  if (!byPlayers) return String(spec.default);
  const differing = Object.keys(byPlayers)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((n) => byPlayers[n] !== spec.default)
    .map((n) => `${n} players: ${String(byPlayers[n])}`);
  return differing.length === 0 ? String(spec.default) : `${String(spec.default)} (${differing.join(', ')})`;
}

/**
 * The value a `--rule key=value` text gives. An enum value that reads as a whole number is a
 * number ("8" → 8 for Tøppen's drittsekk 8, 4 or "auto"), whether the spec lists it as 8 or "8".
 */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionValue> {
  const bad = (): Result<never> => ({
    ok: false,
    reason: `option ${spec.key}=${shortText(text)} is not valid; accepted: ${acceptedValues(spec)}`,
  });
  switch (spec.type) {
    case 'bool': {
      const t = text.trim().toLowerCase();
      if ((BOOL_WORDS.true as readonly string[]).includes(t)) return { ok: true, value: true };
      if ((BOOL_WORDS.false as readonly string[]).includes(t)) return { ok: true, value: false };
      return bad();
    }
    case 'enum': {
      const t = text.trim().toLowerCase();
      const match = spec.values?.find((v) => String(v).toLowerCase() === t);
      if (match === undefined) return bad();
      return { ok: true, value: typeof match === 'string' && /^\d+$/.test(match) ? Number(match) : match };
    }
    case 'int': {
      if (!/^\s*\d+\s*$/.test(text)) return bad();
      const n = Number(text);
      if (!Number.isSafeInteger(n)) return bad();
      if (spec.min !== undefined && n < spec.min) return bad();
      if (spec.max !== undefined && n > spec.max) return bad();
      if (spec.multipleOf && n % spec.multipleOf !== 0) return bad();
      return { ok: true, value: n };
    }
  }
}

/**
 * Every option of `variant` of game `gameId`: the defaults at this player count, overridden by the
 * raw `--rule` texts. Refuses an unknown variant, a player count outside the variant's range, an
 * unknown key (`__proto__` and other inherited names included, since only the specs' keys are
 * looked up), a value the spec does not accept, and a `players` option that disagrees with the
 * player count. Messages name what was wrong and what is accepted, in one line.
 */
export function resolveOptions(
  gameId: string,
  variants: readonly VariantInfo[],
  variant: string,
  playerCount: number,
  raw: Readonly<Record<string, string>>,
): Result<Options> {
  const info = variants.find((v) => v.id === variant);
  if (!info) {
    return { ok: false, reason: `unknown variant "${shortText(variant)}" of ${gameId}; accepted: ${variants.map((v) => v.id).join(', ')}` };
  }
  if (!Number.isInteger(playerCount) || playerCount < info.minPlayers || playerCount > info.maxPlayers) {
    return {
      ok: false,
      reason: `${gameId} ${variant} is for ${playerRange(info)} players, not ${playerCount}`,
    };
  }
  const out: Record<string, OptionValue> = {};
  for (const spec of optionsAt(info, playerCount)) out[spec.key] = defaultFor(spec, playerCount);
  out['players'] = playerCount;
  for (const [key, text] of Object.entries(raw)) {
    const spec = info.options.find((o) => o.key === key);
    if (!spec && info.leftOut && Object.hasOwn(info.leftOut, key)) {
      return { ok: false, reason: `option ${key} of ${gameId} ${variant} is left out: ${info.leftOut[key]}` };
    }
    if (!spec) {
      const keys = optionsAt(info, playerCount)
        .filter((o) => o.key !== 'players')
        .map((o) => o.key);
      return { ok: false, reason: `unknown option "${shortText(key)}" for ${gameId} ${variant}; accepted: ${keys.join(', ')}` };
    }
    if (!appliesAt(spec, playerCount)) return { ok: false, reason: notHereReason(gameId, info, spec, playerCount) };
    const parsed = parseOptionValue(spec, text);
    if (!parsed.ok) return parsed;
    if (key === 'players') {
      if (parsed.value !== playerCount) {
        return { ok: false, reason: `option players=${shortText(text)} disagrees with --players ${playerCount}` };
      }
      continue;
    }
    out[key] = parsed.value;
  }
  return { ok: true, value: out };
}

/** `resolveOptions`, then the variant module's own checks across options (Variant.checkOptions). */
export function resolveVariantOptions(
  gameId: string,
  variants: readonly Variant[],
  variant: string,
  playerCount: number,
  raw: Readonly<Record<string, string>>,
): Result<Options> {
  const resolved = resolveOptions(gameId, variants, variant, playerCount, raw);
  if (!resolved.ok) return resolved;
  const reason = variants.find((v) => v.id === variant)?.checkOptions?.(resolved.value) ?? null;
  return reason === null ? resolved : { ok: false, reason };
}
