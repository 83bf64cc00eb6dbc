// Rewrites the conformance suite's golden playthroughs (test/conformance/golden/), one per game and
// variant. Run it ONLY when a change of a game's rules or views is intended (or a game or variant
// is new), and say so in the commit: otherwise a diff against these files is the bug.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { gamesUnderTest } from '../test/conformance/harness.js';
import { GOLDEN_DIR, playthroughText, playthroughs, strayGoldenFiles } from '../test/conformance/playthrough.js';

mkdirSync(GOLDEN_DIR, { recursive: true });
for (const stray of strayGoldenFiles()) {
  rmSync(stray);
  process.stdout.write(`removed ${basename(stray)} (no such game or variant)\n`);
}
const games = new Map(gamesUnderTest().map((g) => [g.id, g.game]));
for (const p of playthroughs()) {
  const text = playthroughText(games.get(p.gameId)!, p.variant);
  mkdirSync(dirname(p.file), { recursive: true });
  writeFileSync(p.file, text);
  process.stdout.write(`wrote ${basename(p.file)} (${text.split('\n').length - 1} lines, ${Math.round(text.length / 1024)} KB)\n`);
}
