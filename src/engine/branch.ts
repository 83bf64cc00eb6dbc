// "Play it again": a practice branch of a reviewed deal. The new history is the source's match up
// to (not including) one of the player's decisions, its `match` line naming where it came from
// (`branchOf`); the table then continues it as `resume` would, with the same seed, so the same
// cards come out and the same bots sit at the table, and the player decides again from there.
import { basename } from 'node:path';
import type { HistoryLine, MatchLine, Seat } from '../core/history-lines.js';
import type { AnyGame, Result } from '../contract/game.js';
import type { ParsedHistory } from './history/reader.js';
import type { HistoryLock } from './history/lock.js';
import { HistoryWriter } from './history/writer.js';
import { decisionPoints, reviewedSeats, type DecisionPoint } from './review.js';

/**
 * The decisions of `deal` of `seats` (default: the reviewed seats), in the order played: what
 * `--again K` and `p` number from 1.
 */
export function dealDecisions(
  game: AnyGame,
  parsed: ParsedHistory,
  deal: number,
  seats: readonly Seat[] = reviewedSeats(parsed.match),
): Result<DecisionPoint[]> {
  return decisionPoints(game, parsed, seats, deal);
}

/**
 * The branch's lines: the source's match line (with `branchOf`) and every line before the decision's.
 * The seat of the decision sits at the table in the branch: a bot's seat of a match of bots becomes
 * the human's, or nobody would decide again.
 */
export function branchLines(
  parsed: ParsedHistory,
  at: { readonly deal: number; readonly lineNo: number; readonly seat: Seat },
  now = new Date(),
): HistoryLine[] {
  const match: MatchLine = {
    ...parsed.match,
    seats: parsed.match.seats.map((s, i) => (i === at.seat && s.kind !== 'human' ? { name: s.name, kind: 'human' as const } : s)),
    startedAt: now.toISOString(),
    branchOf: { file: basename(parsed.name), deal: at.deal, line: at.lineNo },
  };
  const before = parsed.lines.filter((l, i) => l.type !== 'match' && parsed.lineNos[i]! < at.lineNo);
  return [match, ...before];
}

/** Writes a new branch history at `path` (which must not exist yet). */
export function writeBranch(path: string, lines: readonly HistoryLine[], lock: (path: string) => Result<HistoryLock>): Result<string> {
  const w = HistoryWriter.create(path, lock);
  if (!w.ok) return w;
  try {
    for (const l of lines) w.value.write(l);
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  } finally {
    w.value.close();
  }
  return { ok: true, value: path };
}
