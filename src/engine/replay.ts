// Rebuilds a recorded match through the rules and checks every line of the file against them
// (history.md "What a reader may rely on"). Game-agnostic: each decision line is decoded by the
// game, checked for legality and encoded back, which must give the file's line; every other line
// (deal, reveal, exchange, trick, settle, end) must be exactly the line the rules produce at that
// point, field by field and in order, with none missing and none extra. Only free text is not
// compared (`note`), and fields the spec does not define (writers may add fields).
// Mismatches name the file and line.
import type { Card } from '../core/cards.js';
import type { ExchangeLine, GameLine, HistoryLine, MatchLine } from '../core/history-lines.js';
import type { Rng } from '../core/rng.js';
import { onlyChoice, type Game, type MatchConfig, type OptionSpec, type Result } from '../games/game.js';
import { appliesAt, notHereReason, optionsAt } from '../games/options.js';
import { sourceOf, type HistorySource, type ParsedHistory } from './history/reader.js';
import { lineSchemas } from './history/schema.js';

/** The rules a history was played under, resolved by the game (defaults fill missing options). */
export function configFromMatchLine<S, A, V>(game: Game<S, A, V>, match: MatchLine, name: string): Result<MatchConfig> {
  const variant = game.variants.find((vi) => vi.id === match.variant);
  if (!variant) {
    return {
      ok: false,
      reason: `${name}:1: unknown ${game.id} variant "${match.variant}"; known: ${game.variants.map((vi) => vi.id).join(', ')}`,
    };
  }
  // Only the options that apply at this table (OptionSpec.players) are named, and must be.
  const bad = checkOptionTypes(optionsAt(variant, match.players), match.options);
  if (bad) return { ok: false, reason: `${name}:1: ${bad}` };
  const optPlayers = match.options['players'];
  // One reference example omits options.players: the top-level `players` then decides.
  const players = typeof optPlayers === 'number' ? optPlayers : match.players;
  if (players !== match.players) {
    return { ok: false, reason: `${name}:1: "players" is ${match.players} but options.players is ${players}` };
  }
  // No prototype: an option named `__proto__` must reach the game as an unknown key, not vanish.
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, val] of Object.entries(match.options)) {
    const spec = variant.options.find((o) => o.key === k);
    if (spec && !appliesAt(spec, players)) return { ok: false, reason: `${name}:1: ${notHereReason(game.id, variant, spec, players)}` };
    if (k !== 'players') raw[k] = String(val);
  }
  const options = game.resolveOptions(variant.id, players, raw);
  if (!options.ok) return { ok: false, reason: `${name}:1: ${options.reason}` };
  for (const [k, val] of Object.entries(options.value)) {
    if (k !== 'players' && match.options[k] !== val)
      return { ok: false, reason: `${name}:1: options.${k} is ${JSON.stringify(match.options[k])}, read as ${JSON.stringify(val)}` };
  }
  return { ok: true, value: { variant: variant.id, players, options: options.value } };
}

/**
 * history.md: `options` holds the complete resolved rule set. Every option of the variant must be
 * there with a value of its type (`players` may be left out: the top-level field says it).
 */
function checkOptionTypes(specs: readonly OptionSpec[], options: Readonly<Record<string, unknown>>): string | null {
  for (const spec of specs) {
    const val = options[spec.key];
    if (val === undefined) {
      if (spec.key === 'players') continue;
      return `"options" lacks "${spec.key}"; a history names every option of its variant`;
    }
    // An enum may mix numbers and words (Tøppen's drittsekk is 8, 4 or "auto"): its value must be one of them, as typed.
    const bad =
      spec.type === 'enum'
        ? !(spec.values ?? []).some((v) => v === val)
        : typeof val !== (spec.type === 'bool' ? 'boolean' : 'number') || (spec.type === 'int' && !Number.isInteger(val));
    if (bad) {
      return `options.${spec.key} is ${JSON.stringify(val)}, not ${spec.type === 'int' ? 'a whole number' : spec.type === 'bool' ? 'true or false' : `one of ${(spec.values ?? []).join(', ')}`}`;
    }
  }
  return null;
}

/** Players quitting, as a step of a replay. */
export const QUIT: unique symbol = Symbol('quit');
/** One step of a replay: an action the rules applied, or the players quitting (QUIT). */
export type Applied<A> = A | typeof QUIT;

const NOTHING_APPLIED: readonly Applied<unknown>[] = Object.freeze([]);

export interface ReplayOptions<S> {
  /**
   * Resume: the match Rng from the seed. Every chance outcome in the file must be the one this
   * Rng draws, which both checks the file and leaves the Rng where the match left it.
   */
  readonly rng?: Rng;
  /**
   * Called after each file line has been applied (the replay screen steps with it), with what was
   * applied for it in order (decoded, forced or unrecorded actions; `quit` for players quitting):
   * applying those to the state before the line gives the state after it.
   */
  readonly onLine?: (state: S, line: HistoryLine, lineNo: number, applied: readonly Applied<unknown>[]) => void;
  /** Stop collecting after this many mismatches (default 50). */
  readonly maxMismatches?: number;
}

export interface ReplayReport<S> {
  readonly config: MatchConfig | null;
  /** The state after the last line replayed (null when setup failed). */
  readonly state: S | null;
  /** `file:line: …` for every line the rules do not reproduce. */
  readonly mismatches: string[];
  /** A line that could not be replayed at all (`file:line: …`); replay stops there. */
  readonly error: string | null;
  /** The error is the file's form (unreadable, not a history line), not a move against the rules. */
  readonly readError: boolean;
  /** The file had an `end` line. */
  readonly finished: boolean;
  /** Number of lines replayed, the `match` line included. */
  readonly linesReplayed: number;
  /** Number of `settle` lines replayed. */
  readonly deals: number;
  /**
   * Lines the rules produced for the file's last action that the file does not have (it was cut
   * off between a decision and its consequences). Resume writes them before going on.
   */
  readonly pendingLines: GameLine[];
  /** With `rng`: the first chance outcome that the seed does not reproduce (drawing stops there). */
  readonly rngMismatch: string | null;
}

const short = (x: unknown): string => JSON.stringify(x) ?? 'nothing';

/** Free text a writer words as it likes: never compared. */
const FREE_TEXT: ReadonlySet<string> = new Set(['note']);

/** The fields history.md defines for each line type (a writer may add others; those are not compared). */
const KNOWN_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(lineSchemas).map(([type, schema]) => [type, new Set(Object.keys(schema.entries))]),
);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * How the file's line differs from the line the rules give, or null when it does not: every field
 * the rules write must be equal, and a spec field the rules do not write must be absent.
 */
export function lineDiff(
  file: Readonly<Record<string, unknown>>,
  ours: Readonly<Record<string, unknown>>,
  game?: Pick<Game<unknown, unknown, unknown>, 'name' | 'endReasons' | 'sameEndReason'>,
): string | null {
  const type = String(ours['type']);
  if (file['type'] !== type) return `a "${String(file['type'])}" line where the rules give ${short(ours)}`;
  const diffs: string[] = [];
  for (const [k, val] of Object.entries(ours)) {
    if (FREE_TEXT.has(k)) continue;
    // The game says which of its end words mean the same (Game.sameEndReason).
    if (type === 'end' && k === 'reason' && game) {
      const word = String(file[k]);
      if (!game.endReasons.includes(word)) {
        diffs.push(`reason ${short(file[k])} is not a ${game.name} ending (${game.endReasons.join(', ')}); the rules give ${short(val)}`);
        continue;
      }
      if (game.sameEndReason?.(word, String(val))) continue;
    }
    // `winners` is a set of seats (history.md): any order.
    if (
      type === 'end' &&
      k === 'winners' &&
      Array.isArray(file[k]) &&
      deepEqual([...(file[k] as number[])].sort(), [...(val as number[])].sort())
    )
      continue;
    // An exchange's `gave` and `got` say which cards moved, not in what order.
    if (type === 'exchange' && (k === 'gave' || k === 'got') && Array.isArray(file[k]) && sameCards(file[k] as string[], val as string[]))
      continue;
    if (!deepEqual(file[k], val)) diffs.push(`${k} ${short(file[k])} vs ${short(val)}`);
  }
  const known = KNOWN_FIELDS[type];
  for (const k of Object.keys(file)) {
    if (known?.has(k) && !Object.hasOwn(ours, k) && !FREE_TEXT.has(k)) diffs.push(`${k} ${short(file[k])} vs nothing`);
  }
  return diffs.length ? `${type} differs (file vs rules): ${diffs.join('; ')}` : null;
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean => deepEqual([...a].sort(), [...b].sort());

/** `a` less the cards of `b` (each once), or null when `b` holds a card `a` lacks. */
function lessCards(a: readonly string[], b: readonly string[]): string[] | null {
  const rest = [...a];
  for (const c of b) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/**
 * A file's exchange line that says in one what the rules write as several (fipsen.md §8 and
 * history.md leave both to the writer): the pick-ups `expected` begins with, from the piles the
 * line names ("skat", "skat+rest"), and the discard that follows them. Returns how many of
 * `expected` the line covers and the discard left over as a line of its own (null: none), or null
 * when the line is not such a merge.
 */
export function splitMergedExchange(
  line: ExchangeLine,
  expected: readonly GameLine[],
): { readonly covered: number; readonly discard: ExchangeLine | null } | null {
  const piles = String(line.from).split('+');
  const got: string[] = [];
  const gave: string[] = [];
  let covered = 0;
  for (const e of expected) {
    if (e.type !== 'exchange' || e.seat !== line.seat || e.deal !== line.deal || e.got.length === 0 || !piles.includes(e.from)) break;
    got.push(...e.got);
    gave.push(...e.gave);
    covered++;
    if (sameCards(got, line.got)) break;
  }
  if (covered === 0 || !sameCards(got, line.got)) return null;
  const left = lessCards(line.gave, gave);
  if (left === null) return null;
  // The line merely says the same as the rules' one line: the ordinary comparison takes it.
  if (covered === 1 && left.length === 0 && piles.length === 1) return null;
  const discard: ExchangeLine | null =
    left.length === 0 ? null : { type: 'exchange', deal: line.deal, seat: line.seat, from: piles[0]!, gave: left as Card[], got: [] };
  return { covered, discard };
}

/** Replays an already parsed history (the replay screen keeps every line to step through). */
export function replayHistory<S, A, V>(game: Game<S, A, V>, parsed: ParsedHistory, opts: ReplayOptions<S> = {}): ReplayReport<S> {
  return replaySource(game, sourceOf(parsed), opts);
}

/**
 * Replays `source` under `game`, line by line. Never throws for a bad file: problems come back in
 * the report.
 */
export function replaySource<S, A, V>(game: Game<S, A, V>, source: HistorySource, opts: ReplayOptions<S> = {}): ReplayReport<S> {
  const name = source.name;
  const match = source.match;
  const maxMismatches = opts.maxMismatches ?? 50;
  const mismatches: string[] = [];
  const at = (lineNo: number, why: string): string => `${name}:${lineNo}: ${why}`;
  let finished = false;
  let replayed = 1;
  let deals = 0;
  let rngMismatch: string | null = null;
  let readError = false;
  const report = (state: S | null, config: MatchConfig | null, error: string | null, pendingLines: GameLine[] = []): ReplayReport<S> => ({
    config,
    state,
    mismatches,
    error,
    readError: readError || (error !== null && config === null),
    finished,
    linesReplayed: replayed,
    deals,
    pendingLines,
    rngMismatch,
  });

  if (match.game !== game.id) return report(null, null, at(1, `a ${match.game} history, not ${game.id}`));
  const cfg = configFromMatchLine(game, match, name);
  if (!cfg.ok) return report(null, null, cfg.reason);
  const config = cfg.value;

  let state = game.setup(config);
  /** What was applied for the current line (for onLine). */
  let applied: Applied<unknown>[] = [];
  /** Lines the rules have produced that the file has not shown yet, in order. */
  let expected: GameLine[] = [];
  // Announcements whose moment the rules leave open (Game.floatingReveals): the file may show one
  // earlier or later than these rules make it, within the same deal.
  const floating: ReadonlySet<string> = new Set(game.floatingReveals ?? []);
  const isFloating = (l: GameLine): boolean => l.type === 'reveal' && floating.has(l.what);
  /** Floating file lines the rules have not produced yet. */
  let early: { line: GameLine; lineNo: number }[] = [];
  /** Floating rule lines the file has not shown yet. */
  let late: GameLine[] = [];
  const take = (list: GameLine[], line: GameLine): boolean => {
    const i = list.findIndex((l) => lineDiff(line as unknown as Record<string, unknown>, l as unknown as Record<string, unknown>) === null);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  };
  const produced = (log: readonly GameLine[]): void => {
    for (const l of log) {
      const i = isFloating(l)
        ? early.findIndex((e) => lineDiff(e.line as unknown as Record<string, unknown>, l as unknown as Record<string, unknown>) === null)
        : -1;
      if (i >= 0) early.splice(i, 1);
      else expected.push(l);
    }
  };
  /** A deal is over (its settle line, or the end): floating lines must have met their match. */
  const closeDeal = (lineNo: number): void => {
    for (const e of early) mismatch(e.lineNo, `the rules give no such ${e.line.type} line in this deal: ${short(e.line)}`);
    for (const l of late) mismatch(lineNo, `the rules give a ${l.type} line in this deal that the file lacks: ${short(l)}`);
    early = [];
    late = [];
  };
  const mismatch = (lineNo: number, why: string): void => {
    if (mismatches.length < maxMismatches) mismatches.push(at(lineNo, why));
  };
  /** Lines the rules produced before `lineNo` that the file lacks. */
  const missing = (lineNo: number): void => {
    late.push(...expected.filter(isFloating));
    expected = expected.filter((l) => !isFloating(l));
    for (const l of expected) mismatch(lineNo, `the rules give a ${l.type} line before this one that the file lacks: ${short(l)}`);
    expected = [];
  };

  const applyAction = (action: A, lineNo: number): string | null => {
    const turn = game.turn(state);
    if (turn.kind === 'over') return `the match is already over under the rules, but the file goes on`;
    if (turn.kind === 'chance') {
      if (opts.rng && rngMismatch === null) {
        const drawn = game.drawChance(state, opts.rng);
        if (game.actionKey(drawn) !== game.actionKey(action)) {
          rngMismatch = at(
            lineNo,
            `this deal is not the one seed "${match.seed}" gives (the file was changed, or written by another program)`,
          );
        }
      }
    } else {
      const legal = game.legalActions(state);
      const key = game.actionKey(action);
      if (!legal.some((a) => game.actionKey(a) === key)) {
        let what: string;
        try {
          what = game.describeAction(state, action);
        } catch {
          what = key;
        }
        return `${what} is not legal for seat ${turn.seat} here`;
      }
    }
    const log: GameLine[] = [];
    try {
      state = game.apply(state, action, log);
      applied.push(action);
    } catch (e) {
      // A line the rules cannot take at this point (a decision at a chance turn…): a game's apply
      // assumes a legal action, so its refusal is this line's fault, not the program's.
      return `this line cannot be played here under the rules (${e instanceof Error ? e.message : String(e)})`;
    }
    produced(log);
    return null;
  };

  // Decisions the file need not show: a forced call (one legal call), which the match loop applies
  // without writing it (another program may write it: both are accepted), and an unrecorded choice
  // (encodeAction null, e.g. Lupfen's blind_lupf "look") that must have been made when the next
  // line belongs to another seat — typically a look followed by a forced lupf under compulsory_lupf.
  const applyForced = (line: GameLine): void => {
    for (;;) {
      const turn = game.turn(state);
      if (turn.kind !== 'decide') return;
      const legal = game.legalActions(state);
      let action: A | undefined;
      const only = onlyChoice(game, state, legal);
      if (only) {
        // A call the rules write even when it is the only choice: the file's line is the decision.
        if (only.line !== null) return;
        const enc = only.encoded;
        // Written out by the file: the line itself is the decision.
        if (enc !== null && enc.type === 'call' && line.type === 'call' && line.seat === turn.seat && line.call === enc.call) return;
        action = only.action;
      } else if (legal.length === 1) {
        return;
      } else {
        const lineSeat = line.type === 'call' || line.type === 'play' || line.type === 'exchange' ? line.seat : null;
        if (lineSeat === turn.seat) return;
        const unrecorded = legal.filter((a) => game.encodeAction(state, a) === null);
        if (unrecorded.length !== 1) return;
        action = unrecorded[0]!;
      }
      const log: GameLine[] = [];
      state = game.apply(state, action, log);
      applied.push(action);
      produced(log);
    }
  };

  // A line that is an action (a decision, or the cards of a deal): every consequence of the
  // previous action comes first, then the line is decoded and applied. A decision, encoded back,
  // must be the line itself (deal number, seat…). Returns why the rules refuse it, or null.
  const playLine = (line: GameLine, lineNo: number): string | null => {
    if (expected.length > 0) missing(lineNo);
    applyForced(line);
    if (expected.length > 0) missing(lineNo);
    const decoded = game.decodeLine(state, line);
    if (!decoded.ok) return at(lineNo, decoded.reason);
    for (const action of decoded.value) {
      const turn = game.turn(state);
      const enc = turn.kind === 'decide' ? game.encodeAction(state, action) : null;
      if (enc !== null) {
        const diff = lineDiff(line as unknown as Record<string, unknown>, enc as unknown as Record<string, unknown>);
        if (diff) mismatch(lineNo, diff);
      }
      const err = applyAction(action, lineNo);
      if (err) return at(lineNo, err);
    }
    return null;
  };

  /** A discard the file gave early or in parts (see the loop), with why it was refused alone. */
  let held: { line: ExchangeLine; lineNo: number; reason: string | null } | null = null;
  const playHeld = (): string | null => {
    if (!held || expected.length > 0) return null;
    const decoded = game.decodeLine(state, held.line);
    if (!decoded.ok || decoded.value.length === 0) return null;
    const h = held;
    held = null;
    return playLine(h.line, h.lineNo);
  };

  // An exchange line is a decision (a Skat discard) when no consequence is owed, the line is not
  // one of a forced call the file left out, and the game decodes it to an action.
  const isDecision = (line: GameLine): boolean => {
    if (expected.length > 0) return false;
    applyForced(line);
    if (expected.length > 0) return false;
    const decoded = game.decodeLine(state, line);
    return !decoded.ok || decoded.value.length > 0;
  };

  for (;;) {
    const next = source.next();
    if (!next.ok) {
      readError = true;
      return report(state, config, next.reason);
    }
    if (next.value === null) break;
    const { line, lineNo } = next.value;
    if (line.type === 'end') finished = true;

    // A discard the file wrote before the decision that comes first under the rules (merged into
    // a pick-up), or in parts: held until it decodes, and refused if a card is played first.
    const lateDiscard: boolean = line.type === 'exchange' && line.got.length === 0 && held !== null && held.line.seat === line.seat;
    const merged: ReturnType<typeof splitMergedExchange> =
      line.type === 'exchange' && !lateDiscard ? splitMergedExchange(line, expected) : null;
    if (merged || lateDiscard) {
      if (merged) expected.splice(0, merged.covered);
      if (lateDiscard) held = { ...held!, line: { ...held!.line, gave: [...held!.line.gave, ...(line as ExchangeLine).gave] } };
      else if (merged?.discard) held = { line: merged.discard, lineNo, reason: null };
      const refused = playHeld();
      if (refused) return report(state, config, refused);
      replayed++;
      if (opts.onLine) opts.onLine(state, line, lineNo, applied.length > 0 ? applied : NOTHING_APPLIED);
      applied = [];
      continue;
    }
    if (held && (line.type === 'play' || line.type === 'deal' || line.type === 'settle' || line.type === 'end'))
      return report(state, config, held.reason ?? at(held.lineNo, 'the cards laid away here are not a discard the rules allow'));
    if (line.type === 'exchange' && line.got.length === 0 && expected.length === 0) {
      // A discard in parts: the first part alone may not be one the rules allow.
      const decoded = game.decodeLine(state, line);
      if (!decoded.ok) {
        held = { line, lineNo, reason: at(lineNo, decoded.reason) };
        replayed++;
        if (opts.onLine) opts.onLine(state, line, lineNo, NOTHING_APPLIED);
        continue;
      }
    }

    if (line.type === 'call' || line.type === 'play' || (line.type === 'exchange' && isDecision(line))) {
      const refused = playLine(line, lineNo) ?? playHeld();
      if (refused) return report(state, config, refused);
    } else {
      if (line.type === 'deal') {
        const refused = playLine(line, lineNo);
        if (refused) return report(state, config, refused);
      } else if (expected.length === 0 && !isFloating(line)) {
        // A consequence of a forced call the file did not write (e.g. the mit forced by
        // compulsory_lupf, then the Three Unters reveal), or players quitting. (Not for a floating
        // announcement: it may come before a seat's unrecorded look and forced call, which the
        // file may then write itself.)
        applyForced(line);
        if (expected.length === 0 && line.type === 'end' && line.reason === 'quit' && game.turn(state).kind !== 'over') {
          const log: GameLine[] = [];
          state = game.quit(state, log);
          applied.push(QUIT);
          produced(log);
        }
      }
      const head = expected[0];
      if (
        isFloating(line) &&
        !(head && lineDiff(line as unknown as Record<string, unknown>, head as unknown as Record<string, unknown>) === null)
      ) {
        if (!take(late, line) && !take(expected, line)) early.push({ line, lineNo });
        replayed++;
        if (opts.onLine) opts.onLine(state, line, lineNo, applied.length > 0 ? applied : NOTHING_APPLIED);
        applied = [];
        continue;
      }
      const ours = expected.shift();
      if (!ours) {
        if (line.type === 'end' && game.turn(state).kind !== 'over')
          mismatch(lineNo, 'the file ends the match here, but under the rules it goes on');
        else mismatch(lineNo, `the rules give no ${line.type} line here`);
      } else {
        const diff = lineDiff(line as unknown as Record<string, unknown>, ours as unknown as Record<string, unknown>, game);
        if (diff) {
          mismatch(lineNo, diff);
          // A line of another type is a line missing or extra: keep ours for the next line.
          if (ours.type !== line.type) expected.unshift(ours);
        }
      }
      if (line.type === 'settle') deals++;
      if (line.type === 'settle' || line.type === 'end') closeDeal(lineNo);
      if (line.type === 'end' && expected.length > 0) missing(lineNo);
    }
    replayed++;
    if (opts.onLine) opts.onLine(state, line, lineNo, applied.length > 0 ? applied : NOTHING_APPLIED);
    applied = [];
  }
  // An unfinished file may stop between a decision and its consequences; resume writes them.
  for (const e of early) mismatch(e.lineNo, `the rules give no such ${e.line.type} line in this deal: ${short(e.line)}`);
  const pendingLines = finished ? [] : [...late, ...expected];
  return report(state, config, null, pendingLines);
}
