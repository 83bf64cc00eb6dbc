// A game module assembled from its folder's parts, the same way for every game: rules.ts supplies
// the moves, codec.ts the history lines, rules-text.ts the words, and the game states once who it is (id,
// name, unit) and what differs. What every game's state keeps alike (balances, dealNo, result,
// TableState in rules-shared.ts) is read here, so no game writes those accessors again.
import type { Game } from '../contract/game.js';
import type { TableState } from './rules-shared.js';

/** Who the game is, stated once on one line of its index.ts. */
export type GameAbout = Pick<Game<unknown, unknown, unknown>, 'id' | 'name' | 'unit'>;

/** What a game's rules.ts exports: the moves of the match. */
export type GameRules<S, A, V> = Pick<Game<S, A, V>, 'setup' | 'turn' | 'legalActions' | 'drawChance' | 'apply' | 'quit' | 'result'>;

/** What a game's codec.ts exports: actions to history lines and back. */
export type GameCodec<S, A, V> = Pick<Game<S, A, V>, 'encodeAction' | 'decodeLine' | 'actionKey' | 'writeOnlyChoice'>;

/** What a game's rules-text.ts exports: an action in words, and the rules. */
export type GameText<S, A, V> = Pick<Game<S, A, V>, 'describeAction' | 'rulesText'>;

/**
 * A game as its index.ts states it: the modules of its folder (`import * as rules from
 * './rules.js'` …) and the members only it knows. `balances`, `returns` (default: the balances)
 * and `dealNumber` may be left out where the state's own fields say them.
 */
export type GameParts<S, A, V> = Omit<
  Game<S, A, V>,
  keyof GameAbout | keyof GameRules<S, A, V> | keyof GameCodec<S, A, V> | keyof GameText<S, A, V> | 'balances' | 'returns' | 'dealNumber'
> &
  Partial<Pick<Game<S, A, V>, 'balances' | 'returns' | 'dealNumber'>> & {
    readonly about: GameAbout;
    readonly rules: GameRules<S, A, V>;
    readonly codec: GameCodec<S, A, V>;
    readonly text: GameText<S, A, V>;
  };

export function defineGame<S extends TableState, A, V>(parts: GameParts<S, A, V>): Game<S, A, V> {
  const { about, rules, codec, text, ...own } = parts;
  return {
    ...about,
    setup: rules.setup,
    turn: rules.turn,
    legalActions: rules.legalActions,
    drawChance: rules.drawChance,
    apply: rules.apply,
    quit: rules.quit,
    result: rules.result,
    encodeAction: codec.encodeAction,
    decodeLine: codec.decodeLine,
    actionKey: codec.actionKey,
    ...(codec.writeOnlyChoice ? { writeOnlyChoice: codec.writeOnlyChoice } : {}),
    describeAction: text.describeAction,
    rulesText: text.rulesText,
    balances: (s) => s.balances.slice(),
    returns: (s) => s.balances.slice(),
    dealNumber: (s) => s.dealNo,
    ...own,
  };
}
