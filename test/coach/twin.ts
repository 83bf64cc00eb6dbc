// Twin histories: the same match up to a cut, except that two cards the viewer cannot see swapped
// places between two other seats' hands. Whatever is judged "from the viewer's view" must come out
// the same for both (the card tracker, the deal review).
import { suitOf, type Card } from '../../src/core/cards.js';
import type { DealLine, GameLine, HistoryLine } from '../../src/core/history-lines.js';
import type { ParsedHistory } from '../../src/engine/history/reader.js';
import { replayHistory } from '../../src/engine/replay.js';
import type { TableGame } from '../../src/contract/view.js';

/** `parsed` with only its first `count` lines (the match line included). */
export function cutHistory(parsed: ParsedHistory, count: number): ParsedHistory {
  return { ...parsed, lines: parsed.lines.slice(0, count), lineNos: parsed.lineNos.slice(0, count), finished: false };
}

export interface Twin {
  /** The first `count` lines of the history, and the same with the swap. */
  readonly original: ParsedHistory;
  readonly twin: ParsedHistory;
  readonly swapped: readonly [Card, Card];
  readonly seats: readonly [number, number];
}

/**
 * A twin of `parsed` cut after `count` lines: in the last deal line before the cut, two cards of one
 * suit held by two seats other than `viewer` that neither has played by the cut change hands. The
 * first swap whose history still replays with no line differing is taken; null when none does.
 */
export function twinHistory(game: TableGame, parsed: ParsedHistory, viewer: number, count: number): Twin | null {
  const original = cutHistory(parsed, count);
  const lines = original.lines;
  const dealAt = lines.map((l) => l.type).lastIndexOf('deal');
  if (dealAt < 0) return null;
  const deal = lines[dealAt] as DealLine;
  const played = new Set(
    lines.slice(dealAt).flatMap((l) => (l.type === 'play' ? [l.card] : l.type === 'exchange' ? [...l.gave, ...l.got] : [])),
  );
  // Cards shown face up to anybody (a revealed hand, a turned trump) are left alone.
  for (const l of lines.slice(dealAt))
    if (l.type === 'reveal') for (const c of [...(l.cards ?? []), ...(l.card ? [l.card] : [])]) played.add(c);
  const seats = deal.hands.map((_, i) => i).filter((i) => i !== viewer);
  for (const a of seats)
    for (const b of seats) {
      if (b <= a) continue;
      for (const ca of deal.hands[a]!)
        for (const cb of deal.hands[b]!) {
          if (ca === cb || suitOf(ca) !== suitOf(cb) || played.has(ca) || played.has(cb)) continue;
          const hands = deal.hands.map((h, i) =>
            i === a ? h.map((c) => (c === ca ? cb : c)) : i === b ? h.map((c) => (c === cb ? ca : c)) : h,
          );
          const swappedDeal: DealLine = { ...deal, hands };
          const twinLines: HistoryLine[] = lines.map((l, i) => (i === dealAt ? swappedDeal : l));
          const twin: ParsedHistory = { ...original, lines: twinLines };
          const report = replayHistory(game, twin);
          if (report.error === null && report.mismatches.length === 0) return { original, twin, swapped: [ca, cb], seats: [a, b] };
        }
    }
  return null;
}

/** The index (in `parsed.lines`) just after the `n`-th line matching `pred`. */
export function afterNth(parsed: ParsedHistory, n: number, pred: (l: GameLine) => boolean): number {
  let seen = 0;
  for (let i = 1; i < parsed.lines.length; i++) if (pred(parsed.lines[i] as GameLine) && ++seen === n) return i + 1;
  throw new Error(`fewer than ${n} such lines`);
}
