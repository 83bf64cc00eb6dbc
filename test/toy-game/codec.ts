// Toy Trick decisions <-> hand-history lines: `trump` with its suit (or `none`), and plays.
import { isCard, SUITS, type Suit } from '../../src/core/cards.js';
import type { GameLine } from '../../src/core/history-lines.js';
import type { DecisionLine, Result } from '../../src/contract/game.js';
import { commonActionKey, dealKey, expecting, fail, notLegal, outOfTurn, playLine } from '../../src/games/codec.js';
import { dealProblem, legalActions, playAction, trumpAction, turn } from './rules.js';
import type { ToyTrickAction, ToyTrickState } from './types.js';

export function actionKey(a: ToyTrickAction): string {
  switch (a.kind) {
    case 'deal':
      return dealKey(a.hands);
    case 'trump':
      return `trump:${a.suit ?? 'none'}`;
    default:
      return commonActionKey(a);
  }
}

export function encodeAction(s: ToyTrickState, a: ToyTrickAction): DecisionLine | null {
  const seat = s.toAct!;
  return a.kind === 'trump' ? { type: 'call', deal: s.dealNo, seat, call: 'trump', suit: a.suit ?? 'none' } : playLine(s.dealNo, seat, a);
}

export function decodeLine(s: ToyTrickState, line: GameLine): Result<ToyTrickAction[]> {
  switch (line.type) {
    case 'deal': {
      if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expected(s)}`);
      if (line.dealer !== s.dealer) return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals`);
      const problem = dealProblem(s, line.hands);
      return problem ? fail(problem) : { ok: true, value: [{ kind: 'deal', hands: line.hands }] };
    }
    case 'call':
    case 'play': {
      if (s.toAct !== line.seat) return outOfTurn(line, expected(s));
      let action: ToyTrickAction;
      if (line.type === 'play') {
        if (!isCard(line.card)) return fail(`"${String(line.card)}" is not a card`);
        action = playAction(line.card) ?? { kind: 'play', card: line.card };
      } else {
        const suit = line['suit'];
        if (line.call !== 'trump' || !(suit === 'none' || SUITS.includes(suit as Suit)))
          return fail(`"${line.call}" with suit ${JSON.stringify(suit)} is not a Toy Trick call; accepted: trump with C, S, H, D or none`);
        action = trumpAction(suit === 'none' ? null : (suit as Suit));
      }
      const key = actionKey(action);
      if (!legalActions(s).some((x) => actionKey(x) === key)) return notLegal(line, expected(s));
      return { ok: true, value: [action] };
    }
    default:
      return { ok: true, value: [] };
  }
}

function expected(s: ToyTrickState): string {
  return expecting(turn(s), () => legalActions(s), actionKey);
}
