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
}

export interface SearchOptions {
  /** Sampled deals per decision (what makes a decision deterministic under a seed). */
  readonly samples: number;
  /** Upper cap on thinking time; sampling stops early once it is reached (at least one sample). */
  readonly maxMs?: number;
  /**
   * Upper cap on work: sampling stops once the search has visited this many positions (at least
   * one sample). Unlike `maxMs` it cuts at the same sample on a busy machine as on an idle one.
   */
  readonly maxNodes?: number;
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
   * Solve the rest of a deal on the game's fast path once it takes the state (fast-deal.ts):
   * the same values, far fewer copies. Default true; false walks every move through `apply`
   * (the tests compare the two).
   */
  readonly fastPath?: boolean;
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
}
