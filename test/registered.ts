// Every registered playable game with its table, for tests of the shared layers (src/ui, src/engine,
// src/bots, src/cli, src/core): they run over these, so each game — and the next one registered —
// gets them without a line of test code, and none of them stands for "some game".
import { parseHistory, type ParsedHistory } from '../src/engine/history/reader.js';
import type { Game } from '../src/contract/game.js';
import type { GameBots } from '../src/contract/search.js';
import { Rng } from '../src/core/rng.js';
import type { AnyGameUi } from '../src/contract/table.js';
import { makeConfig, play } from './conformance/harness.js';
import { entriesUnderTest, entryUnderTest } from './test-registry.js';
import type { TableGame } from '../src/contract/view.js';

export interface RegisteredGame {
  readonly id: string;
  readonly game: TableGame;
  readonly ui: AnyGameUi;
}

/** Every playable game of the registry and the tests' registry, with its table adapter loaded. */
export async function registeredGames(): Promise<RegisteredGame[]> {
  const out: RegisteredGame[] = [];
  for (const e of entriesUnderTest()) if (e.game && e.ui) out.push({ id: e.id, game: e.game, ui: await e.ui() });
  return out;
}

/**
 * The bots of `game` from the registry (undefined: it has none), as the command line hands them to
 * the bot levels, hints and the table: tests stand in for the command line here.
 */
export function botsOf(game: { readonly id: string }): GameBots | undefined {
  return entryUnderTest(game.id)?.bots;
}

/** `[id, game]` rows for describe.each / it.each. */
export const eachGame = <T extends { readonly id: string }>(games: readonly T[]): (readonly [string, T])[] =>
  games.map((g) => [g.id, g] as const);

/**
 * A history of `game`'s default variant at its default player count, played by seeded random
 * bots through the conformance harness: `deals` deals where the game has a match length, else
 * until `maxDecisions` decisions.
 */
export function historyOf(game: TableGame, seed: string, deals = 2, maxDecisions = 400): ParsedHistory {
  const v = game.variants.find((x) => x.id === game.defaultVariant)!;
  const played = play(makeConfig(game, v.id, v.defaultPlayers, seed, {}, deals), maxDecisions);
  const parsed = parseHistory(played.text, `${game.id}.jsonl`);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
}

/**
 * Decision states of matches of `game` played by uniformly random decisions, chance drawn from
 * `seed`: the states a shared-layer test asks a bot, a hint or the table about. When a match is
 * over the next one starts, so short games give as many states as long ones, up to `maxSteps`;
 * `raw`: house rules as the command line gives them (default: none).
 */
export function decisionStates(
  game: TableGame,
  variant: string,
  players: number,
  seed: string,
  maxSteps = 10_000,
  raw: Readonly<Record<string, string>> = {},
): Generator<unknown> {
  const options = game.resolveOptions(variant, players, raw);
  if (!options.ok) throw new Error(options.reason);
  return statesOfPlay(game, () => game.setup({ variant, players, options: options.value }), seed, { maxSteps, again: true });
}

/** How statesOfPlay plays on. */
export interface PlayOn<S, A> {
  /** Who decides (default: a uniformly random legal action, from the same Rng as chance). */
  readonly choose?: ((s: S, legal: A[], rng: Rng) => A) | undefined;
  readonly maxSteps?: number;
  /** At the end of a match: start another from `start` (true), or end (false). */
  readonly again?: boolean;
}

/**
 * Every decision state from `start()` on, for up to `maxSteps` steps (default 10,000), one Rng from
 * `seed` drawing chance and, by default, the decisions.
 */
export function* statesOfPlay<S, A>(
  game: Pick<Game<S, A, unknown>, 'turn' | 'apply' | 'drawChance' | 'legalActions'>,
  start: () => S,
  seed: string,
  { choose, maxSteps = 10_000, again = false }: PlayOn<S, A> = {},
): Generator<S> {
  const rng = Rng.fromSeed(seed);
  let s = start();
  for (let step = 0; step < maxSteps; step++) {
    const turn = game.turn(s);
    if (turn.kind === 'over') {
      if (!again) return;
      s = start();
    } else if (turn.kind === 'chance') s = game.apply(s, game.drawChance(s, rng));
    else {
      yield s;
      const legal = game.legalActions(s);
      s = game.apply(s, choose ? choose(s, legal, rng) : rng.pick(legal));
    }
  }
}

/**
 * `game`'s bots with bot:hard searching `samples` deals (hints and reviews twice that) instead of
 * its own count: for tests whose claim holds at any count (a review gives the hint's values, twins
 * get the same ones), at a fraction of the CPU time of a hint's 96 samples.
 */
export function fewSamplesBotsOf(game: { readonly id: string }, samples = 6): GameBots | undefined {
  const bots = botsOf(game);
  return bots && { ...bots, searchOptions: { ...bots.searchOptions, samples } };
}
