import type { CheckSubject } from '../core/GameSystem.ts';
import { OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import { rateValue, type Counts } from '../core/model/rates.ts';
import { subjectTargets } from '../core/subjectTargets.ts';
import { holm } from '../stats/multipleTesting.ts';
import { roundingBudget } from '../stats/roundingBudget.ts';
import { SEASON_FIT_ALPHA, seasonFit } from '../stats/seasonFit.ts';
import { exactCheck } from './exactCheck.ts';
import { FIT_RATES, missesBudget, type FitRate } from '../mlb/fitTarget.ts';

/** A regular: a batter with this many plate appearances, or a pitcher who faced this many batters. */
export const REGULAR_PA = 300;

/** One rate of a card: its printed target, what the card plays exactly, and what whole rolls alone cost. */
export interface RateFit {
  target: number;
  exact: number;
  /** What whole rolls alone cost the rate: the card's recorded budget, else the rounding budget at 1/100. */
  budget: number;
}

/** How closely one card plays its printed season line, exactly. */
export interface CardBudgetFit {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  /** Plate appearances of the printed season line. */
  pa: number;
  rates: Record<FitRate, RateFit>;
  /** Rates whose exact miss exceeds the rounding budget. */
  missed: FitRate[];
  /** The real season rejects the card (chi-square over the eight cells, Holm across the set). */
  inconsistent: boolean;
  /** The printed season's outcome counts, and the card's exact outcome shares per plate appearance. */
  printed: Record<Outcome, number>;
  shares: Record<Outcome, number>;
}

/**
 * Every card of a check plan against its printed season line, exactly (no simulation): each fit rate's miss beside
 * its budget (as `check` reads it: the card's recorded budget, else the rounding budget), and the season-fit test with
 * Holm's adjustment across the plan. The verdict on a built set, by the same plan `check` plays.
 */
export function budgetFits(subjects: readonly CheckSubject[]): CardBudgetFit[] {
  const printed = subjects.filter((s) => s.targets.season && s.mlbSeason === undefined && s.strata.length > 0);
  const exact = exactCheck(printed);
  const fits = printed.map((subject, i) => seasonFit(subject.targets.season!, { ...exact[i]!.tally.outcomeCounts() }));
  const { rejected } = holm(
    fits.map((fit) => fit.pValue),
    SEASON_FIT_ALPHA,
  );
  return printed.map((subject, i) => {
    const season = subject.targets.season!;
    const exactCounts = exact[i]!.tally.outcomeCounts();
    const exactTotal = OUTCOMES.reduce((sum, o) => sum + exactCounts[o], 0);
    const target = subjectTargets(subject).season;
    const budget = { ...roundingBudget(season), ...subject.budget?.season };
    const rates = {} as Record<FitRate, RateFit>;
    for (const rate of FIT_RATES) {
      rates[rate] = { target: target[rate]!, exact: exact[i]!.rates[rate]!.estimate, budget: budget[rate] ?? 0 };
    }
    return {
      id: subject.id,
      name: subject.name,
      team: subject.team,
      role: subject.role,
      pa: OUTCOMES.reduce((sum, o) => sum + (season[o] ?? 0), 0),
      rates,
      missed: FIT_RATES.filter((r) => missesBudget(rates[r].exact - rates[r].target, rates[r].budget)),
      inconsistent: rejected[i]!,
      printed: outcomeRecord((o) => season[o] ?? 0),
      shares: outcomeRecord((o) => exactCounts[o] / exactTotal),
    };
  });
}

/** Cards within budget on one rate, of how many. */
export interface Share {
  within: number;
  of: number;
}

/** A set's fit in numbers, for one role: per rate, regulars on all six at once, and the inconsistent. */
export interface BudgetFitSummary {
  byRate: Record<FitRate, Share>;
  /** Regulars (REGULAR_PA) within budget per rate, and on every fit rate at once. */
  regularsByRate: Record<FitRate, Share>;
  regulars: Share;
  inconsistent: number;
}

export function budgetFitSummary(fits: readonly CardBudgetFit[]): BudgetFitSummary {
  const regulars = fits.filter((f) => f.pa >= REGULAR_PA);
  return {
    byRate: sharesByRate(fits),
    regularsByRate: sharesByRate(regulars),
    regulars: { within: regulars.filter((f) => f.missed.length === 0).length, of: regulars.length },
    inconsistent: fits.filter((f) => f.inconsistent).length,
  };
}

function sharesByRate(fits: readonly CardBudgetFit[]): Record<FitRate, Share> {
  const byRate = {} as Record<FitRate, Share>;
  for (const rate of FIT_RATES) {
    byRate[rate] = { within: fits.filter((f) => !f.missed.includes(rate)).length, of: fits.length };
  }
  return byRate;
}

const outcomeRecord = (value: (o: Outcome) => number) =>
  Object.fromEntries(OUTCOMES.map((o) => [o, value(o)])) as Record<Outcome, number>;

/** A pooled line's slash rates. */
export type Slash = Record<'AVG' | 'OBP' | 'SLG', number>;

/** The slash rates of outcome counts. */
export const slashOf = (counts: Counts): Slash => ({
  AVG: rateValue('AVG', counts),
  OBP: rateValue('OBP', counts),
  SLG: rateValue('SLG', counts),
});

/**
 * Cards pooled by the plate appearances of their printed lines (a pitcher's: the batters he faced), or by `weight`:
 * each card's exact rates at his real playing time (the set's line "in PA mode", no game around it) beside the printed
 * lines pooled. A whole league's batters weighted by their plate appearances for their own teams (a traded player's
 * card prints his whole season on each team) pool to MLB's line less its pitchers' batting, exactly.
 * @example pooledLines(fits).exact.AVG // => 0.254 for a whole league that plays its season's .255
 */
export function pooledLines(
  fits: readonly CardBudgetFit[],
  weight: (fit: CardBudgetFit) => number = (fit) => fit.pa,
): { pa: number; exact: Slash; printed: Slash } {
  const weighted = fits.map((fit) => ({ fit, pa: weight(fit) })).filter(({ fit, pa }) => pa > 0 && fit.pa > 0);
  const exact = outcomeRecord((o) => weighted.reduce((sum, { fit, pa }) => sum + pa * fit.shares[o], 0));
  const printed = outcomeRecord((o) => weighted.reduce((sum, { fit, pa }) => sum + (pa / fit.pa) * fit.printed[o], 0));
  return { pa: weighted.reduce((sum, { pa }) => sum + pa, 0), exact: slashOf(exact), printed: slashOf(printed) };
}
