import { OUTCOMES, OUTCOME_INDEX, type Outcome } from './outcomes.ts';
import { isDoublePlayChance } from './baseOut.ts';
import type { PlateAppearanceResult, PlayEvent } from './PlayEvent.ts';

/** Counters kept beside the outcome counts. */
export const COUNTERS = [
  'runs',
  'outs',
  'errors',
  'doublePlays',
  'gdpOpportunities',
  'balks',
  'wildPitches',
  'passedBalls',
] as const;
export type Counter = (typeof COUNTERS)[number];

const COUNTER_BASE = OUTCOMES.length;
/**
 * Slots of a tally's counts: the outcomes (by OUTCOME_INDEX), then the counters; compiled kernels write them directly.
 */
export const TALLY_SLOTS = OUTCOMES.length + COUNTERS.length;
/** Slot of each counter, computed once: record() runs once per simulated plate appearance. */
export const COUNTER_SLOT = Object.fromEntries(COUNTERS.map((name, i) => [name, COUNTER_BASE + i])) as Record<
  Counter,
  number
>;

/**
 * Counts of a run: plate appearances by outcome plus counters (runs, outs, errors, ...). Tallies from any
 * number of shards or workers merge by adding their arrays, so a result never depends on how work was split.
 * @example
 * const tally = new Tally();
 * tally.addOutcome('1B', 3);
 * tally.count('1B'); // => 3
 * tally.plateAppearances(); // => 3
 */
export class Tally {
  declare readonly counts: Float64Array;

  constructor(counts?: Float64Array) {
    this.counts = counts ? Float64Array.from(counts) : new Float64Array(TALLY_SLOTS);
    if (this.counts.length !== TALLY_SLOTS)
      throw new RangeError(`a tally has ${TALLY_SLOTS} slots, got ${this.counts.length}`);
  }

  count(outcome: Outcome): number {
    return this.counts[OUTCOME_INDEX[outcome]] ?? 0;
  }

  counter(name: Counter): number {
    return this.counts[COUNTER_SLOT[name]] ?? 0;
  }

  addOutcome(outcome: Outcome, times = 1): void {
    this.counts[OUTCOME_INDEX[outcome]]! += times;
  }

  addCounter(name: Counter, amount: number): void {
    this.counts[COUNTER_SLOT[name]]! += amount;
  }

  /**
   * Records a whole plate appearance: its outcome and everything its events did. A `weight` below 1 records a
   * probability instead of a count (exact distributions are tallies of expected counts).
   */
  record(pa: PlateAppearanceResult, weight = 1): void {
    recordPlateAppearance(this.counts, pa, weight);
  }

  /** Adds another tally into this one (shards, workers, strata), times `weight` (a stratum's or a split's share). */
  merge(other: Tally, weight = 1): this {
    for (let i = 0; i < TALLY_SLOTS; i++) this.counts[i]! += other.counts[i]! * weight;
    return this;
  }

  /** Adds the TALLY_SLOTS counts of `counts` from `at` (a chunk's tallies, slot after slot), copying nothing. */
  addCounts(counts: Float64Array, at: number): this {
    for (let i = 0; i < TALLY_SLOTS; i++) this.counts[i]! += counts[at + i]!;
    return this;
  }

  plateAppearances(): number {
    let total = 0;
    for (let i = 0; i < OUTCOMES.length; i++) total += this.counts[i]!;
    return total;
  }

  /** Outcome counts as a plain object, in outcome order, zeros included (stable JSON). */
  outcomeCounts(): Record<Outcome, number> {
    return Object.fromEntries(OUTCOMES.map((o) => [o, this.count(o)])) as Record<Outcome, number>;
  }

  counterValues(): Record<Counter, number> {
    return Object.fromEntries(COUNTERS.map((c) => [c, this.counter(c)])) as Record<Counter, number>;
  }
}

/**
 * Adds a whole plate appearance to counts in a tally's slot order (what {@link Tally.record} does, on a bare array).
 */
export function recordPlateAppearance(
  counts: Float64Array,
  pa: Pick<PlateAppearanceResult, 'result' | 'events'>,
  weight = 1,
): void {
  counts[OUTCOME_INDEX[pa.result]]! += weight;
  const start = pa.events[0]?.before;
  // MLB's double-play chance: a runner on 1st, fewer than two outs. A double play grounded into from another start
  // (PBC's GIDP turns two with any runner on) is its own chance, so GDP per chance stays a proportion.
  if ((start && isDoublePlayChance(start)) || pa.result === 'GDP') counts[COUNTER_SLOT.gdpOpportunities]! += weight;
  recordEvents(counts, pa.events, weight);
}

/**
 * Adds what plays did (runs, outs, errors, double plays, balks, wild pitches, passed balls) without an outcome: alone,
 * the plays of a plate appearance the third out on the bases cut short.
 */
export function recordEvents(counts: Float64Array, events: readonly PlayEvent[], weight = 1): void {
  for (const event of events) {
    counts[COUNTER_SLOT.runs]! += event.runs * weight;
    counts[COUNTER_SLOT.outs]! += event.outs * weight;
    if (event.error !== undefined) counts[COUNTER_SLOT.errors]! += weight;
    if (event.doublePlay) counts[COUNTER_SLOT.doublePlays]! += weight;
    if (event.result === 'BK') counts[COUNTER_SLOT.balks]! += weight;
    if (event.result === 'WP') counts[COUNTER_SLOT.wildPitches]! += weight;
    if (event.result === 'PB') counts[COUNTER_SLOT.passedBalls]! += weight;
  }
}
