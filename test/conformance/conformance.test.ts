// The conformance suite (issue 10, §3): every playable game in src/games/registry.ts, and the
// engine tests' toy game, every variant at its minimum, default and maximum player counts.
// A game gets all of it by being registered; see harness.ts for what each check means.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { checkPlayout, checkTwins, gamesUnderTest, makeConfig, playerCounts, randomHouseRules } from './harness.js';
import { RECORD_COMMAND, playthroughText, playthroughs, strayGoldenFiles } from './playthrough.js';
import { checkDeterminism, checkReplay, checkRerun, firstLineDifference, playThroughFile } from './roundtrip.js';

/** Deals per match where the variant has a length option, and asked decisions before the players quit. */
const DEALS = 10;
const MAX_DECISIONS = 150;
/**
 * Decisions per variant and player count, over at most MAX_MATCHES matches: at least two matches,
 * the default rules and house rules drawn at random (short games play more).
 */
const TARGET_DECISIONS = 200;
const MAX_MATCHES = 8;

const games = gamesUnderTest();

describe.each(games.map((g) => [g.id, g] as const))('%s conforms', (_id, { game }) => {
  const cases = game.variants.flatMap((v) => playerCounts(v).map((players) => [`${v.id}, ${players} players`, v.id, players] as const));

  it.each(cases)('%s: playouts conserve the pack, act legally, round-trip, repeat, keep hidden cards hidden', (_name, variant, players) => {
    const seedBase = `conformance-${game.id}-${variant}-${players}`;
    const houseRng = Rng.fromSeed(`${seedBase}-rules`);
    // Default rules first, then house rules drawn at random (rule branches off the default
    // path), match after match until the decisions add up (short games play more matches).
    const configs = Array.from({ length: MAX_MATCHES }, (_, i) =>
      makeConfig(game, variant, players, `${seedBase}-${i}`, i === 0 ? {} : randomHouseRules(game, variant, players, houseRng), DEALS),
    );
    let decisions = 0;
    let twins = 0;
    for (const config of configs) {
      if (decisions >= TARGET_DECISIONS) break;
      const { played, fileText, read } = playThroughFile(config, MAX_DECISIONS);
      // 1 and the view half of 4, step by step.
      const counted = checkPlayout(played);
      decisions += counted.decisions;
      expect(counted.deals, `${config.label}: deals played`).toBeGreaterThan(0);
      // 3: the same seed and seats give the same file, byte for byte.
      checkDeterminism(config, played, MAX_DECISIONS);
      // 2: writer → reader → replay, and the file's decisions rerun into a new sink.
      checkRerun(config, checkReplay(config, played, fileText, read), fileText);
      // 4: twins that differ only in cards hidden from a seat.
      twins += checkTwins(played, Rng.fromSeed(`${config.seed}-twins`)).compared;
    }
    expect(decisions, 'decisions taken').toBeGreaterThanOrEqual(game.id === 'toy' ? 20 : TARGET_DECISIONS);
    expect(twins, 'twin deals compared').toBeGreaterThan(0);
  });
});

describe('golden playthroughs', () => {
  const games_ = new Map(games.map((g) => [g.id, g.game]));
  it.each(playthroughs().map((p) => [basename(p.file), p] as const))('%s is what the game plays and shows today', (_name, p) => {
    if (!existsSync(p.file)) {
      throw new Error(
        `${p.gameId}/${p.variant} has no golden playthrough ${basename(p.file)}: run \`${RECORD_COMMAND}\` and commit test/conformance/golden/`,
      );
    }
    const want = readFileSync(p.file, 'utf8');
    const got = playthroughText(games_.get(p.gameId)!, p.variant);
    if (got !== want) {
      throw new Error(
        `${basename(p.file)} differs from today's play at ${firstLineDifference(want, got)}\n` +
          `If the change of rules or views is intended, run \`${RECORD_COMMAND}\` and say why in the commit.`,
      );
    }
  });

  it('has no golden file for a game or variant that is not registered', () => {
    expect(strayGoldenFiles().map((f) => basename(f))).toEqual([]);
  });
});
