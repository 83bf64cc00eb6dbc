// How much of the long property and mutation tests `npm test` runs. The suite keeps a third of
// each, enough to fail on a broken rule within its two minutes; `npm run fuzz` runs them in full
// and more (FUZZ=3 is the size they were written with; FUZZ=30 is an overnight run).
const scale = Number(process.env['FUZZ'] ?? '1');
if (!(scale > 0)) throw new Error(`FUZZ must be a positive number, not "${process.env['FUZZ']}"`);

/** `base` runs, times FUZZ (at least one). */
export function runs(base: number): number {
  return Math.max(1, Math.round(base * scale));
}
