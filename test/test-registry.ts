// The tests' registry: games registered only in the tests, never in the product (src/games/registry.ts,
// so not in dist/, `cardtable list` or the menu). The suites that run over every game (the
// conformance suites, the shared layers' tests through registered.ts) read the games from here: the
// product's, then these. A test game's folder holds all of it, its golden playthrough included.
import { fileURLToPath } from 'node:url';
import type { TableGame } from '../src/contract/view.js';
import type { GameEntry } from '../src/contract/entry.js';
import { GAMES, loadGames } from '../src/games/registry.js';
import { toyTrickEntry } from './toy-game/entry.js';

// The registry loads games on demand; the tests over every game see them all.
await loadGames();

interface TestGame {
  readonly entry: GameEntry;
  /** The folder of the game's golden playthroughs (the product's games keep theirs in test/conformance/golden). */
  readonly golden: string;
}

const TEST_GAMES: readonly TestGame[] = [{ entry: toyTrickEntry, golden: fileURLToPath(new URL('./toy-game/golden/', import.meta.url)) }];

/** Every entry the tests run over: the product's in its order, then the tests' own. */
export function entriesUnderTest(): readonly GameEntry[] {
  return [...GAMES, ...TEST_GAMES.map((t) => t.entry)];
}

/** The entry of game `id` among them (a history's game id, as `resume` looks it up). */
export function entryUnderTest(id: string): GameEntry | undefined {
  return entriesUnderTest().find((e) => e.id === id);
}

/** The playable game `id` for planResume and readers; undefined for an unknown or coming one. */
export function gameUnderTest(id: string): TableGame | undefined {
  return entryUnderTest(id)?.game ?? undefined;
}

/** Where a test game keeps its golden playthroughs; null for the product's games. */
export function testGoldenDir(id: string): string | null {
  return TEST_GAMES.find((t) => t.entry.id === id)?.golden ?? null;
}
