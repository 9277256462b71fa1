import { describe, expect, it } from 'vitest';
import { LEAGUE_AVERAGE_ID } from '../../../src/core/GameSystem.ts';
import { splitShares } from '../../../src/mlb/roster.ts';
import { LEAGUE_GRADE, pitcherTiers, STRAT_TIERS, stratGradePlan } from '../../../src/games/strat/gradePlan.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { gradeShift } from '../../../src/experiments/gradeShift.ts';
import { tables, walkthrough } from '../../helpers/strat.ts';
import { stratSet } from '../../helpers/inputs.ts';

const cubs = stratSet('cards/strat/2016-cubs.yaml');
const opsOf = (line: {
  PA: number;
  AB: number;
  H: number;
  '2B': number;
  '3B': number;
  HR: number;
  BB: number;
  HBP: number;
}) => (line.H + line.BB + line.HBP) / line.PA + (line.H + line['2B'] + 2 * line['3B'] + 3 * line.HR) / line.AB;

describe('the Strat grade shift (pitchers in fifths)', () => {
  it(
    'tiers hold every pitcher with a printed line once, best ' +
      "opponents' OPS first, each near a fifth of the batters faced",
    () => {
      const tiers = pitcherTiers(cubs);
      const withLines = cubs.players.filter((p) => p.pitching?.targets);
      expect(tiers.flat()).toHaveLength(withLines.length);
      const total = withLines.reduce((sum, p) => sum + p.pitching!.targets!.season.PA, 0);
      const biggest = Math.max(...withLines.map((p) => p.pitching!.targets!.season.PA));
      const opsByColumns = new Map(withLines.map((p) => [p.pitching!.columns, opsOf(p.pitching!.targets!.season)]));
      let worstSoFar = 0;
      for (const tier of tiers) {
        const faced = tier.reduce((sum, p) => sum + p.weight, 0);
        // A pitcher sits in the fifth of his middle batter: a tier is off a fifth by less than one pitcher's batters.
        expect(Math.abs(faced - total / 5)).toBeLessThan(biggest);
        const ops = tier.map((p) => opsByColumns.get(p.side.columns)!);
        expect(Math.min(...ops)).toBeGreaterThanOrEqual(worstSoFar);
        worstSoFar = Math.max(...ops);
        for (const p of tier) expect([p.side.wp, p.side.balk, p.side.hold]).toEqual([9, 1, 0]);
      }
    },
  );

  it(
    "the plan: Q1-Q5 and the league's pitcher (the reference); every subject's " +
      "strata weigh 1, by the batter's own splits where a tier has both hands",
    () => {
      const plan = stratGradePlan(cubs, tables);
      expect(plan.grades).toEqual([...STRAT_TIERS, LEAGUE_GRADE]);
      expect(plan.reference).toBe(LEAGUE_GRADE);
      const tiers = pitcherTiers(cubs);
      plan.subjects.forEach((subjects, g) => {
        expect(subjects[0]!.id).toBe(LEAGUE_AVERAGE_ID);
        expect(subjects.slice(1).map((s) => s.id)).toEqual(cubs.players.filter((p) => !p.pitching).map((p) => p.id));
        for (const subject of subjects) expect(subject.strata.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1, 12);
        const tier = tiers[g];
        if (!tier || !tier.some((p) => p.side.throws === 'L') || !tier.some((p) => p.side.throws === 'R')) return;
        const batter = cubs.players.find((p) => p.id === subjects[1]!.id)!;
        const vsL = subjects[1]!.strata.filter((s) => s.split === 'vsL').reduce((sum, s) => sum + s.weight, 0);
        expect(vsL).toBeCloseTo(splitShares(batter.targets, { L: 1, R: 1 }).L, 12);
      });
    },
  );

  it("the league's average batter hits better against each fifth down (exact OBP and SLG, Q1 < Q3 < Q5)", async () => {
    // The league's average batter alone (the first subject of each grade): the other batters' exact rates are not asked
    // here.
    const plan = stratGradePlan(cubs, tables);
    const shift = await gradeShift(
      { ...plan, subjects: plan.subjects.map((subjects) => subjects.slice(0, 1)) },
      { pa: 2_000, seed: 1, workers: 0 },
    );
    const league = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID)!;
    const exact = (grade: string, rate: 'OBP' | 'SLG') => league.cells.find((c) => c.grade === grade)!.exact[rate]!;
    for (const rate of ['OBP', 'SLG'] as const) {
      expect(exact('Q1', rate)).toBeLessThan(exact('Q3', rate));
      expect(exact('Q3', rate)).toBeLessThan(exact('Q5', rate));
    }
  });

  it('refuses a set with fewer than five pitchers who print a line, naming file, line and field', () => {
    expect(() => stratGradePlan(walkthrough, tables)).toThrow(InputError);
    expect(() => stratGradePlan(walkthrough, tables)).toThrow(
      /walkthrough\.yaml:1: players: at least 5 pitchers who print a season line/,
    );
  });
});
