// The check every game's fast path (src/games/solver-position.ts) must pass: random matches played through
// the Game interface with a working copy following every move it covers. Legal actions (same
// codes, same order), whose turn, the position hash (against a fresh load of the same state),
// undo, and the balances and returns once the covered part is over must all agree.
import { expect } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { Game, MatchConfig } from '../../src/contract/game.js';
import type { FastWork } from '../../src/contract/search.js';

export interface FastTally {
  /** Covered stretches (Lupfen: deals' card play) followed from their start to their end. */
  readonly stretches: number;
  /** Moves made on the working copy. */
  readonly moves: number;
}

/** A table to check: a variant, a player count and house rules as the command line gives them. */
export interface FastTable {
  readonly variant: string;
  readonly players: number;
  readonly rules: Readonly<Record<string, string>>;
}

/** checkFastPath on `table`'s options. */
export function checkFastTable<S, A, V>(game: Game<S, A, V>, table: FastTable, matches: number, seed: string): FastTally {
  const opts = game.resolveOptions(table.variant, table.players, table.rules);
  if (!opts.ok) throw new Error(opts.reason);
  return checkFastPath(game, { variant: table.variant, players: table.players, options: opts.value }, matches, seed);
}

export function checkFastPath<S, A, V>(game: Game<S, A, V>, config: MatchConfig, matches: number, seed: string): FastTally {
  const fast = game.fast;
  if (!fast) throw new Error(`${game.id} has no fast path`);
  const rng = Rng.fromSeed(seed);
  const work = fast.create();
  const fresh = fast.create();
  const buf = new Int32Array(Math.max(work.maxActions, 1));
  const out = new Float64Array(config.players);
  const codes = (): number[] => Array.from(buf.subarray(0, work.legal(buf)));
  const hash = (w: typeof work): [number, number] => [w.hashLo(), w.hashHi()];
  let stretches = 0;
  let moves = 0;
  for (let m = 0; m < matches; m++) {
    let s = game.setup(config);
    let following = false;
    let root: { hash: [number, number]; codes: number[] } | null = null;
    for (;;) {
      const turn = game.turn(s);
      if (turn.kind === 'over') break;
      if (turn.kind === 'chance') {
        expect(following).toBe(false);
        s = game.apply(s, game.drawChance(s, rng));
        continue;
      }
      const legal = game.legalActions(s);
      if (!following) {
        if (!work.load(s)) {
          s = game.apply(s, rng.pick(legal));
          continue;
        }
        following = true;
        root = { hash: hash(work), codes: codes() };
        stretches++;
      }
      // The position moved into is the position loaded afresh.
      expect(fresh.load(s)).toBe(true);
      expect(work.toAct()).toBe(turn.seat);
      expect(work.done()).toBe(false);
      expect(hash(work)).toEqual(hash(fresh));
      expect(codes()).toEqual(legal.map((a) => work.codeOf(a)));
      work.balances(out);
      expect(Array.from(out)).toEqual(game.balances(s));
      const action = rng.pick(legal);
      const code = work.codeOf(action);
      expect(game.actionKey(work.actionOf(code))).toBe(game.actionKey(action));
      // Undo gives back the position exactly: step into another action first, when there is one.
      const other = legal.find((a) => a !== action);
      if (other !== undefined) {
        work.apply(work.codeOf(other));
        work.undo();
        expect(hash(work)).toEqual(hash(fresh));
        expect(codes()).toEqual(legal.map((a) => work.codeOf(a)));
      }
      work.apply(code);
      moves++;
      s = game.apply(s, action);
      if (work.done()) {
        // The covered part is over: balances and returns as the Game interface has them now.
        expect(work.toAct()).toBe(-1);
        work.balances(out);
        expect(Array.from(out)).toEqual(game.balances(s));
        work.returns(out);
        expect(Array.from(out)).toEqual(game.returns(s));
        while (work.ply > 0) work.undo();
        expect(hash(work)).toEqual(root!.hash);
        expect(codes()).toEqual(root!.codes);
        following = false;
      } else {
        const next = game.turn(s);
        expect(next.kind).toBe('decide');
        expect(work.toAct()).toBe(next.kind === 'decide' ? next.seat : -2);
      }
    }
    expect(following).toBe(false);
  }
  return { stretches, moves };
}

/**
 * A working copy that keeps its hash only once asked for: from `s`, one random line to the end of
 * the covered part, with the hash asked at the load and kept move by move; then for every ply k a
 * fresh load that first asks at ply k must give the same hash there, at every move after it, and
 * at every undo back to the load (past the ply it built the hash at). Returns the hashes compared.
 */
export function checkHashAnyPly<S, A>(create: () => FastWork<S, A>, s: S, rng: Rng): number {
  const kept = create();
  const lazy = create();
  const buf = new Int32Array(kept.maxActions);
  const hash = (w: FastWork<S, A>): string => `${w.hashLo()}/${w.hashHi()}`;
  expect(kept.load(s)).toBe(true);
  const line: number[] = [];
  const hashes = [hash(kept)];
  while (!kept.done()) {
    line.push(buf[rng.int(kept.legal(buf))]!);
    kept.apply(line.at(-1)!);
    hashes.push(hash(kept));
  }
  let compared = 0;
  for (let k = 0; k <= line.length; k++) {
    lazy.load(s);
    for (let i = 0; i < k; i++) lazy.apply(line[i]!);
    expect(hash(lazy)).toBe(hashes[k]);
    for (let i = k; i < line.length; i++) {
      lazy.apply(line[i]!);
      expect(hash(lazy)).toBe(hashes[i + 1]);
    }
    while (lazy.ply > 0) {
      lazy.undo();
      expect(hash(lazy)).toBe(hashes[lazy.ply]);
      compared++;
    }
  }
  return compared;
}
