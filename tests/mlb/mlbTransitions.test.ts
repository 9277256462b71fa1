import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/input/InputError.ts';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { OUTCOME_INDEX, OUTCOMES } from '../../src/core/model/outcomes.ts';
import { END_STATES, INNING_OVER, transitionSlot } from '../../src/core/model/transitions.ts';
import { readMlbRunExpectancy } from '../../src/mlb/mlbRunExpectancy.ts';
import { readMlbTransitions } from '../../src/mlb/mlbTransitions.ts';
import { mlbSeason } from '../../src/mlb/mlbTotals.ts';
import { readInput } from '../helpers/inputs.ts';

const text = (name: string, body: string) => LoadedInput.of(name, new TextEncoder().encode(body));
const HEADER = 'outcome,outs,bases,end_outs,end_bases,runs,count\n';
const problem = (body: string) => {
  try {
    readMlbTransitions(text('t.csv', HEADER + body));
  } catch (error) {
    if (error instanceof InputError) return error.problems[0];
    throw error;
  }
  throw new Error('no InputError');
};

/** Plate appearances of `outcome` (all of them by default) starting in `state`, summed over end states. */
function fromState(table: Float64Array, state: number, outcomes: readonly string[] = OUTCOMES): number {
  let n = 0;
  for (const outcome of outcomes)
    for (let end = 0; end < END_STATES; end++)
      n += table[transitionSlot(OUTCOME_INDEX[outcome as keyof typeof OUTCOME_INDEX], state, end)]!;
  return n;
}

describe("MLB's base-out transitions (transitions_YYYY.csv)", () => {
  it("holds each state's plate appearances as the run-expectancy table counts them", () => {
    for (const season of [2016, 2024]) {
      const table = readMlbTransitions(readInput(`cards/sources/transitions_${season}.csv`));
      const re = readMlbRunExpectancy(readInput(`cards/sources/re24_${season}.csv`), season);
      for (let state = 0; state < 24; state++)
        expect(fromState(table, state), `${season} ${state}`).toBe(re.plateAppearances![state]);
    }
  });

  it("classes the plate appearances as Lahman's season totals count them, less the half-innings left out", () => {
    // The file keeps the complete half-innings only (0.4% of 2016's plate appearances and 1.6% of 2024's are left
    // out: walk-offs, 2024's placed-runner innings), so each event's count lies between 97% and 100% of Lahman's.
    // Not intentional walks and sacrifice flies, which crowd into those innings (2024: 69% and 94% kept).
    for (const season of [2016, 2024]) {
      const table = readMlbTransitions(readInput(`cards/sources/transitions_${season}.csv`));
      const lahman = mlbSeason(readInput('cards/sources/mlb_batting_totals_by_season.csv'), season).counts;
      const all = (outcomes: string[]) =>
        outcomes.reduce(
          (sum, o) => sum + Array.from({ length: 24 }, (_, s) => fromState(table, s, [o])).reduce((a, b) => a + b, 0),
          0,
        );
      for (const [outcomes, real] of [
        [['1B'], lahman['1B']!],
        [['2B'], lahman['2B']!],
        [['HR'], lahman.HR!],
        [['BB'], lahman.BB!],
        [['HBP'], lahman.HBP!],
        [['SO'], lahman.SO!],
      ] as const) {
        const counted = all([...outcomes]);
        expect(counted / real, `${season} ${outcomes.join('+')}`).toBeGreaterThan(0.97);
        expect(counted, `${season} ${outcomes.join('+')}`).toBeLessThanOrEqual(real);
      }
    }
  });

  it('keeps the runs of a play that ended the inning in its end state', () => {
    const table = readMlbTransitions(
      text('t.csv', `${HEADER}1B,2,_2_,3,___,1,45\n1B,2,_2_,3,___,0,7\n1B,2,_2_,2,1_3,0,50\n`),
    );
    const single = OUTCOME_INDEX['1B'];
    expect(table[transitionSlot(single, 18, INNING_OVER + 1)]).toBe(45);
    expect(table[transitionSlot(single, 18, INNING_OVER)]).toBe(7);
    expect(table[transitionSlot(single, 18, 21)]).toBe(50);
  });

  it('names the file, line and field of a bad row', () => {
    expect(problem('XX,0,___,0,1__,0,3\n')).toMatchObject({ file: 't.csv', line: 2, field: 'outcome' });
    expect(problem('1B,3,___,0,1__,0,3\n')).toMatchObject({ line: 2, field: 'outs' });
    expect(problem('1B,0,___,0,1_,0,3\n')).toMatchObject({ line: 2, field: 'end_bases' });
    expect(problem('1B,2,1__,3,1__,0,3\n')).toMatchObject({ line: 2, field: 'end_bases' });
    expect(problem('1B,0,___,0,1__,0,0\n')).toMatchObject({ line: 2, field: 'count' });
    // A single from an empty base with the batter on 1st scores no run; a third out scores at most three.
    expect(problem('1B,0,___,0,1__,1,3\n')).toMatchObject({ line: 2, field: 'runs', expected: /^0, the runs/ });
    expect(problem('1B,2,123,3,___,4,1\n')).toMatchObject({ line: 2, field: 'runs' });
    expect(problem('1B,0,___,0,1__,0,3\n1B,0,___,0,1__,0,4\n')).toMatchObject({ line: 3, field: 'count' });
  });
});
