// Drives the engine's match loop for the table screen. Humans are agents whose decide() resolves
// on key presses; bots are paced to a human speed. The controller holds the engine's steps but
// hands the screen only a TableModel built from views and public history lines.
import { setMaxListeners } from 'node:events';
import type { Agent, DecisionContext, Explanation } from '../bots/agent.js';
import type { GameLine, HistoryLine, RevealLine, SeatInfo, TrickLine, Seat } from '../core/history-lines.js';
import type { Card } from '../core/cards.js';
import type { DeckStyle } from '../core/deck-style.js';
import { onlyChoice, type Game, type LineAudience, type Result } from '../contract/game.js';
import { SUSPEND, type MatchOptions, type MatchStep } from '../engine/match.js';
import { standingMask, UndoBook, UndoRequest, undoSentence, type UndoDone } from '../engine/undo.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import type { ResumeDeal } from '../engine/resume-deal.js';
import type { HeardLine } from '../engine/resume.js';
import type { PastDecision } from '../engine/past-decisions.js';
import { Rng } from '../core/rng.js';
import { botsOf, type BotsSource } from '../engine/seating.js';
import type { DealReview } from '../engine/review.js';
import type { CardLook, TableView } from '../contract/view.js';
import { computeHint, type HintShown } from './hint.js';
import { whyAtTable } from '../bots/why.js';
import { coachMeasure } from '../bots/hint.js';
import { glyphsFor } from './glyphs.js';
import type { Prompt, GameUi } from '../contract/table.js';
import type { TrickShown } from './game-ui.js';
import { shownAfterTrick } from './held-trick.js';
import { unitWord } from './standing.js';
import { packOfDeal, revealedCards } from './tracker.js';
import type { BotWhy, Pause, TableModel } from './model.js';

import type { Speed } from './speed.js';

export { SPEEDS, type Speed } from './speed.js';

/** Milliseconds a bot takes per action, and how long a finished trick stays on the table. */
export const PACE: Record<Speed, { bot: number; trick: number }> = {
  slow: { bot: 1400, trick: 2500 },
  normal: { bot: 700, trick: 1500 },
  fast: { bot: 250, trick: 700 },
  instant: { bot: 0, trick: 0 },
};

export interface ControllerOptions<S, A, V extends TableView> {
  readonly game: Game<S, A, V>;
  readonly ui: GameUi<V, A>;
  readonly seats: readonly SeatInfo[];
  /** The bot agents by seat (null for a human seat). */
  readonly bots: readonly (Agent<V, A, S> | null)[];
  /** The game's bots (its registry entry's), behind the hint (`h`); absent: the game has no hints. */
  readonly gameBots?: BotsSource | undefined;
  /** bot:hard's thinking time a decision in ms (`--think`), which hints and the review think from; absent: the default. */
  readonly thinkMs?: number | undefined;
  readonly variant: string;
  readonly speed: Speed;
  readonly deck?: DeckStyle;
  readonly ascii: boolean;
  /**
   * The match allows take-backs (its `match` line has no `"undo": false`, i.e. not --no-undo).
   * Offered only with exactly one human; default true.
   */
  readonly undo?: boolean;
  /** Pauses are timers; tests may replace them. */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /**
   * The match's history as `cardtable review` would read it (the saved file, or the lines kept in
   * memory when not recorded): what the deal review (`r` on a deal summary) values.
   */
  readonly history?: () => Promise<Result<ParsedHistory>>;
  /** A practice branch ("play it again"): the deal it plays; the match stops after its summary. */
  readonly lastDeal?: number;
  /** Said in the header of a practice branch, e.g. "practice: deal 3 from decision #2". */
  readonly practice?: string;
  /**
   * The human seats at this terminal (default: every human seat). A human seat not here is played
   * at another terminal (a hosted table): its agent is in `bots`, unpaced, and no screen of this
   * table shows its hand or hands the keyboard over to it.
   */
  readonly here?: readonly Seat[];
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) {
      resolve();
      return;
    }
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A bot move's reason, or a decision of the file to ask that bot about again; null: no bot has moved. */
type HeldWhy<S, A> = BotWhy | PastDecision<S, A> | null;

/** The same decision context without `secret`, for asking the real decider itself (the Rng stays lazy). */
function openCtx(ctx: DecisionContext): DecisionContext {
  return {
    seat: ctx.seat,
    deal: ctx.deal,
    get rng() {
      return ctx.rng;
    },
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
}

export class TableController<S, A, V extends TableView> {
  readonly opts: ControllerOptions<S, A, V>;
  readonly abort = new AbortController();
  private model: TableModel | null = null;
  private listeners = new Set<() => void>();
  private log: string[] = [];
  private lastTrick: TrickShown | null = null;
  /** The deal the last trick belongs to, for `t` ("deal 3, trick 3"). */
  private lastTrickDeal: number | null = null;
  /** The state before the step being shown: a deal's last trick is drawn from it (held-trick.ts). */
  private before: S | null = null;
  /** The human whose cards the screen may show now. */
  private shownHuman: number | null = null;
  /** Hot-seat: the human who last confirmed a hand-over, i.e. who is at the keyboard. */
  private atKeyboard: number | null = null;
  /** The seat drawn at the bottom: the last human shown, so hiding a hand never turns the table. */
  private bottomSeat: number;
  private readonly humans: number[];
  /** Formal turns of seats played at other terminals (playElsewhere). */
  private elsewhere: ((seat: Seat, view: V) => Promise<void>) | null = null;
  /** Hosted: whose key at another terminal the match waits for, in words (waitingElsewhere). */
  private heldElsewhere: string | null = null;
  private waiting: ((action: A) => void) | null = null;
  /** Rejects the decision on screen (an undo asks the match loop to go back). */
  private refuse: ((e: Error) => void) | null = null;
  /** Take-backs: one human and a match that allows them (undo.ts); null otherwise. */
  readonly undoBook: UndoBook<S> | null;
  /** One line on the prompt's second line until the next question: why `u` did nothing. */
  private notice: string | null = null;
  /** The table's own record before each step of the deal, so an undo can rewind it. */
  private stepRecord: {
    readonly dealLines: number;
    readonly reveals: number;
    readonly lastTrick: TrickShown | null;
    readonly lastTrickDeal: number | null;
    readonly trickSentence: string | null;
    readonly why: HeldWhy<S, A>;
  }[] = [];
  /** The human decision on screen, for hints: that seat's own view and its legal actions. */
  private asked: {
    readonly view: V;
    readonly legal: readonly A[];
    readonly prompt: Prompt<A>;
    readonly look: CardLook;
    /** The state of the decision (the hint names a pick of cards with describeAction). */
    readonly state: S | null;
  } | null = null;
  private resumePause: (() => void) | null = null;
  /** The match state the screen was last drawn from (spectator views and returns are taken from it). */
  private state: S | null = null;
  /** A secret turn is next (Turn.secret): nobody is named or marked as deciding. */
  private answering = false;
  /**
   * The secret turn's round under way (formalTurns): its asked seats and how many had their turn;
   * `drawn`, once the rules are past it, the state its last turns are drawn on. Resumed just after
   * it: `after`, the match's state then, and `held`, the lines of the step that ended it.
   */
  private round: {
    readonly asked: readonly Seat[];
    next: number;
    drawn?: S;
    after?: S;
    held?: readonly HeardLine<S>[];
  } | null = null;
  /** The bot move `g` explains: its reason, or (resumed, not yet asked again) the decision to ask about. */
  private heldWhy: HeldWhy<S, A> = null;
  /** The reason of the bot decision just made, kept once its step is on the table (onStep). */
  private comingWhy: BotWhy | null = null;
  /** Bumped whenever the move `g` explains changes: a reason asked again for an older one is dropped. */
  private whyTurn = 0;
  /** The bot being asked again, for whyAsked. */
  private asking: Promise<void> = Promise.resolve();
  /** Log lines (by index in `log`) that only some seats may read (Game.audience). */
  private privateLines = new Map<number, readonly Seat[]>();

  /**
   * "Play it again" from decision `decision` (its number in the order played) of `deal`: set by the
   * full-screen runner (a match, recorded or not, a resumed match, a branch); absent (learn, replay),
   * the review offers no `p`.
   */
  playAgain?: (deal: number, decision: number) => void;

  constructor(opts: ControllerOptions<S, A, V>) {
    this.opts = opts;
    // The match loop races every asked decision against this signal, one listener each; a long
    // match passes Node's default of 10 and the warning would print over the table.
    setMaxListeners(0, this.abort.signal);
    this.humans = opts.here ? [...opts.here] : opts.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
    if (this.humans.length === 1) this.shownHuman = this.humans[0]!;
    this.bottomSeat = this.humans[0] ?? 0;
    this.undoBook = this.humans.length === 1 && opts.undo !== false ? new UndoBook<S>(this.humans[0]!) : null;
  }

  /** What the match loop needs from the table: its steps, the abort signal, take-backs and a practice's last deal. */
  loopOptions(): Pick<MatchOptions<S, A>, 'onStep' | 'signal' | 'undo' | 'onUndo' | 'lastDeal'> {
    return {
      onStep: this.onStep,
      signal: this.abort.signal,
      ...(this.undoBook ? { undo: this.undoBook, onUndo: this.onUndo } : {}),
      ...(this.opts.lastDeal !== undefined ? { lastDeal: this.opts.lastDeal } : {}),
    };
  }

  private get hotSeat(): boolean {
    return this.humans.length > 1;
  }

  /**
   * A deal can be reviewed at its summary: a practice match (one human; in hot-seat the review
   * would show every hand to whoever looks), a game with a search, and a history to read.
   */
  private get reviewable(): boolean {
    return this.humans.length === 1 && this.opts.history !== undefined && this.opts.gameBots !== undefined;
  }

  /**
   * `r` on a deal summary: the review of `deal` for the human, from its own view at each decision
   * (engine/review.ts, the numbers `cardtable review` gives for the same file). The search yields
   * to the event loop between sampled deals, so the screen keeps drawing the progress.
   */
  review = async (deal: number, signal: AbortSignal, onProgress: (done: number, total: number) => void): Promise<Result<DealReview>> => {
    if (!this.reviewable) return { ok: false, reason: 'a deal is reviewed in a match with one player at the table' };
    const parsed = await this.opts.history!();
    if (!parsed.ok) return parsed;
    const { reviewHistory } = await import('../engine/review.js');
    const r = await reviewHistory(this.opts.game, parsed.value, {
      bots: await botsOf(this.opts.gameBots),
      seats: this.humans,
      deal,
      onProgress,
      signal,
      thinkMs: this.opts.thinkMs,
      // The actions named with the faces of the hands shown beside them.
      ...(this.model ? { look: this.model.look } : {}),
    });
    if (!r.ok) return r;
    const found = r.value[0];
    return found ? { ok: true, value: found } : { ok: false, reason: `deal ${deal} is not in the history` };
  };

  // ── store for the screen (useSyncExternalStore) ──────────────────────────────────────────────
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getModel = (): TableModel | null => this.model;

  private set(model: TableModel): void {
    this.model = model;
    for (const fn of this.listeners) fn();
  }

  /** The log's sentence for the last trick taken ("You win trick 2."). */
  private trickSentence: string | null = null;

  /** The public lines of the deal in progress, and of the deal last settled: a summary's reasons. */
  private dealLines: GameLine[] = [];
  private settledLines: readonly GameLine[] = [];
  /** The pack of the deal in progress (tracker.ts): taken from its `deal` line, sorted. */
  private pack: readonly Card[] | null = null;
  /** The deal's reveal lines and who may read each: the tracker's face-up cards. */
  private reveals: { readonly line: RevealLine; readonly to: LineAudience }[] = [];

  private names(): string[] {
    return this.opts.seats.map((s) => s.name);
  }

  look(view: V): CardLook {
    return this.opts.ui.look(view, this.opts.deck, this.opts.ascii);
  }

  private build(view: V, patch: Partial<TableModel> = {}): TableModel {
    const viewer = this.shownHuman;
    const model: TableModel = {
      ui: this.opts.ui,
      title: this.opts.practice ? `${this.opts.ui.title(view)} · ${this.opts.practice}` : this.opts.ui.title(view),
      seats: this.opts.seats,
      look: this.look(view),
      view,
      viewer,
      bottom: viewer ?? this.bottomSeat,
      ...this.visibleLog(viewer),
      decision: null,
      pause: null,
      lastTrick: this.lastTrick,
      lastTrickDeal: this.lastTrickDeal,
      rules: this.opts.ui.rules(this.variant, this.look(view)),
      order: this.opts.game.cardOrder(view),
      ...(this.state !== null ? { returns: this.opts.game.returns(this.state) } : {}),
      utility: this.opts.game.utility,
      answering: this.answering,
      ...(this.reviewable ? { reviewable: true, ...(this.playAgain ? { branchable: true } : {}) } : {}),
      ...(this.pack !== null ? { pack: this.pack, faceUp: revealedCards(this.reveals, viewer) } : {}),
      ...(this.shownWhy ? { botWhy: this.shownWhy } : {}),
      ...patch,
    };
    const m = model;
    // `u` is offered only at the human's own question, and only where it can act.
    if (m.decision && this.waiting)
      return { ...m, undoable: this.undoBook?.blocked() === null, ...(this.notice ? { notice: this.notice } : {}) };
    return m;
  }

  /** The last 200 log lines `viewer` may read (public ones, and private ones addressed to it), and how many came before. */
  private visibleLog(viewer: number | null): { log: string[]; logStart: number } {
    const log: string[] = [];
    let logStart = 0;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const to = this.privateLines.get(i);
      if (to && (viewer === null || !to.includes(viewer))) continue;
      if (log.length < 200) log.push(this.log[i]!);
      else logStart++;
    }
    return { log: log.reverse(), logStart };
  }

  /** What nobody's own: the spectator view of the current state (privacy screens). */
  private publicView(fallback: V): V {
    return this.state !== null ? this.opts.game.view(this.state, null) : { ...fallback, hand: [] };
  }

  /** The view the screen shows: the shown human's own, or (nobody's cards) the bottom seat's without its hand. */
  private get variant(): string {
    return this.opts.variant;
  }

  /**
   * The view a log line is worded from: the log is the whole table's, so never whichever hot-seat
   * player happens to be shown (the sentence would carry that seat's knowledge to the others, and
   * a resumed table, which shows nobody, would word it otherwise). With one human it is his view.
   */
  private logView(after: S): V {
    return this.opts.game.view(after, this.humans.length === 1 ? this.humans[0]! : null);
  }

  private viewFor(state: S): V {
    // Nobody's cards may show: the spectator view, never another seat's view with its hand cut.
    return this.opts.game.view(state, this.shownHuman);
  }

  // ── agents ───────────────────────────────────────────────────────────────────────────────────
  agents(): Agent<V, A, S>[] {
    return this.opts.seats.map((s, seat) =>
      this.humans.includes(seat)
        ? this.humanAgent(seat)
        : s.kind === 'human'
          ? this.playedElsewhere(this.opts.bots[seat]!)
          : this.pacedBot(this.opts.bots[seat]!),
    );
  }

  /**
   * A human seat played at another terminal: its secret turns are part of this table's round, so
   * every asked seat, here or there, has its turn in order whoever really decides.
   */
  private playedElsewhere(inner: Agent<V, A, S>): Agent<V, A, S> {
    return {
      id: inner.id,
      decide: async (view: V, legal: readonly A[], ctx: DecisionContext) => {
        if (ctx.secret) {
          const ask = async (): Promise<A> => inner.decide(view, legal, openCtx(ctx));
          return (await this.formalTurns(ctx.seat, ctx.secret.asked, ask)) ?? ask();
        }
        await this.closeRound();
        return inner.decide(view, legal, ctx);
      },
    };
  }

  /**
   * The bot's choice; where it can say why (Agent.explain, the same choice), its reason kept for
   * `g` in the table's words (whyAtTable: no card, nothing of its hand), worked out from the view
   * it decided on. `explained` false: a secret turn, whose decider nobody may learn.
   */
  private async botChoice(inner: Agent<V, A, S>, view: V, legal: readonly A[], ctx: DecisionContext, explained: boolean): Promise<A> {
    if (!explained || !inner.explain) return inner.decide(view, legal, ctx);
    const e = await inner.explain(view, legal, ctx);
    // `g` explains it once the move is on the table, not while the bot still seems to think.
    this.comingWhy = { seat: ctx.seat, deal: ctx.deal, text: this.whyWords(e, view) };
    return e.action;
  }

  private whyWords(e: Explanation<A>, view: V): string {
    const game = this.opts.game;
    return whyAtTable(e, {
      measure: coachMeasure(game),
      unit: unitWord(this.opts.ui, view),
      label: (a) => String(game.actionKey(a)),
      same: (a, b) => game.actionKey(a) === game.actionKey(b),
      minus: glyphsFor({ ascii: this.opts.ascii }).minus,
    });
  }

  /** Why the last bot that moved chose its move (`g`), once known; an undo takes it back with the move. */
  private get shownWhy(): BotWhy | null {
    const held = this.heldWhy;
    return held !== null && 'text' in held ? held : null;
  }

  /** `g` explains `held` from now on; a decision of the file is asked again off the screen's path. */
  private holdWhy(held: HeldWhy<S, A>): void {
    const turn = ++this.whyTurn;
    this.heldWhy = held;
    if (held === null || 'text' in held) return;
    this.asking = (async () => {
      // The resumed screen comes first: a search bot thinks a while.
      await new Promise<void>((r) => setImmediate(r));
      const why = await this.askAgain(held).catch(() => null);
      if (!why || turn !== this.whyTurn || this.abort.signal.aborted) return;
      this.heldWhy = why;
      if (this.model) this.set({ ...this.model, botWhy: why });
    })();
  }

  /**
   * The bot of a decision of the file asked again, on its own view with the Rng the match gave it:
   * its reason, or null when it now chooses otherwise (never a reason for a move it did not make).
   */
  private async askAgain(d: PastDecision<S, A>): Promise<BotWhy | null> {
    const inner = this.opts.bots[d.seat];
    if (!inner?.explain) return null;
    const game = this.opts.game;
    const view = game.view(d.state, d.seat);
    const ctx: DecisionContext = { seat: d.seat, deal: d.deal, rng: Rng.fromState(d.rng), signal: this.abort.signal };
    const e = await inner.explain(view, game.legalActions(d.state), ctx);
    if (game.actionKey(e.action) !== game.actionKey(d.action)) return null;
    return { seat: d.seat, deal: d.deal, text: this.whyWords(e, view) };
  }

  /** Settles once a reason being asked again (after a resume or an undo) is in the model, or dropped. */
  whyAsked(): Promise<void> {
    return this.asking;
  }

  /** A decision `g` can explain: a bot's (never a human's, nor one played at another terminal), asked openly. */
  private explains(d: PastDecision<S, A>): boolean {
    return this.opts.seats[d.seat]?.kind !== 'human' && !this.humans.includes(d.seat) && this.opts.bots[d.seat]?.explain !== undefined;
  }

  /** Of `decisions`, the last one `g` explains made before `standing` lines stood. */
  private lastExplained(decisions: readonly PastDecision<S, A>[], standing = Infinity): PastDecision<S, A> | null {
    return decisions.findLast((d) => d.standing < standing && this.explains(d)) ?? null;
  }

  private pacedBot(inner: Agent<V, A, S>, explained = true): Agent<V, A, S> {
    return {
      id: inner.id,
      decide: async (view: V, legal: readonly A[], ctx: DecisionContext) => {
        if (ctx.secret) {
          // The bot answers at its place among the asked, so the humans' screens come in the same
          // order whoever decides.
          const paced = this.pacedBot(inner, false);
          const ask = async (): Promise<A> => paced.decide(view, legal, openCtx(ctx));
          return (await this.formalTurns(ctx.seat, ctx.secret.asked, ask)) ?? ask();
        }
        await this.closeRound();
        const started = Date.now();
        const pace = PACE[this.opts.speed].bot;
        // A searching bot holds the event loop while it thinks: let the frame that shows whose
        // turn it is reach the screen first (Ink draws at most every ~16 ms).
        if (pace > 0) await this.sleep(Math.min(pace, 20));
        else await new Promise<void>((r) => setImmediate(r));
        const choice = await this.botChoice(inner, view, legal, ctx, explained);
        const left = pace - (Date.now() - started);
        await this.sleep(left);
        return choice;
      },
    };
  }

  /**
   * A secret turn (Turn.secret): one round goes once through `asked`, in order, however many of
   * them really decide (Kloepper asks one knock-back question after another until one says yes),
   * and each human of it gets the same sequence (a hand-over in hot-seat, then one turn), so nobody
   * watching learns who really decides, nor how many did. The real decider `seat` makes its
   * decision at its place through `decide`; the others see "nothing to decide" and press Enter,
   * those after the last decider once the round is over (onStep). A resumed table starts the round
   * afresh: the seats before the decider get their turns again, whoever they are.
   */
  private async formalTurns(seat: Seat, asked: readonly Seat[], decide: () => Promise<A>): Promise<A | null> {
    let round = this.round;
    if (round && (round.asked.join() !== asked.join() || asked.indexOf(seat, round.next) < 0)) {
      await this.finishRound();
      round = null;
    }
    const at = asked.indexOf(seat, round?.next ?? 0);
    // `asked` does not name the decider (a game's slip): the caller asks it all the same.
    if (at < 0) return null;
    round ??= { asked, next: 0 };
    this.round = round;
    while (round.next < at) {
      if (this.abort.signal.aborted) return null;
      await this.formalTurn(asked[round.next++]!);
    }
    round.next = at + 1;
    return decide();
  }

  /**
   * A secret round the rules are past: its seats after the last decider have their turns, whoever
   * decided, on the table as it stood while it was answering (that nobody knocked back shows only
   * once everybody has had a turn, or the turns left would name who was asked).
   */
  private async closeRound(): Promise<void> {
    const round = this.round;
    if (!round || round.drawn === undefined || (this.answering && round.after === undefined)) return;
    const state = round.after ?? this.state;
    this.state = round.drawn;
    this.answering = true;
    await this.finishRound();
    this.state = state;
    this.answering = false;
    for (const h of round.held ?? []) {
      const worded = this.logView(h.after);
      if (h.line.type !== 'match' && h.line.type !== 'undo') this.say(h.line, worded, this.look(worded), h.to);
    }
  }

  /** The secret round's seats after its last decider get their turns too. */
  private async finishRound(): Promise<void> {
    const round = this.round;
    this.round = null;
    if (!round) return;
    for (const h of round.asked.slice(round.next)) {
      if (this.abort.signal.aborted) return;
      await this.formalTurn(h);
    }
  }

  /**
   * `h`'s turn in a secret round with nothing to decide: a human is handed the keyboard and
   * presses Enter; a bot takes a bot's time, so no pause tells the table who answered.
   */
  private async formalTurn(h: Seat): Promise<void> {
    const there = this.elsewhere;
    if (there && !this.humans.includes(h) && this.opts.seats[h]?.kind === 'human' && this.state !== null) {
      await there(h, { ...this.opts.game.view(this.state, h), toAct: null });
      return;
    }
    if (!this.humans.includes(h)) {
      await this.sleep(PACE[this.opts.speed].bot);
      return;
    }
    await this.handOver(h);
    if (this.abort.signal.aborted) return;
    // Not its turn, even where the table is drawn on a state that asked it (a round gone by).
    const view = this.state !== null ? { ...this.opts.game.view(this.state, h), toAct: null } : null;
    if (view) await this.pauseOn(this.build(view, { pause: { kind: 'formal', seat: h } }));
  }

  /**
   * A hosted table: human seats played at other terminals have their formal turns there (`turn`
   * shows it on that seat's screen and resolves on its key), so how long a secret round takes
   * does not say which of them really decided.
   */
  playElsewhere(turn: (seat: Seat, view: V) => Promise<void>): void {
    this.elsewhere = turn;
  }

  /**
   * A hosted table: players at other terminals hold the match at a pause of theirs (a taken trick,
   * a deal summary) until their key; `text` says whose ("Waiting for Ben to go on…"), null: nobody's.
   * The status line says it once this screen has nothing of its own to wait for.
   */
  waitingElsewhere(text: string | null): void {
    if (text === this.heldElsewhere) return;
    this.heldElsewhere = text;
    // A new model object: the screen draws the status line again.
    if (this.model) this.set({ ...this.model });
  }

  /** `seat`'s formal turn of a secret round, shown on this (another terminal's) table: `view` as the host's table stood. */
  formalTurnOn(seat: Seat, view: V): Promise<void> {
    return this.pauseOn(this.build(view, { pause: { kind: 'formal', seat } }));
  }

  /** Hot-seat: hides every hand until `seat`'s player is at the keyboard (nothing with one human). */
  private async handOver(seat: Seat): Promise<void> {
    if (!this.hotSeat || this.atKeyboard === seat) return;
    this.shownHuman = null;
    this.bottomSeat = seat;
    const shown = this.state !== null ? this.opts.game.view(this.state, null) : null;
    await this.pauseOn(shown ? this.build(shown, { pause: { kind: 'privacy', seat }, viewer: null, bottom: seat }) : null);
    this.atKeyboard = seat;
    this.shownHuman = seat;
  }

  /** The agent of a human seat of this table, answered on its screen (a hosted table's other terminals too). */
  humanAgent(seat: number): Agent<V, A> {
    return {
      id: 'human',
      decide: async (view, legal, ctx?: DecisionContext) => {
        if (ctx?.secret) {
          const plain = this.humanAgent(seat);
          const chosen = await this.formalTurns(seat, ctx.secret.asked, async () => plain.decide(view, legal, openCtx(ctx)));
          if (chosen !== null) return chosen;
          // `asked` did not name the decider (a game's slip): ask it all the same.
          return plain.decide(view, legal, openCtx(ctx));
        }
        await this.closeRound();
        if (this.hotSeat && this.atKeyboard !== seat) {
          // Hot-seat: hide every hand until the next human is at the keyboard.
          this.shownHuman = null;
          this.bottomSeat = seat;
          await this.pauseOn(this.build(this.publicView(view), { pause: { kind: 'privacy', seat }, viewer: null, bottom: seat }));
          this.atKeyboard = seat;
        }
        this.shownHuman = seat;
        this.bottomSeat = seat;
        const look = this.look(view);
        const prompt = this.opts.ui.prompt(view, legal, look);
        const why = this.opts.ui.why?.(view, legal) ?? null;
        // A forced last card is asked like any other card: the screen says "Enter play", and a
        // card that played itself would leave that Enter to the next screen.
        return new Promise<A>((resolve, reject) => {
          this.waiting = resolve;
          this.refuse = reject;
          this.asked = { view, legal, prompt, look, state: this.state };
          this.set(this.build(view, { decision: { seat, prompt, ...(why ? { why } : {}) } }));
        });
      },
    };
  }

  // ── input from the screen ────────────────────────────────────────────────────────────────────
  /** The human at the keyboard chose `action`. */
  submit(action: unknown): void {
    const w = this.waiting;
    if (!w || !this.model?.decision) return;
    this.waiting = null;
    this.refuse = null;
    this.asked = null;
    this.notice = null;
    this.acted();
    w(action as A);
  }

  /**
   * `u` at the human's question: back to that human's decision before it (the match loop writes
   * the undo line and calls onUndo), or one line on the prompt saying why not.
   */
  undo(): void {
    const refuse = this.refuse;
    if (!refuse || !this.waiting || !this.model?.decision) return;
    const why = !this.undoBook
      ? this.hotSeat
        ? 'No undo in hot-seat play: every move stands.'
        : 'Undo is off in this match (tournament play, --no-undo).'
      : this.undoBook.blocked();
    if (why !== null) {
      this.notice = why;
      this.set({ ...this.model, notice: why });
      return;
    }
    this.waiting = null;
    this.refuse = null;
    this.asked = null;
    this.notice = null;
    this.set({ ...this.model, decision: null, undoable: false });
    refuse(new UndoRequest());
  }

  /** The match went back (undo.ts): the table's own record of the deal goes back with it. */
  onUndo = (done: UndoDone<S>): void => {
    const at = this.stepRecord.length - done.steps;
    const snap = this.stepRecord[at];
    if (snap) {
      this.dealLines = this.dealLines.slice(0, snap.dealLines);
      this.reveals = this.reveals.slice(0, snap.reveals);
      this.lastTrick = snap.lastTrick;
      this.lastTrickDeal = snap.lastTrickDeal;
      this.trickSentence = snap.trickSentence;
      this.stepRecord.length = at;
      this.holdWhy(snap.why);
    } else this.holdWhy(null);
    this.state = done.state;
    this.before = done.state;
    this.round = null;
    this.answering = this.secretTurn(done.state);
    this.log.push(undoSentence(done.line, this.names()));
    this.set(this.build(this.viewFor(done.state)));
  };

  /**
   * A human's decision is made: the prompt goes, and in hot-seat the hand goes face down at once,
   * before bots think or a trick pauses; it comes back only if the same human is asked next (onStep).
   */
  private acted(): void {
    const m = this.model;
    if (!m) return;
    if (this.hotSeat) {
      this.shownHuman = null;
      this.set({ ...m, decision: null, viewer: null, view: { ...m.view, hand: [] } });
    } else this.set({ ...m, decision: null });
  }

  /**
   * `h`: what bot:hard would do at the decision on screen, with the value of every legal action.
   * It reads only the deciding seat's view (the one its prompt was built from) and yields to the
   * event loop between sampled deals; the screen aborts it when the decision goes away.
   */
  hint = async (signal: AbortSignal): Promise<HintShown> => {
    const asked = this.asked;
    if (!asked || !this.waiting) throw new Error('no decision');
    return computeHint(
      this.opts.game,
      await botsOf(this.opts.gameBots),
      asked.view,
      asked.legal,
      asked.prompt,
      asked.look,
      { unit: unitWord(this.opts.ui, asked.view), note: this.opts.ui.valueNote },
      signal,
      (a) => (asked.state !== null ? this.opts.game.describeAction(asked.state, a, asked.look) : String(this.opts.game.actionKey(a))),
      this.opts.thinkMs,
    );
  };

  /** A line of the table's own in the log (what became of a practice branch). */
  note(text: string): void {
    this.log.push(text);
    if (this.model) this.set({ ...this.model, ...this.visibleLog(this.shownHuman) });
  }

  /** A key that ends a pause (privacy, trick, deal summary). */
  proceed(): void {
    const r = this.resumePause;
    this.resumePause = null;
    r?.();
  }

  /**
   * Shows `model` (null: the screen as it is) and waits for the key that ends its pause. The wait
   * is set up before the screen is told: a screen that answers at once from its subscriber (the
   * line-by-line table passes a trick on) must find it, or the key is lost and the match hangs.
   */
  private pauseOn(model: TableModel | null, timeoutMs?: number): Promise<void> {
    const key = this.waitForKey(timeoutMs);
    if (model) this.set(model);
    return key;
  }

  private waitForKey(timeoutMs?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const done = () => {
        if (timer) clearTimeout(timer);
        this.abort.signal.removeEventListener('abort', done);
        if (this.resumePause === done) this.resumePause = null;
        resolve();
      };
      this.resumePause = done;
      this.abort.signal.addEventListener('abort', done, { once: true });
      if (timeoutMs !== undefined) timer = setTimeout(done, timeoutMs);
    });
  }

  private sleep(ms: number): Promise<void> {
    return (this.opts.sleep ?? defaultSleep)(ms, this.abort.signal);
  }

  // ── engine steps ─────────────────────────────────────────────────────────────────────────────
  /**
   * Shows the state a resumed match starts from (and the log lines already in the file). `deal`:
   * the deal in play step by step (engine/resume-deal.ts), from which the table rebuilds its own
   * record of it as if it had shown those steps, so an undo can go back across the resume.
   */
  start(
    state: S,
    earlier: readonly HeardLine<S>[] = [],
    deal: ResumeDeal<S, A> | null = null,
    decisions: readonly PastDecision<S, A>[] = [],
  ): void {
    // Stopped just after a secret round (its last turns may have been on screen): the round is
    // shown again, every seat with nothing left to decide, as when stopped inside it: drawn on
    // the table as it was answering, the lines of the step that ended it held back until its
    // turns are over, as live (onStep), though the file has them already.
    const last = deal?.steps.at(-1);
    const lastTurn = last ? this.opts.game.turn(last.before) : null;
    const secret = lastTurn?.kind === 'decide' ? lastTurn.secret : undefined;
    const reshown = last && secret && !this.secretTurn(state);
    const held = reshown ? earlier.slice(earlier.length - last.lines.length) : [];
    this.state = reshown ? last.before : state;
    this.answering = this.secretTurn(this.state);
    const view = this.viewFor(this.state);
    // Lines an undo took back stay in the log (they were played) but not in the deal's record.
    const stands = standingMask(earlier.map((h) => h.line));
    earlier.slice(0, earlier.length - held.length).forEach((h, i) => {
      const worded = this.logView(h.after);
      this.addLog(h.line, worded, this.look(worded), h.to, stands[i]);
    });
    if (earlier.length > 0) this.log.push('— resumed here —');
    if (reshown) this.round = { asked: secret.asked, next: 0, drawn: last.before, after: state, held };
    if (deal) this.recordDeal(deal, decisions);
    else {
      const t = view.tricks;
      if (t.length > 0) {
        this.lastTrick = t[t.length - 1]!;
        this.lastTrickDeal = view.dealNo;
      }
    }
    this.before = state;
    this.set(this.build(view));
    this.holdWhy(this.lastExplained(decisions));
  }

  /** The record onStep would have kept of `deal`'s steps (the log already has their lines). */
  private recordDeal(deal: ResumeDeal<S, A>, decisions: readonly PastDecision<S, A>[]): void {
    const held = deal.heldTrick;
    if (held) {
      const taken = shownAfterTrick(this.viewFor(held.before), this.viewFor(held.after), held.seat, held.line);
      this.lastTrick = taken.trick ?? this.lastTrick;
      this.lastTrickDeal = held.line.deal;
    }
    this.dealLines = [];
    this.reveals = [];
    let standing = deal.standingBefore;
    for (const step of deal.steps) {
      // The bot move `g` explained before this step: asked again only if an undo comes back to it.
      this.heldWhy = this.lastExplained(decisions, standing);
      standing += step.lines.length;
      this.pushStepRecord(step);
      const view = this.viewFor(step.state);
      for (const line of step.lines) {
        this.record(line, this.opts.game.audience?.(step.before, line) ?? 'all');
        if (line.type !== 'trick') continue;
        const worded = this.logView(step.state);
        this.trickSentence = this.opts.ui.logLine(worded, line, this.names(), this.look(worded));
        this.lastTrick = shownAfterTrick(this.viewFor(step.before), view, step.seat, line).trick ?? this.lastTrick;
        this.lastTrickDeal = line.deal;
      }
    }
  }

  /** The deal's record before a step, for onUndo; a deal starts it afresh (nothing before it goes back). */
  private pushStepRecord(step: MatchStep<S, A>): void {
    this.stepRecord.push({
      dealLines: this.dealLines.length,
      reveals: this.reveals.length,
      lastTrick: this.lastTrick,
      lastTrickDeal: this.lastTrickDeal,
      trickSentence: this.trickSentence,
      why: this.heldWhy,
    });
    if (step.lines.some((l) => l.type === 'deal')) this.stepRecord = [];
  }

  /** `audience`: who may read `line` (Game.audience, judged on the state before the step that wrote it). */
  private addLog(line: HistoryLine, view: V, look: CardLook, audience: LineAudience, stands = true): void {
    if (line.type === 'match') return;
    if (line.type === 'undo') {
      this.log.push(undoSentence(line, this.names()));
      return;
    }
    this.record(line, audience, stands);
    this.say(line, view, look, audience);
  }

  /** `line`'s sentence in the log, for whom it may read (the deal's record has it already). */
  private say(line: GameLine, view: V, look: CardLook, audience: LineAudience): void {
    if (audience === 'none') return;
    const text = this.opts.ui.logLine(view, line, this.names(), look);
    if (text && audience !== 'all') this.privateLines.set(this.log.length, audience);
    if (text) this.log.push(text);
    // The status line while a taken trick stays on the table says it the way the log does.
    if (line.type === 'trick') this.trickSentence = text;
  }

  /** The deal's own record of `line`: its pack, its reveals, its public lines, a summary's reasons. */
  private record(line: GameLine, audience: LineAudience, stands = true): void {
    if (line.type === 'deal') {
      this.pack = packOfDeal(line);
      this.reveals = [];
    } else if (line.type === 'reveal' && stands) this.reveals.push({ line, to: audience });
    if (audience === 'none') return;
    if (line.type === 'deal') this.dealLines = [];
    else if (audience === 'all' && stands) this.dealLines.push(line);
    if (line.type === 'settle') this.settledLines = this.dealLines;
  }

  /** The next turn is a secret one (Turn.secret). */
  private secretTurn(state: S): boolean {
    const t = this.opts.game.turn(state);
    return t.kind === 'decide' && t.secret !== undefined;
  }

  onStep = async (step: MatchStep<S, A>): Promise<void> => {
    await this.closeRound();
    if (this.round && !this.secretTurn(step.state)) {
      // The step ends the round: its last turns come first, the step's own lines and screens
      // (a knock back, a scrap's summary) after them.
      this.round.drawn = step.before;
      this.answering = false;
      await this.closeRound();
    }
    this.pushStepRecord(step);
    const why = this.comingWhy;
    this.comingWhy = null;
    if (why) this.holdWhy(why);
    this.state = step.state;
    this.answering = this.secretTurn(step.state);
    const settled = step.lines.some((l) => l.type === 'settle');
    if (settled || this.opts.game.result(step.state) !== null) {
      // A deal summary or the standings are for everybody at the table: whoever looks next is not
      // known, so the next hand waits behind its own "Pass to" screen, even for the same player.
      this.vacateKeyboard();
    } else if (this.hotSeat && this.atKeyboard !== null) {
      // The human at the keyboard decides again at once (lift, then price): keep the hand up.
      const next = this.opts.game.turn(step.state);
      if (next.kind === 'decide' && next.seat === this.atKeyboard && this.isAsked(step.state)) this.shownHuman = this.atKeyboard;
    }
    const view = this.viewFor(step.state);
    const before = this.before;
    this.before = step.state;
    const worded = this.logView(step.state);
    const look = this.look(worded);
    let trickLine: TrickLine | null = null;
    for (const line of step.lines) {
      this.addLog(line, worded, look, this.opts.game.audience?.(step.before, line) ?? 'all');
      if (line.type === 'trick') trickLine = line;
    }
    if (trickLine) await this.showTrick(step, before, view, trickLine, settled);
    if (settled && view.lastDeal) {
      const last = this.opts.lastDeal !== undefined && view.lastDeal.deal >= this.opts.lastDeal;
      await this.pauseOn(
        this.build(view, {
          pause: { kind: 'deal-summary', summary: view.lastDeal, lines: this.settledLines, ...(last ? { last: true } : {}) },
        }),
      );
      // A practice branch ends with its deal: the file stays resumable, like a match left to go on later.
      if (last) this.abort.abort(SUSPEND);
    }
    if (this.abort.signal.aborted) return;
    const pause: Pause | null = view.result ? { kind: 'match-end' } : null;
    this.set(this.build(view, { pause }));
  };

  /** A trick the step took: held on the table for the pace's time, or until a key when a person answers next. */
  private async showTrick(step: MatchStep<S, A>, before: S | null, view: V, trickLine: TrickLine, settled: boolean): Promise<void> {
    // A deal's last trick: the rules have already settled and dealt again, so the trick is held
    // on the deal that played it, drawn from the state before its last card (held-trick.ts).
    const taken = shownAfterTrick(before === null ? null : this.viewFor(before), view, step.seat, trickLine);
    this.lastTrick = taken.trick ?? this.lastTrick;
    this.lastTrickDeal = trickLine.deal;
    const ms = PACE[this.opts.speed].trick;
    if (ms > 0 && this.lastTrick) {
      // "Any key goes on" is only said, and only meant, when a person answers next (the deal
      // summary, or a human's question): a trick that went on by itself would leave that key to
      // the next question. Before a bot's turn the trick goes on by itself.
      const waits = settled || this.humanAskedNext(step.state);
      await this.pauseOn(this.build(taken.view, { pause: { kind: 'trick', trick: this.lastTrick, waits } }), waits ? undefined : ms);
    }
  }

  /** Hot-seat: a screen for everybody came up; no hand shows until the next hand-over is confirmed. */
  private vacateKeyboard(): void {
    if (!this.hotSeat) return;
    this.atKeyboard = null;
    this.shownHuman = null;
  }

  /** A human (or, in a secret turn, any asked human) will be asked the next question. */
  private humanAskedNext(state: S): boolean {
    const t = this.opts.game.turn(state);
    if (t.kind !== 'decide') return false;
    if (t.secret) return t.secret.asked.some((h) => this.humans.includes(h));
    return this.humans.includes(t.seat) && this.isAsked(state);
  }

  /** The match loop will ask the seat to move (a lone legal call is made without asking it). */
  private isAsked(state: S): boolean {
    const legal = this.opts.game.legalActions(state);
    return legal.length > 0 && onlyChoice(this.opts.game, state, legal) === null;
  }

  /**
   * Every log sentence so far that `viewer` may read (the screen shows the last 200; the
   * line-by-line mode prints them all): by default the table's lone human's, whose terminal it is;
   * with no human or several, only what everybody may read.
   */
  logLines(viewer: Seat | null = this.humans.length === 1 ? this.humans[0]! : null): readonly string[] {
    return this.log.filter((_, i) => {
      const to = this.privateLines.get(i);
      return !to || (viewer !== null && to.includes(viewer));
    });
  }

  /** The status line while nobody here decides. */
  statusText(): string {
    const m = this.model;
    if (!m) return 'Shuffling…';
    const v = m.view;
    if (m.pause?.kind === 'trick') {
      const sentence = this.trickSentence ?? `Trick ${m.pause.trick.index} is taken.`;
      return `${sentence} ${m.pause.waits ? 'Any key goes on.' : 'Play goes on in a moment.'}`;
    }
    if (m.pause?.kind === 'formal') return 'Nothing for you to decide here — press Enter.';
    if (m.pause === null && this.heldElsewhere !== null) return this.heldElsewhere;
    if (v.result) return 'The match is over.';
    // A secret turn names nobody: whoever is asked, the table only answers.
    if (m.answering) return 'The table is answering…';
    if (v.toAct === null) return 'Dealing…';
    const who = this.opts.seats[v.toAct];
    if (!who) return '';
    return who.kind === 'bot' ? `${who.name} is thinking…` : `Waiting for ${who.name}…`;
  }
}
