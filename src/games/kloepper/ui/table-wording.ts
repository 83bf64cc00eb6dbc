// Kloepper's part of the table: labels from the rules' glossary (kloepper.md §7), seat markers,
// the prompts for its calls, and log lines; what each action is called comes from ../action-words.ts.
// Everything here reads a KloepperView, never the state, and nothing here may show a side the
// viewer does not know (R10.3: the knock-back questioning gives nothing away).
import { leadsTrick } from '../../../core/trick.js';
import type { Card, Rank, Suit } from '../../../core/cards.js';
import type { DeckStyle } from '../../../core/deck-style.js';
import type { GameLine } from '../../../core/history-lines.js';
import { face, longName, suitName } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import { withNames, youForm } from '../../../ui/names.js';
import type { ChoiceOption, Prompt } from '../../../contract/table.js';
import { cardPoints, isTrump, TRICKS } from '../rules.js';
import { dealVerdict } from '../rules-text.js';
import type { CallSuit, DealSummary, KloepperAction, KloepperView } from '../types.js';
import { QUEEN_SIDE } from '../types.js';
import { promptLabel } from '../../action-words.js';
import { actionWords, VERBS } from '../action-words.js';
import { logLine as sharedLogLine, matchOver, type Who } from '../../../ui/log-sentences.js';
import { capitalized } from '../../../core/sentence.js';

/** R5 plain order, high to low: how a hand sorts where the table has no card order of the game. */
export const KLOEPPER_RANK_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', 'J', '9'];

/** Kloepper is a French-suited game whatever deck the table is set to: its queens and jacks are named. */
export function kloepperLook(_view: KloepperView, _deck: DeckStyle | undefined, ascii: boolean): CardLook {
  return { style: 'french', ascii };
}

const FRENCH: CardLook = { style: 'french', ascii: false };

/** "hearts": the plain suit of a called ace, in words (seat roles have no card look). */
function suitWord(suit: Suit): string {
  return suitName(suit, FRENCH).toLowerCase();
}

/** The seat's roles this deal: dealer, the declarer's announcement, the knocks. */
export function seatRoles(view: KloepperView, seat: number): string[] {
  const roles: string[] = [];
  if (view.dealNo > 0 && seat === view.dealer) roles.push('dealer');
  const d = view.declaration;
  if (view.dealNo > 0 && d && d.seat === seat) roles.push(d.kind === 'alone' ? 'alone' : `called ace of ${suitWord(d.suit)}`);
  if (view.knocker === seat) roles.push('knocked');
  if (view.counterKnocker === seat) roles.push('knocked back');
  return roles;
}

/** The word for a side of `view.sides` (kloepper.md §7: Queens / Opponents). */
export function sideLabel(_view: KloepperView, side: number): string {
  return side === QUEEN_SIDE ? 'Queens' : 'Opponents';
}

const TRUMPS_TEXT = 'trumps: black queens, jacks, diamonds';

export function phaseLine(view: KloepperView): string {
  switch (view.phase) {
    case 'deal':
      return 'deal over';
    case 'declare':
      return 'both black queens: alone or call an ace';
    case 'counter':
      return 'a knock: asking for a knock back';
    case 'play': {
      const trick = Math.min(TRICKS, view.tricks.length + 1);
      return `Trick ${trick} of ${TRICKS} · ${TRUMPS_TEXT}`;
    }
    case 'over':
      return 'Match over';
  }
}

// ── prompts ─────────────────────────────────────────────────────────────────────────────────

function playHint(view: KloepperView, playable: readonly Card[], look: CardLook): string | undefined {
  const led = view.trick && view.trick.cards.length > 0 ? view.trick.cards[0] : undefined;
  const hand = view.hand ?? [];
  if (!led || playable.length === hand.length) return undefined;
  if (isTrump(led)) return 'Trump led: you must play a trump.';
  return `You must follow ${suitName(led[1] as Suit, look).toLowerCase()} (black queens and jacks are trumps).`;
}

/** The stake a knock plays for (R12): 12 for a pair, 30 alone (or for a caller who holds his own ace). */
function knockStake(view: KloepperView): number {
  const known = view.sides.every((x) => x !== null);
  const queens = view.sides.filter((x) => x === QUEEN_SIDE).length;
  return view.declaration?.kind === 'alone' || (known && queens === 1) ? 30 : 12;
}

/** A prompt option in the words of ../action-words.ts. */
function option(a: KloepperAction, look: CardLook): ChoiceOption<KloepperAction> {
  const w = actionWords(a, (card) => face(card, look));
  return { label: promptLabel(w), key: w.key ?? '', action: a };
}

/**
 * The prompt for the legal actions of the seat whose view this is. The knock-back question reads
 * the same for every seat it may be asked of: it names no side, no partner and no seat.
 */
export function kloepperPrompt(view: KloepperView, legal: readonly KloepperAction[], look: CardLook): Prompt<KloepperAction> {
  const plays = legal.filter((a): a is Extract<KloepperAction, { kind: 'play' }> => a.kind === 'play');
  if (plays.length > 0) {
    const knock = legal.find((a) => a.kind === 'knock');
    const lead = leadsTrick(view.trick);
    const question = `${lead ? 'Your lead' : 'Your turn'}: play a card${knock ? ' or knock' : ''}`;
    const rule = playHint(
      view,
      plays.map((p) => p.card),
      look,
    );
    const hint = knock
      ? // The stake first: a narrow prompt line cuts the end, and the dimmed cards already show the rule.
        `Knock: your side takes all six tricks (${knockStake(view)} each).${rule ? ` ${rule}` : ''}`
      : view.knocker === view.seat && view.tricks.length === 0 && view.counterKnocker === null && view.phase === 'play'
        ? `${rule ? `${rule} ` : ''}Nobody knocked back.`
        : rule;
    return {
      kind: 'cards',
      question,
      ...(hint ? { hint } : {}),
      playable: plays.map((p) => ({ card: p.card, action: p })),
      ...(knock ? { calls: [option(knock, look)] } : {}),
    };
  }
  if (legal.some((a) => a.kind === 'counter-knock' || a.kind === 'no-counter-knock')) {
    // "No" first and the safe call (prompt.ts), so Enter alone never doubles the stake.
    const options: ChoiceOption<KloepperAction>[] = [];
    for (const a of legal) if (a.kind === 'no-counter-knock') options.push({ ...option(a, look), safe: true });
    for (const a of legal) if (a.kind === 'counter-knock') options.push(option(a, look));
    return {
      kind: 'choice',
      question: 'A knock: do you knock back?',
      hint: 'Knocking back says your side takes a trick; it doubles the stake.',
      options,
    };
  }
  // The holder of both black queens declares (R8.2): only the aces the rules let him call are here.
  // The calls first and alone last, so Enter alone never sends a player out against three.
  const options: ChoiceOption<KloepperAction>[] = [];
  for (const a of legal) if (a.kind === 'call') options.push(option(a, look));
  for (const a of legal) if (a.kind === 'alone') options.push(option(a, look));
  const own = view.options.self_call ? ' Your own ace: you are alone.' : '';
  return {
    kind: 'choice',
    // Short: with the four options it fills an 80-column prompt line.
    question: 'Call an ace, or alone?',
    hint: `You hold both black queens: the called ace's holder is your secret partner.${own}`,
    options,
  };
}

// ── log ─────────────────────────────────────────────────────────────────────────────────────

/** Card codes in the rules' notes ("AH") as the table shows them, or in words where no look is known. */
function withFaces(text: string, look: CardLook | undefined): string {
  return text.replace(/\b([AKQJT9])([CSHD])\b/g, (_m, r: string, s: string) =>
    look ? face(`${r}${s}` as Card, look) : `${longName(`${r}${s}` as Card, FRENCH).toLowerCase()}`,
  );
}

/** A settle note (the rules' words) with names and cards: "Cleo called A♥; Queens 5 tricks …". */
export function noteText(text: string, names: readonly string[], look?: CardLook): string {
  const named = withFaces(withNames(text, names), look)
    .replace(/\bnon-queen side\b/g, 'Opponents')
    .replace(/\bqueen side\b/g, 'Queens');
  return youForm(capitalized(named), VERBS);
}

/** The deal `n` as scored, from the view (the last deal, or one of its history). */
function summaryOf(view: KloepperView, deal: number): DealSummary | null {
  if (view.lastDeal?.deal === deal) return view.lastDeal;
  return view.history.find((d) => d.deal === deal) ?? null;
}

/** The knocker's own trick-1 card: the questioning is over, and without a knock back nobody did. */
function afterQuestioning(view: KloepperView, seat: number, deal: number): boolean {
  if (deal !== view.dealNo || view.knocker !== seat || view.counterKnocker !== null) return false;
  const first = view.tricks[0] ?? (view.trick && view.tricks.length === 0 ? view.trick : null);
  return first !== null && first.seats.includes(seat);
}

/** What a card on the table tells everyone: the called ace shows the partner, a black queen its side. */
function playNote(view: KloepperView, card: Card, seat: number, names: readonly string[]): string {
  const d = view.declaration;
  if (d?.kind === 'call' && card === `A${d.suit}`) {
    if (seat === d.seat) return " — the called ace, the caller's own: alone after all";
    const caller = names[d.seat] ?? `Seat ${d.seat + 1}`;
    return caller === 'You' ? ' — the called ace: your partner' : ` — the called ace: ${caller}'s partner`;
  }
  if (d === null && (card === 'QC' || card === 'QS')) return ' — a black queen';
  return '';
}

/**
 * One log sentence per public history line; null for the deal line's hands (never shown) and for a
 * declined knock back (the table shows only the outcome, R10.3).
 */
export function logLine(view: KloepperView, line: GameLine, names: readonly string[], look: CardLook): string | null {
  return sharedLogLine(line, names, look, (l, who) => logSentence(view, l, names, who, look), VERBS);
}

function logSentence(view: KloepperView, line: GameLine, names: readonly string[], who: Who, look: CardLook): string | null | undefined {
  switch (line.type) {
    case 'call': {
      const action: KloepperAction | null =
        line.call === 'call'
          ? { kind: 'call', suit: line['suit'] as CallSuit }
          : line.call === 'alone' || line.call === 'knock' || line.call === 'counter-knock'
            ? { kind: line.call }
            : null;
      const said = action && actionWords(action, (card) => face(card, look)).said;
      if (!said) return null;
      const what = `${who(line.seat)} ${said}`;
      switch (line.call) {
        case 'knock':
          return `${what}: the Queens will take all six tricks.`;
        case 'counter-knock':
          return `${what}: the Opponents will take a trick (stake doubled).`;
        default:
          return `Both black queens in one hand: ${what}.`;
      }
    }
    case 'play': {
      const nobody = afterQuestioning(view, line.seat, line.deal) ? 'Nobody knocked back. ' : '';
      return `${nobody}${who(line.seat)} plays ${face(line.card, look)}${playNote(view, line.card, line.seat, names)}.`;
    }
    case 'trick': {
      const pts = line.cards.reduce((n, c) => n + cardPoints(c), 0);
      return `${who(line.winner)} wins trick ${line.index} (${pts} card point${pts === 1 ? '' : 's'}).`;
    }
    case 'settle': {
      const summary = summaryOf(view, line.deal);
      const text = summary ? dealVerdict(summary) : (line.note ?? 'settled.');
      return `Deal ${line.deal}: ${noteText(text, names, look)}`;
    }
    case 'end':
      return matchOver(line, names, undefined, (top) => ` with ${top} game points`);
    default:
      return undefined;
  }
}

export function endReason(reason: string): string | null {
  switch (reason) {
    case 'target':
      return 'one player alone reached the target at the top';
    case 'deals':
      return 'the set number of deals was played';
    default:
      return null;
  }
}

// ── why a decision matters (`?` and `cardtable learn`) ─────────────────────────────────────────

/** One sentence on why the decision of `legal` matters; the same text under `?` and in learn. */
export function kloepperWhy(view: KloepperView, legal: readonly KloepperAction[]): string | null {
  if (legal.length === 0) return null;
  if (legal.some((a) => a.kind === 'knock'))
    return 'A knock bets that your side takes all six tricks: a fixed stake instead of card points, lost at the first trick the others win.';
  if (legal.some((a) => a.kind === 'counter-knock'))
    return 'Knocking back doubles the stake and says your side will take a trick: one trick is enough to beat the knock.';
  if (legal.some((a) => a.kind === 'alone' || a.kind === 'call'))
    return 'Calling an ace gives you a secret partner; going alone scores three times as much, but one against three.';
  if (legal.some((a) => a.kind === 'play')) {
    // A knock sets the stake (R12): from then on tricks decide the deal, card points never.
    if (view.knocker !== null)
      return leadsTrick(view.trick)
        ? 'After the knock only tricks count, not card points: the queen side must take all six, and the first trick the others win ends the deal.'
        : 'After the knock card points no longer count: this trick matters only by who wins it, since one trick for the others beats the knock.';
    return leadsTrick(view.trick)
      ? 'The queen side needs 61 of the 120 card points: lead so that your side’s high cards take the rich tricks.'
      : 'Aces (11) and tens (10) are most of the card points: give them to a trick your side wins, never to the others.';
  }
  return null;
}
