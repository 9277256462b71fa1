import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { RunRefused } from '../input/RunRefused.ts';

/** The murmur3 finaliser: spreads every bit of a 32-bit word over all 32. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

/** The golden-ratio increment of the splitmix-style steps below. */
const GOLDEN = 0x9e3779b9;

/**
 * The 128-bit xoroshiro state for a seed, each word a mixed splitmix-style step. pure-rand's own
 * `xoroshiro128plus(seed)` puts the seed nearly raw into the state, and keeps only its low 32 bits, so the first draws
 * of small seeds are far from random (seed 42 opens with two rolls of 99) and seeds 2^32 apart are the same stream.
 *
 * Every safe-integer seed has its own state. Word i (0 to 3) is `mix32(low + (i + 1) * GOLDEN)`, `low` the seed's low
 * 32 bits; words 1 to 3 are then XORed with `mix32(high + i * GOLDEN) ^ mix32(i * GOLDEN)`, `high` the rest of the seed
 * (`floor(seed / 2^32)`, -2^21 to 2^21 - 1), which is 0 when `high` is 0: a seed from 0 to 2^32 - 1 keeps the very
 * state (and dice) it had before the high half counted. Distinct seeds give distinct states: word 0 fixes `low` (mix32
 * is a bijection), then word 1 fixes `mix32(high + GOLDEN)`, hence `high`. Nor is any state all zeros, xoroshiro's
 * fixed point: word 0 is zero only for `low = -GOLDEN`, and word 1 then only for `high = -GOLDEN`, far past 2^21.
 * @example seedState(1) // => [-1767835285, 314344336, -1759602332, 2041432039], as before 2^32 counted
 */
export function seedState(seed: number): number[] {
  const low = seed | 0;
  const high = Math.floor(seed / 2 ** 32) | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const lowWord = mix32((low + (i + 1) * GOLDEN) | 0);
    const highWord = i === 0 ? 0 : mix32((high + i * GOLDEN) | 0) ^ mix32((i * GOLDEN) | 0);
    words.push(lowWord ^ highWord);
  }
  return words;
}

/**
 * The root stream of a run: one seed, one generator.
 * @example rootStream(42).next() // => a 32-bit integer, the same for every run with seed 42
 */
export function rootStream(seed: number): JumpableRandomGenerator {
  if (!Number.isSafeInteger(seed)) throw new RunRefused(`seed must be an integer, got ${seed}`);
  return xoroshiro128plusFromState(seedState(seed));
}

/**
 * Stream `index` of a run: the root stream jumped `index + 1` times (2^64 draws each), so streams never
 * overlap and do not depend on how many other streams exist. Never `seed + i`: neighbouring seeds of
 * xoroshiro are correlated at the start.
 * @example streamAt(42, 0) // => a generator independent of streamAt(42, 1)
 */
export function streamAt(seed: number, index: number): JumpableRandomGenerator {
  if (!Number.isInteger(index) || index < 0) throw new RunRefused(`stream index must be >= 0, got ${index}`);
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
