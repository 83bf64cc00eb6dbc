// Rebuilds a recorded match through the rules. Every decision line is decoded by the game and
// checked for legality, and every `trick` and `settle` line of the file must be exactly what the
// rules produce (history.md "What a reader may rely on"). Mismatches name the file and line.
import type { EndLine, GameLine, HistoryLine, MatchLine, SettleLine, TrickLine } from '../core/history-lines.js';
import type { Rng } from '../core/rng.js';
import type { Game, MatchConfig, Options, Result } from '../games/game.js';
import type { ParsedHistory } from './history/reader.js';

/** The rules a history was played under, resolved by the game (defaults fill missing options). */
export function configFromMatchLine<S, A, V>(game: Game<S, A, V>, match: MatchLine, name: string): Result<MatchConfig> {
  const variant = game.variants.find((vi) => vi.id === match.variant);
  if (!variant) {
    return { ok: false, reason: `${name}:1: unknown ${game.id} variant "${match.variant}"; known: ${game.variants.map((vi) => vi.id).join(', ')}` };
  }
  const optPlayers = match.options['players'];
  // One reference example omits options.players: the top-level `players` then decides.
  const players = typeof optPlayers === 'number' ? optPlayers : match.players;
  if (players !== match.players) {
    return { ok: false, reason: `${name}:1: "players" is ${match.players} but options.players is ${players}` };
  }
  const raw: Record<string, string> = {};
  for (const [k, val] of Object.entries(match.options)) if (k !== 'players') raw[k] = String(val);
  const options = game.resolveOptions(variant.id, players, raw);
  if (!options.ok) return { ok: false, reason: `${name}:1: ${options.reason}` };
  return { ok: true, value: { variant: variant.id, players, options: options.value as Options } };
}

export interface ReplayOptions<S> {
  /**
   * Resume: the match Rng from the seed. Every chance outcome in the file must be the one this
   * Rng draws, which both checks the file and leaves the Rng where the match left it.
   */
  readonly rng?: Rng;
  /** Called after each file line has been applied (the replay screen steps with it). */
  readonly onLine?: (state: S, line: HistoryLine, lineNo: number) => void;
  /** Stop collecting after this many mismatches (default 50). */
  readonly maxMismatches?: number;
}

export interface ReplayReport<S> {
  readonly config: MatchConfig | null;
  /** The state after the last line replayed (null when setup failed). */
  readonly state: S | null;
  /** `file:line: …` for every trick/settle/end line the rules do not reproduce. */
  readonly mismatches: string[];
  /** A line that could not be replayed at all (`file:line: …`); replay stops there. */
  readonly error: string | null;
  /** The file had an `end` line. */
  readonly finished: boolean;
  /** Number of entries of `parsed.lines` replayed. */
  readonly linesReplayed: number;
  /**
   * Lines the rules produced for the file's last action that the file does not have (it was cut
   * off between a decision and its consequences). Resume writes them before going on.
   */
  readonly pendingLines: GameLine[];
  /** With `rng`: the first chance outcome that the seed does not reproduce (drawing stops there). */
  readonly rngMismatch: string | null;
}

const short = (x: unknown): string => JSON.stringify(x);

function compareTrick(file: TrickLine, ours: TrickLine): string | null {
  const diffs: string[] = [];
  if (file.deal !== ours.deal) diffs.push(`deal ${file.deal} vs ${ours.deal}`);
  if (file.index !== ours.index) diffs.push(`index ${file.index} vs ${ours.index}`);
  if (file.leader !== ours.leader) diffs.push(`leader ${file.leader} vs ${ours.leader}`);
  if (short(file.cards) !== short(ours.cards)) diffs.push(`cards ${short(file.cards)} vs ${short(ours.cards)}`);
  if (file.winner !== ours.winner) diffs.push(`winner ${file.winner} vs ${ours.winner}`);
  return diffs.length ? `trick differs (file vs rules): ${diffs.join('; ')}` : null;
}

function compareSettle(file: SettleLine, ours: SettleLine): string | null {
  const diffs: string[] = [];
  if (file.deal !== ours.deal) diffs.push(`deal ${file.deal} vs ${ours.deal}`);
  if (short(file.delta) !== short(ours.delta)) diffs.push(`delta ${short(file.delta)} vs ${short(ours.delta)}`);
  if (short(file.totals) !== short(ours.totals)) diffs.push(`totals ${short(file.totals)} vs ${short(ours.totals)}`);
  if (file.pot !== ours.pot) diffs.push(`pot ${short(file.pot)} vs ${short(ours.pot)}`);
  return diffs.length ? `settle differs (file vs rules): ${diffs.join('; ')}` : null;
}

function compareEnd(file: EndLine, ours: { totals: readonly number[]; winners: readonly number[] }): string | null {
  const diffs: string[] = [];
  // `reason` is not compared: the reference implementation names end reasons differently.
  if (short(file.totals) !== short(ours.totals)) diffs.push(`totals ${short(file.totals)} vs ${short(ours.totals)}`);
  if (short([...file.winners].sort()) !== short([...ours.winners].sort())) diffs.push(`winners ${short(file.winners)} vs ${short(ours.winners)}`);
  return diffs.length ? `end differs (file vs rules): ${diffs.join('; ')}` : null;
}

/**
 * Replays `parsed` under `game`. Never throws for a bad file: problems come back in the report.
 */
export function replayHistory<S, A, V>(game: Game<S, A, V>, parsed: ParsedHistory, opts: ReplayOptions<S> = {}): ReplayReport<S> {
  const name = parsed.name;
  const maxMismatches = opts.maxMismatches ?? 50;
  const mismatches: string[] = [];
  const at = (lineNo: number, why: string): string => `${name}:${lineNo}: ${why}`;

  if (parsed.match.game !== game.id) {
    return { config: null, state: null, mismatches, error: at(1, `a ${parsed.match.game} history, not ${game.id}`), finished: parsed.finished, linesReplayed: 0, pendingLines: [], rngMismatch: null };
  }
  const cfg = configFromMatchLine(game, parsed.match, name);
  if (!cfg.ok) return { config: null, state: null, mismatches, error: cfg.reason, finished: parsed.finished, linesReplayed: 0, pendingLines: [], rngMismatch: null };

  let state = game.setup(cfg.value);
  const produced: { trick: TrickLine[]; settle: SettleLine[] } = { trick: [], settle: [] };
  let producedEnd: EndLine | null = null;
  let lastLog: GameLine[] = [];
  let consequencesSince = 0;
  // Other consequence lines (reveal, exchange) the rules produced and the file has not shown yet.
  const producedOther = new Map<string, number>();
  const collect = (log: GameLine[]): void => {
    lastLog.push(...log);
    for (const l of log) {
      if (l.type === 'trick') produced.trick.push(l);
      else if (l.type === 'settle') produced.settle.push(l);
      else if (l.type === 'end') producedEnd = l;
      else if (l.type !== 'deal') producedOther.set(l.type, (producedOther.get(l.type) ?? 0) + 1);
    }
  };
  /** Consumes one produced line of `type`; false when the rules have produced none yet. */
  const consume = (type: string): boolean => {
    if (type === 'trick' || type === 'settle') return produced[type].length > 0;
    const n = producedOther.get(type) ?? 0;
    if (n > 0) producedOther.set(type, n - 1);
    return n > 0;
  };
  const mismatch = (lineNo: number, why: string): void => {
    if (mismatches.length < maxMismatches) mismatches.push(at(lineNo, why));
  };
  const leftovers = (lineNo: number): void => {
    for (const kind of ['trick', 'settle'] as const) {
      for (const l of produced[kind]) mismatch(lineNo, `the rules produced a ${kind} line the file lacks before here: ${short(l)}`);
      produced[kind] = [];
    }
  };

  let rngMismatch: string | null = null;
  const applyChecked = (action: A, lineNo: number): string | null => {
    const turn = game.turn(state);
    const log: GameLine[] = [];
    if (turn.kind === 'over') return `the match is already over under the rules, but the file goes on`;
    if (turn.kind === 'chance') {
      if (opts.rng && rngMismatch === null) {
        const drawn = game.drawChance(state, opts.rng);
        if (game.actionKey(drawn) !== game.actionKey(action)) {
          rngMismatch = at(lineNo, `this deal is not the one seed "${parsed.match.seed}" gives (the file was changed, or written by another program)`);
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
    state = game.apply(state, action, log);
    collect(log);
    return null;
  };

  // Decisions the file cannot show: a forced call (one legal call), which the match loop applies
  // without writing it, and an unrecorded choice (encodeAction null, e.g. Lupfen's blind_lupf
  // "look") that must have been made when the next line belongs to another seat — typically a
  // look followed by a forced lupf under compulsory_lupf.
  const applyForced = (line: HistoryLine): void => {
    for (;;) {
      const turn = game.turn(state);
      if (turn.kind !== 'decide') return;
      const legal = game.legalActions(state);
      let action: A | undefined;
      if (legal.length === 1) {
        const enc = game.encodeAction(state, legal[0]!);
        if (enc !== null && enc.type !== 'call') return;
        if (enc !== null && line.type === 'call' && line.seat === turn.seat && line.call === enc.call) return;
        action = legal[0]!;
      } else {
        const lineSeat = line.type === 'call' || line.type === 'play' ? line.seat : null;
        if (lineSeat === turn.seat) return;
        const unrecorded = legal.filter((a) => game.encodeAction(state, a) === null);
        if (unrecorded.length !== 1) return;
        action = unrecorded[0]!;
      }
      const log: GameLine[] = [];
      state = game.apply(state, action, log);
      collect(log);
    }
  };

  let replayed = 1;
  for (let i = 1; i < parsed.lines.length; i++) {
    const line = parsed.lines[i]!;
    const lineNo = parsed.lineNos[i]!;
    if (line.type === 'call' || line.type === 'play' || line.type === 'deal' || line.type === 'end') {
      applyForced(line);
      producedOther.clear();
    } else if (!consume(line.type)) {
      // A consequence line the rules have not produced yet: it follows an unwritten forced call
      // (e.g. the mit forced by compulsory_lupf, then the Three Unters reveal).
      applyForced(line);
      consume(line.type);
    }
    if (line.type === 'deal') leftovers(lineNo);

    if (line.type === 'trick' || line.type === 'settle') {
      consequencesSince++;
      const ours = produced[line.type].shift();
      if (!ours) mismatch(lineNo, `the rules produce no ${line.type} line here`);
      else {
        const diff = line.type === 'trick' ? compareTrick(line, ours as TrickLine) : compareSettle(line, ours as SettleLine);
        if (diff) mismatch(lineNo, diff);
      }
    } else if (line.type === 'end') {
      leftovers(lineNo);
      if (!game.endReasons.includes(line.reason)) mismatch(lineNo, `end reason "${line.reason}" is not one of ${game.id}'s: ${game.endReasons.join(', ')}`);
      if (line.reason === 'quit' && game.turn(state).kind !== 'over') {
        const log: GameLine[] = [];
        state = game.quit(state, log);
        collect(log);
      }
      const result = game.result(state);
      const ours: { totals: readonly number[]; winners: readonly number[] } | null = producedEnd ?? result;
      if (!ours) mismatch(lineNo, 'the file ends the match here, the rules do not');
      else {
        const diff = compareEnd(line, ours);
        if (diff) mismatch(lineNo, diff);
      }
    } else {
      const decoded = game.decodeLine(state, line as GameLine);
      if (decoded.ok && decoded.value.length > 0) {
        lastLog = [];
        // A chance line (`deal`) is itself the first line its action produces.
        consequencesSince = line.type === 'call' || line.type === 'play' ? 0 : 1;
      } else consequencesSince++;
      if (!decoded.ok) {
        return { config: cfg.value, state, mismatches, error: at(lineNo, decoded.reason), finished: parsed.finished, linesReplayed: replayed, pendingLines: [], rngMismatch };
      }
      for (const action of decoded.value) {
        const err = applyChecked(action, lineNo);
        if (err) return { config: cfg.value, state, mismatches, error: at(lineNo, err), finished: parsed.finished, linesReplayed: replayed, pendingLines: [], rngMismatch };
      }
    }
    replayed++;
    if (opts.onLine) opts.onLine(state, line, lineNo);
  }
  if (parsed.finished) {
    const lastNo = parsed.lineNos[parsed.lineNos.length - 1] ?? 1;
    if (game.turn(state).kind !== 'over' && parsed.lines[parsed.lines.length - 1]?.type === 'end') {
      const endLine = parsed.lines[parsed.lines.length - 1] as EndLine;
      if (endLine.reason !== 'quit') mismatch(lastNo, 'the file ends the match here, but under the rules it goes on');
    }
  }
  const pendingLines = parsed.finished ? [] : lastLog.slice(consequencesSince);
  return { config: cfg.value, state, mismatches, error: null, finished: parsed.finished, linesReplayed: replayed, pendingLines, rngMismatch };
}
