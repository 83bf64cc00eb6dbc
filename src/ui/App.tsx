// The interactive root: subscribes to the controller, owns the screen's own state (selection,
// overlays, the quit question) and turns key presses into actions.
import { useInput, useStdin, useStdout } from 'ink';
import { useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import type { HintShown, HintView } from './hint.js';
import type { DealReview } from '../engine/review.js';
import type { Result } from '../contract/game.js';
import { reviewKey, reviewRows, type ReviewView } from './review-panel.js';
import { lessonEnds, type TableModel } from './model.js';
import { splitKeys, type KeyInfo } from './key-chunks.js';
import { initialSelection, promptKey, type KeyName } from './prompt.js';
import { helpLineCount } from './components/overlays/Help.js';
import {
  INITIAL_UI,
  MIN_COLS,
  MIN_ROWS,
  TableScreen,
  WHY_LABEL,
  BOT_WHY_KEY,
  helpKeys,
  shownHand,
  type CoachLine,
  reviewLayoutFor,
  type UiState,
} from './components/TableScreen.js';

/** What the screen needs from whoever drives it: live play or a replay. */
export interface ScreenSource {
  subscribe(fn: () => void): () => void;
  getModel(): TableModel | null;
  submit(action: unknown): void;
  proceed(): void;
  statusText(): string;
  /** Replay stepping; absent in live play. */
  step?(delta: ReplayStep): void;
  /**
   * The hint for the decision on screen (`h`), from the deciding seat's own view. Stops early when
   * `signal` aborts. Absent where there are no hints (replay).
   */
  hint?(signal: AbortSignal): Promise<HintShown>;
  /** `u`: take back the human's last decision (practice games), or say why not. Absent in replay. */
  undo?(): void;
  /**
   * The review of `deal` (`r` on its summary), from the human's own view at each decision; calls
   * `onProgress` before each decision is valued. Stops when `signal` aborts.
   */
  review?(deal: number, signal: AbortSignal, onProgress: (done: number, total: number) => void): Promise<Result<DealReview>>;
  /** "Play it again" from decision `decision` (numbered in the order played) of `deal`. */
  playAgain?(deal: number, decision: number): void;
}

export type ExitKind = 'quit' | 'interrupt' | 'again';

/** Replay moves: lines back or forward, the first or last line, the previous or next deal. */
export type ReplayStep = number | 'start' | 'end' | 'next-deal' | 'prev-deal';

/**
 * Milliseconds after a new question appears (a decision, a hand-over, a finished trick, a deal
 * summary, the standings) during which its keys are ignored: a key pressed for the screen before
 * (a quick second Enter) must not act on one the player has not seen yet.
 */
export const KEY_GUARD_MS = 400;

/**
 * The guard in force: KEY_GUARD_MS, or CARDTABLE_KEY_GUARD_MS (whole milliseconds up to 10 s). The
 * end-to-end tests lengthen it so that a key they send "too early" is early even when a loaded
 * machine delays it; players have no reason to set it.
 */
export function keyGuardMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['CARDTABLE_KEY_GUARD_MS'];
  const n = raw !== undefined && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  return n <= 10_000 ? n : KEY_GUARD_MS;
}

/** The question on screen that a stray key could misfire on: every pause, or a decision. */
export function guardedScreen(model: TableModel | null): object | null {
  if (!model || model.progress !== undefined) return null;
  return model.pause ?? model.decision;
}

export function useTerminalSize(): { cols: number; rows: number } {
  const { stdout } = useStdout();
  const read = () => ({ cols: stdout.columns || 80, rows: stdout.rows || 24 });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const on = () => setSize(read());
    stdout.on('resize', on);
    return () => {
      stdout.off('resize', on);
    };
  }, [stdout]);
  return size;
}

/** A key as Ink reports it; tests and pure handlers pass only the flags that matter. */
export type { KeyInfo } from './key-chunks.js';

function keyName(input: string, key: KeyInfo): KeyName | undefined {
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.pageUp) return 'pageup';
  if (key.pageDown) return 'pagedown';
  if (key.home) return 'home';
  if (key.end) return 'end';
  if (key.return) return 'enter';
  if (key.escape) return 'escape';
  if (key.backspace || key.delete) return 'backspace';
  if (input === ' ') return 'space';
  return undefined;
}

export interface KeyResult {
  readonly ui: UiState;
  readonly exit?: ExitKind;
}

/**
 * Pure: one key press on the table screen. Returns the new UI state, and calls `source` for
 * actions, the end of a pause, or replay steps.
 */
export function handleKey(
  model: TableModel | null,
  ui: UiState,
  input: string,
  key: KeyInfo,
  source: Pick<ScreenSource, 'submit' | 'proceed' | 'step' | 'hint' | 'undo' | 'review'>,
  size: { cols: number; rows: number },
  canPlayAgain: boolean,
  /**
   * The screen appeared less than KEY_GUARD_MS ago: keys that would act or go on are ignored
   * (looking keys such as ? s t q and moving the selection still work).
   */
  guarded = false,
  /** `cardtable learn`: the deal's summary ends the session (Enter leaves instead of dealing again). */
  learn = false,
): KeyResult {
  if (key.ctrl && input === 'c') return { ui, exit: 'interrupt' };
  const name = keyName(input, key);
  if (ui.quitAsked) return quitAskedKey(ui, input, name);
  const ended = model?.pause?.kind === 'match-end';
  if (size.cols < MIN_COLS || size.rows < MIN_ROWS || !model) {
    if (input === 'q') return ended || !model ? { ui, exit: 'quit' } : { ui: { ...ui, quitAsked: true } };
    return { ui };
  }
  if (ui.overlay === 'help') return helpOverlayKey(model, ui, input, key, name, size);
  if (ui.overlay !== 'none') return { ui: { ...ui, overlay: 'none' } };
  const looked = lookingKey(model, ui, input, source);
  if (looked) return looked;
  if (source.step && model.progress !== undefined) {
    replayStep(source.step, name, key);
    return { ui };
  }
  if (model.pause) return pauseKey(model.pause, ui, input, name, source, canPlayAgain, guarded, learn);
  return decisionKey(model, ui, input, name, source, guarded);
}

function quitAskedKey(ui: UiState, input: string, name: KeyName | undefined): KeyResult {
  if (input === 'y' || input === 'Y') return { ui, exit: 'quit' };
  if (input === 'n' || input === 'N' || name === 'escape' || input === 'q') return { ui: { ...ui, quitAsked: false } };
  return { ui };
}

/** The help overlay: scrolling keys, and the keys that close it. */
function helpOverlayKey(
  model: TableModel,
  ui: UiState,
  input: string,
  key: KeyInfo,
  name: KeyName | undefined,
  size: { cols: number; rows: number },
): KeyResult {
  const page = Math.max(1, size.rows - 14);
  const max = Math.max(0, helpLineCount(model.rules, size.cols - 4, helpKeys(model, true), model.decision?.why) - (size.rows - 5));
  const clamp = (n: number) => Math.max(0, Math.min(max, n));
  if (name === 'up' || input === 'k') return { ui: { ...ui, helpOffset: clamp(ui.helpOffset - 1) } };
  if (name === 'down' || input === 'j') return { ui: { ...ui, helpOffset: clamp(ui.helpOffset + 1) } };
  if (key.pageUp || name === 'left') return { ui: { ...ui, helpOffset: clamp(ui.helpOffset - page) } };
  if (key.pageDown || name === 'right' || name === 'space') return { ui: { ...ui, helpOffset: clamp(ui.helpOffset + page) } };
  if (key.home) return { ui: { ...ui, helpOffset: 0 } };
  if (key.end) return { ui: { ...ui, helpOffset: max } };
  if (name === 'escape' || input === '?' || input === 'q' || input === 'h' || name === 'enter') return { ui: { ...ui, overlay: 'none' } };
  return { ui };
}

/** Keys that open an overlay or ask to quit, on any screen; null for other keys. */
function lookingKey(model: TableModel, ui: UiState, input: string, source: Pick<ScreenSource, 'review'>): KeyResult | null {
  const ended = model.pause?.kind === 'match-end';
  if (input === '?') return { ui: { ...ui, overlay: 'help', helpOffset: 0 } };
  if (input === 's') return { ui: { ...ui, overlay: 'scores' } };
  if (input === 't' && !ended) return { ui: { ...ui, overlay: 'trick' } };
  if (input === BOT_WHY_KEY && (model.botWhy || model.botWhyAway) && model.progress === undefined) return { ui: { ...ui, overlay: 'why' } };
  // The tracker shows the viewer's own hand's complement: never over a hand-over screen. In replay
  // it follows one seat (replay-tracker.ts): what that player knew at the line on screen.
  if (input === 'c' && !ended && model.pause?.kind !== 'privacy' && model.pack) return { ui: { ...ui, overlay: 'cards' } };
  // The review of the deal just summarised: a practice match only (model.reviewable).
  if (input === 'r' && model.pause?.kind === 'deal-summary' && model.reviewable && source.review)
    return { ui: { ...ui, overlay: 'review', review: null } };
  if (input === 'q') return ended || model.progress !== undefined ? { ui, exit: 'quit' } : { ui: { ...ui, quitAsked: true } };
  return null;
}

/** A replay's moving keys: line by line, deal by deal, to either end. */
function replayStep(step: NonNullable<ScreenSource['step']>, name: KeyName | undefined, key: KeyInfo): void {
  if (name === 'left') step(-1);
  else if (name === 'right' || name === 'space' || name === 'enter') step(1);
  else if (key.home) step('start');
  else if (key.end) step('end');
  else if (name === 'up' || key.pageUp) step('prev-deal');
  else if (name === 'down' || key.pageDown) step('next-deal');
}

/** A key on a pause (hand-over, formal step, trick, deal summary, match end): go on, or play again. */
function pauseKey(
  pause: NonNullable<TableModel['pause']>,
  ui: UiState,
  input: string,
  name: KeyName | undefined,
  source: Pick<ScreenSource, 'proceed'>,
  canPlayAgain: boolean,
  guarded: boolean,
  learn: boolean,
): KeyResult {
  if (guarded) return { ui };
  if (pause.kind === 'match-end') {
    if (canPlayAgain && (input === 'a' || input === 'A')) return { ui, exit: 'again' };
    return { ui };
  }
  if (pause.kind === 'privacy' || pause.kind === 'formal') {
    if (name === 'enter') source.proceed();
    return { ui };
  }
  if (pause.kind === 'deal-summary' && !(name === 'enter' || name === 'space')) return { ui };
  if (learn && lessonEnds(pause)) return { ui, exit: 'quit' };
  source.proceed();
  return { ui };
}

/** A key on a decision: hint, undo, a move of the selection, or the action itself. */
function decisionKey(
  model: TableModel,
  ui: UiState,
  input: string,
  name: KeyName | undefined,
  source: Pick<ScreenSource, 'submit' | 'hint' | 'undo'>,
  guarded: boolean,
): KeyResult {
  const decision = model.decision;
  if (!decision) return { ui };
  // h shows (or hides) what bot:hard would do here; acting hides it.
  if (input === 'h') return source.hint ? { ui: { ...ui, hint: !ui.hint } } : { ui };
  if (input === 'u' && source.undo) {
    if (!guarded) source.undo();
    return { ui: ui.hint ? { ...ui, hint: false } : ui };
  }
  const hand = shownHand(model) ?? [];
  const out = promptKey(decision.prompt, ui.selection, { input, key: name }, hand);
  if (!out) return { ui };
  if ('select' in out) return { ui: { ...ui, selection: out.select } };
  if (guarded) return { ui };
  source.submit(out.act);
  return { ui: ui.hint ? { ...ui, hint: false } : ui };
}

/** Said on the summary of a lesson's deal that was thrown in before any card was played. */
export const DEALT_AGAIN = 'No card was played in this deal: Enter deals the next one, and the lesson goes on.';

/** What `cardtable learn` says under the prompt: why the decision matters, or at the deal's end the closing line. */
export function coachLine(model: TableModel, closing: string): CoachLine | null {
  if (lessonEnds(model.pause)) return { label: '', text: closing };
  if (model.pause?.kind === 'deal-summary') return { label: '', text: DEALT_AGAIN };
  if (model.pause) return null;
  const why = model.decision?.why;
  return why ? { label: WHY_LABEL, text: why } : null;
}

/** A key on the review panel (review-panel.ts's reviewKey): close, move, or play the deal again. */
function reviewPanelKey(
  model: TableModel,
  ui: UiState,
  view: ReviewView | null,
  input: string,
  key: KeyInfo,
  size: { cols: number; rows: number },
  source: Pick<ScreenSource, 'playAgain'>,
): KeyResult {
  const r = reviewKey(ui.review ?? null, input, key, reviewLayoutFor(model, view, size.cols), reviewRows(size.rows));
  if (r.kind === 'close') return { ui: { ...ui, overlay: 'none', review: null } };
  if (r.kind === 'move') return { ui: { ...ui, review: r.review } };
  if (r.kind === 'again' && view?.kind === 'ready' && model.branchable && source.playAgain) {
    const d = view.review.decisions[r.decision];
    if (d) {
      source.playAgain(view.review.deal, d.number);
      return { ui: { ...ui, overlay: 'none', review: null } };
    }
  }
  return { ui };
}

export interface AppProps {
  readonly source: ScreenSource;
  readonly onExit: (kind: ExitKind) => void;
  readonly recording: boolean;
  readonly canPlayAgain: boolean;
  /** Default keyGuardMs(); tests that are not about the guard set 0. */
  readonly guardMs?: number;
  /**
   * `cardtable learn`: each decision says why it matters (GameUi.why) under the prompt, and the
   * deal's summary shows `closing` and ends the session.
   */
  readonly learn?: { readonly closing: string };
}

/** When each guarded screen was first seen (drawn, or met by a key before it was drawn). */
function useFirstSeen(): (gate: object | null) => number {
  const seenAt = useRef(new WeakMap<object, number>());
  return (gate) => {
    if (!gate) return 0;
    let t = seenAt.current.get(gate);
    if (t === undefined) {
      t = Date.now();
      seenAt.current.set(gate, t);
    }
    return t;
  };
}

type StoredUi = UiState & { readonly forDecision: unknown };

/**
 * The `h` hint for the decision on screen: what bot:hard would do, worked out while it is asked
 * for and kept for the decision it was computed for (h, h again shows it at once).
 */
function useHint(
  source: ScreenSource,
  model: TableModel | null,
  decision: TableModel['decision'],
  asked: boolean,
  setUi: Dispatch<SetStateAction<StoredUi>>,
): HintView | null {
  const [hinted, setHinted] = useState<{ readonly decision: unknown; readonly view: HintView } | null>(null);
  const hintDone = hinted !== null && hinted.decision === decision;
  const wantHint = asked && decision !== null && model?.pause == null && Boolean(source.hint);
  useEffect(() => {
    if (!wantHint || hintDone || !source.hint) return;
    // Cancelled when the hint is hidden, the decision is made or the screen moves on (a privacy
    // screen in hot-seat has no decision): the effect's clean-up aborts the search.
    const ctl = new AbortController();
    const d = decision;
    source.hint(ctl.signal).then(
      (hint) => {
        if (!ctl.signal.aborted) setHinted({ decision: d, view: { kind: 'ready', hint } });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted)
          setHinted({ decision: d, view: { kind: 'none', reason: `none here (${(e as Error)?.message ?? String(e)})` } });
      },
    );
    return () => ctl.abort();
  }, [wantHint, hintDone, decision, source]);
  // Any pause (a privacy screen above all) drops the hint and what it found, even if the same
  // decision came back after it.
  const paused = model?.pause != null;
  useEffect(() => {
    if (!paused) return;
    setHinted(null);
    setUi((u) => (u.hint ? { ...u, hint: false } : u));
  }, [paused, setUi]);
  return wantHint ? (hintDone ? hinted.view : { kind: 'thinking' }) : null;
}

/**
 * The review of the deal on the summary (`r`): worked out while its panel is open, the progress
 * shown as it goes; closing the panel stops it. A finished review is kept for its deal.
 */
function useReview(source: ScreenSource, model: TableModel | null, open: boolean): ReviewView | null {
  const [reviewed, setReviewed] = useState<{ readonly deal: number; readonly view: ReviewView } | null>(null);
  const reviewDeal = model?.pause?.kind === 'deal-summary' ? model.pause.summary.deal : null;
  const wantReview = open && reviewDeal !== null && Boolean(source.review);
  const reviewDone = reviewed !== null && reviewed.deal === reviewDeal && reviewed.view.kind === 'ready';
  useEffect(() => {
    if (!wantReview || reviewDone || !source.review || reviewDeal === null) return;
    const ctl = new AbortController();
    const deal = reviewDeal;
    setReviewed({ deal, view: { kind: 'working', done: 0, total: 0 } });
    source
      .review(deal, ctl.signal, (done, total) => {
        if (!ctl.signal.aborted) setReviewed({ deal, view: { kind: 'working', done, total } });
      })
      .then(
        (r) => {
          if (!ctl.signal.aborted)
            setReviewed({ deal, view: r.ok ? { kind: 'ready', review: r.value } : { kind: 'none', reason: r.reason } });
        },
        (e: unknown) => {
          if (!ctl.signal.aborted) setReviewed({ deal, view: { kind: 'none', reason: (e as Error)?.message ?? String(e) } });
        },
      );
    return () => ctl.abort();
  }, [wantReview, reviewDone, reviewDeal, source]);
  return wantReview && reviewed?.deal === reviewDeal ? reviewed.view : null;
}

interface TableKeysArgs {
  readonly source: ScreenSource;
  readonly model: TableModel | null;
  readonly ui: UiState;
  readonly decision: TableModel['decision'];
  readonly reviewView: ReviewView | null;
  readonly size: { cols: number; rows: number };
  readonly stored: StoredUi;
  readonly setUi: Dispatch<SetStateAction<StoredUi>>;
  readonly firstSeen: (gate: object | null) => number;
  readonly guardMs: number;
  readonly canPlayAgain: boolean;
  readonly onExit: (kind: ExitKind) => void;
  readonly learn: boolean;
}

/** The table's keys: each key of a chunk handled on the screen the player has seen. */
function useTableKeys(args: TableKeysArgs): void {
  const { source, model, ui, decision, reviewView, size, stored, setUi, firstSeen, guardMs, canPlayAgain, onExit, learn } = args;
  const { isRawModeSupported } = useStdin();
  // Keys can arrive before React re-subscribes the handler after a render: read the latest
  // state through a ref, and move it on at once so two keys in one burst both count.
  const latest = useRef({ model, ui, decision, reviewView });
  latest.current = { model, ui, decision, reviewView };
  useInput(
    (chunk, chunkKey) => {
      // A chunk may hold several keys ("12" and Enter on a ladder): each is a key of its own.
      for (const [input, key] of splitKeys(chunk, chunkKey, 'each')) {
        const now = latest.current;
        // In live play a key acts only on the screen that was drawn: if the source has moved on
        // since (the key came in the same burst as the one that acted), the player has not seen
        // the new screen yet.
        const current = source.getModel();
        const stale = current !== now.model && current?.progress === undefined && !(key.ctrl && input === 'c');
        if (stale) return;
        const gate = guardedScreen(now.model);
        const guarded = gate !== null && Date.now() - firstSeen(gate) < guardMs;
        const r =
          now.ui.overlay === 'review' && now.model && !(key.ctrl && input === 'c')
            ? reviewPanelKey(now.model, now.ui, now.reviewView, input, key, size, source)
            : handleKey(now.model, now.ui, input, key, source, size, canPlayAgain, guarded, learn);
        if (r.ui !== now.ui || stored.forDecision !== now.decision) {
          latest.current = { ...now, ui: r.ui };
          setUi({ ...r.ui, forDecision: now.decision });
        }
        if (r.exit) {
          onExit(r.exit);
          return;
        }
      }
    },
    { isActive: Boolean(isRawModeSupported) },
  );
}

export function App({ source, onExit, recording, canPlayAgain, guardMs = keyGuardMs(), learn }: AppProps) {
  const model = useSyncExternalStore(source.subscribe, source.getModel);
  const firstSeen = useFirstSeen();
  firstSeen(guardedScreen(model));
  const size = useTerminalSize();
  const [stored, setUi] = useState<StoredUi>({ ...INITIAL_UI, forDecision: null });
  const decision = model?.decision ?? null;
  // A new decision starts from its own initial selection; worked out while rendering (not in an
  // effect) so a key pressed the moment the decision appears already acts on it.
  // A hint belongs to one decision: a new one starts without it.
  const ui: UiState =
    decision && model && stored.forDecision !== decision
      ? { ...stored, selection: initialSelection(decision.prompt, shownHand(model) ?? []), hint: false }
      : stored;
  const hintView = useHint(source, model, decision, ui.hint, setUi);
  const reviewView = useReview(source, model, ui.overlay === 'review');
  useTableKeys({
    source,
    model,
    ui,
    decision,
    reviewView,
    size,
    stored,
    setUi,
    firstSeen,
    guardMs,
    canPlayAgain,
    onExit,
    learn: learn !== undefined,
  });
  if (!model) return null;
  return (
    <TableScreen
      model={model}
      ui={ui}
      cols={size.cols}
      rows={size.rows}
      status={source.statusText()}
      recording={recording}
      canPlayAgain={canPlayAgain}
      hints={Boolean(source.hint)}
      hint={hintView}
      coach={learn ? coachLine(model, learn.closing) : null}
      learn={learn !== undefined}
      review={reviewView}
    />
  );
}
