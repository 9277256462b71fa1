import type { RunManifest } from './manifest.ts';

/**
 * The streams a result drew, seed by seed: unit u of a run (a chunk of plate appearances, a game) draws from its
 * seed's root stream jumped u + 1 times (a replicate of `rules --pa` from a seed of its own, the run's times 1,000,003
 * plus u), and shard K of N holds the units u = K (mod N), so the jumps K + 1, K + 1 + N, K + 1 + 2N, ... A whole run
 * is shard 0 of 1. Distinct seeds never share a stream (seedState gives each its own 128-bit state, and a run's jumps
 * span a vanishing part of the generator's 2^128 period).
 */
interface SeedStreams {
  seed: number;
  of: number;
  taken: readonly number[];
}

function streamsOf(manifest: Pick<RunManifest, 'seeds' | 'slices'>): SeedStreams[] {
  const { seeds, slices } = manifest;
  return seeds.map((seed) => (slices ? { seed, of: slices.of, taken: slices.taken } : { seed, of: 1, taken: [0] }));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The jumps of shard `index` of `of`, as a reader checks them. */
function jumps(index: number, of: number): string {
  return of === 1 ? '1, 2, 3, ...' : `${index + 1}, ${index + 1 + of}, ${index + 1 + 2 * of}, ...`;
}

/**
 * How two results draw some of the same dice, or undefined when they draw none: the same seed, and a unit both hold,
 * which units u = K (mod N) and u = K' (mod N') have exactly when K = K' (mod gcd(N, N')).
 * @example sharedStreams({ seeds: [1] }, { seeds: [2, 1] })
 * // => 'both used seed 1 (its root stream jumped 1, 2, 3, ... times)'
 */
export function sharedStreams(
  a: Pick<RunManifest, 'seeds' | 'slices'>,
  b: Pick<RunManifest, 'seeds' | 'slices'>,
): string | undefined {
  for (const mine of streamsOf(a))
    for (const theirs of streamsOf(b)) {
      if (mine.seed !== theirs.seed) continue;
      const step = gcd(mine.of, theirs.of);
      for (const k of mine.taken) {
        const j = theirs.taken.find((other) => (k - other) % step === 0);
        if (j === undefined) continue;
        // The finer slicing names the streams both hold.
        const [shard, of] = theirs.of > mine.of ? [j, theirs.of] : [k, mine.of];
        const which = of === 1 ? 'both used' : `both hold shard ${shard} of ${of} of`;
        return `${which} seed ${mine.seed} (its root stream jumped ${jumps(shard, of)} times)`;
      }
    }
  return undefined;
}
