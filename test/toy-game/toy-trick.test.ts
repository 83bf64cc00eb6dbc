// Toy Trick, the tests' example game: its rules in one seeded-free deal, and that it stays out of
// the product while every suite over every game runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import type { GameLine } from '../../src/core/history-lines.js';
import { listText } from '../../src/cli/list.js';
import { GAME_IDS, GAMES } from '../../src/games/registry.js';
import { gamesUnderTest } from '../conformance/harness.js';
import { entriesUnderTest } from '../test-registry.js';
import { toyTrick } from './index.js';
import { playAction, trumpAction } from './rules.js';
import type { ToyTrickState } from './types.js';

/** Plays `actions` from `s`, the lines they write collected. */
function run(s: ToyTrickState, actions: Parameters<typeof toyTrick.apply>[1][]): { s: ToyTrickState; lines: GameLine[] } {
  const lines: GameLine[] = [];
  for (const a of actions) s = toyTrick.apply(s, a, lines);
  return { s, lines };
}

describe('Toy Trick', () => {
  const options = toyTrick.resolveOptions('plain', 3, { deals: '1' });
  if (!options.ok) throw new Error(options.reason);
  const hands: Card[][] = [
    ['AC', 'KC', 'QC', 'AS'],
    ['AD', 'KD', 'QD', 'KS'],
    ['AH', 'KH', 'QH', 'QS'],
  ];

  it('the forehand names trumps, a trump takes the trick, one point a trick, the most points win', () => {
    const dealt = run(toyTrick.setup({ variant: 'plain', players: 3, options: options.value }), [{ kind: 'deal', hands }]).s;
    expect(toyTrick.turn(dealt)).toEqual({ kind: 'decide', seat: 1 });
    const plays = (cards: Card[]) => cards.map(playAction);
    const { s, lines } = run(dealt, [
      trumpAction('H'),
      // Seat 2 has no diamond and trumps; seat 0 has none either and throws a club.
      ...plays(['AD', 'QH', 'AC']),
      ...plays(['AH', 'AS', 'KS']),
      ...plays(['KH', 'KC', 'KD']),
      ...plays(['QS', 'QC', 'QD']),
    ]);
    expect(lines.filter((l) => l.type === 'trick').map((l) => (l.type === 'trick' ? [l.leader, l.winner] : []))).toEqual([
      [1, 2],
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
    expect(lines.filter((l) => l.type === 'settle' || l.type === 'end')).toEqual([
      { type: 'settle', deal: 1, delta: [0, 0, 4], totals: [0, 0, 4], note: 'one point a trick' },
      { type: 'end', totals: [0, 0, 4], winners: [2], reason: 'deals' },
    ]);
    expect(toyTrick.result(s)).toEqual({ totals: [0, 0, 4], winners: [2], reason: 'deals' });
  });

  it('without the trump call the forehand leads at once and a led suit is followed', () => {
    const off = toyTrick.resolveOptions('plain', 3, { trump_call: 'false' });
    if (!off.ok) throw new Error(off.reason);
    const { s } = run(toyTrick.setup({ variant: 'plain', players: 3, options: off.value }), [{ kind: 'deal', hands }, playAction('KS')]);
    expect(toyTrick.legalActions(s).map((a) => toyTrick.actionKey(a))).toEqual(['play:QS']);
  });
});

describe('registered only in the tests', () => {
  it('is in the tests’ registry and the suites’ list of games, not in the product’s registry or `cardtable list`', () => {
    expect(entriesUnderTest().map((e) => e.id)).toContain('toytrick');
    expect(gamesUnderTest().map((g) => g.id)).toContain('toytrick');
    expect(GAME_IDS).not.toContain('toytrick');
    expect(GAMES.map((e) => e.id)).not.toContain('toytrick');
    expect(listText()).not.toMatch(/toytrick|Toy Trick/);
  });

  it('is not in the built program', () => {
    const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length, 'dist/ is built (npm run build)').toBeGreaterThan(0);
    expect(files.filter((f) => readFileSync(join(f.parentPath, f.name), 'utf8').includes('toytrick')).map((f) => f.name)).toEqual([]);
  });
});
