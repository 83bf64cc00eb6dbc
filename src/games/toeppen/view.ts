// What one seat (or a spectator) may see. The fine state is public: every knock, answer and fold
// happens out loud at the table. Hands are private; folded hands lie face down and stay hidden.
import type { Seat } from '../../core/history-lines.js';
import { seatFields, handFields, trickFields, matchFields } from '../rules-shared.js';
import type { ToeppenState, ToeppenView } from './types.js';

export function toeppenView(s: ToeppenState, seat: Seat | null): ToeppenView {
  const potentialFines = s.out.map((o, x) => (o ? s.balances[x]! - s.balancesAtDealStart[x]! : s.fine * s.multipliers[x]!));
  return {
    game: 'toeppen',
    players: s.n,
    ...seatFields(s, seat),
    toAct: s.pending[0] ?? null,
    ...handFields(s, seat),
    trumpSuit: null,
    balances: s.balances,
    balancesAtDealStart: s.balancesAtDealStart,
    out: s.out,
    drittsekkSize: s.drittsekkSize,
    fine: s.fine,
    multipliers: s.multipliers,
    potentialFines,
    lastKnocker: s.lastKnocker,
    knocker: s.knocker,
    knocked: s.knocked,
    events: s.events,
    ...trickFields(s),
    // What each seat still in would be fined if it lost the deal now (F·M): what a pub table keeps in
    // mind. A folded seat has nothing at stake; what it paid is in its total already.
    counters: [{ label: 'at stake', values: s.out.map((o, x) => (o ? null : s.fine * s.multipliers[x]!)) }],
    ...matchFields(s),
  };
}
