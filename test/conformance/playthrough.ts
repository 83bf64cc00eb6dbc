// Golden playthroughs (OpenSpiel's playthrough files): one seeded match per game and variant,
// played by bot:random at the default player count, with every step's action, its history lines
// and every seat's view and the spectator's, one JSON entry per line. A change of rules or views,
// or a leak, shows up as a diff against test/conformance/golden/<game>-<variant>.jsonl.
//
// `npm run conformance:record` rewrites the files (scripts/conformance-record.ts). Run it ONLY
// when a change of a game's rules or views is intended, and say so in the commit.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGame } from '../../src/contract/game.js';
import { testGoldenDir } from '../test-registry.js';
import { gamesUnderTest, makeConfig, play, variantOf, type Config } from './harness.js';

export const GOLDEN_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'golden');
export const RECORD_COMMAND = 'npm run conformance:record';

/** Deals per playthrough (where the variant has a length option) and the decision cap: keeps files small. */
const DEALS = 2;
const MAX_DECISIONS = 80;

export interface Playthrough {
  readonly gameId: string;
  readonly variant: string;
  readonly file: string;
}

/** Every playthrough the registry asks for: each variant of each game under test (a test game's in its own folder). */
export function playthroughs(): Playthrough[] {
  return gamesUnderTest().flatMap(({ id, game }) =>
    game.variants.map((v) => ({ gameId: id, variant: v.id, file: join(testGoldenDir(id) ?? GOLDEN_DIR, `${id}-${v.id}.jsonl`) })),
  );
}

/** Golden files that no registered game and variant asks for any more. */
export function strayGoldenFiles(): string[] {
  const wanted = new Set(playthroughs().map((p) => p.file));
  // The shared folder and each test game's own.
  const dirs = new Set([GOLDEN_DIR, ...[...wanted].map((f) => dirname(f))]);
  return [...dirs].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .map((f) => join(dir, f))
          .filter((f) => !wanted.has(f))
      : [],
  );
}

export function playthroughConfig(game: AnyGame, variant: string): Config {
  const info = variantOf(game, variant);
  return makeConfig(game, variant, info.defaultPlayers, `golden-${game.id}-${variant}`, {}, DEALS);
}

/** The text of a playthrough file. */
export function playthroughText(game: AnyGame, variant: string): string {
  const config = playthroughConfig(game, variant);
  const played = play(config, MAX_DECISIONS);
  const { players } = config;
  const out: string[] = [];
  const views = (step: number, state: unknown): void => {
    for (let s = 0; s < players; s++) out.push(JSON.stringify({ step, seat: s, view: game.view(state, s) }));
    out.push(JSON.stringify({ step, seat: null, view: game.view(state, null) }));
  };
  out.push(
    JSON.stringify({
      playthrough: `${game.id}/${variant}`,
      players,
      seed: config.seed,
      seats: 'bot:random',
      options: config.options,
      steps: played.steps.length,
      status: played.status,
    }),
  );
  views(0, played.initial);
  played.steps.forEach((st, i) => {
    const entry: Record<string, unknown> = {
      step: i + 1,
      kind: st.kind,
      seat: st.seat,
      action: game.actionKey(st.action),
      lines: st.lines,
    };
    if (game.audience)
      entry['audience'] = st.lines.map((l) => (l.type === 'match' || l.type === 'undo' ? 'all' : game.audience!(st.pre, l)));
    out.push(JSON.stringify(entry));
    views(i + 1, st.state);
  });
  out.push(JSON.stringify({ trailing: played.trailing, result: game.result(played.final), returns: game.returns(played.final) }));
  return out.join('\n') + '\n';
}
