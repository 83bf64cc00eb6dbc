// Options read from the spec: defaults by player count, enums mixing numbers and words, and
// `--deals` setting whichever option the variant names as its match length.
import { describe, expect, it } from 'vitest';
import { rawOptions } from '../../src/cli/config.js';
import { describeDefault } from '../../src/games/options.js';
import type { OptionSpec, VariantInfo } from '../../src/contract/game.js';
import { defaultOptions, nextEnumValue, defaultFor, parseOptionValue } from '../../src/games/options.js';
import { GAMES } from '../../src/games/registry.js';

const drittsekk: OptionSpec = { key: 'drittsekk', type: 'enum', default: 8, values: [8, 4, 'auto'], summary: 'undealt cards' };
const length: OptionSpec = { key: 'deals', type: 'int', default: 100, min: 0, defaultByPlayers: { 3: 120 }, summary: 'deals' };
const games: OptionSpec = { key: 'games', type: 'int', default: 10, min: 1, summary: 'games' };
const variant = (lengthKey: VariantInfo['lengthKey'], options: OptionSpec[]): VariantInfo => ({
  id: 'v',
  name: 'V',
  summary: '',
  minPlayers: 3,
  maxPlayers: 8,
  defaultPlayers: 4,
  options: [{ key: 'players', type: 'int', default: 4, min: 3, max: 8, summary: 'players' }, ...options],
  lengthKey,
});

describe('option values', () => {
  it('a mixed enum stores "8" as the number 8 and "auto" as a word; anything else is refused in one line', () => {
    expect(parseOptionValue(drittsekk, '8')).toEqual({ ok: true, value: 8 });
    expect(parseOptionValue(drittsekk, 'AUTO')).toEqual({ ok: true, value: 'auto' });
    const bad = parseOptionValue(drittsekk, '6');
    expect(bad).toEqual({ ok: false, reason: 'option drittsekk=6 is not valid; accepted: 8, 4, auto' });
  });

  it('the menu steps through a mixed enum by value, numbers staying numbers', () => {
    expect(nextEnumValue(drittsekk, 8, 1)).toBe(4);
    expect(nextEnumValue(drittsekk, 4, 1)).toBe('auto');
    expect(nextEnumValue(drittsekk, 'auto', 1)).toBe(8);
    expect(nextEnumValue(drittsekk, 8, -1)).toBe('auto');
  });

  it('defaults follow the number of players where the spec says so', () => {
    expect(defaultFor(length, 3)).toBe(120);
    expect(defaultFor(length, 4)).toBe(100);
    expect(defaultOptions(variant('deals', [length, drittsekk]), 3)).toEqual({ players: 3, deals: 120, drittsekk: 8 });
    expect(describeDefault(length)).toBe('100 (3 players: 120)');
    expect(describeDefault(drittsekk)).toBe('8');
  });
});

describe('the CLI’s raw options', () => {
  it('--deals sets the variant’s length option, whatever its name', () => {
    expect(rawOptions('g', variant('deals', [length]), 4, { deals: '7' })).toEqual({ ok: true, value: { deals: '7' } });
    expect(rawOptions('g', variant('games', [games]), 4, { deals: '3' })).toEqual({ ok: true, value: { games: '3' } });
  });

  it('--deals is refused with one line where a match ends on its target only', () => {
    const r = rawOptions('kloepper', variant(null, [drittsekk]), 4, { deals: '5' });
    expect(r).toEqual({
      ok: false,
      reason: '--deals: kloepper v has no set number of deals (a match ends on its target); leave --deals out',
    });
  });

  it('fills the player-count default of options nobody named, and leaves named ones alone', () => {
    expect(rawOptions('g', variant('deals', [length]), 3, {})).toEqual({ ok: true, value: { deals: '120' } });
    expect(rawOptions('g', variant('deals', [length]), 4, {})).toEqual({ ok: true, value: {} });
    expect(rawOptions('g', variant('deals', [length]), 3, { rule: ['deals=9'] })).toEqual({ ok: true, value: { deals: '9' } });
  });

  it.each(GAMES.filter((g) => g.game).map((g) => [g.id, g.game!] as const))('%s’s options come through unchanged', (id, game) => {
    for (const v of game.variants)
      expect(rawOptions(id, v, v.defaultPlayers, { deals: '5', rule: ['x=1'] })).toEqual({
        ok: true,
        value: { [v.lengthKey ?? 'deals']: '5', x: '1' },
      });
  });
});

describe('sim’s table in the game’s unit', () => {
  it('says that fewer is better where the returns are fines, whatever the unit is called, and leaves other units as they were', async () => {
    const { simTable } = await import('../../src/cli/sim.js');
    const base = {
      format: 'cardtable-sim',
      formatVersion: 1,
      app: 'x',
      game: 'g',
      variant: 'v',
      players: 4,
      options: {},
      seed: 's',
      matches: 1,
      deals: 2,
      duplicate: false,
      seats: [],
      agents: [],
      decisionMs: {},
      seconds: 0,
    };
    expect(simTable({ ...base, unit: 'fines' } as Parameters<typeof simTable>[0], 'fines')).toContain('fines/deal (fewer is better)');
    // The utility kind decides, not the unit's name: pencils counted as fines, a game scoring "fines" as points.
    expect(simTable({ ...base, unit: 'pencils' } as Parameters<typeof simTable>[0], 'fines')).toContain('pencils/deal (fewer is better)');
    expect(simTable({ ...base, unit: 'fines' } as Parameters<typeof simTable>[0], 'general-sum')).not.toContain('better');
    const chips = simTable({ ...base, unit: 'chips' } as Parameters<typeof simTable>[0], 'constant-sum');
    expect(chips).toContain('chips/deal');
    expect(chips).not.toContain('better');
    expect(chips.split('\n')[0]).toBe('g v, 4 players, 1 match, 2 deals, seed s (0.0 s)');
    const one = simTable({ ...base, matches: 3, deals: 1, unit: 'chips' } as Parameters<typeof simTable>[0], 'constant-sum');
    expect(one.split('\n')[0]).toBe('g v, 4 players, 3 matches, 1 deal, seed s (0.0 s)');
  });
});
