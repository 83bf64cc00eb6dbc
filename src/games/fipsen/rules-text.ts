// Words a player reads: action labels and the rules text of each variant, program decisions marked.
import type { Card } from '../../core/cards.js';
import { cardFace } from '../../core/deck-style.js';
import type { CardLook } from '../../contract/view.js';
import { suitName } from './prisdorf.js';
import type { FipsenAction, FipsenState } from './types.js';
import { variantOf } from './variants.js';

export function describeAction(s: FipsenState, a: FipsenAction, look?: CardLook): string {
  const v = variantOf(s.variant);
  const face = (c: Card) => cardFace(c, look?.style ?? 'french', look?.ascii);
  switch (a.kind) {
    case 'deal':
      return 'Deal';
    case 'bid':
      return v.describeBid(a.bid);
    case 'discard':
      return `Lay away ${a.cards.map(face).join(' ')}`;
    case 'trump':
      return `Trump ${suitName(a.suit)}`;
    case 'play':
      return face(a.card);
    case 'continue':
      return v.continueWord === 'durch' ? 'Play on (ich spiele durch)' : 'Continue for Durch';
    case 'no-siebener':
      return 'Keep quiet';
    case 'swap':
      return 'Take the Ace for your seven';
    case 'keep':
      return s.phase === 'swap' ? 'Keep your seven' : 'Keep the Dutt game';
    case 'dutt':
      return 'Take the Dutt';
    case 'no-dutt':
      return 'Play your own five';
    default:
      return a.kind.charAt(0).toUpperCase() + a.kind.slice(1).replace('-', ' ');
  }
}

const PRISDORF = `FIPSEN (PRISDORF)

3 or 4 players, each for himself; in every deal the declarer plays alone against all others.
25 cards: clubs, spades and hearts A K Q J 10 9 8 7, and the 7 of diamonds, the only diamond.
Everything goes clockwise. The first dealer is drawn at random, then the deal passes left.

THE DEAL
3 cards each from the dealer's left (Vorhand), 2 face down to the Skat, 2 more each. The rest
(3 cards with 4 players, 8 with 3) is laid aside for a Kieker.

SIEBENER FIPS
Four sevens and an Ace: lay them down for +30; nobody else scores and the deal ends. Right after
the deal, after taking the Skat, or after a Kieker's pick-up. Optional; bots always announce.

THE AUCTION
Bids: 2 to 5 tricks (3 to 5 with min_bid_3), each with or without Hand and Ruten, and Kieker.
Tricks count first, then the doubles: 3 Hand and 3 Ruten are equal and never overcall each
other. Kieker sits above every 4 and below every 5. [program decision, F-P3]
The first player to bid survives; each later player in turn challenges him: the challenger bids
higher or passes; the survivor holds (takes the game at that value), bids higher or passes.
A pass is final. All pass: thrown in, the same dealer deals again, the deal does not count.
[program decision, F-P2: the Skat-style auction generalised to a pass before the first bid]

KIEKER
Only with no King, Queen or Jack among your five dealt cards (the program checks it). Your hand
is shown to the opponent on your left only. [program decision, F-P10] With 4 players you add
the Skat and the rest to your cards; with 3 you lay your five away and take Skat and rest. Before
the first lead: surrender (-5) or keep 5, name trump and win all five tricks.

THE CONTRACT
A bid you named yourself is played as named (Hand, Ruten). A bid you hold must be played with at
least as many doubles, Hand and Ruten in any mix. [program decision, F-P1] Take the Skat (then
lay 2 away) or play Hand (a double). Name trump: naming diamonds is Ruten (a double).

KONTRA (option kontra)
After trump, each opponent from Vorhand may say Kontra (x2); the declarer may answer Rekontra
(x4). Not for a surrender or a Siebener Fips. [program decision, F-P7, F-P12]

THE PLAY
Vorhand leads. Follow suit if you can; otherwise play any card (no need to trump).
[program decision, F-G9] Having your tricks without losing one, you stop or continue for Durch
(once, final). [program decision, F-P4] Play ends as soon as the result is certain; unplayed
cards are not shown. [program decision, F-P5] 5 tricks and Kieker are Durch from the start.

SCORING
V = base x 2^(Hand + Ruten + Durch) x Kontra; base = tricks bid, 5 for a Kieker. Won +V,
lost -2V. Only the declarer scores. [program decision, F-P6]
A match is 100 deals with 4 players, 120 with 3 (option deals). [program decision, F-P11]`;

const GROSSENASPE = `FIPSEN (GROSSENASPE)

4 players (3: Karo Fipsen; 5: option five_mode), each for himself. 32 cards A to 7 in every
suit; with 3 players the 25-card Prisdorf pack. Clockwise; the first dealer at random.

THE DEAL
3 each from Vorhand, 2 to the Skat, 2 each; the rest is the Stock. With 5 players the dealer sits
out by default (five_mode=sit_out) or all five play (all_in). [program decision, F-G8]
No cut: a cut changes nothing for a shuffled pack, so the option cut is left out. [program
decision, F-G1]

THE AUCTION
1 < 1 Gute < 2 < ... < 4 Gute < Kieker < 5 < 5 Gute < Fips < Fips Gute. From Vorhand, round and
round: bid strictly higher or pass ("weg", final) until one bidder is left. All pass: thrown in,
the same dealer deals again. [program decision, F-G1]
Gute means clubs are trump (3 players: diamonds, shown as "Ruten"). [program decision, F-G7]

THE GAMES
Number bid: take the Skat, lay 2 away, name trump (clubs for Gute). Clubs after an ordinary bid
still count double. [program decision, F-G2]
Kieker (no K, Q, J among your five, checked by the program): lay your five away, take Skat and
Stock; surrender (each opponent +5) or keep 5, name trump and win all five. [F-G5]
Fips: your own five cards, name trump (clubs for Fips Gute), win all five.

KLOPPEN (option kloppen)
After trump, each opponent from Vorhand may knock; a knock doubles the deal. [F-G6]

THE PLAY
Vorhand leads; follow suit, no need to trump. Having your bid without losing a trick you may
say "ich spiele durch": then you must win all five, scored as 5. The play ends when the result
is certain: a failed declarer with no trick plays on until beet or pott beet is settled; only
5 Gute, the top number bid, ends at its first lost trick. [program decision]

SCORING (c = 2 with clubs trump, 3 players diamonds; doubled again after a knock)
Made: declarer +bid x c. Durch made: +5 x c. Beet: each opponent +bid x c (after durch: 5 x c)
[program decision, F-G3]. Pott beet (no trick): each opponent +5 x c. Kieker: +10 x c, or each
opponent +10 x c; surrender: each opponent +5. Fips: +20 x c, or each opponent +20 x c
[program decision, F-G4]. Nobody loses points. A match is 5 rounds of deals. [F-G10]`;

const THEDINGHAUSEN = `FIPSEN (THEDINGHAUSEN, HEDEWIGS)

5 players, each for himself. 32 cards A K Q J 10 9 8 7 in every suit, A high. Clockwise; the
first dealer at random, then the deal passes left.

THE GAME AND ITS STAKE
A game is a race to ten tricks over as many deals as it takes. When it starts everybody puts in
80 cents, the price of a Hedewig; the winner takes the 5 Hedewigs (400 cents). The scoresheet
keeps each player's cents (received less paid) and Hedewigs.

THE DEAL
No cut. [program decision, F-T2] 3 cards each from Vorhand, the next card turned face up: its
suit is trump. Then 2 each; the last 6 cards lie aside unused. No bidding.
If the turned card is an Ace, whoever holds the seven of trumps may take the Ace for it before
the first lead; the seven then lies face up. He may also keep his seven. [program decision, F-T3]

THE PLAY
Vorhand leads. Follow suit if you can; otherwise play any card, no need to trump.
[program decision, F-T2]

TALLIES
Every trick counts one on your tally at once, and tallies run on from deal to deal. The moment
a tally reaches ten, play stops, even in the middle of a deal, and that player wins the game.
[program decision, F-T1] With tally_check=deal_end the tallies count after the deal instead:
the highest tally of ten or more wins, equal tallies the one who got to ten first.

SWEEP
Take all five tricks of a deal and they come off your tally again; instead every other player
pays you 1 euro (100 cents): 5 Hedewigs more. The game goes on. If the fifth trick is your
tenth, it has won you the game before the deal was complete: no sweep. [F-T1]
With tally_check=deal_end no trick wins the game during the deal, so all five tricks are a sweep
even when they would make ten. [program decision]

NEXT GAME
After a game the tallies start again from nothing, everybody puts in 80 cents again, and the
deal passes on as before. [program decision, F-T4] The session is option games (default 1).
Ranking: net cents, then Hedewigs. Players who stop in the middle of a game take their stakes
back. [program decision]`;

const ANSEGGER = `ANSEGGER FIPS (MECKLENBURG)

4 players, each for himself. 25 cards: clubs, spades and hearts A K Q J 10 9 8 7, and the Ace of
diamonds, the only diamond. Clockwise; the first dealer at random.

THE DEAL
3 cards each from Vorhand, then 2 each. [program decision, F-M1] The last 5 cards are the Dutt,
face down; nobody uses it in this game.

THE AUCTION
1 < 1 Ruten < 2 < 2 Ruten < 3 < 3 Ruten < 4 < 4 Ruten < 5 (Fips) < 5 Ruten (Rutenfips).
A number is the tricks you must take; Ruten means diamonds are trump (the Ace of diamonds the
only trump). From Vorhand, round and round: bid higher or pass ("passe", final) until one bidder
is left. [program decision, F-M2] All pass: thrown in, the same dealer deals again, the deal does
not count. [program decision, F-M3]

THE PLAY
The declarer names trump: diamonds after a Ruten bid, any suit otherwise; diamonds named after a
plain bid count as Ruten. [program decision, F-M5] Vorhand leads. [program decision, F-M10]
Follow suit if you can; otherwise play any card. The deal ends as soon as the declarer has his
tricks (won) or can no longer get them (lost); no playing on. [program decision]

SCORING [program scoring, F-M4]
V = the number bid, doubled with diamonds trump, doubled again for Fips (5): 1 to 4 are worth
1 to 4, Fips 10, Rutenfips 20. Won: the declarer +V; lost: -2V; nobody else scores.
A match is 20 deals (option deals). [program decision]`;

const DUTTFIPS = `DUTTFIPS (MECKLENBURG)

4 players, each for himself. 25 cards: clubs, spades and hearts A K Q J 10 9 8 7, and the Ace of
diamonds, the only diamond. Clockwise; the first dealer at random, then the deal passes left.

THE DEAL
3 cards each from Vorhand, then 2 each. [program decision, F-M1] The last 5 cards are the Dutt.

THE GAMES, LOW TO HIGH
Dutt game < Ruten oewer < Fips < Rutenfips. The Dutt game belongs to Vorhand.

THE AUCTION [program decision, F-M8]
Vorhand speaks first: he keeps his Dutt game or raises it to Fips or Rutenfips; he cannot pass
it away. Then clockwise, round and round: bid higher or pass (final). Only the others may say
Ruten oewer. Nobody overcalls Vorhand: he plays the Dutt game. Never thrown in.

DUTT GAME AND RUTEN OEWER
Take the Dutt (10 cards), lay 5 away, name trump: any suit in the Dutt game (diamonds allowed),
diamonds for Ruten oewer. Take more tricks than each other player: 3 or more win, 2 win only if
nobody else has 2, 0 or 1 lose. [program decision, F-M6] With most_tricks=majority: at least 3.

FIPS AND RUTENFIPS
Your own five cards, the Dutt stays out [program decision, F-M7; option fips_uses_dutt lets
you take it and lay 5 away]; Fips any trump, Rutenfips diamonds; win all five tricks.

THE PLAY
Vorhand leads. [program decision, F-M10] Follow suit if you can; otherwise play any card. The
deal ends as soon as the result is certain.

SCORING [program scoring, F-M9]
Dutt game 1 (2 with diamonds trump), Ruten oewer 2, Fips 10, Rutenfips 20. Won: the declarer +V;
lost: -2V; nobody else scores. A match is 20 deals (option deals). [program decision]`;

const TEXTS: Readonly<Record<string, string>> = {
  prisdorf: PRISDORF,
  grossenaspe: GROSSENASPE,
  thedinghausen: THEDINGHAUSEN,
  ansegger: ANSEGGER,
  duttfips: DUTTFIPS,
};

export function rulesText(variant: string): string {
  variantOf(variant);
  return TEXTS[variant]!;
}
