// A seeded RNG whose whole state is four plain numbers, so it can live inside a match state,
// be copied, saved and restored. Built on seedrandom's Alea generator.
import seedrandom from 'seedrandom';

export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

export class Rng {
  private prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>;

  private constructor(prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>) {
    this.prng = prng;
  }

  static fromSeed(seed: string): Rng {
    return new Rng(seedrandom.alea(seed, { state: true }));
  }

  static fromState(state: RngState): Rng {
    return new Rng(seedrandom.alea('', { state: { ...state } }));
  }

  /** A float in [0, 1). */
  next(): number {
    return this.prng();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.prng() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick from an empty list');
    return items[this.int(items.length)]!;
  }

  state(): RngState {
    return this.prng.state();
  }

  /** Goes back to an earlier `state()` of this stream (an undo in a replay: the same Rng object moves back). */
  restore(state: RngState): void {
    this.prng = seedrandom.alea('', { state: { ...state } });
  }
}

/** Fisher–Yates: a new, uniformly shuffled array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** A derived seed, so independent streams (a bot's, a sampler's) never share one sequence. */
export function deriveSeed(seed: string, ...parts: Array<string | number>): string {
  return [seed, ...parts].join('/');
}
