// What a game's bots give the search: the solver's fast path (FastWork), the hooks of the
// determinised search (SearchHooks, SearchOptions, bots/search.ts), the rules of thumb (GameBots)
// and the rules written for bots only (BotRule).
import type { Seat } from '../core/history-lines.js';
import type { Rng } from '../core/rng.js';
import type { Game } from './game.js';

export interface FastWork<S, A> {
  /** Seats at the table. */
  readonly players: number;
  /** Upper bound on the number of legal actions at any position (size of `legal`'s buffer). */
  readonly maxActions: number;
  /**
   * Takes `state` as the working position. False when the state is outside what the fast path
   * covers (then the caller stays with the Game interface); the working copy is then unusable.
   */
  load(state: S): boolean;
  /** Writes the codes of the legal actions into `out`, returns how many. */
  legal(out: Int32Array): number;
  /** Plays one legal action. */
  apply(code: number): void;
  /** Takes back the last `apply` (never past the loaded position). */
  undo(): void;
  /** Moves made since `load`. */
  readonly ply: number;
  /** The seat whose decision it is; -1 when the covered part is over (`done`). */
  toAct(): Seat | -1;
  /** The covered part of the match (Lupfen: the deal) is over: `returns` and `balances` are final. */
  done(): boolean;
  /** `game.balances` of the state the Game interface would be in now (once `done`: after settling). */
  balances(out: Float64Array): void;
  /** `game.returns` of that state. */
  returns(out: Float64Array): void;
  /**
   * The search hooks' `positionValue` of that state once `done`, where the work can tell it without
   * the Game state (Fipsen: its settle memo): a leaf is then not rebuilt through `apply`. Absent:
   * the search rebuilds the state and asks the hooks.
   */
  positionValue?(out: Float64Array): void;
  /**
   * A hash of the position: two positions with equal hashes (both halves) have the same future
   * (legal actions, outcomes) from here on. Two independent 32-bit halves, for a transposition table.
   */
  hashLo(): number;
  hashHi(): number;
  /**
   * The Game action a code stands for, and back (-1: no code). A code names the same action at
   * every position where it is legal (a card, a call), as OpenSpiel's action ids do, so a path of
   * codes can be replayed through `game.apply`.
   */
  actionOf(code: number): A;
  /**
   * Optional move ordering for alpha-beta: how promising `code` (legal now) looks for the seat to
   * act, higher first (small integers). Only the order of the search changes, never a value.
   */
  moveScore?(code: number): number;
  /**
   * Optional: moves (legal now) with equal classes lead to positions of equal value, as touching
   * cards of one hand do in a trick game whose scores go by who wins the tricks; alpha-beta
   * searches one of them.
   */
  moveClass?(code: number): number;
  codeOf(action: A): number;
}

export interface FastPath<S, A> {
  /** A fresh working copy; one per solver, reused for every `load`. */
  create(): FastWork<S, A>;
}

/** A rule the rules text writes for bots (Game.botRules). */
export interface BotRule<V, A> {
  /** Where the rules text states it, e.g. "R17". */
  readonly rule: string;
  /** What it makes a bot do, as `check` says it: "a bot always announces Siebener Fips". */
  readonly says: string;
  /** The action the rule makes a bot take among `legal` now; null where it asks nothing. */
  must(view: V, legal: readonly A[]): A | null;
}

export interface SearchHooks<S, A, V> {
  readonly game: Game<S, A, V>;
  /** A complete state consistent with `view`: the determinisation. The search never sees more. */
  sample(view: V, rng: Rng): S;
  /**
   * The action `seat` takes at `state` without branching, or null to search the decision.
   * Never asked for the root decision.
   */
  policy?(state: S, seat: Seat, rootSeat: Seat): A | null;
  /**
   * The true state with only what no seat has seen drawn afresh (the undealt cards' order): the
   * determinisation of bot:seer, which measures what knowing the hands is worth.
   */
  reshuffle?(state: S, rng: Rng): S;
  /**
   * A determinisation for one of the searching seat's own later calls, made at `state` inside a
   * sampled deal, seen as `view`. Default: `sample(view)`, what the seat knows there. The
   * yardsticks that cheat replace it (levels.ts, `cheatingHooks`).
   */
  sampleAt?(state: S, view: V, rng: Rng): S;
  /**
   * Every seat's value of a position (higher is better), asked where a sampled deal ends and at
   * its root: the search maximises its change over the deal. Default: `game.returns`. A game whose
   * returns move only when a game of several deals ends (a race to ten tricks across deals) values
   * the progress a deal makes here, or every deal would look worth nothing.
   */
  positionValue?(state: S): readonly number[];
  /**
   * The policy is not asked on the game's fast path: the part of a deal the fast path covers (a
   * card play) is searched exactly for every seat, with the transposition table, and the policy
   * only decides what comes before it (Fipsen: the others' bids, discards and trumps). Where the
   * sides appear only there, the fast path returns the root's value alone (FastDeal.solve).
   */
  readonly exactOnFastPath?: boolean;
  /**
   * Whether the fast path may take `state` yet (default: whenever it can). Before, the deal is
   * walked through `apply` with the policy deciding every seat but the searching one: an exact
   * search too large from the first card (five seats each for himself, no alpha-beta) is bounded
   * to the later tricks, and the rules of thumb play the early ones.
   */
  exactFrom?(state: S): boolean;
  /**
   * The root actions worth searching, where there are too many to search each on every sampled
   * deal (a discard of five from ten: 252): a subset of `legal`, by the game's own rules of thumb.
   * The others get no value (−Infinity) and are never chosen. Absent: every legal action. Not
   * asked for a hint (SearchOptions.always), which values what a player might take.
   */
  candidates?(view: V, legal: readonly A[]): readonly A[];
  /**
   * Inference (bots/inference.ts): what the deal's calls and plays so far say about the hands. With
   * it the search weighs each sampled deal by how likely the other seats' decisions were there,
   * under the game's own rules of thumb made soft. Absent: every sample weighs the same.
   */
  readonly inference?: InferenceHooks<S, A, V>;
}

/** One decision of a deal: the state it was made at, who made it and what. */
export interface PastDecision<S, A> {
  readonly state: S;
  readonly seat: Seat;
  readonly action: A;
}

/** A game's part of the inference: its replay of the deal so far, and its policy. */
export interface InferenceHooks<S, A, V> {
  /**
   * The decisions of the current deal up to `world`, replayed from the deal's start with the
   * cards `world` gives every seat, as `root` saw them made: the ones the policy models (calls;
   * plays where the game says so). None the replay cannot rebuild.
   */
  decisions(world: S, root: Seat): Iterable<PastDecision<S, A>>;
  /** What the rules of thumb choose for `seat` at `state` among `legal`, on that seat's own knowledge. */
  policy(state: S, seat: Seat, legal: readonly A[]): A;
  /**
   * Whether the policy's choice `chosen` counts as the decision `made`. Default: the same action. A
   * game that models its calls only counts any card for any card (a knock not made is a call too).
   */
  agrees?(chosen: A, made: A): boolean;
  /**
   * Whether bot:hard weighs its samples at a decision seen as `view`: where duplicate play against
   * the same search without inference measured it stronger (README, the bots' section).
   */
  on(view: V): boolean;
}

export interface SearchOptions {
  /**
   * Sampled deals per decision at most: without a `workBudget` the count searched (what makes a
   * decision deterministic under a seed); with one, a cap that cheap decisions reach first.
   */
  readonly samples: number;
  /** Upper cap on thinking time; sampling stops early once it is reached (at least one sample). */
  readonly maxMs?: number;
  /**
   * The decision's budget in work units: sampling stops once the work done (positions on the fast
   * path, `walkWork` for one walked, `sampleWork` for each sampled deal) reaches it, at least one sample. Unlike `maxMs` it stops at
   * the same sample on a busy machine as on an idle one: the same seed and budget, the same choice.
   */
  readonly workBudget?: number;
  /**
   * Work units one sampled deal costs besides its positions (drawing the deal, starting its
   * search): what keeps a decision of few positions a sample from drawing thousands of them.
   */
  readonly sampleWork?: number;
  /**
   * Work units of a position walked through the Game interface (`apply`, a state copied), where one
   * on the fast path counts 1. Default 1.
   */
  readonly walkWork?: number;
  /**
   * Successive halving at the root: after `after` samples, only the `keep` actions with the best
   * mean so far are searched on the later samples (the same sampled deals for every action until
   * then, so the cut compares like with like). The choice is made among those kept. Absent: every
   * action on every sample.
   */
  readonly prune?: { readonly after: number; readonly keep: number };
  /** Stop early (hint closed, match quit). */
  readonly signal?: AbortSignal;
  /** Evaluate even a single legal action (hints show its value). */
  readonly always?: boolean;
  /**
   * The searching seat's own later calls inside a sampled deal (the price after a lift, a join
   * after a pass): decided by a smaller search of this many samples on its view at that point, as
   * it will really decide them, instead of by the policy. 0 or absent: the policy decides.
   */
  readonly ownCallSamples?: number;
  /**
   * Solve the rest of a deal on the game's fast path once it takes the state (deal-on-positions.ts):
   * the same values, far fewer copies. Default true; false walks every move through `apply`
   * (the tests compare the two).
   */
  readonly fastPath?: boolean;
  /**
   * Weigh the samples by inference (SearchHooks.inference): true or false overrides where the
   * game switches it on (`inference.on`), for the duplicate duels that measure it.
   */
  readonly inference?: boolean;
}

/** A game's bots: its rules of thumb and the hooks of the search bot. */
export interface GameBots<V = unknown, A = unknown, S = unknown> {
  /** bot:normal's (and bot:basic's) choice; bot:easy is this with a random mistake now and then. */
  basic(view: V, legal: readonly A[], rng: Rng): A;
  /**
   * `basic`'s choice (the same action, drawing the same from `rng`) and the rule of thumb behind
   * it: `reason` names what the rule is about and never a card (the table shows it to everybody),
   * `detail` what of the seat's own hand made it fire (shown by the review only). Absent: the
   * reason is the game's basicSummary.
   */
  basicWhy?(view: V, legal: readonly A[], rng: Rng): { readonly action: A; readonly reason: string; readonly detail?: string };
  /** bot:hard, the cheating yardsticks (sim only) and hints. */
  readonly hooks: SearchHooks<S, A, V>;
  /** What the rules of thumb go by, for `list` ("knocks on a likely last trick"). */
  readonly basicSummary?: string;
  /** This game's changes to bot:hard's search settings (HARD_SEARCH), for bot:hard and hints. */
  readonly searchOptions?: Partial<SearchOptions>;
  /**
   * Work units (SearchOptions.workBudget) this game's search does in a millisecond: a thinking
   * time (`--think MS`) becomes a budget of MS × this many units. Measured, not timed at run time,
   * so a budget gives the same choices on any machine (bench/think-rate.ts).
   */
  readonly workPerMs?: number;
}
