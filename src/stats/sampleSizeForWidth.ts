import { zForConfidence } from './zForConfidence.ts';

/**
 * Trials needed for a proportion near `p` to have a normal-approximation interval no wider than `width`
 * (full width, upper - lower): n = (2z)^2 p(1-p) / width^2, rounded up.
 * @example sampleSizeForWidth(0.25, 0.002) // => { trials: 720274, width: 0.002, confidence: 0.95 }
 */
export function sampleSizeForWidth(
  p: number,
  width: number,
  confidence = 0.95,
): { trials: number; width: number; confidence: number } {
  if (!(width > 0)) throw new RangeError(`width must be above 0, got ${width}`);
  const z = zForConfidence(confidence);
  return { trials: Math.ceil((4 * z * z * p * (1 - p)) / (width * width)), width, confidence };
}
