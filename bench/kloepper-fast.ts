// Kloepper's line of `npm run bench` (engine.bench.ts): whole random deals, the declaration, knocks
// and knock-back answers included, on the fast path (src/games/kloepper/solver-position.ts) with every playout
// loaded from its Game state, against the hand-tuned loop (bench/reference-kloepper.ts) and the
// Game interface with the same deals and choices (the checksums must agree), and a whole deal
// solved exactly from its first card.
import { sidesFrom } from '../src/bots/deal-on-positions.js';
import { Solver } from '../src/bots/solver.js';
import { Rng } from '../src/core/rng.js';
import { KloepperWork } from '../src/games/kloepper/solver-position.js';
import { kloepper, type KloepperState } from '../src/games/kloepper/index.js';
import { kloepperReferenceLoop, toKloepperRefDeal } from './reference-kloepper.js';
import { XorShift } from './xorshift.js';

/** Deals of a Kloepper match just dealt (the declaration or the first card next). */
function kloepperDeals(count: number): KloepperState[] {
  const opts = kloepper.resolveOptions('standard', 4, { deals: '1000', target: '10000' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed('bench/kloepper');
  const out: KloepperState[] = [];
  let s = kloepper.setup({ variant: 'standard', players: 4, options: opts.value });
  while (out.length < count) {
    const turn = kloepper.turn(s);
    if (turn.kind === 'over') s = kloepper.setup({ variant: 'standard', players: 4, options: opts.value });
    else if (turn.kind === 'chance') {
      s = kloepper.apply(s, kloepper.drawChance(s, rng));
      out.push(s);
    } else s = kloepper.apply(s, rng.pick(kloepper.legalActions(s)));
  }
  return out;
}

function fastLoop(states: readonly KloepperState[], count: number, rng: XorShift): number {
  const work = new KloepperWork();
  const buf = new Int32Array(work.maxActions);
  const out = new Float64Array(4);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    work.load(states[d % states.length]!);
    while (!work.done()) work.apply(buf[rng.int(work.legal(buf))]!);
    work.balances(out);
    for (let x = 0; x < 4; x++) checksum += out[x]! * (x + 1);
  }
  return checksum;
}

function interfaceLoop(states: readonly KloepperState[], count: number, rng: XorShift): number {
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const start = states[d % states.length]!;
    let s = start;
    while (s.dealNo === start.dealNo && s.phase !== 'deal' && s.phase !== 'over') {
      const legal = kloepper.legalActions(s);
      s = kloepper.apply(s, legal[rng.int(legal.length)]!);
    }
    for (let x = 0; x < 4; x++) checksum += s.balances[x]! * (x + 1);
  }
  return checksum;
}

/** Whole deals solved exactly from their first card (queen side against the rest: alpha-beta). */
function solveAll(states: readonly KloepperState[]): { ms: number; nodes: number; deals: number } {
  const work = new KloepperWork();
  const solver = new Solver(work, 4);
  let deals = 0;
  const t0 = cpuMs();
  for (const s of states) {
    if (s.phase !== 'play') continue;
    work.load(s);
    solver.alphaBeta({ root: s.toPlay, leaf: (out) => work.returns(out) }, sidesFrom(kloepper.sides!(s), s.toPlay, 4)!);
    deals++;
  }
  return { ms: cpuMs() - t0, nodes: solver.nodes, deals };
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(xs: number[]): number {
  return xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
}

function rate(loop: (count: number, rng: XorShift) => number, count: number): { perSec: number; checksum: number } {
  const t0 = cpuMs();
  const checksum = loop(count, new XorShift(0x1234567));
  return { perSec: count / ((cpuMs() - t0) / 1000), checksum };
}

/** The bench line: `fmt` formats a rate as the other lines do. */
export function kloepperFastLine(fmt: (x: number) => string): string {
  const states = kloepperDeals(4096);
  // The reference reads deals converted before its timing starts, so only the fast path pays a load.
  const ref = states.map(toKloepperRefDeal);
  const loops = {
    loading: (count: number, rng: XorShift) => fastLoop(states, count, rng),
    reference: (count: number, rng: XorShift) => kloepperReferenceLoop(ref, count, rng),
    interface: (count: number, rng: XorShift) => interfaceLoop(states, count, rng),
  };
  rate(loops.loading, 50_000); // warm-up (JIT)
  rate(loops.reference, 50_000);
  rate(loops.interface, 5_000);
  const seen = { loading: [] as number[], reference: [] as number[], interface: [] as number[] };
  for (let round = 0; round < 3; round++) {
    seen.loading.push(rate(loops.loading, 300_000).perSec);
    seen.reference.push(rate(loops.reference, 600_000).perSec);
    seen.interface.push(rate(loops.interface, 20_000).perSec);
  }
  const sums = new Set((['loading', 'reference', 'interface'] as const).map((k) => rate(loops[k], 10_000).checksum));
  if (sums.size !== 1) throw new Error(`kloepper 4p loops disagree: checksums ${[...sums].join(', ')}`);
  const solved = solveAll(states.slice(0, 200));
  const loadRate = median(seen.loading);
  const refRate = median(seen.reference);
  return (
    `kloepper 4p  whole random deals (CPU time, median of 3): every playout loaded from its Game state ${fmt(loadRate)} deals/s, ` +
    `reference loop ${fmt(refRate)} deals/s (fast / reference ${(loadRate / refRate).toFixed(2)}, aim ≥ 0.5); ` +
    `Game interface ${fmt(median(seen.interface))} deals/s; same choices, checksums agree; a whole deal solved exactly from its first card ` +
    `(alpha-beta, queen side against the rest): ${(solved.ms / solved.deals).toFixed(3)} ms, ${fmt(solved.nodes / solved.deals)} nodes`
  );
}
