// The menu shows an option only at the player counts where it applies (OptionSpec.players), and
// starts a match with it only there: the seams test game's eight_mode, with 8 players only.
import { describe, expect, it } from 'vitest';
import { changeRow, menuChoice, menuRows, type MenuState } from '../../src/ui/menu.js';
import { menuState } from './menu-state.js';
import { seams } from './seams-game.js';

// The menu offers the games the command line hands it: here the seams test game alone.
const GAMES = [{ id: 'seams', name: 'Seams', summary: 'test game', game: seams }];

const optionKeys = (s: MenuState): string[] => menuRows(s).flatMap((r) => (r.kind === 'option' ? [r.spec.key] : []));

describe('menu: an option that applies with 8 players only', () => {
  const at4 = menuState({
    games: GAMES,
    game: 'seams',
    variant: 'plain',
    players: 4,
    seats: ['human', 'bot:random', 'bot:random', 'bot:random'],
    options: { rounds: 2, eight_mode: 'pairs' },
  });

  it('is not a row at 4 players and is one at 8', () => {
    expect(optionKeys(at4)).toEqual(['rounds']);
    let s = at4;
    for (let i = 0; i < 4; i++) s = changeRow(s, { kind: 'players' }, 1);
    expect(s.players).toBe(8);
    expect(optionKeys(s)).toEqual(['rounds', 'eight_mode']);
  });

  it('goes into the match options at 8 players only', () => {
    let s8 = at4;
    for (let i = 0; i < 4; i++) s8 = changeRow(s8, { kind: 'players' }, 1);
    const spec = menuRows(s8).find((r) => r.kind === 'option' && r.spec.key === 'eight_mode')!;
    s8 = changeRow(s8, spec, 1);
    expect(menuChoice(s8).match.options).toEqual({ eight_mode: 'teams' });
    // Back to 4 players: the changed value stays in the menu's memory but is not sent.
    let s4 = s8;
    for (let i = 0; i < 4; i++) s4 = changeRow(s4, { kind: 'players' }, -1);
    expect(s4.options['eight_mode']).toBe('teams');
    expect(menuChoice(s4).match.options).not.toHaveProperty('eight_mode');
  });
});
