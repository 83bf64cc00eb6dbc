// Kloepper's one variant and its house-rule options (kloepper.md §2, §5), and their validation.
import type { OptionSpec, Options, Result, VariantInfo } from '../../contract/game.js';
import type { OptionValue } from '../../core/history-lines.js';
import { dealsOption, parseOptionValue } from '../options.js';
import type { KloepperOptions } from './types.js';

const OPTIONS: readonly OptionSpec[] = [
  { key: 'players', type: 'int', default: 4, min: 4, max: 4, summary: 'Number of players (always 4).' },
  {
    key: 'self_call',
    type: 'bool',
    default: false,
    summary: 'The holder of both black queens may call an ace he holds himself (scored as alone).',
  },
  {
    key: 'call_needs_suit',
    type: 'bool',
    default: false,
    summary: 'The caller must hold a plain card of the called suit; with no ace he may call, he goes alone.',
  },
  {
    key: 'target',
    type: 'int',
    default: 30,
    min: 1,
    max: 10_000,
    summary: 'Game points that end the match (the single highest total at or above it wins).',
  },
  dealsOption({ default: 0, min: 0, summary: 'A cap on the number of deals (0 = none); then the highest total wins.' }),
  { key: 'knocking', type: 'bool', default: true, summary: 'Allow knocks and counter-knocks.' },
];

export const KLOEPPER_VARIANTS: readonly VariantInfo[] = [
  {
    id: 'standard',
    name: 'Kloepper',
    summary: 'Black queens find each other; call an ace or go alone; knock for all six tricks; 30 game points.',
    minPlayers: 4,
    maxPlayers: 4,
    defaultPlayers: 4,
    // You hold both black queens: you declare (call an ace or go alone), then lead and follow.
    learnSeed: 'learn-24',
    options: OPTIONS,
    lengthKey: 'deals',
    endsByItself: true,
  },
];

export function resolveKloepperOptions(variant: string, players: number, raw: Readonly<Record<string, string>>): Result<Options> {
  if (variant !== 'standard') return { ok: false, reason: `unknown variant "${variant}" of kloepper; accepted: standard` };
  if (players !== 4) return { ok: false, reason: `kloepper is for exactly 4 players, not ${players}` };
  const out: Record<string, OptionValue> = {};
  for (const spec of OPTIONS) out[spec.key] = spec.default;
  for (const [key, text] of Object.entries(raw)) {
    const spec = OPTIONS.find((o) => o.key === key);
    if (!spec) {
      const keys = OPTIONS.filter((o) => o.key !== 'players').map((o) => o.key);
      return { ok: false, reason: `unknown option "${key}" for kloepper; accepted: ${keys.join(', ')}` };
    }
    const parsed = parseOptionValue(spec, text);
    if (!parsed.ok) return parsed;
    if (key === 'players') {
      if (parsed.value !== 4) return { ok: false, reason: `option players=${text} is not valid; kloepper is for exactly 4 players` };
      continue;
    }
    out[key] = parsed.value;
  }
  return { ok: true, value: out };
}

export function toKloepperOptions(options: Options): KloepperOptions {
  const bool = (k: string, d: boolean): boolean => (typeof options[k] === 'boolean' ? options[k] : d);
  const num = (k: string, d: number): number => (typeof options[k] === 'number' ? options[k] : d);
  return {
    players: 4,
    self_call: bool('self_call', false),
    call_needs_suit: bool('call_needs_suit', false),
    target: num('target', 30),
    deals: num('deals', 0),
    knocking: bool('knocking', true),
  };
}

export function defaultKloepperOptions(raw: Readonly<Record<string, string>> = {}): KloepperOptions {
  const r = resolveKloepperOptions('standard', 4, raw);
  if (!r.ok) throw new Error(r.reason);
  return toKloepperOptions(r.value);
}
