// A small script language for Tøppen rule tests: start a deal with chosen hands, then run
// "seat:word" calls (fold, stay, knock, pah) and "seat:CARD" plays, asserting whose turn each is.
import { expect } from 'vitest';
import { isCard, type Card } from '../../../src/core/cards.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { toeppenPack } from '../../../src/games/toeppen/rules.js';
import type { ToeppenAction, ToeppenCallWord, ToeppenState } from '../../../src/games/toeppen/types.js';

export interface Start {
  players?: number;
  rules?: Record<string, string>;
  dealer?: number;
}

export function newMatch(start: Start = {}): ToeppenState {
  const players = start.players ?? 4;
  const options = toeppen.resolveOptions('standard', players, { deals: '0', ...start.rules });
  if (!options.ok) throw new Error(options.reason);
  const s = toeppen.setup({ variant: 'standard', players, options: options.value });
  return toeppen.apply(s, { kind: 'first-dealer', seat: start.dealer ?? 0 });
}

/** Deals `hands` (seat order); the rest of the pack is the drittsekk. */
export function deal(s: ToeppenState, hands: string[][], log?: GameLine[]): ToeppenState {
  const used = new Set<string>(hands.flat());
  const drittsekk = toeppenPack(s.n, s.drittsekkSize).filter((c) => !used.has(c));
  expect(drittsekk.length).toBe(s.drittsekkSize);
  return toeppen.apply(s, { kind: 'deal', hands: hands as Card[][], drittsekk }, log);
}

export function parseStep(step: string): { seat: number; action: ToeppenAction } {
  const [seatText, word] = step.split(':');
  const seat = Number(seatText);
  if (isCard(word)) return { seat, action: { kind: 'play', card: word } };
  return { seat, action: { kind: 'call', call: word as ToeppenCallWord } };
}

/** Runs steps; each must be legal and by the seat whose turn it is. */
export function run(s: ToeppenState, steps: string[], log?: GameLine[]): ToeppenState {
  for (const step of steps) {
    const { seat, action } = parseStep(step);
    expect(toeppen.turn(s), `before ${step}`).toEqual({ kind: 'decide', seat });
    expect(legalKeys(s), `legal before ${step}`).toContain(toeppen.actionKey(action));
    s = toeppen.apply(s, action, log);
  }
  return s;
}

/** Every other active seat from `knocker`'s left says "pah" (or folds where listed). */
export function answers(s: ToeppenState, knocker: number, folds: number[] = []): string[] {
  const out: string[] = [];
  for (let k = 1; k < s.n; k++) {
    const x = (knocker + k) % s.n;
    if (!s.out[x]) out.push(`${x}:${folds.includes(x) ? 'fold' : 'pah'}`);
  }
  return out;
}

/** A knock by `seat` answered by everybody with "pah" (or fold where listed), then its card. */
export function knockAndPlay(s: ToeppenState, seat: number, card: string, folds: number[] = [], log?: GameLine[]): ToeppenState {
  s = run(s, [`${seat}:knock`], log);
  s = run(s, answers(s, seat, folds), log);
  return run(s, [`${seat}:${card}`], log);
}

/** Like `run`, and `lines` gets every line a history would: each decision's own line, then its consequences. */
export function recorded(s: ToeppenState, steps: string[], lines: GameLine[]): ToeppenState {
  for (const step of steps) {
    const { action } = parseStep(step);
    const own = toeppen.encodeAction(s, action);
    if (own) lines.push(own);
    s = run(s, [step], lines);
  }
  return s;
}

export function legalKeys(s: ToeppenState): string[] {
  return toeppen.legalActions(s).map(toeppen.actionKey);
}

/** Everybody from the dealer's left says "stay". */
export function allStay(s: ToeppenState, log?: GameLine[]): ToeppenState {
  const steps: string[] = [];
  for (let k = 1; k <= s.n; k++) steps.push(`${(s.dealer + k) % s.n}:stay`);
  return run(s, steps, log);
}

/** Fine units each seat has been fined in the deal in progress (or the deal just settled). */
export function finedThisDeal(s: ToeppenState): number[] {
  return s.balances.map((b, i) => b - s.balancesAtDealStart[i]!);
}

/** toeppen.md T-S4/T-S5: eight players, dealer seat 7; player 8 (seat 7) holds the 5♦. */
export const T_S5_HANDS = [
  ['9C', '9S', '9H', 'TD'],
  ['8C', '8S', '8H', '8D'],
  ['7C', '7S', '7H', '7D'],
  ['AC', 'AS', 'AH', 'AD'],
  ['KC', 'KS', 'KH', 'KD'],
  ['QC', 'QS', 'QH', 'QD'],
  ['JC', 'JS', 'JH', 'JD'],
  ['TC', 'TS', 'TH', '5D'],
];

/**
 * Plays T-S5's deal: all knock in trick 1, player 8 again in tricks 2–4, the others again in
 * trick 4, every knock answered "pah". `step` runs each batch of steps (`run` with a log, or
 * `recorded` for every line a history holds); `afterTrick` sees the state after tricks 1–3.
 */
export function playTS5(
  step: (s: ToeppenState, steps: string[]) => ToeppenState,
  options: { readonly dealLog?: GameLine[]; readonly afterTrick?: (s: ToeppenState, trick: number) => void } = {},
): ToeppenState {
  const hands = T_S5_HANDS;
  const knockAndPlay = (s: ToeppenState, seat: number, card: string): ToeppenState => {
    s = step(s, [`${seat}:knock`]);
    s = step(s, answers(s, seat));
    return step(s, [`${seat}:${card}`]);
  };
  let s = step(
    deal(newMatch({ players: 8, dealer: 7 }), hands, options.dealLog),
    hands.map((_, x) => `${x}:stay`),
  );
  for (let x = 0; x < 8; x++) s = knockAndPlay(s, x, hands[x]![0]!);
  options.afterTrick?.(s, 1);
  for (const t of [1, 2]) {
    s = knockAndPlay(s, 7, hands[7]![t]!);
    s = step(
      s,
      [0, 1, 2, 3, 4, 5, 6].map((x) => `${x}:${hands[x]![t]}`),
    );
    options.afterTrick?.(s, t + 1);
  }
  s = knockAndPlay(s, 7, '5D');
  for (let x = 0; x < 7; x++) s = knockAndPlay(s, x, hands[x]![3]!);
  return s;
}
