// bot:random — uniform over the legal actions with the decision's own Rng. The baseline every
// other bot must beat, and the agent that drives fuzz tests and the engine bench.
import type { Agent, DecisionContext, SeatKind } from './agent.js';

/** What bot:random says of every move. */
export const RANDOM_WHY = 'picked at random';

export function randomAgent<V, A>(): Agent<V, A> {
  return {
    id: 'bot:random',
    decide(_view: V, legal: readonly A[], ctx: DecisionContext): A {
      return ctx.rng.pick(legal);
    },
    explain: (_view: V, legal: readonly A[], ctx: DecisionContext) => ({ action: ctx.rng.pick(legal), reason: RANDOM_WHY }),
  };
}

export const randomKind: SeatKind = {
  kind: 'bot:random',
  summary: 'uniformly random legal moves (baseline)',
  create: () => ({ ok: true, value: randomAgent() }),
};
