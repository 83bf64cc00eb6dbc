// Shared set-up for engine tests: matches of any game with random bots, in memory or on disk.
// Lupfen's own wrappers (playLupfen…) are beside Lupfen's tests, in its play.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyAgent } from '../../src/bots/agent.js';
import { randomAgent } from '../../src/bots/random.js';
import { MemorySink, runMatchSync, type HistorySink, type MatchOptions } from '../../src/engine/match.js';
import type { Game, Options } from '../../src/games/game.js';

export const STARTED = '2026-01-01T00:00:00.000Z';

export function optionsOf<S, A, V>(game: Game<S, A, V>, variant: string, players: number, raw: Record<string, string> = {}): Options {
  const r = game.resolveOptions(variant, players, raw);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A match of `game` between random bots (or `agents`), seeded. */
export function setupOf<S, A, V>(
  game: Game<S, A, V>,
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  agents?: AnyAgent[],
) {
  return {
    game,
    variant,
    players,
    options: optionsOf(game, variant, players, raw),
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' })),
    agents: agents ?? Array.from({ length: players }, () => randomAgent()),
    seed,
    startedAt: STARTED,
  };
}

/** Plays a whole random match of `game` and returns its history text. */
export function playMatch<S, A, V>(
  game: Game<S, A, V>,
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  opts: Omit<MatchOptions<S, A>, 'sink'> & { sink?: HistorySink } = {},
): { text: string; sink: MemorySink; state: S } {
  const sink = new MemorySink();
  const tee: HistorySink = opts.sink
    ? {
        write(l) {
          sink.write(l);
          opts.sink!.write(l);
        },
      }
    : sink;
  const out = runMatchSync(setupOf(game, variant, players, seed, raw), { ...opts, sink: tee });
  return { text: sink.text(), sink, state: out.state };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'cardtable-test-'));
}
