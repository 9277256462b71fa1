import { pairedDifference, pairedMoments } from './pairedMoments.ts';

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
 * The difference of two ratio estimates measured on the same units (games played with the same dice under two rule
 * sets). Each ratio is linearised unit by unit (the delta method: `(n_i - R d_i) / mean(d)`), so the difference's
 * variance is that of the units' paired differences over n: common random numbers make it small. The interval is
 * normal, which wants a few dozen units or more. Also returns the standard error two independent runs would have
 * had, so the variance reduction can be read off. Worked out from the samples' moments (pairedMoments.ts), as a
 * merge of shards works it out.
 * @example
 * pairedRatioDifference({ numerator: [1, 2], denominator: [4, 4] }, { numerator: [2, 2], denominator: [4, 4]
 * }).difference // => 0.125
 */
export function pairedRatioDifference(base: RatioSample, variant: RatioSample, confidence = 0.95): PairedDifference {
  if (base.numerator.length < 2)
    throw new RangeError(`paired samples need two units or more (got ${base.numerator.length})`);
  return pairedDifference(pairedMoments(base, variant), confidence);
}
