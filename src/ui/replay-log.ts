// The log of the replay screen: each frame's sentence as a spectator reads it, made when shown.
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { AnyGameUi } from '../contract/table.js';
import { undoSentence } from '../engine/undo.js';
import { actionFrame, type Frame, type FrameStates } from './replay-frames.js';
import type { TableGame } from '../contract/view.js';

/** What a frame's sentence is made from. */
export interface LogSource {
  readonly game: TableGame;
  readonly ui: AnyGameUi;
  readonly frames: readonly Frame[];
  readonly states: FrameStates;
  readonly names: readonly string[];
  readonly deck: DeckStyle | undefined;
  readonly ascii: boolean;
}

/**
 * The log line frame `i` writes, or null. The replay watches as a spectator: lines meant for one
 * seat (or none) are not shown. A line's audience is judged on the state before the action that
 * wrote it (consequence lines share their action's frame of departure).
 */
export function frameSentence(src: LogSource, i: number): string | null {
  const line = src.frames[i]!.line;
  if (line.type === 'match') return null;
  // A take-back is said: the moves before it stay in the log, as they were played.
  if (line.type === 'undo') return safeText(undoSentence(line, src.names));
  if (src.game.audience) {
    const j = actionFrame(src.frames, i);
    const audience = src.game.audience(src.states.at(Math.max(0, j - 1)), line);
    if (audience !== 'all') return null;
  }
  const view = src.game.view(src.states.at(i), null);
  const text = src.ui.logLine(view, line, [...src.names], src.ui.look(view, src.deck, src.ascii));
  return text ? safeText(text) : null;
}

/** The sentences up to a frame, remembering which frames write none. */
export class ReplayLog {
  /**
   * Which frames write a log line: 0 not known yet, 1 one line, 2 none. Worked out as frames are
   * shown: a view and a sentence per frame of a 10,000-deal match up front cost time and memory.
   */
  private readonly writes: Uint8Array;

  constructor(private readonly src: LogSource) {
    this.writes = new Uint8Array(src.frames.length);
  }

  /** The last 200 log lines up to frame `i` (a copy per frame cost gigabytes on long matches). */
  upTo(i: number): string[] {
    const out: string[] = [];
    // Walk back over the frames until 200 sentences are found, each frame's sentence made once.
    for (let k = i; k >= 0 && out.length < 200; k--) {
      if (this.writes[k] === 2) continue;
      const t = frameSentence(this.src, k);
      this.writes[k] = t === null ? 2 : 1;
      if (t) out.push(t);
    }
    return out.reverse();
  }
}
