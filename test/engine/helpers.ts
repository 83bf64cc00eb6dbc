// Shared set-up for engine tests: Lupfen matches with random bots, in memory or on disk.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyAgent } from '../../src/bots/agent.js';
import { randomAgent } from '../../src/bots/random.js';
import { MemorySink, runMatchSync, type HistorySink, type MatchOptions } from '../../src/engine/match.js';
import { lupfen, type LupfenAction, type LupfenState } from '../../src/games/lupfen/index.js';
import type { Options } from '../../src/games/game.js';

export const STARTED = '2026-01-01T00:00:00.000Z';

export function lupfenOptions(variant: string, players: number, raw: Record<string, string> = {}): Options {
  const r = lupfen.resolveOptions(variant, players, raw);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

export function lupfenSetup(variant: string, players: number, seed: string, raw: Record<string, string> = {}, agents?: AnyAgent[]) {
  return {
    game: lupfen,
    variant,
    players,
    options: lupfenOptions(variant, players, raw),
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' })),
    agents: agents ?? Array.from({ length: players }, () => randomAgent()),
    seed,
    startedAt: STARTED,
  };
}

/** Plays a whole random Lupfen match and returns its history text. */
export function playLupfen(
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string> = {},
  opts: Omit<MatchOptions<LupfenState, LupfenAction>, 'sink'> & { sink?: HistorySink } = {},
): { text: string; sink: MemorySink; state: LupfenState } {
  const sink = new MemorySink();
  const tee: HistorySink = opts.sink
    ? {
        write(l) {
          sink.write(l);
          opts.sink!.write(l);
        },
      }
    : sink;
  const out = runMatchSync(lupfenSetup(variant, players, seed, raw), { ...opts, sink: tee });
  return { text: sink.text(), sink, state: out.state };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'cardtable-test-'));
}
