/**
 * The `file:line: …` findings of one replay, capped: a file of another program that differs on
 * every line still gives a report one can read.
 */
export class Mismatches {
  readonly list: string[] = [];

  constructor(
    private readonly name: string,
    private readonly max: number,
  ) {}

  /** `file:line: why`, for a finding that stops the replay as well as for a mismatch. */
  at(lineNo: number, why: string): string {
    return `${this.name}:${lineNo}: ${why}`;
  }

  add(lineNo: number, why: string): void {
    if (this.list.length < this.max) this.list.push(this.at(lineNo, why));
  }
}
