// The menu's Statistics row: the figures of `cardtable stats --json` on the same folder (the fixture
// histories of test/cli/stats.test.ts), read in the background, scrolled, and Esc back to the menu.
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { statsShownIn } from '../../src/cli/stats.js';
import { GAMES } from '../../src/games/registry.js';
import { Menu } from '../../src/ui/menu.js';
import type { StatsLoader } from '../../src/ui/stats-panel.js';
import { builtCli, ROOT, run } from '../cli/run.js';
import { plain } from './fixtures.js';

const DIR = join(ROOT, 'test/fixtures/stats');
builtCli();

async function frameWhere(app: { lastFrame(): string | undefined }, ok: (frame: string) => boolean): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const f = plain(app.lastFrame());
    if (ok(f)) return f;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no such frame; last:\n${plain(app.lastFrame())}`);
}

const signed = (x: number): string => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x).toFixed(2)}`;
const whole = (x: number): string => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x)}`;

interface JsonPlayer {
  name: string;
  human: boolean;
  matches: number;
  deals: number;
  result: { mean: number; ci95: [number, number] };
  tricks: number;
  best: { result: number; deal: number } | null;
}

describe('menu Statistics and Learn', () => {
  it('shows the figures of `cardtable stats --json` for every player of every game, then Esc returns to the menu', async () => {
    const json = JSON.parse(run(['stats', '--json', '--dir', DIR]).stdout) as {
      files: { read: number; skipped: number };
      games: { game: string; matches: number; deals: number; players: JsonPlayer[] }[];
    };
    const progress: [number, number][] = [];
    const load: StatsLoader = (p, signal) => statsShownIn(DIR, (done, of) => (progress.push([done, of]), p(done, of)), signal);
    const app = render(<Menu games={GAMES} onDone={vi.fn()} stats={load} />);
    await frameWhere(app, (f) => f.includes('❯ Game'));
    // ↑ from the first row: Statistics, the last.
    app.stdin.write('\u001B[A');
    await frameWhere(app, (f) => /❯ +▶ Statistics/.test(f));
    app.stdin.write('\r');
    let f = await frameWhere(app, (x) => x.includes('statistics of your saved matches') && /lines 1–\d+ of \d+/.test(x));
    const total = Number(/lines 1–\d+ of (\d+)/.exec(f)![1]);
    // Page through the panel, keeping every line once.
    const seen: string[] = [];
    for (;;) {
      const m = /lines (\d+)–(\d+) of/.exec(f)!;
      const body = f.split('\n').slice(2, 2 + Number(m[2]) - Number(m[1]) + 1);
      body.forEach((l, i) => (seen[Number(m[1]) - 1 + i] = l));
      if (Number(m[2]) >= total) break;
      const at = m[0];
      app.stdin.write(' ');
      f = await frameWhere(app, (x) => /lines (\d+)–(\d+) of/.test(x) && !x.includes(at));
    }
    const text = seen.join('\n');
    for (const g of json.games) {
      const name = GAMES.find((e) => e.id === g.game)!.name;
      const start = seen.findIndex((l) => l.startsWith(`${name}: ${g.matches} match`));
      expect(start, name).toBeGreaterThanOrEqual(0);
      expect(seen[start]).toContain(`${g.deals} deals`);
      for (const p of g.players) {
        const label = `${p.name}${p.human ? '' : ' (bot)'}`;
        const row = seen.slice(start).find((l) => l.trim().startsWith(`${label}  `))!;
        const cells = row.trim().split(/ {2,}/);
        expect(cells, `${name} ${label}`).toEqual([
          label,
          String(p.matches),
          String(p.deals),
          signed(p.result.mean),
          `${signed(p.result.ci95[0])} to ${signed(p.result.ci95[1])}`,
          String(p.tricks),
          p.best ? `${whole(p.best.result)} (deal ${p.best.deal})` : '-',
        ]);
      }
    }
    expect(text).toContain(`${json.files.skipped} files were left out`);
    // Read in the background: progress was heard file by file.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every(([, of]) => of === json.files.read + json.files.skipped)).toBe(true);
    app.stdin.write('\u001B');
    await frameWhere(app, (x) => x.includes('set up a match'));
    app.unmount();
  });

  it('Learn, just above it, ends the menu with the chosen game and variant to learn', async () => {
    const onDone = vi.fn();
    const app = render(<Menu games={GAMES} onDone={onDone} />);
    await frameWhere(app, (f) => f.includes('❯ Game'));
    app.stdin.write('\u001B[C');
    await frameWhere(app, (f) => /❯ Game +◀ (?!Lupfen)/.test(f));
    const game = GAMES.filter((g) => g.game)[1]!;
    app.stdin.write('\u001B[A');
    await frameWhere(app, (f) => /❯ +▶ Statistics/.test(f));
    app.stdin.write('\u001B[A');
    await frameWhere(app, (f) => new RegExp(`❯ +▶ Learn ${game.name}`).test(f));
    app.stdin.write('\r');
    await frameWhere(app, () => onDone.mock.calls.length > 0);
    expect(onDone.mock.calls[0]![0]).toMatchObject({ game: game.id, learn: true, match: { variant: game.game!.defaultVariant } });
    app.unmount();
  });
});
