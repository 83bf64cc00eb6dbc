// Classic Lupfen (lupfen.md §3a) as a variant module: an ante every deal, lift or pass, the
// lifter names a price that everybody joining pays, the exchange, the remainder to the lifter.
import type { GameLine, Seat } from '../../core/history-lines.js';
import { seatsFrom } from '../../core/seats.js';
import type { OptionSpec } from '../../contract/game.js';
import { DROP, JOIN, LIFT, PASS } from './calls.js';
import { pay, reveal, type Draft } from './draft.js';
import { setAt } from '../rules-shared.js';
import { isUnderUnderOver } from './hands.js';
import { DEALS, deckStyleSpec, playersSpec } from './options.js';
import type { LupfenState } from './types.js';
import type { CallAction, DealFlow, LupfenVariant } from './variant.js';
import { classicWords } from './classic-variant-words.js';

const OPTIONS: readonly OptionSpec[] = [
  playersSpec(3, 5),
  { key: 'ante', type: 'int', default: 1, min: 1, max: 1000, summary: 'Paid into the pot by every player before every deal.' },
  { key: 'min_price', type: 'int', default: 1, min: 1, max: 1000, summary: 'Lowest price the lifter may name.' },
  { key: 'max_price', type: 'int', default: 10, min: 1, max: 1000, summary: 'Highest price the lifter may name (≥ min_price).' },
  DEALS,
  deckStyleSpec('swiss'),
  {
    key: 'no_trick_penalty',
    type: 'enum',
    default: 'none',
    values: ['none', 'price', 'pot'],
    summary: 'What a player who played and took no trick pays into the next pot: nothing, the price, or the pot.',
  },
];

function lift(s: Draft, seat: Seat, a: CallAction, flow: DealFlow, log?: GameLine[]): void {
  if (a.call === 'pass') {
    s.status = setAt(s.status, seat, 'declined');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) flow.settle(s, 'thrown-in', log); // R8
    return;
  }
  s.lifter = seat;
  s.status = setAt(s.status, seat, 'in');
  flow.turnTrump(s, log);
  s.phase = 'price';
  s.pending = [seat];
}

function namePrice(s: Draft, seat: Seat, a: CallAction): void {
  s.price = a.amount!;
  pay(s, seat, s.price);
  s.phase = 'join';
  // R9: everybody else, from the lifter's right round to his left, decliners and dealer included.
  s.pending = seatsFrom(seat + 1, s.n).slice(0, s.n - 1);
}

function exchangeLimit(s: LupfenState): number {
  return s.n >= 5 ? 1 : 2;
}

/** R11: one exchange round from the lifter; skips players who may not exchange. */
function nextExchange(s: Draft, flow: DealFlow, log?: GameLine[]): void {
  let pending = s.pending;
  while (pending.length > 0 && (s.exchanges >= exchangeLimit(s) || s.exchanged[pending[0]!] || !isUnderUnderOver(s.hands[pending[0]!]!))) {
    pending = pending.slice(1);
  }
  s.pending = pending;
  if (pending.length === 0) flow.specialHands(s, log);
}

function exchangeOrKeep(s: Draft, seat: Seat, a: CallAction, flow: DealFlow, log?: GameLine[]): void {
  s.pending = s.pending.slice(1);
  if (a.call === 'exchange') {
    const gave = s.hands[seat]!.slice();
    const got = s.stock.slice(s.stock.length - 3);
    s.stock = s.stock.slice(0, s.stock.length - 3);
    s.hands = setAt(s.hands, seat, got);
    s.setAside = setAt(s.setAside, seat, gave);
    s.exchanged = setAt(s.exchanged, seat, true);
    s.exchanges += 1;
    if (log) log.push({ type: 'exchange', deal: s.dealNo, seat, from: 'stock', gave, got: got.slice() });
    reveal(s, { what: 'exchange', seat, cards: gave }, log);
  }
  nextExchange(s, flow, log);
}

const LIFT_OR_PASS = [LIFT, PASS];
const JOIN_OR_DROP = [JOIN, DROP];

export const classic: LupfenVariant = {
  id: 'classic',
  name: 'Lupfen (Liechtenstein / classic)',
  summary: 'Ante every deal; the lifter names a price, the pot is split in thirds by tricks.',
  minPlayers: 3,
  maxPlayers: 5,
  defaultPlayers: 4,
  // You are asked to lift and do, name the price, then lead and play: every classic decision but
  // play-or-drop, which the lifter never faces.
  learnSeed: 'learn-4',
  options: OPTIONS,
  lengthKey: 'deals',
  checkOptions(o) {
    if ((o['min_price'] as number) <= (o['max_price'] as number)) return null;
    return `min_price=${o['min_price']} is above max_price=${o['max_price']}; min_price must be at most max_price`;
  },

  dealKind: () => 'classic', // R5: every deal is the same, with an ante
  dealerStake: () => 0,
  dealt(s, order) {
    s.phase = 'lift';
    s.pending = order.slice();
  },
  liftActions: () => LIFT_OR_PASS.slice(),
  joinActions: () => JOIN_OR_DROP.slice(),
  calls: { lift, price: namePrice, exchange: exchangeOrKeep },
  joinCost: (s) => s.price,
  joined(s, flow, log) {
    s.phase = 'exchange';
    s.pending = seatsFrom(s.lifter!, s.n).filter((x) => s.status[x] === 'in');
    nextExchange(s, flow, log);
  },
  leader: (s) => s.lifter!, // R13
  mustTrump: false,
  clockwise: false, // R1
  passIsOut: false,

  remainderToLifter: true, // R14: the odd chips go to the lifter, tricks or not
  fine: (s, pot) => (s.opts.no_trick_penalty === 'price' ? s.price : s.opts.no_trick_penalty === 'pot' ? pot : 0),
  endAfterTarget: () => 'deals', // R15
  notes: {
    thrownIn: 'nobody lifted: thrown in, the pot stays',
    unopposed: 'lifted unopposed',
    tricks: (_s, pot, share, remainder) => `pot ${pot}, ${share} a trick, ${remainder} to the lifter`,
  },
  words: classicWords,
};
