// Tøppen decisions <-> hand-history lines (toeppen.md §8).
import { isCard } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import type { DecisionLine, Result } from '../../contract/game.js';
import { commonActionKey, dealKey, expecting, fail, notLegal, outOfTurn, playLine } from '../codec.js';
import { dealProblem, legalActions, playAction, turn } from './rules.js';
import type { ToeppenAction, ToeppenCallWord, ToeppenState } from './types.js';

const CALL_WORDS: ReadonlySet<string> = new Set<ToeppenCallWord>(['fold', 'stay', 'knock', 'pah']);

export function actionKey(a: ToeppenAction): string {
  switch (a.kind) {
    case 'deal':
      return dealKey(a.hands, a.drittsekk);
    case 'call':
      return `call:${a.call}`;
    default:
      return commonActionKey(a);
  }
}

export function encodeAction(s: ToeppenState, a: ToeppenAction): DecisionLine | null {
  const seat = s.pending[0]!;
  return a.kind === 'call' ? { type: 'call', deal: s.dealNo, seat, call: a.call } : playLine(s.dealNo, seat, a);
}

export function decodeLine(s: ToeppenState, line: GameLine): Result<ToeppenAction[]> {
  switch (line.type) {
    case 'deal': {
      const drittsekk = line.piles['drittsekk'] ?? [];
      const deal: ToeppenAction = { kind: 'deal', hands: line.hands, drittsekk };
      const problem = dealProblem(s, line.hands, drittsekk);
      if (problem) return fail(problem);
      if (s.phase === 'first-dealer') return { ok: true, value: [{ kind: 'first-dealer', seat: line.dealer }, deal] };
      if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expected(s)}`);
      if (line.dealer !== s.dealer)
        return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals (the winner of the last deal)`);
      return { ok: true, value: [deal] };
    }
    case 'call':
    case 'play': {
      if (s.phase === 'first-dealer' || s.phase === 'deal' || s.phase === 'over' || s.pending[0] !== line.seat) {
        return outOfTurn(line, expected(s));
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
      if (!legalActions(s).some((x) => actionKey(x) === key)) return notLegal(line, expected(s));
      return { ok: true, value: [action] };
    }
    default:
      return { ok: true, value: [] };
  }
}

function expected(s: ToeppenState): string {
  return expecting(turn(s), () => legalActions(s), actionKey);
}
