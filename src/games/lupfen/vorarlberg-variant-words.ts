// Vorarlberg Lupfen's own words (lupfen.md §3b, §7): lupf, mit, pass, force and Lupfen rounds.
import type { ActionWords } from '../action-words.js';
import type { DeckWords, LupfenWords } from './variant.js';

// Data, not code: the deck's words (DeckWords) fill its {placeholders}.
const VORARLBERG_RULES = `LUPFEN — Vorarlberg / Allgäu (with force rounds)

3 to 6 players, each for himself. Everything goes clockwise (to the left).

THE CARDS
{cards}

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
Three {unters}: cannot lose. Shown automatically; credited with all three tricks; every other player in
the game pays the pot. A Lupfen round holder must lupf or say mit himself to take part.
Scrap (Verworfen): a player in the game with exactly two {unters} and {anOber} may scrap: the deal is
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
  compulsory_hearts=true: if the lupf card is {aHeart}, everybody plays, earlier passers included.
  compulsory_lupf=true: a player with two or more {aces} may not pass (he must lupf, or say mit).
  blind_lupf=true: you may lupf before looking at your cards; in that deal every player without a
    trick pays double the pot. [program decision] Your cards stay face down until you look (or until
    the trump is turned); a Ständer is announced when its holder looks.
  pass_before_lupf_final=false: players who passed before the lupf may still say mit.
`;

// The pass before the lupf and after it both take the player out of the deal: one word.
const PASS_OUT: ActionWords = { label: 'Pass', prompt: 'Pass (out of this deal)', key: 'p', said: 'passes (out)' };

export const vorarlbergWords: LupfenWords = {
  title: 'Lupfen (Vorarlberg / Allgäu)',
  calls: {
    lift: (c) => (c.blind ? { label: 'Lupf blind', key: 'b', said: 'lupfs blind' } : { label: 'Lupf', key: 'l', said: 'lupfs' }),
    pass: () => PASS_OUT,
    join: () => ({ label: 'Mit', key: 'm', said: 'says mit' }),
    drop: () => PASS_OUT,
  },
  rules: (w) => VORARLBERG_RULES.replace(/\{(\w+)\}/g, (_, key: keyof DeckWords) => w[key]),
  lifter: 'lupfer',
  // A force round has no mit: everybody plays.
  joinedStatus: (kind) => (kind === 'force' ? 'in' : 'mit'),
  outStatus: 'passed',
  phases: { lift: 'lupf or pass', join: 'mit or pass' },
  liftQuestion: { question: 'Lupf or pass?', hint: 'A lupf turns the trump; a pass takes you out of this deal.' },
  joinQuestion: () => ({ question: 'Mit or pass?', hint: 'Mit: take a trick or pay the pot. Pass: out of this deal, nothing to pay.' }),
  hints: { paidIn: 'a penalty for no trick after mit', free: 'Passing' },
  // The fee is there only with a dealer stake (option dealer_stake).
  summaryLegend: (_penalised, opts) =>
    `Paid in: ante (force round)${opts.dealer_stake > 0 ? ', dealer fee' : ''}. Penalty: no trick. Won: pot thirds.`,
  centreLine: (view) => (view.kind === 'force' ? 'Force round' : view.kind === 'lupfen' ? 'Lupfen round' : ' '),
};
