import type { ChiSquareResult } from '../stats/chiSquareGoodnessOfFit.ts';
import type { CardCheck } from './cardCheck.ts';
import type { SeasonDistance } from '../stats/nearestSeasons.ts';

/** What a check knows of a card beyond the simulation: exact rates, budgets, and whether its season fits it. */
export interface CardAnnotations {
  /** Exact rates from the same strata and state. */
  exact: Record<string, number>;
  /** Exact share of each outcome per plate appearance (absent in results saved before reports existed). */
  exactOutcomes?: Record<string, number>;
  /** What whole rolls alone cost each rate (from the season target). */
  budget: Record<string, number>;
  /** Exact rates and budgets of the splits. */
  splitExact: {
    vsL?: { exact: Record<string, number>; budget: Record<string, number> };
    vsR?: { exact: Record<string, number>; budget: Record<string, number> };
  };
  /** The season line against the card's exact outcome distribution; `inconsistent` after Holm's adjustment. */
  seasonFit?: ChiSquareResult & { adjustedPValue: number; inconsistent: boolean };
  /** What the card's builder notes it cannot carry of the season line (CheckSubject.cannotFit). */
  cannotFit?: { rates: readonly string[]; why: string };
}

/** A simulated card beside its exact rates, its rounding budget and whether its real season fits it. */
export interface AnnotatedCardCheck extends CardCheck, CardAnnotations {
  /** The MLB season the target is, for a game without printed targets. */
  mlbSeason?: number;
  /** The MLB seasons the simulated line plays most like, nearest first, where its target is an MLB season. */
  nearest?: SeasonDistance[];
  /**
   * Season rates whose simulated value misses the target by more than the budget plus sampling error (z = BUDGET_Z):
   * misses whole rolls do not explain.
   */
  beyondBudget: string[];
}

/**
 * z of the sampling allowance in the budget verdict: 99.9% two-sided, so a set of 50 cards tested on 3 rates each
 * expects 0.15 false alarms (a 95% interval would raise 7).
 */
export const BUDGET_Z = 3.29;
const INTERVAL_Z = 1.96;

/**
 * The rates with a budget whose target lies farther from the simulated rate than the budget plus the sampling
 * allowance.
 */
export function beyondBudget(card: Pick<CardCheck, 'rates' | 'target'>, budget: Record<string, number>): string[] {
  return Object.entries(budget)
    .filter(([name, allowance]) => {
      const interval = card.rates[name];
      const target = card.target[name];
      if (!interval || target === undefined || !Number.isFinite(interval.estimate)) return false;
      const sampling = ((interval.upper - interval.lower) / 2) * (BUDGET_Z / INTERVAL_Z);
      return Math.abs(target - interval.estimate) > allowance + sampling;
    })
    .map(([name]) => name);
}

/** A simulated card with its annotations, and its budget verdict. */
export function annotate(card: CardCheck, annotations: CardAnnotations): AnnotatedCardCheck {
  return { ...card, ...annotations, beyondBudget: beyondBudget(card, annotations.budget) };
}
