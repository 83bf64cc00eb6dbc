// What one seat may see (DESIGN.md: the only thing an agent or a screen receives). The sides are
// what the viewer can know: its own side from its own cards and the announcement, the others' from
// public facts only — the announcement, black queens and the called ace on the table, a knock, a
// counter-knock, the tricks a knocked deal goes on after — and, once the deal is settled, from the settle line. Failing to follow suit is
// deliberately not used, so twin deals that differ only in a hidden card look the same.
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/history-lines.js';
import { seatFields, handFields, trickFields, matchFields } from '../rules-shared.js';
import { PLAYERS } from './rules.js';
import { NON_QUEEN_SIDE, QUEEN_SIDE, type KloepperState, type KloepperView } from './types.js';

type Side = number | null;

function playedBy(s: KloepperState, card: Card): Seat | null {
  for (const t of s.tricks) {
    const i = t.cards.indexOf(card);
    if (i >= 0) return t.seats[i]!;
  }
  if (s.trick) {
    const i = s.trick.cards.indexOf(card);
    if (i >= 0) return s.trick.seats[i]!;
  }
  return null;
}

/** The cards `seat` held at the deal: its hand now plus what it has played. */
export function dealtHand(s: KloepperState, seat: Seat): Card[] {
  const out = s.hands[seat]!.slice();
  for (const t of s.tricks) t.seats.forEach((x, i) => x === seat && out.push(t.cards[i]!));
  if (s.trick) s.trick.seats.forEach((x, i) => x === seat && out.push(s.trick!.cards[i]!));
  return out;
}

/** The deal in the state has been settled (the settle line made the sides public). */
function settled(s: KloepperState): boolean {
  return (s.phase === 'deal' || s.phase === 'over') && s.lastDeal !== null && s.lastDeal.deal === s.dealNo;
}

/**
 * Sides as `viewer` knows them (null: the public, a spectator). 0 = queen side, 1 = non-queen side.
 */
export function knownSides(s: KloepperState, viewer: Seat | null): Side[] {
  const sides: Side[] = new Array<Side>(PLAYERS).fill(null);
  if (s.dealNo === 0) return sides;
  if (settled(s)) return sides.map((_, x) => (s.lastDeal!.queenSide.includes(x) ? QUEEN_SIDE : NON_QUEEN_SIDE));
  const d = s.declaration;
  const mine = viewer === null ? [] : dealtHand(s, viewer);
  const set = (x: Seat, side: number): void => {
    sides[x] = side;
  };
  // Queen side size: 2 for split queens and a call of someone else's ace, 1 alone; null while a
  // self_call may still turn out to be alone.
  let size: number | null = null;
  if (s.phase === 'declare') {
    const declarer = s.hands.findIndex((h) => h.includes('QC'));
    set(declarer, QUEEN_SIDE);
  } else if (d === null) {
    size = 2;
    if (viewer !== null) set(viewer, mine.includes('QC') || mine.includes('QS') ? QUEEN_SIDE : NON_QUEEN_SIDE);
  } else if (d.kind === 'alone') {
    size = 1;
    set(d.seat, QUEEN_SIDE);
  } else {
    set(d.seat, QUEEN_SIDE);
    const ace: Card = `A${d.suit}`;
    const aceBy = playedBy(s, ace);
    if (aceBy !== null) {
      set(aceBy, QUEEN_SIDE);
      size = aceBy === d.seat ? 1 : 2;
    } else if (viewer !== null && mine.includes(ace)) {
      set(viewer, QUEEN_SIDE);
      size = viewer === d.seat ? 1 : 2;
    } else if (!s.opts.self_call || viewer === d.seat) size = 2;
    if (viewer !== null && viewer !== d.seat && !mine.includes(ace)) set(viewer, NON_QUEEN_SIDE);
  }
  if (d === null && s.phase !== 'declare') {
    for (const q of ['QC', 'QS'] as const) {
      const by = playedBy(s, q);
      if (by !== null) set(by, QUEEN_SIDE);
    }
  }
  if (s.knocker !== null) {
    set(s.knocker, QUEEN_SIDE);
    // A knocked deal goes on only while the queen side wins every trick (R10.4).
    for (const t of s.tricks) set(t.winner, QUEEN_SIDE);
  }
  if (s.counterKnocker !== null) set(s.counterKnocker, NON_QUEEN_SIDE);
  if (s.phase === 'declare') return sides;
  const queens = sides.filter((x) => x === QUEEN_SIDE).length;
  const others = sides.filter((x) => x === NON_QUEEN_SIDE).length;
  if (queens === 2 || (size !== null && queens === size)) return sides.map((x) => x ?? NON_QUEEN_SIDE);
  if (size !== null && others === PLAYERS - size) return sides.map((x) => x ?? QUEEN_SIDE);
  if (others === PLAYERS - 1) return sides.map((x) => x ?? QUEEN_SIDE);
  return sides;
}

export function kloepperView(s: KloepperState, seat: Seat | null): KloepperView {
  const sides = knownSides(s, seat);
  let toAct: Seat | null = null;
  if (s.phase === 'declare') toAct = s.hands.findIndex((h) => h.includes('QC'));
  else if (s.phase === 'play') toAct = s.toPlay;
  // Who is asked to knock back is secret: only the seat asked sees that it is its turn.
  else if (s.phase === 'counter') toAct = seat !== null && s.asked[0] === seat ? seat : null;
  return {
    game: 'kloepper',
    players: PLAYERS,
    ...seatFields(s, seat),
    toAct,
    ...handFields(s, seat),
    trumpSuit: null,
    balances: s.balances,
    declaration: s.declaration,
    knocker: s.knocker,
    counterKnocker: s.counterKnocker,
    questioning: s.phase === 'counter',
    won: s.won,
    sides,
    ...trickFields(s),
    // Each seat's own card points: a side's total is the centre's (once, for the viewer's side) and
    // the deal summary's (once per side), never a figure repeated on every seat of a side.
    counters: [{ label: 'card points', values: s.won.slice(), total: 120 }],
    ...matchFields(s),
  };
}
