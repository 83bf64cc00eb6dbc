// The whole table screen, drawn from a TableModel plus the screen's own UI state. No input
// handling here: see ../App.tsx.
import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import type { UtilityKind } from '../../contract/game.js';
import { sortByOrder, sortHand } from '../cards.js';
import { matchProgress } from '../game-ui.js';
import type { SummaryShown, Prompt } from '../../contract/table.js';
import type { HintView } from '../hint.js';
import { lessonEnds, type TableModel } from '../model.js';
import type { Selection } from '../prompt.js';
import { Footer } from './Footer.js';
import { HandPanel, handHeight } from './Hand.js';
import { LogPanel } from './Log.js';
import { DealSummaryPanel, dealSummaryHeight } from './overlays/DealSummary.js';
import { HelpPanel, keyHelp, REPLAY_KEY_HELP } from './overlays/Help.js';
import { LastTrickPanel } from './overlays/LastTrick.js';
import { MatchEndPanel } from './overlays/MatchEnd.js';
import { PrivacyPanel } from './overlays/Privacy.js';
import { QuitPanel } from './overlays/Quit.js';
import { ScoresheetPanel } from './overlays/Scoresheet.js';
import { TooSmall } from './overlays/TooSmall.js';
import { TrackerPanel } from './overlays/Tracker.js';
import { ReviewPanel } from './overlays/Review.js';
import { BotWhyAwayPanel, BotWhyPanel } from './overlays/BotWhy.js';
import { reviewLayout, type ReviewLayout, type ReviewUi, type ReviewView } from '../review-panel.js';
import { trackCards } from '../tracker.js';
import { PromptLine } from './PromptLine.js';
import { TablePanel } from './Table.js';
import { summaryShown } from '../summary.js';
import { unitWord } from '../standing.js';
import { wrapLine } from '../../core/wrap.js';

export const MIN_COLS = 80;
export const MIN_ROWS = 24;

export type Overlay = 'none' | 'help' | 'scores' | 'trick' | 'cards' | 'review' | 'why';

export interface UiState {
  readonly overlay: Overlay;
  readonly helpOffset: number;
  readonly quitAsked: boolean;
  readonly selection: Selection;
  /** The `h` hint is asked for at the current decision. */
  readonly hint: boolean;
  /** The review panel's selection and scroll; null as it opens (review-panel.ts). */
  readonly review?: ReviewUi | null;
}

export const INITIAL_UI: UiState = { overlay: 'none', helpOffset: 0, quitAsked: false, selection: { index: 0, typed: '' }, hint: false };

/** The viewer's hand as shown: sorted with trumps together at the left. */
export function shownHand(model: TableModel): readonly Card[] | null {
  if (model.viewer === null) return [];
  const hand = model.view.hand;
  if (hand === null) return null;
  return model.order ? sortByOrder(hand, model.order) : sortHand(hand, model.view.trumpSuit, model.ui.rankOrder ?? []);
}

/** The keys listed under `?`: the replay's own, or live play's (saying "saved" only when recorded). */
export function helpKeys(model: TableModel, recording: boolean): readonly (readonly [string, string])[] {
  if (model.progress !== undefined) return REPLAY_KEY_HELP;
  const keys = keyHelp({ ...model.ui, unit: unitWord(model.ui, model.view) }, recording);
  // Listed only where they can act: a take-back of this deal (a practice game), and the review
  // of a practice match's deals from their summaries.
  const coach = [
    ...(model.undoable ? [UNDO_HELP] : []),
    ...(model.reviewable ? [REVIEW_HELP] : []),
    ...(model.botWhy ? [BOT_WHY_HELP] : []),
  ];
  if (coach.length === 0) return keys;
  const at = keys.findIndex(([k]) => k === '?');
  return [...keys.slice(0, at), ...coach, ...keys.slice(at)];
}

/** The key that explains the last bot move (a table key: RESERVED_KEYS). */
export const BOT_WHY_KEY = 'g';
const BOT_WHY_HELP = [BOT_WHY_KEY, 'why the last bot moved as it did: its rule of thumb or its search’s figure, never its cards'] as const;
const UNDO_HELP = ['u', 'undo: take back your last decision and the bots’ moves after it (this deal only)'] as const;
const REVIEW_HELP = ['r', 'on a deal’s summary: review the deal (what each decision cost)'] as const;

type KeyList = (readonly [string, string])[];

/** `hints`: the screen can show hints (live play, not replay). */
export function footerKeys(model: TableModel, ui: UiState, hints = false, learn = false, canPlayAgain = true): KeyList {
  if (ui.quitAsked)
    return [
      ['y', 'quit'],
      ['n', 'keep playing'],
    ];
  if (ui.overlay !== 'none') return overlayKeys(model, ui.overlay);
  if (model.progress !== undefined)
    return [
      ['←/→', 'line'],
      ['↑/↓', 'deal'],
      ['Home/End', 'first/last'],
      ['?', 'keys+rules'],
      ['s', 'scores'],
      ['t', 'last trick'],
      ['q', 'quit'],
    ];
  const p = model.pause;
  if (p && p.kind !== 'trick') return pauseKeys(model, p, learn, canPlayAgain);
  const keys: KeyList = [];
  if (p?.kind === 'trick') keys.push(['any key', 'continues']);
  else if (model.decision) keys.push(...decisionKeys(model, model.decision.prompt, ui, hints));
  keys.push(['?', 'help+rules'], ['s', 'scores'], ['t', 'last trick'], ['q', 'quit']);
  return keys;
}

function overlayKeys(model: TableModel, overlay: Exclude<Overlay, 'none'>): KeyList {
  if (overlay === 'help')
    return [
      ['↑/↓', 'scroll'],
      ['Esc', 'close'],
    ];
  if (overlay === 'review')
    return [['↑/↓', 'decision'], ['PgUp/PgDn', 'scroll'], ...(model.branchable ? [['p', 'play it again'] as const] : []), ['Esc', 'close']];
  return [['any key', 'closes']];
}

/** The keys of a pause that holds the screen until a key (all but a held trick). */
function pauseKeys(
  model: TableModel,
  p: Exclude<NonNullable<TableModel['pause']>, { kind: 'trick' }>,
  learn: boolean,
  canPlayAgain: boolean,
): KeyList {
  switch (p.kind) {
    case 'privacy':
      return [
        ['Enter', 'show my cards'],
        ['?', 'help+rules'],
        ['s', 'scores'],
        ['t', 'last trick'],
        ['q', 'quit'],
      ];
    case 'formal':
      return [
        ['Enter', 'continue'],
        ['q', 'quit'],
      ];
    case 'deal-summary':
      return [
        ['Enter', learn && lessonEnds(p) ? 'finish' : p.last ? 'end practice' : model.view.result ? 'standings' : 'next deal'],
        ...(model.reviewable ? [['r', 'review the deal'] as const] : []),
        ['s', 'scores'],
        ['q', 'quit'],
      ];
    case 'match-end':
      // Only where `a` works: not at a resumed match, a replay, or a joined table (the host starts matches).
      return [...(canPlayAgain ? [['a', 'play again'] as const] : []), ['s', 'scores'], ['q', 'quit']];
  }
}

/** The keys of a decision: how to choose and confirm, the calls beside a card, hint and undo. */
function decisionKeys(model: TableModel, p: Prompt<unknown>, ui: UiState, hints: boolean): KeyList {
  const keys: KeyList = [];
  const k = p.kind;
  if (p.kind === 'cards' && p.pick) keys.push(['←/→', 'move'], ['Space', 'mark'], ['Enter', 'confirm']);
  else if (p.kind === 'ladder') keys.push(['←/→ PgUp/PgDn', 'move'], [`1-${p.rungs.length}`, 'number'], ['Enter', 'confirm']);
  else
    keys.push(k === 'cards' ? ['←/→', 'choose'] : k === 'amount' ? ['←/→ 0-9', model.ui.amountWord ?? 'amount'] : ['letter', 'call'], [
      'Enter',
      k === 'cards' ? 'play' : 'confirm',
    ]);
  if (p.kind === 'cards') for (const c of p.calls ?? []) keys.push([c.key, c.label.toLowerCase()]);
  if (hints) keys.push(['h', ui.hint ? 'hide hint' : 'hint']);
  if (model.undoable) keys.push(['u', 'undo']);
  if (model.botWhy) keys.push([BOT_WHY_KEY, 'why']);
  return keys;
}

/**
 * The header line in `cols`. Too long (hot-seat's "you are Cleo" beside a long phase), the title
 * drops its note in brackets, then the phase its details after the first " · ", then the deal's
 * number, so whose turn it is and the phase stay in view instead of a cut "…".
 */
export function headerText(
  parts: {
    readonly title: string;
    readonly progress: readonly string[];
    readonly phase: string;
    readonly replay: string | null;
    readonly seat: string | null;
  },
  cols: number,
): string {
  const line = (title: string, progress: readonly string[], phase: string) =>
    [title, ...progress, phase, parts.replay, parts.seat].filter(Boolean).join(' · ');
  const title = parts.title.replace(/ \(.*\)$/, '');
  const phase = parts.phase.split(' · ')[0]!;
  const tries = [
    line(parts.title, parts.progress, parts.phase),
    line(title, parts.progress, parts.phase),
    line(title, parts.progress, phase),
    // The deal number is in the scoresheet: a long question of the phase goes before it.
    line(title, [], phase),
  ];
  return tries.find((t) => t.length <= cols) ?? tries[tries.length - 1]!;
}

/** The returns and utility kind of a model, as the standings panels take them. */
function standing(model: TableModel): { returns?: readonly number[]; utility?: UtilityKind } {
  return { ...(model.returns ? { returns: model.returns } : {}), ...(model.utility ? { utility: model.utility } : {}) };
}

export interface TableScreenProps {
  readonly model: TableModel;
  readonly ui: UiState;
  readonly cols: number;
  readonly rows: number;
  /** Shown on the prompt line when nobody here decides. */
  readonly status: string;
  readonly recording: boolean;
  readonly canPlayAgain: boolean;
  /** Hints can be asked for (live play); `hint` is the one for the current decision, if asked. */
  readonly hints?: boolean;
  readonly hint?: HintView | null;
  /** `cardtable learn`: the sentence under the prompt (why the decision matters, or the closing line). */
  readonly coach?: CoachLine | null;
  readonly learn?: boolean;
  /** The review of the deal on the summary, while the review panel is open. */
  readonly review?: ReviewView | null;
}

/** A sentence under the prompt (`cardtable learn`), after its label ("Why: "). */
export interface CoachLine {
  readonly label: string;
  readonly text: string;
}

export const WHY_LABEL = 'Why: ';

/** Lines the learn sentence takes under the prompt: one, or two where it does not fit the width. */
export function coachHeight(coach: CoachLine | null | undefined, width: number): number {
  return coach ? Math.min(2, wrapLine(`${coach.label}${coach.text}`, width).length) : 0;
}

/** The review panel's lines at a terminal `cols` wide (null until the review is ready). */
export function reviewLayoutFor(model: TableModel, review: ReviewView | null | undefined, cols: number): ReviewLayout | null {
  if (review?.kind !== 'ready') return null;
  return reviewLayout(review.review, {
    names: model.seats.map((s) => s.name),
    look: model.look,
    unit: unitWord(model.ui, model.view),
    fines: model.utility === 'fines',
    width: cols - 4,
  });
}

/** Where the screen's parts go at `cols`×`rows`, in lines and columns. */
export interface ScreenLayout {
  /** One line short of the full height, so the terminal never scrolls. */
  readonly height: number;
  /** The log goes beside the table instead of below it. */
  readonly wide: boolean;
  readonly tableW: number;
  readonly sideW: number;
  /** Cards drawn as boxes. */
  readonly big: boolean;
  readonly coachH: number;
  readonly logH: number;
  readonly tableH: number;
  /** The table and the hand together: what the hand-over, summary and match-end panels cover. */
  readonly overlayH: number;
  /** Between header and footer: what help, scoresheet and last trick take. */
  readonly fullH: number;
}

export function screenLayout(cols: number, rows: number, coach: CoachLine | null): ScreenLayout {
  const height = rows - 1;
  const wide = cols >= 110;
  const tableW = wide ? Math.max(76, Math.min(90, cols - 42)) : cols;
  // Roomy terminals draw cards as boxes. Header, hand, prompt and footer take 7 lines (9 with big
  // cards); the narrow layout keeps room for a log below the table.
  const big = rows >= 32 && cols >= 90;
  const fixedH = 4 + handHeight(big);
  const tableMin = big ? 18 : 12;
  // The learn sentence takes its lines from the log first (down to one line), then from the table.
  const coachH = coachHeight(coach, tableW);
  const fullLogH = wide ? height - 2 : Math.max(2, height - fixedH - tableMin - Math.max(0, Math.floor((height - 23) / 2)));
  const logH = wide ? fullLogH : Math.max(1, fullLogH - coachH);
  const tableH = wide ? height - fixedH - coachH : height - fixedH - logH - coachH;
  return {
    height,
    wide,
    tableW,
    sideW: wide ? cols - tableW - 1 : 0,
    big,
    coachH,
    logH,
    tableH,
    overlayH: tableH + handHeight(big),
    fullH: height - 2,
  };
}

/** The header line of the table screen at `cols`. */
export function screenHeader(model: TableModel, cols: number, learn: boolean): string {
  const who = model.viewer !== null ? (model.seats[model.viewer]?.name ?? '') : '';
  const summary = model.pause?.kind === 'deal-summary' ? model.pause.summary : null;
  const dealNo = summary ? summary.deal : model.view.dealNo;
  return headerText(
    {
      title: model.title,
      // A lesson is one deal, not the first of a match's many.
      progress: learn ? ['one deal, explained'] : matchProgress(model.ui, model.view, dealNo),
      phase: summary
        ? 'deal over'
        : model.pause?.kind === 'trick'
          ? `trick ${model.pause.trick.index} taken`
          : model.ui.phaseLine(model.view),
      replay: model.progress ?? null,
      seat: who && who !== 'You' ? `you are ${who}` : null,
    },
    cols,
  );
}

/** The decision asked on screen now: none while a pause (hand-over, trick, summary) holds it. */
export function shownPrompt(model: TableModel): Prompt<unknown> | null {
  return model.pause ? null : (model.decision?.prompt ?? null);
}

/**
 * A bot's turn with nothing held on screen: the status line gets a spinner (it only turns while
 * the event loop is free, so a frozen spinner would show a bot blocking the screen).
 */
export function botThinking(model: TableModel, prompt: Prompt<unknown> | null): boolean {
  const toAct = model.view.toAct;
  return (
    !prompt &&
    !model.pause &&
    !model.view.result &&
    model.progress === undefined &&
    toAct !== null &&
    (model.answering === true || model.seats[toAct]?.kind === 'bot')
  );
}

/** The deal summary as the game declares it, while one is on screen. */
export function summaryShownOf(model: TableModel): SummaryShown | null {
  if (model.pause?.kind !== 'deal-summary') return null;
  return summaryShown(model.ui, {
    view: model.view,
    deal: model.pause.summary,
    names: model.seats.map((x) => x.name),
    lines: model.pause.lines ?? [],
    look: model.look,
    ...(model.utility ? { utility: model.utility } : {}),
  });
}

function CoachText({ coach, height, width }: { readonly coach: CoachLine | null; readonly height: number; readonly width: number }) {
  return (
    <Box height={height} width={width} overflow="hidden">
      <Text wrap="wrap">
        <Text bold color="cyan">
          {coach?.label}
        </Text>
        <Text color="cyan">{coach?.text}</Text>
      </Text>
    </Box>
  );
}

function ScoresOverlay({ model, width, height }: { readonly model: TableModel; readonly width: number; readonly height: number }) {
  const { view } = model;
  return (
    <ScoresheetPanel
      history={view.history}
      seats={model.seats}
      width={width}
      height={height}
      columns={model.ui.sheetColumns?.(view) ?? []}
      unit={unitWord(model.ui, view)}
      sub={model.ui.subUnit?.(view) ?? null}
      notes={(note) =>
        model.ui.note(
          note,
          model.seats.map((x) => x.name),
        )
      }
      {...(model.ui.goal ? { goal: model.ui.goal(view) } : {})}
      {...standing(model)}
    />
  );
}

function TrackerOverlay({ model, width, height }: { readonly model: TableModel; readonly width: number; readonly height: number }) {
  const trackOrder = model.tracker?.order ?? model.order;
  return (
    <TrackerPanel
      track={trackCards(model.pack ?? [], model.tracker?.view ?? model.view, {
        ...(trackOrder ? { order: trackOrder.sortKey, isTrump: trackOrder.isTrump } : {}),
        faceUp: model.faceUp ?? [],
      })}
      deal={model.view.dealNo}
      {...(model.tracker ? { who: model.seats[model.tracker.seat]?.name ?? `Seat ${model.tracker.seat + 1}` } : {})}
      look={model.look}
      width={width}
      height={height}
    />
  );
}

interface OverlayArgs {
  readonly model: TableModel;
  readonly ui: UiState;
  readonly cols: number;
  readonly rows: number;
  readonly fullH: number;
  readonly recording: boolean;
  readonly review: ReviewView | null;
}

/**
 * The overlay asked for with its key, over the whole screen between header and footer; null for
 * none. They hold public things only (keys, rules, scores, the last trick), so they may cover the
 * hand-over screen too; the card tracker may not.
 */
function keyOverlay({ model, ui, cols, rows, fullH, recording, review }: OverlayArgs): React.ReactNode | null {
  const summary = model.pause?.kind === 'deal-summary' ? model.pause.summary : null;
  switch (ui.overlay) {
    case 'help':
      return (
        <HelpPanel
          rules={model.rules}
          offset={ui.helpOffset}
          width={cols}
          height={fullH}
          keys={helpKeys(model, recording)}
          about={model.decision?.why ?? null}
        />
      );
    case 'scores':
      return <ScoresOverlay model={model} width={cols} height={fullH} />;
    case 'trick':
      return (
        <LastTrickPanel
          trick={model.lastTrick}
          deal={model.lastTrickDeal ?? null}
          seats={model.seats}
          look={model.look}
          width={cols}
          height={fullH}
        />
      );
    case 'review':
      if (!summary) return null;
      return (
        <ReviewPanel
          deal={summary.deal}
          view={review ?? { kind: 'working', done: 0, total: 0 }}
          layout={reviewLayoutFor(model, review, cols)}
          state={ui.review ?? null}
          canPlayAgain={model.branchable === true}
          ascii={model.look.ascii}
          width={cols}
          rows={rows}
          height={fullH}
        />
      );
    case 'cards':
      return model.pause?.kind === 'privacy' ? null : <TrackerOverlay model={model} width={cols} height={fullH} />;
    case 'why':
      if (model.botWhyAway) return <BotWhyAwayPanel text={model.botWhyAway} width={cols} height={fullH} />;
      return model.botWhy ? <BotWhyPanel why={model.botWhy} seats={model.seats} width={cols} height={fullH} /> : null;
    default:
      return null;
  }
}

/** The table with the viewer's hand under it. */
function PlayArea({ model, ui, layout }: { readonly model: TableModel; readonly ui: UiState; readonly layout: ScreenLayout }) {
  const { big } = layout;
  const hand = model.pause?.kind === 'privacy' ? [] : shownHand(model);
  const prompt = shownPrompt(model);
  return (
    <Box flexDirection="column">
      <TablePanel model={model} width={layout.tableW} height={layout.tableH} big={big} />
      {model.openHands ? (
        <Box height={handHeight(big)} flexDirection="column" justifyContent="center">
          <Text dimColor>Replay: every hand is face up. {model.progress}</Text>
        </Box>
      ) : (
        <HandPanel
          cards={hand}
          look={model.look}
          selected={prompt?.kind === 'cards' ? ui.selection.index : null}
          {...(prompt?.kind === 'cards' && prompt.pick
            ? { chosen: new Set((ui.selection.chosen ?? []).map((i) => hand?.[i]).filter((c): c is Card => c !== undefined)) }
            : {})}
          playable={prompt?.kind === 'cards' ? new Set(prompt.playable.map((p) => p.card)) : null}
          trump={model.view.trumpSuit}
          big={big}
          {...(model.order ? { isTrump: model.order.isTrump } : {})}
        />
      )}
    </Box>
  );
}

interface MainArgs {
  readonly model: TableModel;
  readonly ui: UiState;
  readonly layout: ScreenLayout;
  readonly cols: number;
  readonly canPlayAgain: boolean;
  readonly learn: boolean;
  readonly shown: SummaryShown | null;
  readonly summaryFull: boolean;
  readonly coachUnderSummary: number;
}

/** What a pause holds on screen in place of the table (hand-over, deal summary, match end), else the table. */
function MainPanel({ model, ui, layout, cols, canPlayAgain, learn, shown, summaryFull, coachUnderSummary }: MainArgs) {
  const { tableW, overlayH } = layout;
  const pause = model.pause;
  if (pause?.kind === 'privacy' && !summaryFull && ui.overlay === 'none') {
    return <PrivacyPanel name={model.seats[pause.seat]?.name ?? `Seat ${pause.seat + 1}`} width={tableW} height={overlayH} />;
  }
  if (shown && pause?.kind === 'deal-summary') {
    return (
      <DealSummaryPanel
        summary={pause.summary}
        shown={shown}
        view={model.view}
        seats={model.seats}
        width={summaryFull ? cols : tableW}
        height={summaryFull ? layout.fullH - coachUnderSummary : overlayH}
        reviewable={model.reviewable === true}
        last={pause.last === true}
        lessonEnd={learn && lessonEnds(pause)}
        {...standing(model)}
      />
    );
  }
  if (pause?.kind === 'match-end') {
    return (
      <MatchEndPanel
        view={model.view}
        ui={model.ui}
        seats={model.seats}
        width={tableW}
        height={overlayH}
        canReplay={canPlayAgain}
        {...standing(model)}
      />
    );
  }
  return <PlayArea model={model} ui={ui} layout={layout} />;
}

interface ColumnsArgs {
  readonly model: TableModel;
  readonly ui: UiState;
  readonly layout: ScreenLayout;
  readonly main: React.ReactNode;
  readonly status: string;
  readonly recording: boolean;
  readonly hint: HintView | null;
  readonly coach: CoachLine | null;
}

/** The table column (main panel, prompt, learn sentence, log below when narrow) and the log beside it when wide. */
function TableColumns({ model, ui, layout, main, status, recording, hint, coach }: ColumnsArgs) {
  const { tableW, sideW, wide, logH, coachH } = layout;
  const prompt = shownPrompt(model);
  return (
    <Box>
      <Box flexDirection="column" width={tableW}>
        {main}
        {ui.quitAsked ? (
          <QuitPanel width={tableW} recording={recording} />
        ) : (
          <PromptLine
            prompt={prompt}
            selection={ui.selection}
            status={status}
            width={tableW}
            hint={prompt ? hint : null}
            {...(prompt && model.notice ? { notice: model.notice } : {})}
            busy={botThinking(model, prompt)}
            ascii={model.look.ascii}
          />
        )}
        {coachH > 0 && !ui.quitAsked ? <CoachText coach={coach} height={coachH} width={tableW} /> : null}
        {wide ? null : <LogPanel lines={model.log} height={logH} width={tableW} />}
      </Box>
      {wide ? (
        <Box flexDirection="column" width={sideW} marginLeft={1} borderStyle="single" borderDimColor>
          <Text bold>Log</Text>
          <LogPanel lines={model.log} height={logH - 3} width={sideW - 2} />
        </Box>
      ) : null}
    </Box>
  );
}

export function TableScreen({
  model,
  ui,
  cols,
  rows,
  status,
  recording,
  canPlayAgain,
  hints = false,
  hint = null,
  coach = null,
  learn = false,
  review = null,
}: TableScreenProps) {
  if (cols < MIN_COLS || rows < MIN_ROWS) {
    return <TooSmall cols={cols} rows={rows} needCols={MIN_COLS} needRows={MIN_ROWS} quitAsked={ui.quitAsked} recording={recording} />;
  }
  const layout = screenLayout(cols, rows, coach);
  // Where the deal summary does not fit beside the log, it takes the whole screen (eight players,
  // or long reasons, at 80×24).
  const shown = summaryShownOf(model);
  const summaryFull =
    ui.overlay === 'none' && shown !== null && dealSummaryHeight(shown, model.seats.length, layout.tableW) > layout.overlayH;
  // A summary over the whole screen keeps the learn sentence under it (the lesson's closing line).
  const coachUnderSummary = summaryFull && !ui.quitAsked ? coachHeight(coach, cols) : 0;
  const overlay = keyOverlay({ model, ui, cols, rows, fullH: layout.fullH, recording, review });
  const main = overlay ?? (
    <MainPanel
      model={model}
      ui={ui}
      layout={layout}
      cols={cols}
      canPlayAgain={canPlayAgain}
      learn={learn}
      shown={shown}
      summaryFull={summaryFull}
      coachUnderSummary={coachUnderSummary}
    />
  );
  return (
    <Box flexDirection="column" width={cols} height={layout.height}>
      <Text bold wrap="truncate">
        {screenHeader(model, cols, learn)}
      </Text>
      {ui.overlay !== 'none' || summaryFull ? (
        <>
          {main}
          {coachUnderSummary > 0 ? <CoachText coach={coach} height={coachUnderSummary} width={cols} /> : null}
        </>
      ) : (
        <TableColumns model={model} ui={ui} layout={layout} main={main} status={status} recording={recording} hint={hint} coach={coach} />
      )}
      <Box flexGrow={1} />
      <Footer keys={footerKeys(model, ui, hints, learn, canPlayAgain)} width={cols} />
    </Box>
  );
}
