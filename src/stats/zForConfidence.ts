import { normalQuantile } from './distributions.ts';

/**
 * The two-sided standard normal quantile for a confidence level (stdlib's quantile, accurate to double precision;
 * simple-statistics' `probit` is an approximation that gives 1.9572 for 95%).
 * @example zForConfidence(0.95) // => 1.959963984540054
 */
export function zForConfidence(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  return normalQuantile(1 - (1 - confidence) / 2, 0, 1);
}
