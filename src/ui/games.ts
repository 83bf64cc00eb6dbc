// The table adapter of each playable game.
import type { AnyGameUi } from './game-ui.js';
import { lupfenUi } from '../games/lupfen/ui/index.js';

const UIS: Record<string, AnyGameUi> = { lupfen: lupfenUi };

export function uiFor(gameId: string): AnyGameUi {
  const ui = UIS[gameId];
  if (!ui) throw new Error(`no table screen for game "${gameId}" yet`);
  return ui;
}
