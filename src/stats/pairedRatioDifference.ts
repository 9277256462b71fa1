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

const sum = (values: ArrayLike<number>) => {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i]!;
  return total;
};

/**
 * The difference of two ratio estimates measured on the same units (games played with the same dice under two rule
 * sets). Each ratio is linearised unit by unit (the delta method: `(n_i - R d_i) / mean(d)`), so the difference's
 * variance is that of the units' paired differences over n: common random numbers make it small. The interval is
 * normal, which wants a few dozen units or more. Also returns the standard error two independent runs would have
 * had, so the variance reduction can be read off.
 * @example
 * pairedRatioDifference({ numerator: [1, 2], denominator: [4, 4] }, { numerator: [2, 2], denominator: [4, 4]
 * }).difference // => 0.125
 */
export function pairedRatioDifference(base: RatioSample, variant: RatioSample, confidence = 0.95): PairedDifference {
  const n = base.numerator.length;
  if (n < 2 || variant.numerator.length !== n || base.denominator.length !== n || variant.denominator.length !== n) {
    throw new RangeError(
      `paired samples need two units or more, the same number in each (got ${n} and ${variant.numerator.length})`,
    );
  }
  const linear = (sample: RatioSample) => {
    const ratio = sum(sample.numerator) / sum(sample.denominator);
    const meanDenominator = sum(sample.denominator) / n;
    return {
      ratio,
      values: Float64Array.from(
        { length: n },
        (_, i) => (sample.numerator[i]! - ratio * sample.denominator[i]!) / meanDenominator,
      ),
    };
  };
  const b = linear(base);
  const v = linear(variant);
  const variance = (values: ArrayLike<number>) => {
    const mean = sum(values) / n;
    let squares = 0;
    for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
    return squares / (n - 1);
  };
  const paired = Float64Array.from({ length: n }, (_, i) => v.values[i]! - b.values[i]!);
  const standardError = Math.sqrt(variance(paired) / n);
  const unpairedStandardError = Math.sqrt((variance(b.values) + variance(v.values)) / n);
  const difference = v.ratio - b.ratio;
  const z = zForConfidence(confidence);
  const lower = difference - z * standardError;
  const upper = difference + z * standardError;
  return {
    base: b.ratio,
    variant: v.ratio,
    difference,
    lower,
    upper,
    standardError,
    unpairedStandardError,
    significant: lower > 0 || upper < 0,
  };
}
