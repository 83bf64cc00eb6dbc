// A practice match for the undo tests: seat 0 is a scripted human that may take back (UNDO) or
// leave (STOP); the other seats are bots that draw from their decision's own Rng, so a bot asked
// again after an undo must have been given the same one to move the same.
import type { AnyAgent } from '../../src/bots/agent.js';
import type { GameLine, HistoryLine, SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink, runMatch, SUSPEND, type MatchOutcome } from '../../src/engine/match.js';
import { shownCards, UndoBook, UndoRequest } from '../../src/engine/undo.js';
import type { AnyGame, Options, VariantInfo } from '../../src/contract/game.js';
import { STARTED } from './helpers.js';

export const UNDO = Symbol('undo');
export const STOP = Symbol('stop');
type Answer = unknown;

/** What the scripted human sees at each question: the position (from the undo book), its legal actions. */
export interface Asked {
  readonly n: number;
  readonly state: unknown;
  readonly legal: readonly unknown[];
  readonly book: UndoBook;
  /** Lines written so far. */
  readonly written: number;
  /** The lines themselves. */
  readonly lines: readonly HistoryLine[];
}

export interface Practice {
  readonly sink: MemorySink;
  readonly outcome: MatchOutcome<unknown>;
  readonly book: UndoBook;
}

export const rngBot: AnyAgent = { id: 'bot:rng', decide: (_v, legal, ctx) => legal[ctx.rng.int(legal.length)] };

export function optionsFor(game: AnyGame, v: VariantInfo, players: number, deals: number) {
  const r = game.resolveOptions(v.id, players, v.lengthKey ? { [v.lengthKey]: String(deals) } : {});
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/**
 * A match with seat 0 answered by `answer` (an action, UNDO or STOP) and rngBot elsewhere, under
 * `options` (default: the variant's rules, `deals` deals long).
 */
export async function practice(
  game: AnyGame,
  v: VariantInfo,
  seed: string,
  answer: (q: Asked) => Answer,
  deals = 2,
  options: Options = optionsFor(game, v, v.defaultPlayers, deals),
): Promise<Practice> {
  const players = v.defaultPlayers;
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'rng' },
  );
  const book = new UndoBook(0);
  const sink = new MemorySink();
  const abort = new AbortController();
  let n = 0;
  const human: AnyAgent = {
    id: 'human',
    decide: async (_view, legal) => {
      const state = book.points[book.points.length - 1]!.state;
      const a = answer({ n: n++, state, legal, book, written: sink.lines.length, lines: sink.lines });
      if (a === UNDO) throw new UndoRequest();
      if (a === STOP) {
        abort.abort(SUSPEND);
        return new Promise(() => {});
      }
      return a;
    },
  };
  const outcome = await runMatch(
    {
      game,
      variant: v.id,
      players,
      options,
      seats,
      agents: seats.map((_, i) => (i === 0 ? human : rngBot)),
      seed,
      startedAt: STARTED,
    },
    { sink, undo: book, signal: abort.signal },
  );
  return { sink, outcome, book };
}

export const view0 = (game: AnyGame, state: unknown): string => JSON.stringify(game.view(state, 0));

/** A choice that varies between positions but is the same at the same position (asked again). */
export const spread = (game: AnyGame, state: unknown, legal: readonly unknown[]): unknown =>
  legal[view0(game, state).length % legal.length];

/** Seat 0's first legal action that shows it cards (a pick-up, an exchange), if any. */
export function showingAction(game: AnyGame, state: unknown, legal: readonly unknown[]): unknown {
  return legal.find((a) => {
    const log: GameLine[] = [];
    const line = game.encodeAction(state, a);
    game.apply(state, a, log);
    const lines: HistoryLine[] = line ? [line, ...log] : log;
    return lines.some((l) => l.type === 'exchange' && l.got.length > 0 && shownCards(game, state, l, 0) !== null);
  });
}

/** An action that keeps seat 0 in the deal: a lift, a join, a bid or hold (the highest bid last). */
export function stayIn(game: AnyGame, state: unknown, legal: readonly unknown[]): unknown {
  const words = ['lift', 'join', 'exchange', 'hold', 'skat'];
  const byCall = legal.find((a) => {
    const l = game.encodeAction(state, a);
    return l?.type === 'call' && words.includes(l.call);
  });
  if (byCall !== undefined) return byCall;
  // The highest bid that is not a Hand game (a Hand game never picks up the Skat).
  const bids = legal.filter(
    (a) =>
      game.encodeAction(state, a)?.type === 'call' &&
      (a as { kind?: string }).kind === 'bid' &&
      !/Hand/.test(game.describeAction(state, a)),
  );
  return bids[bids.length - 1] ?? legal[0];
}

/** Seat 0 takes back once, at the first question the book allows it, then answers `after` more and leaves. */
export function undoOnce(game: AnyGame, after: number): (q: Asked) => Answer {
  let undone = false;
  let answered = 0;
  return (q) => {
    if (undone && ++answered > after) return STOP;
    if (!undone && q.book.blocked() === null) {
      undone = true;
      return UNDO;
    }
    return spread(game, q.state, q.legal);
  };
}
