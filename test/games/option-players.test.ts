// Options that apply at some player counts only (OptionSpec.players; Fipsen's five_mode at 5),
// on the seams game's eight_mode, which applies with 8 players only: `list` says where, `--rule`
// and the shared resolver refuse it elsewhere with one clear line, defaults leave it out, and a
// history that names it elsewhere is read without it.
import { describe, expect, it } from 'vitest';
import { rawOptions } from '../../src/cli/config.js';
import { listText } from '../../src/cli/list.js';
import { defaultOptions, optionsAt, resolveOptions } from '../../src/games/options.js';
import type { MatchLine } from '../../src/core/history-lines.js';
import { configFromMatchLine } from '../../src/engine/replay.js';
import { seams } from '../ui/seams-game.js';

const variant = seams.variants[0]!;
const keys = (players: number) => optionsAt(variant, players).map((o) => o.key);

describe('an option that applies with 8 players only', () => {
  it('is among the options at 8 players and not at 4 (what the menu shows)', () => {
    expect(keys(8)).toEqual(['players', 'rounds', 'eight_mode']);
    expect(keys(4)).toEqual(['players', 'rounds']);
  });

  it('`list` says where it applies', () => {
    const text = listText([{ id: 'seams', name: 'Seams', summary: 'test game', game: seams }]);
    expect(text).toMatch(/\n +eight_mode +pairs\|teams +default pairs +how eight sit \(with 8 players only\)\n/);
    expect(text).toMatch(/\n +rounds .*deals\n/);
  });

  it('--rule refuses it at 4 players, naming where it applies and what applies here; accepts it at 8', () => {
    expect(rawOptions('seams', variant, 4, { rule: ['eight_mode=teams'] })).toEqual({
      ok: false,
      reason: 'option eight_mode applies with 8 players only, not with 4; options of seams plain with 4 players: rounds',
    });
    const at8 = rawOptions('seams', variant, 8, { rule: ['eight_mode=teams'] });
    expect(at8.ok && at8.value['eight_mode']).toBe('teams');
  });

  it('the shared resolver: refused at 4, accepted at 8, and a default only where it applies', () => {
    expect(resolveOptions('seams', seams.variants, 'plain', 4, { eight_mode: 'teams' })).toEqual({
      ok: false,
      reason: 'option eight_mode applies with 8 players only, not with 4; options of seams plain with 4 players: rounds',
    });
    expect(resolveOptions('seams', seams.variants, 'plain', 8, { eight_mode: 'teams' })).toEqual({
      ok: true,
      value: { players: 8, rounds: 1, eight_mode: 'teams' },
    });
    expect(defaultOptions(variant, 4)).toEqual({ players: 4, rounds: 2 });
    expect(defaultOptions(variant, 8)).toEqual({ players: 8, rounds: 1, eight_mode: 'pairs' });
  });

  it('a history must name it where it applies; elsewhere it is read past (it changed nothing there)', () => {
    const line = (players: number, options: Record<string, unknown>) =>
      ({ type: 'match', game: 'seams', variant: 'plain', players, options }) as unknown as MatchLine;
    expect(configFromMatchLine(seams, line(4, { players: 4, rounds: 2, eight_mode: 'pairs' }), 'h.jsonl')).toEqual({
      ok: true,
      value: { variant: 'plain', players: 4, options: { players: 4, rounds: 2 } },
    });
    expect(configFromMatchLine(seams, line(8, { players: 8, rounds: 1 }), 'h.jsonl')).toEqual({
      ok: false,
      reason: 'h.jsonl:1: "options" lacks "eight_mode"; a history names every option of its variant',
    });
    expect(configFromMatchLine(seams, line(4, { players: 4, rounds: 2 }), 'h.jsonl').ok).toBe(true);
  });
});
