// What one seat (or a spectator) may see. The fine state is public: every knock, answer and fold
// happens out loud at the table. Hands are private; folded hands lie face down and stay hidden.
import type { Seat } from '../game.js';
import type { ToeppenState, ToeppenView } from './types.js';

export function toeppenView(s: ToeppenState, seat: Seat | null): ToeppenView {
  const potentialFines = s.out.map((o, x) => (o ? s.balances[x]! - s.balancesAtDealStart[x]! : s.fine * s.multipliers[x]!));
  return {
    game: 'toeppen',
    players: s.n,
    options: s.opts,
    seat,
    phase: s.phase,
    dealNo: s.dealNo,
    dealsDone: s.dealsDone,
    dealer: s.dealer,
    toAct: s.pending[0] ?? null,
    hand: seat === null ? null : (s.hands[seat] ?? []).slice(),
    handSizes: s.hands.map((h) => h.length),
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
    trick: s.trick,
    tricks: s.tricks,
    tricksWon: s.tricksWon,
    // The fine each seat has at stake (F·M), or paid when it folded: what a pub table keeps in mind.
    counters: [{ label: 'fine', values: potentialFines }],
    lastDeal: s.lastDeal,
    history: s.history,
    result: s.result,
  };
}
