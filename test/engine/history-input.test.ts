// Issue 16 §5: what a history line may hold. End reasons are the game's own, a key is given once,
// option keys that name JavaScript's object machinery are unknown options like any other, and a
// field a writer added to a call line is ignored the same way in every game (history.md: "add
// fields freely").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../src/bots/random.js';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { duplicateKey, parseHistory } from '../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../src/engine/match.js';
import { replayHistory } from '../../src/engine/replay.js';
import type { AnyGame } from '../../src/contract/game.js';
import { entriesUnderTest } from '../test-registry.js';
import { CLASSIC_4P } from '../examples.js';
import { STARTED } from './helpers.js';

const games = entriesUnderTest().flatMap((g) => (g.game ? [g.game] : []));

/** A whole random match of `game` (default variant, a short match) as history lines. */
function played(game: AnyGame, seed: string): HistoryLine[] {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const players = variant.defaultPlayers;
  const raw: Record<string, string> = {};
  if (variant.lengthKey) raw[variant.lengthKey] = '4';
  const options = game.resolveOptions(variant.id, players, raw);
  if (!options.ok) throw new Error(options.reason);
  const sink = new MemorySink();
  runMatchSync(
    {
      game,
      variant: variant.id,
      players,
      options: options.value,
      seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' })),
      agents: Array.from({ length: players }, () => randomAgent()),
      seed,
      startedAt: STARTED,
    },
    { sink },
  );
  return sink.lines;
}

/** What `check` would say: the first read error, error or mismatch; null when the file is the match. */
function verdict(game: AnyGame, text: string): string | null {
  const parsed = parseHistory(text, 'f.jsonl');
  if (!parsed.ok) return parsed.reason;
  const report = replayHistory(game, parsed.value);
  return report.error ?? report.mismatches[0] ?? null;
}

const text = (lines: readonly object[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

describe("end reasons are the game's own", () => {
  it.each(games.map((g) => [g.id, g] as const))('%s: an end word the game never writes is a mismatch naming its words', (_id, game) => {
    const lines = played(game, 'end-words');
    const end = lines.at(-1)!;
    expect(end.type).toBe('end');
    expect(verdict(game, text(lines))).toBeNull();
    const foreign = ['pot-empty', 'target', 'deals'].find((w) => !game.endReasons.includes(w));
    if (!foreign) return; // Lupfen writes all three.
    const bad = text([...lines.slice(0, -1), { ...end, reason: foreign }]);
    expect(verdict(game, bad)).toBe(
      `f.jsonl:${lines.length}: end differs (file vs rules): reason "${foreign}" is not a ${game.name} ending (${game.endReasons.join(', ')}); the rules give "${(end as { reason: string }).reason}"`,
    );
  });

  it('a game without a "pot-empty" ending refuses it; Lupfen alone takes it for "deals" (its own rule)', () => {
    const byId = Object.fromEntries(games.map((g) => [g.id, g]));
    const without = games.filter((g) => !g.endReasons.includes('pot-empty'));
    expect(without.length).toBe(games.length - 1);
    for (const game of without) {
      const lines = played(game, 'pe');
      expect(verdict(game, text([...lines.slice(0, -1), { ...lines.at(-1)!, reason: 'pot-empty' }]))).toContain(
        `: end differs (file vs rules): reason "pot-empty" is not a ${game.name} ending`,
      );
    }
    const classic = readFileSync(CLASSIC_4P, 'utf8');
    expect(classic).toContain('"reason":"deals"');
    expect(verdict(byId['lupfen']!, classic.replace('"reason":"deals"', '"reason":"pot-empty"'))).toBeNull();
  });
});

describe('a key is given once per object', () => {
  it('finds a key given twice, decoded, at any depth; strings that look like keys are not keys', () => {
    expect(duplicateKey('{"a":1,"b":2}')).toBeNull();
    expect(duplicateKey('{"a":1,"a":2}')).toBe('a');
    expect(duplicateKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(duplicateKey('{"x":{"a":1,"b":{"a":2}},"a":[{"a":1},{"a":1}]}')).toBeNull();
    expect(duplicateKey('{"x":[{"k":1,"k":2}]}')).toBe('k');
    expect(duplicateKey('{"s":"\\"a\\":1,\\"a\\":2","t":["a","a"]}')).toBeNull();
  });

  it('a line with a key twice is refused naming file, line and key', () => {
    const lines = readFileSync(CLASSIC_4P, 'utf8').split('\n');
    lines[2] = lines[2]!.replace('"seat":', '"seat":0,"seat":');
    const lupfen = games.find((g) => g.id === 'lupfen')!;
    expect(verdict(lupfen, lines.join('\n'))).toBe('f.jsonl:3: "call" line gives the key "seat" twice; a JSON object names each key once');
  });
});

describe('option keys of the object machinery are unknown options', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'toString'])('"%s" in options is refused as unknown', (key) => {
    const lupfen = games.find((g) => g.id === 'lupfen')!;
    const bad = readFileSync(CLASSIC_4P, 'utf8').replace('"ante":1,', `"ante":1,"${key}":1,`);
    expect(verdict(lupfen, bad)).toBe(
      `f.jsonl:1: unknown option "${key}" for lupfen classic; accepted: ante, min_price, max_price, deals, deck_style, no_trick_penalty`,
    );
  });
});

describe('a field a writer added to a call line is ignored alike in every game', () => {
  // The arguments the games' vocabularies give calls (rules/<game>.md: Lupfen's `amount` and
  // `blind`, Kloepper's `suit`), any others the played calls show, and a field no game knows: on a
  // call word that does not take it, each is a field a writer added, and says nothing.
  const args = new Map<string, unknown>([
    ['amount', 3],
    ['blind', true],
    ['suit', 'C'],
    ['x-writer', 'added'],
  ]);
  /** The words whose vocabulary lists the argument: there it is the call's own, not an addition. */
  const takenBy: Readonly<Record<string, readonly string[]>> = { amount: ['price'], blind: ['lift'], suit: ['call'] };
  const matches = games.map((g) => [g, played(g, 'extra-fields')] as const);
  for (const [, lines] of matches)
    for (const l of lines)
      if (l.type === 'call') for (const [k, val] of Object.entries(l)) if (!['type', 'deal', 'seat', 'call'].includes(k)) args.set(k, val);

  it.each(matches.map(([g, lines]) => [g.id, g, lines] as const))('%s', (_id, game, lines) => {
    expect(verdict(game, text(lines))).toBeNull();
    for (const [k, val] of args) {
      const withExtra = lines.map((l) => (l.type === 'call' && !(k in l) && !takenBy[k]?.includes(l.call) ? { ...l, [k]: val } : l));
      expect([k, verdict(game, text(withExtra))]).toEqual([k, null]);
    }
  });
});

describe('a settle that scores otherwise names both notes; a line owed is named with its article', () => {
  it('the notes of a differing line are shown, and a missing end line is "an end line"', () => {
    const lines = readFileSync(CLASSIC_4P, 'utf8').trimEnd().split('\n');
    const lupfen = games.find((g) => g.id === 'lupfen')!;
    const settle = lines.length - 1;
    // The last settle scored otherwise, and a deal where the rules end the match.
    lines[settle - 1] = lines[settle - 1]!.replace(
      '"delta":[0,-1,2,-1],"totals":[-13,3,-10,20]',
      '"delta":[0,-2,3,-1],"totals":[-13,2,-9,20]',
    ).replace(/"note":"[^"]*"/, '"note":"seat 2 takes all"');
    lines[settle] = lines[1]!.replace('"deal":1', '"deal":13');
    const parsed = parseHistory(lines.join('\n') + '\n', 'f.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const report = replayHistory(lupfen, parsed.value);
    expect(report.mismatches).toEqual([
      `f.jsonl:${settle}: settle differs (file vs rules): delta [0,-2,3,-1] vs [0,-1,2,-1]; totals [-13,2,-9,20] vs [-13,3,-10,20] (notes: "seat 2 takes all" vs "pot 6, 2 a trick, 0 to the lifter: seat 2 2 tricks, seat 0 1 trick")`,
      `f.jsonl:${settle + 1}: the rules give an end line before this one that the file lacks: {"type":"end","totals":[-13,3,-10,20],"winners":[3],"reason":"deals"}`,
    ]);
    expect(report.error).toBe(`f.jsonl:${settle + 1}: a deal line came while the rules expect no more moves (the match is over)`);
  });
});
