// End-to-end: the deal review and "play it again" on the built binary, in a pseudo-terminal.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { CLI, KEY, nextQuestion, Table, tempDir } from './pty.js';

/** The histories in `dir` (the writer's lock sits beside each while it writes). */
const histories = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.jsonl') && !f.startsWith('.'));

/** Answers every question with Enter (the first choice) until `stop` shows. */
async function enterUntil(t: Table, stop: RegExp, last = ''): Promise<string> {
  for (let step = 0; step < 60; step++) {
    const s = await nextQuestion(t, last, new RegExp(`${stop.source}|Enter (play|confirm|ok)`));
    if (stop.test(s)) return s;
    last = s;
    t.press(KEY.enter);
  }
  throw new Error(`never showed ${String(stop)}`);
}

describe('deal review in a terminal', () => {
  it('r on the summary reviews the deal (the numbers of cardtable review); p plays it again as a branch of its own', async () => {
    const dir = tempDir('review');
    const t = new Table(
      [
        'toeppen',
        '--seats',
        'human,bot:normal,bot:normal,bot:normal',
        '--seed',
        '7',
        '--deals',
        '2',
        '--speed',
        'instant',
        '--record',
        dir,
      ],
      { cols: 80, rows: 24 },
    );
    await enterUntil(t, /r reviews the deal/);
    t.press('r');
    await t.waitFor(/Reviewing decision \d+ of \d+…/);
    const review = await t.waitFor('Decisions, costliest first', 120_000);
    expect(review).toContain('Review of deal 1');
    const [source] = histories(dir);
    const path = join(dir, source!);
    // The first decision listed is the costliest one `cardtable review` lists for the same file.
    const cli = spawnSync(process.execPath, [CLI, 'review', path, '--deal', '1'], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'false' },
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    const top = /^ {2}(#\d+) +(\d+\.\d\d) /m.exec(cli.stdout)!;
    const shown = /▸ (#\d+) +(\d+\.\d\d) /.exec(review)!;
    expect([shown[1], shown[2]]).toEqual([top[1], top[2]]);
    const mattered = /^Mattered most: (.*), about (\d+\.\d\d) /m.exec(cli.stdout);
    if (mattered) expect(review.replace(/\s*│\s*/g, ' ')).toContain(`Mattered most: ${mattered[1]}, about ${mattered[2]}`);

    // p: the same deal again from the selected decision, the practice in the header.
    t.press('p');
    const practice = await t.waitFor(`practice: deal 1 from ${shown[1]}`);
    expect(practice).toContain('resumed here');
    await enterUntil(t, /Press Enter to end this practice/);
    t.press(KEY.enter);
    await t.waitFor(/Press Enter to continue · r reviews the deal/);
    const files = histories(dir).sort();
    expect(files).toHaveLength(2);
    const branch = files.find((f) => f !== source)!;
    const match = historyLines(join(dir, branch))[0]!;
    expect(match['branchOf']).toMatchObject({ file: source, deal: 1 });
    const check = spawnSync(process.execPath, [CLI, 'check', join(dir, branch)], { encoding: 'utf8' });
    expect(check.stdout).toMatch(/: ok, \d+ lines, 1 deal, unfinished \(resumable\)/);

    t.press('q');
    await t.waitFor('y quit · n keep playing');
    t.press('y');
    expect(await t.exited).toBe(0);
  }, 240_000);

  it('--no-record: p plays the deal again from the lines kept in memory, its file in a temporary folder that is gone after', async () => {
    // The program's own temporary folder (os.tmpdir() reads TMPDIR): only the practice's can be in it.
    const tmp = tempDir('review-tmp');
    // Lupfen seed 3: the human's one question, "Play or drop?", has Drop preselected, so Enter drops.
    const t = new Table(
      ['lupfen', '--seats', 'human,bot:normal,bot:normal,bot:normal', '--seed', '3', '--deals', '2', '--speed', 'instant', '--no-record'],
      { cols: 80, rows: 24, env: { TMPDIR: tmp } },
    );
    await enterUntil(t, /r reviews the deal/);
    t.press('r');
    await t.waitFor('Decisions, costliest first');
    expect(t.text()).toContain('p play it again');
    t.press('p');
    // The practice's header, and the player asked the deal's question again.
    await t.waitFor((x) => x.includes('practice: deal 1 from #1') && x.includes('Play or drop?'));
    const [folder, ...others] = readdirSync(tmp);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^cardtable-practice-/);
    expect(histories(join(tmp, folder!))).toHaveLength(1);
    await enterUntil(t, /Press Enter to end this practice/);
    t.press(KEY.enter);
    await t.waitFor('Practice not saved (--no-record).');
    expect(readdirSync(tmp)).toEqual([]);

    t.press('q');
    await t.waitFor('y quit · n keep playing');
    t.press('y');
    expect(await t.exited).toBe(0);
    expect(t.raw).toContain('The match was not recorded (--no-record).');
  }, 120_000);
});
