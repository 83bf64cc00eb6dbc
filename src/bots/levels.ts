// Bot levels for `--seats bot:<level>` and the menu: easy, normal (= basic), hard; plus two that
// cheat and exist only for `sim` and the bench (simOnly), as yardsticks for hard: oracle sees every
// card, the stock's order included; seer sees every hand but not the stock's order, which splits
// the oracle's edge into what knowing the hands is worth and what knowing the next trump is worth.
import type { Rng } from '../core/rng.js';
import type { GameBots, SearchHooks, SearchOptions } from '../contract/search.js';
import type { AgentSetup, AnyAgent, DecisionContext, Explanation, SeatKind } from './agent.js';
import { search, searchAsync, type SearchResult } from './search.js';

/**
 * Search settings of bot:hard, but for its budget (hardSearchFor). It samples until its thinking
 * budget, in work units, is spent: the same seed and budget give the same choice on any machine.
 * `samples` is only a bound: each sampled deal costs its game's sampleWork, so the budget ends a
 * cheap decision too (a cap of 2,000 made 3 s think no longer than 1 s in Lupfen). Its own later calls
 * in a sampled deal (the price after a lift, the join after a pass) get a search of their own on 6
 * samples of what it will know then: +0.42 chips/deal against bot:normal in classic 4p over the
 * same 1,280 deals (+2.20 against +1.78 with the rules of thumb deciding them).
 */
export const HARD_SEARCH: SearchOptions = { samples: 100_000, ownCallSamples: 6 };

/** bot:hard's thinking time a decision, in ms of the measured rate (GameBots.workPerMs), without `--think`. */
export const DEFAULT_THINK_MS = 150;

/** A hint (and a review's values) thinks this many times bot:hard's budget: a player asking may wait a little longer. */
export const HINT_THINK_FACTOR = 2;

/** The thinking times `--think` accepts, in ms. */
export const THINK_MS_RANGE = { min: 10, max: 60_000 } as const;

/** Work units a millisecond for a game that has not measured its own rate (GameBots.workPerMs). */
const DEFAULT_WORK_PER_MS = 1000;

/** The work budget (SearchOptions.workBudget) of `thinkMs` ms for a game with these bots. */
export function workBudgetOf(bots: GameBots | undefined, thinkMs: number): number {
  return Math.round(thinkMs * (bots?.workPerMs ?? DEFAULT_WORK_PER_MS));
}

/**
 * bot:hard's search settings for a game with these bots: HARD_SEARCH with the game's own changes
 * (GameBots.searchOptions) and the budget of `thinkMs`.
 */
export function hardSearchFor(bots: GameBots | undefined, thinkMs: number = DEFAULT_THINK_MS): SearchOptions {
  return { ...HARD_SEARCH, ...bots?.searchOptions, workBudget: workBudgetOf(bots, thinkMs) };
}

/** How often bot:easy makes a mistake (a uniformly random legal action instead of basic's). */
export const EASY_MISTAKE_RATE = 0.25;

/** bot:basic's choice with its rule of thumb: the game's own words where it has them, else what its rules go by. */
function basicWhy(bots: GameBots, view: unknown, legal: readonly unknown[], rng: Rng): Explanation<unknown> {
  if (bots.basicWhy) return bots.basicWhy(view, legal, rng);
  const action = bots.basic(view, legal, rng);
  return { action, reason: bots.basicSummary ? `its rules of thumb: ${bots.basicSummary}` : 'its rules of thumb' };
}

function basicAgent(id: string, bots: GameBots): AnyAgent {
  return {
    id,
    decide: (view, legal, ctx) => bots.basic(view, legal, ctx.rng),
    explain: (view, legal, ctx) => basicWhy(bots, view, legal, ctx.rng),
  };
}

/** What bot:easy says of its random move: a mistake it makes on purpose, one time in four. */
export const EASY_MISTAKE_WHY = `a random move: bot:easy makes one on purpose ${Math.round(EASY_MISTAKE_RATE * 100)}% of the time`;

function easyAgent(bots: GameBots): AnyAgent {
  // The same draws as decide, in the same order: asking why never changes the move.
  const explain = (view: unknown, legal: readonly unknown[], ctx: DecisionContext): Explanation<unknown> => {
    if (legal.length > 1 && ctx.rng.next() < EASY_MISTAKE_RATE) return { action: ctx.rng.pick(legal), reason: EASY_MISTAKE_WHY };
    return basicWhy(bots, view, legal, ctx.rng);
  };
  return {
    id: 'bot:easy',
    decide(view, legal, ctx) {
      if (legal.length > 1 && ctx.rng.next() < EASY_MISTAKE_RATE) return ctx.rng.pick(legal);
      return bots.basic(view, legal, ctx.rng);
    },
    explain,
  };
}

/**
 * What a search bot says of a move it did not search, its only legal one. The reason says no more
 * than of any searched move: that the bot had no choice tells the table about its hand.
 */
export const ONLY_MOVE_WHY = { reason: 'the move its search values highest', detail: 'its only legal move' };

/** A search's choice, with the figures behind it. */
function searched(r: SearchResult<unknown>): Explanation<unknown> {
  return {
    action: r.action,
    reason: 'the move its search values highest',
    detail: `over ${r.samples} sampled deals`,
    values: r.values.map((v) => ({ action: v.action, value: v.value, own: v.own, lead: v.lead })),
  };
}

/** A level built on the game's own bots (setup.bots), or a clear refusal for a game without them. */
function withBots(kind: string, setup: AgentSetup, make: (bots: GameBots) => AnyAgent): ReturnType<SeatKind['create']> {
  const bots = setup.bots;
  return bots ? { ok: true, value: make(bots) } : { ok: false, reason: `${kind} cannot play ${setup.game.id} yet` };
}

/** What a yardstick that cheats knows: every card (oracle), or every hand but not the stock (seer). */
export type Knows = 'all' | 'hands';

/**
 * The search of a yardstick that cheats, at the true `state`: its samples, and those of its own
 * later calls, are that state itself ('all') or it with the stock reshuffled ('hands', a game's
 * `reshuffle` hook; without one, the same as 'all'). A search that knows all needs one sample.
 */
export function cheatingSearch<S, A, V>(
  hooks: SearchHooks<S, A, V>,
  state: S,
  knows: Knows,
  opts: SearchOptions,
): { readonly hooks: SearchHooks<S, A, V>; readonly opts: SearchOptions } {
  const reshuffle = knows === 'hands' ? hooks.reshuffle : undefined;
  const at = (s: S, rng: Rng): S => (reshuffle ? reshuffle(s, rng) : s);
  return {
    hooks: { ...hooks, sample: (_view, rng) => at(state, rng), sampleAt: (s, _view, rng) => at(s, rng) },
    opts: reshuffle ? opts : { ...opts, samples: 1, ownCallSamples: Math.min(1, opts.ownCallSamples ?? 0) },
  };
}

/**
 * The search bot of a game with these bots (undefined: none, and no search bot). `opts` overrides HARD_SEARCH (bench, tests).
 * `yielding`: decide with `searchAsync`, which gives the event loop a turn between sampled deals
 * (the table, src/ui/run.tsx, so keys and the spinner keep working while it thinks); otherwise with
 * the blocking `search` (sim, bench, worker threads). Both run the same search: the same choice for
 * the same ctx.rng.
 */
export function searchAgent(
  bots: GameBots | undefined,
  id: string,
  opts: SearchOptions = HARD_SEARCH,
  how: { readonly hooks?: SearchHooks<unknown, unknown, unknown>; readonly yielding?: boolean; readonly thinkMs?: number | undefined } = {},
): AnyAgent | null {
  const hooks = how.hooks ?? bots?.hooks;
  if (!hooks) return null;
  // Asked for bot:hard's settings (the default, or the table passing HARD_SEARCH): this game's own.
  const base = opts === HARD_SEARCH ? hardSearchFor(bots, how.thinkMs) : opts;
  const options = (ctx: DecisionContext): SearchOptions => (ctx.signal ? { ...base, signal: ctx.signal } : base);
  // A single legal action is taken without searching (and without drawing from the Rng).
  type Run = (view: unknown, legal: readonly unknown[], ctx: DecisionContext) => unknown;
  const run: Run = how.yielding
    ? async (view, legal, ctx) =>
        legal.length === 1 ? legal[0] : (await searchAsync(hooks, view, ctx.seat, legal, ctx.rng, options(ctx))).action
    : (view, legal, ctx) => (legal.length === 1 ? legal[0] : search(hooks, view, ctx.seat, legal, ctx.rng, options(ctx)).action);
  type Why = (view: unknown, legal: readonly unknown[], ctx: DecisionContext) => Explanation<unknown> | Promise<Explanation<unknown>>;
  const why: Why = (view, legal, ctx) => {
    if (legal.length === 1) return { action: legal[0], ...ONLY_MOVE_WHY };
    if (how.yielding) return searchAsync(hooks, view, ctx.seat, legal, ctx.rng, options(ctx)).then(searched);
    return searched(search(hooks, view, ctx.seat, legal, ctx.rng, options(ctx)));
  };
  const agent: AnyAgent = {
    id,
    decide: (view, legal, ctx) => run(view, legal, ctx),
    explain: (view, legal, ctx) => why(view, legal, ctx),
  };
  const knows = CHEATS[id];
  if (knows) {
    // sim and bench only (the match loop refuses the state channel elsewhere): never yielding.
    agent.decideWithState = (state, view, legal, ctx) => {
      if (legal.length === 1) return legal[0];
      const c = cheatingSearch(hooks, state, knows, options(ctx));
      return search(c.hooks, view, ctx.seat, legal, ctx.rng, c.opts).action;
    };
  }
  return agent;
}

/** The seat kinds that cheat, and what they know. */
const CHEATS: Readonly<Record<string, Knows>> = { 'bot:oracle': 'all', 'bot:seer': 'hands' };

export const easyKind: SeatKind = {
  kind: 'bot:easy',
  summary: "the game's rules of thumb, with a random move now and then",
  needsBots: true,
  create: (setup) => withBots('bot:easy', setup, easyAgent),
};

export const basicKind: SeatKind = {
  kind: 'bot:basic',
  summary: "the game's own rules of thumb",
  needsBots: true,
  eachGame: (bots) => bots.basicSummary,
  create: (setup) => withBots('bot:basic', setup, (bots) => basicAgent('bot:basic', bots)),
};

export const normalKind: SeatKind = {
  kind: 'bot:normal',
  summary: 'the same as bot:basic',
  needsBots: true,
  aliasOf: 'bot:basic',
  create: (setup) => withBots('bot:normal', setup, (bots) => basicAgent('bot:normal', bots)),
};

function searchKind(kind: 'bot:hard' | 'bot:oracle' | 'bot:seer', summary: string, simOnly: boolean): SeatKind {
  return {
    kind,
    summary,
    ...(simOnly ? { simOnly: true } : {}),
    needsBots: true,
    create(setup) {
      const agent = searchAgent(setup.bots, kind, HARD_SEARCH, { thinkMs: setup.thinkMs });
      return agent ? { ok: true, value: agent } : { ok: false, reason: `${kind} cannot play ${setup.game.id} yet` };
    },
  };
}

export const hardKind = searchKind(
  'bot:hard',
  'search: samples the hidden cards from what it has seen and plays each deal out exactly',
  false,
);

/**
 * bot:hard with inference forced on or off everywhere (SearchOptions.inference), sim only: the
 * duplicate duel between the two measures where inference wins (`npm run bench:inference`), which
 * decides where bot:hard uses it.
 */
function inferenceKind(kind: string, summary: string, inference: boolean): SeatKind {
  return {
    kind,
    summary,
    simOnly: true,
    needsBots: true,
    create(setup) {
      const agent = searchAgent(setup.bots, kind, { ...hardSearchFor(setup.bots), inference });
      return agent ? { ok: true, value: agent } : { ok: false, reason: `${kind} cannot play ${setup.game.id} yet` };
    },
  };
}

export const inferringKind = inferenceKind(
  'bot:hard-infer',
  "bot:hard weighing every sample by how likely the others' calls were there (sim only)",
  true,
);

export const plainKind = inferenceKind('bot:hard-plain', 'bot:hard with every sample weighing the same (sim only)', false);

export const oracleKind = searchKind('bot:oracle', 'search on the one true deal: every hand and the stock order (cheats)', true);

export const seerKind = searchKind('bot:seer', 'search knowing every hand but not the stock order (cheats)', true);
