// `cardtable replay FILE`: steps through a recorded match with the table's own components, every
// hand face up (each taken from that seat's view).
import type { HistoryLine } from '../core/history-lines.js';
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { QUIT, replayHistory, type Applied } from '../engine/replay.js';
import { App } from './App.js';
import { gameUiFor, type AnyGameUi, type TableView, type TrickShown } from './game-ui.js';
import type { TableModel } from './model.js';
import { openTerminal } from './terminal.js';


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

export class ReplaySource {
  private frames: Frame[];
  private index: number;
  private listeners = new Set<() => void>();
  private model: TableModel | null = null;
  /** Which frames write a log line (1) or none (0); the texts are made when shown. */
  private readonly logs: Uint8Array;
  private readonly names: string[];
  private readonly ui: AnyGameUi;

  /** The last state rebuilt, so stepping forward costs one frame's actions. */
  private cached: { index: number; state: unknown } | null = null;

  constructor(
    private readonly game: AnyGame,
    ui: AnyGameUi,
    private readonly parsed: ParsedHistory,
    frames: Frame[],
    private readonly deck: DeckStyle | undefined,
    private readonly ascii: boolean,
  ) {
    this.frames = frames;
    this.ui = ui;
    this.names = parsed.match.seats.map((s) => safeText(s.name));
    this.logs = new Uint8Array(frames.length);
    for (let i = 0; i < frames.length; i++) if (this.logText(i) !== null) this.logs[i] = 1;
    this.index = 0;
    this.render();
  }

  /**
   * The log line frame `i` writes, or null. The replay watches as a spectator: lines meant for one
   * seat (or none) are not shown. A line's audience is judged on the state before the action that
   * wrote it (consequence lines share their action's frame of departure).
   */
  private logText(i: number): string | null {
    const line = this.frames[i]!.line;
    if (line.type === 'match') return null;
    if (this.game.audience) {
      let j = i;
      while (j > 0 && this.frames[j]!.applied.length === 0) j--;
      const audience = this.game.audience(this.stateAt(Math.max(0, j - 1)), line);
      if (audience !== 'all') return null;
    }
    const view = this.game.view(this.stateAt(i), null);
    const text = this.ui.logLine(view, line, this.names, this.ui.look(view, this.deck, this.ascii));
    return text ? safeText(text) : null;
  }

  /** The last 200 log lines up to frame `i` (a copy per frame cost gigabytes on long matches). */
  private logUpTo(i: number): string[] {
    let from = i;
    for (let n = 0; from > 0 && n < 200; from--) if (this.logs[from]) n++;
    if (!this.logs[from]) from++;
    const out: string[] = [];
    for (let k = from; k <= i; k++) {
      if (!this.logs[k]) continue;
      const t = this.logText(k);
      if (t) out.push(t);
    }
    return out.slice(-200);
  }

  /** The state after frame `i`: from the cache or the nearest checkpoint, re-applying the steps. */
  private stateAt(i: number): unknown {
    const kept = this.frames[i]!.state;
    if (kept !== null) return kept;
    let from = i - (i % CHECKPOINT);
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

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getModel = () => this.model;
  submit(): void {}
  proceed(): void {}
  statusText(): string {
    return 'Replay: ←/→ move by move, ↑/↓ first/last, q quits';
  }

  step = (delta: number | 'start' | 'end'): void => {
    const last = this.frames.length - 1;
    const next = delta === 'start' ? 0 : delta === 'end' ? last : Math.max(0, Math.min(last, this.index + delta));
    if (next === this.index) return;
    this.index = next;
    this.render();
  };

  private render(): void {
    const frame = this.frames[this.index]!;
    const s = this.stateAt(this.index);
    const n = this.parsed.match.players;
    const views: TableView[] = Array.from({ length: n }, (_, seat) => this.game.view(s, seat) as TableView);
    // What every seat sees comes from the spectator view; only the open hands from each seat's own.
    const view = this.game.view(s, null) as TableView;
    let lastTrick: TrickShown | null = null;
    for (let i = this.index; i >= 0 && !lastTrick; i--) {
      const t = (this.game.view(this.stateAt(i), null) as TableView).tricks;
      if (t.length > 0) lastTrick = t[t.length - 1]!;
    }
    const justTrick = frame.line.type === 'trick' && lastTrick ? lastTrick : null;
    this.model = {
      ui: this.ui,
      title: `Replay · ${this.parsed.match.game} ${this.parsed.match.variant}`,
      seats: this.parsed.match.seats.map((seat) => ({ ...seat, name: safeText(seat.name) })),
      look: this.ui.look(view, this.deck, this.ascii),
      view: { ...view, hand: [] },
      viewer: null,
      bottom: 0,
      openHands: views.map((v) => v.hand),
      log: this.logUpTo(this.index),
      decision: null,
      pause: justTrick ? { kind: 'trick', trick: justTrick } : null,
      lastTrick,
      progress: `line ${this.index + 1} of ${this.frames.length}`,
      rules: this.game.rulesText(this.parsed.match.variant),
      returns: this.game.returns(s),
      utility: this.game.utility,
    };
    for (const fn of this.listeners) fn();
  }
}

/** Builds every frame of the replay; an error names the file and line. */
export function replayFrames(game: AnyGame, parsed: ParsedHistory): { frames: Frame[]; error: string | null } {
  const frames: Frame[] = [];
  const report = replayHistory(game, parsed, {
    onLine: (state: unknown, line, _lineNo, applied) => {
      frames.push({ line, applied, state: frames.length % CHECKPOINT === 0 ? state : null });
    },
  });

  return { frames, error: report.error ?? report.mismatches[0] ?? null };
}

export async function replayInteractive(game: AnyGame, parsed: ParsedHistory, deck: DeckStyle | undefined, ascii: boolean): Promise<number> {
  const { frames, error } = replayFrames(game, parsed);
  if (error && frames.length === 0) {
    process.stderr.write(`cardtable: ${error}\n`);
    return 2;
  }
  const source = new ReplaySource(game, await gameUiFor(game), parsed, frames, deck, ascii);
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (finish = r));
  const term = openTerminal((signal) => finish(signal === 'SIGINT' ? 130 : 1));
  term.show(<App source={source} onExit={(k) => finish(k === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
  const code = await done;
  term.close();
  if (error) process.stderr.write(`cardtable: note: ${error}\n`);
  return code;
}
