import { describe, expect, it } from 'vitest';
import { replayTables as tables } from '../../helpers/replay.ts';
import { parseBaseOutState, stateIndex } from '../../../src/core/model/baseOut.ts';
import { breakEven, chartStates } from '../../../src/modules/replay/breakEven.ts';
import { playReplayBunt } from '../../../src/modules/replay/play.ts';
import { averageParties } from '../../../src/modules/replay/ratings.ts';
import { buntPlayed, playedOutcomes, playValue, type InningValues } from '../../../src/modules/replay/values.ts';

const DEFENSE = { leadRunnerSafeAtMost: 0.5, tryForce: true };
const chanceOf = (outcomes: ReturnType<typeof buntPlayed>, outcome: string) =>
  outcomes.filter((o) => o.outcome === outcome).reduce((sum, o) => sum + o.chance, 0);

describe('a bunt composed attempt by attempt', () => {
  it('is the distribution of every dice path of the bunt', () => {
    for (const [chart, bunt, infieldIn, state] of [
      ['sacrifice-bunt', 1, false, '1--/0'],
      ['squeeze-bunt', 3, true, '-23/1'],
      ['bunt-for-a-hit', 2, false, '---/2'],
    ] as const) {
      const parties = averageParties({ bunt }, {});
      const start = parseBaseOutState(state);
      const composed = buntPlayed(tables, chart, parties, DEFENSE, infieldIn, start);
      const enumerated = playedOutcomes((dice) =>
        playReplayBunt(tables, chart, parties, DEFENSE, infieldIn, start, dice),
      );
      const key = (o: (typeof composed)[number]) => JSON.stringify({ ...o, chance: 0 });
      expect(composed.map(key).sort()).toEqual(enumerated.map(key).sort());
      for (const outcome of composed)
        expect(outcome.chance).toBeCloseTo(enumerated.find((o) => key(o) === key(outcome))!.chance, 12);
      expect(composed.reduce((sum, o) => sum + o.chance, 0)).toBeCloseTo(1, 12);
    }
  });

  it('gives a bunt for a hit by the best bunter, infield in, everyone else 3: a single on 35/432', () => {
    // Column 1 In: 1B ? on totals 3 and 10 (2 + 3 of 36), the Umpire's square for speed 3 against defence 3 (and a
    // catcher's 3) safe up to 3: half. Foul 1k on 7 (6/36) bunts again, once. So (5/36)(1/2)(1 + 6/36) = 35/432; the
    // E ? of total 8 (5/36) against an error rating of 3 is the same 35/432.
    const outcomes = buntPlayed(
      tables,
      'bunt-for-a-hit',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      true,
      parseBaseOutState('---/0'),
    );
    expect(chanceOf(outcomes, '1B')).toBeCloseTo(35 / 432, 14);
    expect(chanceOf(outcomes, 'ROE')).toBeCloseTo(35 / 432, 14);
  });

  it('gives a squeeze by the worst bunter, infield back: the runner steals home safely on 5/144', () => {
    // Column 5 Not In: Miss ? on total 4 (3/36); a die not higher than 5 (5/6) misses, and Action J sends the runner
    // against the catcher's 3 or the hold's 3, safe on half of the Umpire's die. No Foul 1k in the column: no second
    // attempt. (3/36)(5/6)(1/2) = 5/144, and as many thrown out.
    const outcomes = buntPlayed(
      tables,
      'squeeze-bunt',
      averageParties({ bunt: 5 }, {}),
      DEFENSE,
      false,
      parseBaseOutState('--3/0'),
    );
    expect(chanceOf(outcomes, 'run scores, bats on')).toBeCloseTo(5 / 144, 14);
    // And the Rundown of total 3 (2/36): a die over the runner's 3.
    expect(chanceOf(outcomes, 'runner out, bats on')).toBeCloseTo(5 / 144 + 2 / 36 / 2, 14);
  });
});

describe('a play against swinging away', () => {
  /** An inning where nobody scores from anywhere: a play is worth exactly the runs it scores itself. */
  const barren: InningValues = { runs: Array(24).fill(0), scoring: Array(24).fill(0) };

  it('is worth the runs it scores when the rest of the inning is worth nothing', () => {
    // Squeeze, bunt 5 Not In, runner on 3rd, none out, everyone else 3: SAC+H ? (total 2, 1 way) and SAC (9, 4 ways)
    // score him; Lead ? (11, 2 ways) throws home (his chance, 3 against 3, is 1/2) and is late half the time; Miss ?
    // (4, 3 ways) misses on 5 of 6 and he steals home on half. No Foul 1k: no second attempt.
    // (1 + 4 + 2/2) / 36 + (3/36)(5/6)(1/2) = 24/144 + 5/144 = 29/144, in runs and in the chance of one.
    const outcomes = buntPlayed(
      tables,
      'squeeze-bunt',
      averageParties({ bunt: 5 }, {}),
      DEFENSE,
      false,
      parseBaseOutState('--3/0'),
    );
    const value = playValue(outcomes, barren);
    expect(value.runs).toBeCloseTo(29 / 144, 14);
    expect(value.scoring).toBeCloseTo(29 / 144, 14);
  });

  it('adds the worth of the state it leaves: a sure run from second makes a sacrifice worth its runner there', () => {
    // The inning scores one run from every state with a runner on 2nd and nothing elsewhere: a sacrifice is worth the
    // chance it leaves a runner on 2nd (and the scoring chance the same).
    const onSecond = (index: number) => ((index % 8) & 2 ? 1 : 0);
    const values: InningValues = {
      runs: Array.from({ length: 24 }, (_, i) => onSecond(i)),
      scoring: Array.from({ length: 24 }, (_, i) => onSecond(i)),
    };
    const outcomes = buntPlayed(
      tables,
      'sacrifice-bunt',
      averageParties({ bunt: 3 }, {}),
      DEFENSE,
      false,
      parseBaseOutState('1--/0'),
    );
    const onSecondAfter = outcomes
      .filter((o) => o.after.outs < 3 && o.after.bases[1] >= 0)
      .reduce((sum, o) => sum + o.chance, 0);
    const value = playValue(outcomes, values);
    expect(value.runs).toBeCloseTo(onSecondAfter, 14);
    expect(value.scoring).toBeCloseTo(onSecondAfter, 14);
  });

  it('lists each chart at every state its heading allows, rating and infield', () => {
    expect(chartStates('sacrifice-bunt').map(({ state }) => stateIndex(state))).toEqual([1, 2, 3, 9, 10, 11]);
    expect(chartStates('squeeze-bunt')).toHaveLength(8);
    expect(chartStates('bunt-for-a-hit')).toHaveLength(3);
    expect(chartStates('hit-and-run').map(({ index }) => index)).toEqual([1, 3, 9, 11, 17, 19]);
    const values: InningValues = { runs: Array(24).fill(0.5), scoring: Array(24).fill(0.25) };
    const cells = breakEven(tables, 'sacrifice-bunt', values);
    expect(cells).toHaveLength(6 * 5 * 2);
    expect(cells.every((cell) => cell.swing.runs === 0.5 && cell.swing.scoring === 0.25)).toBe(true);
  });
});
