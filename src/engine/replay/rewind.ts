// Undo lines in a replay (docs/history-format.md "undo"): the replay keeps, for the deal in
// progress, what it had after each of the deal's standing lines, and an undo line goes back to
// the first `keep` of them. The lines it takes back were checked when they came (a take-back does
// not make an illegal move acceptable), and it may not take back a line that showed the seat
// cards (undo.ts): such a file was not written by a fair table.
import type { BodyLine, UndoLine } from '../../core/history-lines.js';
import type { Game } from '../../contract/game.js';
import { shownCards } from '../undo.js';
import type { SplitExchanges } from './exchanges.js';
import type { Mismatches } from './mismatches.js';
import type { OwedLines } from './owed.js';
import type { ReplayTable } from './table.js';

interface Saved<S> {
  readonly table: ReturnType<ReplayTable<S, unknown, unknown>['save']>;
  readonly owed: ReturnType<OwedLines['save']>;
  readonly held: ReturnType<SplitExchanges<S, unknown, unknown>['save']>;
}

interface Kept<S> {
  readonly line: BodyLine;
  /** The rules' state before it: who may read it is judged there. */
  readonly before: S;
  readonly decision: boolean;
}

export class DealRewind<S, A, V> {
  private deal: number | null = null;
  /** The file line of the deal's `settle`, once it is scored: nothing before it goes back. */
  private settledAt: number | null = null;
  /** After the deal line, then after each standing line of the deal. */
  private saved: Saved<S>[] = [];
  private lines: Kept<S>[] = [];
  /** Lines taken back so far in the file, undo lines included: the file's lines less these stand. */
  void = 0;

  constructor(
    private readonly game: Game<S, A, V>,
    private readonly table: ReplayTable<S, A, V>,
    private readonly owed: OwedLines,
    private readonly exchanges: SplitExchanges<S, A, V>,
    private readonly mismatches: Mismatches,
  ) {}

  /** Lines standing after the current deal's `deal` line. */
  get dealLines(): number {
    return this.lines.length;
  }

  private save(): Saved<S> {
    return { table: this.table.save(), owed: this.owed.save(), held: this.exchanges.save() };
  }

  /** `line` (file line `lineNo`, not an undo line) has been replayed; `before` was the rules' state before it. */
  replayed(line: BodyLine, lineNo: number, before: S, decision: boolean): void {
    if (line.type === 'deal' || line.type === 'settle') {
      // A settle starts the count again as a deal line does: the lines after it (a shove before the
      // next deal) are no lines of the scored deal (undo.ts UndoCounts).
      if (line.type === 'deal') this.deal = line.deal;
      this.settledAt = line.type === 'settle' ? lineNo : null;
      this.lines = [];
      this.saved = [this.save()];
      return;
    }
    if (this.deal === null) return;
    this.lines.push({ line, before, decision });
    this.saved.push(this.save());
  }

  /** Goes back as `line` says; returns why the replay must stop, or null. */
  undo(line: UndoLine, lineNo: number): string | null {
    const at = (why: string): string => this.mismatches.at(lineNo, `"undo" line: ${why}`);
    if (this.deal === null) return at('no deal has been dealt yet');
    if (this.settledAt !== null)
      return at(
        `deal ${this.deal} was scored (settle line ${this.settledAt}) and the next deal not dealt yet; an undo never reaches into a scored deal`,
      );
    if (line.deal !== this.deal) return at(`deal ${line.deal} is not the deal in play (deal ${this.deal}); an undo stays in its deal`);
    if (line.keep > this.lines.length) return at(`keeps ${line.keep} lines of deal ${line.deal}, which has ${this.lines.length} standing`);
    if (line.keep === this.lines.length) return at(`keeps all ${line.keep} standing lines of deal ${line.deal}: it takes nothing back`);
    if (this.owed.owing) return at('comes between a move and the lines it causes');
    const back = this.saved[line.keep]!;
    if (back.owed.expected.length > 0) return at(`keeps ${line.keep} lines, which splits a move from the lines it causes`);
    const undone = this.lines.slice(line.keep);
    for (const k of undone) {
      const seen = shownCards(this.game, k.before, k.line, line.seat);
      if (seen) return at(`takes back cards seat ${line.seat} had seen (${k.line.type} line): ${seen}`);
    }
    const moves = undone.filter((k) => k.decision).length;
    if (line.moves !== undefined && line.moves !== moves)
      this.mismatches.add(lineNo, `"undo" line says ${line.moves} moves, but it takes back ${moves}`);
    this.table.load(back.table);
    this.owed.load(back.owed);
    this.exchanges.load(back.held);
    this.lines.length = line.keep;
    this.saved.length = line.keep + 1;
    this.void += undone.length + 1;
    return null;
  }
}
