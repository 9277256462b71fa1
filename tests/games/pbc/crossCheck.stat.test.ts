import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { splitStreams } from '../../../src/core/dice/streams.ts';
import type { CheckSubject } from '../../../src/core/GameSystem.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { allocate } from '../../../src/stats/allocate.ts';
import { chiSquareGoodnessOfFit } from '../../../src/stats/chiSquareGoodnessOfFit.ts';
import { pbcSet, pbcTables } from '../../helpers/inputs.ts';

/**
 * Every bundled PBC card, not a sample (tests/experiments/crossCheck.stat.test.ts samples every game's sets): N plate
 * appearances played by the readable resolvers, laid over the card's strata and start states as `check` lays them,
 * against the exact expected counts (read off the compiled graph, which tests/games/pbc/exact.test.ts holds equal to
 * the distribution), by chi-square over the outcomes (cells expected under 5 pooled).
 * Alpha 0.001 per card at a fixed seed: with about 200 cards a correct engine fails one of them with probability
 * 1 - 0.999^200 = 18%, so the bound is Holm's over the set instead: the smallest p-value of m cards must exceed
 * 0.001 / m (the family fails by chance 0.1% of the time).
 */
const N = 20_000;
const ALPHA = 0.001;
const SETS = [
  'cards/pbc/walkthrough.yaml',
  'cards/pbc/2016-cubs.yaml',
  'cards/pbc/2016-cubs-naive.yaml',
  'cards/pbc/2016-cleveland.yaml',
  'cards/pbc/2016-cleveland-naive.yaml',
];

function pValue(subject: CheckSubject, seed: number, index: number): number {
  const weights = subject.strata.flatMap((stratum) => subject.states.map(({ weight }) => stratum.weight * weight));
  const counts = allocate(N, weights);
  const expected = new Map<string, number>();
  const observed = new Map<string, number>();
  const dice = new RandomDice(splitStreams(seed, index + 1)[index]!);
  subject.strata.forEach((stratum, s) =>
    subject.states.forEach(({ state }, k) => {
      const n = counts[s * subject.states.length + k]!;
      if (n === 0) return;
      const exact = stratum.matchup.exactTally!([{ state, weight: n }]).outcomeCounts();
      for (const [outcome, count] of Object.entries(exact))
        if (count > 0) expected.set(outcome, (expected.get(outcome) ?? 0) + count);
      for (let i = 0; i < n; i++) {
        const result = stratum.matchup.plateAppearance(state, dice).result;
        observed.set(result, (observed.get(result) ?? 0) + 1);
      }
    }),
  );
  for (const key of observed.keys()) expect(expected.has(key), `simulated ${key} has exact probability 0`).toBe(true);
  const keys = [...expected.keys()].sort();
  return chiSquareGoodnessOfFit(
    keys.map((k) => observed.get(k) ?? 0),
    keys.map((k) => expected.get(k)! / N),
  ).pValue;
}

describe('every bundled PBC card: Monte Carlo agrees with the exact distribution', () => {
  const tables = pbcTables();
  for (const file of SETS) {
    it(`${file}, from the set's own start states`, () => {
      const subjects = pbc.checkPlan(pbcSet(file), tables, {});
      const pValues = subjects.map((subject, i) => ({ name: subject.name, p: pValue(subject, 24, i) }));
      const worst = pValues.reduce((a, b) => (b.p < a.p ? b : a));
      expect(worst.p, `${worst.name} (p = ${worst.p.toExponential(2)} of ${pValues.length} cards)`).toBeGreaterThan(
        ALPHA / pValues.length,
      );
    });
  }
});
