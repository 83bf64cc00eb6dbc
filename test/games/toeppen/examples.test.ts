// The independent reference histories (spec/examples/toeppen-*.jsonl) replay through our rules with
// every line reproduced: trick and settle lines field for field (winner, fine and note included).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameLine, HistoryLine } from '../../../src/core/history-lines.js';
import { parseHistory, readHistoryFile } from '../../../src/engine/history/reader.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { EXAMPLES as dir, HAVE_EXAMPLES } from '../../examples.js';
import { playMatch, replayChecked } from '../../engine/helpers.js';

const files = HAVE_EXAMPLES
  ? readdirSync(dir)
      .filter((f) => /^toeppen-.*\.jsonl$/.test(f))
      .sort()
  : [];

describe.skipIf(!HAVE_EXAMPLES)('Tøppen reference histories', () => {
  it('there are four of them', () => {
    expect(files).toEqual(['toeppen-4p.jsonl', 'toeppen-5p-drittsekk4.jsonl', 'toeppen-7p-auto.jsonl', 'toeppen-8p.jsonl']);
  });

  it.each(files)('%s: replay reproduces every trick, settle and end line', (f) => {
    const { history: parsed, report } = replayChecked(toeppen, readHistoryFile(join(dir, f)));
    expect(report.finished).toBe(true);
    expect(report.linesReplayed).toBe(parsed.lines.length);
    expect(toeppen.turn(report.state!)).toEqual({ kind: 'over' });
  });

  it.each(files)("%s: every line the rules write is the file's line, byte for byte in JSON", (f) => {
    const lines = readFileSync(join(dir, f), 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as HistoryLine);
    const match = lines[0]!;
    if (match.type !== 'match') throw new Error('no match line');
    const raw: Record<string, string> = {};
    for (const [k, v] of Object.entries(match.options)) if (k !== 'players') raw[k] = String(v);
    const options = toeppen.resolveOptions('standard', match.players, raw);
    if (!options.ok) throw new Error(options.reason);
    expect(options.value).toEqual(match.options); // drittsekk stays 8 / 4 / "auto" as written
    let s = toeppen.setup({ variant: 'standard', players: match.players, options: options.value });
    const ours: GameLine[] = [];
    for (const line of lines.slice(1)) {
      if (line.type === 'match') throw new Error('second match line');
      if (line.type === 'call' || line.type === 'play') {
        // Our encoding of the decision is the file's line.
        const decoded = toeppen.decodeLine(s, line);
        if (!decoded.ok) throw new Error(decoded.reason);
        expect(decoded.value).toHaveLength(1);
        expect(toeppen.encodeAction(s, decoded.value[0]!)).toEqual(line);
        ours.push(line);
        s = toeppen.apply(s, decoded.value[0]!, ours);
      } else if (line.type === 'deal') {
        const decoded = toeppen.decodeLine(s, line);
        if (!decoded.ok) throw new Error(decoded.reason);
        for (const a of decoded.value) s = toeppen.apply(s, a, ours);
      }
    }
    expect(ours).toEqual(lines.slice(1));
  });
});

describe('replay of our own Tøppen histories', () => {
  it.each([4, 5, 6, 7, 8])('%i players: a random match replays with every line reproduced', (players) => {
    const { text } = playMatch(toeppen, 'standard', players, `own-${players}`, { drittsekk: players % 2 ? 'auto' : '4', deals: '6' });
    const { history: parsed, report } = replayChecked(toeppen, parseHistory(text, 'own.jsonl'));
    expect(report.finished).toBe(true);
    expect(parsed.lines.filter((l) => l.type === 'settle')).toHaveLength(6);
  });
});
