import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../../core/model/outcomes.ts';
import { FIT_RATES, type FitTarget } from '../../../mlb/fitTarget.ts';
import { SLOT, VECTOR_WIDTH } from './rateVector.ts';
import { SEASON_FIT_CELLS } from '../../../stats/seasonFit.ts';

/** Rolls of a PBC card's granularity: a hit total or an Out Chart cell is read on 1 to 6 of 2d6's 36. */
export const PBC_ROLLS = 36;

/**
 * At most the weight FitTarget.score puts on a squared miss beyond a budget, read off the score of a card that strikes
 * out every time (its rates are known exactly: K% 1, the others 0): the part of its score that distance() leaves out,
 * over its squared misses (each miss beyond a budget is at most the whole miss). A search bounds a card's score with
 * it (scoreBound).
 */
export function beyondWeight(target: FitTarget): number {
  const probe = new Float64Array(VECTOR_WIDTH);
  probe[SLOT.SO] = 1;
  let squared = 0;
  for (const rate of FIT_RATES) squared += ((rate === 'K%' ? 1 : 0) - target.rates[rate]) ** 2;
  return squared > 0 ? (target.score(probe) - target.distance(probe)) / squared : 0;
}

/**
 * A lower bound of FitTarget.score over cards that share a fixed part (`fixed`, as rateParts) and add `scale` times a
 * part from a set (`low` and `high`: each rate's least and greatest numerator and denominator over the set, as
 * rateParts): each rate can only be as near its target as the interval its numerator and denominator allow, a miss
 * costs at least its square and `weight` (beyondWeight) times its square beyond the whole budget, and the category
 * shares' term is never negative.
 */
export function scoreBound(
  target: FitTarget,
  weight: number,
  fixed: Float64Array,
  low: Float64Array,
  high: Float64Array,
  scale: number,
): number {
  let bound = 0;
  for (let r = 0; r < FIT_RATES.length; r++) {
    const rate = FIT_RATES[r]!;
    const numLow = fixed[2 * r]! + scale * low[2 * r]!;
    const numHigh = fixed[2 * r]! + scale * high[2 * r]!;
    const denLow = fixed[2 * r + 1]! + scale * low[2 * r + 1]!;
    const denHigh = fixed[2 * r + 1]! + scale * high[2 * r + 1]!;
    if (denLow <= 0) continue;
    const goal = target.rates[rate];
    const least = numLow / denHigh;
    const most = numHigh / denLow;
    const gap = goal < least ? least - goal : goal > most ? goal - most : 0;
    const beyond = gap - target.budgets[rate];
    bound += gap * gap + (beyond > 0 ? weight * beyond * beyond : 0);
  }
  return bound;
}

/** The cells of the season-fit test as tally slots, but the last (other outs): the rest of the plate appearances. */
const SEASON_CELLS: readonly (readonly number[])[] = SEASON_FIT_CELLS.slice(0, -1).map((cell) =>
  cell.map((o) => OUTCOME_INDEX[o]),
);
/**
 * The season-fit statistic a card may reach before it pays: about the 20% point of a chi-square on seven degrees of
 * freedom. `check` rejects a card whose p-value, after Holm across the set, falls below 5%, which for a set of forty
 * cards takes a statistic near 25 on seven degrees (20 once small cells are pooled to five); the margin is for the
 * cells the test pools and this statistic does not. (14 and 18 left a pitcher of the 2016 Cubs inconsistent.)
 */
const CONSISTENT_STATISTIC = 10;
/**
 * Weight of the squared statistic beyond that, beside FitTarget's score: a statistic 10 beyond costs 50, as a rate
 * .07 beyond its budget does. Most cards cannot meet all six budgets (docs/pbc.md), and then the test decides.
 */
const CONSISTENCY_WEIGHT = 0.5;
/** A cell the card never makes is scored as if it made a millionth of one: hugely, not infinitely. */
const LEAST_EXPECTED = 1e-6;

/**
 * How far the real season is from a card's outcome shares, as the season-fit test reads it (Pearson's statistic over
 * its eight cells, before it pools the small ones): a penalty once the statistic passes CONSISTENT_STATISTIC. A card
 * that never makes a kind of outcome its season has (a hit batsman) is rejected outright, whatever its rates.
 */
export class SeasonConsistency {
  private readonly observed: Float64Array;
  private readonly pa: number;

  /** A season's counts; `asPA` scales them to that many plate appearances (a league tier's line as a regular's). */
  constructor(counts: Readonly<Partial<Record<Outcome, number>>>, asPA?: number) {
    const pa = Object.values(counts).reduce<number>((s, x) => s + (x ?? 0), 0);
    const scale = asPA === undefined || pa <= 0 ? 1 : asPA / pa;
    const sum = (slots: readonly number[]) => slots.reduce((s, slot) => s + (counts[OUTCOMES[slot]!] ?? 0), 0) * scale;
    const observed = SEASON_CELLS.map(sum);
    this.pa = pa * scale;
    this.observed = Float64Array.from([...observed, this.pa - observed.reduce((a, b) => a + b, 0)]);
  }

  /** The penalty of a card's vector (expected counts of one plate appearance). */
  penalty(v: ArrayLike<number>): number {
    let pa = 0;
    for (let i = 0; i < VECTOR_WIDTH; i++) pa += v[i]!;
    let rest = pa;
    let statistic = 0;
    for (let c = 0; c < SEASON_CELLS.length; c++) {
      let share = 0;
      for (const slot of SEASON_CELLS[c]!) share += v[slot]!;
      rest -= share;
      const expected = Math.max(LEAST_EXPECTED, (this.pa * share) / pa);
      statistic += (this.observed[c]! - expected) ** 2 / expected;
    }
    const expected = Math.max(LEAST_EXPECTED, (this.pa * rest) / pa);
    statistic += (this.observed[SEASON_CELLS.length]! - expected) ** 2 / expected;
    const beyond = statistic - CONSISTENT_STATISTIC;
    return beyond > 0 ? CONSISTENCY_WEIGHT * beyond * beyond : 0;
  }
}
