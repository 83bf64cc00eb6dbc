// `cardtable fipsen --seed ks/3` (Prisdorf, four players) as the issue played it, in process: seat 0
// bids 2 and takes the Skat (the others pass), then lays 8♣ 8♠ away and names clubs.
import { Rng } from '../../../src/core/rng.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenPhase, FipsenState } from '../../../src/games/fipsen/types.js';

/** Seat 0's answers by action key, in order of preference; the other seats pass. */
const MINE = ['bid:2', 'skat', 'discard:8C,8S', 'trump:C'];

/** The ks/3 deal played up to `phase`, and the lines written so far. */
export function ks3(phase: FipsenPhase): { state: FipsenState; log: GameLine[] } {
  const o = fipsen.resolveOptions('prisdorf', 4, {});
  if (!o.ok) throw new Error(o.reason);
  let s: FipsenState = fipsen.setup({ variant: 'prisdorf', players: 4, options: o.value });
  const rng = Rng.fromSeed('ks/3');
  const log: GameLine[] = [];
  while (s.phase !== phase) {
    const t = fipsen.turn(s);
    let a: FipsenAction | undefined;
    if (t.kind === 'chance') a = fipsen.drawChance(s, rng);
    else if (t.kind === 'decide') {
      const want = t.seat === 0 ? MINE : ['pass'];
      a = fipsen.legalActions(s).find((x) => want.includes(fipsen.actionKey(x)));
    }
    if (!a) throw new Error(`ks/3: no scripted action at ${s.phase}`);
    s = fipsen.apply(s, a, log);
  }
  return { state: s, log };
}
