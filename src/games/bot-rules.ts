// The rules a game writes for bots (Game.botRules), read in one place: the bot levels take the
// action a rule makes them take, and `check` compares a bot seat's recorded choice with it.
import type { BotRule } from '../contract/search.js';
import type { Game } from '../contract/game.js';

/** The first of `game`'s bot rules that asks something of the seat whose view this is, with its action. */
export function botRuleAt<V, A>(
  game: Pick<Game<unknown, A, V>, 'botRules'>,
  view: V,
  legal: readonly A[],
): { readonly rule: BotRule<V, A>; readonly action: A } | null {
  for (const rule of game.botRules ?? []) {
    const action = rule.must(view, legal);
    if (action !== null) return { rule, action };
  }
  return null;
}
