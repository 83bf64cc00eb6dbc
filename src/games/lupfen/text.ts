// Words a player reads: action labels (from words.ts, lupfen.md §7 glossary) and the rules text.
import { SUITS } from '../../core/cards.js';
import { DECK_STYLES, rankName, rankNameNative, suitLabel, type DeckStyle } from '../../core/deck-style.js';
import type { LupfenAction, LupfenState, LupfenVariantId } from './types.js';
import { actionWords } from './words.js';
import { lupfenVariant } from './variants.js';

export function describeAction(s: LupfenState, a: LupfenAction): string {
  return actionWords(s.variant, a, s.opts.deck_style).label;
}

const classicRules = (w: DeckWords): string => `LUPFEN — classic (Liechtenstein)

3 to 5 players, each for himself. Everything goes counter-clockwise (to the right).

THE CARDS
${w.cards}

EACH DEAL
1. Ante. Every player pays the ante (default 1) into the pot.
2. Deal. Three cards each, one at a time, from the dealer's right. The rest is the stock, face down.
3. Lift? From the dealer's right, each player is asked "Lift?"; the dealer is asked last. The first
   to say yes is the lifter: he turns the top card of the stock (its suit is trump), names a price
   between min_price and max_price (default 1–10) and pays it into the pot.
   If everybody says no, the cards are thrown in; the pot stays and grows with the next antes.
4. Play or drop. Every other player, from the lifter's right, pays the price and plays, or drops.
   Players who said no to "Lift?" and the dealer are asked too. If nobody plays, the lifter takes
   the whole pot.
5. Exchange. A player in the game holding exactly two ${w.unters} and ${w.anOber} may show them, lay them
   aside and take the bottom three cards of the stock. At most two exchanges a deal (one with five
   players), once per player.
   [program decision] One exchange round after the play/drop decisions, from the lifter, counter-
   clockwise; the cards laid aside are out of play for the deal.
6. Three ${w.unters}. A player in the game holding three ${w.unters} is credited with all three tricks; no
   cards are played. [program decision] Claimed automatically when play would begin; a player who
   dropped gets nothing for it.
7. Play. The lifter leads. Follow suit if you can; if you cannot, play any card (you need not
   trump). Highest trump wins, else the highest card of the suit led. The winner leads next.
8. Settle. The pot is split in thirds: each trick is worth a third (rounded down); the one or two
   odd chips go to the lifter, whether or not he took a trick. The pot is then empty.
   [program decision] A player who played and took no trick pays nothing more (house rule
   no_trick_penalty: "price" = he pays the price again, "pot" = he pays the pot, into the next pot).

THE DEAL PASSES to the dealer's right after every deal, thrown-in ones included.

MATCH END [program decision]
A match lasts 'deals' deals (default 20; 0 = until you quit). Chips left in the pot at the end are
shared out equally; odd chips go one each counter-clockwise from the last dealer's right. The
highest balance wins; equal balances share the win.
[program decision] Table limit: the match ends at once when the pot or a balance reaches a trillion
chips.

HOUSE RULES (--rule key=value)
  ante=1  min_price=1  max_price=10  deals=20  deck_style=swiss|german
  no_trick_penalty=none|price|pot
`;

const vorarlbergRules = (w: DeckWords): string => `LUPFEN — Vorarlberg / Allgäu (with force rounds)

3 to 6 players, each for himself. Everything goes clockwise (to the left).

THE CARDS
${w.cards}

KINDS OF DEAL
The pot is "exhausted" when it holds fewer than 3 chips. The first deal, and every deal that starts
with an exhausted pot, is a FORCE round; every other deal is a LUPFEN round.

FORCE ROUND
Everybody pays the ante (default 3). After the deal the top card of the stock is turned: its suit is
trump. Everybody plays; nobody may pass. The player on the dealer's left leads.

LUPFEN ROUND (no ante)
From the dealer's left, each player says "pass" — and is out of this deal — or "lupf". The first to
lupf turns the top stock card for trump. Each player after him, up to the dealer, says "mit!" (he
undertakes to take a trick) or passes. [program decision] Players who passed before the lupf are not
asked again (house rule pass_before_lupf_final=false asks them too). If nobody lupfs, the cards are
thrown in and the next dealer deals another Lupfen round; the pot stays. If nobody says "mit", the
lupfer takes the whole pot. [program decision] The first player in the game from the dealer's left
leads.

PLAY
Follow suit if you can; if you cannot, you MUST TRUMP if you can; otherwise play any card.
Highest trump wins, else the highest card of the suit led. Three tricks.

SETTLE
Each player in the game receives a third of the pot (rounded down) for each trick he took.
[program decision] Odd chips stay in the pot. Then every player in the game who took no trick pays the
pot as it was before the payout into the pot. So the pot may grow fast.

SPECIAL HANDS
Claimed after the last lupf/mit decision, or after the trump is turned in a force.
Three ${w.unters}: cannot lose. Shown automatically; credited with all three tricks; every other player in
the game pays the pot. A Lupfen round holder must lupf or say mit himself to take part.
Scrap (Verworfen): a player in the game with exactly two ${w.unters} and ${w.anOber} may scrap: the deal is
cancelled, nobody pays, and the same dealer deals again (same kind of deal, [program decision] no new
antes or fees).
Ständer: three cards of one suit are announced ("knock") after the deal. [program decision] It has no
effect on play or payment (the sources give none).

THE DEAL PASSES to the dealer's left ([program decision]); after a Scrap the same dealer deals again.

MATCH END [program decision]
After 'deals' deals (default 20; every dealing counts), the match ends as soon as the pot is exhausted;
30 deals after that at the latest. Chips left in the pot are shared out equally, odd chips one each
clockwise from the last dealer's left. The highest balance wins; equal balances share the win.
[program decision] Table limit: the match ends at once when the pot or a balance reaches a trillion
chips (pots can double and more every deal).

HOUSE RULES (--rule key=value)
  ante=3  deals=20  deck_style=german|swiss  staender=true
  dealer_stake=N (multiple of 3): the dealer pays N into the pot before every deal.
  shoving=true (needs dealer_stake): after paying, the dealer may pass the deal to his left; that
    player pays his own fee and deals or shoves in turn. [program decision] Each player shoves at
    most once a deal; whoever the deal comes back to must deal, and does not pay a second fee.
  compulsory_hearts=true: if the lupf card is ${w.aHeart}, everybody plays, earlier passers included.
  compulsory_lupf=true: a player with two or more ${w.aces} may not pass (he must lupf, or say mit).
  blind_lupf=true: you may lupf before looking at your cards; in that deal every player without a
    trick pays double the pot. [program decision] Your cards stay face down until you look (or until
    the trump is turned); a Ständer is announced when its holder looks.
  pass_before_lupf_final=false: players who passed before the lupf may still say mit.
`;

/** The words of one deck that the rules text uses, all from deck-style.ts (the table's words). */
interface DeckWords {
  /** The deck paragraph: suits and ranks. */
  readonly cards: string;
  readonly unters: string;
  readonly anOber: string;
  readonly aHeart: string;
  readonly aces: string;
}

const withArticle = (word: string): string => `${/^[AEIOU]/.test(word) ? 'an' : 'a'} ${word}`;

function deckWords(style: DeckStyle): DeckWords {
  const suits = SUITS.map((x) => suitLabel(style, x).name);
  const ten = style === 'french' ? rankName(style, 'T') : `${rankName(style, 'T')} (10)`;
  const others = DECK_STYLES.filter((d) => d !== style);
  return {
    cards: [
      `20 cards: ${suits.slice(0, 3).join(', ')} and ${suits[3]} (the ${style} deck; --deck ${others.join(' or ')} for another).`,
      `In each suit, high to low: ${rankNameNative(style, 'A')} > ${ten} > ${rankName(style, 'K')} > ${rankName(style, 'Q')} > ${rankName(style, 'J')}.`,
    ].join('\n'),
    unters: `${rankName(style, 'J')}s`,
    anOber: withArticle(rankName(style, 'Q')),
    aHeart: withArticle(suitLabel(style, 'H').name.replace(/s$/, '')),
    aces: `${rankName(style, 'A')}s`,
  };
}

/** The deck a variant is played with when nobody names one: its deck_style default. */
function defaultDeck(variant: string): DeckStyle {
  return lupfenVariant(variant).options.find((o) => o.key === 'deck_style')?.default as DeckStyle;
}

/** The rules of `variant`, in the words of `deck` (default: the deck the variant's table shows). */
export function rulesText(variant: string, deck?: DeckStyle): string {
  const v: LupfenVariantId = variant === 'vorarlberg' ? 'vorarlberg' : 'classic';
  const w = deckWords(deck ?? defaultDeck(v));
  return v === 'vorarlberg' ? vorarlbergRules(w) : classicRules(w);
}
