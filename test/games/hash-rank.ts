// How independent a fast path's 64-bit Zobrist keys are (src/games/solver-position.ts).

/** The rank over GF(2) of the keys as 64-bit rows (lo, hi): below 64, some sets of keys XOR to zero in both halves. */
export function rank64(lo: Int32Array, hi: Int32Array): number {
  const rows = Array.from(lo, (l, i) => (BigInt(l >>> 0) << 32n) | BigInt(hi[i]! >>> 0));
  let r = 0;
  for (let bit = 63n; bit >= 0n; bit--) {
    const m = 1n << bit;
    const p = rows.findIndex((x, i) => i >= r && (x & m) !== 0n);
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p]!, rows[r]!];
    for (let i = 0; i < rows.length; i++) if (i !== r && (rows[i]! & m) !== 0n) rows[i] = rows[i]! ^ rows[r]!;
    r++;
  }
  return r;
}
