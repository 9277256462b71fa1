import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A substream that restarts from a parent stream at every unit of play (a plate appearance, a half-inning):
 * `reseed(parent)` takes four draws of the parent as the 128-bit state of a xoshiro128** generator (Blackman and
 * Vigna), and `next()` draws from it. However many dice a unit uses, the parent moves exactly four draws per unit, so
 * two runs of the same seed with different rules roll the same dice for the same unit: common random numbers, whatever
 * the rules did before. Randomness still flows from the one root seed.
 * @example const pa = new SyncedStream(); pa.reseed(gameStream); pa.next() // => a 32-bit integer
 */
export class SyncedStream implements RandomGenerator {
  declare private s0: number;
  declare private s1: number;
  declare private s2: number;
  declare private s3: number;

  constructor() {
    this.s0 = 1;
    this.s1 = 0;
    this.s2 = 0;
    this.s3 = 0;
  }

  /** Starts a new unit: the parent's next four draws are the state (never all zero, xoshiro's one fixed point). */
  reseed(parent: RandomGenerator): void {
    this.s0 = parent.next() | 0;
    this.s1 = parent.next() | 0;
    this.s2 = parent.next() | 0;
    this.s3 = parent.next() | 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** xoshiro128**: a 32-bit draw, -2^31..2^31-1 like pure-rand's. */
  next(): number {
    const s1 = this.s1;
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9);
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 = s1 ^ this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result | 0;
  }

  clone(): SyncedStream {
    const copy = new SyncedStream();
    copy.s0 = this.s0;
    copy.s1 = this.s1;
    copy.s2 = this.s2;
    copy.s3 = this.s3;
    return copy;
  }

  getState(): readonly number[] {
    return [this.s0, this.s1, this.s2, this.s3];
  }
}
