// The log sentences every game says alike (a deal, a card played, a trick won, the match over),
// and the frame every game's log line is written in: the players' names, then "You" in the second
// person. A game words what is its own and leaves the rest to these.
import type { EndLine, GameLine } from '../core/history-lines.js';
import { face } from './cards.js';
import type { CardLook } from '../contract/view.js';
import { nameList, seatName, youForm } from './names.js';

/** A seat's name in a sentence: "?" where a line names no seat. */
export type Who = (seat: number | undefined) => string;

/**
 * A game's own sentence for `line`: a string, null for a line the log does not show, undefined for
 * one the shared sentence says (deal, play, trick, end).
 */
export type OwnSentence = (line: GameLine, who: Who) => string | null | undefined;

/**
 * One log sentence for a history line, null where it is not shown. `verbs`: the game's verbs that
 * may stand second in a clause (action-words.ts VERBS), so "You lift and exchange" reads right.
 */
export function logLine(
  line: GameLine,
  names: readonly string[],
  look: CardLook,
  own: OwnSentence,
  verbs: readonly string[],
): string | null {
  const who: Who = (s) => (s === undefined ? '?' : seatName(names, s));
  const mine = own(line, who);
  const text = mine === undefined ? sharedSentence(line, names, who, look) : mine;
  return text === null ? null : youForm(text, verbs);
}

function sharedSentence(line: GameLine, names: readonly string[], who: Who, look: CardLook): string | null {
  switch (line.type) {
    case 'deal':
      return `Deal ${line.deal}: ${who(line.dealer)} deals.`;
    case 'play':
      return `${who(line.seat)} plays ${face(line.card, look)}.`;
    case 'trick':
      return `${who(line.winner)} wins trick ${line.index}.`;
    case 'end':
      return matchOver(line, names);
    default:
      return null;
  }
}

/**
 * "Match over: Ana and Ben share the win." `win`: the verb for one winner and for several;
 * `detail`: what follows about the winners' total (" with 31 game points").
 */
export function matchOver(
  line: EndLine,
  names: readonly string[],
  win: { readonly one: string; readonly many: string } = { one: 'wins', many: 'share the win' },
  detail?: (total: number) => string,
): string {
  const top = line.winners.length > 0 ? line.totals[line.winners[0]!] : undefined;
  const verb = line.winners.length > 1 ? win.many : win.one;
  return `Match over: ${nameList(line.winners, names)} ${verb}${top === undefined || !detail ? '' : detail(top)}.`;
}
