// Tøppen's fast path against rules.ts (test/games/solver-position-conformance.ts): random matches through the
// Game interface with a working copy following every fold, knock, answer and card of every deal,
// from four players to eight, both drittsekk sizes (eight players and eight undealt cards make a
// 40-card pack, more than one 32-bit mask).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { toeppen, type ToeppenState } from '../../../src/games/toeppen/index.js';
import { FOLD_CODE, KNOCK_CODE, PAH_CODE, STAY_CODE, ToeppenWork, toeppenCardIndex } from '../../../src/games/toeppen/solver-position.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import { checkFastTable, checkHashAnyPly } from '../solver-position-conformance.js';

const CONFIGS: { players: number; rules: Record<string, string> }[] = [
  { players: 4, rules: { deals: '8' } },
  { players: 5, rules: { deals: '8', drittsekk: '4' } },
  { players: 7, rules: { deals: '6' } },
  { players: 8, rules: { deals: '6' } },
  { players: 8, rules: { deals: '6', drittsekk: 'auto' } },
];

describe('toeppen fast path = rules.ts', () => {
  for (const config of CONFIGS) {
    it(`${config.players}p ${JSON.stringify(config.rules)}`, () => {
      const table = { variant: 'standard', ...config };
      const tally = checkFastTable(toeppen, table, 8, `fast/toeppen/${config.players}/${JSON.stringify(config.rules)}`);
      // Every deal is covered from its first fold-or-stay to its settle.
      expect(tally.stretches).toBe(8 * Number(config.rules['deals']));
      expect(tally.moves).toBeGreaterThan(tally.stretches * config.players);
    });
  }

  it('numbers the cards of every pack apart, the calls after the 52 cards, and refuses a card outside R2', () => {
    const pack = toeppenPack(8, 8);
    expect(pack).toHaveLength(40);
    expect(new Set(pack.map(toeppenCardIndex)).size).toBe(40);
    expect(toeppenCardIndex('TC')).toBe(0);
    expect(toeppenCardIndex('2D')).toBe(51);
    const w = new ToeppenWork();
    const calls = (['knock', 'fold', 'stay', 'pah'] as const).map((call) => w.codeOf({ kind: 'call', call }));
    expect(calls).toEqual([KNOCK_CODE, FOLD_CODE, STAY_CODE, PAH_CODE]);
    expect(calls).toEqual([52, 53, 54, 55]);
    expect(w.codeOf({ kind: 'first-dealer', seat: 0 })).toBe(-1);
    expect(() => toeppenCardIndex('AX' as never)).toThrow('toeppen: AX is not a card of its pack');
  });

  it('gives two positions the same hash exactly when their futures are the same, over whole last tricks', () => {
    // Everything the rest of the deal depends on, fines already paid in it included; the hand's
    // order is the loaded one's, which a position of the same deal keeps.
    const future = (s: ToeppenState): string =>
      JSON.stringify([
        s.phase,
        s.pending[0],
        s.dealer,
        s.hands.map((h) => [...h].sort()),
        s.out.map((o, x) => (o ? s.balances[x]! - s.balancesAtDealStart[x]! : -1)),
        s.fine,
        s.multipliers,
        s.lastKnocker,
        s.knocked,
        s.tricks.length,
        s.trick?.cards,
        s.trick?.seats,
      ]);
    const work = new ToeppenWork();
    const byHash = new Map<string, string>();
    const byFuture = new Map<string, string>();
    let positions = 0;
    const walk = (s: ToeppenState, deal: number): void => {
      if (toeppen.turn(s).kind !== 'decide' || s.dealNo !== deal) return;
      expect(work.load(s)).toBe(true);
      const hash = `${work.hashLo()}/${work.hashHi()}`;
      const key = future(s);
      expect(byHash.get(hash) ?? key).toBe(key);
      expect(byFuture.get(key) ?? hash).toBe(hash);
      byHash.set(hash, key);
      byFuture.set(key, hash);
      positions++;
      for (const a of toeppen.legalActions(s)) walk(toeppen.apply(s, a), deal);
    };
    const opts = toeppen.resolveOptions('standard', 4, { deals: '0' });
    if (!opts.ok) throw new Error(opts.reason);
    const rng = Rng.fromSeed('fast/toeppen/hash');
    let s = toeppen.setup({ variant: 'standard', players: 4, options: opts.value });
    for (let roots = 0; roots < 3;) {
      const turn = toeppen.turn(s);
      if (turn.kind === 'chance') s = toeppen.apply(s, toeppen.drawChance(s, rng));
      else if (s.phase === 'play' && s.tricks.length === 3 && s.trick?.cards.length === 0 && s.out.every((o) => !o)) {
        walk(s, s.dealNo);
        roots++;
        s = toeppen.apply(s, rng.pick(toeppen.legalActions(s).filter((a) => a.kind === 'play')));
      } else {
        // Stay in and play cards only, so that all four seats reach the last trick.
        const legal = toeppen.legalActions(s).filter((a) => a.kind === 'play' || (a.kind === 'call' && a.call !== 'fold'));
        s = toeppen.apply(s, rng.pick(legal.filter((a) => a.kind !== 'call' || a.call !== 'knock')));
      }
    }
    // Different fines, multipliers, knockers, folds and cards on the table, all told apart.
    expect(positions).toBeGreaterThan(1000);
    expect(byHash.size).toBeLessThan(positions);
  });

  it('builds the hash first asked for at any ply of a line as the hash kept from the load, and again after an undo past it', () => {
    const opts = toeppen.resolveOptions('standard', 8, {});
    if (!opts.ok) throw new Error(opts.reason);
    const rng = Rng.fromSeed('fast/toeppen/lazy-hash');
    let compared = 0;
    for (let deal = 0; deal < 12; deal++) {
      let s = toeppen.setup({ variant: 'standard', players: 8, options: opts.value });
      while (toeppen.turn(s).kind === 'chance') s = toeppen.apply(s, toeppen.drawChance(s, rng));
      compared += checkHashAnyPly(() => new ToeppenWork(), s, rng);
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('refuses states before the deal is dealt', () => {
    const opts = toeppen.resolveOptions('standard', 4, {});
    if (!opts.ok) throw new Error(opts.reason);
    const s = toeppen.setup({ variant: 'standard', players: 4, options: opts.value });
    expect(new ToeppenWork().load(s)).toBe(false);
  });
});
