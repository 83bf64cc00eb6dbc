// Undo in practice games, in the match loop, for every variant of every registered game: one
// human (seat 0) takes back a decision, is asked the earlier one again from the same view, and the
// bots, asked again, make the same moves (their Rng follows the position, not the lines written).
// The history stays valid for replay, and a match quit after an undo resumes in the same state.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { HistoryLine, SeatInfo } from '../../src/core/history-lines.js';
import { parseHistory } from '../../src/engine/history/reader.js';
import { MemorySink, runMatch } from '../../src/engine/match.js';
import { replayHistory } from '../../src/engine/replay.js';
import { planResume } from '../../src/engine/resume.js';
import { shownCards, standingMask, UndoBook, type UndoPoint } from '../../src/engine/undo.js';
import { optionsFor, practice, rngBot, showingAction, spread, stayIn, STOP, UNDO, undoOnce, view0 } from './practice.js';
import { registeredGames } from '../registered.js';
import { gameUnderTest } from '../test-registry.js';
import { STARTED, stubLine, TWO_UNDOS } from './helpers.js';

const GAME_LIST = await registeredGames();
const VARIANTS = GAME_LIST.flatMap(({ game }) => game.variants.map((v) => [`${game.id} ${v.id}`, game, v] as const));

describe.each(VARIANTS)('undo in a practice game (%s)', (_name, game, v) => {
  it('takes back to the human decision before, asks it again from the same view, bots move the same; replay and resume agree', async () => {
    // The first decision where an undo can act: take it back, then play on the same way.
    let undone: { target: UndoPoint<unknown>; view: string; from: number; at: number } | null = null;
    let askedAgain: string | null = null;
    let after = 0;
    const writtenAt = new Map<UndoPoint<unknown>, number>();
    const { sink, outcome } = await practice(
      game,
      v,
      `undo-${v.id}`,
      (q) => {
        writtenAt.set(q.book.points[q.book.points.length - 1]!, q.written);
        if (undone && askedAgain === null) askedAgain = view0(game, q.state);
        if (undone && ++after > 12) return STOP;
        if (!undone && q.book.blocked() === null) {
          const target = q.book.points[q.book.points.length - 2]!;
          undone = { target, view: view0(game, target.state), from: writtenAt.get(target)!, at: q.written };
          return UNDO;
        }
        return spread(game, q.state, q.legal);
      },
      3,
    );
    expect(undone, 'an undo could be made').not.toBeNull();
    const u = undone!;
    // Asked again exactly where it was.
    expect(askedAgain).toBe(u.view);
    const lines = sink.lines;
    const undoLine = lines[u.at]!;
    expect(undoLine).toMatchObject({ type: 'undo', seat: 0 });
    const voided = lines.slice(u.from, u.at);
    expect(voided.length).toBeGreaterThan(0);
    expect(undoLine).toMatchObject({ moves: voided.filter((l) => l.type === 'call' || l.type === 'play' || l.type === 'exchange').length });
    // The same decisions give the same lines: the bots were not given another Rng.
    expect(lines.slice(u.at + 1, u.at + 1 + voided.length)).toEqual(voided);

    const text = sink.text();
    const parsed = parseHistory(text, 'p.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const report = replayHistory(game, parsed.value);
    expect(report.error).toBeNull();
    expect(report.mismatches).toEqual([]);
    expect(report.linesStanding).toBe(lines.length - voided.length - 1);
    expect(JSON.stringify(report.state)).toBe(JSON.stringify(outcome.state));

    if (outcome.status === 'suspended') {
      // Quit after the undo: resume continues from the very same state and position.
      const dir = mkdtempSync(join(tmpdir(), 'undo-'));
      const path = join(dir, 'm.jsonl');
      writeFileSync(path, text);
      const plan = planResume(path, gameUnderTest);
      if (!plan.ok) throw new Error(plan.reason);
      expect(JSON.stringify(plan.value.state)).toBe(JSON.stringify(outcome.state));
      expect(plan.value.standing.lines).toBe(lines.length - voided.length - 1);
      expect(plan.value.read.lines).toBe(lines.length);
    }
  }, 60_000);
});

const byId = (id: string) => GAME_LIST.find((g) => g.id === id)!.game;

describe('undo never goes back across cards shown to the human', () => {
  it.each([
    ['lupfen', 'classic', "Can't undo past the cards you took from the stock: you have seen them."],
    ['fipsen', 'prisdorf', "Can't undo past taking the Skat: you have seen it."],
  ])(
    '%s %s: after the pick-up, `u` is refused with one line and nothing is written',
    async (id, variant, said) => {
      const game = byId(id);
      const v = game.variants.find((x) => x.id === variant)!;
      let blocked: string | null = null;
      let refusedAt = null as { n: number; state: unknown; written: number } | null;
      let askedAgain: unknown = null;
      let shown = false;
      for (let s = 0; s < 20 && askedAgain === null; s++) {
        shown = false;
        const { sink } = await practice(
          game,
          v,
          `barrier-${s}`,
          (q) => {
            if (refusedAt) {
              if (askedAgain === null) askedAgain = q.state;
              return STOP;
            }
            if (shown && q.book.points.length >= 2) {
              blocked = q.book.blocked();
              if (blocked === said) {
                refusedAt = { n: q.n, state: q.state, written: q.written };
                return UNDO;
              }
            }
            const show = showingAction(game, q.state, q.legal);
            if (show !== undefined) {
              shown = true;
              return show;
            }
            return stayIn(game, q.state, q.legal);
          },
          6,
        );
        if (refusedAt) {
          // Refused: asked the same question again, and no undo line was written.
          expect(askedAgain).toBe(refusedAt.state);
          expect(sink.lines.slice(refusedAt.written).some((l) => l.type === 'undo')).toBe(false);
        }
      }
      expect(blocked).toBe(said);
      expect(refusedAt).not.toBeNull();
    },
    120_000,
  );

  it('cards played to tricks are public: undo goes back over a finished trick', () => {
    const game = byId('lupfen');
    const trick: HistoryLine = { type: 'trick', deal: 1, index: 1, leader: 0, cards: ['AS', 'KS', 'QS', 'JS'], winner: 1 };
    const play: HistoryLine = { type: 'play', deal: 1, seat: 1, card: 'AS' };
    expect(shownCards(game, null, trick, 0)).toBeNull();
    expect(shownCards(game, null, play, 0)).toBeNull();
    // Another seat's discard the human does not see (Fipsen's audience) does not bind it either.
    const fipsen = byId('fipsen');
    const pickUp: HistoryLine = { type: 'exchange', deal: 1, seat: 2, from: 'skat', gave: [], got: ['AS', 'KS'] };
    expect(shownCards(fipsen, {}, pickUp, 0)).toBeNull();
    expect(shownCards(fipsen, {}, pickUp, 2)).toBe("Can't undo past taking the Skat: you have seen it.");
  });

  it("the words for taking up a pile are the game's own; without them undo names the pile", () => {
    const pickUp: HistoryLine = { type: 'exchange', deal: 1, seat: 2, from: 'skat', gave: [], got: ['AS', 'KS'] };
    expect(shownCards({}, null, pickUp, 2)).toBe("Can't undo past the cards you took from the skat: you have seen them.");
    const dutt = { takingPile: (from: string) => (from === 'dutt' ? 'taking the Dutt' : null) };
    expect(shownCards(dutt, null, { ...pickUp, from: 'dutt' }, 2)).toBe("Can't undo past taking the Dutt: you have seen it.");
    expect(shownCards(dutt, null, pickUp, 2)).toBe("Can't undo past the cards you took from the skat: you have seen them.");
  });
});

describe('undo never reaches into a scored deal', () => {
  it('Lupfen Vorarlberg with shoving: `u` at the shove after a settle is refused and writes nothing (issue 30)', async () => {
    const game = byId('lupfen');
    const v = game.variants.find((x) => x.id === 'vorarlberg')!;
    const r = game.resolveOptions('vorarlberg', 4, { dealer_stake: '3', shoving: 'true', deals: '4' });
    if (!r.ok) throw new Error(r.reason);
    let refused: { state: unknown; written: number; deal: number } | null = null;
    let askedAgain: unknown = null;
    let said: string | null = null;
    const { sink } = await practice(
      game,
      v,
      'v4/23',
      (q) => {
        if (refused) {
          askedAgain = q.state;
          return STOP;
        }
        const shove = q.legal.find((a) => (game.encodeAction(q.state, a) as { call?: string } | null)?.call === 'shove');
        const deal = game.dealNumber(q.state);
        if (shove !== undefined && deal > 1 && q.lines.some((l) => l.type === 'settle')) {
          said = q.book.blocked();
          refused = { state: q.state, written: q.written, deal };
          return UNDO;
        }
        return spread(game, q.state, q.legal);
      },
      4,
      r.value,
    );
    expect(refused, 'the human was asked to shove after a deal was scored').not.toBeNull();
    expect(said).toBe('Nothing to undo yet in this deal.');
    expect(askedAgain).toBe(refused!.state);
    expect(sink.lines.length).toBe(refused!.written);
    expect(sink.lines.some((l) => l.type === 'undo')).toBe(false);
  });
});

describe('undo lines for readers', () => {
  it('standingMask applies undo lines one after another within their deal', () => {
    const L = stubLine;
    expect(standingMask(TWO_UNDOS)).toEqual([true, false, false, false, false, false, false, true]);
    // An undo line after a settle (a file `check` refuses) takes nothing of the scored deal back.
    const scored = [L('deal'), L('play', { n: 1 }), L('trick'), L('settle'), L('undo', { keep: 1 }), L('call', { n: 2 })];
    expect(standingMask(scored)).toEqual([true, true, true, true, false, true]);
  });

  it('never goes back to a decision that wrote no line: such an undo line would take nothing back', () => {
    const book = new UndoBook(0);
    const at = (keep: number, barrier: string | null = null): UndoPoint<unknown> =>
      ({ state: keep, rng: { c: 1, s0: 0, s1: 0, s2: 0 }, standing: keep, keep, moves: 0, steps: 0, barrier }) as UndoPoint<unknown>;
    // A Siebener declined (no line), then the next question: nothing written between them.
    book.points = [at(3), at(3)];
    expect(book.blocked()).toBe('Nothing to undo yet in this deal.');
    // Back past it to the decision before, which wrote a line.
    book.points = [at(2), at(3), at(3)];
    expect([book.target(), book.blocked()]).toEqual([0, null]);
  });

  it('a match started with --no-undo records it, and never takes a move back', async () => {
    const game = byId('lupfen');
    const v = game.variants.find((x) => x.id === game.defaultVariant)!;
    const sink = new MemorySink();
    const book = new UndoBook(0);
    const asked: number[] = [];
    const human: AnyAgent = {
      id: 'human',
      decide: (_v, legal) => {
        asked.push(book.points.length);
        return legal[0];
      },
    };
    const players = v.defaultPlayers;
    const seats: SeatInfo[] = Array.from({ length: players }, (_, i) => ({ name: `S${i}`, kind: i === 0 ? 'human' : 'bot', level: 'rng' }));
    await runMatch(
      {
        game,
        variant: v.id,
        players,
        options: optionsFor(game, v, players, 1),
        seats,
        agents: seats.map((_, i) => (i === 0 ? human : rngBot)),
        seed: 'no-undo',
        startedAt: STARTED,
        undo: false,
      },
      { sink, undo: book },
    );
    expect(sink.lines[0]).toMatchObject({ type: 'match', undo: false });
    // The loop kept no undo record for a tournament match.
    expect(asked.every((n) => n === 0)).toBe(true);
    expect(book.blocked()).toBe('Nothing to undo yet in this deal.');
  });
});

/** A Lupfen practice history with one undo in it: its lines, and where the undo line is. */
async function lupfenWithUndo(): Promise<{ lines: HistoryLine[]; at: number }> {
  const game = byId('lupfen');
  const v = game.variants.find((x) => x.id === 'classic')!;
  const { sink } = await practice(game, v, 'check-undo', undoOnce(game, 10), 2);
  const lines = [...sink.lines];
  return { lines, at: lines.findIndex((l) => l.type === 'undo') };
}

function replayLines(lines: readonly HistoryLine[]) {
  const parsed = parseHistory(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', 'u.jsonl');
  if (!parsed.ok) return { error: parsed.reason, mismatches: [] as string[] };
  const r = replayHistory(byId('lupfen'), parsed.value);
  return { error: r.error, mismatches: r.mismatches };
}

describe('check and replay of undo lines', () => {
  it('accepts a history with an undo line', async () => {
    const { lines, at } = await lupfenWithUndo();
    expect(at).toBeGreaterThan(0);
    expect(replayLines(lines)).toEqual({ error: null, mismatches: [] });
  });

  it('refuses a malformed undo line with one line naming the file line', async () => {
    const { lines, at } = await lupfenWithUndo();
    const undo = lines[at] as HistoryLine & { keep: number; deal: number; moves: number };
    const no = at + 1;
    const withUndo = (patch: object | null): HistoryLine[] => {
      const copy = [...lines];
      copy[at] = (patch === null ? { type: 'undo', deal: undo.deal, seat: 0 } : { ...undo, ...patch }) as HistoryLine;
      return copy;
    };
    expect(replayLines(withUndo({ keep: 99 })).error).toMatch(
      new RegExp(`^u\\.jsonl:${no}: "undo" line: keeps 99 lines of deal ${undo.deal}, which has \\d+ standing$`),
    );
    expect(replayLines(withUndo({ deal: undo.deal + 5 })).error).toBe(
      `u.jsonl:${no}: "undo" line: deal ${undo.deal + 5} is not the deal in play (deal ${undo.deal}); an undo stays in its deal`,
    );
    expect(replayLines(withUndo({ seat: 1 })).error).toBe(`u.jsonl:${no}: "undo" line: seat 1 is a bot; only a human takes moves back`);
    expect(replayLines(withUndo(null)).error).toBe(`u.jsonl:${no}: "undo" line has no "keep"`);
    expect(replayLines(withUndo({ moves: undo.moves + 1 })).mismatches).toEqual([
      `u.jsonl:${no}: "undo" line says ${undo.moves + 1} moves, but it takes back ${undo.moves}`,
    ]);
    // Back to the start of the deal, across the trump the lifter turned (a reveal to everybody).
    const revealed = lines.slice(0, at).some((l) => l.type === 'reveal' && l.deal === undo.deal);
    if (revealed)
      expect(replayLines(withUndo({ keep: 0, moves: undefined })).error).toMatch(
        new RegExp(`^u\\.jsonl:${no}: "undo" line: takes back cards seat 0 had seen \\(reveal line\\): Can't undo past`),
      );
    expect(revealed).toBe(true);
  });

  it('refuses an undo line written after a settle: a scored deal is never taken back', async () => {
    const { lines } = await lupfenWithUndo();
    const settle = lines.findIndex((l) => l.type === 'settle');
    const deal = (lines[settle] as HistoryLine & { deal: number }).deal;
    // What the table wrote when `u` at the next deal's first question went back into this one.
    const back = (undo: object) => [
      ...lines.slice(0, settle + 1),
      { type: 'undo', seat: 0, ...undo } as HistoryLine,
      ...lines.slice(settle + 1),
    ];
    const said = `u.jsonl:${settle + 2}: "undo" line: deal ${deal} was scored (settle line ${settle + 1}) and the next deal not dealt yet; an undo never reaches into a scored deal`;
    expect(replayLines(back({ deal, keep: 3, moves: 2 })).error).toBe(said);
    expect(replayLines(back({ deal: deal + 1, keep: 0 })).error).toBe(said);
  });

  it('refuses an undo line that takes nothing back, or in a match that has no take-backs', async () => {
    const { lines, at } = await lupfenWithUndo();
    const no = at + 1;
    const undo = lines[at] as HistoryLine & { keep: number; deal: number };
    // keep: every line of the deal standing before it (none of them an undo line here).
    const standing = lines.slice(lines.findLastIndex((l, i) => i < at && l.type === 'deal') + 1, at).length;
    const copy = [...lines];
    copy[at] = { ...undo, keep: standing, moves: 0 } as HistoryLine;
    expect(replayLines(copy).error).toBe(
      `u.jsonl:${no}: "undo" line: keeps all ${standing} standing lines of deal ${undo.deal}: it takes nothing back`,
    );

    const match = lines[0] as HistoryLine & { type: 'match' };
    const withMatch = (m: object) => [{ ...match, ...m } as HistoryLine, ...lines.slice(1)];
    expect(replayLines(withMatch({ undo: false })).error).toBe(
      `u.jsonl:${no}: "undo" line in a match played without take-backs ("undo": false in its match line)`,
    );
    const twoHumans = match.seats.map((s, i) => (i === 1 ? { name: 'Ben', kind: 'human' } : s));
    expect(replayLines(withMatch({ seats: twoHumans })).error).toBe(
      `u.jsonl:${no}: "undo" line in a match of 2 human players; only a practice game with one human has take-backs`,
    );
  });
});
