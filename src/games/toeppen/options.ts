// Tøppen's single variant and its house-rule options (toeppen.md §2, §5), and their validation.
import type { OptionSpec, Options, Result, VariantInfo } from '../../contract/game.js';
import { dealsOption, parseOptionValue } from '../options.js';
import type { DrittsekkOption, ToeppenOptions } from './types.js';

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 8;

const TOEPPEN_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'players',
    type: 'int',
    default: 4,
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    summary: `Number of players (${MIN_PLAYERS}–${MAX_PLAYERS}).`,
  },
  {
    key: 'drittsekk',
    type: 'enum',
    default: 8,
    values: [8, 4, 'auto'],
    summary: 'Undealt cards: 8, 4, or auto (8 up to six players, 4 from seven); sets the pack size.',
  },
  dealsOption({ default: 10, min: 0, summary: 'Match length in deals (0 = until you quit).' }),
  {
    key: 'fine_label',
    type: 'enum',
    default: 'units',
    values: ['units', 'pencil', 'finger'],
    summary: 'What a fine unit is called: units, pencil or finger.',
  },
  { key: 'show_pints', type: 'bool', default: true, summary: 'Also show totals in pints (16 units to the pint).' },
];

export const TOEPPEN_VARIANTS: readonly VariantInfo[] = [
  {
    id: 'standard',
    name: 'Tøppen',
    summary: 'Four cards, only the last trick counts; knock to raise the fine, fold or say "pah".',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    defaultPlayers: 4,
    // Ten decisions: fold or stay at the start, a knock to answer, and the plays to the last trick.
    learnSeed: 'learn-12',
    options: TOEPPEN_OPTIONS,
    lengthKey: 'deals',
  },
];

export function resolveToeppenOptions(variant: string, playerCount: number, raw: Readonly<Record<string, string>>): Result<Options> {
  const info = TOEPPEN_VARIANTS[0]!;
  if (variant !== info.id) return { ok: false, reason: `unknown variant "${variant}" of toeppen; accepted: ${info.id}` };
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    return { ok: false, reason: `toeppen is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${playerCount}` };
  }
  const out: Record<string, number | boolean | string> = {};
  for (const spec of info.options) out[spec.key] = spec.default;
  out['players'] = playerCount;
  for (const [key, text] of Object.entries(raw)) {
    const spec = info.options.find((o) => o.key === key);
    if (!spec) {
      const keys = info.options.filter((o) => o.key !== 'players').map((o) => o.key);
      return { ok: false, reason: `unknown option "${key}" for toeppen; accepted: ${keys.join(', ')}` };
    }
    const parsed = parseOptionValue(spec, text);
    if (!parsed.ok) return parsed;
    if (key === 'players') {
      if (parsed.value !== playerCount) return { ok: false, reason: `option players=${text} disagrees with --players ${playerCount}` };
      continue;
    }
    out[key] = parsed.value;
  }
  return { ok: true, value: out };
}

/** The typed options; anything unexpected falls back to the default. */
export function toToeppenOptions(options: Options): ToeppenOptions {
  const d = options['drittsekk'];
  const label = options['fine_label'];
  return {
    players: typeof options['players'] === 'number' ? options['players'] : 4,
    drittsekk: d === 4 || d === 'auto' ? d : 8,
    deals: typeof options['deals'] === 'number' ? options['deals'] : 10,
    fine_label: label === 'pencil' || label === 'finger' ? label : 'units',
    show_pints: typeof options['show_pints'] === 'boolean' ? options['show_pints'] : true,
  };
}

/** R3: the drittsekk size D for `players` under the option. */
export function drittsekkSize(option: DrittsekkOption, players: number): number {
  if (option === 'auto') return players <= 6 ? 8 : 4;
  return option;
}
