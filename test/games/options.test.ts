// The game-neutral option module: formatting, parsing and resolving any game's OptionSpecs.
import { describe, expect, it } from 'vitest';
import type { OptionSpec, VariantInfo } from '../../src/contract/game.js';
import { acceptedValues, defaultFor, describeDefault, parseOptionValue, resolveOptions } from '../../src/games/options.js';

const stake: OptionSpec = { key: 'stake', type: 'int', default: 0, min: 0, max: 99, multipleOf: 3, summary: 's' };
const open: OptionSpec = { key: 'open', type: 'int', default: 1, summary: 'o' };
const flag: OptionSpec = { key: 'flag', type: 'bool', default: false, summary: 'f' };
// Tøppen-like: numbers and a word in one enum.
const mixed: OptionSpec = { key: 'drittsekk', type: 'enum', default: 'auto', values: [8, 4, 'auto'], summary: 'd' };
const mixedText: OptionSpec = { key: 'limit', type: 'enum', default: '10', values: ['10', 'off'], summary: 'l' };
// Fipsen-like: the match length depends on the table.
const games: OptionSpec = {
  key: 'deals',
  type: 'int',
  default: 100,
  min: 0,
  max: 1000,
  defaultByPlayers: { 3: 120, 4: 100 },
  summary: 'g',
};

const VARIANTS: readonly VariantInfo[] = [
  {
    id: 'plain',
    name: 'Toy',
    summary: 'toy',
    minPlayers: 3,
    maxPlayers: 4,
    defaultPlayers: 4,
    options: [{ key: 'players', type: 'int', default: 4, min: 3, max: 4, summary: 'p' }, games, stake, flag, mixed],
    lengthKey: 'deals',
  },
  { id: 'other', name: 'Other', summary: 'o', minPlayers: 2, maxPlayers: 2, defaultPlayers: 2, options: [], lengthKey: null },
];

describe('acceptedValues', () => {
  it('reads each kind of spec in prose and in list columns', () => {
    expect(acceptedValues(stake)).toBe('a whole number from 0 to 99, a multiple of 3');
    expect(acceptedValues(stake, 'short')).toBe('int 0–99, ×3');
    expect(acceptedValues(open)).toBe('a whole number from 0 to ∞');
    expect(acceptedValues(open, 'short')).toBe('int 0–∞');
    expect(acceptedValues(flag)).toBe('true, yes, on, 1 or false, no, off, 0');
    expect(acceptedValues(flag, 'short')).toBe('true|false');
    expect(acceptedValues(mixed)).toBe('8, 4, auto');
    expect(acceptedValues(mixed, 'short')).toBe('8|4|auto');
  });
});

describe('defaults that depend on the table', () => {
  it('takes the player count’s default, else the plain one', () => {
    expect(defaultFor(games, 3)).toBe(120);
    expect(defaultFor(games, 4)).toBe(100);
    expect(defaultFor(games, 5)).toBe(100);
    expect(defaultFor(flag, 3)).toBe(false);
  });
  it('shows only the counts that differ', () => {
    expect(describeDefault(games)).toBe('100 (3 players: 120)');
    expect(describeDefault(flag)).toBe('false');
    expect(describeDefault({ ...flag, defaultByPlayers: { 3: false } })).toBe('false');
  });
});

describe('parseOptionValue', () => {
  it('stores an enum value that reads as a number as a number', () => {
    expect(parseOptionValue(mixed, '8')).toEqual({ ok: true, value: 8 });
    expect(parseOptionValue(mixed, ' auto ')).toEqual({ ok: true, value: 'auto' });
    expect(parseOptionValue(mixedText, '10')).toEqual({ ok: true, value: 10 });
    expect(parseOptionValue(mixedText, 'off')).toEqual({ ok: true, value: 'off' });
    expect(parseOptionValue(mixed, '5')).toEqual({ ok: false, reason: 'option drittsekk=5 is not valid; accepted: 8, 4, auto' });
    expect(parseOptionValue(mixed, '08')).toEqual({ ok: false, reason: 'option drittsekk=08 is not valid; accepted: 8, 4, auto' });
  });
  it('checks ranges and multiples of ints, and the words of bools', () => {
    expect(parseOptionValue(stake, '6')).toEqual({ ok: true, value: 6 });
    expect(parseOptionValue(stake, '4')).toEqual({
      ok: false,
      reason: 'option stake=4 is not valid; accepted: a whole number from 0 to 99, a multiple of 3',
    });
    expect(parseOptionValue(stake, '102').ok).toBe(false);
    expect(parseOptionValue(stake, '-3').ok).toBe(false);
    expect(parseOptionValue(stake, '3.0').ok).toBe(false);
    expect(parseOptionValue(open, '99999999999999999999').ok).toBe(false);
    expect(parseOptionValue(flag, 'Yes')).toEqual({ ok: true, value: true });
    expect(parseOptionValue(flag, 'off')).toEqual({ ok: true, value: false });
    expect(parseOptionValue(flag, 'maybe')).toEqual({
      ok: false,
      reason: 'option flag=maybe is not valid; accepted: true, yes, on, 1 or false, no, off, 0',
    });
  });
});

describe('resolveOptions', () => {
  it('fills every default for the table, then the raw values', () => {
    expect(resolveOptions('toy', VARIANTS, 'plain', 3, { drittsekk: '4', flag: 'true' })).toEqual({
      ok: true,
      value: { players: 3, deals: 120, stake: 0, flag: true, drittsekk: 4 },
    });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, {})).toEqual({
      ok: true,
      value: { players: 4, deals: 100, stake: 0, flag: false, drittsekk: 'auto' },
    });
  });
  it('refuses an unknown variant, a player count out of range and a disagreeing players option', () => {
    expect(resolveOptions('toy', VARIANTS, 'fancy', 4, {})).toEqual({
      ok: false,
      reason: 'unknown variant "fancy" of toy; accepted: plain, other',
    });
    expect(resolveOptions('toy', VARIANTS, 'plain', 5, {})).toEqual({ ok: false, reason: 'toy plain is for 3–4 players, not 5' });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, { players: '3' })).toEqual({
      ok: false,
      reason: 'option players=3 disagrees with --players 4',
    });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, { players: '4' }).ok).toBe(true);
  });
  it('refuses unknown keys, inherited names included', () => {
    const reason = (key: string): string => `unknown option "${key}" for toy plain; accepted: deals, stake, flag, drittsekk`;
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, { jokers: '2' })).toEqual({ ok: false, reason: reason('jokers') });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, JSON.parse('{"__proto__": "1"}') as Record<string, string>)).toEqual({
      ok: false,
      reason: reason('__proto__'),
    });
    const bare = Object.create(null) as Record<string, string>;
    bare['__proto__'] = '1';
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, bare)).toEqual({ ok: false, reason: reason('__proto__') });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, { constructor: 'x' })).toEqual({ ok: false, reason: reason('constructor') });
    expect(resolveOptions('toy', VARIANTS, 'plain', 4, { toString: 'x' })).toEqual({ ok: false, reason: reason('toString') });
  });
});
