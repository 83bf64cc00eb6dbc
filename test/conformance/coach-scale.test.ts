// Coach figures are in the game's own measure (issue 26, §1): every registered game and variant.
// At a decision whose action settles the deal at once (the deal's last card, a stop, a surrender)
// nothing is left to estimate, so the hint's figure for that action must be exactly what the
// rules' settlement gives the player, in the measure the hint names (coachMeasure): his own
// balance change ('own'), or the change of his lead over the others ('lead': his change less the
// mean change of the other players, the game's position value as its search reads it). The review
// of that decision gives the lead alike; where the hint shows the own balance (Lupfen), the review
// gives what the ★ is picked by, the own chips with the share of the pot, exactly too. A figure on
// another scale (a side's contest, a share of the table's mean) fails here.
import { describe, expect, it } from 'vitest';
import { coachMeasure, hint } from '../../src/bots/hint.js';
import type { GameLine } from '../../src/core/history-lines.js';
import { reviewDecision } from '../../src/engine/review.js';
import type { AnyGame } from '../../src/contract/game.js';
import { botsOf, decisionStates, fewSamplesBotsOf } from '../registered.js';
import { entriesUnderTest } from '../test-registry.js';
import type { TableGame } from '../../src/contract/view.js';

/** Settling decisions checked per variant: enough to meet more than one kind where a game has them. */
const PER_VARIANT = 4;

interface Settling {
  readonly state: unknown;
  readonly seat: number;
  /** The legal actions that settle the deal (by key), with the figure the hint must show for each. */
  readonly hinted: ReadonlyMap<string, number>;
  /** The same for the review. */
  readonly reviewed: ReadonlyMap<string, number>;
}

/** The change of `seat`'s lead over the others' mean, in the game's position value, from `before` to `after`. */
function leadChange(game: AnyGame, before: unknown, after: unknown, seat: number): number {
  const hooks = botsOf(game)!.hooks;
  const value = (s: unknown): readonly number[] => hooks.positionValue?.(s) ?? game.returns(s);
  const a = value(before);
  const b = value(after);
  const others = a.map((x, i) => b[i]! - x).filter((_, i) => i !== seat);
  return b[seat]! - a[seat]! - others.reduce((x, y) => x + y, 0) / others.length;
}

function settlingDecisions(game: TableGame, variant: string, players: number): Settling[] {
  const found: Settling[] = [];
  const own = coachMeasure(game) === 'own';
  for (const state of decisionStates(game, variant, players, `coach-scale-${game.id}-${variant}`, 4000)) {
    const seat = (game.turn(state) as { seat: number }).seat;
    const hinted = new Map<string, number>();
    const reviewed = new Map<string, number>();
    for (const a of game.legalActions(state)) {
      const log: GameLine[] = [];
      const after = game.apply(state, a, log);
      if (!log.some((l) => l.type === 'settle')) continue;
      const key = game.actionKey(a);
      if (own) {
        const settled = game.settledBalances ? game.settledBalances(after) : game.balances(after);
        hinted.set(key, settled[seat]! - game.balances(state)[seat]!);
        reviewed.set(key, game.returns(after)[seat]! - game.returns(state)[seat]!);
      } else {
        hinted.set(key, leadChange(game, state, after, seat));
        reviewed.set(key, hinted.get(key)!);
      }
    }
    if (hinted.size > 0) found.push({ state, seat, hinted, reviewed });
    if (found.length === PER_VARIANT) break;
  }
  return found;
}

const cases = entriesUnderTest().flatMap((e) =>
  e.game && e.bots ? e.game.variants.map((v) => [`${e.id}/${v.id}`, e.game!, v.id, v.defaultPlayers] as const) : [],
);

describe('coach figures are in the game’s own measure', () => {
  it.each(cases)(
    '%s: at a decision that settles the deal, hint and review show exactly the settlement’s figure',
    async (_name, game, variant, players) => {
      const found = settlingDecisions(game, variant, players);
      expect(found.length, 'settling decisions met').toBeGreaterThan(0);
      const bots = fewSamplesBotsOf(game, 2);
      for (const { state, seat, hinted, reviewed } of found) {
        const legal = game.legalActions(state);
        const label = (a: unknown): string => `${game.describeAction(state, a)} by seat ${seat}`;
        const h = await hint(game.view(state, seat), legal, { game, bots, seat, seed: 'coach-scale' });
        expect(h.measure).toBe(coachMeasure(game));
        for (const v of h.values) {
          const want = hinted.get(game.actionKey(v.action));
          if (want !== undefined) expect(h.measure === 'lead' ? v.lead : v.own, `hint: ${label(v.action)}`).toBeCloseTo(want, 9);
        }
        const taken = legal.find((a) => hinted.has(game.actionKey(a)))!;
        const line = game.encodeAction(state, taken)!;
        const r = await reviewDecision(game, bots, { deal: game.dealNumber(state), seat, lineNo: 1, state, action: taken, line });
        const byLabel = new Map(r.actions.map((a) => [a.label, a.value]));
        for (const a of legal) {
          const want = reviewed.get(game.actionKey(a));
          if (want !== undefined) expect(byLabel.get(game.describeAction(state, a)), `review: ${label(a)}`).toBeCloseTo(want, 9);
        }
      }
    },
  );
});
