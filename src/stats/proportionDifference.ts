import type { Interval } from './Interval.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * Newcombe's hybrid score interval (his method 10) for the difference of two binomial proportions, `a` of `n` less
 * `b` of `m`, from each one's Wilson interval: good coverage where the Wald interval of a difference fails (small
 * counts, shares near 0 or 1).
 * @example proportionDifference(56, 70, 48, 80) // => { estimate: 0.2, lower: 0.0524..., upper: 0.3339... }
 */
export function proportionDifference(a: number, n: number, b: number, m: number, confidence = 0.95): Interval {
  const first = wilsonInterval(a, n, confidence);
  const second = wilsonInterval(b, m, confidence);
  const estimate = first.estimate - second.estimate;
  return {
    estimate,
    lower: estimate - Math.hypot(first.estimate - first.lower, second.upper - second.estimate),
    upper: estimate + Math.hypot(first.upper - first.estimate, second.estimate - second.lower),
  };
}
