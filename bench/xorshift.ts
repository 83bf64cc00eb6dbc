// The random choices of the card-play benchmarks: one tiny generator shared by every loop, so the
// loops make exactly the same choices and their checksums must agree.
export class XorShift {
  private x: number;

  constructor(seed: number) {
    this.x = seed | 0 || 1;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    let x = this.x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.x = x;
    return (x >>> 0) % n;
  }
}
