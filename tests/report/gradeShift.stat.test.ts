import { beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_AVERAGE_ID } from '../../src/core/GameSystem.ts';
import pineTar from '../../src/games/pinetar/index.ts';
import { GRADES } from '../../src/games/pinetar/vocabulary.ts';
import { alikeGrades, gradeShift, type GradeShift } from '../../src/experiments/gradeShift.ts';
import { pineTarSet, pineTarTables } from '../helpers/inputs.ts';

const tables = pineTarTables({});

describe('alikeGrades', () => {
  it('groups grades whose outcome distributions are equal, in grade order, and only groups of two or more', () => {
    const a = { SO: 0.2, GO: 0.8 };
    const b = { SO: 0.25, GO: 0.75 };
    expect(alikeGrades(['A', 'B', 'C', 'D', 'E'], [a, b, { ...a }, b, { SO: 0.2 + 1e-9, GO: 0.8 - 1e-9 }])).toEqual([
      ['A', 'C'],
      ['B', 'D'],
    ]);
    expect(alikeGrades(['A', 'B'], [a, b])).toEqual([]);
  });
});

describe('Pine Tar grade plan', () => {
  const set = pineTarSet('cards/pinetar/2016-cubs.yaml');
  const plan = pineTar.gradePlan!(set, tables);

  it(
    'follows the grade ladder and lists the same cards in the same order for every grade, the ' +
      'league-average batter first and every position player after',
    () => {
      // The Pitcher Modifier table's ladder, best to worst: M (the wild grade) between B and C.
      expect(plan.grades).toEqual(['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G']);
      expect([...plan.grades].sort()).toEqual([...GRADES].sort());
      const ids = plan.subjects.map((subjects) => subjects.map((s) => s.id));
      for (const list of ids) expect(list).toEqual(ids[0]);
      expect(ids[0]![0]).toBe(LEAGUE_AVERAGE_ID);
      expect(ids[0]!.slice(1)).toEqual(set.players.filter((p) => !p.pitching).map((p) => p.id));
    },
  );

  it("changes only the grade between a card's subjects; strata weights sum to 1", () => {
    for (const [g, subjects] of plan.subjects.entries()) {
      for (const subject of subjects) {
        expect(subject.strata.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1, 12);
        for (const stratum of subject.strata)
          expect(stratum.label).toMatch(new RegExp(`grade ${plan.grades[g]!.replace('+', '\\+')}$`));
      }
    }
  });
});

describe('gradeShift', () => {
  let shift: GradeShift;
  const pa = 20_000;
  beforeAll(async () => {
    const set = pineTarSet('cards/pinetar/2016-cubs.yaml');
    shift = await gradeShift(pineTar.gradePlan!(set, tables), { pa, seed: 7, workers: 2 });
  });

  it('simulates every card and grade close to its exact value', () => {
    // Each of the 21 cards (league average and 20 batters) x 8 grades x 6 rates has a 95% interval from 20,000
    // plate appearances: 1,008 intervals, of which 5% (50) miss the exact value by chance; the count is binomial-like
    // with sd sqrt(1008 x 0.05 x 0.95) = 6.9 (rates of one cell are correlated, which widens it a little). Fewer
    // than 50 + 5 x 7 = 85 misses, or the simulation and the enumeration disagree somewhere.
    let misses = 0;
    let intervals = 0;
    for (const card of shift.cards) {
      for (const cell of card.cells) {
        for (const rate of ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%']) {
          const { lower, upper } = cell.simulated[rate]!;
          intervals++;
          if (cell.exact[rate]! < lower || cell.exact[rate]! > upper) misses++;
        }
      }
    }
    expect(intervals).toBe(21 * 8 * 6);
    expect(misses).toBeLessThan(85);
  });

  it(
    'moves the league-average batter as the rules say: A+ suppresses ' +
      'hitting against C, G (which turns 2B into HR) raises slugging',
    () => {
      const league = shift.cards.find((c) => c.id === LEAGUE_AVERAGE_ID)!;
      const at = (grade: string) => league.cells.find((cell) => cell.grade === grade)!.exact;
      expect(at('A+').AVG!).toBeLessThan(at('C').AVG!);
      expect(at('A+').OBP!).toBeLessThan(at('C').OBP!);
      expect(at('G').SLG!).toBeGreaterThan(at('C').SLG!);
      expect(at('G')['HR%']!).toBeGreaterThan(at('C')['HR%']!);
    },
  );

  it('gives every card a cell per grade whose outcome shares sum to 1', () => {
    for (const card of shift.cards) {
      expect(card.cells.map((c) => c.grade)).toEqual(shift.grades);
      for (const cell of card.cells) expect(Object.values(cell.outcomes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });
});
