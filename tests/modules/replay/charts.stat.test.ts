import { describe, expect, it } from 'vitest';
import { replayTables as tables } from '../../helpers/replay.ts';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { playReplayBunt, playReplayHitAndRun } from '../../../src/modules/replay/play.ts';
import { averageParties } from '../../../src/modules/replay/ratings.ts';
import { buntPlayed, outcomeName, playedOutcomes } from '../../../src/modules/replay/values.ts';

const DEFENSE = { leadRunnerSafeAtMost: 0.5, tryForce: true };
const N = 200_000;

/**
 * Every outcome's simulated share within 5 standard errors of its exact chance: sqrt(p(1-p)/N) is at most
 * sqrt(0.25/200000) = 0.00112, so the widest bound is 0.0056; with at most 12 outcomes per play the chance that any
 * falls outside by luck is under 12 * 6e-7.
 */
function expectAgreement(exact: Map<string, number>, simulated: Map<string, number>): void {
  expect([...simulated.keys()].filter((k) => !exact.has(k))).toEqual([]);
  for (const [outcome, chance] of exact) {
    const bound = 5 * Math.sqrt((chance * (1 - chance)) / N) + 1e-12;
    expect(Math.abs((simulated.get(outcome) ?? 0) / N - chance), outcome).toBeLessThanOrEqual(bound);
  }
}

const tally = <T>(play: () => T, name: (t: T) => string) => {
  const counts = new Map<string, number>();
  for (let i = 0; i < N; i++) {
    const key = name(play());
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

const byName = (outcomes: ReturnType<typeof playedOutcomes>) => {
  const chances = new Map<string, number>();
  for (const { outcome, chance } of outcomes) chances.set(outcome, (chances.get(outcome) ?? 0) + chance);
  return chances;
};

describe('Monte Carlo agrees with the exact charts (seed 20261126, 200,000 plays each)', () => {
  it('on the squeeze by an average bunter, infield in, runners on 2nd and 3rd with one out', () => {
    const state = parseBaseOutState('-23/1');
    const parties = averageParties({ bunt: 3 }, {});
    const dice = randomDice(20261126);
    const simulated = tally(
      () => playReplayBunt(tables, 'squeeze-bunt', parties, DEFENSE, true, state, dice),
      outcomeName,
    );
    expectAgreement(byName(buntPlayed(tables, 'squeeze-bunt', parties, DEFENSE, true, state)), simulated);
  });

  it("on the hit and run of a B batter against a C pitcher's results, runners on 1st and 2nd", () => {
    const state = parseBaseOutState('12-/0');
    const parties = averageParties(
      { hitAndRun: tables.hitAndRunGrades.batter.B },
      { hitAndRun: tables.hitAndRunGrades.pitcher.C },
    );
    const dice = randomDice(20261127);
    const simulated = tally(() => playReplayHitAndRun(tables, parties, DEFENSE, state, dice), outcomeName);
    expectAgreement(byName(playedOutcomes((d) => playReplayHitAndRun(tables, parties, DEFENSE, state, d))), simulated);
  });
});
