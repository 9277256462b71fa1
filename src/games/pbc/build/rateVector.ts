import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../../core/model/outcomes.ts';
import type { Tally } from '../../../core/model/Tally.ts';

/**
 * A plate appearance's part as a builder sums it: its expected count of each outcome, in a tally's slot order
 * (OUTCOMES), so FitTarget scores it as it would a tally. Parts of a plate appearance add (a card's totals are read one
 * by one), so a card's vector is the sum of its totals' and rates are read off it at the end.
 */
export const VECTOR_WIDTH = OUTCOMES.length;

/** The slot of each outcome in a vector. */
export const SLOT: Readonly<Record<Outcome, number>> = OUTCOME_INDEX;

/** A tally's vector (expected counts of its outcomes). */
export function vectorOfTally(tally: Tally): Float64Array {
  return Float64Array.from(tally.counts.subarray(0, VECTOR_WIDTH));
}

/** `into += scale * v`. */
export function addScaled(into: Float64Array, v: Float64Array, scale: number): void {
  for (let i = 0; i < VECTOR_WIDTH; i++) into[i]! += v[i]! * scale;
}

/** `v` summed over its outcomes in `slots`. */
export function slotSum(v: ArrayLike<number>, slots: readonly number[]): number {
  let sum = 0;
  for (const slot of slots) sum += v[slot]!;
  return sum;
}

/** A vector's plate appearances (the sum of its outcomes). */
export function paOf(v: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < VECTOR_WIDTH; i++) sum += v[i]!;
  return sum;
}
