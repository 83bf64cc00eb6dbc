// Lupfen decisions <-> hand-history lines (lupfen.md §8).
import { isCard } from '../../core/cards.js';
import type { CallLine, DealLine, GameLine, PlayLine } from '../../core/history-lines.js';
import { isSamePack } from '../../core/packs.js';
import { LUPFEN_PACK } from './pack.js';
import type { DecisionLine, Result } from '../../contract/game.js';
import { commonActionKey, dealKey, expecting, fail, notLegal, outOfTurn, playLine } from '../codec.js';
import { legalActions, turn } from './rules.js';
import type { LupfenAction, LupfenCallWord, LupfenState } from './types.js';

const CALL_WORDS: ReadonlySet<string> = new Set<LupfenCallWord>([
  'shove',
  'deal',
  'lift',
  'pass',
  'price',
  'join',
  'drop',
  'exchange',
  'keep',
  'scrap',
]);

export function actionKey(a: LupfenAction): string {
  switch (a.kind) {
    case 'deal':
      return dealKey(a.hands, a.stock);
    case 'call':
      return `call:${a.call}${a.amount !== undefined ? `:${a.amount}` : ''}${a.blind ? ':blind' : ''}`;
    default:
      return commonActionKey(a);
  }
}

export function encodeAction(s: LupfenState, a: LupfenAction): DecisionLine | null {
  const seat = s.pending[0]!;
  if (a.kind !== 'call') return playLine(s.dealNo, seat, a);
  const line: DecisionLine = { type: 'call', deal: s.dealNo, seat, call: a.call };
  if (a.amount !== undefined) line['amount'] = a.amount;
  if (a.blind) line['blind'] = true;
  return line;
}

function isLegal(s: LupfenState, a: LupfenAction): boolean {
  const key = actionKey(a);
  return legalActions(s).some((x) => actionKey(x) === key);
}

export function decodeLine(s: LupfenState, line: GameLine): Result<LupfenAction[]> {
  switch (line.type) {
    case 'deal': {
      const bad = dealShape(line);
      if (bad) return fail(bad);
      const deal: LupfenAction = { kind: 'deal', hands: line.hands, stock: line.piles['stock'] ?? [] };
      if (s.phase === 'first-dealer') return { ok: true, value: [{ kind: 'first-dealer', seat: line.dealer }, deal] };
      if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expected(s)}`);
      if (line.dealer !== s.dealer) return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals`);
      return { ok: true, value: [deal] };
    }
    case 'call':
    case 'play': {
      const prefix: LupfenAction[] = [];
      const state = s;
      if (s.phase === 'first-dealer' && line.type === 'call') {
        // With shoving, the first line of the match is the first dealer's shove/deal call.
        prefix.push({ kind: 'first-dealer', seat: line.seat });
        return decodeDecision(state, line, prefix);
      }
      if (state.pending[0] !== line.seat) return outOfTurn(line, expected(state));
      return decodeDecision(state, line, prefix);
    }
    default:
      return { ok: true, value: [] };
  }
}

/** R5/R6: three cards to each player, the rest is the stock; together exactly the 20-card pack. */
function dealShape(line: DealLine): string | null {
  const piles = Object.keys(line.piles);
  if (piles.length !== 1 || piles[0] !== 'stock') return `a Lupfen deal has one pile, "stock", not ${JSON.stringify(piles)}`;
  const short = line.hands.findIndex((h) => h.length !== 3);
  if (short >= 0) return `hand ${short} has ${line.hands[short]!.length} cards; Lupfen deals 3 to each player`;
  if (!isSamePack([...line.hands.flat(), ...line.piles['stock']!], LUPFEN_PACK)) {
    return `hands and stock are not the 20-card Lupfen pack (A T K Q J of each suit, each once)`;
  }
  return null;
}

function decodeDecision(s: LupfenState, line: CallLine | PlayLine, prefix: LupfenAction[]): Result<LupfenAction[]> {
  let action: LupfenAction;
  if (line.type === 'play') {
    if (!isCard(line.card)) return fail(`"${String(line.card)}" is not a card`);
    action = { kind: 'play', card: line.card };
  } else {
    if (!CALL_WORDS.has(line.call)) return fail(`"${line.call}" is not a Lupfen call`);
    const a: { kind: 'call'; call: LupfenCallWord; amount?: number; blind?: boolean } = {
      kind: 'call',
      call: line.call as LupfenCallWord,
    };
    // Only the arguments the vocabulary lists for this word (rules/lupfen.md): any other field is
    // one a writer added (history.md: add fields freely) and says nothing, as in every game.
    if (a.call === 'price' && typeof line['amount'] === 'number') a.amount = line['amount'];
    if (a.call === 'lift' && line['blind'] === true) a.blind = true;
    action = a;
  }
  if (prefix.length > 0) return { ok: true, value: [...prefix, action] };
  const actions: LupfenAction[] = [];
  // blind_lupf: a seat that passes or lupfs normally has looked at its cards first. Only a variant
  // that deals face down (blind_lupf) leaves a seat's cards unlooked.
  if (s.phase === 'lift' && !s.looked[line.seat] && action.kind === 'call' && !action.blind) {
    actions.push({ kind: 'look' });
    s = { ...s, looked: s.looked.map((l, i) => l || i === line.seat) };
  }
  if (!isLegal(s, action)) return notLegal(line, expected(s));
  actions.push(action);
  return { ok: true, value: actions };
}

function expected(s: LupfenState): string {
  return expecting(turn(s), () => legalActions(s), actionKey);
}
