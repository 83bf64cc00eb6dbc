// murmur3's finaliser: a 32-bit integer mixed so that every input bit moves about half the output
// bits, and not linearly over GF(2). Stable seeding of per-decision Rngs, and hash keys.
export function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
