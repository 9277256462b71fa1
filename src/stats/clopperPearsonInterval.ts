import { betaQuantile } from './distributions.ts';
import type { Interval } from './Interval.ts';

/**
 * The exact (Clopper-Pearson) binomial interval: conservative, for small counts where Wilson's normal
 * approximation is shaky. Bounds are beta quantiles.
 * @example clopperPearsonInterval(3, 20) // => { estimate: 0.15, lower: 0.0320..., upper: 0.3789... }
 */
export function clopperPearsonInterval(successes: number, trials: number, confidence = 0.95): Interval {
  if (trials <= 0) return { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN };
  if (!Number.isInteger(successes) || successes < 0 || successes > trials)
    throw new RangeError(`successes ${successes} not in 0..${trials}`);
  const tail = (1 - confidence) / 2;
  return {
    estimate: successes / trials,
    lower: successes === 0 ? 0 : betaQuantile(tail, successes, trials - successes + 1),
    upper: successes === trials ? 1 : betaQuantile(1 - tail, successes + 1, trials - successes),
  };
}
