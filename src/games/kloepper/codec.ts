// Kloepper decisions <-> hand-history lines (kloepper.md §8).
import { isCard, type Card } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import { isSamePack } from '../../core/packs.js';
import type { DecisionLine, Result } from '../../contract/game.js';
import { commonActionKey, dealKey, expecting, fail, notLegal, outOfTurn, playLine } from '../codec.js';
import { KLOEPPER_PACK, PLAYERS, legalActions, turn } from './rules.js';
import type { KloepperAction, KloepperState } from './types.js';

export function actionKey(a: KloepperAction): string {
  switch (a.kind) {
    case 'deal':
      return dealKey(a.hands);
    case 'call':
      return `call:${a.suit}`;
    default:
      return commonActionKey(a);
  }
}

export function encodeAction(s: KloepperState, a: KloepperAction): DecisionLine | null {
  const t = turn(s);
  if (t.kind !== 'decide') return null;
  const seat = t.seat;
  switch (a.kind) {
    case 'deal':
    case 'play':
      return playLine(s.dealNo, seat, a);
    case 'call':
      return { type: 'call', deal: s.dealNo, seat, call: 'call', suit: a.suit };
    default:
      return { type: 'call', deal: s.dealNo, seat, call: a.kind };
  }
}

const CALL_WORDS = ['alone', 'call', 'knock', 'counter-knock', 'no-counter-knock'] as const;

function expected(s: KloepperState): string {
  return expecting(turn(s), () => legalActions(s), actionKey);
}

export function decodeLine(s: KloepperState, line: GameLine): Result<KloepperAction[]> {
  switch (line.type) {
    case 'deal': {
      if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expected(s)}`);
      if (line.dealer !== s.dealer) return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals`);
      const hands = line.hands;
      if (!Array.isArray(hands) || hands.length !== PLAYERS || hands.some((h) => !Array.isArray(h) || h.length !== 6)) {
        return fail('a Kloepper deal gives 4 hands of 6 cards');
      }
      if (!isSamePack(hands.flat<Card[][]>(), KLOEPPER_PACK))
        return fail('the hands are not the 24-card Kloepper pack (9 to ace), each card once');
      if (line.piles && Object.keys(line.piles).length > 0) return fail('a Kloepper deal has no piles (all 24 cards are dealt)');
      return { ok: true, value: [{ kind: 'deal', hands: hands.map((h) => h.slice()) }] };
    }
    case 'call':
    case 'play': {
      const t = turn(s);
      if (t.kind !== 'decide' || t.seat !== line.seat) return outOfTurn(line, expected(s));
      let action: KloepperAction;
      if (line.type === 'play') {
        if (!isCard(line.card)) return fail(`"${String(line.card)}" is not a card`);
        action = { kind: 'play', card: line.card };
      } else if (line.call === 'call') {
        const suit = line['suit'];
        if (suit !== 'C' && suit !== 'S' && suit !== 'H') return fail(`a call names "suit": "C", "S" or "H", not ${JSON.stringify(suit)}`);
        action = { kind: 'call', suit: suit };
      } else if ((CALL_WORDS as readonly string[]).includes(line.call)) {
        action = { kind: line.call as 'alone' | 'knock' | 'counter-knock' | 'no-counter-knock' };
      } else {
        return fail(`"${line.call}" is not a Kloepper call; accepted: ${CALL_WORDS.join(', ')}`);
      }
      const key = actionKey(action);
      const legal = legalActions(s).find((a) => actionKey(a) === key);
      if (!legal) return notLegal(line, expected(s));
      return { ok: true, value: [legal] };
    }
    default:
      return { ok: true, value: [] };
  }
}
