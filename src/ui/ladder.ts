// Which rungs of a ladder prompt fit one line: a window that keeps the selected rung in sight,
// with what lies beyond it counted at either end ("◀ 3 more", "9 more ▶").
import { glyphsFor } from './glyphs.js';
import type { LadderRung } from '../contract/table.js';

/**
 * How a rung reads on the line: its number and its letter in brackets, as a choice shows its key
 * ("[12] 6 Hand", "[14/p] pass"), so a bid that is itself a number is not taken for the number.
 */
export function rungText(rung: LadderRung<unknown>, index: number): string {
  return `[${index + 1}${rung.key ? `/${rung.key}` : ''}] ${rung.label}`;
}

export interface LadderWindow {
  /** First and one past the last rung shown. */
  readonly from: number;
  readonly to: number;
  readonly before: string | null;
  readonly after: string | null;
}

const GAP = 2;

/** The rungs around `selected` that fit `width` columns, the selection's marker included. */
export function ladderWindow(rungs: readonly LadderRung<unknown>[], selected: number, width: number, ascii: boolean): LadderWindow {
  const w = rungs.map((r, i) => rungText(r, i).length + 1); // + the selection marker
  const g = glyphsFor({ ascii });
  const more = (n: number, left: boolean): string | null =>
    n === 0 ? null : left ? `${g.moreLeft} ${n} more` : `${n} more ${g.moreRight}`;
  const cost = (from: number, to: number): number => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += w[i]! + (i > from ? GAP : 0);
    const b = more(from, true);
    const a = more(rungs.length - to, false);
    return sum + (b ? b.length + GAP : 0) + (a ? a.length + GAP : 0);
  };
  const sel = Math.min(Math.max(0, selected), rungs.length - 1);
  let from = sel;
  let to = sel + 1;
  // Grow to the right first (the next bids up), then to the left, while it fits.
  for (let grew = true; grew;) {
    grew = false;
    if (to < rungs.length && cost(from, to + 1) <= width) {
      to++;
      grew = true;
    } else if (from > 0 && cost(from - 1, to) <= width) {
      from--;
      grew = true;
    }
  }
  return { from, to, before: more(from, true), after: more(rungs.length - to, false) };
}
