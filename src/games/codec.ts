// What every game's codec.ts (decisions <-> history lines) writes the same way, written once: the
// keys of the actions every trick-taking game has, and the messages a line the rules refuse gets.
// A game folder imports this (and core); this imports nothing of any game.
import type { Card } from '../core/cards.js';
import type { CallLine, PlayLine, Seat } from '../core/history-lines.js';
import type { DecisionLine, Result, Turn } from '../contract/game.js';

/** A line the rules refuse, and why. */
export const fail = (reason: string): Result<never> => ({ ok: false, reason });

/**
 * The key of an action whose key is the same in every game: a card played, the first dealer drawn,
 * or a decision that is its kind alone ("look", "knock"). A game keys its deals and calls itself.
 */
export function commonActionKey(a: { readonly kind: string; readonly card?: Card; readonly seat?: Seat }): string {
  switch (a.kind) {
    case 'play':
      return `play:${a.card}`;
    case 'first-dealer':
      return `first-dealer:${a.seat}`;
    default:
      return a.kind;
  }
}

/**
 * The line of a decision every game writes alike: a card played. Anything else it is handed (a
 * deal, the first dealer drawn) is the rules' own doing and has no decision line: null.
 */
export function playLine(deal: number, seat: Seat, a: { readonly kind: string; readonly card?: Card }): DecisionLine | null {
  return a.kind === 'play' ? { type: 'play', deal, seat, card: a.card! } : null;
}

/** The key of a deal: the hands in seat order, and the undealt cards after a slash where the game has them. */
export function dealKey(hands: readonly (readonly Card[])[], rest?: readonly Card[]): string {
  const dealt = `deal:${hands.map((h) => h.join(',')).join('|')}`;
  return rest === undefined ? dealt : `${dealt}/${rest.join(',')}`;
}

/**
 * What the rules expect next, for a message: a deal, no more moves, or the deciding seat and the
 * keys of its legal actions (the first `most` of them, then "…").
 */
export function expecting<A>(t: Turn, legal: () => readonly A[], key: (a: A) => string, most = Infinity): string {
  if (t.kind === 'chance') return 'a deal';
  if (t.kind === 'over') return 'no more moves (the match is over)';
  const all = legal();
  const shown = all.slice(0, most).map((a) => key(a));
  return `seat ${t.seat} to decide (${shown.join(', ')}${all.length > most ? ', …' : ''})`;
}

/** A decision line from a seat the rules do not ask now. */
export function outOfTurn(line: CallLine | PlayLine, expected: string): Result<never> {
  return fail(`seat ${line.seat} ${line.type === 'play' ? 'plays' : 'calls'} but the rules expect ${expected}`);
}

/** A decision line from the right seat that its legal actions do not hold. */
export function notLegal(line: CallLine | PlayLine, expected: string): Result<never> {
  const what = line.type === 'play' ? `seat ${line.seat} playing ${line.card}` : `seat ${line.seat} calling "${line.call}"`;
  return fail(`${what} is not legal now (the rules expect ${expected})`);
}
