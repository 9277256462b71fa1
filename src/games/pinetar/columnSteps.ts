import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { stateIndex, type BaseOutState, canonicalState } from '../../core/model/baseOut.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../core/model/outcomes.ts';
import { COUNTERS, type Counter } from '../../core/model/Tally.ts';
import type { PineTarMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { resolveStep, type PineTarStep } from './resolve.ts';

// The steps of the column model (columnModel.ts): one step of a plate appearance enumerated and merged into flat
// records, and the arithmetic of adding them up.

/** After-state index of a plate appearance that ended the inning. */
export const INNING_OVER = 24;
export const STATES = 24;
export const ROLLS = 100;

/**
 * What one step does from a (state, count) when the batter roll is fixed, as flat records of STRIDE numbers:
 * leaves end the plate appearance (outcome index, after-state index or INNING_OVER, probability, step counters);
 * continuations do not (state index, ball count, probability, step counters). Step counters are what the step's
 * events did, in STEP_COUNTERS order.
 */
export interface StepEntry {
  leaves: number[];
  continues: number[];
  /** The leaves summed, by chain kind, once asked for. */
  sums: Partial<Record<ChainKind, Float64Array>>;
}

/** Counters a step's events add (gdpOpportunities belongs to the plate appearance's start, not to a step). */
const STEP_COUNTERS = [
  'runs',
  'outs',
  'errors',
  'doublePlays',
  'balks',
  'wildPitches',
] as const satisfies readonly Counter[];
const STEP_COUNTER_SLOTS = STEP_COUNTERS.map((name) => OUTCOMES.length + COUNTERS.indexOf(name));
export const GDP_CHANCE_SLOT = OUTCOMES.length + COUNTERS.indexOf('gdpOpportunities');
export const STRIDE = 3 + STEP_COUNTERS.length;
export const TALLY_SLOTS = OUTCOMES.length + COUNTERS.length;

/**
 * What a chain sums: a tally (outcome probabilities in OUTCOMES order, then expected counters in COUNTERS order),
 * or the after-state of each plate appearance (24 states, then INNING_OVER).
 */
export type ChainKind = 'tally' | 'after';

/** Adds a step's counters, times `p`, into a tally-shaped vector. */
function addCounters(cells: Float64Array, record: readonly number[], at: number, p: number): void {
  for (let c = 0; c < STEP_COUNTER_SLOTS.length; c++) cells[STEP_COUNTER_SLOTS[c]!]! += p * record[at + 3 + c]!;
}

/** What a step's leaves add up to, as a tally or an after-state vector (by `kind`), summed once per step. */
export function leafSum(entry: StepEntry, kind: ChainKind): Float64Array {
  const known = entry.sums[kind];
  if (known) return known;
  const sum = new Float64Array(kind === 'tally' ? TALLY_SLOTS : STATES + 1);
  const { leaves } = entry;
  for (let i = 0; i < leaves.length; i += STRIDE) {
    const p = leaves[i + 2]!;
    if (kind === 'after') {
      sum[leaves[i + 1]!]! += p;
    } else {
      sum[leaves[i]!]! += p;
      addCounters(sum, leaves, i, p);
    }
  }
  entry.sums[kind] = sum;
  return sum;
}

/** `out += times * part`. */
export function addScaled(out: Float64Array, part: Float64Array, times: number): void {
  for (let c = 0; c < out.length; c++) out[c]! += times * part[c]!;
}

/** Adds what a step's continuations lead to, each `times` over: their counters, then the chain from where they go. */
export function addContinuations(
  out: Float64Array,
  continues: readonly number[],
  times: number,
  kind: ChainKind,
  next: (s: number, balls: number) => Float64Array,
): void {
  for (let i = 0; i < continues.length; i += STRIDE) {
    const p = times * continues[i + 2]!;
    if (kind === 'tally') addCounters(out, continues, i, p);
    addScaled(out, next(continues[i]!, continues[i + 1]!), p);
  }
}

/**
 * A record's head and counters as one number (five bits a value, exact in a double), else as text: the merge of a
 * step's dice paths looks one up per path.
 */
function recordKey(record: readonly number[]): number | string {
  let key = 0;
  for (let i = 0; i < record.length; i++) {
    const value = record[i]!;
    if (value < 0 || value > 31) return record.join(',');
    key = key * 32 + value;
  }
  return key;
}

/** A step's record but its probability: the head (3 numbers), then what its events add, in STEP_COUNTERS order. */
function stepRecord(step: Pick<PineTarStep, 'events' | 'continues' | 'balls'>, into: number[]): void {
  const events = step.events;
  const last = events[events.length - 1]!;
  into[0] = step.continues ? 1 : 0;
  into[1] = step.continues ? stateIndex(last.after) : OUTCOME_INDEX[last.result as Outcome];
  into[2] = step.continues ? step.balls : last.after.outs >= 3 ? INNING_OVER : stateIndex(last.after);
  let runs = 0;
  let errors = 0;
  let doublePlays = 0;
  let balks = 0;
  let wildPitches = 0;
  for (const e of events) {
    runs += e.runs;
    if (e.error !== undefined) errors++;
    if (e.doublePlay) doublePlays++;
    if (e.result === 'BK') balks++;
    if (e.result === 'WP') wildPitches++;
  }
  into[3] = runs;
  into[4] = Math.min(3, last.after.outs) - events[0]!.before.outs;
  into[5] = errors;
  into[6] = doublePlays;
  into[7] = balks;
  into[8] = wildPitches;
}

/** A dice source whose first d100 is fixed (the batter roll), the rest from `rest`. */
function withBatterRoll(rest: DiceSource, roll: number): DiceSource {
  let used = false;
  return {
    d6: () => rest.d6(),
    d10: () => rest.d10(),
    d20: () => rest.d20(),
    d100: () => {
      if (used) return rest.d100();
      used = true;
      return roll;
    },
    piecepack: () => rest.piecepack(),
    card: () => rest.card(),
  };
}

/**
 * One step of a plate appearance from state index `s` and a ball count, by enumerating the rules' own `resolveStep`:
 * with `roll`, the batter roll fixed there (the step as a share of the whole, 1/100); `first`, the step where the
 * batter may bunt.
 */
export function enumerateStep(m: PineTarMatchup, s: number, balls: number, first: boolean, roll?: number): StepEntry {
  const state: BaseOutState = canonicalState(s);
  const share = roll === undefined ? 1 : 1 / ROLLS;
  // Dice paths that end alike (same outcome or continuation, same counters) merge: thousands of tag and error-check
  // paths become a handful of records, which is what makes a column's evaluation cheap.
  const merged = new Map<number | string, number[]>();
  const record = new Array<number>(3 + STEP_COUNTERS.length).fill(0); // one per path, reused
  forEachDiceOutcome(
    (dice) =>
      resolveStep(m, state, balls, first, roll === undefined ? dice : withBatterRoll(dice, roll), NEUTRAL_SITUATION),
    (step, probability) => {
      stepRecord(step, record);
      const key = recordKey(record);
      const known = merged.get(key);
      if (known) known[3]! += probability * share;
      else merged.set(key, [record[0]!, record[1]!, record[2]!, probability * share, ...record.slice(3)]);
    },
  );
  const leaves: number[] = [];
  const continues: number[] = [];
  for (const [continuing, a, b, ...rest] of merged.values()) (continuing ? continues : leaves).push(a!, b!, ...rest);
  return { leaves, continues, sums: {} };
}
