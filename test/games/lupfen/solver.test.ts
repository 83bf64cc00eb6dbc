// The solver against exhaustive plain searches written over the Game interface (immutable
// states, no table, no pruning, no ordering): on random Lupfen card-play positions, 3–6 players,
// alpha-beta must give exactly the minimax value and max-n exactly the same value vector.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { Solver } from '../../../src/bots/solver.js';
import { LupfenWork, lupfenCardIndex } from '../../../src/games/lupfen/solver-position.js';
import { lupfen, type LupfenAction, type LupfenState } from '../../../src/games/lupfen/index.js';

/** Values at the end of the deal as the search defines them: balance change minus the mean change. */
function leafOf(balances: readonly number[], base: readonly number[]): number[] {
  const n = balances.length;
  const out = balances.map((b, i) => b - base[i]!);
  const share = out.reduce((a, b) => a + b, 0) / n;
  return out.map((v) => v - share);
}

const over = (s: LupfenState, deal: number): boolean => s.dealNo !== deal || lupfen.turn(s).kind !== 'decide';

function plainMaxn(s: LupfenState, deal: number, base: readonly number[], root: number, policy?: Policy): number[] {
  if (over(s, deal)) return leafOf(lupfen.balances(s), base);
  const seat = (lupfen.turn(s) as { seat: number }).seat;
  const legal = lupfen.legalActions(s);
  const forced = policy?.(s, seat, legal);
  if (forced) return plainMaxn(lupfen.apply(s, forced), deal, base, root, policy);
  let best: number[] | null = null;
  for (const a of legal) {
    const v = plainMaxn(lupfen.apply(s, a), deal, base, root, policy);
    if (
      best === null ||
      v[seat]! > best[seat]! + 1e-9 ||
      (seat !== root && Math.abs(v[seat]! - best[seat]!) <= 1e-9 && v[root]! < best[root]!)
    ) {
      best = v;
    }
  }
  return best!;
}

function plainMinimax(s: LupfenState, deal: number, base: readonly number[], side: readonly number[]): number {
  if (over(s, deal)) {
    const leaf = leafOf(lupfen.balances(s), base);
    let v = 0;
    for (let i = 0; i < leaf.length; i++) v += side[i] === 0 ? leaf[i]! : -leaf[i]!;
    return v;
  }
  const seat = (lupfen.turn(s) as { seat: number }).seat;
  const values = lupfen.legalActions(s).map((a) => plainMinimax(lupfen.apply(s, a), deal, base, side));
  return side[seat] === 0 ? Math.max(...values) : Math.min(...values);
}

type Policy = (s: LupfenState, seat: number, legal: LupfenAction[]) => LupfenAction | null;

/** Card-play positions of random deals: the first card of a deal, and some later ones. */
function positions(variant: string, players: number, count: number, seed: string): LupfenState[] {
  const opts = lupfen.resolveOptions(variant, players, { deals: '1000' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(seed);
  const out: LupfenState[] = [];
  let s = lupfen.setup({ variant, players, options: opts.value });
  while (out.length < count) {
    const turn = lupfen.turn(s);
    if (turn.kind === 'chance') s = lupfen.apply(s, lupfen.drawChance(s, rng));
    else {
      if (s.phase === 'play' && (s.tricks.length === 0 && s.trick!.cards.length === 0 ? true : rng.next() < 0.15)) out.push(s);
      s = lupfen.apply(s, rng.pick(lupfen.legalActions(s)));
    }
  }
  return out;
}

function leafFn(work: LupfenWork, base: readonly number[]): (out: Float64Array) => void {
  const buf = new Float64Array(work.players);
  return (out) => {
    work.balances(buf);
    const v = leafOf(Array.from(buf), base);
    for (let i = 0; i < v.length; i++) out[i] = v[i]!;
  };
}

const CASES: [string, number, number][] = [
  ['classic', 3, 40],
  ['classic', 4, 40],
  ['classic', 5, 12],
  ['vorarlberg', 3, 40],
  ['vorarlberg', 4, 40],
  ['vorarlberg', 6, 6],
];

describe('solver = exhaustive plain search', () => {
  for (const [variant, players, count] of CASES) {
    it(`${variant} ${players}p: max-n vectors and two-sided alpha-beta values`, () => {
      const work = new LupfenWork();
      const solver = new Solver(work, players, 12);
      const rng = Rng.fromSeed(`solver/${variant}/${players}`);
      let abNodes = 0;
      let plainLeaves = 0;
      for (const s of positions(variant, players, count, `pos/${variant}/${players}`)) {
        const base = lupfen.balances(s);
        const root = (lupfen.turn(s) as { seat: number }).seat;
        expect(work.load(s)).toBe(true);
        const spec = { root, leaf: leafFn(work, base) };
        const out = new Float64Array(players);
        solver.maxn(spec, out);
        expect(Array.from(out)).toEqual(plainMaxn(s, s.dealNo, base, root));
        // Two sides: the root and a random partner (sometimes none) against the rest.
        const side = Array.from({ length: players }, () => 1);
        side[root] = 0;
        if (rng.next() < 0.7) side[(root + 1 + rng.int(players - 1)) % players] = 0;
        const before = solver.nodes;
        const v = solver.alphaBeta(spec, side);
        abNodes += solver.nodes - before;
        const plain = plainMinimax(s, s.dealNo, base, side);
        expect(v).toBe(plain);
        plainLeaves += 1;
        // The working copy is back where it was loaded.
        expect(work.ply).toBe(0);
      }
      expect(plainLeaves).toBe(count);
      expect(abNodes).toBeGreaterThan(0);
    });
  }

  it('follows a policy exactly where one is given (no table, forced moves)', () => {
    // Every seat but the root plays its lowest card index: the root alone branches.
    const policy: Policy = (s, seat, legal) => {
      if (seat === root || legal.length === 1) return null;
      const index = (a: LupfenAction): number => (a.kind === 'play' ? lupfenCardIndex(a.card) : -1);
      return legal.reduce((a, b) => (index(a) < index(b) ? a : b));
    };
    let root = 0;
    const work = new LupfenWork();
    const solver = new Solver(work, 4);
    for (const s of positions('vorarlberg', 4, 40, 'policy')) {
      const base = lupfen.balances(s);
      root = (lupfen.turn(s) as { seat: number }).seat;
      expect(work.load(s)).toBe(true);
      const buf = new Int32Array(3);
      const spec = {
        root,
        leaf: leafFn(work, base),
        policy: (seat: number) => {
          if (seat === root) return -1;
          const k = work.legal(buf);
          return k === 1 ? -1 : Math.min(...buf.subarray(0, k));
        },
      };
      const out = new Float64Array(4);
      solver.maxn(spec, out);
      expect(Array.from(out)).toEqual(plainMaxn(s, s.dealNo, base, root, policy));
    }
  });

  it('prunes: alpha-beta with the table visits far fewer positions than the full tree', () => {
    const work = new LupfenWork();
    const solver = new Solver(work, 4);
    let ab = 0;
    let full = 0;
    for (const s of positions('classic', 4, 30, 'prune')) {
      const base = lupfen.balances(s);
      const root = (lupfen.turn(s) as { seat: number }).seat;
      work.load(s);
      const spec = { root, leaf: leafFn(work, base) };
      let before = solver.nodes;
      solver.alphaBeta(
        spec,
        [0, 1, 0, 1].map((_, i) => (i === root || i === (root + 2) % 4 ? 0 : 1)),
      );
      ab += solver.nodes - before;
      // The full tree: max-n with a policy that never forces (the table is off under a policy).
      before = solver.nodes;
      solver.maxn({ ...spec, policy: () => -1 }, new Float64Array(4));
      full += solver.nodes - before;
    }
    expect(ab).toBeLessThan(full / 2);
  });
});
