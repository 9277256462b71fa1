import { OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import { CHECK_RATES, rateDefinition, type Counts } from '../core/model/rates.ts';

/**
 * The least budget, in rolls of the rate's numerator: a tenth of a roll. A card's exact shares never sit on the
 * whole-roll lattice (modifier rolls, re-rolls and the walk rule move them off it, and a two-column card's season
 * mixes two lattices), so a target that happens to fall on a lattice point is no easier to meet than one near it.
 */
export const BUDGET_FLOOR_ROLLS = 0.1;

/**
 * What whole-roll granularity alone costs each rate of a card meant to reproduce `target` (a season line as counts):
 * the smallest distance from the target rate to n/d, where the numerator n and denominator d are the target's
 * per-PA shares times `rolls` rounded down or up (d counts outcome rolls; n counts weighted rolls, e.g. total bases).
 * The budget is never less than BUDGET_FLOOR_ROLLS over the denominator's rolls. A card whose simulated rate misses
 * its target by more than budget + sampling error has a real problem.
 * @example roundingBudget({ '1B': 150, SO: 200, GO: 650 }).AVG // => 0.1 / 100 (exactly 15 hit rolls in 100: the floor)
 */
export function roundingBudget(target: Counts, rolls = 100): Record<string, number> {
  const pa = OUTCOMES.reduce((sum, o) => sum + (target[o] ?? 0), 0);
  const budget: Record<string, number> = {};
  if (pa <= 0) return budget;
  for (const name of CHECK_RATES) {
    if (name === 'OPS') continue;
    const definition = rateDefinition(name);
    if (definition.perCounter) continue;
    const numerator = (Object.entries(definition.weights) as [Outcome, number][]).reduce(
      (s, [o, w]) => s + w * (target[o] ?? 0),
      0,
    );
    const denominator = definition.per.reduce((s, o) => s + (target[o] ?? 0), 0);
    if (denominator <= 0) continue;
    const goal = numerator / denominator;
    const ideal = { n: (numerator / pa) * rolls, d: (denominator / pa) * rolls };
    let best = Number.POSITIVE_INFINITY;
    for (const n of [Math.floor(ideal.n), Math.ceil(ideal.n)]) {
      for (const d of [Math.floor(ideal.d), Math.ceil(ideal.d)]) {
        if (d > 0) best = Math.min(best, Math.abs(n / d - goal));
      }
    }
    budget[name] = Math.max(best, BUDGET_FLOOR_ROLLS / ideal.d);
  }
  if (budget.OBP !== undefined && budget.SLG !== undefined) budget.OPS = budget.OBP + budget.SLG;
  return budget;
}
