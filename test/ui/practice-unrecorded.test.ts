// "Play it again" in a match that is not recorded (`--no-record`): the match's lines are kept in
// memory only, and a practice branch starts from them — the same deal, the same bots — written to a
// private temporary folder (resume and its lock want a file) that is gone once the practice ends.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMatchConfig } from '../../src/cli/config.js';
import type { DealLine } from '../../src/core/history-lines.js';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { entryOf } from '../../src/games/registry.js';
import type { TableModel } from '../../src/ui/model.js';
import { newMatch, startBranch, type BranchTable, type PlayConfig } from '../../src/ui/run.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

// Seed 3 (as test/e2e/review-dumb.test.ts): the human's one question of deal 1 is "Play or drop?".
const resolved = resolveMatchConfig('lupfen', { seats: 'human,bot:normal,bot:normal,bot:normal', seed: '3', deals: 1 });
if (!resolved.ok) throw new Error(resolved.reason);
const entry = entryOf(resolved.value.game);
const cfg: PlayConfig = {
  game: resolved.value.game,
  ui: entry.ui!,
  gameBots: entry.bots,
  variant: resolved.value.variant.id,
  players: resolved.value.players,
  options: resolved.value.options,
  seats: resolved.value.seatInfos,
  seed: '3',
  speed: 'instant',
  ascii: false,
  record: null,
};
const table: BranchTable = cfg;

type Ctl = ReturnType<typeof newMatch>['controller'];

/** The first model that `ready` accepts, proceeding past the trick pauses on the way. */
async function until(ctl: Ctl, ready: (m: TableModel) => boolean): Promise<TableModel> {
  for (let i = 0; i < 5000; i++) {
    const m = ctl.getModel();
    if (m && ready(m)) return m;
    if (m?.pause?.kind === 'trick') ctl.proceed();
    await tick();
  }
  throw new Error('the table never got there');
}

const asked = (m: TableModel) => Boolean(m.decision) && !m.pause;
const summary = (m: TableModel) => m.pause?.kind === 'deal-summary';

/** The prompt's call labelled `label` ("Drop"). */
function call(m: TableModel, label: string): unknown {
  const p = m.decision!.prompt;
  if (p.kind !== 'choice') throw new Error(`a ${p.kind} prompt, not a choice`);
  const o = p.options.find((x) => x.label === label);
  if (!o) throw new Error(`no ${label} among ${p.options.map((x) => x.label).join(', ')}`);
  return o.action;
}

describe('play it again, not recorded', () => {
  it('branches from the lines kept in memory: the same deal in a temporary folder, gone when the practice ends', async () => {
    const ui = await cfg.ui();
    const match = newMatch(cfg, ui, null, '3', 1);
    expect(match.path).toBeNull();
    expect(match.branchFrom.saveDir).toBeNull();
    const done = match.run();
    const first = await until(match.controller, asked);
    match.controller.submit(call(first, 'Drop'));
    const over = await until(match.controller, summary);
    expect(over.reviewable).toBe(true);

    const exits = process.listenerCount('exit');
    const started = await startBranch(table, match.branchFrom, 1, 1);
    if (!started.ok) throw new Error(started.reason);
    const { controller, path, saved, run, close } = started.value;
    expect(saved).toBe(false);
    const dir = dirname(path);
    expect(dirname(dir)).toBe(tmpdir());
    expect(dir.startsWith(join(tmpdir(), 'cardtable-practice-'))).toBe(true);
    // Removed on the process's exit too, should the practice not end first.
    expect(process.listenerCount('exit')).toBe(exits + 1);

    // The same cards: the branch's deal line is the in-memory match's, and the player is asked the
    // same question with the same hand.
    const memory = await match.branchFrom.read();
    if (!memory.ok) throw new Error(memory.reason);
    const file = readHistoryFile(path, { allowPartialTail: true });
    if (!file.ok) throw new Error(file.reason);
    const dealOf = (lines: readonly { type: string }[]) =>
      lines.find((l): l is DealLine => l.type === 'deal' && (l as DealLine).deal === 1)!;
    expect(dealOf(file.value.lines).hands).toEqual(dealOf(memory.value.lines).hands);
    expect(file.value.match.seats).toEqual(memory.value.match.seats);
    expect(file.value.match.seed).toBe('3');
    const branchDone = run();
    const again = await until(controller, asked);
    expect(again.view.hand).toEqual(first.view.hand);
    expect(again.decision!.prompt.question).toBe(first.decision!.prompt.question);

    // Played the other way this time, to the practice's summary, which ends it.
    controller.submit(call(again, 'Play (pay 10)'));
    let end = await until(controller, (m) => asked(m) || summary(m));
    for (let cards = 0; !summary(end); cards++) {
      const p = end.decision!.prompt;
      if (p.kind !== 'cards' || cards >= 3) throw new Error(`asked ${p.kind} after ${cards} cards`);
      controller.submit(p.playable[0]!.action);
      end = await until(controller, (m) => (asked(m) && m !== end) || summary(m));
    }
    expect(end.pause?.kind === 'deal-summary' && end.pause.last).toBe(true);
    // The practice's own decisions, after the source's lines: the player joined and played three cards.
    const played = readHistoryFile(path, { allowPartialTail: true });
    if (!played.ok) throw new Error(played.reason);
    const mine = played.value.lines.filter((l) => 'seat' in l && l.seat === 0);
    expect(mine.filter((l) => l.type === 'call').map((l) => (l as { call?: unknown }).call)).toEqual(['join']);
    expect(mine.filter((l) => l.type === 'play')).toHaveLength(3);
    controller.proceed();
    await branchDone;
    // The match's last deal played again is still a practice of that deal: it stops at its settle,
    // without the `end` line the match had.
    const kept = readHistoryFile(path, { allowPartialTail: true });
    if (!kept.ok) throw new Error(kept.reason);
    expect(kept.value.lines.filter((l) => l.type === 'end')).toEqual([]);
    expect(kept.value.lines.at(-1)).toMatchObject({ type: 'settle', deal: 1 });
    close();
    expect(existsSync(dir)).toBe(false);
    expect(process.listenerCount('exit')).toBe(exits);

    match.controller.proceed();
    await done;
    match.close();
  }, 60_000);
});
