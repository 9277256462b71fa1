import type { Interval } from './Interval.ts';
import { zForConfidence } from './zForConfidence.ts';

/**
 * Normal interval for the mean of a per-trial score (total bases per at-bat, wOBA weight per PA) from its
 * moments: n trials, sum and sum of squares. The sample variance uses n - 1.
 * @example
 * meanInterval({ trials: 4, sum: 4, sumOfSquares: 10 }) // => { estimate: 1, lower: -0.414..., upper: 2.414... }
 */
export function meanInterval(
  moments: { trials: number; sum: number; sumOfSquares: number },
  confidence = 0.95,
): Interval {
  const { trials: n, sum, sumOfSquares } = moments;
  if (n <= 0) return { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN };
  const mean = sum / n;
  if (n === 1) return { estimate: mean, lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  const variance = Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1));
  const half = zForConfidence(confidence) * Math.sqrt(variance / n);
  return { estimate: mean, lower: mean - half, upper: mean + half };
}
