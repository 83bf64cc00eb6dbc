// The lines the rules have produced that the file has not shown yet. Most must come next and in
// order; a floating announcement (Game.floatingReveals) may come earlier or later within its deal.
import type { GameLine } from '../../core/history-lines.js';
import { gameLineDiff, sameLine, short } from './line-diff.js';
import type { Mismatches } from './mismatches.js';

/** Removes the first line of `list` that is `line`; whether there was one. */
function take(list: GameLine[], line: GameLine): boolean {
  const i = list.findIndex((l) => sameLine(line, l));
  if (i >= 0) list.splice(i, 1);
  return i >= 0;
}

/** "an end line", "a deal line": the messages name the line owed. */
const aLine = (l: GameLine): string => `${/^[aeiou]/.test(l.type) ? 'an' : 'a'} ${l.type} line`;

export class OwedLines {
  /** Lines the rules have produced that the file has not shown yet, in order. */
  private expected: GameLine[] = [];
  /** Floating file lines the rules have not produced yet. */
  private early: { line: GameLine; lineNo: number }[] = [];
  /** Floating rule lines the file has not shown yet. */
  private late: GameLine[] = [];
  private readonly floating: ReadonlySet<string>;

  constructor(
    floatingReveals: readonly string[],
    private readonly mismatches: Mismatches,
  ) {
    this.floating = new Set(floatingReveals);
  }

  /** What is owed now, to go back to with `load` (an undo line). */
  save(): { expected: GameLine[]; early: { line: GameLine; lineNo: number }[]; late: GameLine[] } {
    return { expected: [...this.expected], early: [...this.early], late: [...this.late] };
  }

  load(saved: ReturnType<OwedLines['save']>): void {
    this.expected = [...saved.expected];
    this.early = [...saved.early];
    this.late = [...saved.late];
  }

  /** Some line the rules produced has still to come. */
  get owing(): boolean {
    return this.expected.length > 0;
  }

  /** The lines owed, in order. */
  peek(): readonly GameLine[] {
    return this.expected;
  }

  /** The first `n` owed lines were said by one line of the file (a merged exchange). */
  drop(n: number): void {
    this.expected.splice(0, n);
  }

  isFloating(l: GameLine): boolean {
    return l.type === 'reveal' && this.floating.has(l.what);
  }

  /** The rules wrote `log`: a floating line the file showed early is settled by it. */
  produced(log: readonly GameLine[]): void {
    for (const l of log) {
      const i = this.isFloating(l) ? this.early.findIndex((e) => sameLine(e.line, l)) : -1;
      if (i >= 0) this.early.splice(i, 1);
      else this.expected.push(l);
    }
  }

  /** Lines the rules produced before `lineNo` that the file lacks (a floating one may still come). */
  missing(lineNo: number): void {
    this.late.push(...this.expected.filter((l) => this.isFloating(l)));
    this.expected = this.expected.filter((l) => !this.isFloating(l));
    for (const l of this.expected)
      this.mismatches.add(lineNo, `the rules give ${aLine(l)} before this one that the file lacks: ${short(l)}`);
    this.expected = [];
  }

  /**
   * A floating file line other than the one owed next: settles a late or owed one, or waits for
   * the rules as an early one. False when `line` is to be checked as the next line.
   */
  placeFloating(line: GameLine, lineNo: number): boolean {
    if (!this.isFloating(line)) return false;
    const head = this.expected[0];
    if (head && sameLine(line, head)) return false;
    if (!take(this.late, line) && !take(this.expected, line)) this.early.push({ line, lineNo });
    return true;
  }

  /** The file's `line` must be the next line owed. `over`: the rules have ended the match. */
  checkNext(line: GameLine, lineNo: number, game: Parameters<typeof gameLineDiff>[2], over: () => boolean): void {
    const ours = this.expected.shift();
    if (!ours) {
      if (line.type === 'end' && !over()) this.mismatches.add(lineNo, 'the file ends the match here, but under the rules it goes on');
      else this.mismatches.add(lineNo, `the rules give no ${line.type} line here`);
      return;
    }
    const diff = gameLineDiff(line, ours, game);
    if (diff) {
      this.mismatches.add(lineNo, diff);
      // A line of another type is a line missing or extra: keep ours for the next line.
      if (ours.type !== line.type) this.expected.unshift(ours);
    }
  }

  /** After the file's `line`: a deal's settle or the end closes the deal, and the end owes nothing more. */
  after(line: GameLine, lineNo: number): void {
    if (line.type === 'settle' || line.type === 'end') this.closeDeal(lineNo);
    if (line.type === 'end' && this.owing) this.missing(lineNo);
  }

  /**
   * The file has no more lines. Returns the lines still owed, which resume writes: an unfinished
   * file may stop between a decision and its consequences.
   */
  finish(finished: boolean): GameLine[] {
    this.reportEarly();
    return finished ? [] : [...this.late, ...this.expected];
  }

  /** A deal is over: floating lines must have met their match. */
  private closeDeal(lineNo: number): void {
    this.reportEarly();
    for (const l of this.late) this.mismatches.add(lineNo, `the rules give ${aLine(l)} in this deal that the file lacks: ${short(l)}`);
    this.early = [];
    this.late = [];
  }

  private reportEarly(): void {
    for (const e of this.early) this.mismatches.add(e.lineNo, `the rules give no such ${e.line.type} line in this deal: ${short(e.line)}`);
  }
}
