import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/input/InputError.ts';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { doublePlayChanceShare, readMlbRunExpectancy } from '../../src/mlb/mlbRunExpectancy.ts';
import { readMlbSchedule } from '../../src/mlb/mlbSchedule.ts';
import { mlbSeason } from '../../src/mlb/mlbTotals.ts';
import { readInput } from '../helpers/inputs.ts';

const text = (name: string, body: string) => LoadedInput.of(name, new TextEncoder().encode(body));
const problem = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof InputError) return error.problems[0];
    throw error;
  }
  throw new Error('no InputError');
};

describe("MLB's schedule as played (schedule_YYYY.csv)", () => {
  it('holds 2016 as Lahman counts it: 2,428 games, each team 161 or 162, the runs Lahman totals', () => {
    const schedule = readMlbSchedule(readInput('cards/sources/schedule_2016.csv'));
    // Lahman's 21,744 runs over 4,856 team games (two rained-out games never made up), read independently.
    const lahman = mlbSeason(readInput('cards/sources/mlb_batting_totals_by_season.csv'), 2016);
    expect(schedule.games).toHaveLength(2428);
    expect(schedule.runs).toBe(lahman.runs);
    const games = new Map<string, number>();
    for (const g of schedule.games) for (const t of [g.away, g.home]) games.set(t, (games.get(t) ?? 0) + 1);
    expect(games.size).toBe(30);
    expect([...games.values()].every((n) => n === 161 || n === 162)).toBe(true);
    // The Angels are Lahman's LAA (Retrosheet's ANA); American League parks used the DH: half the games.
    expect(games.has('LAA') && !games.has('ANA')).toBe(true);
    expect(schedule.games.filter((g) => g.dh)).toHaveLength(1214);
  });

  it('names the file, line and field of a bad row', () => {
    const bad = text('s.csv', 'date,number,away,home,awayRuns,homeRuns,dh\n2016-04-03,0,NYN,KCA,3,4,maybe\n');
    expect(problem(() => readMlbSchedule(bad))).toMatchObject({ file: 's.csv', line: 2, field: 'dh' });
  });
});

describe("MLB's run expectancy (re24_YYYY.csv)", () => {
  it('gives all 24 states, fewer runs to come with each out for every base state', () => {
    for (const season of [2016, 2024]) {
      const re = readMlbRunExpectancy(readInput(`cards/sources/re24_${season}.csv`), season);
      for (let bases = 0; bases < 8; bases++) {
        expect(re.matrix[bases]!).toBeGreaterThan(re.matrix[8 + bases]!);
        expect(re.matrix[8 + bases]!).toBeGreaterThan(re.matrix[16 + bases]!);
      }
      // Bases loaded, none out is the best state; the bases empty with two out the worst.
      expect(Math.max(...re.matrix)).toBe(re.matrix[7]);
      expect(Math.min(...re.matrix)).toBe(re.matrix[16]);
    }
  });

  it("counts each state's plate appearances: within the season's, MLB's double-play chances 18% of them", () => {
    for (const [season, pa] of [
      [2016, 184_580],
      [2024, 182_449],
    ] as const) {
      const re = readMlbRunExpectancy(readInput(`cards/sources/re24_${season}.csv`), season);
      const counted = re.plateAppearances!.reduce((sum, x) => sum + x, 0);
      // Complete half-innings only: the walk-offs' (and 2024's placed-runner innings') plate appearances are left out.
      expect(counted).toBeLessThan(pa);
      expect(counted).toBeGreaterThan(0.98 * pa);
      // A visit can start with a steal or a wild pitch, so a state's visits are at least its plate appearances.
      re.plateAppearances!.forEach((x, state) => expect(x).toBeLessThanOrEqual(re.counts[state]!));
      // Runner on 1st (odd masks), fewer than two out (states 0-15).
      const chances = [1, 3, 5, 7, 9, 11, 13, 15].reduce((sum, state) => sum + re.plateAppearances![state]!, 0);
      expect(doublePlayChanceShare(re)).toBeCloseTo(chances / counted, 12);
      expect(doublePlayChanceShare(re)).toBeGreaterThan(0.17);
      expect(doublePlayChanceShare(re)).toBeLessThan(0.19);
    }
    // A table without the column has no plate appearances and no share.
    const old = text('re.csv', 'outs,bases,runs,states,re\n' + allStates('1'));
    expect(readMlbRunExpectancy(old, 2016).plateAppearances).toBeUndefined();
    expect(doublePlayChanceShare(readMlbRunExpectancy(old, 2016))).toBeUndefined();
  });

  it('names the line of a bad plate-appearance count', () => {
    const bad = text('re.csv', 'outs,bases,runs,states,re,pa\n' + allStates('1,x'));
    expect(problem(() => readMlbRunExpectancy(bad, 2016))).toMatchObject({ file: 're.csv', line: 2, field: 'pa' });
  });

  it('refuses a table missing a state, naming it', () => {
    const partial = text('re.csv', 'outs,bases,runs,states,re\n0,___,10,20,0.5\n');
    expect(problem(() => readMlbRunExpectancy(partial, 2016))).toMatchObject({
      file: 're.csv',
      field: 'bases',
      expected: expect.stringMatching(/none for 1__ with 0 out/),
    });
  });
});

/** Rows for all 24 states (runs 1, states 2), each ending in `tail` (the re column, and more). */
function allStates(tail: string): string {
  const bases = ['___', '1__', '_2_', '12_', '__3', '1_3', '_23', '123'];
  return [0, 1, 2].flatMap((outs) => bases.map((b) => `${outs},${b},1,2,${tail}\n`)).join('');
}
