import type { RandomDice } from '../core/dice/randomDice.ts';
import { type LineupSlot } from '../exact/runExpectancy.ts';
import { stateIndex, canonicalState } from '../core/model/baseOut.ts';

const RESOLUTION = 2 ** 30;

function pick(slot: LineupSlot, dice: RandomDice) {
  const total = slot.reduce((sum, s) => sum + s.weight, 0);
  let u = (dice.below(RESOLUTION) / RESOLUTION) * total;
  for (const entry of slot) {
    u -= entry.weight;
    if (u < 0) return entry.matchup;
  }
  return slot[slot.length - 1]!.matchup;
}

/**
 * Run expectancy by simulation, under the assumptions of the exact `runExpectancy` (runners canonicalised after each
 * plate appearance, matchups mixed by weight): `innings` half-innings from each of the 24 states for each slot due.
 * Returns the mean runs and their standard errors, slots averaged.
 * @example simulateRunExpectancy([[{ weight: 1, matchup }]], randomDice(1), 10000).matrix[0] // => about 0.5
 */
export function simulateRunExpectancy(
  lineup: readonly LineupSlot[],
  dice: RandomDice,
  innings: number,
): { matrix: number[]; standardErrors: number[] } {
  const matrix: number[] = [];
  const standardErrors: number[] = [];
  for (let s = 0; s < 24; s++) {
    let sum = 0;
    let sumOfSquares = 0;
    for (let start = 0; start < lineup.length; start++) {
      for (let k = 0; k < innings; k++) {
        let state = canonicalState(s);
        let slot = start;
        let runs = 0;
        while (state.outs < 3) {
          const pa = pick(lineup[slot]!, dice).plateAppearance(state, dice);
          runs += pa.runs;
          state = pa.after.outs < 3 ? canonicalState(stateIndex(pa.after)) : pa.after;
          slot = (slot + 1) % lineup.length;
        }
        sum += runs;
        sumOfSquares += runs * runs;
      }
    }
    const count = innings * lineup.length;
    const mean = sum / count;
    matrix.push(mean);
    standardErrors.push(Math.sqrt((sumOfSquares / count - mean * mean) / (count - 1)));
  }
  return { matrix, standardErrors };
}
