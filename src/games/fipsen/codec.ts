// Fipsen decisions <-> hand-history lines (fipsen.md §8). A discard is a decision whose record is
// an `exchange` line with only `gave`.
import { SUITS, isCard, type Card, type Suit } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import { isSamePack } from '../../core/packs.js';
import type { DecisionLine, Result } from '../../contract/game.js';
import { HAND_SIZE, SKAT_PILE } from './pack.js';
import { commonActionKey, expecting, fail, playLine } from '../codec.js';
import { SIMPLE_CALLS, actor, apply, legalActions, simple, turn } from './rules.js';
import type { FipsenAction, FipsenBid, FipsenState } from './types.js';
import { variantOf } from './variants.js';

const bidKey = (b: FipsenBid): string =>
  b.kind === 'tricks'
    ? `${b.tricks}${b.hand ? 'h' : ''}${b.ruten ? 'r' : ''}${b.gute ? 'g' : ''}`
    : b.kind === 'fips'
      ? `fips${b.gute ? 'g' : ''}`
      : 'kieker';

export function actionKey(a: FipsenAction): string {
  switch (a.kind) {
    case 'deal':
      return `deal:${a.dealer}:${a.hands.map((h) => h.join(',')).join('|')}:${Object.entries(a.piles)
        .map(([k, c]) => `${k}=${c.join(',')}`)
        .join(';')}`;
    case 'bid':
      return `bid:${bidKey(a.bid)}`;
    case 'discard':
      return `discard:${a.cards.slice().sort().join(',')}`;
    case 'trump':
      return `trump:${a.suit}`;
    default:
      return commonActionKey(a);
  }
}

/** §8: `trump` is written even when the rules leave one suit. */
export const writeOnlyChoice = (_s: FipsenState, a: FipsenAction): boolean => a.kind === 'trump';

export function encodeAction(s: FipsenState, a: FipsenAction): DecisionLine | null {
  const seat = actor(s);
  if (seat === null) return null;
  const base = { type: 'call' as const, deal: s.dealNo, seat };
  switch (a.kind) {
    case 'deal':
    case 'no-siebener':
    case 'no-dutt':
      return null;
    case 'discard':
      return { type: 'exchange', deal: s.dealNo, seat, from: variantOf(s.variant).discardFrom ?? 'skat', gave: a.cards.slice(), got: [] };
    case 'dutt': {
      // fipsen.md §8 (fips_uses_dutt): the pick-up is the decision to use the Dutt.
      const pile = variantOf(s.variant).restPile;
      return { type: 'exchange', deal: s.dealNo, seat, from: pile, gave: [], got: (s.piles[pile] ?? []).slice() };
    }
    case 'play':
      return playLine(s.dealNo, seat, a);
    case 'bid':
      return { ...base, call: 'bid', ...variantOf(s.variant).encodeBid(a.bid) };
    case 'trump':
      return { ...base, call: 'trump', suit: a.suit };
    case 'continue':
      return { ...base, call: variantOf(s.variant).continueWord };
    default:
      return { ...base, call: a.kind };
  }
}

// A line says `continue` by the variant's own word, a Siebener Fips not announced is not written,
// and using the Dutt or not is a pick-up line or none.
const WORDS = SIMPLE_CALLS.filter((w) => w !== 'no-siebener' && w !== 'continue' && w !== 'dutt' && w !== 'no-dutt');

// A Fipsen auction can offer dozens of bids: a message names the first twelve.
function expected(s: FipsenState): string {
  return expecting(turn(s), () => legalActions(s), actionKey, 12);
}

function decodeDeal(s: FipsenState, line: Extract<GameLine, { type: 'deal' }>): Result<FipsenAction[]> {
  if (s.phase !== 'deal') return fail(`a deal line came while the rules expect ${expected(s)}`);
  const v = variantOf(s.variant);
  if (!Number.isInteger(line.dealer) || line.dealer < 0 || line.dealer >= s.players) return fail(`dealer ${line.dealer} is not a seat`);
  if (s.dealer !== null && line.dealer !== s.dealer)
    return fail(`the deal line names dealer ${line.dealer}; by the rules seat ${s.dealer} deals`);
  const inDeal = v.inDeal(line.dealer, s.players, s.opts);
  const hands = line.hands;
  if (!Array.isArray(hands) || hands.length !== s.players) return fail(`a Fipsen deal gives ${s.players} hands`);
  for (let x = 0; x < s.players; x++) {
    const want = inDeal.includes(x) ? HAND_SIZE : 0;
    if (!Array.isArray(hands[x]) || hands[x]!.length !== want) return fail(`seat ${x} must receive ${want} cards`);
  }
  const piles = line.piles ?? {};
  const names = Object.keys(piles).sort();
  const middle = v.middlePile === undefined ? SKAT_PILE : v.middlePile;
  const wantNames = (middle === null ? [v.restPile] : [middle.name, v.restPile]).sort();
  if (names.join() !== wantNames.join()) return fail(`a ${s.variant} deal has the piles ${wantNames.join(' and ')}`);
  if (middle !== null && (piles[middle.name] ?? []).length !== middle.size)
    return fail(`the ${middle.name} pile has ${middle.size} card${middle.size === 1 ? '' : 's'}`);
  const all = [...hands.flat(), ...Object.values(piles).flat()] as Card[];
  if (!isSamePack(all, v.pack(s.players)))
    return fail(`the hands and piles are not the ${v.pack(s.players).length}-card pack, each card once`);
  return {
    ok: true,
    value: [
      {
        kind: 'deal',
        dealer: line.dealer,
        hands: hands.map((h) => h.slice()),
        piles: Object.fromEntries(Object.entries(piles).map(([k, c]) => [k, c.slice()])),
      },
    ],
  };
}

function decision(s: FipsenState, line: GameLine): Result<FipsenAction> {
  const v = variantOf(s.variant);
  if (line.type === 'play') {
    if (!isCard(line.card)) return fail(`"${String(line.card)}" is not a card`);
    return { ok: true, value: { kind: 'play', card: line.card } };
  }
  if (line.type === 'exchange') {
    if (s.phase === 'dutt') {
      const pile = s.piles[v.restPile] ?? [];
      if (line.gave.length > 0 || line.got.slice().sort().join() !== pile.slice().sort().join())
        return fail(`taking the Dutt picks up its ${pile.length} cards and lays nothing away in the same line`);
      return { ok: true, value: simple('dutt') };
    }
    if (line.got.length > 0 || !line.gave.every(isCard)) return fail('an exchange line that is a discard has only "gave"');
    return { ok: true, value: { kind: 'discard', cards: line.gave.slice() } };
  }
  if (line.type !== 'call') return fail(`a ${line.type} line is no decision`);
  if (line.call === 'bid') {
    const bid = v.decodeBid(line);
    return bid.ok ? { ok: true, value: { kind: 'bid', bid: bid.value } } : bid;
  }
  if (line.call === 'trump') {
    const suit = line['suit'];
    if (!(SUITS as readonly unknown[]).includes(suit)) return fail(`a trump call names "suit": C, S, H or D, not ${JSON.stringify(suit)}`);
    return { ok: true, value: { kind: 'trump', suit: suit as Suit } };
  }
  if (line.call === v.continueWord) return { ok: true, value: simple('continue') };
  if ((WORDS as readonly string[]).includes(line.call)) return { ok: true, value: simple(line.call) };
  return fail(`"${line.call}" is not a ${s.variant} call; accepted: bid, trump, ${v.continueWord}, ${WORDS.join(', ')}`);
}

export function decodeLine(s: FipsenState, line: GameLine): Result<FipsenAction[]> {
  if (line.type === 'deal') return decodeDeal(s, line);
  const isDecision =
    line.type === 'call' || line.type === 'play' || (line.type === 'exchange' && (s.phase === 'discard' || s.phase === 'dutt'));
  if (!isDecision) return { ok: true, value: [] };
  const seat = (line as { seat: number }).seat;
  // Playing the Fips with one's own five leaves no line: the trump call that follows shows it.
  if (s.phase === 'dutt' && line.type !== 'exchange') {
    const rest = decodeLine(apply(s, simple('no-dutt')), line);
    return rest.ok ? { ok: true, value: [simple('no-dutt'), ...rest.value] } : rest;
  }
  // Not announcing four sevens leaves no line: any other decision shows it was declined.
  if (s.phase === 'siebener' && !(line.type === 'call' && line.call === 'siebener' && seat === s.siebenerSeat)) {
    const rest = decodeLine(apply(s, simple('no-siebener')), line);
    return rest.ok ? { ok: true, value: [simple('no-siebener'), ...rest.value] } : rest;
  }
  const t = turn(s);
  if (t.kind !== 'decide' || t.seat !== seat) return fail(`seat ${seat} decides but the rules expect ${expected(s)}`);
  const action = decision(s, line);
  if (!action.ok) return action;
  const key = actionKey(action.value);
  const legal = legalActions(s).find((a) => actionKey(a) === key);
  if (!legal) return fail(`seat ${seat}: ${key} is not legal now (the rules expect ${expected(s)})`);
  // A discard keeps the line's order of cards, so that it encodes back to the same line.
  return { ok: true, value: [action.value.kind === 'discard' ? action.value : legal] };
}
