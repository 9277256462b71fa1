import { FIT_RATES } from '../../mlb/fitTarget.ts';
import {
  budgetFitSummary,
  pooledLines,
  REGULAR_PA,
  type CardBudgetFit,
  type Slash,
} from '../../experiments/budgetFit.ts';
import { formatRate } from '../../report/formatRate.ts';

/** A card's note of a line it cannot carry, with who it is. */
export interface CannotFitNote {
  name: string;
  team: string;
  line: string;
  rates: readonly string[];
  why: string;
}

const slashText = (rates: Slash) => ['AVG', 'OBP', 'SLG'].map((r) => formatRate(r, rates[r as keyof Slash])).join('/');

/** The role's cards pooled at their real playing time: exact beside printed (and MLB's line, for a whole league). */
function pooledLine(label: string, fits: readonly CardBudgetFit[], mlb: Slash | undefined): string {
  const { pa, exact, printed } = pooledLines(fits);
  return (
    `  ${label.padEnd(9)}${slashText(exact)} exact at their ${Math.round(pa).toLocaleString('en-US')} PA ` +
    `(printed ${slashText(printed)}${mlb ? `; MLB ${slashText(mlb)}` : ''})`
  );
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
export function formatBuildReport(
  fits: readonly CardBudgetFit[],
  notes: readonly CannotFitNote[],
  mlb?: { season: number; slash: Slash },
): string {
  const lines = ["fit, exact against the set's league (cards within budget, of cards):"];
  const roles = [
    ['batter', 'batters'],
    ['pitcher', 'pitchers'],
  ] as const;
  for (const [role, label] of roles) {
    const ofRole = fits.filter((f) => f.role === role);
    if (ofRole.length > 0) lines.push(roleLine(label, ofRole));
  }
  lines.push(
    `pooled at their real playing time, PA mode (batting; against the pitchers)${mlb ? `, MLB ${mlb.season}` : ''}:`,
  );
  for (const [role, label] of roles) {
    const ofRole = fits.filter((f) => f.role === role);
    if (ofRole.length > 0) lines.push(pooledLine(label, ofRole, mlb?.slash));
  }
  if (notes.length > 0) {
    lines.push(`cannot fit (${notes.length}):`);
    for (const n of notes) lines.push(`  ${n.name} (${n.team}) ${n.line}: ${n.rates.join(', ')}. ${n.why}`);
  }
  return lines.join('\n');
}
