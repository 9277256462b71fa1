import type { Matchup } from '../core/GameSystem.ts';
import { canonicalState, stateIndex } from '../core/model/baseOut.ts';
import { exactDistribution } from './plateAppearanceDistribution.ts';
import { solveLinearSystem } from './solveLinearSystem.ts';

/** A lineup slot: the matchups its batter plays, with their shares (his pitchers and their grade situations). */
export type LineupSlot = readonly { weight: number; matchup: Matchup }[];

export interface RunExpectancy {
  /** Expected runs to the end of the inning from each of the 24 states (index outs * 8 + occupancy), slots averaged. */
  matrix: number[];
  /** The same per lineup slot due to bat. */
  bySlot: number[][];
}

/**
 * Run expectancy by an absorbing Markov chain over (base-out state, slot due), from the exact plate-appearance
 * distributions. Assumptions: the lineup is a cycle (slot i is followed by slot i+1, a one-slot lineup is a fixed
 * batter); runners on base are the canonical medium-speed runners whoever they were (the chain has 24 states per
 * slot, not one per arrangement of runners); each slot's matchups mix by their weights at every plate appearance;
 * the published matrix averages the slots, as if each were equally likely to be due.
 * Solves (I - Q) E = r, with r the expected runs of one plate appearance from each state.
 * @example runExpectancy([[{ weight: 1, matchup }]]).matrix[0] // => expected runs of an inning from ---/0
 */
export function runExpectancy(lineup: readonly LineupSlot[]): RunExpectancy {
  const slots = lineup.length;
  const n = 24 * slots;
  const q = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const rewards = new Array<number>(n).fill(0);
  lineup.forEach((slot, i) => {
    const total = slot.reduce((sum, s) => sum + s.weight, 0);
    for (let s = 0; s < 24; s++) {
      const row = i * 24 + s;
      for (const { weight, matchup } of slot) {
        for (const { pa, probability } of exactDistribution(matchup, canonicalState(s))) {
          const p = (weight / total) * probability;
          rewards[row]! += p * pa.runs;
          if (pa.after.outs < 3) q[row]![((i + 1) % slots) * 24 + stateIndex(pa.after)]! += p;
        }
      }
    }
  });
  const system = q.map((row, r) => row.map((p, c) => (r === c ? 1 : 0) - p));
  const solution = solveLinearSystem(system, rewards);
  const bySlot = lineup.map((_, i) => solution.slice(i * 24, i * 24 + 24));
  const matrix = Array.from({ length: 24 }, (_, s) => bySlot.reduce((sum, slot) => sum + slot[s]!, 0) / slots);
  return { matrix, bySlot };
}
