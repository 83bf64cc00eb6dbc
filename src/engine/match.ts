// The match loop: game-agnostic, the only place that writes a hand history. Interactive play,
// `sim`, replay's continuation (resume) and the bench all run through here, so a match played
// with the same seed and the same decisions gives the same history byte for byte.
//
// The core is a generator that yields only when it must wait for a promise (a human's answer,
// an async onStep). Bot-only runs therefore never touch the microtask queue: `runMatchSync`
// drives it straight through, `runMatch` awaits only what is really async.
import type { Agent, AnyAgent, DecisionContext } from '../bots/agent.js';
import type { EndLine, GameLine, HistoryLine, MatchLine, SeatInfo, UndoLine } from '../core/history-lines.js';
import { Rng } from '../core/rng.js';
import { onlyChoice, type Game, type MatchResult, type Options, type Seat } from '../games/game.js';
import { DealCount, shownCards, UndoRequest, type UndoBook, type UndoDone, type UndoPoint } from './undo.js';
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
  };
}

/** The history's `end` line for a finished (or quit) match. */
export function endLine(result: MatchResult): EndLine {
  return { type: 'end', totals: [...result.totals], winners: [...result.winners], reason: result.reason };
}

// A 32-bit string hash (FNV-1a) and integer mixer (murmur3 fmix32): cheap, stable seeding of
// the per-decision Rngs. seedrandom's own string seeding costs ~3 µs, too slow per decision.
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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

function* matchGenerator<S, A, V>(setup: MatchSetup<S, A, V>, opts: MatchOptions<S, A>): Generator<Wait, MatchOutcome<S>, unknown> {
  const { game } = setup;
  const sink = opts.sink ?? null;
  const signal = opts.signal;
  const agents = setup.agents as readonly AnyAgent[];
  if (agents.length !== setup.players) throw new Error(`match: ${agents.length} agents for ${setup.players} players`);
  if (!opts.allowOracle) {
    for (const a of agents) {
      if (a.decideWithState) throw new Error(`${a.id} sees the full state: allowed in sim and bench only`);
    }
  }
  const seedHash = hash32(setup.seed);

  let state: S;
  let rng: Rng;
  let written = 0;
  let endWritten = false;
  // Lines that stand (`written` less the lines undone and the undo lines), and of the deal in
  // progress its standing lines, decisions among them and match steps. Decisions draw their Rng
  // from the standing lines, so a bot asked again after an undo decides as it did (undo.ts).
  const count = new DealCount();
  // A match recorded without take-backs never takes one, whoever asks.
  const book = setup.undo === false ? null : (opts.undo ?? null);

  const write = (line: HistoryLine): void => {
    written++;
    if (count.wrote(line)) book?.newDeal();
    if (line.type === 'end') endWritten = true;
    if (sink) sink.write(line);
  };

  if (opts.resume) {
    state = opts.resume.state;
    rng = opts.resume.rng;
    written = opts.resume.linesWritten;
    count.standing = opts.resume.linesStanding ?? written;
    count.lines = opts.resume.dealLines ?? 0;
    endWritten = opts.resume.endWritten ?? false;
    const before = opts.resume.undo;
    // Without the deal's record, take-backs start afresh at the resume point as if dealt.
    count.dealt = before?.dealt ?? true;
    if (book && before) {
      // Copies: a point's barrier is set later, and the plan may be resumed again (a branch).
      book.points = before.points.map((p) => ({ ...p }));
      count.moves = before.dealMoves;
      count.steps = before.dealSteps;
    }
  } else {
    state = game.setup({ variant: setup.variant, players: setup.players, options: setup.options });
    rng = Rng.fromSeed(setup.seed);
    write(matchLine(setup));
  }

  const onStep = opts.onStep;
  const quitState = (suspend: boolean): MatchOutcome<S> => {
    if (suspend) return { state, result: game.result(state), status: 'suspended', linesWritten: written };
    const log: GameLine[] = [];
    state = game.quit(state, log);
    for (const l of log) write(l);
    const result = game.result(state);
    if (!endWritten && result) write(endLine({ ...result, reason: 'quit' }));
    return { state, result, status: 'quit', linesWritten: written };
  };
  /** Goes back to the human's decision before the one asked now; false when it may not. */
  const takeBack = (): UndoDone<S> | null => {
    if (!book || book.blocked() !== null) return null;
    const at = book.target();
    const target = book.points[at]!;
    const line: UndoLine = {
      type: 'undo',
      deal: game.dealNumber(target.state),
      seat: book.seat,
      keep: target.keep,
      moves: count.moves - target.moves,
    };
    const steps = count.steps - target.steps;
    written++;
    if (sink) sink.write(line);
    state = target.state;
    rng = Rng.fromState(target.rng);
    count.backTo(target);
    book.points.length = at;
    return { state, line, steps };
  };
  const aborted = (): boolean => signal !== undefined && signal.aborted;
  const isSuspend = (): boolean => signal !== undefined && signal.reason === SUSPEND;

  for (;;) {
    if (aborted()) return quitState(isSuspend());
    const turn = game.turn(state);
    if (turn.kind === 'over') break;

    let action: A;
    let seat: Seat | null = null;
    let kind: MatchStep<S, A>['kind'];
    let decisionLine: GameLine | null = null;
    const log: GameLine[] = [];

    if (turn.kind === 'chance') {
      action = game.drawChance(state, rng);
      kind = 'chance';
    } else {
      seat = turn.seat;
      const legal = game.legalActions(state);
      if (legal.length === 0) throw new Error(`${game.id}: no legal action for seat ${seat}`);
      const only = onlyChoice(game, state, legal);
      if (only) {
        // history.md: a call with exactly one legal choice is not asked, and not written unless
        // the game's rules want it written (Game.writeOnlyChoice).
        action = only.action;
        kind = 'forced';
        decisionLine = only.line;
        if (decisionLine) write(decisionLine);
        if (decisionLine) count.moves++;
      } else {
        const agent = agents[seat]!;
        if (book && seat === book.seat) book.points.push(count.point(state, rng.state()));
        const ctx = new Decision(seat, game.dealNumber(state), seedHash, count.standing, signal, turn.secret);
        const view = game.view(state, seat);
        const t0 = opts.onDecision ? performance.now() : 0;
        const c0 = opts.onDecision ? cpuMs() : 0;
        let chosen: A | Promise<A> =
          opts.allowOracle && agent.decideWithState ? agent.decideWithState(state, view, legal, ctx) : agent.decide(view, legal, ctx);
        if (isThenable(chosen)) {
          const box: { value?: A; error?: unknown; failed?: boolean } = {};
          const pending = signal ? raceAbort(chosen, signal) : chosen;
          yield pending.then(
            (v) => {
              box.value = v;
            },
            (e: unknown) => {
              box.failed = true;
              box.error = e;
            },
          );
          if (box.failed) {
            if (aborted()) return quitState(isSuspend());
            if (box.error instanceof UndoRequest && book) {
              const done = takeBack();
              // Refused (nothing to go back to): the same decision is asked again.
              if (!done) book.points.pop();
              else if (opts.onUndo) {
                const r = opts.onUndo(done);
                if (isThenable(r)) yield r;
              }
              continue;
            }
            throw box.error;
          }
          chosen = box.value as A;
        }
        if (opts.onDecision) opts.onDecision(seat, agent.id, performance.now() - t0, cpuMs() - c0);
        if (aborted()) return quitState(isSuspend());
        if (!legal.includes(chosen)) {
          const key = game.actionKey(chosen);
          const match = legal.find((a) => game.actionKey(a) === key);
          if (match === undefined) throw new IllegalActionError(agent.id, seat, describeSafely(game, state, chosen));
          chosen = match;
        }
        action = chosen;
        kind = 'decision';
        decisionLine = game.encodeAction(state, action);
        if (decisionLine) write(decisionLine);
        if (decisionLine) count.moves++;
      }
    }

    const before = state;
    state = game.apply(state, action, log);
    const stopAt = opts.lastDeal === undefined ? -1 : log.findIndex((l) => l.type === 'settle' && l.deal === opts.lastDeal);
    if (stopAt >= 0) log.length = stopAt + 1;
    for (const l of log) write(l);
    count.steps++;
    if (book) {
      for (const l of decisionLine ? [decisionLine, ...log] : log) {
        const seen = shownCards(game, before, l, book.seat);
        if (seen) book.shown(seen);
      }
    }
    if (onStep) {
      const lines: readonly GameLine[] = decisionLine ? [decisionLine, ...log] : log;
      const r = onStep({ state, before, action, seat, kind, lines });
      if (isThenable(r)) yield r;
    }
    if (stopAt >= 0) return { state, result: game.result(state), status: 'suspended', linesWritten: written };
  }

  const result = game.result(state);
  if (!endWritten && result) write(endLine(result));
  return { state, result, status: 'over', linesWritten: written };
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
