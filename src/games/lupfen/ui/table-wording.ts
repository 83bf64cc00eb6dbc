// Lupfen's part of the table: labels from the rules' glossary (lupfen.md §7), seat markers, the
// prompts for its calls, and log lines; what each action is called comes from ../action-words.ts.
// Everything here reads a LupfenView, never the state.
import { leadsTrick } from '../../../core/trick.js';
import { SUITS, type Card, type Rank, type Suit } from '../../../core/cards.js';
import { LUPFEN_RANKS } from '../pack.js';
import { rankName, suitLabel, type DeckStyle } from '../../../core/deck-style.js';
import { rulesText } from '../rules-text.js';
import { lupfenVariantOrFirst } from '../variants.js';
import type { LupfenWords, Question } from '../variant.js';
import type { GameLine } from '../../../core/history-lines.js';
import type { LupfenAction, LupfenCallWord, LupfenView, SeatStatus } from '../types.js';
import { face, suitName } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import type { ChoiceOption, Prompt } from '../../../contract/table.js';
import { withNames, youForm } from '../../../ui/names.js';
import { promptLabel } from '../../action-words.js';
import { actionWords, callWords, VERBS } from '../action-words.js';
import { logLine as sharedLogLine, type Who } from '../../../ui/log-sentences.js';

export function lupfenLook(view: LupfenView, deck: DeckStyle | undefined, ascii: boolean): CardLook {
  return { style: deck ?? view.options.deck_style, ascii };
}

/** The words of the view's variant (an unknown id reads as the default variant). */
const wordsOf = (variant: string): LupfenWords => lupfenVariantOrFirst(variant).words;

export function variantTitle(variant: string): string {
  return wordsOf(variant).title;
}

/** lupfen.md R1: the way the turn goes round this view's table. */
export function turnsClockwise(view: LupfenView): boolean {
  return lupfenVariantOrFirst(view.variant).clockwise;
}

function statusWord(view: LupfenView, status: SeatStatus): string | null {
  switch (status) {
    case 'waiting':
      return null;
    case 'declined':
      return 'said no';
    case 'passed':
      return 'passed';
    case 'in':
      return wordsOf(view.variant).joinedStatus(view.kind);
    case 'out':
      return wordsOf(view.variant).outStatus;
  }
}

/** The seat's roles this deal, shown beside its name: dealer, lifter. */
export function seatRoles(view: LupfenView, seat: number): string[] {
  const roles: string[] = [];
  if (seat === view.dealer && view.dealNo > 0) roles.push('dealer');
  const lifter = wordsOf(view.variant).lifter;
  if (seat === view.lifter) roles.push(view.blindLift ? `${lifter} (blind)` : lifter);
  return roles;
}

/** Where the seat stands in this deal: in / dropped / said no / passed (null before it is asked). */
export function seatStatus(view: LupfenView, seat: number): string | null {
  const word = statusWord(view, view.status[seat] ?? 'waiting');
  return (word === 'in' || word === 'mit') && seat === view.lifter ? null : word;
}

/** A seat that takes no further part in this deal (drawn dimmed). */
export function seatIsOut(view: LupfenView, seat: number): boolean {
  const s = view.status[seat];
  return s === 'out' || (s === 'passed' && lupfenVariantOrFirst(view.variant).passIsOut);
}

export function phaseLine(view: LupfenView): string {
  const kind = view.kind === 'force' ? 'force round' : view.kind === 'lupfen' ? 'lupfen round' : '';
  const words = wordsOf(view.variant);
  const phase: Record<string, string> = {
    shove: 'dealer fee',
    deal: 'dealing',
    lift: words.phases.lift,
    price: 'lifter names the price',
    join: words.phases.join,
    exchange: 'exchange round',
    scrap: 'scrap?',
    play: `trick ${Math.min(3, view.tricks.length + 1)} of 3`,
    over: 'deal over',
  };
  return [kind, phase[view.phase] ?? view.phase].filter(Boolean).join(' · ');
}

/** The safe call (prompt.ts), which a stray Enter may confirm: never one that commits chips or gives up cards. */
const isSafe = (a: LupfenAction): boolean =>
  a.kind === 'look' || (a.kind === 'call' && (a.call === 'pass' || a.call === 'drop' || a.call === 'keep' || a.call === 'deal'));

/** "Unters", "Jacks": a rank's name in the deck on screen, for counted phrases. */
function ranks(look: CardLook, rank: Rank, n: number): string {
  const name = rankName(look.style, rank);
  return n === 1 ? name : `${name}s`;
}

function questionFor(view: LupfenView, look: CardLook): Question {
  const words = wordsOf(view.variant);
  switch (view.phase) {
    case 'lift':
      return words.liftQuestion;
    case 'price':
      return { question: 'Name the price', hint: 'You pay it now; everyone who plays pays it too.' };
    case 'join':
      return words.joinQuestion(view, view.trumpSuit ? ` · trump ${suitName(view.trumpSuit, look)}` : '');
    case 'exchange':
      return {
        question: `Exchange your two ${ranks(look, 'J', 2)} and the ${ranks(look, 'Q', 1)}?`,
        hint: 'They are shown, laid aside, and you take the bottom three cards of the stock.',
      };
    case 'scrap':
      return {
        question: 'Scrap the deal?',
        hint: `Two ${ranks(look, 'J', 2)} and an ${ranks(look, 'Q', 1)}: the same dealer deals again, nobody pays.`,
      };
    case 'shove':
      return { question: 'Shove the deal on, or deal?', hint: 'You paid the dealer fee.' };
    default:
      return { question: 'Your call' };
  }
}

/** The prompt for the legal actions of the seat whose view this is. */
export function lupfenPrompt(view: LupfenView, legal: readonly LupfenAction[], look: CardLook): Prompt<LupfenAction> {
  const plays = legal.filter((a): a is Extract<LupfenAction, { kind: 'play' }> => a.kind === 'play');
  if (plays.length > 0) {
    const trick = view.trick;
    const led = trick && trick.cards.length > 0 ? trick.cards[0] : undefined;
    const hand = view.hand ?? [];
    let hint: string | undefined;
    if (led && plays.length < hand.length) {
      const suit = led[1] as 'C' | 'S' | 'H' | 'D';
      const follows = plays.every((p) => p.card[1] === suit);
      hint = follows ? `You must follow ${suitName(suit, look)}.` : `You have no ${suitName(suit, look)}: you must trump.`;
    }
    const question = leadsTrick(trick) ? 'Your lead: play a card' : 'Your turn: play a card';
    return { kind: 'cards', question, hint, playable: plays.map((p) => ({ card: p.card, action: p })) };
  }
  const prices = legal.filter((a) => a.kind === 'call' && a.call === 'price' && typeof a.amount === 'number');
  const q = legal.some((a) => a.kind === 'look')
    ? {
        question: 'Look at your cards, or lupf blind?',
        hint: 'After a blind lupf, every player in the deal without a trick pays twice the pot.',
      }
    : questionFor(view, look);
  if (prices.length > 0 && prices.length === legal.length) {
    const amounts = prices.map((a) => (a as { amount: number }).amount);
    const min = Math.min(...amounts);
    const max = Math.max(...amounts);
    return {
      kind: 'amount',
      question: q.question,
      hint: `${q.hint ?? ''} ${min}–${max} chips.`.trim(),
      min,
      max,
      initial: min,
      actionFor: (amount) => ({ kind: 'call', call: 'price', amount }),
      label: (amount) => callWords(view.variant, 'price', { amount }).label,
    };
  }
  const used = new Set<string>();
  const options: ChoiceOption<LupfenAction>[] = legal.map((a, i) => {
    const w = actionWords(view.variant, a, look.style, { price: view.price });
    let key = w.key ?? '';
    if (!key || used.has(key)) key = String(i + 1);
    used.add(key);
    return { label: promptLabel(w), key, action: a, ...(isSafe(a) && !legal.slice(0, i).some(isSafe) ? { safe: true } : {}) };
  });
  return { kind: 'choice', question: q.question, hint: q.hint, options };
}

// ── log ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The rules' settle notes end "; seat 2, seat 3 pay 10": with names, one payer "pays" and two or
 * more are joined with "and".
 */
export function payersGrammar(note: string): string {
  return note.replace(/; ([^;]+?) pay (\d+)/g, (_m, who: string, n: string) => {
    const list = who.split(', ');
    if (list.length === 1) return `; ${who} ${who === 'You' ? 'pay' : 'pays'} ${n}`;
    return `; ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]} pay ${n}`;
  });
}

/** A settle note (the rules' words) with names: "pot 8, 2 a trick …; Ben pays 2". */
export function lupfenNote(text: string, names: readonly string[]): string {
  return youForm(payersGrammar(withNames(text, names)), VERBS);
}

/**
 * One log sentence per public history line; null for lines that are not shown or are private
 * (the deal line holds every hand, the exchange line the cards taken).
 */
export function logLine(variant: string, line: GameLine, names: readonly string[], look: CardLook): string | null {
  return sharedLogLine(line, names, look, (l, who) => logSentence(variant, l, names, who, look), VERBS);
}

function logSentence(variant: string, line: GameLine, names: readonly string[], who: Who, look: CardLook): string | null | undefined {
  switch (line.type) {
    case 'call': {
      const said = callWords(variant, line.call as LupfenCallWord, {
        blind: line.blind === true,
        amount: line.amount as number | undefined,
      }).said;
      return said === null || said === undefined ? null : `${who(line.seat)} ${said}.`;
    }
    case 'reveal':
      switch (line.what) {
        case 'trump':
          return line.card ? `Trump is ${face(line.card, look)} (${suitName(line.card[1] as 'C', look)}).` : null;
        case 'three-unders':
          return `${who(line.seat)} shows three ${ranks(look, 'J', 3)} and takes all three tricks.`;
        case 'exchange':
          return `${who(line.seat)} shows ${(line.cards ?? []).map((c) => face(c, look)).join(' ')} and exchanges.`;
        case 'scrap':
          return `${who(line.seat)} shows ${(line.cards ?? []).map((c) => face(c, look)).join(' ')}: scrap.`;
        case 'staender':
          return `${who(line.seat)} knocks: Ständer.`;
        default:
          return null;
      }
    case 'exchange':
      return null;
    case 'settle':
      return line.note ? `Deal ${line.deal}: ${payersGrammar(withNames(line.note, names))}` : `Deal ${line.deal} settled.`;
    case 'end':
      return `Match over: ${line.winners.map((s) => who(s)).join(' & ')} ${line.winners.length > 1 ? 'share the win' : 'wins'}.`;
    default:
      return undefined;
  }
}

// ── rules text as the deck on screen names things ───────────────────────────────────────────────

/** The rules of the variant in the words of the deck on screen, then a legend of its faces. */
export function lupfenRules(variant: string, look: CardLook): string {
  return `${rulesText(variant, look.style).trimEnd()}\n\n${hintsHelp(variant)}\n\n${deckLegend(look)}\n`;
}

/** `?`'s note on the `h` numbers, in the variant's words. */
function hintsHelp(variant: string): string {
  const { paidIn, free } = wordsOf(variant).hints;
  return `HINTS (h)
Each number is how your own chips are expected to change from now until this deal is settled:
what you still pay in (${paidIn}) against what you take out of the pot.
${free} is 0 when it costs nothing more now. The pick (★) also counts your share
of the chips that stay in the pot for later deals (the pot divided by the number of players), so it
is not always the biggest number: feeding the pot costs you only what the others may win back.`;
}

/** What the faces on screen mean, for `?`. */
export function deckLegend(look: CardLook): string {
  const suits = SUITS.map((x: Suit) => {
    const l = suitLabel(look.style, x);
    const native = l.native !== l.name ? ` (${l.native})` : '';
    return `  ${(look.ascii ? l.ascii : l.symbol).padEnd(3)} ${l.name}${native}`;
  });
  const rankLine = LUPFEN_RANKS.map((r) => `${face(`${r}C` as Card, look).replace(/[^0-9A-Z]+.*$/, '')} ${rankName(look.style, r)}`).join(
    ' · ',
  );
  return [
    `THE CARDS ON SCREEN (${look.style} deck${look.ascii ? ', ascii' : ''})`,
    ...suits,
    `  Ranks, high to low: ${rankLine}`,
    `  A card is its rank, then its suit: ${face('JD', look)} is the ${rankName(look.style, 'J')} of ${suitLabel(look.style, 'D').name}.`,
  ].join('\n');
}

// ── why a decision matters (`?` and `cardtable learn`) ─────────────────────────────────────────

/** One sentence on why the decision of `legal` matters; the same text under `?` and in learn. */
export function lupfenWhy(view: LupfenView, legal: readonly LupfenAction[]): string | null {
  if (legal.length === 0) return null;
  const forceStyle = lupfenVariantOrFirst(view.variant).id === 'vorarlberg';
  if (legal.some((a) => a.kind === 'look'))
    return 'A blind lupf is a bet before you see your cards: that deal, everyone who takes no trick pays double the pot.';
  if (legal.some((a) => a.kind === 'play')) {
    return leadsTrick(view.trick)
      ? 'Each trick is worth a third of the pot, and the others must follow the suit you lead: lead where you are strong.'
      : 'Each trick is worth a third of the pot: win this one cheaply if you can, else throw your lowest card.';
  }
  switch (view.phase) {
    case 'lift':
      return forceStyle
        ? 'Passing costs nothing; a lupf wins a third of the pot a trick, but taking no trick costs you the whole pot.'
        : 'The lifter turns trump and names the price the others pay to play: lift with cards that can take tricks.';
    case 'price':
      return 'A high price makes weak hands drop and leaves you more of the pot; a low one invites them in to share it.';
    case 'join':
      return forceStyle
        ? 'Mit wins a third of the pot for each trick you take, but if you take none you pay the whole pot into it.'
        : 'Playing costs the price and wins a third of the pot a trick: drop when your cards are unlikely to take one.';
    case 'exchange':
      return 'Two Unters and an Ober rarely take a trick: three unknown cards from the stock are usually better.';
    case 'scrap':
      return 'Scrapping cancels the deal at no cost; playing two Unters and an Ober risks paying the pot without a trick.';
    case 'shove':
      return 'Shoving passes the deal and its fee to your left; dealing keeps your fee in a pot you may win back.';
    default:
      return null;
  }
}
