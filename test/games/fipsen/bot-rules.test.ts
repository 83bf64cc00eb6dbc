// Rules written for bots (Game.botRules): R17 / F-P9, a bot always announces Siebener Fips. Every
// registered bot level keeps it, and `check` names a bot seat of a history that broke it.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seatKinds } from '../../../src/bots/index.js';
import { BotRuleBreaks } from '../../../src/engine/bot-rule-breaks.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { findGame } from '../../../src/games/registry.js';
import { playMatch, setupOf, tempDir } from '../../engine/helpers.js';

// The seed of the report: seat 3 is dealt 7♣ 7♠ 7♥ 7♦ and A♣ (a random choice passed it up).
const SEED = 'sieb4/14565';
const SIEBENER = { type: 'call', deal: 1, seat: 3, call: 'siebener' };

describe('R17 / F-P9: bots always announce Siebener Fips', () => {
  it.each(seatKinds().map((k) => k.kind))('%s announces it when dealt four Sevens and an Ace', (kind) => {
    const k = seatKinds().find((x) => x.kind === kind)!;
    const agents = [0, 1, 2, 3].map((seat) => {
      const made = k.create({ game: fipsen, bots: findGame('fipsen')!.bots, variant: 'prisdorf', players: 4, seat, seed: SEED });
      if (!made.ok) throw new Error(made.reason);
      return made.value;
    });
    const sink = new MemorySink();
    runMatchSync(setupOf(fipsen, 'prisdorf', 4, SEED, { deals: '1' }, agents), { sink, allowOracle: true });
    const lines = sink
      .text()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[2]).toEqual(SIEBENER);
    expect(lines.find((l) => l['type'] === 'settle')).toMatchObject({ delta: [0, 0, 0, 30], note: 'seat 3: Siebener Fips' });
  });

  it('check names the bot seat that kept it quiet: the line, the seat, its choice and the rule; exit 1', () => {
    // A random agent built outside the seat kinds knows no bot rule: on this seed it passes.
    const { text } = playMatch(fipsen, 'prisdorf', 4, SEED, { deals: '1' });
    // Passing it up is not written (P-R5 keeps who holds the cards unknown): the first bid follows the deal.
    expect(text.split('\n')[2]).toContain('"call":"bid"');
    const parsed = parseHistory(text, 'h.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const breaks = new BotRuleBreaks(fipsen, parsed.value.match, 'h.jsonl');
    const report = replayHistory(fipsen, parsed.value, { onLine: breaks.onLine });
    expect(report.mismatches).toEqual([]);
    const why =
      'h.jsonl:3: seat 3 is a bot and chose "Keep quiet" (unwritten, before this line); R17: a bot always announces Siebener Fips';
    expect(breaks.list).toEqual([why]);

    // The same seat as a person: nothing to say (announcing is optional for humans).
    const human = text.replace('"name":"Bot 4","kind":"bot","level":"random"', '"name":"Ana","kind":"human"');
    const asHuman = parseHistory(human, 'h.jsonl');
    if (!asHuman.ok) throw new Error(asHuman.reason);
    const none = new BotRuleBreaks(fipsen, asHuman.value.match, 'h.jsonl');
    replayHistory(fipsen, asHuman.value, { onLine: none.onLine });
    expect(none.list).toEqual([]);

    const file = join(tempDir(), 'h.jsonl');
    writeFileSync(file, text);
    const r = spawnSync(process.execPath, [new URL('../../../bin/cardtable.js', import.meta.url).pathname, 'check', file], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.stdout).toBe(`${why.replace('h.jsonl', file)}\n${file}: 1 bot decision(s) break a rule the game writes for bots\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
  });
});
