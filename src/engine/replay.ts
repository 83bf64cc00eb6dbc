// Rebuilds a recorded match through the rules and checks every line of the file against them
// (history.md "What a reader may rely on"). Game-agnostic: each decision line is decoded by the
// game, checked for legality and encoded back, which must give the file's line; every other line
// (deal, reveal, exchange, trick, settle, end) must be exactly the line the rules produce at that
// point, field by field and in order, with none missing and none extra. Only free text is not
// compared (`note`), and fields the spec does not define (writers may add fields).
// Mismatches name the file and line. The pieces live in ./replay/: the match line (config), line
// comparison (line-diff), the lines owed (owed), the rules' state (table), exchanges a writer split or merged otherwise
// (exchanges) and the findings (mismatches).
import type { GameLine, HistoryLine } from '../core/history-lines.js';
import type { Rng } from '../core/rng.js';
import type { Game, MatchConfig } from '../contract/game.js';
import { sourceOf, type HistorySource, type ParsedHistory } from './history/reader.js';
import { configFromMatchLine } from './replay/config.js';
import { SplitExchanges } from './replay/exchanges.js';
import { Mismatches } from './replay/mismatches.js';
import { OwedLines } from './replay/owed.js';
import { DealRewind } from './replay/rewind.js';
import { ReplayTable, type Applied } from './replay/table.js';

export { configFromMatchLine } from './replay/config.js';
export { splitMergedExchange } from './replay/exchanges.js';
export { lineDiff } from './replay/line-diff.js';
export { QUIT, type Applied } from './replay/table.js';

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
  /** Of those, the lines that stand: less the lines undo lines took back, and the undo lines. */
  readonly linesStanding: number;
  /** Lines standing after the last `deal` or `settle` line (where a resumed match's undo lines count from). */
  readonly dealLines: number;
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

/** Replays an already parsed history (the replay screen keeps every line to step through). */
export function replayHistory<S, A, V>(game: Game<S, A, V>, parsed: ParsedHistory, opts: ReplayOptions<S> = {}): ReplayReport<S> {
  return replaySource(game, sourceOf(parsed), opts);
}

/** A decision line: decoded, checked for legality and encoded back by the table. */
const isDecisionLine = <S, A, V>(table: ReplayTable<S, A, V>, line: GameLine): boolean =>
  line.type === 'call' || line.type === 'play' || (line.type === 'exchange' && table.isDecision(line));

/**
 * Replays one file line: a decision is played; a deal is played and then compared like every
 * other consequence line with the line the rules owe. Returns why the replay must stop, or null.
 */
function replayLine<S, A, V>(
  game: Game<S, A, V>,
  table: ReplayTable<S, A, V>,
  owed: OwedLines,
  exchanges: SplitExchanges<S, A, V>,
  line: GameLine,
  lineNo: number,
): string | null {
  if (isDecisionLine(table, line)) return table.playLine(line, lineNo) ?? exchanges.playHeld();
  if (line.type === 'deal') {
    const refused = table.playLine(line, lineNo);
    if (refused) return refused;
  } else if (!owed.owing && !owed.isFloating(line)) {
    // (Not for a floating announcement: it may come before a seat's unrecorded look and forced
    // call, which the file may then write itself.)
    table.catchUp(line);
  }
  if (owed.placeFloating(line, lineNo)) return null;
  owed.checkNext(line, lineNo, game, () => table.over);
  owed.after(line, lineNo);
  return null;
}

/**
 * Replays `source` under `game`, line by line. Never throws for a bad file: problems come back in
 * the report.
 */
export function replaySource<S, A, V>(game: Game<S, A, V>, source: HistorySource, opts: ReplayOptions<S> = {}): ReplayReport<S> {
  const match = source.match;
  const mismatches = new Mismatches(source.name, opts.maxMismatches ?? 50);
  let finished = false;
  let replayed = 1;
  let deals = 0;
  let table: ReplayTable<S, A, V> | null = null;
  let rewind: DealRewind<S, A, V> | null = null;
  const report = (config: MatchConfig | null, error: string | null, readError = false, pendingLines: GameLine[] = []): ReplayReport<S> => ({
    config,
    state: table?.state ?? null,
    mismatches: mismatches.list,
    error,
    readError: readError || (error !== null && config === null),
    finished,
    linesReplayed: replayed,
    linesStanding: replayed - (rewind?.void ?? 0),
    dealLines: rewind?.dealLines ?? 0,
    deals,
    pendingLines,
    rngMismatch: table?.rngMismatch ?? null,
  });

  if (match.game !== game.id) return report(null, mismatches.at(1, `a ${match.game} history, not ${game.id}`));
  const cfg = configFromMatchLine(game, match, source.name);
  if (!cfg.ok) return report(null, cfg.reason);
  const config = cfg.value;

  const owed = new OwedLines(game.floatingReveals ?? [], mismatches);
  table = new ReplayTable(game, config, owed, mismatches, opts.rng ? { rng: opts.rng, seed: match.seed } : undefined);
  const exchanges = new SplitExchanges(game, table, owed, mismatches);
  rewind = new DealRewind(game, table, owed, exchanges, mismatches);
  for (;;) {
    const next = source.next();
    if (!next.ok) return report(config, next.reason, true);
    if (next.value === null) break;
    const { line, lineNo } = next.value;
    if (line.type === 'undo') {
      const refused = rewind.undo(line, lineNo);
      if (refused) return report(config, refused);
      replayed++;
      if (opts.onLine) opts.onLine(table.state, line, lineNo, table.takeApplied());
      continue;
    }
    const before = table.state;
    const decision = isDecisionLine(table, line);
    if (line.type === 'end') finished = true;
    const split = exchanges.take(line, lineNo);
    const refused = split.refused ?? (split.taken ? null : replayLine(game, table, owed, exchanges, line, lineNo));
    if (refused) return report(config, refused);
    if (line.type === 'settle') deals++;
    replayed++;
    rewind.replayed(line, lineNo, before, decision);
    const applied = table.takeApplied();
    if (opts.onLine) opts.onLine(table.state, line, lineNo, applied);
  }
  return report(config, null, false, owed.finish(finished));
}
