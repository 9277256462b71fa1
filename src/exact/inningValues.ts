import { canonicalState, stateIndex } from '../core/model/baseOut.ts';
import type { LineupSlot } from './runExpectancy.ts';
import { exactDistribution } from './plateAppearanceDistribution.ts';
import { solveLinearSystem } from './solveLinearSystem.ts';

/** Expected runs and the chance of scoring at least once, to the end of the inning, from each of the 24 states. */
export interface InningWorth {
  runs: number[];
  scoring: number[];
}

/**
 * The inning's worth from each state when one batter, the mix of `slot`'s matchups by weight, bats every time: two
 * absorbing chains over the same exact plate-appearance distributions. Expected runs solve (I - Q) E = r; the chance
 * to score solves (I - Q0) S = s, where s is the chance the plate appearance itself scores and Q0 moves between
 * states without a run (any run ends that question).
 * @example inningValues(averageBatter).scoring[0] // => the chance of a run in an inning from ---/0
 */
export function inningValues(slot: LineupSlot): InningWorth {
  const total = slot.reduce((sum, s) => sum + s.weight, 0);
  const toRuns = Array.from({ length: 24 }, (_, r) => Array.from({ length: 24 }, (_, c) => (r === c ? 1 : 0)));
  const toScoring = toRuns.map((row) => [...row]);
  const runs = new Array<number>(24).fill(0);
  const scores = new Array<number>(24).fill(0);
  for (let s = 0; s < 24; s++)
    for (const { weight, matchup } of slot)
      for (const { pa, probability } of exactDistribution(matchup, canonicalState(s))) {
        const p = (weight / total) * probability;
        runs[s]! += p * pa.runs;
        if (pa.runs > 0) scores[s]! += p;
        if (pa.after.outs >= 3) continue;
        const t = stateIndex(pa.after);
        toRuns[s]![t]! -= p;
        if (pa.runs === 0) toScoring[s]![t]! -= p;
      }
  return { runs: solveLinearSystem(toRuns, runs), scoring: solveLinearSystem(toScoring, scores) };
}
