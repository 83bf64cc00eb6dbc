// The contract between a game and the rest of the program, in one place: what a game module is
// (Game), what a seat sees (TableView, DealSummary), what its table adapter says (GameUi), what its
// bots give the search (SearchHooks, GameBots) and the one entry that bundles them (GameEntry).
// Types only, and it imports nothing but src/core (a dependency rule checks this), so every layer
// can name the contract without loading another layer: src/games, src/bots, src/ui and src/engine
// all read it, and the old homes of these types (games/game.ts, ui/game-ui.ts, bots/search.ts,
// games/entry.ts …) re-export them.
import type { ReactNode } from 'react';
import type { Card, Rank, Suit } from './core/cards.js';
import type { DeckStyle } from './core/deck-style.js';
import type { CallLine, EndReason, ExchangeLine, GameLine, OptionValue, PlayLine, Seat, SettleLine } from './core/history-lines.js';
import type { Rng } from './core/rng.js';
import type { CardOrder, CurrentTrick, TrickRecord } from './core/trick.js';

export type { Seat, OptionValue, CardOrder };

/**
 * Whose move it is. Chance turns (first dealer, shuffle and deal) are drawn by the match loop.
 *
 * `secret`: who decides is not public (Kloepper's counter-knock is asked of the non-queen side,
 * whose members nobody else knows yet). Screens must not name or mark the seat; a hot-seat table
 * hands the terminal to every human of `asked` in turn (the seats the public knows might be the
 * one asked), so the order of privacy screens gives nothing away. Bots are simply asked.
 */
export type Turn = { kind: 'chance' } | { kind: 'decide'; seat: Seat; secret?: { readonly asked: readonly Seat[] } } | { kind: 'over' };

/**
 * What a game's returns mean (OpenSpiel's utility kind). `constant-sum`: the returns of all seats
 * add up to a constant (chips with a pot that carries over); `general-sum`: they need not (game
 * points that only the scoring side adds); `fines`: returns are minus the fines, fewer is better.
 */
export type UtilityKind = 'zero-sum' | 'constant-sum' | 'general-sum' | 'fines';

/**
 * Who may read a history line at the table (the file holds every line). `all`: public;
 * `none`: in the file only (a counter-knock question that was declined: showing it would give a
 * side away); a list: those seats only (Prisdorf's Kieker shows his hand to one opponent).
 */
export type LineAudience = 'all' | 'none' | readonly Seat[];

/** A per-seat count the table shows beside tricks: card points, trick tallies. */
export interface Counter {
  /** e.g. "card points", "tally". */
  readonly label: string;
  /** One value per seat; null where the viewer may not know it. */
  readonly values: readonly (number | null)[];
  /** Game-wide total for context (120 card points), when there is one. */
  readonly total?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface OptionSpec {
  /** snake_case key, exactly as docs/rules/<game>.md names it (`--rule key=value`, the history's `options`). */
  readonly key: string;
  readonly type: 'int' | 'bool' | 'enum';
  readonly default: OptionValue;
  readonly min?: number;
  readonly max?: number;
  /** For ints: the value must be a multiple of this (0 always allowed). */
  readonly multipleOf?: number;
  /**
   * For enums: the accepted values. An enum may mix numbers and words (Tøppen's drittsekk is 8, 4
   * or "auto"): a value that reads as a number is stored as a number in `options`.
   */
  readonly values?: readonly (string | number)[];
  /**
   * A default that depends on the number of players (Fipsen's match length: 100 deals with four
   * players, 120 with three). `default` applies to player counts not listed.
   */
  readonly defaultByPlayers?: Readonly<Record<number, OptionValue>>;
  /**
   * The player counts where the option applies (Fipsen's five_mode: [5]); absent: every count. At
   * other counts the menu does not show it, `--rule` refuses it and resolved options leave it out.
   */
  readonly players?: readonly number[];
  /** One line for `cardtable list` and the menu. */
  readonly summary: string;
}

export interface VariantInfo {
  readonly id: string;
  /** Name shown in the UI, e.g. "Lupfen (Liechtenstein / classic)". */
  readonly name: string;
  /** One line for the menu. */
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultPlayers: number;
  /** Every house-rule option of the variant, `players` and the match length included. */
  readonly options: readonly OptionSpec[];
  /**
   * The option that says how long a match is (`--deals` sets it): `deals` in most games, `games`
   * where a rules file counts games (Thedinghausen), null where the match ends on a target only.
   */
  readonly lengthKey: 'deals' | 'games' | null;
  /**
   * A match ends by itself (Kloepper at its target): a match length of 0 means no cap rather than
   * "until you quit", so `sim` can play such a match to its end.
   */
  readonly endsByItself?: boolean;
  /**
   * Options the reference rules name that this program leaves out, each with why (Großenaspe's
   * `cut`): `--rule` refuses one with that reason, and a history from another program that names
   * one is read without it.
   */
  readonly leftOut?: Readonly<Record<string, string>>;
  /** What this variant's amounts count where it is not the game's unit (Thedinghausen: cents). */
  readonly unit?: string;
}

/**
 * A variant as a module: what the menu, `list` and `--rule` read (VariantInfo), plus the checks
 * between options that no single spec can make. A game whose variants differ in their rules
 * extends this with its own members (Lupfen's LupfenVariant: deal steps, settlement, fast-path
 * numbers) and lists the modules as its `variants`; the shared flow calls through them, so a new
 * variant is one more module, never one more branch.
 */
export interface Variant extends VariantInfo {
  /**
   * Checks across the resolved options (min_price ≤ max_price; shoving needs a dealer stake):
   * one line saying what is wrong and what is accepted, or null.
   */
  checkOptions?(options: Options): string | null;
}

/** Every option of a variant resolved to its value (as in the history's `options` object). */
export type Options = Readonly<Record<string, OptionValue>>;

export interface MatchConfig {
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
}

/**
 * How one deal was scored: the facts every game has. A game's own summary adds its own (Lupfen's
 * pot, Kloepper's declaration); its table adapter says which rows and columns show them
 * (GameUi.summary, GameUi.sheetColumns).
 */
export interface DealSummary {
  readonly deal: number;
  readonly delta: readonly number[];
  readonly totals: readonly number[];
  readonly tricksWon: readonly number[];
  readonly note: string;
  /** Card points or tallies of the deal, as the settle line gives them. */
  readonly counters?: readonly Counter[];
  /** The sides of the deal once it is over (Kloepper's queen side first); absent: each for himself. */
  readonly sides?: readonly (readonly Seat[])[];
  /**
   * Counters of each side as a whole, values in the order of `sides` (Kloepper's card points, which
   * its scoring counts per side): said once per side, not on every seat of it.
   */
  readonly sideCounters?: readonly Counter[];
}

/**
 * Where the deal and the match stand: public to every seat, so a game's state holds it and its
 * views pass it on as it is.
 */
export interface DealProgress<D extends DealSummary = DealSummary> {
  readonly trick: CurrentTrick | null;
  readonly tricks: readonly TrickRecord[];
  readonly tricksWon: readonly number[];
  readonly lastDeal: D | null;
  readonly history: readonly D[];
  readonly result: MatchResult | null;
  /** Running per-seat counts of the deal in progress (card points, tallies), public ones. */
  readonly counters?: readonly Counter[];
}

/**
 * The part of a seat's view that every trick-taking game has. The shared table components draw
 * only this; a game's own view extends it with its own fields (Lupfen: pot, price, calls …).
 */
export interface TableView<D extends DealSummary = DealSummary> extends DealProgress<D> {
  readonly players: number;
  /** The seat the view belongs to; null for a spectator (privacy screens, replay): no hand at all. */
  readonly seat: Seat | null;
  readonly dealNo: number;
  readonly dealsDone: number;
  /** Null while nobody deals yet (a first dealer the rules draw at random, before the first deal). */
  readonly dealer: Seat | null;
  /** The seat whose decision it is, or null (chance, over). */
  readonly toAct: Seat | null;
  /** Own cards; null while they are face down (e.g. Lupfen's blind lift). */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  readonly trumpSuit: Suit | null;
  readonly balances: readonly number[];
  /** The table's options as the game reads them; `deals`, where a game has it, caps the match (0: no cap). */
  readonly options?: { readonly deals?: number };
  /**
   * The side of every seat as far as this viewer knows it (same number = same side), null where it
   * does not know; absent in games where everybody plays for himself. Kloepper: the viewer knows its
   * own side at once; another seat's only when the cards or a knock have shown it.
   */
  readonly sides?: readonly (number | null)[];
  /** Seats out of the current deal (folded in Tøppen, sitting out): their cards cannot win. */
  readonly out?: readonly boolean[];
  /**
   * Cards of other seats this viewer may see face up (a hand shown to one opponent): drawn at that
   * seat on this viewer's screen only. A spectator view (seat null) has none.
   */
  readonly shown?: readonly ShownCards[];
  /**
   * Cards the viewer itself laid away face down this deal (Fipsen's discards): out of play, and
   * known to it, so never among the cards it has not seen. Absent: none.
   */
  readonly discarded?: readonly Card[];
}

/** Cards of one seat shown face up to the viewer of a view. */
export interface ShownCards {
  readonly seat: Seat;
  readonly cards: readonly Card[];
}

export interface MatchResult {
  /** Balances in the game's unit (chips, game points, fine units), as the `end` line gives them. */
  readonly totals: readonly number[];
  /** The seats with the best returns (ties share). */
  readonly winners: readonly Seat[];
  readonly reason: EndReason;
}

/**
 * The line that records a decision: a call, a play, or an exchange (a Skat discard is written as
 * the cards laid away).
 */
export type DecisionLine = CallLine | PlayLine | ExchangeLine;

export interface Game<S, A, V> {
  readonly id: string;
  readonly name: string;
  /**
   * What balances count, one plural word the game chooses ('chips', 'points', 'fines'): see
   * docs/sim-json.md `unit`. Open, so that a new game names its own without touching this file.
   */
  readonly unit: string;
  readonly variants: readonly VariantInfo[];
  readonly defaultVariant: string;
  /** What `returns` mean: see UtilityKind. */
  readonly utility: UtilityKind;
  /** The `end.reason` words this game writes (history.md), `quit` included; a file's must be one of them. */
  readonly endReasons: readonly EndReason[];
  /**
   * Whether a file's `end.reason` says what the rules' one says when the words differ (another
   * writer may word the same ending another way); absent: only the same word does.
   */
  readonly sameEndReason?: (file: EndReason, rules: EndReason) => boolean;

  /**
   * Resolves `--rule key=value` texts over the variant's defaults, with every cross-field check.
   * `players` comes separately (it is validated against the variant's range here too).
   */
  resolveOptions(variant: string, players: number, raw: Readonly<Record<string, string>>): Result<Options>;

  setup(config: MatchConfig): S;
  turn(state: S): Turn;
  /** The legal actions of the seat to decide (empty at chance and over). */
  legalActions(state: S): A[];
  /** The chance outcome at a chance turn, drawn from `rng`. */
  drawChance(state: S, rng: Rng): A;
  /**
   * Pure: the state after `action` (a decision or a chance outcome). When `log` is given, the
   * lines the action causes (deal, reveal, exchange, trick, settle, end) are pushed to it, in order.
   * The decision's own call/play line is not pushed: see `encodeAction`.
   */
  apply(state: S, action: A, log?: GameLine[]): S;
  /** The call/play/exchange line that records `action` at `state`; null for a decision the history does not record. */
  encodeAction(state: S, action: A): DecisionLine | null;
  /**
   * The lone legal call at `state` is still written (Fipsen's `trump` when the suit is fixed):
   * see `onlyChoice`. Absent or false: a call that is the only choice is applied unasked and unwritten.
   */
  writeOnlyChoice?(state: S, action: A): boolean;
  /**
   * The actions a history line stands for at `state` (a `deal` line becomes the chance outcome,
   * a call, play or exchange line that `encodeAction` writes the decision). Consequence lines
   * (reveal, trick, settle, an exchange the rules make themselves…) decode to [].
   */
  decodeLine(state: S, line: GameLine): Result<A[]>;
  /** A stable text key for an action: equal keys mean the same action. */
  actionKey(action: A): string;
  /**
   * Short English description of an action for logs, prompts, hints and the review, e.g. "Lift",
   * "Price 3", "U♦": its cards as `look` draws them (the table's deck and --ascii, GameUi.look), so
   * a review or hint names a card the way the table beside it does. Absent: the faces of the deck
   * the variant is played with.
   */
  describeAction(state: S, action: A, look?: CardLook): string;

  /**
   * What `seat` may see. The only thing an agent or a screen ever receives. `null`: a spectator,
   * who sees what is public and no hand (privacy screens between hot-seat players).
   */
  view(state: S, seat: Seat | null): V;
  /** Who may read `line`, which `apply` pushed at `state` (before the action). Default: everybody. */
  audience?(state: S, line: GameLine): LineAudience;
  /** Balances now (chips, points or fines), one per seat: what the scoresheet shows. */
  balances(state: S): number[];
  /**
   * The match so far as each seat values it, higher is better (OpenSpiel's Returns): the search,
   * standings, winners and the scoresheet's order use it, never raw balances. Lupfen: balance plus
   * a fair share of the pot; Kloepper: game points; Tøppen: minus the fine units.
   */
  returns(state: S): number[];
  /**
   * The true sides of the deal in progress (the search treats a partner as a partner and prunes a
   * two-sided deal with alpha-beta). Null or absent: every seat for himself.
   */
  sides?(state: S): readonly (readonly Seat[])[] | null;
  /** How cards sort and which are trumps in the deal this view sees. */
  cardOrder(view: V): CardOrder;
  /**
   * Balances as the last settled deal left them, before anything of the next deal is paid (a game
   * that settles and starts the next deal in one step has already taken its antes). Absent: balances.
   */
  settledBalances?(state: S): readonly number[];
  /** Number of the deal in progress (1-based; 0 before the first deal). */
  dealNumber(state: S): number;
  /** The match result once `turn` is over. */
  result(state: S): MatchResult | null;
  /** Ends the match now (players quit): leftovers shared per the rules; pushes the `end` line. */
  quit(state: S, log?: GameLine[]): S;

  /**
   * Optional: apply/undo on a mutable working copy with integer action codes (fast.ts), for the
   * solver. Absent: the search walks the deal through `apply`.
   */
  readonly fast?: FastPath<S, A>;

  /**
   * `reveal` lines (by `what`) whose moment the rules leave open, e.g. an announcement "as soon as
   * the deal is complete" that another program makes earlier or later: a reader accepts them
   * anywhere within their deal. Every other line must come exactly where the rules put it.
   */
  readonly floatingReveals?: readonly string[];

  /**
   * Rules the rules text writes for bots only (Fipsen R17: a bot always announces Siebener Fips,
   * which a person may keep quiet): every bot level keeps them and `check` names a bot seat of a
   * history that broke one. Absent: none.
   */
  readonly botRules?: readonly BotRule<V, A>[];

  /**
   * Rules as a player reads them (Markdown-ish plain text), decisions marked "[program decision]",
   * the cards named as `deck` names them (default: the deck the variant's table shows).
   */
  rulesText(variant: string, deck?: DeckStyle): string;
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

/**
 * The one type-erased bundle: games, their agents, bots and screens are stored and passed around
 * without their own state, action and view types (each registered game is sound for its own).
 * Every `Any…` type is built from this, so `any` is written in one place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the single erasure point, see above
export type Erased = any;

export type AnyGame = Game<Erased, Erased, Erased>;

// ---------------------------------------------------------------------------------------------
// The solver's fast path (games/fast.ts)

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

// ---------------------------------------------------------------------------------------------
// Decisions on screen (ui/cards.ts, ui/prompt.ts)

export interface CardLook {
  readonly style: DeckStyle;
  readonly ascii: boolean;
}

export interface ChoiceOption<A> {
  readonly label: string;
  /** The letter that picks it; digits 1… always work too. Never one of the table keys (RESERVED_KEYS). */
  readonly key: string;
  readonly action: A;
  /** The safe call (see SAFE_CALL in src/ui/prompt.ts): the table selects it at first. At most one per prompt. */
  readonly safe?: boolean;
}

export interface LadderRung<A> {
  readonly label: string;
  /** A letter that picks the rung at once (e.g. `p` pass); digits always select by position. */
  readonly key?: string;
  readonly action: A;
  /** The safe call, as for ChoiceOption: selected at first. */
  readonly safe?: boolean;
}

export type Prompt<A> =
  | {
      readonly kind: 'cards';
      readonly question: string;
      readonly hint?: string;
      /** The cards that may be played (with `pick`: chosen; their `action` is then not used). */
      readonly playable: readonly { card: Card; action: A }[];
      /**
       * Calls offered in the same decision as the card, each on its own key (Tøppen's and
       * Kloepper's `k` knock before the card); pressing the key makes that call.
       */
      readonly calls?: readonly ChoiceOption<A>[];
      /**
       * Several cards at once (Fipsen's discards): Space marks or unmarks the card under the cursor,
       * Enter confirms once exactly `count` are marked; the action is `actionFor` of the marked
       * cards, in the order of the hand.
       */
      readonly pick?: { readonly count: number; readonly actionFor: (cards: readonly Card[]) => A };
    }
  | {
      readonly kind: 'choice';
      readonly question: string;
      readonly hint?: string;
      readonly options: readonly ChoiceOption<A>[];
      /** The option selected at first where none is `safe` (default 0). */
      readonly initial?: number;
    }
  | {
      /**
       * Many labelled, ordered choices (an auction's bids, then hold and pass): one line that
       * scrolls, moved over by arrows and PgUp/PgDn, picked by number (typed digit by digit, so
       * 1 then 2 selects the 12th) or by a rung's letter.
       */
      readonly kind: 'ladder';
      readonly question: string;
      readonly hint?: string;
      /** Lowest first, as the player climbs them. */
      readonly rungs: readonly LadderRung<A>[];
      /** The rung selected at first where none is `safe` (default 0). */
      readonly initial?: number;
    }
  | {
      readonly kind: 'amount';
      readonly question: string;
      readonly hint?: string;
      readonly min: number;
      readonly max: number;
      readonly initial: number;
      readonly actionFor: (amount: number) => A;
      /** How an amount is named outside the prompt (hints), e.g. "Price 4"; default: the number. */
      readonly label?: (amount: number) => string;
    };

// ---------------------------------------------------------------------------------------------
// The search's hooks (bots/search.ts) and a game's bots (games/entry.ts)

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
   * Solve the rest of a deal on the game's fast path once it takes the state (fast-deal.ts):
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
export interface GameBots<V = unknown, A = unknown> {
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
  readonly hooks: SearchHooks<Erased, A, V>;
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

/** A variant still to come: its id and the name it will be shown under. */
export interface ComingVariant {
  readonly id: string;
  readonly name: string;
}

export interface GameEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** Null for a game that is announced but not playable yet. */
  readonly game: AnyGame | null;
  /**
   * The game's bots, once loaded (src/games/registry.ts loadGames loads them unless asked not to:
   * `cardtable <game>` loads them when a bot first decides or a hint is asked, not before the
   * table's first frame).
   */
  readonly bots?: GameBots<Erased, Erased>;
  /** Loads the game's bots (their rules of thumb and search hooks); absent: the game has none. */
  readonly loadBots?: () => Promise<GameBots<Erased, Erased>>;
  /** The table adapter, loaded on demand so that --version, list and sim never load Ink. */
  readonly ui?: () => Promise<AnyGameUi>;
  /**
   * Variants announced but not playable yet (listed as coming by `list`, refused with one line by
   * `--variant` and `check`); the game's own `variants` are the playable ones.
   */
  readonly coming?: readonly ComingVariant[];
  /** Which `call` words sim counts per seat, under which name; without it every call word counts as `calls.<word>`. */
  readonly statCalls?: Readonly<Record<string, string>>;
  /**
   * A settled deal that the rules do not count as played (Fipsen's throw-in, P-R9): `stats` leaves
   * it out of the deals and results. Absent: every settled deal was played.
   */
  unplayedDeal?(settle: SettleLine): boolean;
}

// ---------------------------------------------------------------------------------------------
// A game's table adapter (ui/game-ui.ts)

export interface CentreProps<V> {
  readonly view: V;
  readonly look: CardLook;
  readonly width: number;
  /** The players' names by seat, for panels that name seats (who called, who knocked). */
  readonly names?: readonly string[];
}

/** A column of the deal summary's table: its title and one cell per seat, right-aligned. */
export interface SummaryColumn {
  readonly title: string;
  readonly cells: readonly string[];
  /** Characters the column takes, title and cells right-aligned in it (default: the widest + 2). */
  readonly width?: number;
}

/**
 * A deal summary as a game declares it; the shared panels draw it and know nothing else of the
 * game. Read alone, it says why the deal scored what it scored.
 */
export interface SummaryShown {
  /** What happened and which rule scored it, a sentence or more a line; wrapped to the panel. */
  readonly why: readonly string[];
  /** The table's columns after the player's name, left to right. */
  readonly columns: readonly SummaryColumn[];
  /** Lines under the table (each side's card points, what "Paid in" covers). */
  readonly below: readonly string[];
  /** Under those, dimmed: what the game's own columns cover (Lupfen: "Paid in: ante …"). */
  readonly legend?: string;
  /** Where things stand after the deal, said before "Next: deal n" (Lupfen: "Pot now: 3 chips"). */
  readonly after: readonly string[];
}

/**
 * What a summary is drawn from: the view, the players' names and the deal's public lines from its
 * first call to its settle (the order of knocks and folds is in no summary field).
 */
export interface SummaryInput<V, D> {
  readonly view: V;
  readonly deal: D;
  readonly names: readonly string[];
  readonly lines: readonly GameLine[];
  /** How cards are drawn on this table (faces in the reasons). */
  readonly look: CardLook;
  readonly utility?: UtilityKind;
}

/** A scoresheet column after the seats' (Lupfen's pot): its title and a cell per deal. */
export interface SheetColumn<D = DealSummary> {
  readonly title: string;
  cell(deal: D): string;
}

/** The summary type of a view (its `lastDeal`). */
export type DealOf<V extends TableView> = NonNullable<V['lastDeal']>;

export interface GameUi<V extends TableView, A> {
  /** e.g. "Lupfen (Liechtenstein / classic)". */
  title(view: V): string;
  /** Planned number of deals (0: open-ended), for "deal 3 of 20"; tableUi's default: the `deals` option. */
  dealsTarget(view: V): number;
  /**
   * Where the match stands, as parts of the header, for deal `dealNo` (the one on screen): a
   * match counted in games says "game 2 of 5", "deal 7". Absent: "deal 3 of 20" from dealsTarget.
   */
  progress?(view: V, dealNo: number): readonly string[];
  /** Unit of balances, e.g. "chips". */
  readonly unit: string;
  /**
   * The unit as this table's options name it, where they do (Tøppen's fine_label: "units",
   * "pencils"): the one word beside every amount. Absent: `unit`.
   */
  unitOf?(view: V): string;
  /**
   * The word beside a seat's total where the unit alone could be taken for this deal's figure
   * (Tøppen: "paid", beside its "at stake"); default: the unit.
   */
  readonly seatUnit?: string;
  look(view: V, deck: DeckStyle | undefined, ascii: boolean): CardLook;
  /** Ranks high to low: only a fallback for sorting a hand where a screen has no CardOrder. */
  readonly rankOrder?: readonly Rank[];
  /** Play goes clockwise (the next seat sits on the left); tableUi's default: always. */
  clockwise(view: V): boolean;
  /** Roles beside a seat's name: dealer, lifter … */
  seatRoles(view: V, seat: number): string[];
  /** The seat's standing in this deal: in, dropped … (null: nothing to say). */
  seatStatus(view: V, seat: number): string | null;
  /** The seat takes no further part in this deal (drawn dimmed); tableUi's default: the view's `out`. */
  seatOut(view: V, seat: number): boolean;
  /** Where the deal stands, for the header (tableUi: "Match over" and "Shuffling" before the game's words). */
  phaseLine(view: V): string;
  /** The prompt for the legal actions of the viewer. */
  prompt(view: V, legal: readonly A[], look: CardLook): Prompt<A>;
  /**
   * One sentence on why the decision of these legal actions matters: what it risks or can win. The
   * one source of that text: `?` shows it above the keys, `cardtable learn` under the prompt. Null:
   * nothing worth saying (a forced move).
   */
  why?(view: V, legal: readonly A[]): string | null;
  /** One sentence for a public history line; null for lines not shown (or private ones). */
  logLine(view: V, line: GameLine, names: readonly string[], look: CardLook): string | null;
  /** A rules note (settle lines) with seat numbers turned into names. */
  note(text: string, names: readonly string[]): string;
  /** What an amount prompt sets, for the key help and footer (Lupfen: "price"). */
  readonly amountWord?: string;
  /** What a hint's expected values include beside the balance (Lupfen: "counting your pot share"). */
  readonly valueNote?: string;
  /**
   * What a hint's numbers measure, for the words around them (`?`); either way + is better for the
   * player. 'own': the change of his own balance until the deal is settled (Lupfen's chips go
   * either way). 'lead': the change of his lead over the others (his result less the mean of the
   * other players'), where his balance alone cannot tell a good choice from a bad one: Kloepper's
   * and Fipsen's points never go down for the side that did not score, Tøppen's fines count
   * against him. The numbers themselves are the hint's (coachMeasure in bots/hint.ts, which
   * tableUi's default repeats); absent: 'own'.
   */
  readonly hintMeasure?: 'own' | 'lead';
  /**
   * The word for side `side` of `view.sides` (Kloepper: "Queens" / "Opponents"); without it the
   * table shows a neutral "side 1", "side 2". Only sides the viewer knows ever reach it.
   */
  sideLabel?(view: V, side: number): string;
  /**
   * A second unit the totals are also shown in (Tøppen: pints = fine units / 16, when its
   * `show_pints` option is on); null: none.
   */
  subUnit?(view: V): { readonly name: string; readonly per: number } | null;
  /** What the match is played to, for the scoresheet (Kloepper: "Game to 30 points"). */
  goal?(view: V): string;
  /** Words for the game's own end reasons (Game.endReasons); null: the shared wording or the word itself. */
  endReason?(reason: string): string | null;
  /**
   * What the rules did at the match's end after the last deal, said under the standings so they
   * agree visibly with the scoresheet (Lupfen: the pot handed back); `names` by seat. Absent: nothing.
   */
  endNote?(view: V, names: readonly string[]): string | null;
  /**
   * The deal summary's rows, columns and why lines. Absent: the standard table (side, tricks,
   * counters, this deal, total) under the settle note (summary.ts).
   */
  summary?(input: SummaryInput<V, DealOf<V>>): SummaryShown;
  /** Scoresheet columns after the seats' (Lupfen: the pot after each deal); absent: none. */
  sheetColumns?(view: V): readonly SheetColumn<DealOf<V>>[];
  /** The rules for `?`, in the words of the deck on screen, with a legend of its faces. */
  rules(variant: string, look: CardLook): string;
  /** The game's own panel in the middle of the table (pot, trump card, stock …). */
  Centre(props: CentreProps<V>): ReactNode;
}

export type AnyGameUi = GameUi<Erased, Erased>;

/** A game's table adapter, loaded on demand (its own chunk in the bundle): GameEntry.ui, handed down by the command line. */
export type GameUiLoader = () => Promise<AnyGameUi>;

/**
 * A table adapter as a game's ui/index.ts writes it: the unit is its Game's, and so are the title
 * (the game's name) and the rules for `?` (its rulesText) unless the game gives its own (Lupfen
 * names the variant on the table and adds a legend of the deck's faces to the rules).
 * `tableUi` (ui/game-ui.ts) makes the GameUi.
 */
export type GameUiParts<V extends TableView, A> = Omit<GameUi<V, A>, 'unit' | TableUiDefault> & Partial<Pick<GameUi<V, A>, TableUiDefault>>;

/** The GameUi members tableUi fills in where a game's parts leave them out. */
type TableUiDefault = 'title' | 'rules' | 'dealsTarget' | 'clockwise' | 'seatOut' | 'hintMeasure';
