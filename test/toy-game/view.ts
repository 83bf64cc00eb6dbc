// What one seat (or a spectator) may see: the table and its own hand.
import type { Seat } from '../../src/core/history-lines.js';
import { handFields, matchFields, seatFields, trickFields } from '../../src/games/rules-shared.js';
import type { ToyTrickState, ToyTrickView } from './types.js';

export function toyTrickView(s: ToyTrickState, seat: Seat | null): ToyTrickView {
  return {
    game: 'toytrick',
    players: s.n,
    ...seatFields(s, seat),
    toAct: s.toAct,
    ...handFields(s, seat),
    trumpSuit: s.trump,
    balances: s.balances,
    caller: s.caller,
    ...trickFields(s),
    ...matchFields(s),
  };
}
