// Seat order round the table. Seats are numbered in the direction of play, so the seat after s
// is s + 1 (mod n) in every game.
import type { Seat } from './history-lines.js';

/** All n seats in playing order, beginning with `first` (which may lie outside 0..n-1). */
export function seatsFrom(first: Seat, n: number): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) out.push((((first + k) % n) + n) % n);
  return out;
}
