// Words a player reads: action labels (from action-words.ts, toeppen.md §7 glossary) and the rules text.
import type { CardLook } from '../../contract/view.js';
import type { ToeppenAction, ToeppenState } from './types.js';
import { actionWords } from './action-words.js';

export function describeAction(s: ToeppenState, a: ToeppenAction, look?: CardLook): string {
  return actionWords(a, { atStart: s.phase === 'fold-start' }, look).label;
}

const RULES = `TØPPEN

A pub game for 4 to 8 players, each for himself. Only the last of four tricks counts. Knocking
raises the fine for everybody still in; whoever does not win the deal is fined. The program counts
fine units instead of drinks: 16 units make a pint. Fewer units is better.

Everything goes clockwise (to the left). [program decision]

THE CARDS
In every suit, high to low: 10 9 8 7 A K Q J 6 5 4 3 2. No trumps; the four suits are equal.
The pack grows with the players: with n players and a drittsekk of D cards it holds the highest
n + D/4 ranks of that order in all four suits, 4n + D cards.
  D = 8 (default):  4 players 24 cards (10 down to K), 5: 28 (to Q), 6: 32 (to J), 7: 36 (to 6), 8: 40 (to 5).
  D = 4 (option):   4 players 20 cards (10 down to A), 5: 24, 6: 28, 7: 32, 8: 36.
  drittsekk=auto uses 8 up to six players and 4 from seven on (the source's suggestion), which
  keeps the sixes out as long as possible. [program decision: the lowest ranks are the ones left out]

THE DEAL
The first dealer is drawn at random; after that the winner of the previous deal deals.
Four cards each, dealt two at a time, clockwise from the dealer's left, twice round. The D
undealt cards are the drittsekk: set aside face down, never used, never shown. [program decision]

FOLDING AT THE START
Before the first lead, each player in turn from the dealer's left says "stay" or folds. Folding
costs the current fine (1). [program decision: this order; the last player left cannot fold] If
only one player is left, he wins the deal at once, without play.

THE FINE
The fine F starts at 1 each deal, and every player has a personal multiplier M, starting at 1.
A player's fine, should he lose, is F × M.

PLAYING A TRICK
The first player still in from the dealer's left leads the first trick [program decision: if the
player on the dealer's left folded, the next one still in leads]; the winner of a trick leads the
next. Follow suit if you can; otherwise play any card.
The highest card of the suit led wins, counting only cards of players still in when the trick is
complete. A folded player's card stays on the table, still sets the suit led if it was led, but
can never win. [program decision] If no player still in followed suit, the trick goes to the
player still in whose card was played first. [program decision]

KNOCKING
At your own turn, before your card, you may knock (at every turn, leading or following, first trick
or last [program decision]). Then:
  1. If you were also the last player to knock in this deal (nobody knocked since your previous
     knock), your multiplier M doubles. It never goes down again in this deal, even when others
     knock. [program decision: M = 2 to the number of such knocks; the source's 8-player example
     needs it]
  2. Every other player still in, in turn from your left, answers: fold, paying F × M as it stands
     before this knock raises it, and his cards go face down; or "pah" to stay in.
  3. F goes up by 1.
  4. If everybody else folded, you win the deal at once and show nothing. Otherwise you play your
     card.
You can never knock twice in a row without playing a card in between.
Examples: A knocks twice in a deal (playing in between), nobody else knocks: F = 3, everybody else
risks 3, A risks 6. A knocks a third time: F = 4, A risks 16, one pint. A, then B, then A: F = 4
and A's multiplier is still 1 (B came in between).

END OF THE DEAL
After the fourth trick its winner wins the deal; every other player still in is fined F × M with
the final values. Or earlier: when only one player is left in, he wins and nobody else pays any
more. Players who folded paid when they folded. The winner deals next.

THE MATCH [program decision]
The source has no match end. The program plays 'deals' deals (default 10; 0 = until you quit) and
adds up each player's fine units (shown in pints too, 16 units to the pint, unless show_pints is
off). Fewest units wins; equal totals share the win. When the players quit in the middle of a deal,
the fines already taken in it stand and the rest of the deal is not scored.
The source's 8-player example says "8.5 pints"; by its own figures the knocker pays (8+4+7)×8 =
152 units, 9.5 pints, and that is what the program charges. [program decision]

OPTIONS (--rule key=value)
  drittsekk   8 (default), 4, or auto: the undealt cards, and with them the pack size.
  deals       number of deals (default 10; 0 = until you quit).
  fine_label  units (default), pencil or finger: what a fine unit is called.
  show_pints  true (default) or false: also show totals in pints.
`;

export function rulesText(variant: string): string {
  void variant;
  return RULES;
}
