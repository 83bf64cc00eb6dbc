// Undo never reaches into a scored deal (issue 30 §1), for every registered game and variant: the
// human's first question of a deal — a shove before the cards are dealt, a dealer's call, a
// Siebener right after the deal, a bid, a lead — has nothing before it in its deal to take back.
// `u` there is refused with one line, writes nothing and asks the same question again, in play and
// after a resume. The decisions met are those of seeded random matches under the default and
// random house rules; every kind of decision that opened a deal in them must have been tried.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';
import { SUSPEND } from '../../src/engine/match.js';
import { planResume, resumeMatch } from '../../src/engine/resume.js';
import { UndoBook, UndoRequest } from '../../src/engine/undo.js';
import type { AnyGame, Options, VariantInfo } from '../../src/contract/game.js';
import { practice, rngBot, spread, STOP, UNDO, type Asked } from '../engine/practice.js';
import { registeredGames } from '../registered.js';
import { gameUnderTest } from '../test-registry.js';
import { makeConfig, randomHouseRules } from './harness.js';

const NOTHING = 'Nothing to undo yet in this deal.';
/** Matches per variant (the default rules, then house rules) and deals in each. */
const MATCHES = 12;
const DEALS = 6;

const VARIANTS = (await registeredGames()).flatMap(({ game }) => game.variants.map((v) => [`${game.id} ${v.id}`, game, v] as const));

/** What kind of decision `action` is, as its line says: `call:bid`, `play`, `exchange`, or `unwritten`. */
function kindOf(game: AnyGame, state: unknown, action: unknown): string {
  const line = game.encodeAction(state, action);
  return line === null ? 'unwritten' : line.type === 'call' ? `call:${line.call}` : line.type;
}

/** What kind of question `legal` makes: the kinds of its answers ("call:alone / call:call"). */
const questionKind = (game: AnyGame, state: unknown, legal: readonly unknown[]): string =>
  [...new Set(legal.map((a) => kindOf(game, state, a)))].sort().join(' / ');

/** The kind of each deal's first written decision, for the deals after the first. */
function openingKinds(lines: readonly HistoryLine[]): string[] {
  const kinds: string[] = [];
  let settled = false;
  for (const l of lines) {
    if (l.type === 'settle') settled = true;
    else if (settled && (l.type === 'call' || l.type === 'play' || (l.type === 'exchange' && l.got.length === 0))) {
      kinds.push(l.type === 'call' ? `call:${l.call}` : l.type);
      settled = false;
    }
  }
  return kinds;
}

interface Opening {
  /** The question's kind (questionKind). */
  readonly kind: string;
  /** Asked before its deal's `deal` line. */
  readonly beforeDeal: boolean;
  /** The match's question number (Asked.n) where it was asked. */
  readonly n: number;
}

/**
 * A practice match in which the human presses `u` at its first question of every deal after the
 * first: each is refused with NOTHING, writes nothing, and the same question (the same state) is
 * asked again. Returns those questions and the kinds of decision that opened the deals.
 */
async function playOpenings(game: AnyGame, v: VariantInfo, seed: string, options: Options) {
  const openings: Opening[] = [];
  let lastAsked = 0;
  // Questions asked again after a refused `u`: not counted, so `n` is the question of a match without them.
  let again = 0;
  let refused: { state: unknown; written: number; n: number; beforeDeal: boolean } | null = null;
  const { sink } = await practice(
    game,
    v,
    seed,
    (q: Asked) => {
      if (refused) {
        expect(q.state, `${seed}: asked the same question again`).toBe(refused.state);
        expect(q.written, `${seed}: the refused undo wrote nothing`).toBe(refused.written);
        expect(q.book.blocked()).toBe(NOTHING);
        openings.push({ kind: questionKind(game, q.state, q.legal), beforeDeal: refused.beforeDeal, n: refused.n });
        refused = null;
        lastAsked = q.written;
        return spread(game, q.state, q.legal);
      }
      const since = q.lines.slice(lastAsked, q.written);
      const settle = since.map((l) => l.type).lastIndexOf('settle');
      lastAsked = q.written;
      if (settle < 0) return spread(game, q.state, q.legal);
      expect(q.book.blocked(), `${seed}: question ${q.n}, the first of its deal`).toBe(NOTHING);
      refused = { state: q.state, written: q.written, n: q.n - again, beforeDeal: !since.slice(settle).some((l) => l.type === 'deal') };
      again++;
      return UNDO;
    },
    DEALS,
    options,
  );
  expect(sink.lines.filter((l) => l.type === 'undo')).toEqual([]);
  return { openings, opened: openingKinds(sink.lines), text: sink.text() };
}

/** Resumes the match saved at `path` and presses `u` at its first question; the file must not change. */
async function undoAfterResume(path: string): Promise<{ blocked: string | null; askedAgain: boolean }> {
  const plan = planResume(path, gameUnderTest);
  if (!plan.ok) throw new Error(plan.reason);
  const book = new UndoBook(0);
  const abort = new AbortController();
  let blocked: string | null = null;
  let refusedState: unknown = null;
  let askedAgain = false;
  const human: AnyAgent = {
    id: 'human',
    decide: async () => {
      const state = book.points[book.points.length - 1]!.state;
      if (refusedState === null) {
        blocked = book.blocked();
        refusedState = state;
        throw new UndoRequest();
      }
      askedAgain = state === refusedState;
      abort.abort(SUSPEND);
      return new Promise(() => {});
    },
  };
  const r = await resumeMatch(
    plan.value,
    plan.value.seats.map((s) => (s.kind === 'human' ? human : rngBot)),
    { undo: book, signal: abort.signal },
  );
  if (!r.ok) throw new Error(r.reason);
  return { blocked, askedAgain };
}

describe.each(VARIANTS)('undo at the first question of a deal (%s)', (_name, game, v) => {
  it('is refused with one line and writes nothing, in play and after a resume, for every kind of decision that opens a deal', async () => {
    const players = v.defaultPlayers;
    const house = Rng.fromSeed(`undo-deal-start-${game.id}-${v.id}-house`);
    const opened = new Set<string>();
    const tried = new Map<string, { seed: string; options: Options; n: number }>();
    for (let i = 0; i < MATCHES; i++) {
      const seed = `undo-deal-start-${v.id}-${i}`;
      const rules = i === 0 ? {} : randomHouseRules(game, v.id, players, house);
      const { options } = makeConfig(game, v.id, players, seed, rules, DEALS);
      const played = await playOpenings(game, v, seed, options);
      for (const k of played.opened) opened.add(k);
      for (const o of played.openings) {
        const kind = o.beforeDeal ? `${o.kind} before the deal line` : o.kind;
        if (!tried.has(kind)) tried.set(kind, { seed, options, n: o.n });
      }
    }
    expect(tried.size, 'first questions of a deal tried').toBeGreaterThan(0);
    // Every kind of decision that opened a deal was the human's first question somewhere.
    const answers = new Set([...tried.keys()].flatMap((k) => k.replace(/ before the deal line$/, '').split(' / ')));
    expect([...opened].filter((k) => !answers.has(k))).toEqual([]);

    // After a resume at each kind's question, the same: refused, and the file as it was.
    for (const [kind, at] of tried) {
      const first = await practice(game, v, at.seed, (q) => (q.n === at.n ? STOP : spread(game, q.state, q.legal)), DEALS, at.options);
      expect(first.outcome.status, kind).toBe('suspended');
      const path = join(mkdtempSync(join(tmpdir(), 'undo-deal-start-')), 'm.jsonl');
      writeFileSync(path, first.sink.text());
      const back = await undoAfterResume(path);
      expect(back, `${kind} after a resume`).toEqual({ blocked: NOTHING, askedAgain: true });
      expect(readFileSync(path, 'utf8')).toBe(first.sink.text());
    }
  }, 120_000);
});
