// Classic Lupfen's own calls (lupfen.md §3a): lift or pass, the price, play or drop, the exchange.
// The deal's flow is mutually recursive: these steps end in settle() and the play of rules.ts,
// which in turn dispatches to them. The import cycle is between function declarations only.
import type { GameLine } from '../../core/history-lines.js';
import { seatsFrom } from '../../core/seats.js';
import type { Seat } from '../game.js';
import { pay, reveal, setAt, type Draft } from './draft.js';
import { isUnderUnderOver } from './hands.js';
import { settle, turnTrump } from './rules.js';
import type { LupfenCallWord, LupfenState } from './types.js';
import { specialHands } from './vorarlberg.js';

export function classicLift(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'pass') {
    s.status = setAt(s.status, seat, 'declined');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) settle(s, 'thrown-in', log); // R8
    return;
  }
  s.lifter = seat;
  s.status = setAt(s.status, seat, 'in');
  turnTrump(s, log);
  s.phase = 'price';
  s.pending = [seat];
}

export function namePrice(s: Draft, seat: Seat, amount: number): void {
  s.price = amount;
  pay(s, seat, amount);
  s.phase = 'join';
  // R9: everybody else, from the lifter's right round to his left, decliners and dealer included.
  s.pending = seatsFrom(seat + 1, s.n).slice(0, s.n - 1);
}

export function joinOrDrop(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'join') {
    if (s.variant === 'classic') pay(s, seat, s.price);
    s.status = setAt(s.status, seat, 'in');
  } else {
    s.status = setAt(s.status, seat, 'out');
  }
  s.pending = s.pending.slice(1);
  if (s.pending.length > 0) return;
  const opponents = s.status.filter((st, i) => st === 'in' && i !== s.lifter).length;
  if (opponents === 0) {
    settle(s, 'unopposed', log); // classic R10, vorarlberg R8.5
    return;
  }
  if (s.variant === 'classic') {
    s.phase = 'exchange';
    s.pending = seatsFrom(s.lifter!, s.n).filter((x) => s.status[x] === 'in');
    nextExchange(s, log);
  } else {
    specialHands(s, log);
  }
}

export function exchangeLimit(s: LupfenState): number {
  return s.n >= 5 ? 1 : 2;
}

/** R11: one exchange round from the lifter; skips players who may not exchange. */
export function nextExchange(s: Draft, log?: GameLine[]): void {
  let pending = s.pending;
  while (pending.length > 0 && (s.exchanges >= exchangeLimit(s) || s.exchanged[pending[0]!] || !isUnderUnderOver(s.hands[pending[0]!]!))) {
    pending = pending.slice(1);
  }
  s.pending = pending;
  if (pending.length === 0) specialHands(s, log);
}

export function exchangeOrKeep(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  s.pending = s.pending.slice(1);
  if (word === 'exchange') {
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
  nextExchange(s, log);
}
