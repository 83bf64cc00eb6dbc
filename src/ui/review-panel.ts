// The review panel (`r` on a deal summary): the deal just played with every hand face up, trick by
// trick, then the player's decisions costliest first with what the search would have done. The
// numbers are engine/review.ts's, the same `cardtable review` prints for the saved file; here they
// are laid out as lines the panel scrolls through, and keys move a selection among the decisions.
import type { Card } from '../core/cards.js';
import { signed } from '../core/text.js';
import { wrapLine } from '../core/wrap.js';
import { decisionWhere, MATTERS, reviewUnit, type DealReview, type ReviewedDecision } from '../engine/review.js';
import { face } from './cards.js';
import type { CardLook } from '../contract/view.js';
import { glyphsFor } from './glyphs.js';
import type { KeyInfo } from './key-chunks.js';

/** What the panel shows while and after the review is worked out. */
export type ReviewView =
  | { readonly kind: 'working'; readonly done: number; readonly total: number }
  | { readonly kind: 'ready'; readonly review: DealReview }
  | { readonly kind: 'none'; readonly reason: string };

export interface PanelLine {
  readonly text: string;
  readonly style?: 'head' | 'dim' | 'good' | 'bad';
  /** The line names this decision (its index in the review's list): the selection marks it. */
  readonly decision?: number;
}

export interface ReviewLayout {
  readonly lines: readonly PanelLine[];
  /** Index in `lines` of each decision's first line. */
  readonly decisionAt: readonly number[];
}

/** The values listed per decision: the best few, and the one taken (as `cardtable review`). */
const SHOWN = 3;

export interface LayoutOptions {
  readonly names: readonly string[];
  readonly look: CardLook;
  readonly unit: string;
  /** Fines: fewer is better, so a deal's plus is bad news. */
  readonly fines?: boolean;
  /** Text width inside the frame. */
  readonly width: number;
}

/** The review as the panel's lines at `width`. */
export function reviewLayout(r: DealReview, o: LayoutOptions): ReviewLayout {
  const { minus } = glyphsFor(o.look);
  const num = (x: number, digits: number) => signed(x, digits, minus);
  const faces = (cards: readonly Card[]) => cards.map((c) => face(c, o.look).trimEnd()).join(' ');
  const lines: PanelLine[] = [];
  const add = (text: string, style?: PanelLine['style'], decision?: number) => {
    for (const t of wrapLine(text, o.width))
      lines.push({ text: t, ...(style ? { style } : {}), ...(decision !== undefined ? { decision } : {}) });
  };
  if (r.settle) {
    const deltas = r.seats.map((s) => r.settle!.delta[s] ?? 0);
    const better = deltas.reduce((a, b) => a + b, 0) * (o.fines ? -1 : 1);
    add(
      `${r.seats.map((s, i) => `${o.names[s]}: ${num(deltas[i]!, 0)} ${o.unit}`).join(', ')} in this deal`,
      better > 0 ? 'good' : better < 0 ? 'bad' : undefined,
    );
  } else add('The deal is not settled yet.');
  const top = r.decisions[0];
  if (top && top.cost >= MATTERS) {
    const whose = r.seats.length > 1 ? `${o.names[top.seat]}'s ` : '';
    add(
      `Mattered most: ${decisionWhere(top)}, ${whose}${top.taken} instead of ${top.best}, about ${top.cost.toFixed(2)} ${reviewUnit(o.unit, r.measure)} by the search's estimate (#${top.number}).`,
      'head',
    );
  }
  add('Hands as dealt', 'head');
  const nameW = Math.max(...o.names.map((n) => n.length));
  r.hands.forEach((h, i) => add(`  ${(o.names[i] ?? '').padEnd(nameW)}  ${faces(h)}`));
  if (r.tricks.length > 0) {
    add('Tricks: the leader first, → the winner', 'head');
    for (const [i, t] of r.tricks.entries()) {
      const seats = r.trickSeats[i]!;
      const cards = t.cards.map((c, k) => `${o.names[seats[k]!]} ${face(c, o.look).trimEnd()}`).join(' · ');
      add(`  ${String(t.index).padStart(2)}  ${cards}  → ${o.names[t.winner]}`);
    }
  }
  if (r.decisions.length === 0) {
    add(`No decision of ${r.seats.map((s) => o.names[s]).join(', ')} with a choice in this deal.`, 'dim');
    return { lines, decisionAt: [] };
  }
  const decisionAt = addDecisions(r, o, lines, add, num);
  return { lines, decisionAt };
}

/** The decisions, costliest first, each with its best few values; returns the line each starts at. */
function addDecisions(
  r: DealReview,
  o: LayoutOptions,
  lines: readonly PanelLine[],
  add: (text: string, style?: PanelLine['style'], decision?: number) => void,
  num: (x: number, digits: number) => string,
): number[] {
  const decisionAt: number[] = [];
  const mine = (d: ReviewedDecision) => (r.seats.length > 1 ? `${o.names[d.seat]}: ` : '');
  add(`Decisions, costliest first (#: in the order played)`, 'head');
  add(`Cost: the search's best minus the choice taken, in ${reviewUnit(o.unit, r.measure)}, from what the seat could see then.`, 'dim');
  const costW = Math.max(...r.decisions.map((d) => d.cost.toFixed(2).length));
  const numW = Math.max(...r.decisions.map((d) => String(d.number).length)) + 1;
  const whereW = Math.max(...r.decisions.map((d) => decisionWhere(d).length));
  for (const [i, d] of r.decisions.entries()) {
    decisionAt.push(lines.length);
    const verdict = d.taken === d.best ? 'the best' : d.cost < MATTERS ? 'as good' : `best: ${d.best}`;
    // Two columns at the left for the selection mark (the panel draws it).
    add(
      `  ${`#${d.number}`.padEnd(numW)}  ${d.cost.toFixed(2).padStart(costW)}  ${decisionWhere(d).padEnd(whereW)}  ${mine(d)}${d.taken}  ${verdict}`,
      undefined,
      i,
    );
    const shown = d.actions.filter((a, k) => k < SHOWN || a.label === d.taken);
    const more = d.actions.length - shown.length;
    const values = shown.map((a) => `${a.label} ${num(a.value, 2)}`).join(' · ') + (more > 0 ? ` (+${more} more)` : '');
    add(`${' '.repeat(numW + 4)}${values}`, 'dim', i);
  }
  return decisionAt;
}

/** Rows of text the panel has at a terminal of `rows` lines: full screen less header, footer and frame. */
export function reviewRows(rows: number): number {
  return Math.max(1, rows - 1 - 2 - 3);
}

export interface ReviewUi {
  readonly selected: number;
  readonly offset: number;
}

export type ReviewKeyResult =
  | { readonly kind: 'move'; readonly review: ReviewUi }
  | { readonly kind: 'close' }
  | { readonly kind: 'again'; readonly decision: number }
  | { readonly kind: 'none' };

/** The first line shown so that the `selected` decision's lines are in view. */
function inView(layout: ReviewLayout, selected: number, offset: number, rows: number): number {
  const first = layout.decisionAt[selected];
  if (first === undefined) return offset;
  const last = (layout.decisionAt[selected + 1] ?? layout.lines.length) - 1;
  if (first < offset) return first;
  if (last >= offset + rows) return Math.min(first, last - rows + 1);
  return offset;
}

/**
 * Pure: a key on the review panel. Esc (or r, q, Enter) closes it, stopping a review still being
 * worked out; ↑/↓ select a decision, PgUp/PgDn/Home/End scroll; p plays the deal again from the
 * selected decision. `layout` is null while the review is not ready.
 */
export function reviewKey(
  current: ReviewUi | null,
  input: string,
  key: KeyInfo,
  layout: ReviewLayout | null,
  rows: number,
): ReviewKeyResult {
  if (key.escape || key.return || input === 'r' || input === 'q') return { kind: 'close' };
  if (!layout) return { kind: 'none' };
  const state = current ?? openedReview(layout, rows);
  const n = layout.decisionAt.length;
  const max = Math.max(0, layout.lines.length - rows);
  const clamp = (x: number) => Math.max(0, Math.min(max, x));
  const select = (s: number): ReviewKeyResult => {
    const selected = Math.max(0, Math.min(n - 1, s));
    return { kind: 'move', review: { selected, offset: clamp(inView(layout, selected, state.offset, rows)) } };
  };
  if (input === 'p' && n > 0) return { kind: 'again', decision: state.selected };
  if (key.upArrow || input === 'k')
    return n > 0 ? select(state.selected - 1) : { kind: 'move', review: { ...state, offset: clamp(state.offset - 1) } };
  if (key.downArrow || input === 'j')
    return n > 0 ? select(state.selected + 1) : { kind: 'move', review: { ...state, offset: clamp(state.offset + 1) } };
  const page = Math.max(1, rows - 2);
  if (key.pageUp) return { kind: 'move', review: { ...state, offset: clamp(state.offset - page) } };
  if (key.pageDown || input === ' ') return { kind: 'move', review: { ...state, offset: clamp(state.offset + page) } };
  if (key.home) return { kind: 'move', review: { ...state, offset: 0 } };
  if (key.end) return { kind: 'move', review: { ...state, offset: max } };
  return { kind: 'none' };
}

/** Where the panel opens (the screen's state is null until a key moves it): the costliest decision selected, and in view. */
export function openedReview(layout: ReviewLayout | null, rows: number): ReviewUi {
  if (!layout || layout.decisionAt.length === 0) return { selected: 0, offset: 0 };
  const max = Math.max(0, layout.lines.length - rows);
  return { selected: 0, offset: Math.min(max, inView(layout, 0, 0, rows)) };
}
