// Tøppen's deal summary: the final fine and the knocks that made it, in order, a repeat
// knocker's doubling, who folded when and what each paid, and what the last trick's losers paid.
import { nameList, youForm } from '../../../ui/names.js';
import type { SummaryColumn, SummaryInput, SummaryShown } from '../../../contract/table.js';
import { standardColumns, standardSummary } from '../../../ui/summary.js';
import { dealStory, finesOf, type Fold } from '../story.js';
import type { DealSummary, ToeppenView } from '../types.js';
import { VERBS } from '../action-words.js';
import { fineText, noteText } from './table-wording.js';

type Input = SummaryInput<ToeppenView, DealSummary>;

export function toeppenSummary(input: Input): SummaryShown {
  const { deal: d, view, names, lines } = input;
  const story = dealStory(d.delta.length, lines);
  const lastTrick = story.lastTrick;
  const paid = finesOf(story, d.winner);
  // Without the deal's lines (or with lines that do not add up to the settle), the rules' note.
  if (story.fine !== d.fine || paid.some((p, i) => p !== d.delta[i])) {
    return standardSummary(input, noteText);
  }
  const who = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
  const units = (n: number): string => fineText(view, n);
  const why: string[] = [];
  why.push(
    story.knocks.length === 0
      ? 'No knocks: the fine stayed 1.'
      : `Fine 1, knocks in order: ${story.knocks
          .map((k) => `${who(k.seat)}${k.doubled ? ' again' : ''} ${k.from}→${k.to}${k.doubled ? ` (own ×${k.own})` : ''}`)
          .join(', ')}. Final fine ${story.fine}.`,
  );
  if (story.folds.length > 0) {
    // The folds answering one knock, or at the start, that paid the same are named together.
    const groups: { seats: number[]; fold: Fold }[] = [];
    for (const f of story.folds) {
      const g = groups.find((x) => x.fold.knocker === f.knocker && x.fold.trick === f.trick && x.fold.paid === f.paid);
      if (g) g.seats.push(f.seat);
      else groups.push({ seats: [f.seat], fold: f });
    }
    const when = (f: Fold): string => (f.knocker === null ? 'at the start' : `at ${who(f.knocker)}'s knock in trick ${f.trick}`);
    why.push(
      `Folded: ${groups.map((g) => `${nameList(g.seats, names)} ${when(g.fold)}, paid ${units(g.fold.paid)}${g.seats.length > 1 ? ' each' : ''}`).join('; ')}.`,
    );
  }
  if (lastTrick) {
    const losers = d.delta.flatMap((_, seat) => (seat !== d.winner && !story.folds.some((f) => f.seat === seat) ? [seat] : []));
    // Seats that pay the same are named together: "Ben, Cleo and Dan 19 units each".
    const byOwn = new Map<number, number[]>();
    for (const seat of losers) byOwn.set(story.multipliers[seat] ?? 1, [...(byOwn.get(story.multipliers[seat] ?? 1) ?? []), seat]);
    const owed = [...byOwn].map(([m, seats]) => {
      const amount = `${m > 1 ? `${story.fine} ×${m} = ` : ''}${units(story.fine * m)}`;
      return `${nameList(seats, names)} ${amount}${seats.length > 1 ? ' each' : ''}`;
    });
    why.push(`${who(d.winner)} won the last trick; the others still in paid the final fine: ${owed.join('; ') || 'nobody'}.`);
  } else {
    why.push(`Everybody else folded: ${who(d.winner)} won the deal without playing on.`);
  }
  const { lead, score } = standardColumns(input);
  const folded: SummaryColumn = {
    title: 'Folded',
    cells: d.delta.map((_, seat) => {
      const f = story.folds.find((x) => x.seat === seat);
      return f === undefined ? '' : f.trick === 0 ? 'at start' : `trick ${f.trick}`;
    }),
  };
  return {
    why: why.map((w) => youForm(w, VERBS)),
    columns: [...lead, ...(story.folds.length > 0 ? [folded] : []), ...score],
    below: [],
    after: [],
  };
}
