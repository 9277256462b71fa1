import { describe, expect, it } from 'vitest';
import { rootStream, seedState } from '../../../src/core/dice/streams.ts';

/** The murmur3 finaliser, as seedState mixes with it: how a seed's high half was once folded into its low half. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

const draws = (seed: number) => {
  const stream = rootStream(seed);
  return Array.from({ length: 8 }, () => stream.next());
};

describe('seedState', () => {
  it('gives seed 5,659,044,023 its own dice, not seed 0 (the two once folded to the same 32 bits)', () => {
    expect(5_659_044_023).toBe(2 ** 32 + (mix32(1) >>> 0));
    expect(seedState(5_659_044_023)).not.toEqual(seedState(0));
    expect(draws(5_659_044_023)).not.toEqual(draws(0));
  });

  it('gives every safe-integer seed its own state, negative seeds and those past 2^32 too', () => {
    // Seeds the 32-bit fold (low ^ mix32(high)) sent to seed 0's state, or seed 7's, and a negative seed's partner.
    const folded = [1, 2, 3, 1000, 2 ** 21 - 1, -1, -(2 ** 21)].flatMap((high) => [
      high * 2 ** 32 + (mix32(high) >>> 0),
      high * 2 ** 32 + ((mix32(high) ^ 7) >>> 0),
    ]);
    const seeds = [0, 7, -1, (-1 ^ mix32(-1)) >>> 0, ...folded, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    const states = new Set(seeds.map((seed) => seedState(seed).join()));
    expect(states.size).toBe(seeds.length);
    // A grid of seeds that share their low 32 bits.
    const grid = new Set<string>();
    for (let high = -500; high < 500; high++)
      for (const low of [0, 1, 0x61c88647, 2 ** 32 - 1]) grid.add(seedState(high * 2 ** 32 + low).join());
    expect(grid.size).toBe(4000);
  });

  it('keeps the state of every seed below 2^32: the bundled reports and docs quote their dice', () => {
    // Each seed's state as it was before the high half counted (words: mix32 of the seed plus 1 to 4 golden steps).
    expect(seedState(0)).toEqual([-1832243442, 1020716019, 454327756, 1275600319]);
    expect(seedState(1)).toEqual([-1767835285, 314344336, -1759602332, 2041432039]);
    expect(seedState(42)).toEqual([939911724, -346236540, 321366731, -977648579]);
    expect(seedState(20_160_401)).toEqual([1919153076, 667134012, -2008565095, -1873987346]);
    expect(seedState(2 ** 32 - 1)).toEqual([920564995, -63981130, 697614773, 1778835764]);
  });
});
