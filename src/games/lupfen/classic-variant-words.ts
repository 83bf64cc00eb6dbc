// Classic Lupfen's own words (lupfen.md §3a, §7): lift, play or drop, the price.
import type { DeckWords, LupfenWords } from './variant.js';

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

export const classicWords: LupfenWords = {
  title: 'Lupfen (Liechtenstein / classic)',
  calls: {
    lift: (c) => (c.blind ? { label: 'Lift blind', key: 'b', said: 'lifts blind' } : { label: 'Lift', key: 'l', said: 'lifts' }),
    pass: () => ({ label: 'No', key: 'n', said: 'says no' }),
    join: (c) => ({
      label: 'Play',
      ...(c.price === undefined ? {} : { prompt: `Play (pay ${c.price})` }),
      key: 'y',
      said: 'plays (pays the price)',
    }),
    drop: () => ({ label: 'Drop', key: 'd', said: 'drops out' }),
  },
  rules: classicRules,
  lifter: 'lifter',
  joinedStatus: () => 'in',
  outStatus: 'dropped',
  phases: { lift: 'who lifts?', join: 'play or drop' },
  liftQuestion: { question: 'Do you lift?', hint: 'The lifter turns the trump and names the price.' },
  joinQuestion: (view, trump) => ({
    question: `Play or drop? Price ${view.price}${trump}`,
    hint: view.lifter === null ? undefined : 'Each trick wins a third of the pot.',
  }),
  hints: { paidIn: 'the price, a penalty', free: 'Dropping or saying no' },
  summaryLegend: (penalised) =>
    `Paid in: ante, and the price if you lifted or played. Won: pot thirds.${penalised ? ' Penalty: no trick.' : ''}`,
  centreLine: (view) => (view.price > 0 ? `Price ${view.price}` : `Price ${view.options.min_price}–${view.options.max_price}`),
};
