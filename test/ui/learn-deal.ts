// The seeded deal of `cardtable learn` played through without a screen: seat 0 (the learner) is
// played by bot:basic, each of its decisions kept with the prompt and the sentence the table would
// show, until the deal's first settle line (where learn ends).
import { findSeatKind } from '../../src/bots/index.js';
import { resolveMatchConfig } from '../../src/cli/config.js';
import { learnSeed } from '../../src/cli/learn.js';
import type { Agent } from '../../src/bots/agent.js';
import { runMatch, SUSPEND } from '../../src/engine/match.js';
import { findGame } from '../../src/games/registry.js';
import type { AnyGameUi, Prompt } from '../../src/contract/table.js';
import { agentsFor } from '../../src/engine/seating.js';
import type { TableView } from '../../src/contract/view.js';

export interface LearnDecision {
  readonly phase: string;
  /** The learner's own view at the decision: what the table draws. */
  readonly view: TableView;
  readonly prompt: Prompt<unknown>;
  readonly legal: readonly unknown[];
  readonly why: string | null;
}

export async function learnDeal(
  gameId: string,
  variant: string,
  ui: AnyGameUi,
  seed = learnSeed(findGame(gameId)!.game!.variants, variant),
): Promise<{ decisions: LearnDecision[]; settled: boolean }> {
  const cfg = resolveMatchConfig(gameId, { variant, seed }, { command: 'learn' });
  if (!cfg.ok) throw new Error(cfg.reason);
  const c = cfg.value;
  const entry = findGame(gameId)!;
  const seated = agentsFor(c.seatInfos, {
    game: c.game,
    bots: entry.bots,
    variant: c.variant.id,
    players: c.players,
    seed: c.seed,
    yielding: true,
  });
  if (!seated.ok) throw new Error(seated.reason);
  const bots = seated.value;
  const made = findSeatKind('bot:basic')!.create({
    game: c.game,
    bots: entry.bots,
    variant: c.variant.id,
    players: c.players,
    seat: 0,
    seed: c.seed,
  });
  if (!made.ok) throw new Error(made.reason);
  const learner = made.value;
  const decisions: LearnDecision[] = [];
  const me: Agent<TableView, unknown> = {
    id: 'human',
    decide(view, legal, ctx) {
      const look = ui.look(view, undefined, false);
      decisions.push({
        view,
        phase: String((view as { phase?: unknown }).phase),
        prompt: ui.prompt(view, legal, look),
        legal,
        why: ui.why?.(view, legal) ?? null,
      });
      return learner.decide(view, legal, ctx);
    },
  };
  const abort = new AbortController();
  let settled = false;
  await runMatch(
    {
      game: c.game,
      variant: c.variant.id,
      players: c.players,
      options: c.options,
      seats: c.seatInfos,
      agents: bots.map((b, i) => (i === 0 ? me : b!)),
      seed: c.seed,
    },
    {
      signal: abort.signal,
      onStep: (step) => {
        if (step.lines.some((l) => l.type === 'settle')) {
          settled = true;
          abort.abort(SUSPEND);
        }
      },
    },
  );
  return { decisions, settled };
}
