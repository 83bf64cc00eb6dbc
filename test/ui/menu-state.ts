// A menu state for tests: Lupfen classic with every seat human and nothing typed yet, so a test
// states only the rows it is about.
import { GAMES } from '../../src/games/registry.js';
import type { MenuState } from '../../src/ui/menu.js';

export function menuState(over: Partial<MenuState> = {}): MenuState {
  const players = over.players ?? 3;
  return {
    games: GAMES,
    game: 'lupfen',
    variant: 'classic',
    players,
    seats: Array.from({ length: players }, () => 'human'),
    names: Array.from({ length: players }, () => null),
    options: {},
    speed: 'normal',
    cursor: 0,
    ...over,
  };
}
