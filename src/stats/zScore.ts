import { normalCdf } from './distributions.ts';

/**
 * How many standard errors an estimate lies from a reference value, with the two-sided normal p-value.
 * @example zScore(0.27, 0.25, 0.01) // => { z: 2.0000..., pValue: 0.0455... }
 */
export function zScore(estimate: number, reference: number, standardError: number): { z: number; pValue: number } {
  if (!(standardError > 0)) return { z: Number.NaN, pValue: Number.NaN };
  const z = (estimate - reference) / standardError;
  return { z, pValue: 2 * (1 - normalCdf(Math.abs(z), 0, 1)) };
}
