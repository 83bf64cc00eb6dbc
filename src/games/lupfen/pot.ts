// Lupfen's pot rule: the pot is won by tricks, a third each.

/** A pot split in thirds (one third per trick): `share` per trick and the `remainder` (0–2). */
export function thirds(pot: number): { share: number; remainder: number } {
  const share = Math.floor(pot / 3);
  return { share, remainder: pot - 3 * share };
}
