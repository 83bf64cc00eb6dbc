// `cardtable replay FILE`: steps through a recorded match with the table's own components, every
// hand face up (each taken from that seat's view).
import type { GameLine, HistoryLine } from '../core/history-lines.js';
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { QUIT, replayHistory, type Applied } from '../engine/replay.js';
import { App, type ReplayStep } from './App.js';
import type { Card } from '../core/cards.js';
import type { TrickLine } from '../core/history-lines.js';
import type { AnyGameUi, GameUiLoader, TableView, TrickShown } from './game-ui.js';
import { withCardLaid, withLastTrickTaken } from './held-trick.js';
import { sortByOrder } from './cards.js';
import type { Pause, TableModel } from './model.js';
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

/** What one frame shows beyond its state: a deal's end is drawn on that deal (held-trick.ts). */
interface Shown {
  /** Every seat's view, or null to take them from the frame's state. */
  readonly views: TableView[] | null;
  /** The spectator's view that goes with `views`. */
  readonly publicView: TableView | null;
  readonly pause: Pause | null;
  readonly lastTrick: TrickShown | null;
  readonly lastTrickDeal: number | null;
}

export class ReplaySource {
  private frames: Frame[];
  private index: number;
  private listeners = new Set<() => void>();
  private model: TableModel | null = null;
  /** Which frames write a log line: 0 not known yet, 1 one line, 2 none; the texts are made when shown. */
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
    // Worked out as frames are shown (a view and a sentence per frame of a 10,000-deal match up front
    // cost time and memory): 0 unknown, 1 writes a line, 2 writes none.
    this.logs = new Uint8Array(frames.length);
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
    const out: string[] = [];
    // Walk back over the frames until 200 sentences are found, each frame's sentence made once.
    for (let k = i; k >= 0 && out.length < 200; k--) {
      if (this.logs[k] === 2) continue;
      const t = this.logText(k);
      this.logs[k] = t === null ? 2 : 1;
      if (t) out.push(t);
    }
    return out.reverse();
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
   * The play at frame `i` when it ended its deal: the rules settle a deal in the step of its last
   * card, so that card, its trick and the settle are drawn on the views from before the card.
   */
  private heldAt(i: number): { before: TableView[]; publicBefore: TableView; seat: number; card: Card } | null {
    const line = this.frames[i]!.line;
    if (line.type !== 'play' || i === 0) return null;
    const after = this.game.view(this.stateAt(i), null) as TableView;
    const publicBefore = this.game.view(this.stateAt(i - 1), null) as TableView;
    const ended = after.dealNo !== publicBefore.dealNo || (after.result !== null && publicBefore.result === null);
    return ended ? { before: this.viewsOf(this.stateAt(i - 1)), publicBefore, seat: line.seat, card: line.card } : null;
  }

  /** The trick line at frame `j`: the views it is drawn on (null: the frame's own) and its record. */
  private trickAt(j: number): { views: TableView[] | null; publicView: TableView | null; trick: TrickShown | null } {
    const line = this.frames[j]!.line as TrickLine;
    const held = j > 0 ? this.heldAt(j - 1) : null;
    if (held) {
      const settled = (this.game.view(this.stateAt(j), null) as TableView).lastDeal;
      const taken = withLastTrickTaken(held.publicBefore, held.seat, line, settled);
      return {
        views: held.before.map((v) => withLastTrickTaken(v, held.seat, line, settled).view),
        publicView: taken.view,
        trick: taken.trick,
      };
    }
    const t = (this.game.view(this.stateAt(j), null) as TableView).tricks;
    return { views: null, publicView: null, trick: t[t.length - 1] ?? null };
  }

  /** The lines of the deal frame `i` belongs to, from after its deal line up to frame `i`. */
  private dealLinesTo(i: number): GameLine[] {
    let j = i;
    while (j > 0 && this.frames[j - 1]!.line.type !== 'deal' && this.frames[j - 1]!.line.type !== 'match') j--;
    return this.frames.slice(j, i + 1).flatMap((f) => (f.line.type === 'match' ? [] : [f.line]));
  }

  /** The views, pause and last trick frame `i` draws, worked out when it is shown. */
  private showAt(i: number): Shown {
    const line = this.frames[i]!.line;
    let j = i;
    while (j >= 0 && this.frames[j]!.line.type !== 'trick') j--;
    const t = j >= 0 ? this.trickAt(j) : null;
    const lastTrick = t?.trick ?? null;
    const lastTrickDeal = j >= 0 ? (this.frames[j]!.line as TrickLine).deal : null;
    if (line.type === 'play') {
      const held = this.heldAt(i);
      if (!held) return { views: null, publicView: null, pause: null, lastTrick, lastTrickDeal };
      const lay = (v: TableView): TableView => withCardLaid(v, line.seat, line.card);
      return { views: held.before.map(lay), publicView: lay(held.publicBefore), pause: null, lastTrick, lastTrickDeal };
    }
    if (line.type === 'trick')
      return {
        views: t!.views,
        publicView: t!.publicView,
        pause: lastTrick ? { kind: 'trick', trick: lastTrick } : null,
        lastTrick,
        lastTrickDeal,
      };
    if (line.type === 'settle') {
      const taken = i > 0 && this.frames[i - 1]!.line.type === 'trick' ? this.trickAt(i - 1) : null;
      const summary = (this.game.view(this.stateAt(i), null) as TableView).lastDeal;
      return {
        views: taken?.views ?? null,
        publicView: taken?.publicView ?? null,
        pause: summary ? { kind: 'deal-summary', summary, lines: this.dealLinesTo(i) } : null,
        lastTrick,
        lastTrickDeal,
      };
    }
    return { views: null, publicView: null, pause: null, lastTrick, lastTrickDeal };
  }

  private render(): void {
    const s = this.stateAt(this.index);
    const shown = this.showAt(this.index);
    const views = shown.views ?? this.viewsOf(s);
    // What every seat sees comes from the spectator view (or, while a deal's end is held, from the
    // views before its last card); only the open hands from each seat's own.
    const view = shown.publicView ?? (this.game.view(s, null) as TableView);
    const lastTrick = shown.lastTrick;
    this.model = {
      ui: this.ui,
      title: `Replay · ${this.parsed.match.game} ${this.parsed.match.variant}`,
      seats: this.parsed.match.seats.map((seat) => ({ ...seat, name: safeText(seat.name) })),
      look: this.ui.look(view, this.deck, this.ascii),
      view: { ...view, hand: [] },
      viewer: null,
      bottom: 0,
      // Each hand sorted as its owner's table sorts it (trumps first, by the game's card order).
      openHands: views.map((v) => (v.hand ? sortByOrder(v.hand, this.game.cardOrder(v)) : v.hand)),
      log: this.logUpTo(this.index),
      decision: null,
      pause: shown.pause,
      lastTrick,
      lastTrickDeal: shown.lastTrickDeal,
      progress: `line ${this.index + 1} of ${this.frames.length}`,
      rules: this.ui.rules(this.parsed.match.variant, this.ui.look(view, this.deck, this.ascii)),
      returns: this.game.returns(s),
      utility: this.game.utility,
    };
    for (const fn of this.listeners) fn();
  }
}

/** Builds every frame of the replay; an error names the file and line. */
export function replayFrames(game: AnyGame, parsed: ParsedHistory): { frames: Frame[]; error: string | null } {
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
      frames.push({ line, applied: compact(applied), state: frames.length % CHECKPOINT === 0 ? state : null });
    },
  });

  return { frames, error: report.error ?? report.mismatches[0] ?? null };
}

export async function replayInteractive(
  game: AnyGame,
  loadUi: GameUiLoader,
  parsed: ParsedHistory,
  deck: DeckStyle | undefined,
  ascii: boolean,
): Promise<number> {
  const { frames, error } = replayFrames(game, parsed);
  if (error && frames.length === 0) {
    process.stderr.write(`cardtable: ${error}\n`);
    return 2;
  }
  const source = new ReplaySource(game, await loadUi(), parsed, frames, deck, ascii);
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (finish = r));
  const term = openTerminal((signal) => finish(signal === 'SIGINT' ? 130 : 1), { ascii });
  term.show(<App source={source} onExit={(k) => finish(k === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
  const code = await done;
  term.close();
  if (error) process.stderr.write(`cardtable: note: ${error}\n`);
  return code;
}
