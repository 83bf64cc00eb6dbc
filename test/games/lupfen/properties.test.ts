// Properties over random seeds, player counts and house-rule combinations, with random players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { LUPFEN_PACK } from '../../../src/games/lupfen/pack.js';
import { Rng } from '../../../src/core/rng.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { runs } from '../../fuzz.js';

const classicRules = fc.record({
  ante: fc.integer({ min: 1, max: 4 }).map(String),
  min_price: fc.constantFrom('1', '2'),
  max_price: fc.constantFrom('2', '5', '10'),
  no_trick_penalty: fc.constantFrom('none', 'price', 'pot'),
});
const vorarlbergRules = fc.record({
  ante: fc.integer({ min: 1, max: 4 }).map(String),
  dealer_stake: fc.constantFrom('0', '3', '6'),
  shoving: fc.boolean().map(String),
  compulsory_hearts: fc.boolean().map(String),
  compulsory_lupf: fc.boolean().map(String),
  blind_lupf: fc.boolean().map(String),
  pass_before_lupf_final: fc.boolean().map(String),
  staender: fc.boolean().map(String),
});

const config = fc.oneof(
  fc.record({ variant: fc.constant('classic' as const), players: fc.integer({ min: 3, max: 5 }), rules: classicRules }),
  fc.record({ variant: fc.constant('vorarlberg' as const), players: fc.integer({ min: 3, max: 6 }), rules: vorarlbergRules }),
);

function cardsOnTable(s: LupfenState): Card[] {
  const played = s.tricks.flatMap((t) => t.cards);
  return [...s.hands.flat(), ...s.stock, ...s.setAside.flat(), ...played, ...(s.trick?.cards ?? [])];
}

const CARD_RE = /"([AKQJT][CSHD])"/g;

/** Every card code a seat's view mentions must be public or the seat's own. */
function leakedCards(s: LupfenState, seat: number): string[] {
  const view = lupfen.view(s, seat);
  const allowed = new Set<string>([
    ...(view.hand ?? []),
    ...s.tricks.flatMap((t) => t.cards),
    ...(s.trick?.cards ?? []),
    ...(s.trumpCard ? [s.trumpCard] : []),
    ...s.reveals.flatMap((r) => ('cards' in r ? r.cards : 'card' in r ? [r.card] : [])),
  ]);
  const seen = [...JSON.stringify(view).matchAll(CARD_RE)].map((m) => m[1]!);
  return seen.filter((c) => !allowed.has(c));
}

const PACK = [...LUPFEN_PACK].sort();

describe('Lupfen properties (random players, random options)', () => {
  it('pack conserved, chips conserved per deal, only legal moves, no view leaks a hidden card', () => {
    fc.assert(
      fc.property(config, fc.string({ minLength: 1, maxLength: 8 }), ({ variant, players, rules }, seed) => {
        const r = { ...rules } as Record<string, string>;
        if (variant === 'vorarlberg' && r['dealer_stake'] === '0') r['shoving'] = 'false';
        if (variant === 'classic' && Number(r['min_price']) > Number(r['max_price'])) r['min_price'] = '1';
        const options = lupfen.resolveOptions(variant, players, { ...r, deals: '6' });
        if (!options.ok) throw new Error(options.reason);
        let s = lupfen.setup({ variant, players, options: options.value });
        const rng = Rng.fromSeed(seed);
        const log: GameLine[] = [];
        let potBefore = 0;
        for (let step = 0; step < 5000; step++) {
          expect(s.balances.reduce((a, b) => a + b, 0) + s.pot).toBe(0);
          const t = lupfen.turn(s);
          if (t.kind === 'over') break;
          if (t.kind === 'chance') {
            s = lupfen.apply(s, lupfen.drawChance(s, rng), log);
            continue;
          }
          // Asked at every decision of 150 matches: compared plainly, handed to expect when they differ.
          if (s.phase !== 'shove') {
            const onTable = cardsOnTable(s).sort();
            if (onTable.join() !== PACK.join()) expect(onTable).toEqual(PACK);
          }
          for (let seat = 0; seat < players; seat++) {
            const leaks = leakedCards(s, seat);
            if (leaks.length > 0) expect(leaks).toEqual([]);
          }
          const legal = lupfen.legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          s = lupfen.apply(s, legal[rng.int(legal.length)]!, log);
        }
        expect(s.phase).toBe('over');
        for (const line of log) {
          if (line.type === 'settle') {
            expect(line.delta.reduce((a, b) => a + b, 0) + (line.pot! - potBefore)).toBe(0);
            potBefore = line.pot!;
          }
        }
        const end = log.at(-1);
        expect(end?.type).toBe('end');
        if (end?.type === 'end') expect(end.totals.reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: runs(50), seed: 20261122 },
    );
  });

  it('plays are legal under follow-suit (and must-trump in vorarlberg) for every card played', () => {
    fc.assert(
      fc.property(config, fc.string({ minLength: 1, maxLength: 8 }), ({ variant, players }, seed) => {
        const options = lupfen.resolveOptions(variant, players, { deals: '4' });
        if (!options.ok) throw new Error(options.reason);
        let s = lupfen.setup({ variant, players, options: options.value });
        const rng = Rng.fromSeed(seed);
        while (lupfen.turn(s).kind !== 'over') {
          const t = lupfen.turn(s);
          if (t.kind === 'chance') {
            s = lupfen.apply(s, lupfen.drawChance(s, rng));
            continue;
          }
          const legal = lupfen.legalActions(s);
          const a = legal[rng.int(legal.length)]!;
          if (a.kind === 'play' && s.trick && s.trick.cards.length > 0) {
            const hand = s.hands[s.pending[0]!]!;
            const led = s.trick.cards[0]![1];
            const trump = s.trumpCard![1];
            const canFollow = hand.some((c) => c[1] === led);
            if (canFollow) expect(a.card[1]).toBe(led);
            else if (variant === 'vorarlberg' && hand.some((c) => c[1] === trump)) expect(a.card[1]).toBe(trump);
          }
          s = lupfen.apply(s, a);
        }
      }),
      { numRuns: runs(34), seed: 20261123 },
    );
  });
});
