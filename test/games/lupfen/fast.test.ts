// The fast path against rules.ts: random matches played through the Game interface, with a
// working copy following every card of every deal. Legal sets, whose turn, the position hash,
// undo, and the settled balances and returns must all agree, move by move.
import { describe, expect, it } from 'vitest';
import { LUPFEN_PACK } from '../../../src/core/packs.js';
import { Rng } from '../../../src/core/rng.js';
import { LupfenWork, lupfenCardIndex } from '../../../src/games/lupfen/fast.js';
import { lupfen, type LupfenState } from '../../../src/games/lupfen/index.js';

interface Config {
  readonly variant: 'classic' | 'vorarlberg';
  readonly players: number;
  readonly rules: Record<string, string>;
}

const CONFIGS: Config[] = [
  { variant: 'classic', players: 3, rules: { deals: '4', no_trick_penalty: 'price' } },
  { variant: 'classic', players: 4, rules: { deals: '3', no_trick_penalty: 'pot', ante: '2', max_price: '5' } },
  { variant: 'classic', players: 5, rules: { deals: '5', no_trick_penalty: 'none' } },
  { variant: 'vorarlberg', players: 3, rules: { deals: '2', dealer_stake: '3', shoving: 'true' } },
  { variant: 'vorarlberg', players: 4, rules: { deals: '3', blind_lupf: 'true', compulsory_hearts: 'true' } },
  { variant: 'vorarlberg', players: 5, rules: { deals: '3', pass_before_lupf_final: 'false', compulsory_lupf: 'true' } },
  { variant: 'vorarlberg', players: 6, rules: { deals: '4', dealer_stake: '6', ante: '1' } },
];

/** The working copy's legal codes, in its order (which must be rules.ts's: the hand's order). */
function fastLegal(work: LupfenWork, buf: Int32Array): number[] {
  const k = work.legal(buf);
  return Array.from(buf.subarray(0, k));
}

function gameLegal(s: LupfenState): number[] {
  return lupfen
    .legalActions(s)
    .map((a) => (a.kind === 'play' ? lupfenCardIndex(a.card) : -1));
}

interface Tally {
  deals: number;
  moves: number;
}

/** Plays matches of `config` at random; checks the working copy at every card. */
function checkMatches(config: Config, matches: number, seed: string): Tally {
  const opts = lupfen.resolveOptions(config.variant, config.players, config.rules);
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(seed);
  const work = new LupfenWork();
  const fresh = new LupfenWork();
  const buf = new Int32Array(8);
  const out = new Float64Array(config.players);
  const tally: Tally = { deals: 0, moves: 0 };
  for (let m = 0; m < matches; m++) {
    let s = lupfen.setup({ variant: config.variant, players: config.players, options: opts.value });
    let loaded = false;
    let rootLo = 0;
    let rootHi = 0;
    let rootLegal: number[] = [];
    for (;;) {
      const turn = lupfen.turn(s);
      if (turn.kind === 'over') break;
      if (turn.kind === 'chance') {
        s = lupfen.apply(s, lupfen.drawChance(s, rng));
        continue;
      }
      if (s.phase !== 'play') {
        expect(work.load(s)).toBe(false);
        s = lupfen.apply(s, rng.pick(lupfen.legalActions(s)));
        continue;
      }
      if (!loaded) {
        expect(work.load(s)).toBe(true);
        loaded = true;
        rootLo = work.hashLo();
        rootHi = work.hashHi();
        rootLegal = fastLegal(work, buf);
        tally.deals++;
      }
      // The same position loaded afresh: same turn, legal set and hash as the one moved into.
      expect(fresh.load(s)).toBe(true);
      expect(work.toAct()).toBe(turn.seat);
      expect(work.done()).toBe(false);
      expect(fastLegal(work, buf)).toEqual(gameLegal(s));
      expect([work.hashLo(), work.hashHi()]).toEqual([fresh.hashLo(), fresh.hashHi()]);
      work.balances(out);
      expect(Array.from(out)).toEqual(lupfen.balances(s));
      const legal = lupfen.legalActions(s);
      const action = rng.pick(legal);
      const code = work.codeOf(action);
      expect(work.actionOf(code)).toEqual(action);
      // Undo must give back the position exactly: step into another card first, when there is one.
      if (legal.length > 1) {
        const other = legal.find((a) => a !== action)!;
        work.apply(work.codeOf(other));
        work.undo();
        expect([work.hashLo(), work.hashHi()]).toEqual([fresh.hashLo(), fresh.hashHi()]);
        expect(fastLegal(work, buf)).toEqual(gameLegal(s));
      }
      work.apply(code);
      tally.moves++;
      const dealNo = s.dealNo;
      s = lupfen.apply(s, action);
      if (s.dealNo !== dealNo || lupfen.turn(s).kind === 'over') {
        // The deal is over: settled balances (next deal's antes and stake or the match end included).
        expect(work.done()).toBe(true);
        expect(work.toAct()).toBe(-1);
        work.balances(out);
        expect(Array.from(out)).toEqual(lupfen.balances(s));
        work.returns(out);
        expect(Array.from(out)).toEqual(lupfen.returns(s));
        while (work.ply > 0) work.undo();
        expect([work.hashLo(), work.hashHi()]).toEqual([rootLo, rootHi]);
        expect(fastLegal(work, buf)).toEqual(rootLegal);
        loaded = false;
      } else {
        expect(work.done()).toBe(false);
      }
    }
  }
  return tally;
}

describe('lupfen fast path = rules.ts', () => {
  for (const config of CONFIGS) {
    it(`${config.variant} ${config.players}p ${JSON.stringify(config.rules)}`, () => {
      const tally = checkMatches(config, 60, `fast/${config.variant}/${config.players}`);
      // Enough deals reached the card play to mean something.
      expect(tally.deals).toBeGreaterThan(40);
      expect(tally.moves).toBeGreaterThan(tally.deals * 6);
    });
  }

  it('numbers the 20 cards of the pack 0–19 and refuses any other card', () => {
    expect(new Set(LUPFEN_PACK.map(lupfenCardIndex))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i)));
    expect(() => lupfenCardIndex('9C')).toThrow('9C is not in the pack');
  });

  it('refuses states outside the card play', () => {
    const opts = lupfen.resolveOptions('classic', 4, {});
    if (!opts.ok) throw new Error(opts.reason);
    const s = lupfen.setup({ variant: 'classic', players: 4, options: opts.value });
    expect(new LupfenWork().load(s)).toBe(false);
  });
});
