// bot:hard for interactive play: the same search, but it gives the event loop a turn between
// sampled deals, so the table keeps drawing and answering keys (q, ?, s) while the bot thinks.
//
// Why a separate file: levels.ts builds bot:hard around the synchronous `search`, which suits
// `sim`, the bench and worker threads (no event loop to keep alive, no overhead per sample). The
// table needs the asynchronous path; this agent is used only there (src/ui/run.tsx).
//
// Same decision as the synchronous bot for the same ctx.rng: it runs the very same generator
// (`searchSteps`) with the same hooks, the same options (HARD_SEARCH) and the same Rng, so the
// same samples are drawn in the same order. The one thing that could differ is the time cap
// (`maxMs`): the synchronous bot measures wall time, which here would also count the frames and
// keys handled between samples. So the cap is applied to the time spent searching only: the
// generator runs without `maxMs`, and once the search time passes the cap, an internal signal stops
// it before the next sample, exactly where the synchronous loop would have stopped. With the cap
// not reached (the usual case: median ~0.1 s against 0.9 s) both draw all samples and agree
// exactly; a test checks that.
import type { Rng } from '../core/rng.js';
import type { AnyGame, Seat } from '../games/game.js';
import type { AnyAgent, DecisionContext } from './agent.js';
import { searchHooksFor } from './hooks.js';
import { HARD_SEARCH } from './levels.js';
import { searchSteps, type SearchHooks, type SearchOptions, type SearchResult } from './search.js';

/** Hands the event loop one turn: pending input, timers (Ink's frames) and I/O run, then we go on. */
export function yieldToLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * `search` with a turn of the event loop between samples. `opts.maxMs` caps the time spent
 * searching (not the time spent waiting for the loop), so the result is the synchronous search's.
 */
export async function searchYielding<S, A, V>(
  hooks: SearchHooks<S, A, V>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  opts: SearchOptions,
): Promise<SearchResult<A>> {
  const stop = new AbortController();
  const outer = opts.signal;
  const onAbort = () => stop.abort(outer?.reason);
  if (outer?.aborted) stop.abort(outer.reason);
  else outer?.addEventListener('abort', onAbort, { once: true });
  const { maxMs, ...rest } = opts;
  const steps = searchSteps(hooks, view, seat, legal, rng, { ...rest, signal: stop.signal });
  let busy = 0;
  try {
    for (;;) {
      const t0 = Date.now();
      const r = steps.next();
      busy += Date.now() - t0;
      if (r.done) return r.value;
      // The synchronous loop checks `Date.now() - started > maxMs` before each further sample.
      if (maxMs !== undefined && busy > maxMs) stop.abort('time');
      await yieldToLoop();
    }
  } finally {
    outer?.removeEventListener('abort', onAbort);
  }
}

/**
 * The search bot with yielding decisions: bot:hard's parameters by default (levels.ts). Null when
 * the game has no search hooks.
 */
export function asyncSearchAgent(game: AnyGame, id = 'bot:hard', opts: SearchOptions = HARD_SEARCH): AnyAgent | null {
  const hooks = searchHooksFor(game);
  if (!hooks) return null;
  return {
    id,
    async decide(view: unknown, legal: readonly unknown[], ctx: DecisionContext): Promise<unknown> {
      // As searchAgent: a single legal action is taken without searching (and without drawing).
      if (legal.length === 1) return legal[0];
      const o: SearchOptions = ctx.signal ? { ...opts, signal: ctx.signal } : opts;
      const r = await searchYielding(hooks, view, ctx.seat, legal, ctx.rng, o);
      return r.action;
    },
  };
}
