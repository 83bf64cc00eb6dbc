// Undo across a resume (issue 20 §1, §6: "undo, quit, resume: same state"). A human who quits
// mid-deal and resumes takes back the decisions made before the quit exactly as if he had never
// quit: the same undo lines, the same questions asked again, the same bot moves after, the same
// file byte for byte; and cards seen before the quit still bar the way back.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import { SUSPEND } from '../../src/engine/match.js';
import { planResume, resumeMatch } from '../../src/engine/resume.js';
import { UndoBook, UndoRequest } from '../../src/engine/undo.js';
import type { AnyGame, VariantInfo } from '../../src/contract/game.js';
import { entriesUnderTest, gameUnderTest } from '../test-registry.js';
import { practice, rngBot, showingAction, spread, stayIn, STOP, UNDO, view0, type Asked } from './practice.js';

/**
 * Deals a match may take to reach a deal where the human is asked three times before any card bars
 * the way back: the answers follow the view's length (`spread`), so two deals sufficed by chance.
 */
const DEALS = 3;
const byId = (id: string): AnyGame => gameUnderTest(id)!;
const variantOf = (game: AnyGame, id: string): VariantInfo => game.variants.find((v) => v.id === id)!;

function saved(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'undo-resume-')), 'm.jsonl');
  writeFileSync(path, text);
  return path;
}

/** Continues the match saved at `path` with seat 0 answered by `answer` and an undo book, as the table does. */
async function resumed(path: string, answer: (q: Asked) => unknown): Promise<{ state: unknown; book: UndoBook }> {
  const plan = planResume(path, gameUnderTest);
  if (!plan.ok) throw new Error(plan.reason);
  const book = new UndoBook(0);
  const abort = new AbortController();
  let n = 0;
  const human: AnyAgent = {
    id: 'human',
    decide: async (_view, legal) => {
      // (No points at all in a match without take-backs.)
      const state = book.points[book.points.length - 1]?.state ?? null;
      const a = answer({ n: n++, state, legal, book, written: 0, lines: [] });
      if (a === UNDO) throw new UndoRequest();
      if (a === STOP) {
        abort.abort(SUSPEND);
        return new Promise(() => {});
      }
      return a;
    },
  };
  const agents = plan.value.seats.map((s) => (s.kind === 'human' ? human : rngBot));
  const r = await resumeMatch(plan.value, agents, { undo: book, signal: abort.signal });
  if (!r.ok) throw new Error(r.reason);
  return { state: r.value.state, book };
}

/**
 * The script of both matches: play until the human's third question of a deal that may be taken
 * back (`quitHere`), then take back as often as `undos` allows, then play `more` questions and stop.
 */
function script(game: AnyGame, undos: number, more: number) {
  const quitHere = (q: Asked) => q.book.points.length >= 3 && q.book.blocked() === null;
  const after = { undone: 0, played: 0, views: [] as string[] };
  const tail = (q: Asked): unknown => {
    after.views.push(view0(game, q.state));
    if (after.played === 0 && after.undone < undos && q.book.blocked() === null) {
      after.undone++;
      return UNDO;
    }
    if (++after.played > more) return STOP;
    return spread(game, q.state, q.legal);
  };
  return { quitHere, tail, after };
}

// Every game at its default variant.
describe.each(entriesUnderTest().flatMap((e) => (e.game ? [[e.id, e.game.defaultVariant] as const] : [])))(
  'undo across a resume (%s %s)',
  (id, variantId) => {
    it('takes back decisions made before the quit: same undo lines, questions, bot moves and file as a match never quit', async () => {
      const game = byId(id);
      const v = variantOf(game, variantId);
      const seed = `undo-resume-${id}`;
      // The match never quit: it takes back at the question where the other one quits.
      const never = script(game, 2, 6);
      let reached = false;
      const whole = await practice(
        game,
        v,
        seed,
        (q) => {
          if (reached) return never.tail(q);
          if (never.quitHere(q)) {
            reached = true;
            return never.tail(q);
          }
          return spread(game, q.state, q.legal);
        },
        DEALS,
      );
      expect(reached, 'the human was asked three times in a deal').toBe(true);
      expect(never.after.undone).toBeGreaterThan(0);

      // The same match quit at that question, then resumed and taken back from there.
      const first = await practice(game, v, seed, (q) => (never.quitHere(q) ? STOP : spread(game, q.state, q.legal)), DEALS);
      expect(first.outcome.status).toBe('suspended');
      const path = saved(first.sink.text());
      const again = script(game, 2, 6);
      const back = await resumed(path, again.tail);

      expect(again.after.undone).toBe(never.after.undone);
      expect(again.after.views).toEqual(never.after.views);
      expect(readFileSync(path, 'utf8')).toBe(whole.sink.text());
      expect(JSON.stringify(back.state)).toBe(JSON.stringify(whole.outcome.state));
    }, 30_000);
  },
);

describe.each([
  ['lupfen', 'classic'],
  ['toeppen', 'standard'],
])('an undo line before the quit (%s %s)', (id, variantId) => {
  it('is honoured: what it took back is not gone back to again, and the rest is as in a match never quit', async () => {
    const game = byId(id);
    const v = variantOf(game, variantId);
    const seed = `undo-twice-${id}`;
    /** Take back once at the third question of a deal, answer the question again, then `then`. */
    const before = (then: (q: Asked) => unknown) => {
      let phase = 0;
      return (q: Asked): unknown => {
        if (phase === 0 && q.book.points.length >= 3 && q.book.blocked() === null) {
          phase = 1;
          return UNDO;
        }
        if (phase === 1) {
          phase = 2;
          return spread(game, q.state, q.legal);
        }
        return phase === 2 ? then(q) : spread(game, q.state, q.legal);
      };
    };
    const never = script(game, 3, 4);
    const whole = await practice(game, v, seed, before(never.tail));
    expect(never.after.undone).toBeGreaterThan(0);
    const first = await practice(
      game,
      v,
      seed,
      before(() => STOP),
    );
    expect(first.sink.lines.filter((l) => l.type === 'undo')).toHaveLength(1);
    const path = saved(first.sink.text());
    const again = script(game, 3, 4);
    const back = await resumed(path, again.tail);
    expect(again.after.views).toEqual(never.after.views);
    expect(readFileSync(path, 'utf8')).toBe(whole.sink.text());
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(whole.outcome.state));
  });
});

describe('undo across a resume keeps its bounds', () => {
  it('Fipsen: a Skat taken before the quit still bars the way back after the resume', async () => {
    const game = byId('fipsen');
    const v = variantOf(game, 'prisdorf');
    const said = "Can't undo past taking the Skat: you have seen it.";
    // A deal where the human takes the Skat after a decision of its own, and is asked again after it.
    for (let s = 0; s < 30; s++) {
      let tookSkat = false;
      const first = await practice(game, v, `skat-resume-${s}`, (q) => {
        if (tookSkat && q.book.points.length >= 2) return STOP;
        const show = q.book.points.length >= 2 ? showingAction(game, q.state, q.legal) : undefined;
        if (show !== undefined) {
          tookSkat = true;
          return show;
        }
        return stayIn(game, q.state, q.legal);
      });
      if (!tookSkat || first.outcome.status !== 'suspended') continue;
      // Before the quit the way back was barred; after the resume it still is, and `u` writes nothing.
      expect(first.book.blocked()).toBe(said);
      const path = saved(first.sink.text());
      const before = readFileSync(path, 'utf8');
      let blocked: string | null = null;
      let asked = 0;
      let refusedState: unknown = null;
      let askedAgain: unknown = null;
      await resumed(path, (q) => {
        asked++;
        if (asked === 1) {
          blocked = q.book.blocked();
          refusedState = q.state;
          return UNDO;
        }
        askedAgain = q.state;
        return STOP;
      });
      expect(blocked).toBe(said);
      expect(askedAgain).toBe(refusedState);
      expect(readFileSync(path, 'utf8')).toBe(before);
      return;
    }
    expect.unreachable('no seed had the human take the Skat after a decision of its own');
  }, 30_000);

  it('a history whose deals its seed does not give resumes without take-backs before the resume point', async () => {
    const game = byId('lupfen');
    const v = variantOf(game, 'classic');
    const first = await practice(game, v, 'undo-resume-lupfen', (q) =>
      q.book.points.length >= 3 && q.book.blocked() === null ? STOP : spread(game, q.state, q.legal),
    );
    const lines = first.sink.text().split('\n');
    lines[0] = JSON.stringify({ ...(JSON.parse(lines[0]!) as object), seed: 'another seed' });
    const path = saved(lines.join('\n'));
    const plan = planResume(path, gameUnderTest);
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.value.notice).toMatch(/new stream/);
    // An undo there would go back to deals the new stream never drew.
    expect(plan.value.deal).toBeNull();
    let points = -1;
    await resumed(path, (q) => {
      points = q.book.points.length;
      return STOP;
    });
    expect(points).toBe(1);
  });

  it('a match recorded with --no-undo resumes without take-backs', async () => {
    const game = byId('lupfen');
    const v = variantOf(game, 'classic');
    const first = await practice(game, v, 'undo-resume-lupfen', (q) =>
      q.book.points.length >= 3 && q.book.blocked() === null ? STOP : spread(game, q.state, q.legal),
    );
    expect(first.outcome.status).toBe('suspended');
    const lines = first.sink.text().split('\n');
    lines[0] = JSON.stringify({ ...(JSON.parse(lines[0]!) as object), undo: false });
    // The same decisions: undo off changes no move, only the loop's record.
    const path = saved(lines.join('\n'));
    let points = -1;
    await resumed(path, (q) => {
      points = q.book.points.length;
      return STOP;
    });
    expect(points).toBe(0);
  });
});
