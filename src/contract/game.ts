// The game as the rest of the program plays it: what a game module is (Game), whose move it is,
// its variants and options, and the helpers every caller of a Game shares. Pure: a rules module
// reads this part of the contract (src/contract/), which never names React.
import type { DeckStyle } from '../core/deck-style.js';
import type { CallLine, EndReason, ExchangeLine, GameLine, OptionValue, PlayLine, Seat } from '../core/history-lines.js';
import type { Rng } from '../core/rng.js';
import type { CardOrder } from '../core/trick.js';
import type { BotRule, FastPath } from './search.js';
import type { CardLook, MatchResult } from './view.js';

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
  /**
   * The seed of `cardtable learn`'s one deal, chosen so that the learner meets the variant's real
   * decisions in it (a comment beside it says which). Absent: a seed of no choice ('learn').
   */
  readonly learnSeed?: string;
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
  /**
   * How undo names a seat's own taking up of pile `from` (an exchange line's `from`) where the
   * game has its own words for it (Fipsen: "taking the Skat"): "Can't undo past taking the Skat".
   * Null or absent: "the cards you took from the <pile>".
   */
  takingPile?(from: string): string | null;
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
   * Optional: apply/undo on a mutable working copy with integer action codes (solver-position.ts), for the
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

/**
 * A game whose state and action types are not known where it is held (the registry, the match
 * loop, sim, the table): its state and actions are values to hand back to it, never to look
 * into. A Game of its own types is one of these (Game's members are methods, checked both ways),
 * so no cast is needed to hold one; gameEntry checks a game's bots and table against its own
 * types before they are held so. A table reads its views through the game's GameUi.
 */
export type AnyGame = Game<unknown, unknown, unknown>;

/**
 * A decision the match loop does not ask for because it is the only choice: the action, and the
 * line that records it when the game writes it (`line` null: applied unwritten). Null: the seat is
 * asked. A lone call (or unrecorded action) is applied; a lone card is still asked, so a forced
 * last card needs its own Enter like any other. The match loop, the table and replay all ask here.
 */
export function onlyChoice<S, A>(
  game: Pick<Game<S, A, unknown>, 'legalActions' | 'encodeAction' | 'writeOnlyChoice'>,
  state: S,
  legal: readonly A[] = game.legalActions(state),
): { readonly action: A; readonly line: DecisionLine | null; readonly encoded: DecisionLine | null } | null {
  if (legal.length !== 1) return null;
  const action = legal[0]!;
  const encoded = game.encodeAction(state, action);
  if (encoded !== null && encoded.type !== 'call') return null;
  const line = encoded !== null && game.writeOnlyChoice?.(state, action) === true ? encoded : null;
  return { action, line, encoded };
}

/** What `variant`'s amounts count: its own unit where it has one (Thedinghausen: cents), else the game's. */
export function unitOfVariant(game: Pick<Game<unknown, unknown, unknown>, 'unit' | 'variants'>, variant: string): string {
  return game.variants.find((v) => v.id === variant)?.unit ?? game.unit;
}

/** The seat of a view that belongs to a player (bots, prompts); a spectator view has none. */
export function viewerOf(view: { readonly seat: Seat | null }): Seat {
  if (view.seat === null) throw new Error('a spectator view has no seat');
  return view.seat;
}
