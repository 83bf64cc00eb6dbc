// Engine benchmark (never part of the test run): `npm run bench`.
//  1. Full random deals per second straight through the Game interface (Lupfen, Kloepper, Tøppen at
//     4 and 8 players): no history,
//     no agents, one uniform choice per decision. This is the budget a search bot draws on.
//  2. Whole matches per second through the match loop as `sim` runs them (bot:random seats,
//     history lines built and counted but not written to disk).
//  3. The card play of random 4-player force deals three ways, with the same random choices
//     (the checksums must agree): the fast path the solver uses, the hand-tuned reference loop
//     (bench/reference-lupfen.ts), and the Game interface; the fast path's share of the reference.
//  4. The solver: full 4-player card-play deals solved on the fast path and by the walk through
//     `apply`, nodes per second, and bot:hard's own setting (the opponent model).
//  5. Fipsen, one line per variant and player count: random deals through the Game interface, the
//     card play on the fast path against bench/reference-fipsen.ts (each deal loaded once and played
//     out 16 times, as the solver walks a loaded deal; and every playout loaded afresh), a whole
//     deal solved exactly.
//  6. Kloepper 4p: whole random deals on the fast path, every playout loaded from its Game state,
//     against bench/reference-kloepper.ts (bench/kloepper-fast.ts).
//  7. Tøppen at 4 and 8 players: random whole deals on the fast path, every playout loaded from
//     its Game state, against bench/reference-toeppen.ts and the Game interface.
import { DealSolver } from '../src/bots/search.js';
import { Solver } from '../src/bots/solver.js';
import { Rng } from '../src/core/rng.js';
import type { AnyGame } from '../src/contract/game.js';
import { sidesFrom } from '../src/bots/deal-on-positions.js';
import { FipsenWork } from '../src/games/fipsen/solver-position.js';
import { fipsen, type FipsenState } from '../src/games/fipsen/index.js';
import { LupfenWork } from '../src/games/lupfen/solver-position.js';
import { lupfen, type LupfenState } from '../src/games/lupfen/index.js';
import { runSim } from '../src/engine/sim.js';
import { findGame, loadGames } from '../src/games/registry.js';
import { ToeppenWork } from '../src/games/toeppen/solver-position.js';
import { toeppen, type ToeppenState } from '../src/games/toeppen/index.js';
import { fipsenReferenceLoop, toFipsenRefDeal } from './reference-fipsen.js';
import { kloepperFastLine } from './kloepper-fast.js';
import { referenceLoop, toRefDeal } from './reference-lupfen.js';
import { toToeppenRefDeal, toeppenReferenceLoop } from './reference-toeppen.js';
import { XorShift } from './xorshift.js';

await loadGames();

function rawDeals(game: AnyGame, variant: string, players: number, ms: number): { deals: number; perSec: number } {
  // A match as long as its variant counts it: deals, or Thedinghausen's games (each several deals).
  const key = game.variants.find((v) => v.id === variant)?.lengthKey ?? 'deals';
  const opts = game.resolveOptions(variant, players, { [key]: key === 'deals' ? '1000' : '100' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(`bench/${variant}`);
  let deals = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    let state = game.setup({ variant, players, options: opts.value });
    for (;;) {
      const turn = game.turn(state);
      if (turn.kind === 'over') break;
      const action = turn.kind === 'chance' ? game.drawChance(state, rng) : rng.pick(game.legalActions(state));
      state = game.apply(state, action);
    }
    deals += game.dealNumber(state);
    elapsed = performance.now() - t0;
  }
  return { deals, perSec: deals / (elapsed / 1000) };
}

async function simMatches(
  game: AnyGame,
  variant: string,
  players: number,
  matches: number,
): Promise<{ perSec: number; dealsPerSec: number }> {
  const opts = game.resolveOptions(variant, players, {});
  if (!opts.ok) throw new Error(opts.reason);
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot:random', name: `Bot ${i + 1}` }));
  const r = await runSim({
    game,
    variant,
    players,
    options: opts.value,
    seats,
    seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: 'random' })),
    seed: 'bench',
    matches,
  });
  if (!r.ok) throw new Error(r.reason);
  return { perSec: matches / r.value.seconds, dealsPerSec: r.value.deals / r.value.seconds };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
console.log(`node ${process.version}, ${process.arch}`);
for (const variant of ['classic', 'vorarlberg']) {
  rawDeals(lupfen, variant, 4, 1000); // warm-up (JIT)
  const r = rawDeals(lupfen, variant, 4, 3000);
  console.log(`lupfen ${variant} 4p  random deals through the Game interface: ${fmt(r.perSec)} deals/s`);
}
// The other games, through the same interface: Kloepper (4 players), Tøppen at 4 and 8.
for (const [id, players] of [
  ['kloepper', 4],
  ['toeppen', 4],
  ['toeppen', 8],
] as const) {
  const game = findGame(id)!.game!;
  rawDeals(game, game.defaultVariant, players, 1000); // warm-up (JIT)
  const r = rawDeals(game, game.defaultVariant, players, 3000);
  console.log(`${id} ${players}p  random deals through the Game interface: ${fmt(r.perSec)} deals/s`);
}
for (const variant of ['classic', 'vorarlberg']) {
  await simMatches(lupfen, variant, 4, 50); // warm-up
  const r = await simMatches(lupfen, variant, 4, 500);
  console.log(
    `lupfen ${variant} 4p  sim (match loop, bot:random, default 20 deals): ${fmt(r.perSec)} matches/s (${fmt(r.dealsPerSec)} deals/s)`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. card play: fast path against the reference loop

/** Force deals of vorarlberg 4p at their first card, each from a fresh match. */
function forceDeals(count: number): LupfenState[] {
  const opts = lupfen.resolveOptions('vorarlberg', 4, { deals: '1000' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed('bench/force');
  const out: LupfenState[] = [];
  while (out.length < count) {
    let s = lupfen.setup({ variant: 'vorarlberg', players: 4, options: opts.value });
    while (lupfen.turn(s).kind === 'chance') s = lupfen.apply(s, lupfen.drawChance(s, rng));
    // An Unter-Unter-Ober hand may scrap: keep. Three Unders settle at once: no card play, skip.
    while (s.phase === 'scrap') s = lupfen.apply(s, { kind: 'call', call: 'keep' });
    if (s.phase === 'play') out.push(s);
  }
  return out;
}

function fastLoop(states: readonly LupfenState[], count: number, rng: XorShift): number {
  const work = new LupfenWork();
  const buf = new Int32Array(3);
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

function interfaceLoop(states: readonly LupfenState[], count: number, rng: XorShift): number {
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    let s = states[d % states.length]!;
    while (s.phase === 'play') {
      const legal = lupfen.legalActions(s);
      s = lupfen.apply(s, legal[rng.int(legal.length)]!);
    }
    const b = lupfen.balances(s);
    for (let x = 0; x < 4; x++) checksum += b[x]! * (x + 1);
  }
  return checksum;
}

/**
 * CPU time of this process in ms. The card-play and solver figures are timed by it, not by the
 * clock: on a machine shared with other jobs the clock counts the time others run too (their
 * spread in wall time was ±40% between runs; in CPU time ±5%).
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** Deals per second of `loop` over `count` deals, and its checksum. */
function rate(loop: (count: number, rng: XorShift) => number, count: number): { perSec: number; checksum: number } {
  const t0 = cpuMs();
  const checksum = loop(count, new XorShift(0x1234567));
  return { perSec: count / ((cpuMs() - t0) / 1000), checksum };
}

const states = forceDeals(4096);
const refDeals = states.map(toRefDeal);
const loops = {
  fast: (count: number, rng: XorShift) => fastLoop(states, count, rng),
  reference: (count: number, rng: XorShift) => referenceLoop(refDeals, count, rng),
  interface: (count: number, rng: XorShift) => interfaceLoop(states, count, rng),
};
const sizes = { fast: 1_500_000, reference: 3_000_000, interface: 150_000 };
for (const k of ['fast', 'reference', 'interface'] as const) rate(loops[k], sizes[k] / 5); // warm-up (JIT)
const seen: Record<string, number[]> = { fast: [], reference: [], interface: [] };
for (let round = 0; round < 5; round++) {
  for (const k of ['fast', 'reference', 'interface'] as const) seen[k]!.push(rate(loops[k], sizes[k]).perSec);
}
const sums = new Set((['fast', 'reference', 'interface'] as const).map((k) => rate(loops[k], 20_000).checksum));
if (sums.size !== 1) throw new Error(`card-play loops disagree: checksums ${[...sums].join(', ')}`);
const fastRate = median(seen.fast!);
const refRate = median(seen.reference!);
console.log(`lupfen vorarlberg 4p  card play of random force deals (CPU time, median of 5):`);
console.log(`  fast path (load, legal, apply, balances): ${fmt(fastRate)} deals/s`);
console.log(`  reference loop (bench/reference-lupfen.ts): ${fmt(refRate)} deals/s`);
console.log(`  Game interface (legalActions, apply):     ${fmt(median(seen.interface!))} deals/s`);
console.log(`  fast path / reference: ${(fastRate / refRate).toFixed(2)} (aim ≥ 0.33); same choices, checksums agree`);

// ---------------------------------------------------------------------------------------------
// 4. the solver

/** Solves `deals` completely for the seat to act: every first card valued to the end of the deal. */
function solveAll(deals: readonly LupfenState[], fastPath: boolean, policy: boolean): { ms: number; nodes: number } {
  const base = findGame('lupfen')!.bots!.hooks;
  const hooks = policy ? base : { ...base, policy: undefined };
  const solver = new DealSolver(hooks, null, fastPath);
  const t0 = cpuMs();
  for (const s of deals) {
    const turn = lupfen.turn(s);
    if (turn.kind !== 'decide') continue;
    solver.startDeal(s, turn.seat);
    for (const a of lupfen.legalActions(s)) solver.valueOf(s, a);
  }
  return { ms: cpuMs() - t0, nodes: solver.nodes };
}

function alphaBetaAll(deals: readonly LupfenState[]): { ms: number; nodes: number } {
  const work = new LupfenWork();
  const solver = new Solver(work, 4);
  const buf = new Float64Array(4);
  const t0 = cpuMs();
  for (const s of deals) {
    work.load(s);
    const root = s.pending[0]!;
    const b0 = s.balances;
    const side = [0, 1, 2, 3].map((x) => (x === root || x === (root + 2) % 4 ? 0 : 1));
    solver.alphaBeta(
      {
        root,
        leaf: (out) => {
          work.balances(buf);
          for (let x = 0; x < 4; x++) out[x] = buf[x]! - b0[x]!;
        },
      },
      side,
    );
  }
  return { ms: cpuMs() - t0, nodes: solver.nodes };
}

const solveSet = states.slice(0, 400);
const runs = (f: () => { ms: number; nodes: number }) => {
  f(); // warm-up
  const rs = [f(), f(), f()];
  return { ms: median(rs.map((r) => r.ms)), nodes: rs[0]!.nodes };
};
const per = (r: { ms: number; nodes: number }) =>
  `${(r.ms / solveSet.length).toFixed(3)} ms a deal, ${fmt(r.nodes / (r.ms / 1000))} nodes/s`;
const maxnFast = runs(() => solveAll(solveSet, true, false));
const maxnSlow = runs(() => solveAll(solveSet, false, false));
console.log(`solver, lupfen vorarlberg 4p, a whole card-play deal from its first card (${solveSet.length} deals, CPU time, median of 3):`);
console.log(`  max-n, every seat searched, fast path + table: ${per(maxnFast)}`);
console.log(`  max-n, every seat searched, walk through apply: ${per(maxnSlow)}  (${(maxnSlow.ms / maxnFast.ms).toFixed(1)}× the time)`);
console.log(`  alpha-beta, two sides (root and the seat opposite): ${per(runs(() => alphaBetaAll(solveSet)))}`);
const hardFast = runs(() => solveAll(solveSet, true, true));
const hardSlow = runs(() => solveAll(solveSet, false, true));
console.log(`  bot:hard's setting (opponent model), fast path: ${per(hardFast)}; walk through apply: ${per(hardSlow)}`);

// ---------------------------------------------------------------------------------------------
// 5. Fipsen: random deals through the Game interface, the card play on the fast path against the
// hand-tuned loop (bench/reference-fipsen.ts) with the same choices, and whole deals solved exactly.

const FIPSEN_TABLES = [
  ['prisdorf', 4],
  ['prisdorf', 3],
  ['grossenaspe', 3],
  ['grossenaspe', 4],
  ['grossenaspe', 5],
] as const;

/** Deals of a Fipsen table at their first card, reached by random calls (a plain bid, the Skat taken, often). */
function fipsenDeals(variant: string, players: number, count: number): FipsenState[] {
  const opts = fipsen.resolveOptions(variant, players, { deals: '10000' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(`bench/fipsen/${variant}/${players}`);
  const out: FipsenState[] = [];
  let s = fipsen.setup({ variant, players, options: opts.value });
  while (out.length < count) {
    const turn = fipsen.turn(s);
    if (turn.kind === 'over') s = fipsen.setup({ variant, players, options: opts.value });
    else if (turn.kind === 'chance') s = fipsen.apply(s, fipsen.drawChance(s, rng));
    else {
      if (s.phase === 'play' && s.tricks.length === 0 && s.trick === null) out.push(s);
      s = fipsen.apply(s, rng.pick(fipsen.legalActions(s)));
    }
  }
  return out;
}

/**
 * Playouts per deal in the card-play figure from a loaded deal: the solver loads a sampled deal
 * once and walks thousands of lines from it by apply and undo, so the fast path's own figure is
 * its play with each deal loaded once and every further playout undone back to the first card.
 */
const PLAYOUTS = 16;

/** `repeat` playouts of each deal: loaded for the first, undone back to its first card for the rest. */
function fipsenFastLoop(states: readonly FipsenState[], count: number, rng: XorShift, repeat: number): number {
  const work = new FipsenWork();
  const buf = new Int32Array(work.maxActions);
  const out = new Float64Array(8);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    if (d % repeat === 0) work.load(states[((d / repeat) | 0) % states.length]!);
    else while (work.ply > 0) work.undo();
    while (!work.done()) work.apply(buf[rng.int(work.legal(buf))]!);
    work.balances(out);
    for (let x = 0; x < work.players; x++) checksum += out[x]! * (x + 1);
  }
  return checksum;
}

function fipsenInterfaceLoop(states: readonly FipsenState[], count: number, rng: XorShift): number {
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    let s = states[d % states.length]!;
    while (s.phase === 'play' || s.phase === 'stop') {
      const legal = fipsen.legalActions(s);
      s = fipsen.apply(s, legal[rng.int(legal.length)]!);
    }
    const b = fipsen.balances(s);
    for (let x = 0; x < b.length; x++) checksum += b[x]! * (x + 1);
  }
  return checksum;
}

/** Whole deals solved exactly from their first card: declarer against the team, alpha-beta. */
function fipsenSolveAll(states: readonly FipsenState[]): { ms: number; nodes: number } {
  const work = new FipsenWork();
  const solver = new Solver(work, states[0]!.players);
  const t0 = cpuMs();
  for (const s of states) {
    work.load(s);
    const sideOf = sidesFrom(fipsen.sides!(s), s.contract!.declarer, s.players)!;
    solver.alphaBeta({ root: s.contract!.declarer, leaf: (out) => work.returns(out) }, sideOf);
  }
  return { ms: cpuMs() - t0, nodes: solver.nodes };
}

for (const [variant, players] of FIPSEN_TABLES) {
  rawDeals(fipsen, variant, players, 500); // warm-up (JIT)
  const raw = rawDeals(fipsen, variant, players, 2000);
  const states = fipsenDeals(variant, players, 2000);
  const ref = states.map(toFipsenRefDeal);
  const loops = {
    fast: (count: number, rng: XorShift) => fipsenFastLoop(states, count, rng, PLAYOUTS),
    reference: (count: number, rng: XorShift) => fipsenReferenceLoop(ref, count, rng, PLAYOUTS),
    // Every playout from a deal loaded afresh from its Game state; the reference reads deals
    // converted before its timing starts (toFipsenRefDeal), so only this loop pays a conversion.
    loading: (count: number, rng: XorShift) => fipsenFastLoop(states, count, rng, 1),
    referenceEach: (count: number, rng: XorShift) => fipsenReferenceLoop(ref, count, rng, 1),
    interface: (count: number, rng: XorShift) => fipsenInterfaceLoop(states, count, rng),
  };
  const timed = ['fast', 'reference', 'loading', 'referenceEach'] as const;
  const seen: Record<string, number[]> = { fast: [], reference: [], loading: [], referenceEach: [], interface: [] };
  for (const k of [...timed, 'interface'] as const) rate(loops[k], 5_000); // warm-up
  for (let round = 0; round < 3; round++) {
    for (const k of timed) seen[k]!.push(rate(loops[k], 100_000).perSec);
    seen.interface!.push(rate(loops.interface, 10_000).perSec);
  }
  for (const [a, b] of [
    ['fast', 'reference'],
    ['loading', 'referenceEach'],
    ['loading', 'interface'],
  ] as const) {
    const sums = new Set([a, b].map((k) => rate(loops[k], 10_000).checksum));
    if (sums.size !== 1) throw new Error(`fipsen ${variant} ${players}p ${a} and ${b} loops disagree: checksums ${[...sums].join(', ')}`);
  }
  const fastRate = median(seen.fast!);
  const refRate = median(seen.reference!);
  const loadRate = median(seen.loading!);
  const refEachRate = median(seen.referenceEach!);
  const solved = runs(() => fipsenSolveAll(states.slice(0, 400)));
  console.log(
    `fipsen ${variant} ${players}p  random deals through the Game interface: ${fmt(raw.perSec)} deals/s; card play (CPU time, median of 3): ` +
      `fast path ${fmt(fastRate)} deals/s, reference loop ${fmt(refRate)} deals/s (fast / reference ${(fastRate / refRate).toFixed(2)}, aim ≥ 0.5; ` +
      `each deal loaded once, ${PLAYOUTS} playouts); every playout loaded from its Game state ${fmt(loadRate)} deals/s ` +
      `(${(loadRate / refEachRate).toFixed(2)} of the reference's ${fmt(refEachRate)}); Game interface ${fmt(median(seen.interface!))} deals/s; ` +
      `a whole deal solved exactly (alpha-beta, declarer against the team): ${(solved.ms / 400).toFixed(3)} ms, ${fmt(solved.nodes / 400)} nodes`,
  );
}

// The Thedinghausen and Mecklenburg games: random deals through the Game interface (the reference
// loop writes out Prisdorf's and Großenaspe's rules only).
for (const [variant, players] of [
  ['thedinghausen', 5],
  ['ansegger', 4],
  ['duttfips', 4],
] as const) {
  rawDeals(fipsen, variant, players, 500); // warm-up (JIT)
  const raw = rawDeals(fipsen, variant, players, 2000);
  console.log(`fipsen ${variant} ${players}p  random deals through the Game interface: ${fmt(raw.perSec)} deals/s`);
}

console.log(kloepperFastLine(fmt));

// ---------------------------------------------------------------------------------------------
// 7. Tøppen: random whole deals (fold or stay, knocks and their answers, the cards) on the fast
// path, every playout loaded from its Game state at the first fold-or-stay, against the hand-tuned
// loop (bench/reference-toeppen.ts) and the Game interface with the same deals and choices
// (checksums agree).

/** Dealt Tøppen deals at their first decision, each from a fresh match (the first dealer drawn). */
function toeppenDeals(players: number, count: number): ToeppenState[] {
  const opts = toeppen.resolveOptions('standard', players, {});
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(`bench/toeppen/${players}`);
  const out: ToeppenState[] = [];
  while (out.length < count) {
    let s = toeppen.setup({ variant: 'standard', players, options: opts.value });
    while (toeppen.turn(s).kind === 'chance') s = toeppen.apply(s, toeppen.drawChance(s, rng));
    out.push(s);
  }
  return out;
}

// Each game keeps a loop of its own (Lupfen's above, Kloepper's in kloepper-fast.ts): one loop shared
// by the three working copies makes its calls polymorphic, and Tøppen's figure fell 0.38 → 0.36.
function toeppenFastLoop(states: readonly ToeppenState[], count: number, rng: XorShift): number {
  const work = new ToeppenWork();
  const buf = new Int32Array(work.maxActions);
  const out = new Float64Array(8);
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    work.load(states[d % states.length]!);
    while (!work.done()) work.apply(buf[rng.int(work.legal(buf))]!);
    work.balances(out);
    for (let x = 0; x < work.players; x++) checksum += out[x]! * (x + 1);
  }
  return checksum;
}

function toeppenInterfaceLoop(states: readonly ToeppenState[], count: number, rng: XorShift): number {
  let checksum = 0;
  for (let d = 0; d < count; d++) {
    const first = states[d % states.length]!;
    let s = first;
    while (s.dealNo === first.dealNo && toeppen.turn(s).kind === 'decide') {
      const legal = toeppen.legalActions(s);
      s = toeppen.apply(s, legal[rng.int(legal.length)]!);
    }
    for (let x = 0; x < s.n; x++) checksum += s.balances[x]! * (x + 1);
  }
  return checksum;
}

for (const players of [4, 8]) {
  const states = toeppenDeals(players, 2000);
  // The reference reads deals converted before its timing starts (toToeppenRefDeal): only the
  // fast path pays for reading the Game state.
  const ref = states.map(toToeppenRefDeal);
  const loops = {
    loading: (count: number, rng: XorShift) => toeppenFastLoop(states, count, rng),
    reference: (count: number, rng: XorShift) => toeppenReferenceLoop(ref, count, rng),
    interface: (count: number, rng: XorShift) => toeppenInterfaceLoop(states, count, rng),
  };
  const seen: Record<string, number[]> = { loading: [], reference: [], interface: [] };
  rate(loops.loading, 50_000); // warm-up (JIT)
  rate(loops.reference, 50_000);
  rate(loops.interface, 5_000);
  for (let round = 0; round < 3; round++) {
    seen.loading!.push(rate(loops.loading, 500_000).perSec);
    seen.reference!.push(rate(loops.reference, 1_000_000).perSec);
    seen.interface!.push(rate(loops.interface, 20_000).perSec);
  }
  const sums = new Set((['loading', 'reference', 'interface'] as const).map((k) => rate(loops[k], 10_000).checksum));
  if (sums.size !== 1) throw new Error(`toeppen ${players}p loops disagree: checksums ${[...sums].join(', ')}`);
  const loadRate = median(seen.loading!);
  const refRate = median(seen.reference!);
  console.log(
    `toeppen ${players}p  random whole-deal play (CPU time, median of 3): fast path, every playout loaded from its Game state ` +
      `${fmt(loadRate)} deals/s (${(loadRate / refRate).toFixed(2)} of the reference loop's ${fmt(refRate)}, aim ≥ 0.5); ` +
      `Game interface ${fmt(median(seen.interface!))} deals/s; same deals and choices, checksums agree`,
  );
}
