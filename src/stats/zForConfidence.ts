import { probit } from 'simple-statistics';

/**
 * The two-sided normal quantile for a confidence level.
 * @example zForConfidence(0.95) // => 1.959963984540054
 */
export function zForConfidence(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  return probit(1 - (1 - confidence) / 2);
}
