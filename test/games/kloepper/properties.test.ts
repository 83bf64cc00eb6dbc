// Properties over random seeds and house-rule combinations, with uniformly random legal play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine, SettleLine } from '../../../src/core/history-lines.js';
import { isSamePack } from '../../../src/core/packs.js';
import { Rng } from '../../../src/core/rng.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { KLOEPPER_PACK } from '../../../src/games/kloepper/rules.js';
import type { KloepperState } from '../../../src/games/kloepper/types.js';
import { options } from './helpers.js';
import { runs } from '../../fuzz.js';

const rules = fc.record({
  self_call: fc.boolean().map(String),
  call_needs_suit: fc.boolean().map(String),
  knocking: fc.boolean().map(String),
  target: fc.constantFrom('10', '30', '60'),
  deals: fc.constantFrom('0', '3', '8'),
});

function cardsInPlay(s: KloepperState): Card[] {
  return [...s.hands.flat(), ...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])];
}

const CARD_RE = /"([AKQJT9][CSHD])"/g;

interface Playout {
  readonly settles: SettleLine[];
  readonly lines: GameLine[];
  readonly state: KloepperState;
  readonly steps: number;
}

/** Plays a whole match with random legal choices, checking the invariants at every step. */
function playout(seed: string, raw: Record<string, string>): Playout {
  const rng = Rng.fromSeed(seed);
  let s = kloepper.setup({ variant: 'standard', players: 4, options: options(raw) });
  const lines: GameLine[] = [];
  let steps = 0;
  for (;;) {
    const t = kloepper.turn(s);
    if (t.kind === 'over') break;
    if (steps++ > 20_000) throw new Error('match does not end');
    if (s.dealNo > 0 && s.phase !== 'deal') {
      if (!isSamePack(cardsInPlay(s), KLOEPPER_PACK)) throw new Error(`deal ${s.dealNo}: cards lost or doubled`);
      // What a view says about sides is never wrong (null where it does not know).
      if (s.phase !== 'declare') {
        for (const seat of [0, 1, 2, 3, null]) {
          kloepper.view(s, seat).sides.forEach((side, x) => {
            if (side !== null && side !== (s.queenSide.includes(x) ? 0 : 1)) throw new Error(`seat ${seat} believes a wrong side of ${x}`);
          });
        }
      }
      // A seat's view names no card of another seat's hand.
      for (let seat = 0; seat < 4; seat++) {
        const text = JSON.stringify(kloepper.view(s, seat));
        const others = new Set(s.hands.flatMap((h, i) => (i === seat ? [] : h)));
        for (const m of text.matchAll(CARD_RE)) {
          if (others.has(m[1] as Card) && !s.hands[seat]!.includes(m[1] as Card)) throw new Error(`seat ${seat} sees ${m[1]}`);
        }
      }
    }
    let action;
    if (t.kind === 'chance') action = kloepper.drawChance(s, rng);
    else {
      const legal = kloepper.legalActions(s);
      if (legal.length === 0) throw new Error('no legal action at a decide turn');
      action = rng.pick(legal);
      const line = kloepper.encodeAction(s, action);
      if (line && !(legal.length === 1 && line.type === 'call')) lines.push(line);
    }
    s = kloepper.apply(s, action, lines);
  }
  return { settles: lines.filter((l): l is SettleLine => l.type === 'settle'), lines, state: s, steps };
}

describe('Kloepper properties (random legal playouts)', () => {
  it('24 cards conserved, views private and never wrong about sides, 120 card points per unknocked deal, totals = sum of deltas', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), rules, (seed, raw) => {
        const { settles, lines, state } = playout(seed, raw);
        let totals = [0, 0, 0, 0];
        for (const st of settles) {
          const cp = st['cardPoints'] as [number, number];
          const qs = st['queenSide'] as number[];
          const knocked = lines.some((l) => l.type === 'call' && l.deal === st.deal && l.call === 'knock');
          if (!knocked) expect(cp[0] + cp[1]).toBe(120);
          else expect(cp[0] + cp[1]).toBeLessThanOrEqual(120);
          expect(qs.length === 1 || qs.length === 2).toBe(true);
          // Exactly one side scores, the same amount each, nobody loses.
          const scorers = st.delta.map((d, i) => (d > 0 ? i : -1)).filter((i) => i >= 0);
          expect(st.delta.every((d) => d >= 0)).toBe(true);
          const queenScored = scorers.every((i) => qs.includes(i));
          expect(scorers).toEqual(queenScored ? qs : [0, 1, 2, 3].filter((i) => !qs.includes(i)));
          expect(new Set(scorers.map((i) => st.delta[i])).size).toBe(1);
          totals = totals.map((t, i) => t + st.delta[i]!);
          expect(st.totals).toEqual(totals);
        }
        const end = lines.at(-1)!;
        expect(end.type).toBe('end');
        expect(kloepper.result(state)!.totals).toEqual(totals);
        const best = Math.max(...totals);
        expect(kloepper.result(state)!.winners).toEqual([0, 1, 2, 3].filter((i) => totals[i] === best));
        if (kloepper.result(state)!.reason === 'target') {
          expect(best).toBeGreaterThanOrEqual(Number(raw.target));
          expect(kloepper.result(state)!.winners).toHaveLength(1);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('the non-queen side never takes all six tricks, and a knocked deal ends at its first trick lost', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const { lines, settles } = playout(seed, { target: '40' });
        for (const st of settles) {
          const qs = st['queenSide'] as number[];
          const tricks = lines.filter((l): l is Extract<GameLine, { type: 'trick' }> => l.type === 'trick' && l.deal === st.deal);
          if (tricks.length === 6) expect(tricks.every((t) => !qs.includes(t.winner))).toBe(false);
          const knocked = lines.some((l) => l.type === 'call' && l.deal === st.deal && l.call === 'knock');
          const firstLost = tricks.findIndex((t) => !qs.includes(t.winner));
          if (knocked) expect(tricks.length).toBe(firstLost >= 0 ? firstLost + 1 : 6);
          else expect(tricks.length).toBe(6);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('every decision with a single legal call is unwritten; every written line decodes back to its action', () => {
    const { lines } = playout('codec', { self_call: 'true', target: '80' });
    let s = kloepper.setup({ variant: 'standard', players: 4, options: options({ self_call: 'true', target: '80' }) });
    let decoded = 0;
    for (const line of lines) {
      if (line.type !== 'deal' && line.type !== 'call' && line.type !== 'play') continue;
      for (;;) {
        const legal = kloepper.legalActions(s);
        if (legal.length !== 1 || kloepper.encodeAction(s, legal[0]!)!.type !== 'call') break;
        s = kloepper.apply(s, legal[0]!);
      }
      const r = kloepper.decodeLine(s, line);
      if (!r.ok) throw new Error(r.reason);
      for (const a of r.value) s = kloepper.apply(s, a);
      decoded++;
    }
    expect(decoded).toBeGreaterThan(100);
    expect(kloepper.turn(s)).toEqual({ kind: 'over' });
  });
});
