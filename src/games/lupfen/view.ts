// What one seat may see (DESIGN.md: the only thing an agent or a screen receives).
import { suitOf, type Card } from '../../core/cards.js';
import type { Seat } from '../../core/history-lines.js';
import { seatFields, trickFields, matchFields } from '../rules-shared.js';
import type { LupfenState, LupfenView } from './types.js';

export function lupfenView(s: LupfenState, seat: Seat): LupfenView {
  const ownHand = s.hands[seat] ?? [];
  // The round for Under-Under-Over hands is secret (rules.ts turn): only the seat asked knows it
  // is asked, and a kept hand is its own business.
  const secret = s.phase === 'exchange' || s.phase === 'scrap';
  const got: Card[] | null = s.exchanged[seat] ? ownHand.filter((c) => !s.setAside[seat]!.includes(c)) : null;
  return {
    game: 'lupfen',
    variant: s.variant,
    players: s.n,
    ...seatFields(s, seat),
    kind: s.kind,
    toAct: secret && s.pending[0] !== seat ? null : (s.pending[0] ?? null),
    hand: s.looked[seat] ? ownHand.slice() : null,
    handSizes: s.hands.map((h) => h.length),
    stockSize: s.stock.length,
    trumpCard: s.trumpCard,
    trumpSuit: s.trumpCard ? suitOf(s.trumpCard) : null,
    pot: s.pot,
    potAtDealStart: s.potAtDealStart,
    balancesAtDealStart: s.balancesAtDealStart,
    redeal: s.redeal,
    balances: s.balances,
    status: s.status,
    lifter: s.lifter,
    price: s.price,
    blindLift: s.blindLift,
    reveals: s.reveals,
    calls: s.calls.some((c) => c.call === 'keep' && c.seat !== seat)
      ? s.calls.filter((c) => c.call !== 'keep' || c.seat === seat)
      : s.calls,
    ...trickFields(s),
    exchangeGot: got,
    ...(s.potBack ? { potBack: s.potBack } : {}),
    ...matchFields(s),
  };
}
