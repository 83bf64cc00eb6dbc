// `cardtable replay FILE`: steps through a recorded match with the table's own components, every
// hand face up (each taken from that seat's view).
import type { HistoryLine } from '../core/history-lines.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { replayHistory } from '../engine/replay.js';
import { App, type ReplayStep } from './App.js';
import type { Card } from '../core/cards.js';
import type { AnyGameUi, TableView, TrickShown } from './game-ui.js';
import { withCardLaid, withLastTrickTaken } from './held-trick.js';
import { uiFor } from './games.js';
import type { Pause, TableModel } from './model.js';
import { openTerminal } from './terminal.js';


interface Frame {
  readonly state: unknown;
  readonly line: HistoryLine;
}

/** What one frame shows beyond its state: a deal's end is drawn on that deal (held-trick.ts). */
interface Shown {
  /** Every seat's view, or null to take them from the frame's state. */
  readonly views: TableView[] | null;
  readonly pause: Pause | null;
  readonly lastTrick: TrickShown | null;
  readonly lastTrickDeal: number | null;
}

export class ReplaySource {
  private frames: Frame[];
  private index: number;
  private listeners = new Set<() => void>();
  private model: TableModel | null = null;
  private readonly logs: string[][] = [];
  private readonly shown: Shown[] = [];
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
    const names = parsed.match.seats.map((s) => s.name);
    const log: string[] = [];
    for (const f of frames) {
      const view = game.view(f.state, 0);
      const text = f.line.type === 'match' ? null : this.ui.logLine(view, f.line, names, this.ui.look(view, deck, ascii));
      if (text) log.push(text);
      this.logs.push(log.slice(-200));
    }
    this.shown = this.frameShows();
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
    return 'Replay: ←/→ line by line, ↑/↓ deal by deal, Home/End first/last, ? keys';
  }

  /** Frame index of each deal's first line. */
  private dealStarts(): number[] {
    return this.frames.flatMap((f, i) => (f.line.type === 'deal' ? [i] : []));
  }

  step = (delta: ReplayStep): void => {
    const last = this.frames.length - 1;
    let next: number;
    if (delta === 'next-deal') next = this.dealStarts().find((i) => i > this.index) ?? last;
    else if (delta === 'prev-deal') {
      // To the start of this deal, or from there to the start of the one before.
      const starts = this.dealStarts().filter((i) => i < this.index);
      next = starts.length > 0 ? starts[starts.length - 1]! : 0;
    } else next = delta === 'start' ? 0 : delta === 'end' ? last : Math.max(0, Math.min(last, this.index + delta));
    if (next === this.index) return;
    this.index = next;
    this.render();
  };

  private viewsOf(state: unknown): TableView[] {
    return Array.from({ length: this.parsed.match.players }, (_, seat) => this.game.view(state, seat) as TableView);
  }

  /**
   * Per frame: the views, pause and last trick to draw. The rules settle a deal in the step of
   * its last card, so the last card, its trick and the settle are drawn on the views from before
   * that card (the deal that played them), the settle with the deal's summary.
   */
  private frameShows(): Shown[] {
    const out: Shown[] = [];
    let lastTrick: TrickShown | null = null;
    let lastTrickDeal: number | null = null;
    let held: { before: TableView[]; seat: number; card: Card } | null = null;
    let taken: TableView[] | null = null;
    for (let i = 0; i < this.frames.length; i++) {
      const { line, state } = this.frames[i]!;
      let views: TableView[] | null = null;
      let pause: Pause | null = null;
      if (line.type === 'play') {
        const after = this.viewsOf(state)[0]!;
        const before = i > 0 ? this.viewsOf(this.frames[i - 1]!.state) : null;
        // The deal ended with this card when the state after it has moved on to another deal.
        const ended = before !== null && (after.dealNo !== before[0]!.dealNo || (after.result !== null && before[0]!.result === null));
        held = ended ? { before: before!, seat: line.seat, card: line.card } : null;
        taken = null;
        if (held) views = held.before.map((v) => withCardLaid(v, line.seat, line.card));
      } else if (line.type === 'trick') {
        if (held) {
          const h = held;
          const all = h.before.map((v) => withLastTrickTaken(v, h.seat, line));
          views = taken = all.map((t) => t.view);
          lastTrick = all[0]!.trick;
        } else {
          const t = this.viewsOf(state)[0]!.tricks;
          lastTrick = t[t.length - 1] ?? lastTrick;
        }
        lastTrickDeal = line.deal;
        pause = lastTrick ? { kind: 'trick', trick: lastTrick } : null;
      } else if (line.type === 'settle') {
        views = taken;
        const summary = this.viewsOf(state)[0]!.lastDeal;
        if (summary) pause = { kind: 'deal-summary', summary };
      } else {
        held = null;
        taken = null;
      }
      out.push({ views, pause, lastTrick, lastTrickDeal });
    }
    return out;
  }

  private render(): void {
    const frame = this.frames[this.index]!;
    const shown = this.shown[this.index]!;
    const views = shown.views ?? this.viewsOf(frame.state);
    const view = views[0]!;
    const lastTrick = shown.lastTrick;
    this.model = {
      ui: this.ui,
      title: `Replay · ${this.parsed.match.game} ${this.parsed.match.variant}`,
      seats: this.parsed.match.seats,
      look: this.ui.look(view, this.deck, this.ascii),
      view: { ...view, hand: [] },
      viewer: null,
      bottom: 0,
      openHands: views.map((v) => v.hand),
      log: this.logs[this.index] ?? [],
      decision: null,
      pause: shown.pause,
      lastTrick,
      lastTrickDeal: shown.lastTrickDeal,
      progress: `line ${this.index + 1} of ${this.frames.length}`,
      rules: this.ui.rules(this.parsed.match.variant, this.ui.look(view, this.deck, this.ascii)),
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
  const term = openTerminal((signal) => finish(signal === 'SIGINT' ? 130 : 1), { ascii });
  term.show(<App source={source} onExit={(k) => finish(k === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
  const code = await done;
  term.close();
  if (error) process.stderr.write(`cardtable: note: ${error}\n`);
  return code;
}
