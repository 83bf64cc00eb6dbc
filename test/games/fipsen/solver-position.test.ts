// Fipsen's fast path against rules.ts (test/games/solver-position-conformance.ts): random matches through the
// Game interface with a working copy following every card, stop and continue of every deal, in
// every variant and player count, with the house rules that change the play's value.
import { describe, expect, it } from 'vitest';
import { sidesFrom } from '../../../src/bots/deal-on-positions.js';
import { Solver } from '../../../src/bots/solver.js';
import { Rng } from '../../../src/core/rng.js';
import type { FipsenState } from '../../../src/games/fipsen/index.js';
import { FipsenWork, GO_ON, STOP, fipsenCardIndex } from '../../../src/games/fipsen/solver-position.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { PACK_32 } from '../../../src/games/fipsen/pack.js';
import { rank64 } from '../hash-rank.js';
import { checkFastTable } from '../solver-position-conformance.js';
import { table } from './helpers.js';

const CONFIGS: { variant: string; players: number; rules: Record<string, string> }[] = [
  { variant: 'prisdorf', players: 4, rules: { deals: '6' } },
  { variant: 'prisdorf', players: 3, rules: { deals: '6', kontra: 'true' } },
  { variant: 'grossenaspe', players: 3, rules: { deals: '6' } },
  { variant: 'grossenaspe', players: 4, rules: { deals: '6', kloppen: 'true' } },
  { variant: 'grossenaspe', players: 5, rules: { deals: '6' } },
  { variant: 'grossenaspe', players: 5, rules: { deals: '6', five_mode: 'all_in' } },
];

describe('fipsen fast path = rules.ts', () => {
  for (const config of CONFIGS) {
    it(`${config.variant} ${config.players}p ${JSON.stringify(config.rules)}`, () => {
      const tally = checkFastTable(fipsen, config, 20, `fast/${config.variant}/${config.players}/${JSON.stringify(config.rules)}`);
      expect(tally.stretches).toBeGreaterThan(60);
      expect(tally.moves).toBeGreaterThan(tally.stretches * 3);
    });
  }

  it('numbers the 32 cards 0–31, the calls 32 and 33, and refuses any other card', () => {
    expect(new Set(PACK_32.map(fipsenCardIndex))).toEqual(new Set(Array.from({ length: 32 }, (_, i) => i)));
    const w = new FipsenWork();
    expect([w.codeOf({ kind: 'stop' }), w.codeOf({ kind: 'continue' })]).toEqual([STOP, GO_ON]);
    expect(w.codeOf({ kind: 'pass' })).toBe(-1);
    expect(() => fipsenCardIndex('2C')).toThrow('2C is not a card');
  });

  it('refuses states before the card play', () => {
    expect(new FipsenWork().load(table('prisdorf', 4))).toBe(false);
  });

  it('alpha-beta with touching cards searched once and its move order values every deal as the plain search does', () => {
    for (const [variant, players] of [
      ['prisdorf', 4],
      ['grossenaspe', 5],
    ] as const) {
      const opts = fipsen.resolveOptions(variant, players, { deals: '1000' });
      if (!opts.ok) throw new Error(opts.reason);
      const rng = Rng.fromSeed(`equiv/${variant}`);
      const deals: FipsenState[] = [];
      let s = fipsen.setup({ variant, players, options: opts.value });
      while (deals.length < 60) {
        const t = fipsen.turn(s);
        if (t.kind === 'over') break;
        if (t.kind === 'chance') s = fipsen.apply(s, fipsen.drawChance(s, rng));
        else {
          if (s.phase === 'play') deals.push(s);
          s = fipsen.apply(s, rng.pick(fipsen.legalActions(s)));
        }
      }
      const smart = new FipsenWork();
      const plain = new FipsenWork();
      // The same work without its ordering and equivalence hints.
      Object.assign(plain, { moveScore: undefined, moveClass: undefined });
      const a = new Solver(smart, players);
      const b = new Solver(plain, players);
      for (const d of deals) {
        const sideOf = sidesFrom(fipsen.sides!(d), d.toPlay, players)!;
        smart.load(d);
        plain.load(d);
        const va = a.alphaBeta({ root: d.toPlay, leaf: (out) => smart.returns(out) }, sideOf);
        const vb = b.alphaBeta({ root: d.toPlay, leaf: (out) => plain.returns(out) }, sideOf);
        expect(va).toBe(vb);
      }
    }
  });

  it('Thedinghausen: max-n with its table and touching cards searched once values every position as plain max-n in code order', () => {
    const { differ, fast, plain } = maxnAgainstPlain({}, null);
    // The seats' values differ (a race, not a tie everywhere), and the shortcuts cut the work.
    expect(differ).toBeGreaterThan(60);
    expect(fast * 4).toBeLessThan(plain);
  });

  it('Thedinghausen, tally_check=deal_end: the hash holds who reached ten first, which decides equal tallies', () => {
    // Every seat at nine: seat 1 takes its tenth trick first on one line, seat 0 on the other; three
    // tricks later the cards, the tricks won and the turn are the same.
    const opts = fipsen.resolveOptions('thedinghausen', 5, { games: '1000', tally_check: 'deal_end' });
    if (!opts.ok) throw new Error(opts.reason);
    const rng = Rng.fromSeed('trans');
    let s = fipsen.setup({ variant: 'thedinghausen', players: 5, options: opts.value });
    while (s.phase !== 'play')
      s = fipsen.apply(s, fipsen.turn(s).kind === 'chance' ? fipsen.drawChance(s, rng) : rng.pick(fipsen.legalActions(s)));
    const lead: FipsenState = { ...s, race: { ...s.race!, tally: [9, 9, 9, 9, 9] } };
    const work = new FipsenWork();
    const along = (codes: number[]): { state: FipsenState; hash: number[] } => {
      let state = lead;
      work.load(lead);
      for (const c of codes) {
        state = fipsen.apply(state, work.actionOf(c));
        work.apply(c);
      }
      const hash = [work.hashLo(), work.hashHi()];
      // Loaded at the same point, the work hashes it as it did move by move.
      work.load(state);
      expect([work.hashLo(), work.hashHi()]).toEqual(hash);
      return { state, hash };
    };
    const one = along([4, 5, 1, 2, 6, 18, 20, 9, 23, 29, 25, 31, 24, 28, 0]);
    const other = along([23, 29, 18, 20, 9, 5, 1, 2, 6, 4, 31, 24, 28, 0, 25]);
    expect(one.state.hands).toEqual(other.state.hands);
    expect(one.state.tricksWon).toEqual(other.state.tricksWon);
    expect(one.state.toPlay).toBe(other.state.toPlay);
    expect(one.state.tricks.map((t) => t.winner)).toEqual([1, 0, 2]);
    expect(other.state.tricks.map((t) => t.winner)).toEqual([0, 1, 2]);
    expect(one.hash).not.toEqual(other.hash);
    // The same last two tricks end the deal with seats 0 and 1 on eleven: the first to ten wins the game.
    const playOut = (st: FipsenState): readonly number[] => {
      while (st.phase === 'play') st = fipsen.apply(st, fipsen.legalActions(st)[0]!);
      return st.race!.hedewigs;
    };
    expect([playOut(one.state), playOut(other.state)]).toEqual([
      [0, 5, 0, 0, 0],
      [5, 0, 0, 0, 0],
    ]);
  });

  it('hashes positions with 64 independent bits: its keys span all 64 (xorshift keys span 32, and positions shared a hash)', () => {
    const work = new FipsenWork() as unknown as { keyLo: Int32Array; keyHi: Int32Array };
    expect(work.keyLo.length).toBe(435);
    expect(rank64(work.keyLo, work.keyHi)).toBe(64);
  });
});

/**
 * Thedinghausen positions from the second trick on (plain max-n from the first card takes seconds
 * a deal), `tally` in place of the race's when given: each valued by max-n on the fast path and by
 * plain max-n (every legal card searched, in code order, no table: a policy that never forces turns
 * it off), which must agree exactly. Returns how many had seats of different values, and the
 * positions each search visited.
 */
function maxnAgainstPlain(raw: Record<string, string>, tally: number[] | null): { differ: number; fast: number; plain: number } {
  const opts = fipsen.resolveOptions('thedinghausen', 5, { games: '1000', ...raw });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(`maxn-equiv${JSON.stringify(raw)}`);
  const positions: FipsenState[] = [];
  let s = fipsen.setup({ variant: 'thedinghausen', players: 5, options: opts.value });
  while (positions.length < 80) {
    const t = fipsen.turn(s);
    if (t.kind === 'chance') s = fipsen.apply(s, fipsen.drawChance(s, rng));
    else {
      if (s.phase === 'play' && s.tricks.length >= 1 && rng.int(3) === 0) positions.push(tally ? { ...s, race: { ...s.race!, tally } } : s);
      s = fipsen.apply(s, rng.pick(fipsen.legalActions(s)));
    }
  }
  const fast = new FipsenWork();
  const plain = new FipsenWork();
  const listed = plain.legal.bind(plain);
  Object.assign(plain, {
    moveClass: undefined,
    legal: (out: Int32Array) => {
      const k = listed(out);
      out.subarray(0, k).sort();
      return k;
    },
  });
  const a = new Solver(fast, 5);
  const b = new Solver(plain, 5);
  const va = new Float64Array(5);
  const vb = new Float64Array(5);
  let differ = 0;
  for (const p of positions) {
    fast.load(p);
    plain.load(p);
    a.maxn({ root: p.toPlay, leaf: (out) => fast.positionValue(out) }, va);
    b.maxn({ root: p.toPlay, leaf: (out) => plain.positionValue(out), policy: () => -1 }, vb);
    expect(Array.from(va)).toEqual(Array.from(vb));
    if (va.some((v) => v !== va[0])) differ++;
  }
  return { differ, fast: a.nodes, plain: b.nodes };
}
