import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/** The murmur3 finaliser: spreads every bit of a 32-bit word over all 32. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

/**
 * The 128-bit xoroshiro state for a seed, each word a mixed splitmix-style step. pure-rand's own
 * `xoroshiro128plus(seed)` puts the seed nearly raw into the state, so the first draws of small seeds are far from
 * random (seed 42 opens with two rolls of 99); mixing fixes that. A safe integer's high bits count too.
 */
export function seedState(seed: number): number[] {
  const high = Math.floor(seed / 2 ** 32) | 0;
  let x = (seed | 0) ^ mix32(high);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    words.push(mix32(x));
  }
  if (!words.some((w) => w !== 0)) words[0] = 1; // the all-zero state is xoroshiro's one fixed point
  return words;
}

/**
 * The root stream of a run: one seed, one generator.
 * @example rootStream(42).next() // => a 32-bit integer, the same for every run with seed 42
 */
export function rootStream(seed: number): JumpableRandomGenerator {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  return xoroshiro128plusFromState(seedState(seed));
}

/**
 * Stream `index` of a run: the root stream jumped `index + 1` times (2^64 draws each), so streams never
 * overlap and do not depend on how many other streams exist. Never `seed + i`: neighbouring seeds of
 * xoroshiro are correlated at the start.
 * @example streamAt(42, 0) // => a generator independent of streamAt(42, 1)
 */
export function streamAt(seed: number, index: number): JumpableRandomGenerator {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`stream index must be >= 0, got ${index}`);
  const generator = rootStream(seed);
  for (let i = 0; i <= index; i++) generator.jump();
  return generator;
}

/**
 * Streams 0..count-1 of a run, each one jump beyond the previous (cheaper than `streamAt` in a loop).
 * @example splitStreams(42, 4).length // => 4
 */
export function splitStreams(seed: number, count: number): JumpableRandomGenerator[] {
  const streams: JumpableRandomGenerator[] = [];
  const walker = rootStream(seed);
  for (let i = 0; i < count; i++) {
    walker.jump();
    streams.push(walker.clone());
  }
  return streams;
}
