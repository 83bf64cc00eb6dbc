// The deal review (`cardtable review`): for each decision a player made in a saved match, what
// bot:hard's search would have done from that seat's view at that moment, and what the choice
// taken cost by the same search's estimate. A decision is judged only on what the seat knew then:
// the values are the hint's (bots/hint.ts), asked of the seat's own view, never of the full state,
// so a right decision that the hidden cards happened to punish is not called a mistake.
import type { Card } from '../core/cards.js';
import type { DealLine, GameLine, HistoryLine, SettleLine, TrickLine, Seat } from '../core/history-lines.js';
import { coachMeasure, hint, type CoachMeasure } from '../bots/hint.js';
import { seatKindOf, type DecisionContext } from '../bots/agent.js';
import { whyInReview } from '../bots/why.js';
import type { MatchLine } from '../core/history-lines.js';
import { decisionRng, hash32 } from './match.js';
import { sourceOf, type HistorySource, type ParsedHistory } from './history/reader.js';
import type { GameBots } from '../contract/search.js';
import { unitOfVariant, type AnyGame, type Result } from '../contract/game.js';
import type { CardLook } from '../contract/view.js';
import { configFromMatchLine, QUIT, replaySource } from './replay.js';
import { StandingByDeal } from './undo.js';
import { agentFor, recordedThink } from './seating.js';

/** One legal action at a reviewed decision, valued by the search. */
export interface ReviewedAction {
  readonly label: string;
  /**
   * In the game's unit and its coach measure (bots/hint.ts coachMeasure): the hint's lead over
   * the others where the game measures that, else what the search maximises (Lupfen: chips with
   * the pot share).
   */
  readonly value: number;
}

export interface ReviewedDecision {
  readonly deal: number;
  /** Its number among the reviewed decisions of its deal, in the order played (1-based): what "play it again" takes. */
  readonly number: number;
  readonly seat: Seat;
  /** Line number of the decision's line in the file. */
  readonly lineNo: number;
  /** Tricks completed in the deal before it (0: before the first trick was won). */
  readonly tricksDone: number;
  /** Trick play had begun: a card is played, or a call made beside one (Kloepper's knock). */
  readonly inPlay: boolean;
  readonly taken: string;
  readonly best: string;
  /** Value of the best action minus value of the one taken (0 when the best was taken). */
  readonly cost: number;
  /** Every legal action, best first. */
  readonly actions: readonly ReviewedAction[];
  readonly samples: number;
  /** A bot's seat: why it chose what it did (Agent.explain, asked again on the same view with the same Rng). */
  readonly why?: string;
}

export interface DealReview {
  readonly deal: number;
  readonly seats: readonly Seat[];
  /** Every hand as dealt (face up: the deal is over, or the file stops in it). */
  readonly hands: readonly (readonly Card[])[];
  readonly tricks: readonly TrickLine[];
  /** Who played each card of each trick, in the order of `tricks` (seats out of the deal play none). */
  readonly trickSeats: readonly (readonly Seat[])[];
  /** The deal's settle line; null when the file stops before it. */
  readonly settle: SettleLine | null;
  /** The reviewed decisions, costliest first (in the order played among equal costs). */
  readonly decisions: readonly ReviewedDecision[];
  /** What the values and costs measure (the hint's, coachMeasure); absent: 'own'. */
  readonly measure?: CoachMeasure;
}

export interface ReviewOptions {
  /** The game's bots (its registry entry's), whose search values the decisions. */
  readonly bots: GameBots | undefined;
  /** The seats whose decisions are reviewed. */
  readonly seats: readonly Seat[];
  /** Only this deal (1-based); default every deal. */
  readonly deal?: number;
  /** Called before each decision is valued, and once at the end (done = total). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops early; what is valued so far is dropped. */
  readonly signal?: AbortSignal;
  /** How the actions' cards are named: the look of the table or text the review is shown beside (default: the variant's deck). */
  readonly look?: CardLook;
  /** The file's `match` line: a bot seat's decisions are explained by its own level (botReason). */
  readonly match?: MatchLine;
  /** bot:hard's thinking time a decision in ms (`--think`): the values are the hint's at that budget. */
  readonly thinkMs?: number | undefined;
}

/** Below this a decision "cost nothing" as the estimate goes (it prints as 0.0): no line on what mattered most. */
export const MATTERS = 0.05;

/** The unit of a review's values and costs, said in words: "chips", "points of lead over the others". */
export function reviewUnit(unit: string, measure: CoachMeasure | undefined): string {
  return measure === 'lead' ? `${unit} of lead over the others` : unit;
}

/** Where in the deal a decision was made: "trick 3", or "before play" (bidding, exchanging). */
export function decisionWhere(d: Pick<ReviewedDecision, 'inPlay' | 'tricksDone'>): string {
  return d.inPlay ? `trick ${d.tricksDone + 1}` : 'before play';
}

/** The seats a review is about by default: the humans of the match, or the first seat when none is. */
export function reviewedSeats(match: ParsedHistory['match']): Seat[] {
  const humans = match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return humans.length > 0 ? humans : [0];
}

/** A decision found in the file: the state before it, and the action taken. */
export interface DecisionPoint {
  readonly deal: number;
  readonly seat: Seat;
  readonly lineNo: number;
  readonly state: unknown;
  readonly action: unknown;
  readonly line: GameLine;
}

/** What one reading of a file gives a review, before any decision is valued. */
export interface ReviewRead {
  /** The decisions to value, in the order played (see readDecisions). */
  readonly points: readonly DecisionPoint[];
  /** The standing lines of the deals reviewed (every deal, or the one asked for). */
  readonly lines: readonly HistoryLine[];
  /** The number of every deal in the file, in file order. */
  readonly dealNos: readonly number[];
}

/**
 * Replays `source` and returns the decisions of `seats` that had a choice (more than one legal
 * action), with the state before each. The state is what the file's rules make of it; only its
 * view for the deciding seat is ever read afterwards. The file is read as a stream: of a deal
 * other than `deal` nothing is kept, so one deal of the largest file is reviewed in the memory
 * of `check`.
 */
export function readDecisions(game: AnyGame, source: HistorySource, seats: readonly Seat[], deal?: number): Result<ReviewRead> {
  const cfg = configFromMatchLine(game, source.match, source.name);
  if (!cfg.ok) return cfg;
  const points: DecisionPoint[] = [];
  const lines: HistoryLine[] = [];
  const dealNos: number[] = [];
  let wanted = false;
  let dealPoints: DecisionPoint[] = [];
  // A decision an undo took back was not the one that counted: only standing ones are reviewed.
  const byDeal = new StandingByDeal<{ line: HistoryLine; lineNo: number }>((items, stands) => {
    const standing = new Set(items.filter((_, i) => stands[i]).map((x) => x.lineNo));
    points.push(...dealPoints.filter((p) => standing.has(p.lineNo)));
    lines.push(...items.filter((_, i) => stands[i]).map((x) => x.line));
    dealPoints = [];
  });
  let before: unknown = game.setup(cfg.value);
  const report = replaySource(game, source, {
    maxMismatches: 1,
    onLine: (after, line, lineNo, applied) => {
      if (line.type === 'deal') {
        dealNos.push(line.deal);
        wanted = deal === undefined || line.deal === deal;
      }
      let st = before;
      before = after;
      if (!wanted || line.type === 'match') return;
      byDeal.add(line, { line, lineNo });
      for (const a of applied) {
        if (a === QUIT) break;
        const t = game.turn(st);
        const decides = t.kind === 'decide' && seats.includes(t.seat);
        const recorded =
          (line.type === 'call' || line.type === 'play' || line.type === 'exchange') && t.kind === 'decide' && line.seat === t.seat;
        if (decides && recorded && game.encodeAction(st, a) !== null) {
          if (game.legalActions(st).length > 1) dealPoints.push({ deal: line.deal, seat: t.seat, lineNo, state: st, action: a, line });
        }
        st = game.apply(st, a);
      }
    },
  });
  const why = report.error ?? report.mismatches[0];
  if (why !== undefined) return { ok: false, reason: why };
  byDeal.end();
  return { ok: true, value: { points, lines, dealNos } };
}

/** readDecisions of a history already in memory: the decisions only. */
export function decisionPoints(game: AnyGame, parsed: ParsedHistory, seats: readonly Seat[], deal?: number): Result<DecisionPoint[]> {
  const read = readDecisions(game, sourceOf(parsed), seats, deal);
  return read.ok ? { ok: true, value: [...read.value.points] } : read;
}

/** Values one decision from the deciding seat's view: the hint of that moment, on a work budget so the same seed gives the same numbers. */
export async function reviewDecision(
  game: AnyGame,
  bots: GameBots | undefined,
  p: DecisionPoint,
  signal?: AbortSignal,
  look?: CardLook,
  thinkMs?: number,
): Promise<Omit<ReviewedDecision, 'number'>> {
  const view = game.view(p.state, p.seat) as {
    readonly tricks?: readonly unknown[];
    readonly trick?: { readonly cards: readonly unknown[] } | null;
  };
  const legal = game.legalActions(p.state);
  const h = await hint(view, legal, { game, bots, seat: p.seat, thinkMs, ...(signal ? { signal } : {}) });
  const key = game.actionKey(p.action);
  // One scale for every decision of the review, the hint's: a bid and a card compare.
  const figure = (v: (typeof h.values)[number]): number => (h.measure === 'lead' ? v.lead : v.value);
  const values = h.values.map((v) => ({ action: v.action, value: figure(v) }));
  const taken = values.find((v) => game.actionKey(v.action) === key);
  const best = values.find((v) => v.action === h.action)!;
  const label = (a: unknown) => game.describeAction(p.state, a, look);
  const actions = values
    .filter((v) => Number.isFinite(v.value))
    .map((v) => ({ label: label(v.action), value: v.value, best: v.action === h.action }))
    .sort((a, b) => Number(b.best) - Number(a.best) || b.value - a.value)
    .map(({ label: l, value }) => ({ label: l, value }));
  const takenValue = taken?.value ?? Number.NEGATIVE_INFINITY;
  return {
    deal: p.deal,
    seat: p.seat,
    lineNo: p.lineNo,
    tricksDone: view.tricks?.length ?? 0,
    inPlay: p.line.type === 'play' || (view.tricks?.length ?? 0) > 0 || (view.trick?.cards.length ?? 0) > 0,
    taken: label(p.action),
    best: label(h.action),
    cost: game.actionKey(h.action) === key ? 0 : Math.max(0, best.value - takenValue),
    actions,
    samples: h.samples,
  };
}

/**
 * Why the bot of `p`'s seat chose its action: its level asked again on the seat's view, with the Rng
 * the match gave that decision (the file's lines before it: exact where no undo took lines back).
 * In the review's words, the hand-specific detail and the search's figures included (every hand
 * is face up here). Undefined for a human's seat or a level that cannot say why.
 */
export async function botReason(
  game: AnyGame,
  bots: GameBots | undefined,
  match: MatchLine,
  p: DecisionPoint,
  unit: string,
  look?: CardLook,
): Promise<string | undefined> {
  const info = match.seats[p.seat];
  if (info?.kind !== 'bot') return undefined;
  // The seat's own level, made as the match made it (the seating module), to ask it why.
  const made = agentFor(seatKindOf(info), p.seat, {
    game,
    bots,
    variant: match.variant,
    players: match.players,
    seed: match.seed,
    thinkMs: recordedThink(match),
  });
  if (!made.ok || !made.value?.explain) return undefined;
  const view = game.view(p.state, p.seat);
  const legal = game.legalActions(p.state);
  const ctx: DecisionContext = { seat: p.seat, deal: p.deal, rng: decisionRng(hash32(match.seed), p.seat, p.lineNo - 1) };
  const e = await made.value.explain(view, legal, ctx);
  const label = (a: unknown) => game.describeAction(p.state, a, look);
  const text = whyInReview(e, {
    measure: coachMeasure(game),
    unit,
    label,
    same: (a, b) => game.actionKey(a) === game.actionKey(b),
  });
  // Asked again it chose otherwise (lines an undo took back, a search its time cap cut short).
  return game.actionKey(e.action) === game.actionKey(p.action) ? text : `${text}; asked again it would choose ${label(e.action)}`;
}

/** The review of every deal of the file (or of `opts.deal`) that has a decision of `opts.seats`. */
export async function reviewHistory(game: AnyGame, parsed: ParsedHistory, opts: ReviewOptions): Promise<Result<DealReview[]>> {
  const read = readDecisions(game, sourceOf(parsed), opts.seats, opts.deal);
  if (!read.ok) return read;
  return reviewRead(game, read.value, opts);
}

/** Values the decisions of a reading (readDecisions) and lays out its deals. */
export async function reviewRead(game: AnyGame, read: ReviewRead, opts: ReviewOptions): Promise<Result<DealReview[]>> {
  const points = read.points;
  const reviewed: ReviewedDecision[] = [];
  const inDeal = new Map<number, number>();
  for (const [i, p] of points.entries()) {
    opts.onProgress?.(i, points.length);
    const number = (inDeal.get(p.deal) ?? 0) + 1;
    inDeal.set(p.deal, number);
    const why = opts.match
      ? await botReason(game, opts.bots, opts.match, p, unitOfVariant(game, opts.match.variant), opts.look)
      : undefined;
    reviewed.push({ ...(await reviewDecision(game, opts.bots, p, opts.signal, opts.look, opts.thinkMs)), number, ...(why ? { why } : {}) });
    if (opts.signal?.aborted) return { ok: false, reason: 'stopped' };
  }
  opts.onProgress?.(points.length, points.length);
  const lines = read.lines;
  const deals = lines.filter((l): l is DealLine => l.type === 'deal' && (opts.deal === undefined || l.deal === opts.deal));
  return {
    ok: true,
    value: deals.map((d) => {
      const tricks = lines.filter((l): l is TrickLine => l.type === 'trick' && l.deal === d.deal);
      // The play lines say who played each card; trick lines list only the cards.
      const plays = lines.flatMap((l) => (l.type === 'play' && l.deal === d.deal ? [l.seat] : []));
      let at = 0;
      const trickSeats = tricks.map((t) => plays.slice(at, (at += t.cards.length)));
      return {
        deal: d.deal,
        seats: opts.seats,
        hands: d.hands,
        tricks,
        trickSeats,
        settle: lines.find((l): l is SettleLine => l.type === 'settle' && l.deal === d.deal) ?? null,
        // Stable: among equal costs the order of play stays.
        decisions: reviewed.filter((r) => r.deal === d.deal).sort((a, b) => b.cost - a.cost),
        ...(coachMeasure(game) === 'lead' ? { measure: 'lead' as const } : {}),
      };
    }),
  };
}
