// The decisions a resumed table asks its bots about again (`g`), read from a file with take-backs:
// each one stands in the file at the place it names, and its Rng is the one the match gave it, so
// the bot asked again moves the same.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';
import { planResume } from '../../src/engine/resume.js';
import { entriesUnderTest, gameUnderTest } from '../test-registry.js';
import { practice, rngBot, spread, STOP, UNDO } from './practice.js';

/** The lines that stand: an undo line takes its deal back to its `deal` line and `keep` more. */
function standingLines(lines: readonly HistoryLine[]): HistoryLine[] {
  const out: HistoryLine[] = [];
  for (const l of lines) {
    if (l.type !== 'undo') out.push(l);
    else out.length = out.findLastIndex((x) => x.type === 'deal') + 1 + l.keep;
  }
  return out;
}

describe.each(entriesUnderTest().flatMap((e) => (e.game ? [[e.id, e.game] as const] : [])))(
  'past decisions of a file (%s)',
  (_id, game) => {
    it('each stands where it says, with the Rng its bot moved by; taken-back ones are gone', async () => {
      const v = game.variants.find((x) => x.id === game.defaultVariant)!;
      // Take back twice once the human was asked thrice in a deal, then play on a little and quit.
      let undone = 0;
      let after = 0;
      const { sink } = await practice(game, v, `past-decisions-${game.id}`, (q) => {
        if (undone < 2 && q.book.points.length >= 3 && q.book.blocked() === null) {
          undone++;
          return UNDO;
        }
        if (undone > 0 && ++after > 3) return STOP;
        return spread(game, q.state, q.legal);
      });
      expect(sink.lines.some((l) => l.type === 'undo')).toBe(true);
      const path = join(mkdtempSync(join(tmpdir(), 'past-decisions-')), 'm.jsonl');
      writeFileSync(path, sink.text());
      const plan = planResume(path, gameUnderTest);
      if (!plan.ok) throw new Error(plan.reason);
      const standing = standingLines(sink.lines);
      const bots = plan.value.decisions.filter((d) => d.seat !== 0);
      expect(bots.length).toBeGreaterThan(0);
      // Once each: a decision taken back and made again is the one made again.
      const at = plan.value.decisions.map((d) => d.standing);
      expect(at).toEqual([...new Set(at)].sort((a, b) => a - b));
      for (const d of plan.value.decisions) {
        expect(standing[d.standing], `the line standing at ${d.standing}`).toEqual(game.encodeAction(d.state, d.action));
      }
      for (const d of bots) {
        const again = rngBot.decide(game.view(d.state, d.seat), game.legalActions(d.state), {
          seat: d.seat,
          deal: d.deal,
          rng: Rng.fromState(d.rng),
        });
        expect(game.actionKey(again), `seat ${d.seat}'s move at line ${d.standing}`).toBe(game.actionKey(d.action));
      }
    });
  },
);
