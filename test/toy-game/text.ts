// Words a player reads: an action's label and the rules.
import { cardFace, suitLabel } from '../../src/core/deck-style.js';
import type { CardLook } from '../../src/contract/view.js';
import type { ToyTrickAction, ToyTrickState } from './types.js';

/** "Trumps: hearts", "No trumps", "A♥": the same words in the prompt, the hint and the log. */
export function describeAction(_s: ToyTrickState, a: ToyTrickAction, look?: CardLook): string {
  switch (a.kind) {
    case 'deal':
      return 'Deal';
    case 'trump':
      return a.suit === null ? 'No trumps' : `Trumps: ${suitLabel('french', a.suit).name.toLowerCase()}`;
    case 'play':
      return cardFace(a.card, look?.style ?? 'french', look?.ascii);
  }
}

const RULES = `TOY TRICK

A small trick game for 3 or 4 players, each for himself: the worked example of a game folder.

THE CARDS
A French pack of A K Q (3 players) or A K Q J (4 players) in every suit, high to low: 12 or 16
cards. Four cards each, all dealt, one at a time from the dealer's left. Seat 1 deals first; the
deal passes to the left.

TRUMPS
The player on the dealer's left names a trump suit, or none (option trump_call, default on; off:
every deal is played without trumps).

PLAY
The player on the dealer's left leads. Follow suit if you can; otherwise play any card. The
highest trump wins the trick, else the highest card of the suit led. The winner leads the next.

SCORING
One point a trick. After 'deals' deals (default 3; 0 = until you quit) the most points win;
equal totals share the win. A deal the players quit in the middle of is not scored.

OPTIONS (--rule key=value)
  deals       number of deals (default 3; 0 = until you quit).
  trump_call  true (default) or false: whether trumps are named.
`;

export function rulesText(_variant: string): string {
  return RULES;
}
