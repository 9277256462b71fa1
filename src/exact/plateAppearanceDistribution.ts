import type { Matchup, PlateAppearanceStep, Situation } from '../core/GameSystem.ts';
import type { BaseOutState } from '../core/model/baseOut.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import type { ExactResult, PlateAppearanceResult, PlayEvent } from '../core/model/PlayEvent.ts';
import { forEachDiceOutcome } from './enumerateDice.ts';

const RESULT_CODES = new Map<string, number>([...OUTCOMES, 'BALL', 'BK', 'WP', 'PB'].map((name, i) => [name, i]));
/** Room for the counters in a signature: 3 bits each for balks, wild pitches, passed balls, errors, double plays. */
const COUNTER_SPAN = 2 ** 15;

/**
 * Paths are alike when they end alike and did alike along the way (what a tally counts): the last result, outs,
 * runners by base, runs, balks, wild pitches, passed balls, errors and double plays, packed into one number (41
 * bits, exact in a double) because string keys per dice path cost more than the rules themselves.
 */
export function signature(events: readonly PlayEvent[]): number {
  const last = events[events.length - 1]!;
  let runs = 0;
  let counters = 0;
  for (const e of events) {
    runs += e.runs;
    if (e.result === 'BK') counters += 1;
    if (e.result === 'WP') counters += 8;
    if (e.result === 'PB') counters += 64;
    if (e.error !== undefined) counters += 512;
    if (e.doublePlay) counters += 4096;
  }
  const [first, second, third] = last.after.bases;
  if (first > 14 || second > 14 || third > 14)
    throw new RangeError('runner ids above 14 do not fit the path signature');
  return (
    ((((RESULT_CODES.get(last.result)! * 4 + last.after.outs) * 16 + first + 1) * 16 + second + 1) * 16 + third + 1) *
      8 *
      COUNTER_SPAN +
    runs * COUNTER_SPAN +
    counters
  );
}

/**
 * Adds to a running sum with Neumaier's compensation: a step merges up to millions of dice paths, and plain addition
 * drifts by 1e-11 over them, while each path's own probability is good to a few ulps.
 */
function addCompensated(sum: { probability: number; compensation: number }, value: number): void {
  const total = sum.probability + value;
  sum.compensation +=
    Math.abs(sum.probability) >= Math.abs(value) ? sum.probability - total + value : value - total + sum.probability;
  sum.probability = total;
}

/**
 * Exact results merged as they come: alike paths (same signature) add their chances, with compensation.
 * `start` is the state the plate appearance began in (results count their outs from it).
 */
export class ResultMerger {
  declare private readonly merged: Map<number, ExactResult & { compensation: number }>;
  declare private readonly start: BaseOutState;

  constructor(start: BaseOutState) {
    this.start = start;
    this.merged = new Map();
  }

  add(events: PlayEvent[], probability: number): void {
    const id = signature(events);
    const seen = this.merged.get(id);
    if (seen) {
      addCompensated(seen, probability);
      return;
    }
    const last = events[events.length - 1]!;
    const runs = events.reduce((sum, e) => sum + e.runs, 0);
    this.merged.set(id, {
      pa: {
        result: last.result as PlateAppearanceResult['result'],
        events,
        runs,
        outs: last.after.outs - this.start.outs,
        after: last.after,
      },
      probability,
      compensation: 0,
    });
  }

  results(): ExactResult[] {
    return [...this.merged.values()].map(({ pa, probability, compensation }) => ({
      pa,
      probability: probability + compensation,
    }));
  }
}

const stateKey = (state: BaseOutState, count: number, first: boolean) =>
  `${state.outs}|${state.bases.join(',')}|${count}|${first ? 1 : 0}`;

/**
 * The exact distribution of one plate appearance of a matchup from a state. Each step (a roll and its follow-ups) is
 * enumerated over all its dice; steps that do not end the plate appearance (balls, balks, wild pitches) lead to the
 * distribution from the new state and count, memoised, so the re-roll chain is solved as a Markov chain over
 * (state, count) rather than path by path. A step that does nothing (no events: Strat's wild-pitch roll that does not
 * come off cancels the reading) is the same step rolled again; that self-loop is a geometric re-roll, solved by
 * dividing the other steps' chances by one less its own. Otherwise the chain is acyclic (each re-roll adds to the count
 * or
 * moves a runner toward home), so the recursion ends; a step without events that changes the count (Strat's gate
 * passing the white die to the reading) goes on from the same state; a game whose steps could return to an earlier
 * (state, count)
 * would need a linear solve instead, and is rejected.
 * @example
 * plateAppearanceDistribution(matchup, parseBaseOutState('1-3/1')).reduce((s, r) => s + r.probability, 0) // => 1
 */
export function plateAppearanceDistribution(
  matchup: Matchup,
  state: BaseOutState,
  situation?: Situation,
): ExactResult[] {
  const memo = new Map<string, ExactResult[]>();
  const open = new Set<string>();

  const from = (at: BaseOutState, count: number, first: boolean): ExactResult[] => {
    const key = stateKey(at, count, first);
    const known = memo.get(key);
    if (known) return known;
    if (open.has(key)) throw new Error(`the plate appearance can return to state ${key}: not an acyclic chain`);
    open.add(key);
    const merged = new ResultMerger(at);
    const add = (events: PlayEvent[], probability: number) => merged.add(events, probability);
    // Merge a step's dice paths that did alike first: thousands of error-check and tag paths collapse to a few.
    const steps = new Map<number, { step: PlateAppearanceStep; probability: number; compensation: number }>();
    forEachDiceOutcome(
      (dice) => matchup.step(at, count, first, dice, situation),
      (step, probability) => {
        const id =
          step.events.length === 0
            ? -(step.count + 1)
            : signature(step.events) * 16 + (step.continues ? step.count + 1 : 0);
        const seen = steps.get(id);
        if (seen) addCompensated(seen, probability);
        else steps.set(id, { step, probability, compensation: 0 });
      },
    );
    for (const entry of steps.values()) entry.probability += entry.compensation;
    let reRoll = 0;
    for (const { step, probability } of steps.values())
      if (step.continues && step.events.length === 0 && step.count === count) reRoll += probability;
    const scale = 1 / (1 - reRoll);
    for (const { step, probability } of steps.values()) {
      if (!step.continues) {
        add(step.events, probability * scale);
        continue;
      }
      if (step.events.length === 0) {
        // The same count again is the re-roll solved above; another count goes on from the same state.
        if (step.count !== count)
          for (const rest of from(at, step.count, false)) add(rest.pa.events, probability * scale * rest.probability);
        continue;
      }
      for (const rest of from(step.events[step.events.length - 1]!.after, step.count, false))
        add([...step.events, ...rest.pa.events], probability * scale * rest.probability);
    }
    const results = merged.results();
    open.delete(key);
    memo.set(key, results);
    return results;
  };

  return from(state, 0, true).map(({ pa, probability }) => ({
    pa: { ...pa, outs: pa.after.outs - state.outs },
    probability,
  }));
}

/** A matchup's exact distribution from a state: its game's faster way where it has one, else the generic chain. */
export function exactDistribution(matchup: Matchup, state: BaseOutState, situation?: Situation): ExactResult[] {
  return matchup.distribution?.(state, situation) ?? plateAppearanceDistribution(matchup, state, situation);
}
