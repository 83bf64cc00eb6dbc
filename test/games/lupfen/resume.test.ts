// Resuming Lupfen matches of both variants and their house rules, cut anywhere: the resumed file is
// the uninterrupted one byte for byte (Kloepper's own cases are in ../kloepper/resume.test.ts).
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../../src/bots/random.js';
import { lockHistory } from '../../../src/engine/history/lock.js';
import { HistoryWriter } from '../../../src/engine/history/writer.js';
import { planResume, resumeMatch } from '../../../src/engine/resume.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { tempDir } from '../../engine/helpers.js';
import { playLupfen } from './play.js';
import { CLASSIC_4P, EXAMPLES as EX, HAVE_EXAMPLES } from '../../examples.js';

const findGame = (id: string) => (id === 'lupfen' ? lupfen : undefined);

/** A finished random match on disk, and its text. */
function recorded(variant: string, players: number, seed: string, raw: Record<string, string> = {}) {
  const dir = tempDir();
  const path = join(dir, 'match.jsonl');
  const w = HistoryWriter.create(path, lockHistory);
  if (!w.ok) throw new Error(w.reason);
  const { text } = playLupfen(variant, players, seed, raw, { sink: w.value });
  w.value.close();
  return { dir, path, text, lines: text.trimEnd().split('\n') };
}

async function resumeToEnd(path: string, players: number) {
  const plan = planResume(path, findGame);
  if (!plan.ok) throw new Error(plan.reason);
  const out = await resumeMatch(
    plan.value,
    Array.from({ length: players }, () => randomAgent()),
  );
  if (!out.ok) throw new Error(out.reason);
  return { plan: plan.value, outcome: out.value };
}

describe('resume', () => {
  it.each([
    ['classic', 4, {}, 0.37],
    ['classic', 5, { no_trick_penalty: 'pot' }, 0.6],
    ['vorarlberg', 4, { dealer_stake: '3', shoving: 'true' }, 0.5],
    ['vorarlberg', 3, { blind_lupf: 'true', compulsory_hearts: 'true' }, 0.25],
    ['vorarlberg', 6, { compulsory_lupf: 'true' }, 0.8],
  ] as const)(
    '%s %ip %j: cut at %d of the file, resumed, gives the uninterrupted file byte for byte',
    async (variant, players, raw, at) => {
      const full = recorded(variant, players, `resume-${variant}-${players}`, { ...raw });
      // Cut mid-deal: keep the lines up to some play line in the middle of the match.
      let cut = Math.floor(full.lines.length * at);
      while (!full.lines[cut - 1]!.includes('"type":"play"')) cut++;
      writeFileSync(full.path, full.lines.slice(0, cut).join('\n') + '\n');
      const { outcome } = await resumeToEnd(full.path, players);
      expect(outcome.status).toBe('over');
      expect(readFileSync(full.path, 'utf8')).toBe(full.text);
    },
  );

  it('cut between a decision and its consequences: the missing trick/settle lines are written first', async () => {
    const full = recorded('classic', 4, 'resume-consequences');
    const i = full.lines.findIndex((l) => l.includes('"type":"trick"'));
    writeFileSync(full.path, full.lines.slice(0, i).join('\n') + '\n');
    const { plan } = await resumeToEnd(full.path, 4);
    expect(plan.pendingLines.map((l) => l.type)).toContain('trick');
    expect(readFileSync(full.path, 'utf8')).toBe(full.text);
  });

  it('a last line cut off mid-write is dropped (only its bytes) and the match goes on identically', async () => {
    const full = recorded('vorarlberg', 4, 'resume-partial');
    const k = Math.floor(full.lines.length / 2);
    const kept = full.lines.slice(0, k).join('\n') + '\n';
    writeFileSync(full.path, kept + full.lines[k]!.slice(0, 17));
    const plan = planResume(full.path, findGame);
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.value.partialTail?.lineNo).toBe(k + 1);
    // Planning alone changes nothing on disk.
    expect(readFileSync(full.path, 'utf8')).toBe(kept + full.lines[k]!.slice(0, 17));
    const out = await resumeMatch(
      plan.value,
      [0, 1, 2, 3].map(() => randomAgent()),
    );
    expect(out.ok).toBe(true);
    expect(readFileSync(full.path, 'utf8')).toBe(full.text);
  });

  it('a finished match is refused with a clear reason', () => {
    const full = recorded('classic', 3, 'resume-finished');
    const plan = planResume(full.path, findGame);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.reason).toMatch(/already over/);
  });

  it.skipIf(!HAVE_EXAMPLES)(
    'a history whose deals its seed does not give: refused when strict, otherwise continued with a notice',
    async () => {
      const dir = tempDir();
      const path = join(dir, 'foreign.jsonl');
      const lines = readFileSync(join(EX, 'lupfen-vorarlberg-6p-unfinished.jsonl'), 'utf8').trimEnd().split('\n');
      let cut = Math.floor(lines.length / 2);
      while (!lines[cut - 1]!.includes('"type":"play"')) cut++;
      writeFileSync(path, lines.slice(0, cut).join('\n') + '\n');
      const strict = planResume(path, findGame, { strictDeals: true });
      expect(strict.ok).toBe(false);
      if (!strict.ok) expect(strict.reason).toMatch(/foreign\.jsonl:2: this deal is not the one seed "ex5" gives/);
      const { plan, outcome } = await resumeToEnd(path, 6);
      expect(plan.notice).toMatch(/new stream/);
      expect(outcome.status).toBe('over');
      const after = readFileSync(path, 'utf8').trimEnd().split('\n');
      expect(after.slice(0, cut)).toEqual(lines.slice(0, cut));
      expect(JSON.parse(after.at(-1)!).type).toBe('end');
    },
  );

  it.for([
    ['a reference example', join(EX, 'lupfen-classic-4p.jsonl'), !HAVE_EXAMPLES],
    ['our own recorded match', CLASSIC_4P, false],
  ] as const)('a copy of %s with its end line removed is resumable', async ([, source, skip], ctx) => {
    if (skip) return ctx.skip();
    const dir = tempDir();
    const path = join(dir, 'ex.jsonl');
    copyFileSync(source, path);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    writeFileSync(path, lines.slice(0, -1).join('\n') + '\n');
    const plan = planResume(path, findGame);
    if (!plan.ok) throw new Error(plan.reason);
    // The rules say this match is over already (its last deal is settled): resume just ends it.
    const out = await resumeMatch(
      plan.value,
      [0, 1, 2, 3].map(() => randomAgent()),
    );
    if (!out.ok) throw new Error(out.reason);
    const after = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(after.at(-1)).toBe(lines.at(-1));
  });
});
