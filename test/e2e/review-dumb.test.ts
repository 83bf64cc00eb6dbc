// End-to-end: the deal review (`r`) and "play it again" (`p K`) at the line-by-line table
// (TERM=dumb), on the built binary in a pseudo-terminal.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { CLI, Table, tempDir } from './pty.js';

/** The histories in `dir` (the writer's lock sits beside each while it writes). */
const histories = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.jsonl') && !f.startsWith('.'));

/** Everything printed, as lines (the pseudo-terminal ends them with CR LF). */
const printed = (t: Table) => t.raw.replace(/\r\n/g, '\n');

/** How often `text` has been printed so far. */
const count = (t: Table, text: string) => printed(t).split(text).length - 1;

// Seed 3: Bot 2 lifts and names the price, and the one question of the human's deal is "Play or
// drop?"; dropping ends the deal without another one, so the review values a single decision.
const LUPFEN = ['lupfen', '--seats', 'human,bot:normal,bot:normal,bot:normal', '--seed', '3', '--deals', '1', '--speed', 'instant'];
const DUMB = { cols: 100, rows: 32, env: { TERM: 'dumb' } };

/**
 * An unrecorded Lupfen match at its first deal's summary (the human dropped), with the program's
 * own temporary folder (os.tmpdir() reads TMPDIR): only a practice's can be in it.
 */
async function unrecordedAtSummary(): Promise<{ t: Table; tmp: string }> {
  const tmp = tempDir('review-dumb-tmp');
  const t = new Table([...LUPFEN, '--no-record'], { ...DUMB, env: { ...DUMB.env, TMPDIR: tmp } });
  await t.waitFor('Play or drop?');
  t.press('d\r');
  await t.waitFor('Press Enter to go on · r review · ? keys (q quits).');
  return { t, tmp };
}

/**
 * The practice of seed 3's deal from "Play or drop?": plays, then answers each card question once
 * it is asked (U-Ro to follow Roses, then A-Be, then 10-Sh), and ends it at its summary.
 */
async function playPracticeThrough(t: Table): Promise<void> {
  t.press('y\r');
  for (const [i, card] of ['3', '1', '1'].entries()) {
    await t.waitFor(() => count(t, ': play a card ') === i + 1);
    t.press(`${card}\r`);
  }
  await t.waitFor(() => printed(t).includes('Press Enter to end this practice'));
  t.press('\r');
}

describe('deal review at the line-by-line table', () => {
  it('r prints the review cardtable review gives for the file (with its progress); p 1 plays the deal again as a branch, then back to the summary', async () => {
    const dir = tempDir('review-dumb');
    const t = new Table([...LUPFEN, '--record', dir], DUMB);
    await t.waitFor('Play or drop?');
    t.press('?\r');
    await t.waitFor("On the deal's summary: r reviews the deal, p K plays it again from your decision #K.");
    t.press('d\r');
    await t.waitFor('Press Enter to go on · r review · ? keys (q quits).');
    t.press('?\r');
    // The summary's own keys: "  q      quits" was printed already by the first question's `?`.
    await t.waitFor(() => printed(t).includes('\n  r      reviews the deal'));
    expect(printed(t)).toContain('\n  p K    plays the deal again from your decision #K');

    t.press('r\r');
    await t.waitFor(() => printed(t).includes('Press Enter to go on · r review · p K plays it again from decision #K'));
    const out = printed(t);
    const after = out.slice(out.indexOf('Reviewing deal 1… (Enter stops it)\n')).split('\n').slice(1);
    const progress = after.filter((l) => /^ {2}decision \d+ of \d+…$/.test(l));
    expect(progress).toEqual(['  decision 1 of 1…']);
    const shown = after.slice(
      progress.length,
      after.findIndex((l) => l.startsWith('Press Enter to go on')),
    );

    // The same text, the same numbers, as `cardtable review` for the saved file; only the way to
    // play a decision again is the table's.
    const [source] = histories(dir);
    const cli = spawnSync(process.execPath, [CLI, 'review', join(dir, source!), '--deal', '1'], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'false' },
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(shown.join('\n')).toBe(cli.stdout.trimEnd().replace('`--again #` plays', '`p #` plays'));
    expect(shown).toContain('  #1  3.94  before play  Drop  best: Play  Play -2.06 · Drop -6.00');
    expect(shown.at(-1)).toBe("Mattered most: before play, Drop instead of Play, about 3.94 chips by the search's estimate.");

    t.press('p 1\r');
    await t.waitFor('Practice: deal 1 again from your decision #1');
    await t.waitFor(() => count(t, 'Play or drop?') === 2);
    await playPracticeThrough(t);
    await t.waitFor('Back to deal 1 of the match.');
    const files = histories(dir).sort();
    expect(files).toHaveLength(2);
    const branch = files.find((f) => f !== source)!;
    expect(printed(t)).toContain(`The practice is saved in ${join(dir, branch)}. Back to deal 1 of the match.`);
    const lines = historyLines(join(dir, branch));
    expect(lines[0]!['branchOf']).toMatchObject({ file: source, deal: 1 });
    // The other line was taken this time: the human plays.
    expect(lines.filter((l) => l['type'] === 'call' && l['seat'] === 0).map((l) => l['call'])).toEqual(['join']);
    expect(lines.filter((l) => l['type'] === 'play' && l['seat'] === 0)).toHaveLength(3);
    const check = spawnSync(process.execPath, [CLI, 'check', join(dir, branch)], { encoding: 'utf8' });
    // The match's last deal played again: it stops at its settle, without the match's end line.
    expect(check.stdout).toMatch(/: ok, \d+ lines, 1 deal, over by the rules but without its end line \(`cardtable resume` writes it\)\n$/);

    // Back at the match's own summary, which goes on as before.
    await t.waitFor(() => count(t, 'Press Enter to go on · r review · p K') === 2);
    t.press('\r');
    await t.waitFor('Standings:');
    expect(await t.exited).toBe(0);
    expect(t.raw.includes('\u001b')).toBe(false);
  }, 120_000);

  it('the review is worked out while the table reads lines: Enter stops it, q leaves at once', async () => {
    // Tøppen seed 7: eight decisions to value, a few seconds of search.
    const t = new Table(
      ['toeppen', '--seats', 'human,bot:normal,bot:normal,bot:normal', '--seed', '7', '--deals', '2', '--speed', 'instant', '--no-record'],
      DUMB,
    );
    const summary = 'Press Enter to go on · r review · ? keys (q quits).';
    // Each question prints one "· your hand:" line; answered by staying in (pah to a knock, not the
    // fold Enter would take) or else the first card it takes.
    for (let asked = 0; !printed(t).includes(summary);) {
      await t.waitFor(() => count(t, ' · your hand: ') > asked || printed(t).includes(summary));
      if (printed(t).includes(summary)) break;
      asked = count(t, ' · your hand: ');
      for (const key of ['pah', 'stay', '', '1', '2', '3', '4']) {
        const refusals = () => count(t, 'is not one of') + count(t, 'Enter alone chooses nothing here');
        const refused = refusals();
        t.press(`${key}\r`);
        await t.waitFor(() => refusals() > refused || count(t, ' · your hand: ') > asked || printed(t).includes(summary));
        if (refusals() === refused) break;
      }
    }
    t.press('r\r');
    await t.waitFor(() => printed(t).includes('  decision 1 of 8…'));
    t.press('\r');
    await t.waitFor(() => printed(t).includes('Review stopped; r starts it again.'));
    expect(count(t, '  decision ')).toBeLessThan(8);
    expect(printed(t)).not.toContain('Decisions of You');
    t.press('r\r');
    await t.waitFor(() => count(t, '  decision 1 of 8…') === 2);
    t.press('q\r');
    expect(await t.exited).toBe(0);
    expect(printed(t)).not.toContain('Decisions of You');
    expect(printed(t)).toContain('The match was not recorded (--no-record).');
  }, 90_000);

  it('--no-record: r reviews, p 1 plays the branch from the lines kept in memory, in a temporary folder gone after', async () => {
    const { t, tmp } = await unrecordedAtSummary();
    t.press('?\r');
    await t.waitFor(() => printed(t).includes('  q      quits'));
    expect(printed(t)).toContain(
      '\n  p K    plays the deal again from your decision #K (the # of the review), a practice not kept (--no-record)\n',
    );
    t.press('r\r');
    await t.waitFor(() => printed(t).includes('Mattered most: before play, Drop instead of Play'));
    await t.waitFor(() => printed(t).includes('Press Enter to go on · r review · p K plays it again from decision #K'));
    expect(printed(t)).toContain("(#: the decision's number in the order played; `p #` plays the deal again from it):");
    t.press('p 1\r');
    await t.waitFor('Practice: deal 1 again from your decision #1');
    await t.waitFor(() => count(t, 'Play or drop?') === 2);
    const [folder, ...others] = readdirSync(tmp);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^cardtable-practice-/);
    expect(histories(join(tmp, folder!))).toHaveLength(1);
    await playPracticeThrough(t);
    await t.waitFor('Practice not saved (--no-record). Back to deal 1 of the match.');
    expect(readdirSync(tmp)).toEqual([]);
    await t.waitFor(() => count(t, 'Press Enter to go on · r review · p K') === 2);
    t.press('q\r');
    expect(await t.exited).toBe(0);
    expect(printed(t)).toContain('The match was not recorded (--no-record).');
  }, 60_000);

  it('--no-record: Ctrl-C in the practice ends the program as before, and its temporary folder with it', async () => {
    const { t, tmp } = await unrecordedAtSummary();
    t.press('p 1\r');
    await t.waitFor(() => count(t, 'Play or drop?') === 2);
    expect(readdirSync(tmp)).toHaveLength(1);
    t.press('\u0003');
    await t.exited;
    expect(readdirSync(tmp)).toEqual([]);
  }, 60_000);

  it('bots only: the summary offers no review', async () => {
    const t = new Table(
      ['lupfen', '--seats', 'bot:basic,bot:basic,bot:basic,bot:basic', '--seed', '3', '--deals', '1', '--speed', 'instant', '--no-record'],
      DUMB,
    );
    await t.waitFor('Press Enter to go on (q quits).');
    t.press('r\r');
    await t.waitFor('Standings:');
    expect(printed(t)).not.toContain('Reviewing');
    expect(await t.exited).toBe(0);
  }, 60_000);
});
