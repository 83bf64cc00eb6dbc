// What a replay frame draws beyond its state: the views (a deal's end is held on the deal that
// played it, held-trick.ts), the pause it opens and the last trick `t` shows.
import type { TrickLine } from '../core/history-lines.js';
import type { TableView, TableGame } from '../contract/view.js';
import type { TrickShown } from './game-ui.js';
import { endsDeal, shownAfterPlay, shownAfterTrick } from './held-trick.js';
import type { Pause } from './model.js';
import { dealLinesTo, type Frame, type FrameStates } from './replay-frames.js';

export interface Shown {
  /** Every seat's view. */
  readonly views: TableView[];
  /** The spectator's view that goes with `views`. */
  readonly publicView: TableView;
  readonly pause: Pause | null;
  readonly lastTrick: TrickShown | null;
  readonly lastTrickDeal: number | null;
}

/** The frames and their states, and the number of seats to draw. */
export interface ShownSource {
  readonly game: TableGame;
  readonly frames: readonly Frame[];
  readonly states: FrameStates;
  readonly players: number;
}

/** Every seat's view of frame `i`'s state. */
function seatViews(src: ShownSource, i: number): TableView[] {
  const state = src.states.at(i);
  return Array.from({ length: src.players }, (_, seat) => src.game.view(state, seat));
}

function publicView(src: ShownSource, i: number): TableView {
  return src.game.view(src.states.at(i), null);
}

/** The views of frame `i`'s own state. */
function own(src: ShownSource, i: number): { views: TableView[]; publicView: TableView } {
  return { views: seatViews(src, i), publicView: publicView(src, i) };
}

/**
 * The play at frame `i` when it ended its deal (held-trick.ts): the spectator's views before and
 * after it. Seat views are made only then (most plays do not end a deal).
 */
function endingPlay(src: ShownSource, i: number): { seat: number; before: TableView; after: TableView } | null {
  const line = src.frames[i]!.line;
  if (line.type !== 'play' || i === 0) return null;
  const before = publicView(src, i - 1);
  const after = publicView(src, i);
  return endsDeal(before, after) ? { seat: line.seat, before, after } : null;
}

/**
 * The trick of frame `j` and, when the play before it ended the deal, the views it is held on
 * (null: the frame's own views show it).
 */
function trickAt(src: ShownSource, j: number): { held: { views: TableView[]; publicView: TableView } | null; trick: TrickShown | null } {
  const line = src.frames[j]!.line as TrickLine;
  const play = j > 0 ? endingPlay(src, j - 1) : null;
  if (!play) return { held: null, trick: shownAfterTrick(null, publicView(src, j), null, line).trick };
  const taken = shownAfterTrick(play.before, play.after, play.seat, line);
  const after = seatViews(src, j);
  const views = seatViews(src, j - 1).map((v, s) => shownAfterTrick(v, after[s]!, play.seat, line).view);
  return { held: { views, publicView: taken.view }, trick: taken.trick };
}

/** The views, pause and last trick frame `i` draws. */
export function shownAt(src: ShownSource, i: number): Shown {
  const line = src.frames[i]!.line;
  let j = i;
  while (j >= 0 && src.frames[j]!.line.type !== 'trick') j--;
  const t = j >= 0 ? trickAt(src, j) : null;
  const lastTrick = t?.trick ?? null;
  const lastTrickDeal = j >= 0 ? (src.frames[j]!.line as TrickLine).deal : null;
  if (line.type === 'play') {
    const play = endingPlay(src, i);
    if (!play) return { ...own(src, i), pause: null, lastTrick, lastTrickDeal };
    const after = seatViews(src, i);
    return {
      views: seatViews(src, i - 1).map((v, s) => shownAfterPlay(v, after[s]!, play.seat, line.card)),
      publicView: shownAfterPlay(play.before, play.after, play.seat, line.card),
      pause: null,
      lastTrick,
      lastTrickDeal,
    };
  }
  if (line.type === 'trick') {
    const views = t!.held ?? own(src, i);
    return { ...views, pause: lastTrick ? { kind: 'trick', trick: lastTrick } : null, lastTrick, lastTrickDeal };
  }
  if (line.type === 'settle') {
    const held = i > 0 && src.frames[i - 1]!.line.type === 'trick' ? trickAt(src, i - 1).held : null;
    const summary = publicView(src, i).lastDeal;
    return {
      ...(held ?? own(src, i)),
      pause: summary ? { kind: 'deal-summary', summary, lines: dealLinesTo(src.frames, i) } : null,
      lastTrick,
      lastTrickDeal,
    };
  }
  return { ...own(src, i), pause: null, lastTrick, lastTrickDeal };
}
