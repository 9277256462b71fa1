import type { AnnotatedCardCheck } from '../experiments/annotations.ts';
import { budgetMissPValue } from '../stats/budgetMissPValue.ts';
import { holm } from '../stats/multipleTesting.ts';

/** The rates the card accuracy report draws and tests: the slash line and the three true outcomes. */
export const REPORT_RATES = ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'] as const;

/** Family-wise error rate of the report's flags across every card and rate of a set (Holm). */
export const FLAG_ALPHA = 0.05;

/** What the report concludes about one card. */
export interface CardFindings {
  /** Report rates whose miss exceeds budget plus sampling error (z = 3.29 each, no adjustment). */
  beyondBudget: string[];
  /** Report rates whose miss beyond the budget survives Holm's adjustment across all cards and rates of the set. */
  flagged: string[];
  /** Holm-adjusted p-value of each report rate's budget test. */
  adjusted: Record<string, number>;
}

/**
 * The card accuracy verdicts of a set: for every card and report rate, the one-sided test that the simulated rate
 * misses its printed target by more than the rounding budget, Holm-adjusted across the whole set so that 45 cards
 * times 6 rates raise no false alarm more than 5% of the time.
 */
export function checkFindings(cards: readonly AnnotatedCardCheck[]): CardFindings[] {
  const tests = cards.flatMap((card) =>
    REPORT_RATES.map((rate) => {
      const interval = card.rates[rate];
      const target = card.target[rate];
      const budget = card.budget[rate];
      const testable =
        card.pa > 0 &&
        interval !== undefined &&
        target !== undefined &&
        budget !== undefined &&
        Number.isFinite(interval.estimate);
      return { p: testable ? budgetMissPValue(interval, target, budget) : Number.NaN };
    }),
  );
  const { adjusted, rejected } = holm(
    tests.map((t) => t.p),
    FLAG_ALPHA,
  );
  // The tests run card by card, REPORT_RATES.length to a card.
  const first = (c: number) => c * REPORT_RATES.length;
  return cards.map((card, c) => ({
    beyondBudget: card.beyondBudget.filter((rate) => (REPORT_RATES as readonly string[]).includes(rate)),
    flagged: REPORT_RATES.filter((_, r) => rejected[first(c) + r]),
    adjusted: Object.fromEntries(REPORT_RATES.map((rate, r) => [rate, adjusted[first(c) + r]!])),
  }));
}
