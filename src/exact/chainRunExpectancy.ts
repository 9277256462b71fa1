import { solveLinearSystem } from './solveLinearSystem.ts';

/**
 * One lineup spot for the chain: from each of the 24 states, the chance of each after-state (24, then the inning over)
 * and the expected runs.
 */
export interface SpotTransitions {
  transitions: readonly ArrayLike<number>[];
  runs: readonly number[];
}

/**
 * Run expectancy of a lineup cycle from its spots' plate-appearance transitions: the absorbing Markov chain over
 * (state, spot due), solved as (I - Q) E = r, averaged over the spots (as `runExpectancy` does, from transitions a
 * game computes its own way).
 * @example chainRunExpectancy(nineSpots)[0] // => expected runs of an inning from ---/0
 */
export function chainRunExpectancy(spots: readonly SpotTransitions[]): number[] {
  const n = 24 * spots.length;
  const system = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r === c ? 1 : 0)));
  const rewards = new Array<number>(n).fill(0);
  spots.forEach((spot, i) => {
    const next = ((i + 1) % spots.length) * 24;
    for (let s = 0; s < 24; s++) {
      const row = i * 24 + s;
      rewards[row] = spot.runs[s]!;
      for (let t = 0; t < 24; t++) system[row]![next + t]! -= spot.transitions[s]![t]!;
    }
  });
  const solution = solveLinearSystem(system, rewards);
  return Array.from(
    { length: 24 },
    (_, s) => spots.reduce((sum, _spot, i) => sum + solution[i * 24 + s]!, 0) / spots.length,
  );
}
