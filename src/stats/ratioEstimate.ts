import type { Interval } from './Interval.ts';
import type { RatioSample } from './pairedMoments.ts';
import { zForConfidence } from './zForConfidence.ts';

/**
 * A ratio estimate sum(numerator) / sum(denominator) over independent units (games, replicate runs), with a normal
 * interval from the units' linearised values `(n_i - R d_i) / mean(d)` (the delta method), which wants a few dozen
 * units or more.
 * @example ratioEstimate({ numerator: [1, 3], denominator: [4, 4] }).estimate // => 0.5
 */
export function ratioEstimate(sample: RatioSample, confidence = 0.95): Interval & { standardError: number } {
  const n = sample.numerator.length;
  if (n < 2 || sample.denominator.length !== n)
    throw new RangeError(`a ratio estimate needs two units or more (got ${n})`);
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    numerator += sample.numerator[i]!;
    denominator += sample.denominator[i]!;
  }
  const estimate = numerator / denominator;
  const meanDenominator = denominator / n;
  let squares = 0;
  for (let i = 0; i < n; i++)
    squares += ((sample.numerator[i]! - estimate * sample.denominator[i]!) / meanDenominator) ** 2;
  const standardError = Math.sqrt(squares / (n - 1) / n);
  const z = zForConfidence(confidence);
  return { estimate, lower: estimate - z * standardError, upper: estimate + z * standardError, standardError };
}
