// A deal review (review.ts) as plain text: what `cardtable review` prints and what the line-by-line
// table prints on `r`. Here, not in src/cli, because the table (src/ui) may not import the command
// line; the full-screen panel lays the same numbers out its own way (ui/review-panel.ts).
import type { Card } from '../core/cards.js';
import { cardFace, type DeckStyle } from '../core/deck-style.js';
import { signed } from '../core/text.js';
import { decisionWhere as where, MATTERS, reviewUnit, type DealReview, type ReviewedDecision } from './review.js';

/** How the text names things: the seats, the deck, the unit, and how the reader plays a decision again. */
export interface ReviewTextLook {
  /** Seat names, by seat. */
  readonly names: readonly string[];
  readonly style: DeckStyle;
  /** 7-bit card faces (a table played with `--ascii`). */
  readonly ascii?: boolean;
  readonly unit: string;
  /** What plays the deal again from decision # ("`--again #`" on the command line, "`p #`" at the table); absent: nothing does. */
  readonly again?: string;
  /** List the value of every legal action (`--all-actions`), not only the best few and the one taken. */
  readonly allActions?: boolean;
}

/** Values listed per decision: the best ones, and the one taken. */
const SHOWN = 3;

const num = (x: number): string => signed(x, 2, '-');

/** One deal's review as text. */
export function dealReviewText(r: DealReview, look: ReviewTextLook): string {
  const { names, unit } = look;
  const faces = (cards: readonly Card[]) => cards.map((c) => cardFace(c, look.style, look.ascii)).join(' ');
  const nameW = Math.max(...names.map((n) => n.length));
  const who = r.seats.map((s) => names[s]).join(', ');
  const out: string[] = [];
  const result = r.settle
    ? ` · ${r.seats.map((s) => `${names[s]}: ${signed(r.settle!.delta[s]!, 0, '-')} ${unit}`).join(', ')} in this deal`
    : ' · not settled in the file';
  out.push(`Deal ${r.deal}${result}`);
  out.push('Hands as dealt:');
  r.hands.forEach((h, i) => out.push(`  ${names[i]!.padEnd(nameW)}  ${faces(h)}`));
  if (r.tricks.length > 0) {
    out.push('Tricks:');
    for (const [i, t] of r.tricks.entries()) {
      const seats = r.trickSeats[i]!;
      const cards = t.cards.map((c, k) => `${names[seats[k]!]} ${cardFace(c, look.style, look.ascii)}`).join(' · ');
      out.push(`  ${String(t.index).padStart(2)}  ${cards}  → ${names[t.winner]}`);
    }
  }
  if (r.decisions.length === 0) {
    out.push(`No decision of ${who} with a choice in this deal.`);
    return out.join('\n');
  }
  out.push(`Decisions of ${who}, costliest first. Cost: the value of bot:hard's choice minus the value of the one taken,`);
  out.push(
    `in ${reviewUnit(unit, r.measure)}, as its search (the one behind the hint, \`h\`) estimates them from what the seat could see then`,
  );
  out.push(`(#: the decision's number in the order played${look.again ? `; ${look.again} plays the deal again from it` : ''}):`);
  const mine = (d: ReviewedDecision) => (r.seats.length > 1 ? `${names[d.seat]}: ` : '');
  const verdict = (d: ReviewedDecision) => (d.taken === d.best ? 'the best' : d.cost < MATTERS ? 'as good' : `best: ${d.best}`);
  const numW = Math.max(...r.decisions.map((d) => String(d.number).length)) + 1;
  const costW = Math.max(...r.decisions.map((d) => d.cost.toFixed(2).length));
  const whereW = Math.max(...r.decisions.map((d) => where(d).length));
  const takenW = Math.max(...r.decisions.map((d) => (mine(d) + d.taken).length));
  const verdictW = Math.max(...r.decisions.map((d) => verdict(d).length));
  for (const d of r.decisions) {
    // The best few and the one taken: a price ladder of ten rungs would fill the line.
    const shown = d.actions.filter((a, i) => look.allActions === true || i < SHOWN || a.label === d.taken);
    const more = d.actions.length - shown.length;
    const values = shown.map((a) => `${a.label} ${num(a.value)}`).join(' · ') + (more > 0 ? ` (+${more} more)` : '');
    out.push(
      `  ${`#${d.number}`.padEnd(numW)}  ${d.cost.toFixed(2).padStart(costW)}  ${where(d).padEnd(whereW)}  ${(mine(d) + d.taken).padEnd(takenW)}  ${verdict(d).padEnd(verdictW)}  ${values}`,
    );
    // A bot's seat: its own reason, under the decision.
    if (d.why) out.push(`  ${' '.repeat(numW)}  why: ${d.why}`);
  }
  const top = r.decisions[0]!;
  if (top.cost >= MATTERS) {
    const whose = r.seats.length > 1 ? `${names[top.seat]}'s ` : '';
    out.push(
      `Mattered most: ${where(top)}, ${whose}${top.taken} instead of ${top.best}, about ${top.cost.toFixed(2)} ${reviewUnit(unit, r.measure)} by the search's estimate.`,
    );
  }
  return out.join('\n');
}
