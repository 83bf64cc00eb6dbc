// Tøppen decisions <-> hand-history lines (toeppen.md §8).
import { isCard } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import type { DecisionLine, Result } from '../game.js';
import { dealProblem, legalActions, playAction } from './rules.js';
import type { ToeppenAction, ToeppenCallWord, ToeppenState } from './types.js';

const CALL_WORDS: ReadonlySet<string> = new Set<ToeppenCallWord>(['fold', 'stay', 'knock', 'pah']);

export function actionKey(a: ToeppenAction): string {
  switch (a.kind) {
    case 'first-dealer':
      return `first-dealer:${a.seat}`;
    case 'deal':
      return `deal:${a.hands.map((h) => h.join(',')).join('|')}/${a.drittsekk.join(',')}`;
    case 'play':
      return `play:${a.card}`;
    case 'call':
      return `call:${a.call}`;
  }
}

export function encodeAction(s: ToeppenState, a: ToeppenAction): DecisionLine | null {
  const seat = s.pending[0]!;
  switch (a.kind) {
    case 'play':
      return { type: 'play', deal: s.dealNo, seat, card: a.card };
    case 'call':
      return { type: 'call', deal: s.dealNo, seat, call: a.call };
    default:
      return null;
  }
}

const fail = (reason: string): Result<never> => ({ ok: false, reason });

export function decodeLine(s: ToeppenState, line: GameLine): Result<ToeppenAction[]> {
  switch (line.type) {
    case 'deal': {
      const drittsekk = line.piles['drittsekk'] ?? [];
      const deal: ToeppenAction = { kind: 'deal', hands: line.hands, drittsekk };
      const problem = dealProblem(s, line.hands, drittsekk);
      if (problem) return fail(problem);
      if (s.phase === 'first-dealer') return { ok: true, value: [{ kind: 'first-dealer', seat: line.dealer }, deal] };
      if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expecting(s)}`);
      if (line.dealer !== s.dealer)
        return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals (the winner of the last deal)`);
      return { ok: true, value: [deal] };
    }
    case 'call':
    case 'play': {
      if (s.phase === 'first-dealer' || s.phase === 'deal' || s.phase === 'over' || s.pending[0] !== line.seat) {
        return fail(`seat ${line.seat} ${line.type === 'play' ? 'plays' : 'calls'} but the rules expect ${expecting(s)}`);
      }
      let action: ToeppenAction;
      if (line.type === 'play') {
        if (!isCard(line.card)) return fail(`"${String(line.card)}" is not a card`);
        action = playAction(line.card) ?? { kind: 'play', card: line.card };
      } else {
        if (!CALL_WORDS.has(line.call)) return fail(`"${line.call}" is not a Tøppen call; accepted: fold, stay, knock, pah`);
        action = { kind: 'call', call: line.call as ToeppenCallWord };
      }
      const key = actionKey(action);
      if (!legalActions(s).some((x) => actionKey(x) === key)) {
        const what = line.type === 'play' ? `seat ${line.seat} playing ${line.card}` : `seat ${line.seat} calling "${line.call}"`;
        return fail(`${what} is not legal now (the rules expect ${expecting(s)})`);
      }
      return { ok: true, value: [action] };
    }
    default:
      return { ok: true, value: [] };
  }
}

function expecting(s: ToeppenState): string {
  if (s.phase === 'first-dealer' || s.phase === 'deal') return 'a deal';
  if (s.phase === 'over') return 'no more moves (the match is over)';
  return `seat ${s.pending[0]} to decide (${legalActions(s).map(actionKey).join(', ')})`;
}
