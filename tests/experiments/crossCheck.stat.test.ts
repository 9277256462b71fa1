import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../src/core/dice/randomDice.ts';
import { splitStreams } from '../../src/core/dice/streams.ts';
import { exactDistribution } from '../../src/exact/plateAppearanceDistribution.ts';
import type { CheckSubject } from '../../src/core/GameSystem.ts';
import { gameOf } from '../../src/games/registry.ts';
import { readInput, tableInputs } from '../helpers/inputs.ts';
import { bundledCardSets } from '../../src/cli/bundledCardSets.ts';
import { formatBaseOutState, parseBaseOutState, type BaseOutState } from '../../src/core/model/baseOut.ts';
import type { PlateAppearanceResult } from '../../src/core/model/PlayEvent.ts';
import { allocate } from '../../src/stats/allocate.ts';
import { chiSquareGoodnessOfFit } from '../../src/stats/chiSquareGoodnessOfFit.ts';

/**
 * The point of the exact engine: Monte Carlo counts must agree with the exact distribution. For each card, N plate
 * appearances are simulated the way `check` does (strata by largest remainder, the card's own stream) and compared
 * by chi-square with the exact expected counts, sum over strata of n_s x p_s(category). Cells with expected counts
 * under 5 are pooled. Alpha 0.001 at a fixed seed: a correct engine fails a given card with probability 1/1000;
 * chi-square(17) > 40.8 is needed to fail (the largest df here, 18 outcome cells). Stratified sampling has no more
 * variance than the multinomial the test assumes, so the test is if anything conservative. The exact side is each
 * game's own distribution (tests hold Pine Tar's and Strat's equal to the generic chain; PBC's re-rolled roll-offs
 * are loops the generic chain does not take, and tests/games/pbc holds its distribution equal to the compiled graph's).
 */
const N = 60_000;
const ALPHA = 0.001;
/**
 * Cards checked from ---/0: every SAMPLE-th of each set, batters and pitchers alike. The engines are the same for
 * every card (tests/games/pinetar/graph.stat.test.ts and tests/games/strat/kernel.stat.test.ts hold the compiled graph
 * to the resolvers); a sample of each set's columns is what tells more cards would not.
 */
const SAMPLE = 6;

function compare(
  subject: CheckSubject,
  index: number,
  seed: number,
  state: BaseOutState,
  category: (pa: PlateAppearanceResult) => string,
) {
  const counts = allocate(
    N,
    subject.strata.map((s) => s.weight),
  );
  const expected = new Map<string, number>();
  const observed = new Map<string, number>();
  const dice = new RandomDice(splitStreams(seed, index + 1)[index]!);
  subject.strata.forEach((stratum, s) => {
    for (const { pa, probability } of exactDistribution(stratum.matchup, state)) {
      const key = category(pa);
      expected.set(key, (expected.get(key) ?? 0) + counts[s]! * probability);
    }
    for (let i = 0; i < counts[s]!; i++) {
      const key = category(stratum.matchup.plateAppearance(state, dice));
      observed.set(key, (observed.get(key) ?? 0) + 1);
    }
  });
  for (const key of observed.keys()) expect(expected.has(key), `simulated ${key} has exact probability 0`).toBe(true);
  const keys = [...expected.keys()].sort();
  return chiSquareGoodnessOfFit(
    keys.map((k) => observed.get(k) ?? 0),
    keys.map((k) => expected.get(k)! / N),
  );
}

for (const file of bundledCardSets()) {
  const input = readInput(file);
  const system = gameOf(input);
  const set = system.loadCardSet(input);
  const tables = system.loadTables(tableInputs(system as never));

  describe(`${file}: Monte Carlo agrees with the exact distribution`, () => {
    const empty = parseBaseOutState('---/0');
    const subjects = system.checkPlan(set, tables, { state: empty });
    subjects.forEach((subject, index) => {
      if (index % SAMPLE !== 0) return;
      it(`${subject.name}: outcomes from ---/0`, () => {
        const result = compare(subject, index, 2016, empty, (pa) => pa.result);
        expect(result.pValue, `chi-square ${result.statistic.toFixed(1)} on ${result.df} df`).toBeGreaterThan(ALPHA);
      });
    });

    // From a runner state every table is read: ground outs, tags, errors with runners, BK/WP moving runners.
    const corners = parseBaseOutState('1-3/1');
    const batters = system
      .checkPlan(set, tables, { state: corners })
      .filter((s) => s.role === 'batter')
      .slice(0, 2);
    batters.forEach((subject, index) => {
      it(`${subject.name}: outcome, runs and state after, from 1-3/1`, () => {
        const result = compare(
          subject,
          index,
          1871,
          corners,
          (pa) => `${pa.result} ${pa.runs} ${formatBaseOutState(pa.after)}`,
        );
        expect(result.pValue, `chi-square ${result.statistic.toFixed(1)} on ${result.df} df`).toBeGreaterThan(ALPHA);
      });
    });
  });
}
