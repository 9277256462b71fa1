import type { Interval } from './Interval.ts';
import { zForConfidence } from './zForConfidence.ts';

/**
 * Wilson score interval for a binomial proportion: `successes` of `trials`. Good coverage from small counts
 * to millions, unlike the Wald interval.
 * @example wilsonInterval(30, 100) // => { estimate: 0.3, lower: 0.2189..., upper: 0.3958... }
 */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): Interval {
  if (trials <= 0) return { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN };
  if (successes < 0 || successes > trials) throw new RangeError(`successes ${successes} not in 0..${trials}`);
  const z = zForConfidence(confidence);
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the bound is exactly 0 or 1; the formula would leave rounding dust there.
  return {
    estimate: p,
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === trials ? 1 : Math.min(1, centre + half),
  };
}
