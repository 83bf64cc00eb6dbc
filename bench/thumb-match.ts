// The decisions of one match of the rules of thumb, chance and choices from one Rng: the fixed set
// of decisions the cost benches measure on, the same every run.
import type { GameBots } from '../src/contract/search.js';
import type { TableGame } from '../src/contract/view.js';
import type { Rng } from '../src/core/rng.js';

export interface ThumbDecision<S> {
  readonly state: S;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: unknown[];
}

/** Every decision from `start` to the match's end, each yielded before bot:normal makes it. */
export function* thumbDecisions<S>(game: TableGame, bots: GameBots, start: S, rng: Rng): Generator<ThumbDecision<S>> {
  let s: unknown = start;
  for (;;) {
    const turn = game.turn(s);
    if (turn.kind === 'over') return;
    if (turn.kind === 'chance') {
      s = game.apply(s, game.drawChance(s, rng));
      continue;
    }
    const legal = game.legalActions(s);
    const view = game.view(s, turn.seat);
    yield { state: s as S, seat: turn.seat, view, legal };
    s = game.apply(s, bots.basic(view, legal, rng));
  }
}
