import { canonicalState, formatBaseOutState } from '../core/model/baseOut.ts';

/** A simulated run-expectancy table against a real one: the mean absolute gap over the 24 states, and the largest. */
export interface RunExpectancyGap {
  meanAbsolute: number;
  largest: { state: string; simulated: number; real: number };
}

/**
 * How far a simulated table sits from the real one, state by state (states the simulation never reached are left out).
 * @example runExpectancyGap(simulated, mlb.matrix).largest.state // => '-23/0', say
 */
export function runExpectancyGap(simulated: readonly number[], real: readonly number[]): RunExpectancyGap {
  let sum = 0;
  let states = 0;
  let widest = -1;
  let largest = { state: '', simulated: Number.NaN, real: Number.NaN };
  real.forEach((value, s) => {
    const sim = simulated[s]!;
    if (!Number.isFinite(sim)) return;
    const gap = Math.abs(sim - value);
    sum += gap;
    states++;
    if (gap > widest) {
      widest = gap;
      largest = { state: formatBaseOutState(canonicalState(s)), simulated: sim, real: value };
    }
  });
  return { meanAbsolute: sum / states, largest };
}

/** The gap in words: "0.021 runs apart on average over the 24 states, most at 1-3/0 (1.713 simulated, 1.903 real)". */
export function runExpectancyGapText(gap: RunExpectancyGap): string {
  const { state, simulated, real } = gap.largest;
  return (
    `${gap.meanAbsolute.toFixed(3)} runs apart on average over the 24 states, most at ${state} ` +
    `(${simulated.toFixed(3)} simulated, ${real.toFixed(3)} real)`
  );
}
