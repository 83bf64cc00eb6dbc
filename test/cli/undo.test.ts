// Undo lines through the built command line and the replay screen: `check` accepts a practice
// history with one and refuses a malformed one in one line (exit 2); `replay` shows the take-back
// in its text and on its screen, and the state after it is the one the file stands at; `resume`
// keeps the match's own undo setting.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { parseHistory } from '../../src/engine/history/reader.js';
import { GAMES } from '../../src/games/registry.js';
import { FrameStates, replayFrames } from '../../src/ui/replay-frames.js';
import { ReplayLog } from '../../src/ui/replay-log.js';
import { practice, undoOnce } from '../engine/practice.js';
import { builtCli, run } from './run.js';

builtCli();

const game = GAMES.find((g) => g.id === 'lupfen')!.game!;
const v = game.variants.find((x) => x.id === 'classic')!;

/** A Lupfen practice history: Ana takes back once, then plays on a little and leaves. */
async function history(): Promise<{ lines: HistoryLine[]; at: number; state: unknown }> {
  const { sink, outcome } = await practice(game, v, 'cli-undo', undoOnce(game, 8), 8);
  return { lines: [...sink.lines], at: sink.lines.findIndex((l) => l.type === 'undo'), state: outcome.state };
}

function save(lines: readonly HistoryLine[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'cli-undo-')), 'm.jsonl');
  writeFileSync(path, lines.map((l) => JSON.stringify(l) + '\n').join(''));
  return path;
}

describe('undo lines on the command line', () => {
  it('check accepts them; replay prints the take-back', async () => {
    const { lines, at } = await history();
    const undo = lines[at] as HistoryLine & { moves: number };
    const path = save(lines);
    const checked = run(['check', path]);
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toMatch(new RegExp(`^${path}: ok, ${lines.length} lines, \\d+ deals?, unfinished \\(resumable\\)\n$`));
    expect(checked.code).toBe(0);
    const replayed = run(['replay', path]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`\nAna took back ${undo.moves} move${undo.moves === 1 ? '' : 's'}.\n`);
  });

  it('check refuses a malformed undo line in one line, exit 2', async () => {
    const { lines, at } = await history();
    const bad = [...lines];
    bad[at] = { ...(lines[at] as object), keep: 99 } as HistoryLine;
    const path = save(bad);
    const r = run(['check', path]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    const deal = (lines[at] as HistoryLine & { deal: number }).deal;
    expect(r.stderr).toMatch(new RegExp(`${path}:${at + 1}: "undo" line: keeps 99 lines of deal ${deal}, which has \\d+ standing`));
  });

  it('resume --no-undo is refused: a match keeps the setting it was started with', async () => {
    const { lines } = await history();
    const r = run(['resume', save(lines), '--no-undo']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'cardtable: resume --no-undo: a match keeps the undo setting it was started with (its match line); start a new match with --no-undo',
    ]);
  });

  it('the replay screen says the take-back in its log, and shows the state the undo went back to', async () => {
    const { lines, at } = await history();
    const text = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
    const parsed = parseHistory(text, 'm.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const { frames, error } = replayFrames(game, parsed.value);
    expect(error).toBeNull();
    const entry = GAMES.find((g) => g.id === 'lupfen')!;
    const ui = await entry.ui!();
    const states = new FrameStates(game, frames);
    const log = new ReplayLog({ game, ui, frames, states, names: ['Ana', 'Bot 1', 'Bot 2', 'Bot 3'], deck: undefined, ascii: true });
    // Frame k is the file's line k + 1 (the match line has no frame).
    const f = at - 1;
    const undo = lines[at] as HistoryLine & { moves: number };
    expect(log.upTo(f).at(-1)).toBe(`Ana took back ${undo.moves} move${undo.moves === 1 ? '' : 's'}.`);
    // The frame after the undo line stands where the kept lines left the deal: the same state as
    // the frame of the last kept line.
    const keep = (lines[at] as HistoryLine & { keep: number }).keep;
    const deal = (lines[at] as HistoryLine & { deal: number }).deal;
    const dealAt = lines.findIndex((l) => l.type === 'deal' && l.deal === deal) - 1;
    expect(JSON.stringify(states.at(f))).toBe(JSON.stringify(states.at(dealAt + keep)));
    // And stepping on from it (not from a checkpoint before it) rebuilds the next frame.
    expect(JSON.stringify(states.at(f + 1))).toBe(JSON.stringify(game.apply(states.at(f), frames[f + 1]!.applied[0])));
  });
});
