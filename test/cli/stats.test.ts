// `cardtable stats` over test/fixtures/stats: five good histories (two Lupfen matches with Ana
// human in both at different seats, one Kloepper, a finished and an unfinished Tøppen match whose
// last line is cut off), one whose settle line was altered and one that is not JSON. Every figure
// below was counted by hand from the files (deltas of the settle lines, winners of the trick
// lines, call lines by deal), not by the code under test.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectStats, statsJson } from '../../src/cli/stats.js';
import type { PlayerFigures } from '../../src/engine/player-stats.js';
import { dealWentWell } from '../../src/engine/player-stats.js';
import { tempDir } from '../engine/helpers.js';
import { ROOT, builtCli, run } from './run.js';

const DIR = join(ROOT, 'test/fixtures/stats');

builtCli();

type Counted = [matches: number, deals: number, total: number, tricks: number, calls: Record<string, [number, number]>, best: number];
/** name → [matches, deals, sum of deltas, tricks won, call stat → [deals called, went well], best deal]. */
const HAND_COUNT: Record<string, Record<string, Counted>> = {
  lupfen: {
    Ana: [2, 4, -4, 2, { lifts: [2, 1], joins: [0, 0] }, 1],
    Ben: [2, 4, -15, 1, { lifts: [2, 0], joins: [0, 0] }, -1],
    Cleo: [2, 4, 9, 3, { lifts: [0, 0], joins: [2, 1] }, 22],
    Dan: [1, 2, -6, 2, { lifts: [0, 0], joins: [2, 1] }, 5],
    Eve: [1, 2, 16, 4, { lifts: [0, 0], joins: [2, 2] }, 11],
  },
  kloepper: {
    Ana: [1, 2, 2, 4, { alone: [1, 0], calls: [1, 1], knocks: [1, 0], counters: [0, 0] }, 2],
    Ben: [1, 2, 60, 3, { alone: [0, 0], calls: [0, 0], knocks: [0, 0], counters: [0, 0] }, 60],
    Cleo: [1, 2, 60, 0, { alone: [0, 0], calls: [0, 0], knocks: [0, 0], counters: [1, 1] }, 60],
    Dan: [1, 2, 62, 0, { alone: [0, 0], calls: [0, 0], knocks: [0, 0], counters: [0, 0] }, 60],
  },
  toeppen: {
    // Fines: the best deal is the fewest fines, and a call went well when the seat was fined less than the average.
    Ana: [2, 3, 2, 0, { knocks: [1, 1], folds: [2, 1] }, 0],
    Ben: [2, 3, 2, 1, { knocks: [1, 1], folds: [2, 0] }, 0],
    Cleo: [2, 3, 6, 1, { knocks: [1, 0], folds: [3, 0] }, 1],
    Dan: [2, 3, 2, 0, { knocks: [1, 1], folds: [2, 1] }, 0],
  },
};

const counted = (p: PlayerFigures): Counted => [
  p.matches,
  p.deals,
  p.total,
  p.tricks,
  Object.fromEntries(Object.entries(p.calls).map(([k, c]) => [k, [c.deals, c.won]])),
  p.best!.result,
];

describe('cardtable stats', () => {
  it('equals a hand count of the fixture histories, per game and player name', () => {
    const run = collectStats({ dir: DIR });
    expect(run.read).toBe(5);
    expect(run.games.map((g) => [g.game, g.matches, g.deals])).toEqual([
      ['lupfen', 2, 4],
      ['kloepper', 1, 2],
      ['toeppen', 2, 3],
    ]);
    for (const g of run.games) {
      expect(Object.fromEntries(g.players.map((p) => [p.name, counted(p)]))).toEqual(HAND_COUNT[g.game]);
    }
    const lupfen = run.games[0]!;
    // Most deals first, then by name; Ana is human in both Lupfen files, at seat 0 and at seat 1.
    expect(lupfen.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cleo', 'Dan', 'Eve']);
    expect(lupfen.players.map((p) => p.human)).toEqual([true, false, false, false, false]);
    // Ana's deltas are -1, -1, -3, +1: mean -1, sample variance 8/3, half-width 1.96·√(8/3/4).
    const ana = lupfen.players[0]!;
    expect(ana.mean).toBe(-1);
    expect(ana.ci95[0]).toBeCloseTo(-1 - 1.959964 * Math.sqrt(8 / 3 / 4), 9);
    expect(ana.ci95[1]).toBeCloseTo(-1 + 1.959964 * Math.sqrt(8 / 3 / 4), 9);
    expect(ana.best).toEqual({ result: 1, file: join(DIR, '2026-11-21_10-00-00_lupfen-classic.jsonl'), deal: 2 });
  });

  it('skips a corrupt file and a file the rules do not reproduce, saying which and why', () => {
    const run = collectStats({ dir: DIR });
    expect(run.skipped.map((s) => s.file)).toEqual([
      join(DIR, '2026-11-25_10-00-00_kloepper-standard.jsonl'),
      join(DIR, '2026-11-25_11-00-00_lupfen-classic.jsonl'),
    ]);
    expect(run.skipped[0]!.why).toContain('2026-11-25_10-00-00_kloepper-standard.jsonl:34: settle differs');
    expect(run.skipped[1]!.why).toContain('2026-11-25_11-00-00_lupfen-classic.jsonl:1: not valid JSON');
  });

  it('--game and --variant keep only those matches', () => {
    const run = collectStats({ dir: DIR, game: 'toeppen' });
    expect(run.games.map((g) => g.game)).toEqual(['toeppen']);
    expect(run.games[0]!.players.find((p) => p.name === 'Cleo')!.total).toBe(6);
    const none = collectStats({ dir: DIR, game: 'lupfen', variant: 'vorarlberg' });
    expect(none.games).toEqual([]);
  });

  it('a call went well when the deal beat the table average (fewer fines where the game counts fines)', () => {
    expect(dealWentWell('constant-sum', [3, -1, -1, -1], 0)).toBe(true);
    expect(dealWentWell('constant-sum', [-1, -1, -1, -1], 0)).toBe(false);
    expect(dealWentWell('fines', [0, 4, 0, 0], 0)).toBe(true);
    expect(dealWentWell('fines', [0, 4, 0, 0], 1)).toBe(false);
  });

  it('prints the tables, and the JSON of docs/stats-json.md, with one stderr line per skipped file', () => {
    const r = run(['stats', '--dir', DIR]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Lupfen: 2 matches, 4 deals; results in chips per deal');
    const anaRow = r.stdout.split('\n').find((l) => l.startsWith('  Ana '))!;
    expect(anaRow.trim().split(/\s{2,}/)).toEqual(['Ana', '2', '4', '-1.00', '-2.60 to +0.60', '2', '+1 (deal 2)']);
    expect(r.stdout).toContain('Tøppen: 2 matches, 3 deals; results in fines per deal');
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    expect(r.stderr).toMatch(/^cardtable: skipped .*2026-11-25_11-00-00_lupfen-classic\.jsonl:1: not valid JSON/m);
    const j = run(['stats', '--dir', DIR, '--json', '--game', 'kloepper']);
    expect(j.code).toBe(0);
    const parsed = JSON.parse(j.stdout);
    expect(parsed).toEqual(JSON.parse(statsJson(collectStats({ dir: DIR, game: 'kloepper' }))));
    expect(parsed.format).toBe('cardtable-stats');
    // The file that is not JSON cannot say which game it holds, so it is skipped under any --game.
    expect(parsed.files).toEqual({ read: 1, skipped: 2 });
    expect(parsed.games[0].players[3]).toMatchObject({ name: 'Dan', deals: 2, result: { total: 62, mean: 31 }, tricks: 0 });
  });

  it('bad options: one line, exit 2', () => {
    const cases: [string[], RegExp][] = [
      [['stats', '--variant', 'classic'], /^cardtable: --variant needs --game/],
      [['stats', '--game', 'chess'], /^cardtable: unknown game "chess"; games: lupfen/],
      [['stats', '--game', 'lupfen', '--variant', 'x'], /^cardtable: unknown variant "x" of lupfen; variants: /],
      [['stats', '--dir', join(DIR, 'missing')], /^cardtable: --dir ".*missing" does not exist/],
      [['stats', '--dir', join(DIR, 'README.txt')], /^cardtable: --dir ".*README.txt" is not a folder/],
    ];
    for (const [args, want] of cases) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(want);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
  });

  it('an empty folder says there is nothing yet', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const r = run(['stats', '--dir', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`No saved matches in ${dir}.\n`);
  });
});
