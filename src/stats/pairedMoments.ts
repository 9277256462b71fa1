import { zForConfidence } from './zForConfidence.ts';

/** A ratio estimate sum(numerator) / sum(denominator) over units (games, replicate runs). */
export interface RatioSample {
  numerator: ArrayLike<number>;
  denominator: ArrayLike<number>;
}

/** Two ratio estimates on the same units and their difference, with an interval and what pairing saved. */
export interface PairedDifference {
  base: number;
  variant: number;
  /** variant - base, with its two-sided interval. */
  difference: number;
  lower: number;
  upper: number;
  standardError: number;
  /** The standard error the difference would have from two independent runs of the same size. */
  unpairedStandardError: number;
  /** True when the interval leaves out 0. */
  significant: boolean;
}

/**
 * Two ratio samples on the same units, kept as sums: the units, the sums of the four per-unit numbers (base numerator
 * and denominator, variant numerator and denominator) and of their ten pairwise products. Sums add, so the slices of a
 * run (shards, anywhere) add up to the whole run's moments; with whole-number counts per unit (a game's hits, at-bats)
 * every sum is a whole number well below 2^53, so the adding is exact in any order.
 */
export type PairedMoments = readonly number[];

/** Where each sum sits in PairedMoments: the units, then the four sums, then the products in `PRODUCTS` order. */
const UNITS = 0;
const SUMS = 1;
const PRODUCT_BASE = 5;
/** The pairs (i, j) of the four numbers (0 base numerator, 1 base denominator, 2 and 3 the variant's), i <= j. */
export const PRODUCTS: readonly (readonly [number, number])[] = [0, 1, 2, 3].flatMap((i) =>
  [0, 1, 2, 3].filter((j) => j >= i).map((j) => [i, j] as const),
);
/** Numbers in a PairedMoments. */
export const PAIRED_MOMENTS = PRODUCT_BASE + PRODUCTS.length;

/** The moments of two samples measured on the same units (unit i of each is one pair). */
export function pairedMoments(base: RatioSample, variant: RatioSample): PairedMoments {
  const n = base.numerator.length;
  if (variant.numerator.length !== n || base.denominator.length !== n || variant.denominator.length !== n)
    throw new RangeError(`paired samples need the same units (got ${n} and ${variant.numerator.length})`);
  const moments = new Array<number>(PAIRED_MOMENTS).fill(0);
  moments[UNITS] = n;
  const unit = [0, 0, 0, 0];
  for (let u = 0; u < n; u++) {
    unit[0] = base.numerator[u]!;
    unit[1] = base.denominator[u]!;
    unit[2] = variant.numerator[u]!;
    unit[3] = variant.denominator[u]!;
    for (let k = 0; k < 4; k++) moments[SUMS + k]! += unit[k]!;
    PRODUCTS.forEach(([i, j], p) => (moments[PRODUCT_BASE + p]! += unit[i]! * unit[j]!));
  }
  return moments;
}

/** The moments of two slices of units together. */
export function addPairedMoments(a: PairedMoments, b: PairedMoments): PairedMoments {
  return a.map((sum, k) => sum + b[k]!);
}

/**
 * The difference of two ratio estimates measured on the same units (games played with the same dice under two rule
 * sets), with its interval, from their moments. Each ratio is linearised unit by unit (the delta method:
 * `(n_i - R d_i) / mean(d)`), so the difference's variance is that of the units' paired differences over n (common
 * random numbers make it small); the sums of squares are expanded into the moments. The interval is normal, which
 * wants a few dozen units or more. Also returns the standard error two independent runs would have had, so the
 * variance reduction can be read off. A slice of a run with one unit has
 * the ratios and their difference but no interval (NaN errors); one with none, nothing (NaN throughout).
 * @example pairedDifference(pairedMoments({ numerator: [1, 2], denominator: [4, 4] }, { numerator: [2, 2],
 * denominator: [4, 4] })).difference // => 0.125
 */
export function pairedDifference(moments: PairedMoments, confidence = 0.95): PairedDifference {
  const n = moments[UNITS]!;
  const sum = (k: number) => moments[SUMS + k]!;
  const product = (i: number, j: number) =>
    moments[PRODUCT_BASE + PRODUCTS.findIndex(([a, b]) => a === Math.min(i, j) && b === Math.max(i, j))]!;
  // Linearised value of arm `a` (numbers 2a, 2a + 1): (n_i - R d_i) / m; its sums of products follow from the moments.
  const ratio = (arm: number) => sum(2 * arm) / sum(2 * arm + 1);
  const mean = (arm: number) => sum(2 * arm + 1) / n;
  /** Sum over units of the linearised values of arm a times those of arm b. */
  const cross = (a: number, b: number) => {
    const [na, da, nb, db] = [2 * a, 2 * a + 1, 2 * b, 2 * b + 1];
    const ra = ratio(a);
    const rb = ratio(b);
    return (
      (product(na, nb) - rb * product(na, db) - ra * product(da, nb) + ra * rb * product(da, db)) / (mean(a) * mean(b))
    );
  };
  // Each arm's linearised values sum to zero, so their sums of squares are n - 1 times their variances.
  const baseSquares = cross(0, 0);
  const variantSquares = cross(1, 1);
  const pairedSquares = Math.max(0, baseSquares - 2 * cross(0, 1) + variantSquares);
  // One unit has no variance to speak of: no standard error, no interval.
  const errorOf = (squares: number) => (n < 2 ? Number.NaN : Math.sqrt(squares / (n - 1) / n));
  const standardError = errorOf(pairedSquares);
  const unpairedStandardError = errorOf(Math.max(0, baseSquares) + Math.max(0, variantSquares));
  const base = ratio(0);
  const variant = ratio(1);
  const difference = variant - base;
  const z = zForConfidence(confidence);
  const lower = difference - z * standardError;
  const upper = difference + z * standardError;
  return {
    base,
    variant,
    difference,
    lower,
    upper,
    standardError,
    unpairedStandardError,
    significant: lower > 0 || upper < 0,
  };
}
