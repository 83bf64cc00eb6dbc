// `cardtable replay FILE`: steps through a recorded match with the table's own components, every
// hand face up (each taken from that seat's view).
import type { HistoryLine } from '../core/history-lines.js';
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { replayHistory } from '../engine/replay.js';
import { App } from './App.js';
import type { AnyGameUi, TableView, TrickShown } from './game-ui.js';
import { uiFor } from './games.js';
import type { TableModel } from './model.js';
import { openTerminal } from './terminal.js';


interface Frame {
  readonly state: unknown;
  readonly line: HistoryLine;
}

export class ReplaySource {
  private frames: Frame[];
  private index: number;
  private listeners = new Set<() => void>();
  private model: TableModel | null = null;
  /** Log text of every frame (null when the line writes none) and how many texts precede it: the
   * last 200 texts of any frame are sliced on demand (a copy per frame cost gigabytes on long matches). */
  private readonly logTexts: string[] = [];
  private readonly logEnds: number[] = [];
  private readonly ui: AnyGameUi;

  constructor(
    private readonly game: AnyGame,
    private readonly parsed: ParsedHistory,
    frames: Frame[],
    private readonly deck: DeckStyle | undefined,
    private readonly ascii: boolean,
  ) {
    this.frames = frames;
    this.ui = uiFor(game.id);
    const names = parsed.match.seats.map((s) => safeText(s.name));
    for (const f of frames) {
      const view = game.view(f.state, 0);
      const text = f.line.type === 'match' ? null : this.ui.logLine(view, f.line, names, this.ui.look(view, deck, ascii));
      if (text) this.logTexts.push(safeText(text));
      this.logEnds.push(this.logTexts.length);
    }
    this.index = 0;
    this.render();
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
    const s = frame.state;
    const n = this.parsed.match.players;
    const views: TableView[] = Array.from({ length: n }, (_, seat) => this.game.view(s, seat) as TableView);
    const view = views[0]!;
    let lastTrick: TrickShown | null = null;
    for (let i = this.index; i >= 0 && !lastTrick; i--) {
      const t = (this.game.view(this.frames[i]!.state, 0) as TableView).tricks;
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
      log: this.logTexts.slice(Math.max(0, (this.logEnds[this.index] ?? 0) - 200), this.logEnds[this.index] ?? 0),
      decision: null,
      pause: justTrick ? { kind: 'trick', trick: justTrick } : null,
      lastTrick,
      progress: `line ${this.index + 1} of ${this.frames.length}`,
      rules: this.game.rulesText(this.parsed.match.variant),
    };
    for (const fn of this.listeners) fn();
  }
}

/** Builds every frame of the replay; an error names the file and line. */
export function replayFrames(game: AnyGame, parsed: ParsedHistory): { frames: Frame[]; error: string | null } {
  const frames: Frame[] = [];
  const report = replayHistory(game, parsed, {
    onLine: (state: unknown, line) => {
      frames.push({ state, line });
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
  const source = new ReplaySource(game, parsed, frames, deck, ascii);
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (finish = r));
  const term = openTerminal((signal) => finish(signal === 'SIGINT' ? 130 : 1));
  term.show(<App source={source} onExit={(k) => finish(k === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
  const code = await done;
  term.close();
  if (error) process.stderr.write(`cardtable: note: ${error}\n`);
  return code;
}
