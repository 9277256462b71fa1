import { FIT_RATES } from '../../mlb/fitTarget.ts';
import { budgetFitSummary, REGULAR_PA, type CardBudgetFit } from '../../experiments/budgetFit.ts';

/** A card's note of a line it cannot carry, with who it is. */
export interface CannotFitNote {
  name: string;
  team: string;
  line: string;
  rates: readonly string[];
  why: string;
}

/** The fit of one role: cards within budget per rate, regulars on all six, the inconsistent. */
function roleLine(label: string, fits: readonly CardBudgetFit[]): string {
  const summary = budgetFitSummary(fits);
  const rates = FIT_RATES.map((r) => `${r} ${summary.byRate[r].within}/${summary.byRate[r].of}`).join('  ');
  return (
    `  ${label.padEnd(9)}${rates}; regulars (${REGULAR_PA}+ PA) on all six ${summary.regulars.within}/` +
    `${summary.regulars.of}; inconsistent with their season ${summary.inconsistent}`
  );
}

/**
 * What `cardlab build` prints after writing a set: every card's exact fit against its printed season line (within
 * budget per rate, by role) and the lines its cards cannot carry, with why.
 * @example formatBuildReport(fits, notes) // => 'fit, exact (cards within budget):\n  batters  AVG 20/20 ...'
 */
export function formatBuildReport(fits: readonly CardBudgetFit[], notes: readonly CannotFitNote[]): string {
  const lines = ["fit, exact against the set's league (cards within budget, of cards):"];
  for (const [role, label] of [
    ['batter', 'batters'],
    ['pitcher', 'pitchers'],
  ] as const) {
    const ofRole = fits.filter((f) => f.role === role);
    if (ofRole.length > 0) lines.push(roleLine(label, ofRole));
  }
  if (notes.length > 0) {
    lines.push(`cannot fit (${notes.length}):`);
    for (const n of notes) lines.push(`  ${n.name} (${n.team}) ${n.line}: ${n.rates.join(', ')}. ${n.why}`);
  }
  return lines.join('\n');
}
