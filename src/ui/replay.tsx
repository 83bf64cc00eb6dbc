// `cardtable replay FILE`: steps through a recorded match with the table's own components, every
// hand face up (each taken from that seat's view). The frames (replay-frames.ts), their log
// (replay-log.ts) and what each draws (replay-shown.ts) are worked out in modules of their own;
// this one puts them on the screen.
import { shownNames } from '../core/names.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { App, type ReplayStep } from './App.js';
import type { AnyGameUi, GameUiLoader } from '../contract/table.js';
import { sortByOrder } from './cards.js';
import type { TableModel } from './model.js';
import { FrameStates, replayFrames, steppedTo, type Frame } from './replay-frames.js';
import { ReplayLog } from './replay-log.js';
import { shownAt } from './replay-shown.js';
import { openTerminal } from './terminal.js';
import { followedSeat, replayTrackInput, trackerView } from './replay-tracker.js';
import type { TableGame } from '../contract/view.js';

export { replayFrames, type Frame } from './replay-frames.js';

export class ReplaySource {
  private index = 0;
  private listeners = new Set<() => void>();
  private model: TableModel | null = null;
  private readonly states: FrameStates;
  private readonly log: ReplayLog;
  /** Seat names as shown (core/names.ts shownNames). */
  private readonly names: string[];
  /** The seat the card tracker follows (replay-tracker.ts). */
  private readonly followed: number;

  constructor(
    private readonly game: TableGame,
    private readonly ui: AnyGameUi,
    private readonly parsed: ParsedHistory,
    private readonly frames: Frame[],
    private readonly deck: DeckStyle | undefined,
    private readonly ascii: boolean,
  ) {
    this.states = new FrameStates(game, frames);
    this.followed = followedSeat(parsed.match.seats);
    this.names = shownNames(parsed.match.seats.map((s) => s.name));
    this.log = new ReplayLog({ game, ui, frames, states: this.states, names: this.names, deck, ascii });
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

  step = (delta: ReplayStep): void => {
    const next = steppedTo(this.frames, this.index, delta);
    if (next === this.index) return;
    this.index = next;
    this.render();
  };

  private render(): void {
    const s = this.states.at(this.index);
    const shown = shownAt({ game: this.game, frames: this.frames, states: this.states, players: this.parsed.match.players }, this.index);
    // What every seat sees comes from the spectator view (or, while a deal's end is held, from the
    // views before its last card); only the open hands from each seat's own.
    const view = shown.publicView;
    const track = replayTrackInput(this.game, this.frames, this.states, this.index, this.followed);
    const followedView = trackerView(shown.views, this.followed);
    this.model = {
      ui: this.ui,
      title: `Replay · ${this.parsed.match.game} ${this.parsed.match.variant}`,
      seats: this.parsed.match.seats.map((seat, i) => ({ ...seat, name: this.names[i]! })),
      look: this.ui.look(view, this.deck, this.ascii),
      view: { ...view, hand: [] },
      viewer: null,
      bottom: 0,
      // Each hand sorted as its owner's table sorts it (trumps first, by the game's card order).
      openHands: shown.views.map((v) => (v.hand ? sortByOrder(v.hand, this.game.cardOrder(v)) : v.hand)),
      log: this.log.upTo(this.index),
      decision: null,
      pause: shown.pause,
      lastTrick: shown.lastTrick,
      lastTrickDeal: shown.lastTrickDeal,
      progress: `line ${this.index + 1} of ${this.frames.length}`,
      rules: this.ui.rules(this.parsed.match.variant, this.ui.look(view, this.deck, this.ascii)),
      returns: this.game.returns(s),
      utility: this.game.utility,
      ...(track && followedView
        ? {
            pack: track.pack,
            faceUp: track.faceUp,
            tracker: { seat: this.followed, view: followedView, order: this.game.cardOrder(followedView) },
          }
        : {}),
    };
    for (const fn of this.listeners) fn();
  }
}

export async function replayInteractive(
  game: TableGame,
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
