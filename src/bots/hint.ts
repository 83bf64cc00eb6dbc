// Hints for the table (`h`): what bot:hard would do now, and what every legal action is worth to
// the player, in any game with bots.
//
//   import { hint } from '../bots/hint.js';
//   const ctl = new AbortController();                      // abort when the prompt goes away
//   const h = await hint(view, legal, { game, bots, signal: ctl.signal });   // bots: the game's GameBots
//   // h.action: the recommendation (one of `legal`, the same object);
//   // h.values: for every legal action in the order of `legal`, `value` (what the search maximises:
//   //   the change of the position value, by default the game's returns, against the table's
//   //   mean), `own` (the change of the player's own balance until the deal is settled) and `lead`
//   //   (the change of his lead over the others, leadOf in search.ts); h.measure says which of the
//   //   last two the game's figures are (coachMeasure); src/ui/hint.ts words them, e.g.
//   //   "Lift ≈ +2.4 chips · No ≈ −0.3".
//
// It never blocks the screen: the search yields to the event loop between sampled deals
// (setImmediate), so Ink keeps rendering a spinner. It thinks HINT_THINK_FACTOR times bot:hard's
// budget (`--think`), in work units: the same seed and budget give the same hint on any machine.
// It reads only the view, like every bot. The seed defaults to one derived from the view's deal.
import { Rng } from '../core/rng.js';
import type { AnyGame } from '../contract/game.js';
import type { Seat } from '../core/history-lines.js';
import type { GameBots } from '../contract/search.js';
import { DEFAULT_THINK_MS, HINT_THINK_FACTOR, hardSearchFor } from './levels.js';
import { searchAsync, type ActionValue } from './search.js';

export interface HintOptions {
  /** The game the view belongs to. */
  readonly game: AnyGame;
  /** That game's bots (its registry entry's, handed down); without them there are no hints. */
  readonly bots: GameBots | undefined;
  /** The seat asking; default `view.seat`. */
  readonly seat?: Seat;
  /** Sampled deals at most (default: bot:hard's cap, doubled). */
  readonly samples?: number;
  /** bot:hard's thinking time a decision (`--think`, default DEFAULT_THINK_MS): the hint thinks HINT_THINK_FACTOR times that. */
  readonly thinkMs?: number | undefined;
  /** Upper cap on thinking time in ms (default none): time spent searching, not drawing the screen. */
  readonly maxMs?: number;
  /** Seed of the sampler (default: from the view's deal and the number of cards played). */
  readonly seed?: string;
  /** Stop early: the best answer so far is returned. */
  readonly signal?: AbortSignal;
}

/**
 * What a game's coach figures (hint and review values) measure, one definition per game, the same
 * at every decision of a deal. 'own': the change of the player's own balance until the deal is
 * settled, where what one seat wins the others lose (Lupfen's chips). 'lead': the change of his
 * lead over the others (his result less the mean of the other players'), where his own balance
 * alone cannot rank the choices: Fipsen's and Kloepper's points never go down for a side that did
 * not score, Tøppen's fines count against him. At a position whose outcome is settled (the deal's
 * last card) the figure is exactly what the rules' settlement gives the player, in that measure.
 */
export type CoachMeasure = 'own' | 'lead';

export function coachMeasure(game: Pick<AnyGame, 'utility'>): CoachMeasure {
  return game.utility === 'constant-sum' ? 'own' : 'lead';
}

export interface Hint<A> {
  /** The recommended action: one of `legal` (the same object). */
  readonly action: A;
  /** Estimated value of every legal action, in the order of `legal`. */
  readonly values: ActionValue<A>[];
  /** Sampled deals behind the estimate. */
  readonly samples: number;
  /** What the figures shown for this game measure. */
  readonly measure: CoachMeasure;
}

export async function hint<V, A>(view: V, legal: readonly A[], opts: HintOptions): Promise<Hint<A>> {
  const game = opts.game;
  const hooks = opts.bots?.hooks;
  if (!hooks) throw new Error(`no hints for ${game.id} yet`);
  if (legal.length === 0) throw new Error('hint: no legal action');
  const v = view as unknown as { seat?: Seat; dealNo?: number; calls?: readonly unknown[]; tricks?: readonly unknown[] };
  const seat = opts.seat ?? v.seat ?? 0;
  const seed = opts.seed ?? `hint/${seat}/${v.dealNo ?? 0}/${v.calls?.length ?? 0}/${v.tricks?.length ?? 0}`;
  const hard = hardSearchFor(opts.bots, (opts.thinkMs ?? DEFAULT_THINK_MS) * HINT_THINK_FACTOR);
  const result = await searchAsync(hooks, view, seat, legal, Rng.fromSeed(seed), {
    samples: opts.samples ?? hard.samples * 2,
    ownCallSamples: hard.ownCallSamples ?? 0,
    workBudget: hard.workBudget,
    ...(hard.sampleWork !== undefined ? { sampleWork: hard.sampleWork } : {}),
    ...(hard.walkWork !== undefined ? { walkWork: hard.walkWork } : {}),
    ...(opts.maxMs !== undefined ? { maxMs: opts.maxMs } : {}),
    always: true,
    // The own balance change ('own' games) is kept only by the walk through `apply`; the lead is
    // kept on the fast path too, so a game whose deals only the fast path solves in time (Fipsen)
    // asks for it (searchOptions) and measures by the lead.
    fastPath: hard.fastPath ?? false,
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return { action: result.action as A, values: result.values as ActionValue<A>[], samples: result.samples, measure: coachMeasure(game) };
}
