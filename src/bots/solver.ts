// The exact solver of one complete (determinised) deal on a game's fast path (games/solver-position.ts):
// apply and undo on one working copy, no state copied per move.
//
// Two searches:
// - `alphaBeta`, where the deal is two-sided (Kloepper's queen side against the rest, a soloist
//   against the rest): the root's side maximises one number and the other side minimises it.
//   Alpha-beta with a transposition table (bounds and best move per position hash) and move
//   ordering (the table's move first, then moves that cut off before: the history heuristic).
// - `maxn`, where every seat plays for himself (Lupfen): each seat maximises its own value, ties
//   broken against the root seat (the rule the search has always used). Plain max-n with a
//   transposition table of value vectors; where the fast path knows touching cards (moveClass),
//   one card of each run is searched, the moves in code order (see byCode). Not paranoid:
//   treating every other seat as a coalition against the root would let alpha-beta prune, but it
//   values a different game (three opponents who sacrifice their own chips to hurt the root), and
//   the bot's decisions would change. No shallow pruning either: it needs a tight bound on every
//   seat's value and a constant sum, which pot shares, penalties and the next deal's antes do not
//   give in general, and even then it rarely prunes beyond the first level (Sturtevant & Korf 2000).
//
// An opponent model (`policy`) forces moves instead of branching; the transposition table is then
// off, because a policy may read the history a position hash does not cover (which cards fell in
// which trick, who called what).
import type { FastWork } from '../contract/search.js';
import type { Seat } from '../core/history-lines.js';

export interface SolveSpec {
  /** The seat the search is for (ties in max-n go against it; its side maximises in alpha-beta). */
  readonly root: Seat;
  /**
   * Values per seat at the end of the covered part (`work.done()`), written into `out`;
   * `path[0..plies)`: the codes played since the load, as for `policy`.
   */
  leaf(out: Float64Array, path: Int32Array, plies: number): void;
  /**
   * A forced move at the current position (code), or -1 to branch. `path[0..plies)`: the codes
   * played since the position was loaded (to rebuild the position as a Game state).
   */
  readonly policy?: ((seat: Seat, path: Int32Array, plies: number) => number) | undefined;
}

const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
const EPS = 1e-9;

/** Per-depth scratch: legal codes and value vectors, grown as deep as a deal goes. */
interface Frame {
  readonly codes: Int32Array;
  /** The moves' equivalence classes (FastWork.moveClass), parallel to `codes` after ordering. */
  readonly classes: Int32Array;
  readonly best: Float64Array;
  readonly child: Float64Array;
}

/**
 * Max-n's moves in code order where touching cards are searched once. Max-n keeps the first of the
 * moves that tie for the mover and the root, so a value may hang on the order of the moves, and
 * with the hand's order (as the rules list them) the two positions after either of two touching
 * cards list their cards differently and may break a tie differently. In code order (a card's bit:
 * suit, then rank) the two are the same position up to cards that are equivalent there too, so
 * each value is the plain max-n value in code order, whichever card of a run is searched.
 */
function byCode(codes: Int32Array, k: number): void {
  for (let i = 1; i < k; i++) {
    const c = codes[i]!;
    let j = i - 1;
    while (j >= 0 && codes[j]! > c) {
      codes[j + 1] = codes[j]!;
      j--;
    }
    codes[j + 1] = c;
  }
}

export class Solver<S, A> {
  /** Positions visited (every call of the recursion), for benchmarks. */
  nodes = 0;
  private readonly work: FastWork<S, A>;
  private readonly n: number;
  private readonly frames: Frame[] = [];
  private spec: SolveSpec | null = null;
  private useTable = true;
  // Transposition table: one slot per (hash low bits), checked against both halves; entries of
  // an earlier solve are told apart by `gen`, so starting a solve does not clear the table.
  // Allocated at the first solve that uses it: a search under an opponent model never does, and
  // bot:hard makes a solver for each of its own later calls.
  private readonly tableBits: number;
  private mask = 0;
  private keyLo = new Int32Array(0);
  private keyHi = new Int32Array(0);
  private gen = new Int32Array(0);
  private flag = new Uint8Array(0);
  private move = new Int32Array(0);
  private value = new Float64Array(0);
  private vectors = new Float64Array(0);
  private generation = 0;
  /** Side of each seat in alpha-beta: 0 = the root's side (maximises), 1 = the other side. */
  private readonly side: Int8Array;
  private readonly history: Int32Array;
  private readonly leafBuf: Float64Array;
  /** Scratch for `order`: one score per legal code. */
  private readonly scores: Float64Array;
  /** The codes played from the loaded position to the current one. */
  private path = new Int32Array(64);

  constructor(work: FastWork<S, A>, players: number, tableBits = 16) {
    this.work = work;
    this.n = players;
    this.tableBits = tableBits;
    this.side = new Int8Array(players);
    this.history = new Int32Array(256);
    this.leafBuf = new Float64Array(players);
    this.scores = new Float64Array(Math.max(work.maxActions, 1));
  }

  /** Plays `code` at `depth` (recording it in the path). */
  private play(depth: number, code: number): void {
    if (depth >= this.path.length) {
      const longer = new Int32Array(this.path.length * 2);
      longer.set(this.path);
      this.path = longer;
    }
    this.path[depth] = code;
    this.work.apply(code);
  }

  private frame(depth: number): Frame {
    let f = this.frames[depth];
    if (f === undefined) {
      f = {
        codes: new Int32Array(Math.max(this.work.maxActions, 1)),
        classes: new Int32Array(Math.max(this.work.maxActions, 1)),
        best: new Float64Array(this.n),
        child: new Float64Array(this.n),
      };
      this.frames[depth] = f;
    }
    return f;
  }

  private begin(spec: SolveSpec): void {
    this.spec = spec;
    this.useTable = spec.policy === undefined;
    if (this.useTable && this.keyLo.length === 0) {
      const size = 1 << this.tableBits;
      this.mask = size - 1;
      this.keyLo = new Int32Array(size);
      this.keyHi = new Int32Array(size);
      this.gen = new Int32Array(size);
      this.flag = new Uint8Array(size);
      this.move = new Int32Array(size);
      this.value = new Float64Array(size);
      this.vectors = new Float64Array(size * this.n);
    }
    this.generation++;
    this.history.fill(0);
  }

  /** Max-n value vector of the loaded position, written into `out`. */
  maxn(spec: SolveSpec, out: Float64Array): void {
    this.begin(spec);
    this.maxnAt(0, out);
  }

  private maxnAt(depth: number, out: Float64Array): void {
    this.nodes++;
    const work = this.work;
    const spec = this.spec!;
    if (work.done()) {
      spec.leaf(out, this.path, depth);
      return;
    }
    const seat = work.toAct();
    if (spec.policy) {
      const forced = spec.policy(seat, this.path, depth);
      if (forced >= 0) {
        this.play(depth, forced);
        this.maxnAt(depth + 1, out);
        work.undo();
        return;
      }
    }
    const f = this.frame(depth);
    const k = work.legal(f.codes);
    if (k === 1) {
      this.play(depth, f.codes[0]!);
      this.maxnAt(depth + 1, out);
      work.undo();
      return;
    }
    const n = this.n;
    let slot = -1;
    if (this.useTable) {
      slot = work.hashLo() & this.mask;
      if (this.hit(slot)) {
        const base = slot * n;
        for (let i = 0; i < n; i++) out[i] = this.vectors[base + i]!;
        return;
      }
    }
    const root = spec.root;
    const best = f.best;
    const child = f.child;
    const codes = f.codes;
    const classOf = work.moveClass;
    const classes = f.classes;
    if (classOf) byCode(codes, k);
    for (let j = 0; j < k; j++) {
      const code = codes[j]!;
      // Touching cards: the one searched first stands for the rest of its run (see byCode).
      if (classOf && this.searchedAlike(classes, j, code)) continue;
      this.play(depth, code);
      this.maxnAt(depth + 1, child);
      work.undo();
      if (
        j === 0 ||
        child[seat]! > best[seat]! + EPS ||
        (seat !== root && Math.abs(child[seat]! - best[seat]!) <= EPS && child[root]! < best[root]!)
      ) {
        best.set(child);
      }
    }
    out.set(best);
    if (slot >= 0) {
      this.store(slot, EXACT, 0, -1);
      this.vectors.set(best, slot * n);
    }
  }

  /**
   * Alpha-beta over two sides: `sideOf[seat]` is 0 for the root's side, 1 for the other. The value
   * is the root's side's total minus the other side's (`leaf` per seat, summed): a contest between
   * the sides, each seat helping its partner.
   */
  alphaBeta(spec: SolveSpec, sideOf: ArrayLike<number>): number {
    this.begin(spec);
    for (let i = 0; i < this.n; i++) this.side[i] = sideOf[i]!;
    return this.abAt(0, -Infinity, Infinity);
  }

  private sideValue(depth: number): number {
    this.spec!.leaf(this.leafBuf, this.path, depth);
    let v = 0;
    for (let i = 0; i < this.n; i++) v += this.side[i] === 0 ? this.leafBuf[i]! : -this.leafBuf[i]!;
    return v;
  }

  private abAt(depth: number, alpha: number, beta: number): number {
    this.nodes++;
    const work = this.work;
    const spec = this.spec!;
    if (work.done()) return this.sideValue(depth);
    const seat = work.toAct();
    if (spec.policy) {
      const forced = spec.policy(seat, this.path, depth);
      if (forced >= 0) {
        this.play(depth, forced);
        const v = this.abAt(depth + 1, alpha, beta);
        work.undo();
        return v;
      }
    }
    const f = this.frame(depth);
    const codes = f.codes;
    const k = work.legal(codes);
    if (k === 1) {
      this.play(depth, codes[0]!);
      const v = this.abAt(depth + 1, alpha, beta);
      work.undo();
      return v;
    }
    const alpha0 = alpha;
    const beta0 = beta;
    let slot = -1;
    let ttMove = -1;
    if (this.useTable) {
      slot = work.hashLo() & this.mask;
      if (this.hit(slot)) {
        const v = this.value[slot]!;
        const fl = this.flag[slot]!;
        // A bound cuts only where it settles this window; the window itself is left as asked, so
        // what this node stores below is a bound against exactly that window.
        if (fl === EXACT || (fl === LOWER && v >= beta) || (fl === UPPER && v <= alpha)) return v;
        ttMove = this.move[slot]!;
      }
    }
    this.order(codes, k, ttMove);
    const maximise = this.side[seat] === 0;
    let best = maximise ? -Infinity : Infinity;
    let bestMove = codes[0]!;
    const classOf = work.moveClass;
    const classes = f.classes;
    for (let j = 0; j < k; j++) {
      const code = codes[j]!;
      // A move equivalent to one searched here already (touching cards) has its value.
      if (classOf && this.searchedAlike(classes, j, code)) continue;
      this.play(depth, code);
      const v = this.abAt(depth + 1, alpha, beta);
      work.undo();
      if (maximise ? v > best : v < best) {
        best = v;
        bestMove = code;
      }
      if (maximise) {
        if (best > alpha) alpha = best;
      } else if (best < beta) beta = best;
      if (alpha >= beta) {
        this.history[code & 255]! += 1;
        break;
      }
    }
    if (slot >= 0) {
      // Fail-soft bounds against the window this node was asked with.
      const fl = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
      this.store(slot, fl, best, bestMove);
    }
    return best;
  }

  /**
   * The table's move first, then the fast path's own guess (FastWork.moveScore: a cheap winner
   * when the other side leads the trick, a low card when the own side does), then by how often a
   * move cut off before (stable otherwise).
   */
  private order(codes: Int32Array, k: number, ttMove: number): void {
    const h = this.history;
    const guess = this.work.moveScore;
    const scores = this.scores;
    for (let i = 0; i < k; i++) {
      const c = codes[i]!;
      scores[i] = c === ttMove ? 0x7fffffff : (guess ? guess.call(this.work, c) * 0x10000 : 0) + Math.min(h[c & 255]!, 0xffff);
    }
    for (let i = 1; i < k; i++) {
      const c = codes[i]!;
      const score = scores[i]!;
      let j = i - 1;
      while (j >= 0 && scores[j]! < score) {
        codes[j + 1] = codes[j]!;
        scores[j + 1] = scores[j]!;
        j--;
      }
      codes[j + 1] = c;
      scores[j + 1] = score;
    }
  }

  /** Whether a move before `j` at this node has `code`'s class (FastWork.moveClass); notes its class at `j`. */
  private searchedAlike(classes: Int32Array, j: number, code: number): boolean {
    const c = this.work.moveClass!(code);
    classes[j] = c;
    for (let i = 0; i < j; i++) if (classes[i] === c) return true;
    return false;
  }

  private hit(slot: number): boolean {
    return this.gen[slot] === this.generation && this.keyLo[slot] === this.work.hashLo() && this.keyHi[slot] === this.work.hashHi();
  }

  private store(slot: number, fl: number, v: number, move: number): void {
    this.gen[slot] = this.generation;
    this.keyLo[slot] = this.work.hashLo();
    this.keyHi[slot] = this.work.hashHi();
    this.flag[slot] = fl;
    this.value[slot] = v;
    this.move[slot] = move;
  }
}
