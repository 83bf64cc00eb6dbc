// The match loop: game-agnostic, the only place that writes a hand history. Interactive play,
// `sim`, replay's continuation (resume) and the bench all run through here, so a match played
// with the same seed and the same decisions gives the same history byte for byte.
//
// The core is a generator that yields only when it must wait for a promise (a human's answer,
// an async onStep). Bot-only runs therefore never touch the microtask queue: `runMatchSync`
// drives it straight through, `runMatch` awaits only what is really async.
import type { Agent, DecisionContext } from '../bots/agent.js';
import type { EndLine, GameLine, HistoryLine, MatchLine, SeatInfo, UndoLine, Seat } from '../core/history-lines.js';
import { Rng } from '../core/rng.js';
import { onlyChoice, type Game, type Options, type Turn } from '../contract/game.js';
import type { MatchResult } from '../contract/view.js';
import { UndoCounts, shownCards, UndoRequest, type UndoBook, type UndoDone, type UndoPoint } from './undo.js';
import { fmix32 } from '../core/mix.js';
import { cpuMs } from './cpu-time.js';

declare const __APP_VERSION__: string;

export const APP = `cardtable ${typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'}`;

/** Abort a match with this reason to stop without an `end` line (the file stays resumable). */
export const SUSPEND = 'suspend';

/** Where history lines go: a file writer, an array, a statistics tap. */
export interface HistorySink {
  write(line: HistoryLine): void;
}

export interface MatchSetup<S, A, V> {
  readonly game: Game<S, A, V>;
  readonly variant: string;
  readonly players: number;
  /** Every option resolved (game.resolveOptions), `players` and `deals` included. */
  readonly options: Options;
  readonly seats: readonly SeatInfo[];
  readonly agents: readonly Agent<V, A, S>[];
  readonly seed: string;
  /** ISO time for the `match` line; injectable so tests get byte-identical files. */
  readonly startedAt?: string;
  /** The `app` field; defaults to `cardtable <version>`. */
  readonly app?: string;
  /** False: tournament play (--no-undo), recorded in the `match` line as `"undo": false`. */
  readonly undo?: boolean;
  /** Search bots' thinking time a decision in ms (`--think`), recorded in the `match` line as `think`. */
  readonly thinkMs?: number;
}

export interface MatchStep<S, A> {
  readonly state: S;
  /** The state the action was applied to: a line's audience (Game.audience) is judged on it. */
  readonly before: S;
  /** The action just applied (a chance outcome, a forced call or a decision). */
  readonly action: A;
  /** Who decided it; null for chance. */
  readonly seat: Seat | null;
  readonly kind: 'chance' | 'forced' | 'decision';
  /** Lines written for this step (decision line first, then its consequences). */
  readonly lines: readonly GameLine[];
}

/** Where a resumed match picks up (see resume.ts). */
export interface MatchResumePoint<S> {
  readonly state: S;
  /** The match Rng, positioned after the chance outcomes already drawn. */
  readonly rng: Rng;
  /** Lines already in the file, the `match` line included. */
  readonly linesWritten: number;
  /** The file already has its `end` line (resume completed a match the rules had ended). */
  readonly endWritten?: boolean;
  /** Lines that stand (the file's less undone ones and undo lines); default linesWritten. */
  readonly linesStanding?: number;
  /** Lines standing after the current deal's `deal` line (an undo line's `keep` counts them). */
  readonly dealLines?: number;
  /**
   * The take-backs the match had before it stopped (resume-deal.ts): the human's decisions of the
   * deal in play, and that deal's decision lines and match steps so far. Used only with `undo`.
   */
  readonly undo?: {
    readonly points: readonly UndoPoint<S>[];
    readonly dealMoves: number;
    readonly dealSteps: number;
    /** The deal in play has its `deal` line (false: resumed between a settle and the next deal). */
    readonly dealt: boolean;
  };
}

export interface MatchOptions<S, A> {
  readonly sink?: HistorySink | null;
  readonly onStep?: (step: MatchStep<S, A>) => void | Promise<void>;
  readonly signal?: AbortSignal;
  /** Lets agents with `decideWithState` (bot:oracle) see the full state. sim/bench only. */
  readonly allowOracle?: boolean;
  /** Wall-clock and CPU time (cpu-time.ts) of each asked decision, for `sim`'s decisionMs and decisionCpuMs. */
  readonly onDecision?: (seat: Seat, agentId: string, ms: number, cpuMs: number) => void;
  readonly resume?: MatchResumePoint<S>;
  /**
   * Practice play with one human (undo.ts): the loop records that seat's decisions of the deal in
   * progress here, and a decision of it that rejects with UndoRequest goes back to the one before.
   */
  readonly undo?: UndoBook<S>;
  /** An undo was made (its line written); the next step asks the human again. */
  readonly onUndo?: (done: UndoDone<S>) => void | Promise<void>;
  /**
   * A practice branch (branch.ts): the match stops, suspended, once this deal is settled. Nothing
   * after its `settle` line is written, not even the `end` line of a match the deal ended, so the
   * branch is a deal played again, not a match finished.
   */
  readonly lastDeal?: number;
}

export interface MatchOutcome<S> {
  readonly state: S;
  readonly result: MatchResult | null;
  /** over: the rules ended it; quit: players ended it (end line written); suspended: no end line. */
  readonly status: 'over' | 'quit' | 'suspended';
  readonly linesWritten: number;
}

export class IllegalActionError extends Error {
  constructor(agentId: string, seat: Seat, described: string) {
    super(`${agentId} at seat ${seat} chose an illegal action: ${described}`);
    this.name = 'IllegalActionError';
  }
}

export class AsyncInSyncMatchError extends Error {
  constructor() {
    super('runMatchSync: an agent or onStep returned a promise; use runMatch');
    this.name = 'AsyncInSyncMatchError';
  }
}

export function matchLine<S, A, V>(setup: MatchSetup<S, A, V>): MatchLine {
  return {
    type: 'match',
    format: 'cardtable-history',
    formatVersion: 1,
    app: setup.app ?? APP,
    game: setup.game.id,
    variant: setup.variant,
    players: setup.players,
    seats: setup.seats.map((s) => ({ ...s })),
    options: { ...setup.options, players: setup.players },
    seed: setup.seed,
    startedAt: setup.startedAt ?? new Date().toISOString(),
    ...(setup.undo === false ? { undo: false } : {}),
    ...(setup.thinkMs !== undefined ? { think: setup.thinkMs } : {}),
  };
}

/** The history's `end` line for a finished (or quit) match. */
export function endLine(result: MatchResult): EndLine {
  return { type: 'end', totals: [...result.totals], winners: [...result.winners], reason: result.reason };
}

// A 32-bit string hash (FNV-1a) and integer mixer (core/mix.ts): cheap, stable seeding of
// the per-decision Rngs. seedrandom's own string seeding costs ~3 µs, too slow per decision.
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const TWO32 = 4294967296;

/** The Rng a seat decides with when `lines` history lines have been written. */
export function decisionRng(seedHash: number, seat: Seat, lines: number): Rng {
  const a = fmix32(seedHash ^ Math.imul(seat + 1, 0x9e3779b9));
  const b = fmix32(a ^ Math.imul(lines + 1, 0x85ebca77));
  const c = fmix32(b + 0x27d4eb2f);
  const d = fmix32(c ^ 0x165667b1);
  return Rng.fromState({ c: 1, s0: b / TWO32, s1: c / TWO32, s2: d / TWO32 });
}

/** The DecisionContext handed to agents; its Rng is built on first use (bot:basic never draws). */
class Decision implements DecisionContext {
  private cached: Rng | null = null;
  constructor(
    readonly seat: Seat,
    readonly deal: number,
    private readonly seedHash: number,
    private readonly lines: number,
    readonly signal: AbortSignal | undefined,
    readonly secret?: { readonly asked: readonly Seat[] },
  ) {}

  get rng(): Rng {
    return (this.cached ??= decisionRng(this.seedHash, this.seat, this.lines));
  }
}

function isThenable<T>(x: T | Promise<T>): x is Promise<T> {
  return typeof x === 'object' && x !== null && typeof (x as { then?: unknown }).then === 'function';
}

/** `pending`, or a rejection as soon as `signal` aborts; the abort listener is removed either way. */
function raceAbort<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([pending, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

type Wait = Promise<unknown>;

/** One match's moving parts: its state and Rng, the lines written, the take-backs recorded. */
class MatchRun<S, A, V> {
  state: S;
  rng: Rng;
  written = 0;
  endWritten = false;
  // Lines that stand (`written` less the lines undone and the undo lines), and of the deal in
  // progress its standing lines, decisions among them and match steps. Decisions draw their Rng
  // from the standing lines, so a bot asked again after an undo decides as it did (undo.ts).
  readonly count = new UndoCounts();
  // A match recorded without take-backs never takes one, whoever asks.
  readonly book: UndoBook<S> | null;
  readonly game: Game<S, A, V>;
  private readonly sink: HistorySink | null;
  private readonly signal: AbortSignal | undefined;

  constructor(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A>) {
    this.game = setup.game;
    this.sink = opts.sink ?? null;
    this.signal = opts.signal;
    this.book = setup.undo === false ? null : (opts.undo ?? null);
    const resume = opts.resume;
    if (resume) {
      this.state = resume.state;
      this.rng = resume.rng;
      this.resumeAt(resume);
    } else {
      this.state = setup.game.setup({ variant: setup.variant, players: setup.players, options: setup.options });
      this.rng = Rng.fromSeed(setup.seed);
      this.write(matchLine(setup));
    }
  }

  private resumeAt(resume: MatchResumePoint<S>): void {
    this.written = resume.linesWritten;
    this.count.standing = resume.linesStanding ?? this.written;
    this.count.lines = resume.dealLines ?? 0;
    this.endWritten = resume.endWritten ?? false;
    const before = resume.undo;
    // Without the deal's record, take-backs start afresh at the resume point as if dealt.
    this.count.dealt = before?.dealt ?? true;
    if (this.book && before) {
      // Copies: a point's barrier is set later, and the plan may be resumed again (a branch).
      this.book.points = before.points.map((p) => ({ ...p }));
      this.count.moves = before.dealMoves;
      this.count.steps = before.dealSteps;
    }
  }

  write(line: HistoryLine): void {
    this.written++;
    if (this.count.wrote(line)) this.book?.newDeal();
    if (line.type === 'end') this.endWritten = true;
    if (this.sink) this.sink.write(line);
  }

  /** A decision's line, written and counted among the deal's moves (none for a silent one). */
  writeDecision(line: GameLine | null): void {
    if (!line) return;
    this.write(line);
    this.count.moves++;
  }

  aborted(): boolean {
    return this.signal !== undefined && this.signal.aborted;
  }

  /** The match stopped by its signal: suspended (no `end` line) or quit. */
  stop(): MatchOutcome<S> {
    const suspend = this.signal !== undefined && this.signal.reason === SUSPEND;
    if (suspend) return this.outcome('suspended');
    const log: GameLine[] = [];
    this.state = this.game.quit(this.state, log);
    for (const l of log) this.write(l);
    const result = this.game.result(this.state);
    if (!this.endWritten && result) this.write(endLine({ ...result, reason: 'quit' }));
    return { state: this.state, result, status: 'quit', linesWritten: this.written };
  }

  /** The rules ended the match: its `end` line, unless the file has it. */
  finish(): MatchOutcome<S> {
    const result = this.game.result(this.state);
    if (!this.endWritten && result) this.write(endLine(result));
    return { state: this.state, result, status: 'over', linesWritten: this.written };
  }

  outcome(status: 'suspended'): MatchOutcome<S> {
    return { state: this.state, result: this.game.result(this.state), status, linesWritten: this.written };
  }

  /** Goes back to the human's decision before the one asked now; null when it may not. */
  takeBack(): UndoDone<S> | null {
    const book = this.book;
    if (!book || book.blocked() !== null) return null;
    const at = book.target();
    const target = book.points[at]!;
    const line: UndoLine = {
      type: 'undo',
      deal: this.game.dealNumber(target.state),
      seat: book.seat,
      keep: target.keep,
      moves: this.count.moves - target.moves,
    };
    const steps = this.count.steps - target.steps;
    this.written++;
    if (this.sink) this.sink.write(line);
    this.state = target.state;
    this.rng = Rng.fromState(target.rng);
    this.count.backTo(target);
    book.points.length = at;
    return { state: this.state, line, steps };
  }
}

/** The action of one step with who chose it, or what the loop does instead (ask again, stop). */
type Chosen<S, A> =
  | { readonly action: A; readonly seat: Seat | null; readonly kind: MatchStep<S, A>['kind']; readonly line: GameLine | null }
  | { readonly again: true }
  | { readonly outcome: MatchOutcome<S> };

const AGAIN = { again: true } as const;

function checkedAgents<S, A, V>(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A>): readonly Agent<V, A, S>[] {
  const agents = setup.agents;
  if (agents.length !== setup.players) throw new Error(`match: ${agents.length} agents for ${setup.players} players`);
  if (!opts.allowOracle) {
    for (const a of agents) {
      if (a.decideWithState) throw new Error(`${a.id} sees the full state: allowed in sim and bench only`);
    }
  }
  return agents;
}

/** Waits for an agent's promised choice; a rejection that asks for an undo takes one back. */
function* awaitChoice<S, A, V>(
  run: MatchRun<S, A, V>,
  chosen: Promise<A>,
  opts: MatchOptions<S, A>,
): Generator<Wait, Chosen<S, A> | { readonly value: A }, unknown> {
  const box: { value?: A; error?: unknown; failed?: boolean } = {};
  const pending = opts.signal ? raceAbort(chosen, opts.signal) : chosen;
  yield pending.then(
    (v) => {
      box.value = v;
    },
    (e: unknown) => {
      box.failed = true;
      box.error = e;
    },
  );
  if (!box.failed) return { value: box.value as A };
  if (run.aborted()) return { outcome: run.stop() };
  if (box.error instanceof UndoRequest && run.book) {
    const done = run.takeBack();
    // Refused (nothing to go back to): the same decision is asked again.
    if (!done) run.book.points.pop();
    else if (opts.onUndo) {
      const r = opts.onUndo(done);
      if (isThenable(r)) yield r;
    }
    return AGAIN;
  }
  throw box.error;
}

/** Asks the seat's agent, and holds its answer to the legal actions (an equal key stands for one). */
function* askAgent<S, A, V>(
  run: MatchRun<S, A, V>,
  agent: Agent<V, A, S>,
  seat: Seat,
  legal: readonly A[],
  ctx: Decision,
  opts: MatchOptions<S, A>,
): Generator<Wait, Chosen<S, A>, unknown> {
  const { game, state } = run;
  const view = game.view(state, seat);
  const t0 = opts.onDecision ? performance.now() : 0;
  const c0 = opts.onDecision ? cpuMs() : 0;
  let chosen: A | Promise<A> =
    opts.allowOracle && agent.decideWithState ? agent.decideWithState(state, view, legal, ctx) : agent.decide(view, legal, ctx);
  if (isThenable(chosen)) {
    const waited = yield* awaitChoice(run, chosen, opts);
    if (!('value' in waited)) return waited;
    chosen = waited.value;
  }
  if (opts.onDecision) opts.onDecision(seat, agent.id, performance.now() - t0, cpuMs() - c0);
  if (run.aborted()) return { outcome: run.stop() };
  if (!legal.includes(chosen)) {
    const key = game.actionKey(chosen);
    const match = legal.find((a) => game.actionKey(a) === key);
    if (match === undefined) throw new IllegalActionError(agent.id, seat, describeSafely(game, state, chosen));
    chosen = match;
  }
  const line = game.encodeAction(state, chosen);
  run.writeDecision(line);
  return { action: chosen, seat, kind: 'decision', line };
}

/** The action of a turn: chance drawn, a single legal choice taken, or a seat's agent asked. */
function* chooseAction<S, A, V>(
  run: MatchRun<S, A, V>,
  turn: Exclude<Turn, { kind: 'over' }>,
  agents: readonly Agent<V, A, S>[],
  seedHash: number,
  opts: MatchOptions<S, A>,
): Generator<Wait, Chosen<S, A>, unknown> {
  const { game, state, book, count } = run;
  if (turn.kind === 'chance') return { action: game.drawChance(state, run.rng), seat: null, kind: 'chance', line: null };
  const seat = turn.seat;
  const legal = game.legalActions(state);
  if (legal.length === 0) throw new Error(`${game.id}: no legal action for seat ${seat}`);
  const only = onlyChoice(game, state, legal);
  if (only) {
    // history.md: a call with exactly one legal choice is not asked, and not written unless
    // the game's rules want it written (Game.writeOnlyChoice).
    run.writeDecision(only.line);
    return { action: only.action, seat, kind: 'forced', line: only.line };
  }
  if (book && seat === book.seat) book.points.push(count.point(state, run.rng.state()));
  const ctx = new Decision(seat, game.dealNumber(state), seedHash, count.standing, opts.signal, turn.secret);
  return yield* askAgent(run, agents[seat]!, seat, legal, ctx, opts);
}

/**
 * Applies the chosen action and writes its consequences; the outcome when a practice branch's
 * last deal is settled (nothing after its `settle` line is written), else null.
 */
function* applyStep<S, A, V>(
  run: MatchRun<S, A, V>,
  chosen: { readonly action: A; readonly seat: Seat | null; readonly kind: MatchStep<S, A>['kind']; readonly line: GameLine | null },
  opts: MatchOptions<S, A>,
): Generator<Wait, MatchOutcome<S> | null, unknown> {
  const { game, book } = run;
  const log: GameLine[] = [];
  const before = run.state;
  run.state = game.apply(before, chosen.action, log);
  const stopAt = opts.lastDeal === undefined ? -1 : log.findIndex((l) => l.type === 'settle' && l.deal === opts.lastDeal);
  if (stopAt >= 0) log.length = stopAt + 1;
  for (const l of log) run.write(l);
  run.count.steps++;
  const lines: readonly GameLine[] = chosen.line ? [chosen.line, ...log] : log;
  if (book) {
    for (const l of lines) {
      const seen = shownCards(game, before, l, book.seat);
      if (seen) book.shown(seen);
    }
  }
  if (opts.onStep) {
    const r = opts.onStep({ state: run.state, before, action: chosen.action, seat: chosen.seat, kind: chosen.kind, lines });
    if (isThenable(r)) yield r;
  }
  return stopAt >= 0 ? run.outcome('suspended') : null;
}

function* matchGenerator<S, A, V>(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A>): Generator<Wait, MatchOutcome<S>, unknown> {
  const agents = checkedAgents(setup, opts);
  const seedHash = hash32(setup.seed);
  const run = new MatchRun(setup, opts);
  for (;;) {
    if (run.aborted()) return run.stop();
    const turn = setup.game.turn(run.state);
    if (turn.kind === 'over') break;
    const chosen = yield* chooseAction(run, turn, agents, seedHash, opts);
    if ('outcome' in chosen) return chosen.outcome;
    if ('again' in chosen) continue;
    const stopped = yield* applyStep(run, chosen, opts);
    if (stopped) return stopped;
  }
  return run.finish();
}

function describeSafely<S, A, V>(game: Game<S, A, V>, state: S, action: A): string {
  try {
    return game.describeAction(state, action);
  } catch {
    return JSON.stringify(action);
  }
}

/** Runs a match to its end (or quit/suspend). Awaits only what agents and onStep make async. */
export async function runMatch<S, A, V>(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A> = {}): Promise<MatchOutcome<S>> {
  const gen = matchGenerator(setup, opts);
  let next = gen.next();
  while (!next.done) {
    await next.value;
    next = gen.next();
  }
  return next.value;
}

/** Runs a match whose agents and onStep are all synchronous (bots, sim, bench). */
export function runMatchSync<S, A, V>(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A> = {}): MatchOutcome<S> {
  const gen = matchGenerator(setup, opts);
  const next = gen.next();
  if (!next.done) {
    gen.return(undefined as never);
    throw new AsyncInSyncMatchError();
  }
  return next.value;
}

/** Collects lines in memory (tests, sim statistics). */
export class MemorySink implements HistorySink {
  readonly lines: HistoryLine[] = [];
  write(line: HistoryLine): void {
    this.lines.push(line);
  }
  /** The file text these lines would make. */
  text(): string {
    return this.lines.map((l) => JSON.stringify(l) + '\n').join('');
  }
}
