// The frames of the replay screen: one per line of the file, what was applied for it, and the
// state after it (kept at checkpoints, rebuilt in between); stepping between them.
import type { GameLine, HistoryLine } from '../core/history-lines.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { QUIT, replayHistory, type Applied } from '../engine/replay.js';
import { standingMask } from '../engine/undo.js';
import type { ReplayStep } from './App.js';
import type { TableGame } from '../contract/view.js';

/**
 * One step of the replay: its line and what was applied for it. The state itself is kept only
 * every CHECKPOINT frames (Lupfen states carry the whole scoresheet, so a state per line of a
 * 10,000-deal match took about 900 MB) and rebuilt from the nearest one when shown.
 */
export interface Frame {
  readonly line: HistoryLine;
  readonly applied: readonly Applied<unknown>[];
  readonly state: unknown | null;
}

const CHECKPOINT = 2048;

/** Builds every frame of the replay; an error names the file and line. */
export function replayFrames(game: TableGame, parsed: ParsedHistory): { frames: Frame[]; error: string | null } {
  const frames: Frame[] = [];
  // A match repeats the same few decisions (a card, a call) thousands of times: one shared copy
  // of each single step keeps a 10,000-deal match's frames some 30 MB smaller.
  const shared = new Map<string, readonly Applied<unknown>[]>();
  const compact = (applied: readonly Applied<unknown>[]): readonly Applied<unknown>[] => {
    const only = applied.length === 1 ? applied[0] : undefined;
    if (only === undefined || only === QUIT) return applied;
    const key = game.actionKey(only);
    if (key.length > 32) return applied; // a deal: unique anyway
    const known = shared.get(key);
    if (known) return known;
    shared.set(key, applied);
    return applied;
  };
  const report = replayHistory(game, parsed, {
    onLine: (state: unknown, line, _lineNo, applied) => {
      // An undo line's state is not reached by applying actions: it is kept, like a checkpoint.
      const kept = frames.length % CHECKPOINT === 0 || line.type === 'undo';
      frames.push({ line, applied: compact(applied), state: kept ? state : null });
    },
  });

  return { frames, error: report.error ?? report.mismatches[0] ?? null };
}

/** The state after each frame, rebuilt from the nearest checkpoint (or the last state asked for). */
export class FrameStates {
  /** The last state rebuilt, so stepping forward costs one frame's actions. */
  private cached: { index: number; state: unknown } | null = null;

  constructor(
    private readonly game: TableGame,
    private readonly frames: readonly Frame[],
  ) {}

  at(i: number): unknown {
    const kept = this.frames[i]!.state;
    if (kept !== null) return kept;
    let from = i;
    while (this.frames[from]!.state === null) from--;
    let state = this.frames[from]!.state;
    if (this.cached && this.cached.index <= i && this.cached.index >= from) {
      from = this.cached.index;
      state = this.cached.state;
    }
    for (let k = from + 1; k <= i; k++) {
      for (const step of this.frames[k]!.applied) state = step === QUIT ? this.game.quit(state) : this.game.apply(state, step);
    }
    this.cached = { index: i, state };
    return state;
  }
}

/** Frame index of each deal's first line. */
function dealStarts(frames: readonly Frame[]): number[] {
  return frames.flatMap((f, i) => (f.line.type === 'deal' ? [i] : []));
}

/** The frame a step of the replay keys leads to from frame `index`. */
export function steppedTo(frames: readonly Frame[], index: number, delta: ReplayStep): number {
  const last = frames.length - 1;
  if (delta === 'next-deal') return dealStarts(frames).find((i) => i > index) ?? last;
  if (delta === 'prev-deal') {
    // To the start of this deal, or from there to the start of the one before.
    const starts = dealStarts(frames).filter((i) => i < index);
    return starts.length > 0 ? starts[starts.length - 1]! : 0;
  }
  if (delta === 'start') return 0;
  if (delta === 'end') return last;
  return Math.max(0, Math.min(last, index + delta));
}

/** The frame whose action wrote frame `i`'s line (a consequence line has no action of its own). */
export function actionFrame(frames: readonly Frame[], i: number): number {
  let j = i;
  while (j > 0 && frames[j]!.applied.length === 0) j--;
  return j;
}

/** The lines of the deal frame `i` belongs to that stand, from after its deal line up to frame `i`. */
export function dealLinesTo(frames: readonly Frame[], i: number): GameLine[] {
  let j = i;
  while (j > 0 && frames[j - 1]!.line.type !== 'deal' && frames[j - 1]!.line.type !== 'match') j--;
  const lines = frames.slice(j, i + 1).flatMap((f) => (f.line.type === 'match' ? [] : [f.line]));
  const stands = standingMask(lines);
  return lines.filter((l, k): l is GameLine => stands[k] === true && l.type !== 'undo');
}
