// Toy Trick's part of the table: seat markers, the header, the prompts and the log's own sentences.
// Everything here reads a ToyTrickView, never the state.
import { SUITS, type Suit } from '../../../src/core/cards.js';
import type { DeckStyle } from '../../../src/core/deck-style.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import type { CardLook } from '../../../src/contract/view.js';
import type { ChoiceOption, Prompt } from '../../../src/contract/table.js';
import { suitName } from '../../../src/ui/cards.js';
import { logLine as sharedLogLine } from '../../../src/ui/log-sentences.js';
import { withNames, youForm } from '../../../src/ui/names.js';
import { HAND_SIZE, trumpAction } from '../rules.js';
import type { ToyTrickAction, ToyTrickView } from '../types.js';

/** The verbs the log says second in a clause, for "You". */
const VERBS: readonly string[] = ['names', 'plays'];

/** Toy Trick is played with a French pack whatever deck the table is set to. */
export function toyTrickLook(_view: ToyTrickView, _deck: DeckStyle | undefined, ascii: boolean): CardLook {
  return { style: 'french', ascii };
}

export function seatRoles(view: ToyTrickView, seat: number): string[] {
  if (view.dealNo === 0) return [];
  return [...(seat === view.dealer ? ['dealer'] : []), ...(seat === view.caller && view.trumpSuit ? ['named trumps'] : [])];
}

export function phaseLine(view: ToyTrickView): string {
  if (view.phase === 'call') return 'naming trumps';
  if (view.phase === 'play') return `Trick ${Math.min(HAND_SIZE, view.tricks.length + 1)} of ${HAND_SIZE}`;
  return 'dealing';
}

/** Each suit's letter: the first of its name that is no table key (c, h and s are). */
const SUIT_KEYS: Readonly<Record<Suit, string>> = { C: 'l', S: 'p', H: 'e', D: 'd' };

/** The suits as the prompt offers them, and no trumps on `n`. */
function trumpOptions(look: CardLook): ChoiceOption<ToyTrickAction>[] {
  const suits = SUITS.map((suit: Suit) => ({ label: suitName(suit, look), key: SUIT_KEYS[suit], action: trumpAction(suit) }));
  // No trumps names nothing and raises nothing: the safe call.
  return [...suits, { label: 'No trumps', key: 'n', action: trumpAction(null), safe: true }];
}

export function toyTrickPrompt(view: ToyTrickView, legal: readonly ToyTrickAction[], look: CardLook): Prompt<ToyTrickAction> {
  if (legal[0]?.kind === 'trump') {
    const options = trumpOptions(look).filter((o) => legal.includes(o.action));
    return { kind: 'choice', question: 'Name trumps', hint: 'The highest trump takes any trick.', options };
  }
  const plays = legal.flatMap((a) => (a.kind === 'play' ? [{ card: a.card, action: a }] : []));
  const led = view.trick?.cards.length ? view.trick.cards[0] : undefined;
  return { kind: 'cards', question: led ? 'Your turn: play a card' : 'Your lead: play a card', playable: plays };
}

/** One sentence on why the decision matters, for `?` and learn. */
export function toyTrickWhy(view: ToyTrickView, legal: readonly ToyTrickAction[]): string | null {
  if (legal.length < 2) return null;
  if (legal[0]?.kind === 'trump') return 'Trumps take every trick they are played to: name the suit you hold most of.';
  return view.trick?.cards.length ? 'Win the trick as cheaply as you can, or throw your lowest card.' : 'Every trick is a point.';
}

export function noteText(text: string, names: readonly string[]): string {
  return youForm(withNames(text, names), VERBS);
}

export function logLine(view: ToyTrickView, line: GameLine, names: readonly string[], look: CardLook): string | null {
  return sharedLogLine(
    line,
    names,
    look,
    (l, who) => {
      if (l.type === 'call') {
        const suit = l['suit'];
        return `${who(l.seat)} names ${suit === 'none' ? 'no trumps' : suitName(suit as Suit, look).toLowerCase() + ' trumps'}.`;
      }
      if (l.type === 'settle') return `Deal ${l.deal}: ${l.delta.map((d, s) => `${who(s)} +${d}`).join(', ')}.`;
      return undefined;
    },
    VERBS,
  );
}
