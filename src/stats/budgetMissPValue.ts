import { normalCdf } from './distributions.ts';
import type { Interval } from './Interval.ts';

const Z95 = 1.959963984540054;

/**
 * One-sided p-value of "this rate misses its target by more than its rounding budget": the simulated miss beyond the
 * budget over the standard error read from the 95% interval's width. Small when whole rolls cannot explain the miss
 * and sampling cannot either; 1 when the miss is inside the budget. A zero-width interval (an exact value) gives 0 or
 * 1.
 * @example
 * budgetMissPValue({ estimate: 0.300, lower: 0.298, upper: 0.302 }, 0.290, 0.004) // => about 0 (6 points beyond, se
 * 0.001)
 */
export function budgetMissPValue(interval: Interval, target: number, budget: number): number {
  const standardError = (interval.upper - interval.lower) / (2 * Z95);
  const excess = Math.abs(interval.estimate - target) - budget;
  if (!(standardError > 0)) return excess > 0 ? 0 : 1;
  return 1 - normalCdf(excess / standardError, 0, 1);
}
