// Kloepper's fast path against rules.ts (test/games/solver-position-conformance.ts): random matches through the
// Game interface with a working copy following every declaration, knock, knock-back answer and card
// of every deal, with the house rules that change what is legal; and worked deals settled exactly.
import { describe, expect, it } from 'vitest';
import { sidesFrom } from '../../../src/bots/deal-on-positions.js';
import { Solver } from '../../../src/bots/solver.js';
import { ALONE, CALL, COUNTER, KNOCK, KloepperWork, NO_COUNTER, kloepperCardIndex } from '../../../src/games/kloepper/solver-position.js';
import { KLOEPPER_PACK } from '../../../src/games/kloepper/rules.js';
import { kloepper, type KloepperState } from '../../../src/games/kloepper/index.js';
import { checkFastPath, checkHashAnyPly } from '../solver-position-conformance.js';
import { Rng } from '../../../src/core/rng.js';
import { botsOf, statesOfPlay } from '../../registered.js';
import { K13_HANDS, act, dealt, options, run } from './helpers.js';
import { bothPaths, expectSearchesAgree } from '../../bots/both-paths.js';

// Six deals each: a target no random match reaches.
const CONFIGS: Record<string, string>[] = [
  { deals: '6', target: '1000' },
  { deals: '6', target: '1000', self_call: 'true', call_needs_suit: 'true' },
  { deals: '6', target: '1000', knocking: 'false' },
];

describe('kloepper fast path = rules.ts', () => {
  for (const raw of CONFIGS) {
    it(`random matches ${JSON.stringify(raw)}: same legal actions, turns, hashes, undo and settlement`, () => {
      const tally = checkFastPath(
        kloepper,
        { variant: 'standard', players: 4, options: options(raw) },
        12,
        `fast/kloepper/${JSON.stringify(raw)}`,
      );
      // Every deal is followed from its first decision (the declaration or the first card) to its settle.
      expect(tally.stretches).toBe(72);
      expect(tally.moves).toBeGreaterThan(tally.stretches * 10);
    });
  }

  it('builds the hash first asked for at any ply of a deal as the hash kept from the load, and again after an undo past it', () => {
    // From the declaration (a deal just dealt) and from a first card, knocks and their answers included.
    const rng = Rng.fromSeed('fast/kloepper/lazy-hash');
    let compared = 0;
    let s = kloepper.setup({ variant: 'standard', players: 4, options: options({ target: '10000' }) });
    for (let deals = 0; deals < 16;) {
      const turn = kloepper.turn(s);
      if (turn.kind === 'chance') s = kloepper.apply(s, kloepper.drawChance(s, rng));
      else {
        if (s.tricks.length === 0 && s.trick === null && s.phase !== 'counter') {
          compared += checkHashAnyPly(() => new KloepperWork(), s, rng);
          deals++;
        }
        s = kloepper.apply(s, rng.pick(kloepper.legalActions(s)));
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('numbers the 24 cards 0–23 and the calls after them, and refuses states outside a deal', () => {
    expect(KLOEPPER_PACK.map(kloepperCardIndex).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const w = new KloepperWork();
    expect(
      [{ kind: 'alone' }, { kind: 'call', suit: 'H' }, { kind: 'knock' }, { kind: 'counter-knock' }, { kind: 'no-counter-knock' }].map(
        (a) => w.codeOf(a as never),
      ),
    ).toEqual([ALONE, CALL + 2, KNOCK, COUNTER, NO_COUNTER]);
    expect(w.load(kloepper.setup({ variant: 'standard', players: 4, options: options() }))).toBe(false);
  });

  it('K-13 with a knock and a counter-knock: the non-queen side takes trick 1 and scores 24 each', () => {
    // Seats 1 (Q♣) and 3 (Q♠) are the queen side; seat 0 leads. Seat 3 knocks before his first
    // card, seat 0 knocks back; seat 2 trumps the first trick with 9♦ over 9♣: the deal ends there.
    const s = dealt(K13_HANDS, { dealer: 3, balances: [5, 0, 3, 1] });
    const w = new KloepperWork();
    expect(w.load(s)).toBe(true);
    const buf = new Int32Array(w.maxActions);
    for (const word of ['9H', '9S', '9D', 'knock', 'counter']) {
      const code = w.codeOf(act(word));
      expect(Array.from(buf.subarray(0, w.legal(buf)))).toContain(code);
      w.apply(code);
    }
    expect(w.toAct()).toBe(3);
    w.apply(w.codeOf(act('9C')));
    expect(w.done()).toBe(true);
    const out = new Float64Array(4);
    w.balances(out);
    expect(Array.from(out)).toEqual([5 + 24, 0, 3 + 24, 1]);
    expect(run(s, ['9H', '9S', '9D', 'knock', 'counter', '9C']).state.balances).toEqual([29, 0, 27, 1]);
  });
});

// bot:hard's search with the fast path against the same search walking every move through `apply`:
// for the same Rng the values of every action, the choice and the samples must be identical.
function decisionStates(raw: Record<string, string>, seed: string, steps: number): Generator<KloepperState> {
  return statesOfPlay(kloepper, () => kloepper.setup({ variant: 'standard', players: 4, options: options(raw) }), seed, {
    maxSteps: steps,
  });
}

describe('kloepper search: fast path = the walk through apply', () => {
  it('bot:hard (opponent model): same values, choices and samples', () => {
    const hooks = botsOf(kloepper)!.hooks;
    const states = decisionStates({ deals: '100', target: '1000' }, 'fast-search/kloepper', 100);
    expect(expectSearchesAgree(hooks, states, () => ({ samples: 3 }), 'k').length).toBeGreaterThan(40);
  });

  it('every seat searched (alpha-beta over the sides, transposition table) gives the walk’s values exactly', () => {
    const hooks = { ...botsOf(kloepper)!.hooks, policy: undefined };
    let compared = 0;
    for (const s of decisionStates({ deals: '100', target: '1000' }, 'fast-search/kloepper/exact', 250)) {
      const t = kloepper.turn(s);
      // From trick 4 on: the walk through apply of every seat's every card is too slow before.
      if (t.kind !== 'decide' || s.phase !== 'play' || s.tricks.length < 3) continue;
      for (const { fast, slow } of bothPaths(hooks, s, t.seat)) {
        expect(fast.slice(0, 4)).toEqual(slow.slice(0, 4));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('move ordering changes no value: a whole deal solved from its first card with and without it', () => {
    let compared = 0;
    const smart = new KloepperWork();
    const plain = new KloepperWork();
    Object.assign(plain, { moveScore: undefined });
    const a = new Solver(smart, 4);
    const b = new Solver(plain, 4);
    for (const s of decisionStates({ deals: '100', target: '1000' }, 'fast-order/kloepper', 120)) {
      if (s.phase !== 'play' || s.tricks.length > 0 || s.trick !== null) continue;
      const sideOf = sidesFrom(kloepper.sides!(s), s.toPlay, 4)!;
      smart.load(s);
      plain.load(s);
      const va = a.alphaBeta({ root: s.toPlay, leaf: (out) => smart.returns(out) }, sideOf);
      const vb = b.alphaBeta({ root: s.toPlay, leaf: (out) => plain.returns(out) }, sideOf);
      expect(va).toBe(vb);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });
});
