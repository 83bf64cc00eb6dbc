// Exchange lines a writer may split or merge differently from the rules' own lines (fipsen.md §8
// and history.md leave both to the writer): a pick-up and the discard after it written as one
// line ("skat+rest"), even with a decision between them under the rules, and a discard written in
// parts. The discard is held until it decodes and played then; a card played first refuses it.
import type { Card } from '../../core/cards.js';
import type { ExchangeLine, GameLine } from '../../core/history-lines.js';
import type { Game } from '../../contract/game.js';
import { gameLineDiff, sameCards } from './line-diff.js';
import type { Mismatches } from './mismatches.js';
import type { OwedLines } from './owed.js';
import type { ReplayTable } from './table.js';

/** `a` less the cards of `b` (each once), or null when `b` holds a card `a` lacks. */
function lessCards(a: readonly string[], b: readonly string[]): string[] | null {
  const rest = [...a];
  for (const c of b) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/**
 * A file's exchange line that says in one what the rules write as several: the pick-ups
 * `expected` begins with, from the piles the line names ("skat", "skat+rest"), and the discard
 * that follows them. Returns how many of `expected` the line covers and the discard left over as
 * a line of its own (null: none), or null when the line is not such a merge.
 */
export function splitMergedExchange(
  line: ExchangeLine,
  expected: readonly GameLine[],
): { readonly covered: number; readonly discard: ExchangeLine | null } | null {
  const piles = String(line.from).split('+');
  const got: string[] = [];
  const gave: string[] = [];
  let covered = 0;
  for (const e of expected) {
    if (e.type !== 'exchange' || e.seat !== line.seat || e.deal !== line.deal || e.got.length === 0 || !piles.includes(e.from)) break;
    got.push(...e.got);
    gave.push(...e.gave);
    covered++;
    if (sameCards(got, line.got)) break;
  }
  if (covered === 0 || !sameCards(got, line.got)) return null;
  const left = lessCards(line.gave, gave);
  if (left === null) return null;
  // The line merely says the same as the rules' one line: the ordinary comparison takes it.
  if (covered === 1 && left.length === 0 && piles.length === 1) return null;
  const discard: ExchangeLine | null =
    left.length === 0 ? null : { type: 'exchange', deal: line.deal, seat: line.seat, from: piles[0]!, gave: left as Card[], got: [] };
  return { covered, discard };
}

/** What `take` did with a file line: took it (nothing more to do for it), or not; or why the replay stops. */
export type Taken = { readonly taken: boolean; readonly refused: string | null };

type HeldDiscard = { readonly line: ExchangeLine; readonly lineNo: number; readonly reason: string | null };

/** The discard a file gave early (merged into a pick-up) or in parts, until it can be played. */
export class SplitExchanges<S, A, V> {
  private held: HeldDiscard | null = null;

  constructor(
    private readonly game: Game<S, A, V>,
    private readonly table: ReplayTable<S, A, V>,
    private readonly owed: OwedLines,
    private readonly mismatches: Mismatches,
  ) {}

  /** The discard held now, to go back to with `load` (an undo line). */
  save(): HeldDiscard | null {
    return this.held;
  }

  load(held: HeldDiscard | null): void {
    this.held = held;
  }

  /** Takes `line` when it is a merged pick-up, a part of a discard, or the first part of one. */
  take(line: GameLine, lineNo: number): Taken {
    const held = this.held;
    const lateDiscard = line.type === 'exchange' && line.got.length === 0 && held !== null && held.line.seat === line.seat;
    const merged = line.type === 'exchange' && !lateDiscard ? splitMergedExchange(line, this.owed.peek()) : null;
    if (merged || lateDiscard) {
      if (merged) this.owed.drop(merged.covered);
      if (lateDiscard) {
        // A later part is the same discard: its deal and pile must be the first part's.
        const diff = gameLineDiff({ ...line, gave: [], got: [] }, { ...held.line, gave: [], got: [] });
        if (diff) this.mismatches.add(lineNo, diff);
        this.held = { ...held, line: { ...held.line, gave: [...held.line.gave, ...line.gave] } };
      } else if (merged?.discard) this.held = { line: merged.discard, lineNo, reason: null };
      return { taken: true, refused: this.playHeld() };
    }
    if (held && (line.type === 'play' || line.type === 'deal' || line.type === 'settle' || line.type === 'end'))
      return {
        taken: true,
        refused: held.reason ?? this.mismatches.at(held.lineNo, 'the cards laid away here are not a discard the rules allow'),
      };
    if (line.type === 'exchange' && line.got.length === 0 && !this.owed.owing) {
      // A discard in parts: the first part alone may not be one the rules allow.
      const decoded = this.game.decodeLine(this.table.state, line);
      if (!decoded.ok) {
        this.held = { line, lineNo, reason: this.mismatches.at(lineNo, decoded.reason) };
        return { taken: true, refused: null };
      }
    }
    return { taken: false, refused: null };
  }

  /** After a decision: the held discard, once nothing is owed and it decodes, is played. */
  playHeld(): string | null {
    const h = this.held;
    if (!h || this.owed.owing) return null;
    const decoded = this.game.decodeLine(this.table.state, h.line);
    if (!decoded.ok || decoded.value.length === 0) return null;
    this.held = null;
    return this.table.playLine(h.line, h.lineNo);
  }
}
