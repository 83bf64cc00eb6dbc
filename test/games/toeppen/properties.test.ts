// Properties over random seeds, 4–8 players and every drittsekk, with random legal players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { DealLine, GameLine, SettleLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { legalCards } from '../../../src/core/trick.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { TRICK_RULES, toeppenPack } from '../../../src/games/toeppen/rules.js';
import type { ToeppenState } from '../../../src/games/toeppen/types.js';
import { runs } from '../../fuzz.js';

const config = fc.record({
  players: fc.integer({ min: 4, max: 8 }),
  drittsekk: fc.constantFrom('8', '4', 'auto'),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  // How often a random player knocks or folds: from a timid table to a wild one.
  knockRate: fc.constantFrom(0, 0.1, 0.3, 0.6),
});

function cardsOnTable(s: ToeppenState): Card[] {
  return [...s.hands.flat(), ...s.drittsekk, ...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])];
}

const CARD_RE = /"([AKQJT98765432][CSHD])"/g;

function leaked(s: ToeppenState, seat: number | null): string[] {
  const view = toeppen.view(s, seat);
  const allowed = new Set<string>([...(view.hand ?? []), ...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])]);
  return [...JSON.stringify(view).matchAll(CARD_RE)].map((m) => m[1]!).filter((c) => !allowed.has(c));
}

describe('Tøppen properties (random players at 4–8 seats)', () => {
  it('pack of 4n + D, cards conserved, only legal moves, folded cards never win, totals are the running sum, the winner deals next, no view leaks', () => {
    fc.assert(
      fc.property(config, ({ players, drittsekk, seed, knockRate }) => {
        const options = toeppen.resolveOptions('standard', players, { drittsekk, deals: '5' });
        if (!options.ok) throw new Error(options.reason);
        let s = toeppen.setup({ variant: 'standard', players, options: options.value });
        const D = drittsekk === 'auto' ? (players <= 6 ? 8 : 4) : Number(drittsekk);
        const pack = toeppenPack(players, D).sort();
        expect(pack).toHaveLength(4 * players + D);
        const rng = Rng.fromSeed(seed);
        const log: GameLine[] = [];
        for (let step = 0; step < 20_000; step++) {
          const t = toeppen.turn(s);
          if (t.kind === 'over') break;
          if (t.kind === 'chance') {
            s = toeppen.apply(s, toeppen.drawChance(s, rng), log);
            continue;
          }
          // Asked at every decision of 120 matches: compared plainly, handed to expect when they differ.
          const onTable = cardsOnTable(s).sort();
          if (onTable.join() !== pack.join()) expect(onTable).toEqual(pack);
          expect(s.out[t.seat]).toBe(false); // only active players decide
          for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
            const leaks = leaked(s, seat);
            if (leaks.length > 0) expect(leaks).toEqual([]);
          }
          const legal = toeppen.legalActions(s);
          // A call is asked only when there is a choice; a card is played (and written) even when forced.
          expect(legal.length).toBeGreaterThan(s.phase === 'play' ? 0 : 1);
          const calls = legal.filter((a) => a.kind === 'call');
          const plays = legal.filter((a) => a.kind === 'play');
          if (s.phase === 'play') {
            const led = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0] : undefined;
            expect(plays.map((a) => (a.kind === 'play' ? a.card : '')).sort()).toEqual(
              legalCards(s.hands[t.seat]!, led, TRICK_RULES).sort(),
            );
          }
          const wild = rng.next() < knockRate;
          const pool =
            s.phase === 'play'
              ? wild && calls.length > 0
                ? calls
                : plays
              : wild
                ? legal
                : legal.filter((a) => a.kind === 'call' && (a.call === 'stay' || a.call === 'pah'));
          const action = pool[rng.int(pool.length)]!;
          const before = s;
          const mark = log.length;
          s = toeppen.apply(s, action, log);
          // A completed trick is never won by a folded player (a play changes nobody's status).
          for (const l of log.slice(mark)) if (l.type === 'trick') expect(before.out[l.winner]).toBe(false);
        }
        expect(toeppen.turn(s)).toEqual({ kind: 'over' });
        // Every trick line's winner was active when the deal ended (out only grows within a deal).
        let running = new Array<number>(players).fill(0);
        let lastWinner: number | null = null;
        let dealLines = 0;
        for (const line of log) {
          if (line.type === 'deal') {
            dealLines++;
            expect((line as DealLine).hands.flat().length + line.piles['drittsekk']!.length).toBe(4 * players + D);
            if (lastWinner !== null) expect(line.dealer).toBe(lastWinner); // R4
          }
          if (line.type === 'settle') {
            const settle = line as SettleLine;
            running = running.map((r, i) => r + settle.delta[i]!);
            expect(settle.totals).toEqual(running);
            expect(settle.delta[settle['winner'] as number]).toBe(0);
            expect(settle.delta.every((d) => d >= 0)).toBe(true);
            lastWinner = settle['winner'] as number;
          }
        }
        expect(dealLines).toBe(5);
        const end = log.at(-1);
        expect(end).toMatchObject({ type: 'end', totals: running, reason: 'deals' });
        expect(toeppen.returns(s)).toEqual(running.map((r) => -r));
      }),
      { numRuns: runs(40), seed: 20261124 },
    );
  });

  it("folded players' cards never win: over many random deals, each trick winner is active and holds the best active card", () => {
    let tricks = 0;
    let withFolded = 0;
    for (let i = 0; i < 150; i++) {
      const players = 4 + (i % 5);
      const options = toeppen.resolveOptions('standard', players, { deals: '3' });
      if (!options.ok) throw new Error(options.reason);
      let s = toeppen.setup({ variant: 'standard', players, options: options.value });
      const rng = Rng.fromSeed(`fold-${i}`);
      while (toeppen.turn(s).kind !== 'over') {
        if (toeppen.turn(s).kind === 'chance') {
          s = toeppen.apply(s, toeppen.drawChance(s, rng));
          continue;
        }
        const legal = toeppen.legalActions(s);
        const before = s;
        const log: GameLine[] = [];
        s = toeppen.apply(s, legal[rng.int(legal.length)]!, log);
        for (const done of log) {
          if (done.type !== 'trick') continue;
          tricks++;
          // The seats of the trick, in playing order from the leader; out-ness as when it completed.
          const seats = before.trick!.seats.concat(before.pending[0]!);
          const out = (k: number): boolean => before.out[seats[k]!]!;
          if (seats.some((_, k) => out(k))) withFolded++;
          expect(before.out[done.winner]).toBe(false);
          const led = done.cards[0]![1];
          const activeLed = done.cards.filter((c, k) => !out(k) && c[1] === led);
          const w = done.cards[seats.indexOf(done.winner)]!;
          if (activeLed.length > 0) {
            expect(w[1]).toBe(led);
            for (const c of activeLed) expect(TRICK_RULES.strength(w)).toBeGreaterThanOrEqual(TRICK_RULES.strength(c));
          } else {
            expect(done.winner).toBe(seats.find((_, k) => !out(k)));
          }
        }
      }
    }
    expect(tricks).toBeGreaterThan(100);
    expect(withFolded).toBeGreaterThan(5);
  });
});
