// The card tracker (`c`) in replay. Replay shows every hand face up, so the tracker there answers
// what the followed seat knew at that line: the cards played per suit, and the cards it had not
// seen (not played, not in its own hand, not shown to it). The seat followed is the player whose
// match it was: the first human seat of the history (seat 1 when all were bots).
import type { LineAudience } from '../contract/game.js';
import type { TableView, TableGame } from '../contract/view.js';
import type { RevealLine, SeatInfo } from '../core/history-lines.js';
import type { Card } from '../core/cards.js';
import type { Frame, FrameStates } from './replay-frames.js';
import { packOfDeal, revealedCards } from './tracker.js';

/** The seat the replay's tracker follows. */
export function followedSeat(seats: readonly Pick<SeatInfo, 'kind'>[]): number {
  return Math.max(
    0,
    seats.findIndex((s) => s.kind === 'human'),
  );
}

/** What the tracker of frame `index` counts from: the deal's pack and the cards shown to `seat`; null before the first deal. */
export function replayTrackInput(
  game: TableGame,
  frames: readonly Frame[],
  states: FrameStates,
  index: number,
  seat: number,
): { readonly pack: readonly Card[]; readonly faceUp: readonly Card[] } | null {
  let start = index;
  while (start >= 0 && frames[start]!.line.type !== 'deal') start--;
  if (start < 0) return null;
  const deal = frames[start]!.line;
  if (deal.type !== 'deal') return null;
  const reveals: { line: RevealLine; to: LineAudience }[] = [];
  for (let k = start + 1; k <= index; k++) {
    const line = frames[k]!.line;
    if (line.type !== 'reveal') continue;
    // Who may read a reveal is judged on the state before it, as the table judged it.
    reveals.push({ line, to: game.audience?.(states.at(k - 1), line) ?? 'all' });
  }
  // states.at(k - 1) moved the states' cache back: the frame on screen is asked for again next.
  states.at(index);
  return { pack: packOfDeal(deal), faceUp: revealedCards(reveals, seat) };
}

/** The followed seat's own view of the frame on screen (its hand, the tricks it saw). */
export function trackerView(views: readonly TableView[], seat: number): TableView | null {
  return views[seat] ?? null;
}
