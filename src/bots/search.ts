// Determinised search ("perfect-information Monte Carlo"), generic over the Game interface.
//
// For one decision it samples complete states consistent with the deciding seat's view (the only
// per-game hook that is required: `sample`), solves each sampled deal exactly to its end, and
// averages the outcome of every legal action over the samples: weighed, where inference is on, by
// how likely the other seats' calls were in each sampled deal (inference.ts).
//
// Inside a sampled deal every seat is an independent player that maximises its own value (max-n),
// ties broken against the searching seat (a cautious choice: among moves an opponent is indifferent
// to, assume the one that hurts us). A game may name a rollout `policy` for decisions the search
// should not branch on: an opponent model. Lupfen uses one (its bots/hooks.ts): the other seats decide by
// the basic bot's rules of thumb on their own cards, because a player who sees every card of a
// sampled world would join exactly when he wins and dodge every trick we could take, which makes
// every lift and join look worse than it is.
//
// Where the game names two sides of the sampled deal (`game.sides`: Kloepper's queen side, a
// soloist against the rest), the deal is their contest instead: every seat's value is its side's
// total minus the other side's (deal-on-positions.ts, `contest`), so partners help each other. Once a
// state is one the game's fast path takes (Lupfen: the card play), the rest of the deal is solved
// there (solver.ts: alpha-beta for two sides, max-n otherwise), with the same values.
//
// Value of an outcome for seat i = the change of its position value until the deal ends (the
// hooks' `positionValue`; by default `game.returns`, higher is better), against the table's mean
// change: a match is won by standing, so what a seat gains on the others is what counts. With the
// returns, Lupfen: its balance change plus its fair share of the chips that went into or out of
// the pot (which carry over to later deals, which every seat has the same chance to win),
// Δb_i + Δpot / n, whose mean is zero; Kloepper: the game points it scores less the table's mean;
// Tøppen: the mean fine units of the table less its own.
import { Rng } from '../core/rng.js';
import type { Game } from '../contract/game.js';
import type { Seat } from '../core/history-lines.js';
import type { SearchHooks, SearchOptions } from '../contract/search.js';
import { FastDeal, contest, sidesFrom } from './deal-on-positions.js';
import { sampleWeight } from './inference.js';

export type { SearchHooks, SearchOptions };

export interface ActionValue<A> {
  readonly action: A;
  /** Mean value over the samples, in the game's unit (chips): balance change + pot share. */
  readonly value: number;
  /** Mean change of the seat's own balance alone until the deal ends (a constant-sum game's hint shows it). */
  readonly own: number;
  /**
   * Mean change of the seat's lead over the others until the deal ends: its position value less
   * the mean of the other seats' (`leadOf`), in the game's unit. The figure a general-sum game's
   * hint and review show: one scale for every decision, whatever the search maximises there.
   */
  readonly lead: number;
}

/**
 * The change of `seat`'s lead over the others from `before` to `after` (position values, one per
 * seat): its own change less the mean change of the other seats. A declarer who scores 4 while
 * nobody else scores gains 4; each of his three opponents loses 4/3.
 */
export function leadOf(before: ArrayLike<number>, after: ArrayLike<number>, seat: Seat): number {
  const n = before.length;
  if (n < 2) return after[seat]! - before[seat]!;
  let others = 0;
  for (let i = 0; i < n; i++) if (i !== seat) others += after[i]! - before[i]!;
  return after[seat]! - before[seat]! - others / (n - 1);
}

/**
 * The root's lead (`leadOf`) from the search's value of the root on the fast path, which knows no
 * vector but that value. Per seat the search values Δ − mean(Δ), which is (n−1)/n of the lead; two
 * sides value the contest, Σ over the root's side less Σ over the other, which is twice the root
 * side's sum and, since the members of a side always score alike, 2·|side| times the root's own.
 */
function leadFromValue(v: number, n: number, sideOf: Int8Array | null): number {
  let scale = n / (n - 1);
  if (sideOf !== null) {
    let mine = 0;
    for (let i = 0; i < sideOf.length; i++) if (sideOf[i] === 0) mine++;
    scale /= 2 * mine;
  }
  return v * scale;
}

export interface SearchResult<A> {
  readonly action: A;
  /** One entry per legal action, in the order given. */
  readonly values: ActionValue<A>[];
  /** Samples actually evaluated. */
  readonly samples: number;
  /** Nodes visited, for benchmarks. */
  readonly nodes: number;
  /** Of those, the ones walked through the Game interface (`apply`), not on the fast path. */
  readonly walked: number;
  /** Deals sampled besides `samples`, for the searching seat's own later calls (ownCallSamples). */
  readonly drawn: number;
  /** Work units done (SearchOptions.workBudget): what the budget was spent on. */
  readonly work: number;
}

/** How the searching seat's own later calls are decided inside a sampled deal. */
interface Nested {
  readonly samples: number;
  readonly rng: Rng;
}

/** Solves one complete state to the end of its deal. */
export class DealSolver<S, A, V> {
  nodes = 0;
  /** Of `nodes`, those walked through `apply` (each copies a state): a work budget weighs them more. */
  walked = 0;
  /** Deals sampled for our own later calls (ownChoice): a work budget counts them as the root's. */
  drawn = 0;
  private readonly game: Game<S, A, V>;
  private readonly policy: SearchHooks<S, A, V>['policy'];
  /** The hooks' positionValue, or the game's returns. */
  private readonly value: (state: S) => ArrayLike<number>;
  private deal = 0;
  private base: number[] = [];
  /** The balances at the root, for the extra slot of a value vector: the root's own balance change. */
  private baseBalances: number[] = [];
  private root: Seat = 0;
  /** Two sides of the sampled deal (game.sides), seen from the root; null: every seat for himself. */
  private sideOf: Int8Array | null = null;

  private readonly hooks: SearchHooks<S, A, V>;
  private readonly nested: Nested | null;
  /** Our later calls by the view they are made on: one answer per view, as a real player gives. */
  private readonly ownChoices = new Map<string, A>();
  private readonly useFast: boolean;
  private readonly fast: FastDeal<S, A> | null;

  constructor(hooks: SearchHooks<S, A, V>, nested: Nested | null = null, useFast = true) {
    this.hooks = hooks;
    this.game = hooks.game;
    this.policy = hooks.policy;
    const positionValue = hooks.positionValue;
    this.value = positionValue ? (state) => positionValue.call(hooks, state) : (state) => this.game.returns(state);
    this.nested = nested && nested.samples > 0 ? nested : null;
    this.useFast = useFast;
    const fast = useFast ? this.game.fast : undefined;
    this.fast = fast
      ? new FastDeal(this.game, fast, {
          outcome: (returns, out) => this.outcome(returns, out),
          value: positionValue ? this.value : null,
          forced: this.policy && !hooks.exactOnFastPath ? (state, seat) => this.forced(state, seat) : null,
        })
      : null;
  }

  /** Starts on a sampled deal: `state` is the root decision (whose turn it is), seen by `root`. */
  startDeal(state: S, root: Seat): void {
    this.deal = this.game.dealNumber(state);
    this.base = Array.from(this.value(state));
    this.baseBalances = this.game.balances(state);
    this.root = root;
    this.sideOf = sidesFrom(this.game.sides?.(state), root, this.base.length);
  }

  /** Value for every seat of taking `action` at the root state given to `startDeal`. */
  valueOf(state: S, action: A): Float64Array {
    return this.solve(this.game.apply(state, action));
  }

  /**
   * Every seat's value at the end of the deal, and in two extra slots the searching seat's own
   * balance change by the settle, without what the next deal already took, and its lead over the
   * others (`leadOf`): the choices never read them; a hint shows one of them.
   */
  private leaf(state: S): Float64Array {
    const n = this.base.length;
    const out = new Float64Array(n + 2);
    const value = this.value(state);
    this.outcome(value, out);
    if (this.sideOf) contest(out, this.sideOf);
    const settled =
      this.game.dealNumber(state) !== this.deal && this.game.settledBalances ? this.game.settledBalances(state) : this.game.balances(state);
    out[n] = settled[this.root]! - this.baseBalances[this.root]!;
    out[n + 1] = leadOf(this.base, value, this.root);
    return out;
  }

  /** Every seat's value of an outcome (the position value once the deal is over): see the header. */
  private outcome(r: ArrayLike<number>, out: Float64Array): void {
    const n = this.base.length;
    let total = 0;
    for (let i = 0; i < n; i++) {
      out[i] = r[i]! - this.base[i]!;
      total += out[i]!;
    }
    const mean = total / n;
    for (let i = 0; i < n; i++) out[i]! -= mean;
  }

  /**
   * Our own later call, decided on our view at that point from fresh samples, not on the sampled
   * deal we are in: deciding it on that deal would let the call see the other hands. One level
   * deep: inside, the policy decides our calls.
   */
  private ownChoice(state: S, seat: Seat, legal: readonly A[], nested: Nested): A {
    const game = this.game;
    const view = game.view(state, seat);
    const key = JSON.stringify(view);
    const known = this.ownChoices.get(key);
    if (known !== undefined) return known;
    const inner = new DealSolver(this.hooks, null, this.useFast);
    const sums = new Float64Array(legal.length);
    const index = new Map<string, number>();
    legal.forEach((a, i) => index.set(game.actionKey(a), i));
    for (let k = 0; k < nested.samples; k++) {
      const world = this.hooks.sampleAt ? this.hooks.sampleAt(state, view, nested.rng) : this.hooks.sample(view, nested.rng);
      inner.startDeal(world, seat);
      for (const a of game.legalActions(world)) {
        const i = index.get(game.actionKey(a));
        if (i !== undefined) sums[i]! += inner.valueOf(world, a)[seat]!;
      }
    }
    this.nodes += inner.nodes;
    this.walked += inner.walked;
    this.drawn += nested.samples;
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (sums[i]! > sums[best]! + 1e-9) best = i;
    this.ownChoices.set(key, legal[best]!);
    return legal[best]!;
  }

  /** The move the opponent model (or, nested, our own later call) makes at `state`; null: search it. */
  private forced(state: S, seat: Seat): A | null {
    if (!this.policy) return null;
    const forced = this.policy(state, seat, this.root);
    if (forced === null) return null;
    if (seat === this.root && this.nested) {
      const legal = this.game.legalActions(state);
      if (legal.length > 1) return this.ownChoice(state, seat, legal, this.nested);
    }
    return forced;
  }

  private solve(state: S): Float64Array {
    this.nodes++;
    this.walked++;
    const game = this.game;
    const turn = game.turn(state);
    if (turn.kind !== 'decide' || game.dealNumber(state) !== this.deal) return this.leaf(state);
    if (this.fast && (this.hooks.exactFrom?.(state) ?? true)) {
      const before = this.fast.nodes;
      // Sides that appear only now (the search began in an auction): the fast path finds the
      // root's own value by alpha-beta, which equals max-n's where every seat before it followed
      // the policy (exactOnFastPath) and the sides' interests are opposed.
      const late = this.sideOf === null && this.hooks.exactOnFastPath === true;
      const sideOf = late ? sidesFrom(game.sides?.(state), this.root, this.base.length) : this.sideOf;
      const v = this.fast.solve(state, this.root, sideOf, late && sideOf !== null);
      this.nodes += this.fast.nodes - before;
      if (v !== null) {
        // The fast path knows no balance but the returns: the own-balance slot stays unknown (NaN).
        const n = v.length;
        const out = new Float64Array(n + 2);
        out.set(v);
        out[n] = NaN;
        // The sides that appear only now valued the root alone (ownOnly), not their contest.
        out[n + 1] = leadFromValue(v[this.root]!, n, late ? null : sideOf);
        return out;
      }
    }
    const seat = turn.seat;
    const forced = this.forced(state, seat);
    if (forced !== null) return this.solve(game.apply(state, forced));
    const actions = game.legalActions(state);
    if (actions.length === 1) return this.solve(game.apply(state, actions[0]!));
    let best: Float64Array | null = null;
    for (const a of actions) {
      const v = this.solve(game.apply(state, a));
      if (
        best === null ||
        v[seat]! > best[seat]! + 1e-9 ||
        (seat !== this.root && Math.abs(v[seat]! - best[seat]!) <= 1e-9 && v[this.root]! < best[this.root]!)
      ) {
        best = v;
      }
    }
    return best!;
  }
}

/** The best action among those still searched (`live`; all of them without a cut). */
function pickBest<A>(values: readonly ActionValue<A>[], live: Uint8Array): A {
  let best = -1;
  for (let i = 0; i < values.length; i++) if (live[i] && (best < 0 || values[i]!.value > values[best]!.value + 1e-9)) best = i;
  return values[best]!.action;
}

/**
 * The cut of successive halving (SearchOptions.prune): keeps the `keep` actions with the best mean
 * so far (the earlier one on a tie, as pickBest) and clears the rest in `live`.
 */
function cut(sums: Float64Array, counts: Float64Array, live: Uint8Array, keep: number): void {
  const mean = (i: number): number => (counts[i]! > 0 ? sums[i]! / counts[i]! : -Infinity);
  const ranked = Array.from(live.keys())
    .filter((i) => live[i] === 1)
    .sort((a, b) => mean(b) - mean(a) || a - b);
  for (const i of ranked.slice(keep)) live[i] = 0;
}

/**
 * The search itself, the one copy of it: a sequence of steps (one root action of one sampled deal
 * each, a few ms at most). The drivers below only decide what happens between steps: `search` runs
 * it straight through (sim, bench, worker threads), `searchAsync` gives the event loop a turn (the
 * table's bot:hard and hints, so the screen keeps drawing and answering keys). Same hooks, options
 * and Rng give the same samples in the same order, so both return the same result.
 *
 * `signal`, the work budget (`workBudget`) and the time cap (`maxMs`) are checked before every sample
 * after the first; the time cap counts the time spent inside the steps only, not the time a driver spends between them (frames
 * and keys handled while yielding), so it cuts a yielding search where the straight one would stop.
 */
export function* searchSteps<S, A, V>(
  hooks: SearchHooks<S, A, V>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  opts: SearchOptions,
): Generator<void, SearchResult<A>, unknown> {
  const game = hooks.game;
  if (legal.length === 0) throw new Error('search: no legal action');
  const started = Date.now();
  let idle = 0;
  function* pause(): Generator<void, void, unknown> {
    const t = Date.now();
    yield;
    idle += Date.now() - t;
  }
  const sums = new Float64Array(legal.length);
  const ownSums = new Float64Array(legal.length);
  const leadSums = new Float64Array(legal.length);
  const counts = new Float64Array(legal.length);
  const index = new Map<string, number>();
  legal.forEach((a, i) => index.set(game.actionKey(a), i));
  const { maxMs, workBudget, signal, prune } = opts;
  const sampleWork = opts.sampleWork ?? 0;
  const walkWork = opts.walkWork ?? 1;
  const live = new Uint8Array(legal.length).fill(1);
  // A hint (`always`) values every action: a review prices the one a player took, whatever it was.
  if (hooks.candidates && legal.length > 1 && !opts.always) {
    const keep = new Set(hooks.candidates(view, legal).map((a) => game.actionKey(a)));
    // A shortlist that names no legal action is ignored rather than leaving nothing to choose.
    if (legal.some((a) => keep.has(game.actionKey(a)))) legal.forEach((a, i) => (live[i] = keep.has(game.actionKey(a)) ? 1 : 0));
  }
  const ownSamples = opts.ownCallSamples ?? 0;
  const weigh = sampleWeigher(hooks, view, seat, opts);
  const solver = new DealSolver(hooks, ownSamples > 0 ? { samples: ownSamples, rng } : null, opts.fastPath ?? true);
  let done = 0;
  if (legal.length > 1 || opts.always) {
    const total = Math.max(1, opts.samples);
    for (let k = 0; k < total; k++) {
      if (k > 0) {
        yield* pause();
        if (signal?.aborted || (maxMs !== undefined && Date.now() - started - idle > maxMs)) break;
        // Work, not time, so that a budget stops at the same sample under any load.
        if (workBudget !== undefined && workOf(solver, done, sampleWork, walkWork) >= workBudget) break;
      }
      if (prune && k === prune.after) cut(sums, counts, live, prune.keep);
      const world = hooks.sample(view, rng);
      const w = weigh(world);
      // The sampled world's own legal actions must be the view's; map them by key to be safe.
      const actions = game.legalActions(world);
      solver.startDeal(world, seat);
      for (let j = 0; j < actions.length; j++) {
        const i = index.get(game.actionKey(actions[j]!));
        if (i === undefined || live[i] === 0) continue;
        if (j > 0) yield* pause();
        const v = solver.valueOf(world, actions[j]!);
        sums[i]! += w * v[seat]!;
        ownSums[i]! += w * v[v.length - 2]!;
        leadSums[i]! += w * v[v.length - 1]!;
        counts[i]! += w;
      }
      done++;
    }
  }
  const values = legal.map((action, i) => ({
    action,
    value: counts[i]! > 0 ? sums[i]! / counts[i]! : -Infinity,
    own: counts[i]! > 0 ? ownSums[i]! / counts[i]! : -Infinity,
    lead: counts[i]! > 0 ? leadSums[i]! / counts[i]! : -Infinity,
  }));
  const work = workOf(solver, done, sampleWork, walkWork);
  return { action: pickBest(values, live), values, samples: done, drawn: solver.drawn, nodes: solver.nodes, walked: solver.walked, work };
}

/** The work units (SearchOptions.workBudget) a search has done: positions, walked ones weighed more, and samples drawn. */
function workOf(
  solver: Pick<DealSolver<unknown, unknown, unknown>, 'nodes' | 'walked' | 'drawn'>,
  samples: number,
  sampleWork: number,
  walkWork: number,
): number {
  return solver.nodes + solver.walked * (walkWork - 1) + (samples + solver.drawn) * sampleWork;
}

/**
 * Each sampled deal's weight in the averages: its likelihood under inference where it is on
 * (inference.ts), else 1, which leaves the plain means exactly as they were.
 */
function sampleWeigher<S, A, V>(hooks: SearchHooks<S, A, V>, view: V, seat: Seat, opts: SearchOptions): (world: S) => number {
  const inference = hooks.inference;
  if (!inference || !(opts.inference ?? inference.on(view))) return () => 1;
  return (world) => sampleWeight(hooks.game, inference, world, seat);
}

type SearchArgs<S, A, V> = Parameters<typeof searchSteps<S, A, V>>;

/** The search run straight through (blocking): `sim`, the bench, worker threads. */
export function search<S, A, V>(...args: SearchArgs<S, A, V>): SearchResult<A> {
  const steps = searchSteps(...args);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Hands the event loop one turn: pending input, timers (Ink's frames) and I/O run, then we go on. */
function yieldToLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** The same search with a turn of the event loop between steps: the same result, never blocking. */
export async function searchAsync<S, A, V>(...args: SearchArgs<S, A, V>): Promise<SearchResult<A>> {
  const steps = searchSteps(...args);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await yieldToLoop();
  }
}
