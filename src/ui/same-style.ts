// Ink turns every frame into text cell by cell (@alcalzone/ansi-tokenize's styledCharsToString):
// between two neighbouring cells it works out the escape codes that change the style, building
// three Sets and several arrays each time, ~3,200 times for a 100×32 table. Most neighbours share
// their style (blank cells, runs of one colour), and then that difference is always empty.
// scripts/build.mjs lets styledCharsToString skip the work for such neighbours through this test;
// test/ui/same-style.test.ts checks that the difference is indeed empty whenever it answers yes.

/** An escape code as ansi-tokenize keeps it: the code that starts a style and the one that ends it. */
export interface StyleCode {
  readonly code: string;
  readonly endCode: string;
}

/** The two cells' styles are the same codes in the same order: no escape code between them. */
export function sameAnsiCodes(a: readonly StyleCode[], b: readonly StyleCode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.code !== b[i]!.code || a[i]!.endCode !== b[i]!.endCode) return false;
  }
  return true;
}
