// An unfinished Kloepper match continues exactly where it stopped: mid-trick, right after a knock
// while the knock-back question is going round, and between a decision and its consequences.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../../src/bots/random.js';
import { lockHistory } from '../../../src/engine/history/lock.js';
import { HistoryWriter } from '../../../src/engine/history/writer.js';
import { runMatchSync } from '../../../src/engine/match.js';
import { planResume, resumeMatch } from '../../../src/engine/resume.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { STARTED, options } from './helpers.js';

function recorded(seed: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'cardtable-kl-')), 'match.jsonl');
  const w = HistoryWriter.create(path, lockHistory);
  if (!w.ok) throw new Error(w.reason);
  runMatchSync(
    {
      game: kloepper,
      variant: 'standard',
      players: 4,
      options: options({ target: '40' }),
      seats: [0, 1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'random' })),
      agents: [0, 1, 2, 3].map(() => randomAgent()),
      seed,
      startedAt: STARTED,
    },
    { sink: w.value },
  );
  w.value.close();
  const text = readFileSync(path, 'utf8');
  return { path, text, lines: text.trimEnd().split('\n') };
}

async function resumeAt(seed: string, cutAfter: (lines: string[]) => number) {
  const full = recorded(seed);
  const cut = cutAfter(full.lines);
  expect(cut).toBeGreaterThan(1);
  writeFileSync(full.path, full.lines.slice(0, cut).join('\n') + '\n');
  const plan = planResume(full.path, (id) => (id === 'kloepper' ? kloepper : undefined));
  if (!plan.ok) throw new Error(plan.reason);
  const out = await resumeMatch(
    plan.value,
    [0, 1, 2, 3].map(() => randomAgent()),
  );
  if (!out.ok) throw new Error(out.reason);
  expect(readFileSync(full.path, 'utf8')).toBe(full.text);
}

describe('resume a Kloepper match', () => {
  it('cut mid-trick: the resumed file is the uninterrupted one byte for byte', async () => {
    await resumeAt('kl-resume-1', (lines) => lines.findIndex((l, i) => i > lines.length / 2 && l.includes('"type":"play"')) + 1);
  });

  it('cut right after a knock, while the knock-back question goes round', async () => {
    await resumeAt('kl-resume-2', (lines) => lines.findIndex((l) => l.includes('"call":"knock"')) + 1);
  });

  it('cut between the last card of a trick and its trick line', async () => {
    await resumeAt('kl-resume-3', (lines) => lines.findIndex((l) => l.includes('"type":"trick"')));
  });
});
