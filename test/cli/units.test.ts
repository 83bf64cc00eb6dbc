// What a file's amounts count is its variant's, not its game's (unitOfVariant: Fipsen's
// Thedinghausen counts cents, its other variants points): `replay`'s closing balances and `review`'s
// results name that unit, for every registered variant (the replay as the command prints it to a
// pipe: replay-text.ts; the command itself waits for its output to drain, which runHere does not).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndLine } from '../../src/core/history-lines.js';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { unitOfVariant } from '../../src/contract/game.js';
import { GAMES } from '../../src/games/registry.js';
import { replayText } from '../../src/ui/replay-text.js';
import { signedAmount } from '../../src/ui/standing.js';
import { makeConfig, play } from '../conformance/harness.js';
import { tempDir } from '../engine/helpers.js';
import { runHere } from './here.js';

const rows = GAMES.flatMap((e) =>
  e.game
    ? e.game.variants.map((v) => ({ label: `${e.id} ${v.id}`, entry: e, game: e.game!, variant: v, unit: unitOfVariant(e.game!, v.id) }))
    : [],
);
/** Variants whose amounts are not in their game's unit: where naming the game's unit goes wrong. */
const ownUnit = rows.filter((r) => r.unit !== r.game.unit);

/** A finished one-deal (or one-game) match of the variant by random bots, as a file. */
function matchFile(r: (typeof rows)[number]): { file: string; end: EndLine } {
  const played = play(makeConfig(r.game, r.variant.id, r.variant.defaultPlayers, `unit-${r.label}`, {}, 1), 2000);
  const end = played.text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string })
    .at(-1) as EndLine;
  expect(end.type).toBe('end');
  const file = join(tempDir(), `${r.entry.id}-${r.variant.id}.jsonl`);
  writeFileSync(file, played.text);
  return { file, end };
}

describe('a file names its amounts in its variant’s unit', () => {
  it('Thedinghausen counts cents where Fipsen counts points', () => {
    expect(ownUnit.map((r) => [r.label, r.game.unit, r.unit])).toEqual([['fipsen thedinghausen', 'points', 'cents']]);
  });

  it.each(rows.map((r) => [r.label, r] as const))('%s: replay closes with the final balances in its unit', async (_label, r) => {
    const { file, end } = matchFile(r);
    const parsed = readHistoryFile(file);
    if (!parsed.ok) throw new Error(parsed.reason);
    const out = await replayText(r.game, r.entry.ui!, parsed.value);
    expect(out.error).toBeNull();
    const names = Array.from({ length: end.totals.length }, (_, i) => `Seat ${i}`);
    expect(out.text.trimEnd().split('\n').at(-1)).toBe(
      `Final balances: ${names.map((n, i) => `${n} ${signedAmount(end.totals[i]!)}`).join(', ')} ${r.unit}.`,
    );
  });

  it.each(ownUnit.map((r) => [r.label, r] as const))('%s: review gives the deal’s result in its unit', async (_label, r) => {
    const { file } = matchFile(r);
    const out = await runHere(['review', file, '--deal', '1']);
    expect(out.stderr).toBe('');
    expect(out.stdout.split('\n')[0]).toMatch(new RegExp(`^Deal 1 · Seat 0: [-+]?\\d+ ${r.unit} in this deal$`));
    expect(out.stdout).toContain(`in ${r.unit} of lead over the others, as its search`);
  });
});
