// Words a player reads: action labels (from action-words.ts, kloepper.md §7 glossary), the deal
// explained, and the rules text.
import { cardFace } from '../../core/deck-style.js';
import type { CardLook } from '../../contract/view.js';
import type { DealSummary, KloepperAction, KloepperState } from './types.js';
import { actionWords } from './action-words.js';
import { scoreDeal, TRICKS } from './rules.js';
import { capitalized } from '../../core/sentence.js';

export function describeAction(_s: KloepperState, a: KloepperAction, look?: CardLook): string {
  return actionWords(a, (card) => cardFace(card, look?.style ?? 'french', look?.ascii)).label;
}

const seatList = (seats: readonly number[]): string =>
  seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;

/**
 * Why the deal scored what it scored, a sentence a line, in the rules' words with seat numbers
 * and card codes (the table puts names and faces in): who held the black queens and the called
 * ace, the knocks and their stake, the R11 band or the R12 outcome that applied, and who scored.
 * E.g. "Seats 1 and 3 held the black queens: the Queens; seats 0 and 2 the Opponents.",
 * "Queens 120 card points, a trick lost → 91 or more → 4 game points each.",
 * "Queens win: 4 game points each to seats 1 and 3."
 */
export function explainDeal(d: DealSummary): string[] {
  const queens = d.queenSide;
  const others = [0, 1, 2, 3].filter((x) => !queens.includes(x));
  const alone = queens.length === 1;
  const [qp, np] = d.cardPoints;
  const queenTricks = queens.reduce((n, x) => n + (d.tricksWon[x] ?? 0), 0);
  const played = d.tricksWon.reduce((a, b) => a + b, 0);
  const knock = d.knocker !== null;
  const { scoring, each } = scoreDeal({
    queenSide: queens,
    alone,
    queenTricks,
    tricksPlayed: played,
    queenPoints: qp,
    knock,
    counterKnock: d.counterKnocker !== null,
  });
  const all6 = played === TRICKS && queenTricks === TRICKS;
  const scorers = scoring === 'queen' ? queens : others;
  return [
    sidesLine(d, others),
    ...(knock ? knockLines(d, all6, played, each) : [bandLine(alone, all6, qp, np, each)]),
    scoring === 'queen' && alone
      ? `Seat ${queens[0]} wins alone: ${each} game points.`
      : `${scoring === 'queen' ? 'Queens' : 'Opponents'} win: ${each} game points each to ${seatList(scorers)}.`,
  ];
}

/** Who held the black queens, and what the declaration made of the sides. */
function sidesLine(d: DealSummary, others: readonly number[]): string {
  const queens = d.queenSide;
  const decl = d.declaration;
  if (decl === null) return `${capitalized(seatList(queens))} held the black queens: the Queens; ${seatList(others)} the Opponents.`;
  if (decl.kind === 'alone') return `Seat ${decl.seat} held both black queens and went alone against ${seatList(others)}.`;
  // K4 self_call: the ace called is in the caller's own hand, so he plays alone. Said without a
  // pronoun: the seat may be the player, named "You".
  if (queens.length === 1)
    return `Seat ${decl.seat} held both black queens and called A${decl.suit}, an ace in the same hand (self_call): alone against ${seatList(others)}.`;
  const partner = queens.find((x) => x !== decl.seat)!;
  return `Seat ${decl.seat} held both black queens and called A${decl.suit}; seat ${partner} held it: ${seatList(queens)} the Queens, ${seatList(others)} the Opponents.`;
}

/** A knocked deal: the knock, the knock back, and whether the Queens took all six tricks. */
function knockLines(d: DealSummary, all6: boolean, played: number, each: number): string[] {
  const alone = d.queenSide.length === 1;
  const stake = alone ? 30 : 12;
  return [
    `Seat ${d.knocker} knocked: the Queens would take all six tricks, stake ${stake} (${alone ? 'one alone' : 'a pair'}).`,
    ...(d.counterKnocker !== null ? [`Seat ${d.counterKnocker} knocked back: stake doubled to ${stake * 2}.`] : []),
    all6
      ? `The Queens took all six tricks → the knock held → ${each} game points each; card points do not count.`
      : `The Opponents took trick ${played} → the knock failed → ${each} game points each; card points do not count.`,
  ];
}

/** R11's band the card points fell in; an alone Queen scores three times a pair's amount, the three against him their own column. */
function bandLine(alone: boolean, all6: boolean, qp: number, np: number, each: number): string {
  const queenAmount = alone ? `${each / 3} ×3 alone = ${each} game points` : `${each} game points each`;
  const againstAlone = alone ? ' against one alone' : '';
  if (all6) return `Queens took all six tricks (${qp} card points) → ${queenAmount}.`;
  if (qp >= 91) return `Queens ${qp} card points, a trick lost → 91 or more → ${queenAmount}.`;
  if (qp >= 61) return `Queens ${qp} card points → 61–90 → ${queenAmount}.`;
  if (np === 60) return `Card points 60–60 → the Queens need 61 → ${each} game points each${againstAlone}.`;
  return `Opponents ${np} card points → ${np >= 91 ? '91 or more' : '61–90'} → ${each} game points each${againstAlone}.`;
}

/**
 * The deal in one sentence for the log, short enough for two lines of a narrow screen: who
 * scored, then the rule that made it ("Queens win: 4 game points each to seats 1 and 3 (Queens
 * 120 card points, a trick lost → 91 or more).").
 */
export function dealVerdict(d: DealSummary): string {
  const lines = explainDeal(d);
  const scored = lines[lines.length - 1]!.replace(/\.$/, '');
  let why: string;
  if (d.knocker === null) why = lines[1]!.replace(/ → [^→]*\.$/, '');
  else {
    const back = d.counterKnocker !== null ? `, seat ${d.counterKnocker} knocked back` : '';
    const outcome = lines[lines.length - 2]!.replace(/ → .*$/, '');
    why = `seat ${d.knocker} knocked${back}; ${outcome.charAt(0).toLowerCase()}${outcome.slice(1)}`;
  }
  return `${scored} (${why}).`;
}

const RULES = `KLOEPPER — Monroe County, Illinois

4 players, each scoring for himself; partnerships are formed anew every deal. Play goes clockwise.

THE CARDS
24 cards: 9, 10, J, Q, K, A of clubs, spades, hearts and diamonds.
Trumps (11 cards), high to low: Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ Q♦ 9♦.
The black queens and all jacks are trumps only: they do not belong to their printed suits.
Plain suits, high to low: clubs and spades A 10 K 9; hearts A 10 K Q 9.
Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0 — 120 in the pack.

DEALER
Seat 0 keeps score [program decision]; the player on his left (seat 1) deals first, then the deal
passes to the left. The player on the dealer's right may cut [program decision]; the program's
shuffle stands for it. Three cards to each player from the dealer's left, then three more.

SIDES
The holders of the two black queens (Q♣, Q♠) are the queen side, the other two the non-queen side.
Nothing is announced: the sides show as the cards fall.
If one player holds both black queens he declares, before the first lead:
- Alone: he plays one against three (announced to all); or
- Call an ace (A♣, A♠ or A♥): whoever holds it is his secret partner. The suit is announced, the
  partner is not; it shows when the called ace is played.
He may not call an ace he holds himself; holding all three plain aces he must go alone
[program decision] (option self_call=true: he may, and is then scored as alone). He need not hold a
card of the called suit (option call_needs_suit=true: he must; with no ace he may call, he goes
alone). A choice with only one option is not asked.

PLAY
The dealer's left leads. Follow suit: a trump lead asks for a trump, a plain lead for that plain
suit (Q♣, Q♠ and jacks are not clubs, spades or hearts). With none of the suit led, play any card.
The highest trump wins, else the highest card of the suit led. The winner leads next. Six tricks.

KNOCKING (option knocking, on by default)
A player holding Q♣ or Q♠ may knock at his turn to play in trick 1, before his card [program
decision: the source's "before the second trick"]. At most one knock a deal; the called partner
cannot knock (he holds no black queen). A knock says: the queen side will take all six tricks.
Right after the knock the non-queen side is asked, clockwise from the knocker's left, whether to
knock back [program decision: offered once to each, the first who does ends the questioning]. A
knock back says: we will take a trick. The table shows only who knocked back, or nothing: the
questioning itself gives no side away.
Once a knock stands, the deal ends as soon as the non-queen side wins a trick.

SCORING (game points; each member of the scoring side adds the amount, nobody loses points)
Without a knock (Qp = queen side's card points, Np = 120 − Qp):
  queen side took all six tricks        queen side 6 each, alone 18
  Qp 91 or more (a trick lost)          queen side 4 each, alone 12
  Qp 61–90                              queen side 2 each, alone 6
  Qp = Np = 60                          non-queen side 2 each; against an alone player 4 each
  Np 61–90                              non-queen side 4 each; against alone 6 each
  Np 91 or more                         non-queen side 6 each; against alone 12 each
[program decision] The source's overlapping thresholds are read as bands: a 60–60 tie is lost by
the queen side, which needs 61. "All six" counts tricks, not points: 120 card points with a lost
zero-point trick scores 4 (12 alone).
With a knock, card points do not count. Stake 12 for a pair, 30 for a player alone (or who called
his own ace); doubled to 24 / 60 by a knock back. Queen side took all six tricks: each member of
the queen side scores the stake; otherwise each member of the non-queen side does [program
decision: the source does not score a failed knock without a knock back, nor an alone knock with a
knock back].

WHAT YOU SEE
Your own hand, every card played, the declaration, knocks and knock backs, and the card points each
player has won. Sides are shown as far as you can know them: yours from your cards and the
declaration; another player's when the called ace or a black queen is played, when he knocks or
knocks back, or when a knocked deal goes on after he won a trick. Once a deal is scored, everybody
sees who was on which side. Your side's card points show once you know all your partners.

KEYS AT THE TABLE
Every call has one letter, the same all match: the first letter of its word that the table does not
already use (s is the scoresheet, h the hint, c the card tracker). [l] call the ace of clubs (c is
taken), [p] of spades (s is taken), [e] of hearts (h is taken); [a] alone; [k] knock, or knock
back; [n] no knock back.

THE MATCH
After a deal, if someone has 30 game points or more (option target) and one player alone has the
highest total, he wins. A shared highest total plays on until one player alone is ahead
[program decision]. Option deals (default 0 = none) caps the number of deals; the highest total
then wins and ties share.
`;

export function rulesText(_variant: string): string {
  return RULES;
}
