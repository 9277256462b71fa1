import { LEAGUE_AVERAGE_ID, type CheckSubject, type GradePlan } from '../../core/GameSystem.ts';
import type { PbcCardSet } from './cards.ts';
import { PbcCompiler } from './compile.ts';
import type { PbcTables } from './tables.ts';
import { matchupOf, pbcCheckPlan, pbcMatchup, type PitcherSide } from './plan.ts';

/**
 * PBC's grades are fatigue levels: a pitcher's points from 0 down to -6, where every Out Chart total has turned into
 * a walk. Points above zero play as zero (only points below it walk anyone), so they are not graded.
 */
export const FATIGUE_GRADES = ['0', '-1', '-2', '-3', '-4', '-5', '-6'] as const;
const pointsOf = (grade: string) => Number(grade);

/**
 * The fatigue experiment: every batter of the set against the pitchers he faces in `check` (the league's, for a built
 * set), each pitcher at each fatigue level in turn, all else equal; where the set has a league, its batters too, as the
 * league-average batter. It says how much each level of fatigue gives the batters.
 */
export function pbcGradePlan(set: PbcCardSet, tables: PbcTables): GradePlan {
  const compiler = PbcCompiler.of(tables);
  const subjects = FATIGUE_GRADES.map((grade) => {
    const fatigue = pointsOf(grade);
    const batters = pbcCheckPlan(set, tables, {}, fatigue).filter((subject) => subject.role === 'batter');
    const league = set.league;
    if (!league) return batters;
    const total = league.pitchers.reduce((sum, p) => sum + p.weight, 0);
    const average: CheckSubject = {
      id: LEAGUE_AVERAGE_ID,
      name: `${league.name} average batter`,
      team: '',
      role: 'batter',
      targets: {},
      states: league.states,
      strata: league.batters.flatMap((batter) =>
        league.pitchers.map((pitcher) => {
          const side: PitcherSide = {
            outChart: pitcher.outChart,
            fatigue,
            defense: { fielders: 0, catcher: 0 },
            park: tables.neutralPark,
          };
          const weight = league.batters.reduce((sum, b) => sum + b.weight, 0);
          return {
            weight: (batter.weight / weight) * (pitcher.weight / total),
            split: 'vsR' as const,
            label: `${batter.name} vs ${pitcher.name}`,
            matchup: matchupOf(pbcMatchup(batter, side, tables), compiler),
          };
        }),
      ),
    };
    return [...batters, average];
  });
  return {
    grades: FATIGUE_GRADES,
    reference: '0',
    opponents: set.league ? `the ${set.league.name} pitchers` : "the set's pitchers of other teams",
    subjects,
  };
}
