// Option specs read the same way everywhere (the CLI, the menu, `list`, sim and each game's own
// resolveOptions): defaults that depend on the player count, enums that mix numbers and words,
// and the option that says how long a match is.
import type { OptionSpec, OptionValue, Result, VariantInfo } from './game.js';

/** The default of `spec` with `players` at the table (OptionSpec.defaultByPlayers first). */
export function optionDefault(spec: OptionSpec, players: number): OptionValue {
  return spec.defaultByPlayers?.[players] ?? spec.default;
}

/** Every option's default for `players`, `players` itself included. */
export function defaultOptions(variant: VariantInfo, players: number): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const o of variant.options) out[o.key] = o.key === 'players' ? players : optionDefault(o, players);
  return out;
}

/** What `spec` accepts, for "…; accepted: …" messages. */
export function acceptedText(spec: OptionSpec): string {
  switch (spec.type) {
    case 'bool':
      return 'true or false';
    case 'enum':
      return (spec.values ?? []).map(String).join(', ');
    case 'int': {
      const range = `a whole number from ${spec.min ?? 0}${spec.max !== undefined ? ` to ${spec.max}` : ' up'}`;
      return spec.multipleOf && spec.multipleOf > 1 ? `${range}, a multiple of ${spec.multipleOf}` : range;
    }
  }
}

/**
 * A `--rule key=value` text as the value the history stores: ints and bools as such; an enum value
 * that reads as a number is stored as a number (Tøppen's drittsekk "8" → 8, "auto" stays a word).
 */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionValue> {
  const t = text.trim();
  const bad = (): Result<OptionValue> => ({ ok: false, reason: `--rule ${spec.key}=${text} is not accepted; ${spec.key} takes ${acceptedText(spec)}` });
  switch (spec.type) {
    case 'bool':
      return t === 'true' ? { ok: true, value: true } : t === 'false' ? { ok: true, value: false } : bad();
    case 'enum': {
      const hit = (spec.values ?? []).find((v) => String(v).toLowerCase() === t.toLowerCase());
      if (hit === undefined) return bad();
      return { ok: true, value: typeof hit === 'number' || !/^-?\d+$/.test(String(hit)) ? hit : Number(hit) };
    }
    case 'int': {
      if (!/^-?\d+$/.test(t)) return bad();
      const n = Number(t);
      if (n < (spec.min ?? 0) || (spec.max !== undefined && n > spec.max)) return bad();
      if (spec.multipleOf && spec.multipleOf > 1 && n !== 0 && n % spec.multipleOf !== 0) return bad();
      return { ok: true, value: n };
    }
  }
}

/** The spec of the option `--deals` sets (VariantInfo.lengthKey); null where a match ends on a target only. */
export function lengthOption(variant: VariantInfo): OptionSpec | null {
  if (variant.lengthKey === null) return null;
  return variant.options.find((o) => o.key === variant.lengthKey) ?? null;
}

/** The enum value `d` steps from `current` (values may mix numbers and words: 8, 4, "auto"). */
export function nextEnumValue(spec: OptionSpec, current: OptionValue, d: number): OptionValue {
  const values = spec.values ?? [];
  if (values.length === 0) return current;
  const i = values.findIndex((x) => String(x) === String(current));
  return values[(Math.max(0, i) + d + values.length * Math.abs(d)) % values.length]!;
}
