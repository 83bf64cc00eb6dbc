// A hint's sign means "better for you" in every game, and a knock shows what knocking is worth:
// Kloepper's points never go down and Tøppen's fines count against a player, so their hints
// measure the lead over the others (GameUi.hintMeasure), not the own balance alone.
import { describe, expect, it } from 'vitest';
import { kloepper } from '../../src/games/kloepper/index.js';
import type { KloepperAction, KloepperState } from '../../src/games/kloepper/types.js';
import { kloepperUi } from '../../src/games/kloepper/ui/index.js';
import { toeppen } from '../../src/games/toeppen/index.js';
import type { ToeppenAction, ToeppenState } from '../../src/games/toeppen/types.js';
import { toeppenUi } from '../../src/games/toeppen/ui/index.js';
import type { AnyGameUi } from '../../src/contract/table.js';
import { computeHint, hintParts, type HintShown } from '../../src/ui/hint.js';
import { dealt, handsOf, run } from '../games/kloepper/helpers.js';
import { deal, newMatch } from '../games/toeppen/scenario.js';
import { botsOf } from '../registered.js';

async function hintAt<S, A>(game: typeof kloepper | typeof toeppen, ui: AnyGameUi, s: S, seat: number): Promise<HintShown> {
  const g = game as unknown as { view(s: S, seat: number): unknown; legalActions(s: S): A[] };
  const view = g.view(s, seat);
  const legal = g.legalActions(s);
  const look = ui.look(view as never, undefined, false);
  return computeHint(
    game as never,
    botsOf(game),
    view,
    legal,
    ui.prompt(view as never, legal as never, look) as never,
    look,
    { unit: ui.unit },
    new AbortController().signal,
  );
}

const value = (h: HintShown, label: string): number => h.entries.find((e) => e.label === label)!.value;

describe('hints: + is better for you, and Knock is valued', () => {
  it('Kloepper: six top trumps and a called partner — Knock is the pick and worth more than any card', async () => {
    const hands = handsOf('QC QS JC JS JH JD / AH AD TD KD QD 9D / AC TC KC 9C TH KH / AS TS KS 9S QH 9H');
    const s: KloepperState = kloepper.apply(dealt(hands, { dealer: 3 }), { kind: 'call', suit: 'H' } as KloepperAction);
    const h = await hintAt<KloepperState, KloepperAction>(kloepper, kloepperUi as AnyGameUi, s, 0);
    expect(h.entries[0]!.label).toBe('Knock');
    expect(h.entries[0]!.best).toBe(true);
    const cards = h.entries.filter((e) => e.label !== 'Knock');
    expect(cards.length).toBe(6);
    // Her side takes all six tricks whatever she plays: 6 each without a knock, a lead of 6 − 6/3 = 4
    // over the others' mean; 12 each with it, a lead of 8 (16 if the others knock back).
    for (const c of cards) expect(c.value).toBeCloseTo(4, 9);
    expect(value(h, 'Knock')).toBeGreaterThanOrEqual(8 - 1e-9);
  }, 30_000);

  it('Kloepper: a knock that fails reads below zero (the opponents score), not "Knock ≈ 0.0"', async () => {
    const hands = handsOf('QC QS JC AD 9C KH / AH TH QH 9H JS 9S / AC TC KC JH TD KD / AS TS KS JD QD 9D');
    // Cleo leads A♣, Dan trumps: Ana may knock, but her side cannot take all six tricks.
    const s = run(run(dealt(hands), ['call:H']).state, ['AC', '9D']).state;
    const h = await hintAt<KloepperState, KloepperAction>(kloepper, kloepperUi as AnyGameUi, s, 0);
    expect(value(h, 'Knock')).toBeLessThan(-1);
    expect(value(h, 'Knock')).toBeLessThan(value(h, '9♣'));
    expect(h.entries[0]!.label).toBe('9♣');
  }, 30_000);

  it('Tøppen: with four Tens (sure to take the last trick) staying in reads best and above zero, folding below it', async () => {
    let s: ToeppenState = newMatch({ dealer: 0 });
    s = deal(s, [
      ['9C', '9S', '9H', '9D'],
      ['TC', 'TS', 'TH', 'TD'],
      ['KC', 'KS', 'KH', 'KD'],
      ['8C', '8S', '8H', '8D'],
    ]);
    const h = await hintAt<ToeppenState, ToeppenAction>(toeppen, toeppenUi as AnyGameUi, s, 1);
    expect(h.entries.map((e) => e.label).sort()).toEqual(['Fold at start (pay 1)', 'Stay in']);
    expect(h.entries[0]!.label).toBe('Stay in');
    // The pick reads best: a fine paid is a minus, a fine the others pay a plus.
    expect(value(h, 'Stay in')).toBeGreaterThan(0);
    expect(value(h, 'Fold at start (pay 1)')).toBeLessThan(value(h, 'Stay in'));
  }, 30_000);

  it('says what a "lead" number means on the hint line, roomy or tight', () => {
    const h: HintShown = {
      entries: [
        { label: 'Knock', value: 12.5, best: true },
        { label: '9♣', value: -3, best: false },
      ],
      samples: 10,
      unit: 'points',
      measure: 'lead',
    };
    expect(
      hintParts(h, 120, false)
        .map((p) => p.text)
        .join(''),
    ).toBe('Hint: ★ Knock ≈ +12.5 · 9♣ ≈ −3.0  (your lead over the others’ average, in points, by the deal’s end)');
    expect(
      hintParts(h, 50, false)
        .map((p) => p.text)
        .join(''),
    ).toBe('Hint: ★ Knock ≈ +12.5 points ahead · 9♣ ≈ −3.0');
  });
});
