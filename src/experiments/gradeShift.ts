import { exactCheckBetweenEvents } from './exactCheck.ts';
import type { GradePlan } from '../core/GameSystem.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { CHECK_RATES } from '../core/model/rates.ts';
import type { Interval } from '../stats/Interval.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import { simulateCheck, type CheckRun } from '../harness/simulateCheck.ts';

/** One card against one grade: exact rates, and the simulation's estimate and 95% interval of each. */
export interface GradeCell {
  grade: string;
  exact: Record<string, number>;
  simulated: Record<string, Interval>;
  /** Exact share of each outcome per plate appearance. */
  outcomes: Record<string, number>;
  /** The simulation's counts (outcomes and counters): what `merge` adds up. */
  counts: Record<string, number>;
}

export interface GradeShiftCard {
  id: string;
  name: string;
  team: string;
  /** One cell per grade, in the plan's order. */
  cells: GradeCell[];
  /** Grades that play exactly alike on this card (identical exact outcome distributions), two or more to a group. */
  alike: string[][];
}

/** The grade-shift experiment's results: what `cardlab grades` prints and the grades report draws. */
export interface GradeShift {
  grades: readonly string[];
  reference: string;
  opponents: string;
  cards: GradeShiftCard[];
  /** Plate appearances simulated per card and grade. */
  pa: number;
  seed: number;
}

/** The plate appearances a cell's simulation played. */
export function simulatedPlateAppearances(cell: Pick<GradeCell, 'counts'>): number {
  return OUTCOMES.reduce((sum, outcome) => sum + (cell.counts[outcome] ?? 0), 0);
}

/** Each checked rate's estimate and 95% interval from a simulation's counts. */
export function simulatedRates(counts: Record<string, number>): Record<string, Interval> {
  return Object.fromEntries(CHECK_RATES.map((name) => [name, rateInterval(name, counts)]));
}

/** Outcome distributions closer than this in every outcome are the same distribution up to rounding. */
const SAME_DISTRIBUTION = 1e-12;

/**
 * Groups of grades with the same exact outcome distribution, in grade order.
 * @example alikeGrades(['A', 'B', 'C'], [{ SO: 0.2 }, { SO: 0.2 }, { SO: 0.18 }]) // => [['A', 'B']]
 */
export function alikeGrades(grades: readonly string[], outcomes: readonly Record<string, number>[]): string[][] {
  const groups: { first: Record<string, number>; grades: string[] }[] = [];
  grades.forEach((grade, g) => {
    const mine = outcomes[g]!;
    const same = groups.find(({ first }) =>
      OUTCOMES.every((o) => Math.abs((first[o] ?? 0) - (mine[o] ?? 0)) <= SAME_DISTRIBUTION),
    );
    if (same) same.grades.push(grade);
    else groups.push({ first: mine, grades: [grade] });
  });
  return groups.filter((group) => group.grades.length > 1).map((group) => group.grades);
}

/**
 * Runs the grade-shift experiment: every card of the plan against each grade, exactly (the dice enumerated) and
 * by simulation (`pa` plate appearances per card and grade, one seeded run over all of them, so the numbers do not
 * depend on the number of workers).
 * @example (await gradeShift(pineTar.gradePlan!(set, tables), { pa: 1e5, seed: 1 })).cards[0].cells[0].exact.AVG
 */
export async function gradeShift(
  plan: GradePlan,
  run: Pick<CheckRun, 'pa' | 'seed' | 'workers' | 'onProgress' | 'signal' | 'shard'>,
): Promise<GradeShift> {
  const all = plan.subjects.flat();
  // The plan is compiled and the workers have their chunks before the exact rates are read off its graph, meanwhile.
  const [simulated, exact] = await Promise.all([simulateCheck(all, run), exactCheckBetweenEvents(all)]);
  const perGrade = plan.subjects[0]?.length ?? 0;
  const cards = (plan.subjects[0] ?? []).map((subject, c): GradeShiftCard => {
    const cells = plan.grades.map((grade, g): GradeCell => {
      const i = g * perGrade + c;
      const tally = exact[i]!.tally;
      const total = tally.plateAppearances();
      const counts = { ...simulated[i]!.tallies.total.outcomeCounts(), ...simulated[i]!.tallies.total.counterValues() };
      return {
        grade,
        exact: Object.fromEntries(CHECK_RATES.map((name) => [name, exact[i]!.rates[name]!.estimate])),
        simulated: simulatedRates(counts),
        outcomes: Object.fromEntries(Object.entries(tally.outcomeCounts()).map(([o, n]) => [o, n / total])),
        counts,
      };
    });
    return {
      id: subject.id,
      name: subject.name,
      team: subject.team,
      cells,
      alike: alikeGrades(
        plan.grades,
        cells.map((cell) => cell.outcomes),
      ),
    };
  });
  return {
    grades: plan.grades,
    reference: plan.reference,
    opponents: plan.opponents,
    cards,
    pa: run.pa,
    seed: run.seed,
  };
}
