// Integer pot arithmetic. Chips are whole numbers; every split says where the odd chips go.

/**
 * Shares `amount` among `n` seats equally; the `amount mod n` odd chips go one each to seats in
 * playing order starting at `firstSeat`.
 */
export function shareOut(amount: number, n: number, firstSeat: number): number[] {
  const each = Math.floor(amount / n);
  const out = new Array<number>(n).fill(each);
  let odd = amount - each * n;
  for (let k = 0; odd > 0; k++, odd--) out[(firstSeat + k) % n]! += 1;
  return out;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** Seats with the highest balance (ties share the win). */
export function leaders(balances: readonly number[]): number[] {
  const best = Math.max(...balances);
  const out: number[] = [];
  balances.forEach((b, i) => {
    if (b === best) out.push(i);
  });
  return out;
}

/** Seats with the lowest total (fines: fewer is better; ties share the win). */
export function fewest(totals: readonly number[]): number[] {
  const best = Math.min(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
}
