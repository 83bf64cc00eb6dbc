// Shared set-up for the Kloepper tests: deals from given hands, scripted play, random matches.
import { randomAgent } from '../../../src/bots/random.js';
import type { Card } from '../../../src/core/cards.js';
import type { GameLine, HistoryLine, Seat } from '../../../src/core/history-lines.js';
import { isSamePack } from '../../../src/core/packs.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { KLOEPPER_PACK } from '../../../src/games/kloepper/rules.js';
import type { KloepperAction, KloepperState } from '../../../src/games/kloepper/types.js';
import { handsOf } from '../hands.js';

export const STARTED = '2026-01-01T00:00:00.000Z';

export { handsOf };

/** K-13's deal: seats 1 (Q♣) and 3 (Q♠) are the queen side; seat 0 leads (dealer 3). */
export const K13_HANDS = [
  ['9H', 'AH', 'TH', 'KH', 'QH', 'AC'],
  ['9S', 'QC', 'JC', 'JS', 'AD', 'TD'],
  ['9D', 'AS', 'TS', 'KS', 'TC', 'KC'],
  ['9C', 'QS', 'JH', 'JD', 'KD', 'QD'],
];
export const K13_PLAY = [
  '9H',
  '9S',
  '9D',
  '9C', // seat 2 trumps a zero-point trick
  'AS',
  'QS',
  'QH',
  'JS',
  'JH',
  'AH',
  'AD',
  'TS',
  'JD',
  'TH',
  'TD',
  'KS',
  'KD',
  'KH',
  'JC',
  'TC',
  'QC',
  'KC',
  'QD',
  'AC',
];

export function options(raw: Record<string, string> = {}) {
  const r = kloepper.resolveOptions('standard', 4, raw);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A state right after `hands` (or one line of them, see handsOf) were dealt by `dealer`, with `balances` before the deal. */
export function dealt(
  given: readonly string[][] | string,
  how: { dealer?: Seat; raw?: Record<string, string>; balances?: number[]; log?: GameLine[] } = {},
): KloepperState {
  const hands = typeof given === 'string' ? handsOf(given) : given;
  if (!isSamePack(hands.flat() as Card[], KLOEPPER_PACK) || hands.some((h) => h.length !== 6)) {
    throw new Error(`test hands are not the Kloepper pack: ${JSON.stringify(hands)}`);
  }
  const s0 = kloepper.setup({ variant: 'standard', players: 4, options: options(how.raw) });
  const s1: KloepperState = { ...s0, dealer: how.dealer ?? s0.dealer, balances: how.balances ?? s0.balances };
  return kloepper.apply(s1, { kind: 'deal', hands: hands.map((h) => h as Card[]) }, how.log);
}

/** Short action words: "9H" plays, "alone", "call:H", "knock", "counter", "no-counter". */
export function act(word: string): KloepperAction {
  if (word === 'alone' || word === 'knock') return { kind: word };
  if (word === 'counter') return { kind: 'counter-knock' };
  if (word === 'no-counter') return { kind: 'no-counter-knock' };
  if (word.startsWith('call:')) return { kind: 'call', suit: word.slice(5) as 'C' | 'S' | 'H' };
  return { kind: 'play', card: word as Card };
}

/** Applies `words` in order, each checked legal first; returns the state and the lines written. */
export function run(s: KloepperState, words: readonly string[]): { state: KloepperState; lines: GameLine[] } {
  const lines: GameLine[] = [];
  let state = s;
  for (const w of words) {
    const a = act(w);
    const legal = kloepper.legalActions(state).map(kloepper.actionKey);
    if (!legal.includes(kloepper.actionKey(a))) throw new Error(`${w} is not legal; legal: ${legal.join(' ')}`);
    const line = kloepper.encodeAction(state, a);
    if (line) lines.push(line);
    state = kloepper.apply(state, a, lines);
  }
  return { state, lines };
}

export function legalKeys(s: KloepperState): string[] {
  return kloepper.legalActions(s).map(kloepper.actionKey);
}

/** A whole match between random players, in memory. */
export function playRandom(seed: string, raw: Record<string, string> = {}) {
  const sink = new MemorySink();
  const out = runMatchSync(
    {
      game: kloepper,
      variant: 'standard',
      players: 4,
      options: options(raw),
      seats: [0, 1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'random' })),
      agents: [0, 1, 2, 3].map(() => randomAgent()),
      seed,
      startedAt: STARTED,
    },
    { sink },
  );
  return { lines: sink.lines as HistoryLine[], text: sink.text(), state: out.state };
}

/**
 * Rebuilds every line of a history after its `match` line from its deals and decisions alone:
 * each decision is encoded again and its consequences logged, forced calls applied unwritten.
 */
export function rebuildLines(lines: readonly HistoryLine[]): HistoryLine[] {
  const match = lines[0];
  if (!match || match.type !== 'match') throw new Error('no match line');
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(match.options)) if (k !== 'players') raw[k] = String(v);
  let s = kloepper.setup({ variant: match.variant, players: 4, options: options(raw) });
  const out: HistoryLine[] = [];
  for (const line of lines.slice(1)) {
    if (line.type !== 'deal' && line.type !== 'call' && line.type !== 'play') continue;
    for (;;) {
      const legal = kloepper.legalActions(s);
      if (legal.length !== 1) break;
      const enc = kloepper.encodeAction(s, legal[0]!);
      if (!enc || enc.type !== 'call' || (line.type === 'call' && line.seat === enc.seat && line.call === enc.call)) break;
      s = kloepper.apply(s, legal[0]!, out as GameLine[]);
    }
    const decoded = kloepper.decodeLine(s, line);
    if (!decoded.ok) throw new Error(decoded.reason);
    for (const a of decoded.value) {
      const enc = kloepper.encodeAction(s, a);
      if (enc) out.push(enc);
      s = kloepper.apply(s, a, out as GameLine[]);
    }
  }
  return out;
}
