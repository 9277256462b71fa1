import type { Matchup } from '../core/GameSystem.ts';
import { stateIndex, canonicalState } from '../core/model/baseOut.ts';
import { exactDistribution } from './plateAppearanceDistribution.ts';
import { solveLinearSystem } from './solveLinearSystem.ts';

/**
 * Each of the 24 base-out states' share of the plate appearances of innings in which every plate appearance mixes
 * `matchups` by weight: the expected visits v of the absorbing chain from ---/0 solve v = e0 + Q'v.
 * @example stateShares([{ weight: 1, matchup }])[0] // => the share of plate appearances with the bases empty, none out
 */
export function stateShares(matchups: readonly { weight: number; matchup: Matchup }[]): number[] {
  const total = matchups.reduce((sum, m) => sum + m.weight, 0);
  const q = Array.from({ length: 24 }, () => new Array<number>(24).fill(0));
  for (let s = 0; s < 24; s++) {
    for (const { weight, matchup } of matchups) {
      for (const { pa, probability } of exactDistribution(matchup, canonicalState(s)))
        if (pa.after.outs < 3) q[s]![stateIndex(pa.after)]! += (weight / total) * probability;
    }
  }
  const system = Array.from({ length: 24 }, (_, r) =>
    Array.from({ length: 24 }, (_, c) => (r === c ? 1 : 0) - q[c]![r]!),
  );
  const visits = solveLinearSystem(
    system,
    Array.from({ length: 24 }, (_, i) => (i === 0 ? 1 : 0)),
  );
  const sum = visits.reduce((s, v) => s + v, 0);
  return visits.map((v) => v / sum);
}
