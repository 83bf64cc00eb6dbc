// Lupfen matches with random bots for Lupfen's own tests (test/engine/helpers.ts for any game).
import type { Agent } from '../../../src/bots/agent.js';
import type { SeatInfo } from '../../../src/core/history-lines.js';
import type { HistorySink, MatchOptions } from '../../../src/engine/match.js';
import type { Options } from '../../../src/contract/game.js';
import { lupfen, type LupfenAction, type LupfenState, type LupfenView } from '../../../src/games/lupfen/index.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { TableController } from '../../../src/ui/controller.js';
import { optionsOf, playMatch, setupOf } from '../../engine/helpers.js';

type LupfenAgent = Agent<LupfenView, LupfenAction, LupfenState>;

export const lupfenOptions = (variant: string, players: number, raw: Record<string, string> = {}): Options =>
  optionsOf(lupfen, variant, players, raw);

export const lupfenSetup = (variant: string, players: number, seed: string, raw: Record<string, string> = {}, agents?: LupfenAgent[]) =>
  setupOf(lupfen, variant, players, seed, raw, agents);

/** Plays a whole random Lupfen match and returns its history text. */
export const playLupfen = (
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  opts: Omit<MatchOptions<LupfenState, LupfenAction>, 'sink'> & { sink?: HistorySink } = {},
) => playMatch(lupfen, variant, players, seed, raw, opts);

/** A live classic table's controller (speed normal, no waiting) with `bots` in the seats not human. */
export const lupfenTable = (seats: SeatInfo[], bots: (LupfenAgent | null)[]) =>
  new TableController({
    game: lupfen,
    ui: lupfenUi,
    seats,
    bots,
    variant: 'classic',
    speed: 'normal',
    ascii: false,
    sleep: async () => {},
  });
