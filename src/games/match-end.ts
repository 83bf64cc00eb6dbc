// How every game ends a match: the result and the history's `end` line, from the same totals and
// winners, so the two never disagree.
import type { EndReason, GameLine, Seat } from '../core/history-lines.js';
import type { MatchResult } from '../contract/view.js';

/** The match result for `totals` won by `winners`; the `end` line goes to `log` when given. */
export function endMatch(totals: readonly number[], winners: readonly Seat[], reason: EndReason, log?: GameLine[]): MatchResult {
  if (log) log.push({ type: 'end', totals: totals.slice(), winners: winners.slice(), reason });
  return { totals: totals.slice(), winners: winners.slice(), reason };
}
