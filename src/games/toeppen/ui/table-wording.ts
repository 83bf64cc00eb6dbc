// Tøppen's part of the table: labels from the rules' glossary (toeppen.md §7), seat markers, the
// prompts for fold / stay / knock / pah (their words from ../action-words.ts), and log lines. Everything
// here reads a ToeppenView (the fine state is public: every knock and answer is said out loud at
// the table), never the state.
import { leadsTrick } from '../../../core/trick.js';
import type { Card, Rank, Suit } from '../../../core/cards.js';
import type { DeckStyle } from '../../../core/deck-style.js';
import type { GameLine } from '../../../core/history-lines.js';
import { suitName } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import { withNames, youForm } from '../../../ui/names.js';
import type { ChoiceOption, Prompt } from '../../../contract/table.js';
import { TOEPPEN_ORDER, TRICKS_PER_DEAL, UNITS_PER_PINT } from '../rules.js';
import type { PublicEvent, ToeppenAction, ToeppenCallWord, ToeppenView } from '../types.js';
import { promptLabel } from '../../action-words.js';
import { actionWords, callWords, VERBS, type CallContext } from '../action-words.js';
import { logLine as sharedLogLine, matchOver, type Who } from '../../../ui/log-sentences.js';
import { capitalized } from '../../../core/sentence.js';

/** R2: 10 9 8 7 A K Q J 6 5 4 3 2 in every suit. */
export const TOEPPEN_RANK_ORDER: readonly Rank[] = TOEPPEN_ORDER;

/** Tøppen is played with a French pack whatever deck the table is set to. */
export function toeppenLook(_view: ToeppenView, _deck: DeckStyle | undefined, ascii: boolean): CardLook {
  return { style: 'french', ascii };
}

/** "3 units", "1 pencil", "2 fingers": a fine in the unit the `fine_label` option names. */
export function fineText(view: Pick<ToeppenView, 'options'>, n: number): string {
  const word = view.options.fine_label === 'units' ? 'unit' : view.options.fine_label;
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Fine units as pints (16 units to the pint): "9.5", "0.19". */
export function pints(units: number): string {
  const p = units / UNITS_PER_PINT;
  return units % UNITS_PER_PINT === 0 ? String(p) : units % (UNITS_PER_PINT / 2) === 0 ? p.toFixed(1) : p.toFixed(2);
}

/** What `seat` would be fined now if it lost the deal: F·M (R10). */
export function stake(view: ToeppenView, seat: number): number {
  return view.fine * (view.multipliers[seat] ?? 1);
}

/** The event is the call `word`. */
function isCall(e: PublicEvent | undefined, word: ToeppenCallWord): boolean {
  return e !== undefined && 'call' in e && e.call === word;
}

/** The seats that said "pah" to the knock still being answered or just answered (before the knocker's card). */
function pahSeats(view: ToeppenView): Set<number> {
  const out = new Set<number>();
  if (view.knocker === null) return out;
  let i = view.events.length - 1;
  while (i >= 0 && !isCall(view.events[i], 'knock')) i--;
  for (const e of view.events.slice(i + 1)) if (isCall(e, 'pah')) out.add(e.seat);
  return out;
}

export function seatRoles(view: ToeppenView, seat: number): string[] {
  const roles: string[] = [];
  if (view.dealNo > 0 && seat === view.dealer) roles.push('dealer');
  if (view.knocker === seat) roles.push('knocked');
  const m = view.multipliers[seat] ?? 1;
  if (m > 1 && !view.out[seat]) roles.push(`fine ×${m}`);
  return roles;
}

/** Folded (out, its cards face down), "pah" to the knock being answered, "stays" at the start. */
export function seatStatus(view: ToeppenView, seat: number): string | null {
  if (view.dealNo === 0) return null;
  if (view.out[seat]) return 'folded';
  if (pahSeats(view).has(seat)) return 'pah';
  if (view.phase === 'fold-start' && view.events.some((e) => e.seat === seat && isCall(e, 'stay'))) return 'stays';
  return null;
}

export function phaseLine(view: ToeppenView): string {
  switch (view.phase) {
    case 'first-dealer':
    case 'deal':
      return 'dealing';
    case 'fold-start':
      return `fold or stay? · fine ${view.fine}`;
    case 'answer':
      return `a knock: fold or pah · fine ${view.fine}`;
    case 'play': {
      const trick = Math.min(TRICKS_PER_DEAL, view.tricks.length + 1);
      return `Trick ${trick} of ${TRICKS_PER_DEAL} — only the last trick counts · fine ${view.fine}`;
    }
    case 'over':
      return 'Match over';
  }
}

// ── prompts ─────────────────────────────────────────────────────────────────────────────────

function followHint(view: ToeppenView, playable: readonly Card[], look: CardLook): string | null {
  const led = view.trick && view.trick.cards.length > 0 ? view.trick.cards[0] : undefined;
  if (!led || playable.length === (view.hand ?? []).length) return null;
  return `You must follow ${suitName(led[1] as Suit, look).toLowerCase()}.`;
}

/** What a knock by the viewer would do now (R10.1–3). */
function knockHint(view: ToeppenView): string {
  const me = view.seat ?? 0;
  const m = view.multipliers[me] ?? 1;
  const again = view.lastKnocker === me;
  const next = view.fine + 1;
  const mine = next * (again ? 2 * m : m);
  return again
    ? `Knock again: fine ${view.fine}→${next} and your own doubles, ${mine}.`
    : `Knock: fine ${view.fine}→${next}${m > 1 ? ` (yours ${mine})` : ''}; the others fold or say pah.`;
}

/** A prompt option in the words of ../action-words.ts. */
function option(a: ToeppenAction, c: CallContext = {}): ChoiceOption<ToeppenAction> {
  const w = actionWords(a, c);
  return { label: promptLabel(w), key: w.key ?? '', action: a };
}

/**
 * The prompt for the legal actions of the seat whose view this is. A turn offers the knock in the
 * same keystrokes as the card (`k` beside ←/→ Enter): the engine asks it as its own decision first.
 */
export function toeppenPrompt(view: ToeppenView, legal: readonly ToeppenAction[], look: CardLook): Prompt<ToeppenAction> {
  const me = view.seat ?? 0;
  const plays = legal.filter((a): a is Extract<ToeppenAction, { kind: 'play' }> => a.kind === 'play');
  const call = (word: string): ToeppenAction | undefined => legal.find((a) => a.kind === 'call' && a.call === word);
  if (plays.length > 0) {
    const knock = call('knock');
    const lead = leadsTrick(view.trick);
    const question = view.knocked
      ? 'You knocked: play a card'
      : `${lead ? 'Your lead' : 'Your turn'}: play a card${knock ? ' or knock' : ''}`;
    const hint = [
      followHint(
        view,
        plays.map((p) => p.card),
        look,
      ),
      knock ? knockHint(view) : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      kind: 'cards',
      question,
      ...(hint ? { hint } : {}),
      playable: plays.map((p) => ({ card: p.card, action: p })),
      ...(knock ? { calls: [option(knock)] } : {}),
    };
  }
  const fold = call('fold');
  const own = stake(view, me);
  // The fold is the safe call (prompt.ts), selected at first: it costs the sure fine on screen,
  // where staying in risks the whole fine of the deal and every raise of it.
  const safeFold = (c: CallContext): ChoiceOption<ToeppenAction>[] => (fold ? [{ ...option(fold, c), safe: true }] : []);
  if (view.phase === 'answer') {
    const options: ChoiceOption<ToeppenAction>[] = [];
    const pah = call('pah');
    if (pah) options.push(option(pah));
    options.push(...safeFold({ pay: own }));
    const m = view.multipliers[me] ?? 1;
    return {
      kind: 'choice',
      question: 'A knock! Fold or pah?',
      hint: `Fold: pay ${fineText(view, own)} now. Pah: stay in; the fine goes up to ${view.fine + 1}${m > 1 ? `, yours to ${(view.fine + 1) * m}` : ''}.`,
      options,
    };
  }
  const options: ChoiceOption<ToeppenAction>[] = [];
  const stay = call('stay');
  if (stay) options.push(option(stay));
  options.push(...safeFold({ atStart: true, pay: own }));
  return {
    kind: 'choice',
    question: 'Fold at the start, or stay in?',
    hint: `Fold now: ${fineText(view, own)}. Stay in: the deal's fine, unless you take the last trick.`,
    options,
  };
}

// ── log ─────────────────────────────────────────────────────────────────────────────────────

/** What `seat` paid in deal `deal`, from the view: its fold in the deal in progress, or a scored deal. */
function paidIn(view: ToeppenView, seat: number, deal: number): number | null {
  if (deal === view.dealNo && view.out[seat]) return view.potentialFines[seat] ?? null;
  const summary = view.lastDeal?.deal === deal ? view.lastDeal : view.history.find((d) => d.deal === deal);
  return summary ? (summary.delta[seat] ?? null) : null;
}

/** The knock just made, if `view` is the view right after it: then the fine and multiplier are its own. */
function knockDetail(view: ToeppenView, seat: number, deal: number, name: string): string {
  const last = view.events[view.events.length - 1];
  if (deal !== view.dealNo || view.phase !== 'answer' || last?.seat !== seat || !isCall(last, 'knock')) return '';
  const knocks = view.events.filter((e) => isCall(e, 'knock'));
  const before = knocks[knocks.length - 2];
  const m = view.multipliers[seat] ?? 1;
  return before?.seat === seat ? ` again: fine ${view.fine}→${view.fine + 1}, ${name}'s own ×${m}` : `: fine ${view.fine}→${view.fine + 1}`;
}

/** A settle note (the rules' words) with names: "Ana won the last trick". */
export function noteText(text: string, names: readonly string[]): string {
  const named = withNames(text, names).replace(/\bab initio\b/g, 'at the start');
  return youForm(capitalized(named), VERBS);
}

export function logLine(view: ToeppenView, line: GameLine, names: readonly string[], look: CardLook): string | null {
  return sharedLogLine(line, names, look, (l, who) => logSentence(view, l, names, who), VERBS);
}

function logSentence(view: ToeppenView, line: GameLine, names: readonly string[], who: Who): string | null | undefined {
  switch (line.type) {
    case 'call': {
      const said = callWords(line.call as ToeppenCallWord).said;
      if (!said) return null;
      const what = `${who(line.seat)} ${said}`;
      switch (line.call) {
        case 'fold': {
          const paid = paidIn(view, line.seat, line.deal);
          return `${what}${paid === null ? '' : ` and pays ${fineText(view, paid)}`}.`;
        }
        case 'knock':
          return `${what}${knockDetail(view, line.seat, line.deal, who(line.seat))}.`;
        default:
          return `${what}.`;
      }
    }
    case 'trick':
      return line.index === TRICKS_PER_DEAL ? `${who(line.winner)} wins the last trick.` : undefined;
    case 'settle': {
      const fined = line.delta.flatMap((d, s) => (d > 0 ? [`${who(s)} +${d}`] : []));
      const note = line.note ? `${noteText(line.note, names)}. ` : '';
      return `Deal ${line.deal}: ${note}Fines: ${fined.length > 0 ? fined.join(', ') : 'none'} (fine ${String(line['fine'] ?? '?')}).`;
    }
    case 'end':
      return matchOver(
        line,
        names,
        { one: 'has the fewest fines', many: 'share the fewest fines' },
        (best) => ` (${fineText(view, best)})`,
      );
    default:
      return undefined;
  }
}

/** Totals also in pints (16 units each) while the `show_pints` option is on. */
export function subUnit(view: ToeppenView): { readonly name: string; readonly per: number } | null {
  return view.options.show_pints ? { name: 'pints', per: UNITS_PER_PINT } : null;
}

// ── why a decision matters (`?` and `cardtable learn`) ─────────────────────────────────────────

/** One sentence on why the decision of `legal` matters; the same text under `?` and in learn. */
export function toeppenWhy(view: ToeppenView, legal: readonly ToeppenAction[]): string | null {
  if (legal.length === 0) return null;
  const call = (word: ToeppenCallWord): boolean => legal.some((a) => a.kind === 'call' && a.call === word);
  if (view.phase === 'answer')
    return 'Folding pays the fine as it stands; pah keeps you in at a higher fine, which only the last trick saves you from.';
  if (call('stay') || view.phase === 'fold-start')
    return 'Folding now costs a small fine for sure; staying in risks the deal’s fine unless you take the last trick.';
  if (call('knock'))
    return 'Only the last trick counts: a knock raises the fine for everyone still in, so knock when you expect to take it.';
  if (legal.some((a) => a.kind === 'play'))
    return 'Only the last of four tricks counts: keep a high card for it and shed the others in the early tricks.';
  return null;
}
