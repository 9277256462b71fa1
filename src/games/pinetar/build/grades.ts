import { Tally } from '../../../core/model/Tally.ts';
import type { GradeSplit, PitchingCard } from '../cards.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { gradeShares } from '../plan.ts';
import type { Grade } from '../vocabulary.ts';
import { rateErrors, type FittedRates } from '../../../mlb/lines.ts';
import { lineRates } from '../../../mlb/lines.ts';
import { seasonFit } from '../../../stats/seasonFit.ts';
import { lineCounts } from '../../../core/cards/cardLines.ts';

/**
 * Grades from the best pitcher to the worst by what the Pitcher Modifier does to an average column (the table's
 * header measures it: M, the wild grade, sits between B and C).
 */
export const GRADE_LADDER: readonly Grade[] = ['A+', 'A', 'B', 'M', 'C', 'D', 'E', 'G'];

/** One step worse on the ladder: a starter's grade from the third time through the order (G stays G). */
export function worseGrade(grade: Grade): Grade {
  return GRADE_LADDER[Math.min(GRADE_LADDER.length - 1, GRADE_LADDER.indexOf(grade) + 1)]!;
}

/** A pitcher's grades and what they do: his opponents' exact line against the league's batters. */
export interface GradeFit {
  home: GradeSplit;
  away: GradeSplit;
  tally: Tally;
  errors: FittedRates;
}

/** The pitching card fields `gradeShares` reads. */
export type GradedPitcher = Pick<PitchingCard, 'role' | 'starts' | 'targets'>;

/** Home and away grades as the card prints them: a starter's third-time-through grade one step worse. */
function splits(pitcher: GradedPitcher, home: Grade, away: Grade): { home: GradeSplit; away: GradeSplit } {
  const starter = pitcher.role === 'S' || (pitcher.role === 'S/R' && (pitcher.starts ?? 0) > 0);
  const split = (g: Grade): GradeSplit => ({ early: g, late: starter ? worseGrade(g) : g });
  return { home: split(home), away: split(away) };
}

/** The opponents' exact tally for a pitcher's grades: his grade situations mixed by share (see `gradeShares`). */
export function mixedTally(
  pitcher: GradedPitcher,
  grades: { home: GradeSplit; away: GradeSplit },
  byGrade: ReadonlyMap<Grade, Tally>,
): Tally {
  const card = {
    ...pitcher,
    grade: grades,
    mip: { starter: 1, relief: 1 },
    bkwp: { balkTop: -1, wildPitchTop: -1, text: '--/--' },
  } satisfies PitchingCard;
  const total = new Tally();
  for (const share of gradeShares(card)) total.merge(byGrade.get(share.grade)!, share.weight);
  return total;
}

/** Differences of score below this are the rounding of sums in doubles, not a better fit (scores are about 10). */
const SCORE_ROUNDING = 1e-9;
/** What a home/away pair a step apart adds to the score: it must earn its place (ties go to one grade). */
const SPLIT_PAIR_COST = 1e-6;

/**
 * The calibrated grades: of every home and away grade (at most one ladder step apart; a starter's third time through
 * one step worse than each), the pair his opponents' line is most consistent with. That is the least chi-square of the
 * line's eight cells (1B, 2B, 3B, HR, BB, HBP, SO, other outs: the season-fit test's) against the pair's exact
 * opponents' distribution versus the league's batters (`byGrade`: their exact tally per plate appearance against
 * each grade). A letter moves 11 rolls of the batter's column: it cannot carry a pitcher's own strikeout, walk and
 * home run rates apart from his hits, so the fit weighs every cell by its own noise rather than chasing one rate.
 */
export function calibrateGrades(
  pitcher: GradedPitcher,
  line: SeasonLine,
  byGrade: ReadonlyMap<Grade, Tally>,
): GradeFit {
  let best: (GradeFit & { score: number }) | undefined;
  const season = lineCounts(line);
  for (const home of GRADE_LADDER) {
    for (const away of GRADE_LADDER) {
      const gap = Math.abs(GRADE_LADDER.indexOf(home) - GRADE_LADDER.indexOf(away));
      if (gap > 1) continue;
      const grades = splits(pitcher, home, away);
      const tally = mixedTally(pitcher, grades, byGrade);
      const errors = rateErrors(tally, line);
      const score = seasonFit(season, { ...tally.outcomeCounts() }).statistic + gap * SPLIT_PAIR_COST;
      // Mirror splits (home M and away C, or home C and away M) score alike but for the rounding of the mix: a
      // pair must beat the best so far by more than rounding, so the first in ladder order keeps a tie.
      if (!best || score < best.score - SCORE_ROUNDING) best = { ...grades, tally, errors, score };
    }
  }
  const { score: _score, ...fit } = best!;
  return fit;
}

/**
 * The naive grades a designer gives by hand: the opponents' OPS against the league's, read off a fixed ladder
 * (below -.120 A+, -.060 A, -.025 B, +.025 C, +.060 D, +.120 E, else G; M is never given), the same at home and away.
 */
export function naiveGrades(
  pitcher: GradedPitcher,
  line: SeasonLine,
  league: SeasonLine,
  byGrade: ReadonlyMap<Grade, Tally>,
): GradeFit {
  const ops = (l: SeasonLine) => lineRates(l).OBP + lineRates(l).SLG;
  const gap = ops(line) - ops(league);
  const steps: [number, Grade][] = [
    [-0.12, 'A+'],
    [-0.06, 'A'],
    [-0.025, 'B'],
    [0.025, 'C'],
    [0.06, 'D'],
    [0.12, 'E'],
  ];
  const grade = steps.find(([limit]) => gap <= limit)?.[1] ?? 'G';
  const grades = splits(pitcher, grade, grade);
  const tally = mixedTally(pitcher, grades, byGrade);
  return { ...grades, tally, errors: rateErrors(tally, line) };
}
