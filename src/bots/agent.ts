// The one interface every seat implements: a bot, the Ink UI for a human, a remote harness.
// An agent receives only a view and the legal actions, never the state (DESIGN.md "one idea").
// The single exception is the oracle bot used by `sim`/bench to measure how much hidden
// information is worth; it gets the state through `decideWithState`, which the match loop only
// calls when the run explicitly allows it (MatchOptions.allowOracle).
import type { Rng } from '../core/rng.js';
import type { GameBots } from '../contract/search.js';
import { botRuleAt } from '../games/bot-rules.js';
import type { AnyGame, Result } from '../contract/game.js';
import type { Seat } from '../core/history-lines.js';

export interface DecisionContext {
  /** The seat deciding. */
  readonly seat: Seat;
  /**
   * This decision's own seeded Rng. It is derived from the match seed, the seat and the number of
   * history lines written so far, so a resumed match asks every bot with the same Rng as the
   * uninterrupted one would have (a per-seat stream could not be restored from the file).
   */
  readonly rng: Rng;
  /** Aborted when the players quit or suspend the match; long searches should stop. */
  readonly signal?: AbortSignal;
  /** 1-based deal number in progress. */
  readonly deal: number;
  /**
   * Set when who decides is secret (Game Turn.secret): `asked` are the seats the public knows
   * might be the one asked. A table shows every human of them a turn alike; bots may ignore it.
   */
  readonly secret?: { readonly asked: readonly Seat[] };
}

export interface Agent<V, A, S = unknown> {
  /** The seat kind, e.g. 'bot:random', 'human'. */
  readonly id: string;
  decide(view: V, legal: readonly A[], ctx: DecisionContext): A | Promise<A>;
  /**
   * Oracle channel (sim and bench only): the full state, hidden cards included. Present only on
   * agents whose kind is `oracle`; the match loop refuses to run such an agent unless allowed.
   */
  decideWithState?(state: S, view: V, legal: readonly A[], ctx: DecisionContext): A | Promise<A>;
  /**
   * The same decision as `decide` (the same action for the same view, legal actions and ctx.rng),
   * with why it was taken. The bot levels have it; a seat without it cannot say why.
   */
  explain?(view: V, legal: readonly A[], ctx: DecisionContext): Explanation<A> | Promise<Explanation<A>>;
}

/** One search figure behind a search bot's choice (bots/search.ts ActionValue, kept as numbers). */
export interface WhyValue<A> {
  readonly action: A;
  readonly value: number;
  readonly own: number;
  readonly lead: number;
}

/** A bot's decision and why it took it. */
export interface Explanation<A> {
  readonly action: A;
  /**
   * Why, in words fit for the table: the rule of thumb by what it is about, or how a search chose.
   * It never names a card, so it gives away nothing of the bot's hidden hand.
   */
  readonly reason: string;
  /** What of its own hand made the rule fire ("holds 2.3 likely tricks"): for the review only, where every hand is face up. */
  readonly detail?: string;
  /** A search bot's figures for every legal action it valued (the review shows them all, the table only the one taken). */
  readonly values?: readonly WhyValue<A>[];
}

// Agents are stored type-erased; each one is sound for its own game.
export type AnyAgent = Agent<unknown, unknown, unknown>;

export interface AgentSetup {
  readonly game: AnyGame;
  readonly variant: string;
  readonly players: number;
  readonly seat: Seat;
  /** The match seed, for agents that want their own derived streams. */
  readonly seed: string;
  /** The game's bots (its registry entry's, handed down by the caller); absent: the game has none. */
  readonly bots?: GameBots | undefined;
  /** A search bot's thinking time a decision in ms (`--think`); absent: its default. */
  readonly thinkMs?: number | undefined;
}

/** What the `human` seat kind is, in `cardtable list` and the menu. */
export const HUMAN_SEAT_SUMMARY = 'a person at this terminal (hot-seat: hands are hidden between turns)';

/** A bot level that `--seats bot:<level>` can name. */
export interface SeatKind {
  /** e.g. 'bot:random'. */
  readonly kind: string;
  /** One line for `cardtable list`. */
  readonly summary: string;
  /** Oracle-style kinds that see the full state: allowed in `sim` and the bench only. */
  readonly simOnly?: boolean;
  /** Plays only games that have bots of their own (GameBots); otherwise every game. */
  readonly needsBots?: boolean;
  /** Each game's own words for this level, listed after the summary (bot:basic: what its rules of thumb go by). */
  readonly eachGame?: (bots: GameBots) => string | undefined;
  /** Another name for that kind (kept for the command line); the menu offers each bot once. */
  readonly aliasOf?: string;
  create(setup: AgentSetup): Result<AnyAgent>;
}

const KINDS = new Map<string, SeatKind>();

/**
 * `agent`, keeping the rules its game writes for bots (Game.botRules): where one asks an action, the
 * agent takes it without deciding, whatever its level, so no level has to know the rule itself.
 */
export function obeyingBotRules(game: AnyGame, agent: AnyAgent): AnyAgent {
  if (!game.botRules?.length) return agent;
  const ruled = (view: unknown, legal: readonly unknown[]) => botRuleAt(game, view, legal);
  const out: AnyAgent = {
    id: agent.id,
    decide: (view, legal, ctx) => ruled(view, legal)?.action ?? agent.decide(view, legal, ctx),
  };
  const explain = agent.explain?.bind(agent);
  if (explain) {
    out.explain = (view, legal, ctx) => {
      const r = ruled(view, legal);
      return r ? { action: r.action, reason: `rule ${r.rule.rule}: ${r.rule.says}` } : explain(view, legal, ctx);
    };
  }
  const withState = agent.decideWithState?.bind(agent);
  if (withState) out.decideWithState = (state, view, legal, ctx) => ruled(view, legal)?.action ?? withState(state, view, legal, ctx);
  return out;
}

/**
 * Registers a bot level; the bots register theirs in src/bots/index.ts. A later entry replaces an
 * earlier one. Every level it creates keeps its game's bot rules (obeyingBotRules). Returns what
 * undoes the registration.
 */
export function registerSeatKind(kind: SeatKind): () => void {
  const before = KINDS.get(kind.kind);
  KINDS.set(kind.kind, {
    ...kind,
    create(setup) {
      const made = kind.create(setup);
      return made.ok ? { ok: true, value: obeyingBotRules(setup.game, made.value) } : made;
    },
  });
  // The way back, for a kind registered for a while only (a test's): the kinds are one table for
  // the whole process, which test files share.
  return () => {
    if (before) KINDS.set(kind.kind, before);
    else KINDS.delete(kind.kind);
  };
}

export function seatKinds(): SeatKind[] {
  return [...KINDS.values()];
}

export function findSeatKind(kind: string): SeatKind | undefined {
  return KINDS.get(kind);
}

/** The history's `seats[i].kind/level` for a seat kind text ('human', 'bot:hard'). */
export function seatInfoKind(kind: string): { kind: 'human' | 'bot'; level?: string } {
  if (kind === 'human') return { kind: 'human' };
  return { kind: 'bot', level: kind.startsWith('bot:') ? kind.slice(4) : kind };
}

/** The seat kind text for a history's seat entry: the inverse of seatInfoKind. */
export function seatKindOf(info: { kind: string; level?: string | undefined }): string {
  if (info.kind === 'human') return 'human';
  return `bot:${info.level ?? 'random'}`;
}
