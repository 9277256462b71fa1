import { z } from 'zod';
import type { FieldPath } from '../core/input/SourceDocument.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { COUNTERS } from '../core/model/Tally.ts';
import type { SavedProblem } from './savedSource.ts';

const WHOLE = 'a whole count from 0 to 2^53 - 1';

/** A count as a saved result holds it: a whole number from 0 to 2^53 - 1 (zod's int() is a safe integer). */
export const count = z.number({ error: WHOLE }).int({ error: WHOLE }).nonnegative({ error: WHOLE });

/** The names of a saved tally, in a tally's slot order: its outcomes, then its counters. */
export const TALLY_NAMES = [...OUTCOMES, ...COUNTERS] as const;

/** A tally as saved: counts by outcome and counter name, and no other name (a name merge did not know was dropped). */
export const savedTallySchema = z.partialRecord(z.enum(TALLY_NAMES), count);

/** A saved tally's counts in slot order, a missing name 0. */
export function tallyCounts(tally: Readonly<Record<string, number>>): number[] {
  return TALLY_NAMES.map((name) => tally[name] ?? 0);
}

/** The plate appearances of a saved tally: its outcomes added. */
export function plateAppearancesOf(tally: Readonly<Record<string, number>>): number {
  return OUTCOMES.reduce((sum, outcome) => sum + (tally[outcome] ?? 0), 0);
}

/**
 * The first count of a saved tally that its plate appearances cannot hold, or undefined. Every tally: a GDP is a
 * double-play chance, and a plate appearance is one chance at most. `single`: a tally of lone plate appearances from a
 * base-out state (a check's, a grade shift's), where one plate appearance scores 4 runs and makes 3 outs at most.
 * @example tallyProblem({ SO: 2, outs: 7 }, ['total'], true)?.expected // => 'at most 6 (3 in each of 2 plate ...)'
 */
export function tallyProblem(
  tally: Readonly<Record<string, number>>,
  path: FieldPath,
  single: boolean,
): SavedProblem | undefined {
  const pa = plateAppearancesOf(tally);
  const at = (name: string, most: number, why: string): SavedProblem | undefined =>
    (tally[name] ?? 0) > most ? { path: [...path, name], expected: `at most ${most} (${why})` } : undefined;
  const chances = tally.gdpOpportunities ?? 0;
  return (
    at('gdpOpportunities', pa, `one in each of ${pa} plate appearances`) ??
    at('GDP', chances, `a GDP is a double-play chance, of ${chances}`) ??
    (single ? at('runs', 4 * pa, `4 in each of ${pa} plate appearances`) : undefined) ??
    (single ? at('outs', 3 * pa, `3 in each of ${pa} plate appearances`) : undefined)
  );
}

/**
 * Where a card's total is not its two splits added (every plate appearance is against a left- or a right-hander), or
 * undefined.
 * @example splitProblem({ total: { SO: 3 }, vsL: { SO: 1 }, vsR: { SO: 1 } }, ['tallies'])?.path
 * // => ['tallies', 'total', 'SO']
 */
export function splitProblem(
  tallies: Readonly<Record<'total' | 'vsL' | 'vsR', Readonly<Record<string, number>>>>,
  path: FieldPath,
): SavedProblem | undefined {
  const { total, vsL, vsR } = tallies;
  const name = TALLY_NAMES.find((n) => (total[n] ?? 0) !== (vsL[n] ?? 0) + (vsR[n] ?? 0));
  if (name === undefined) return undefined;
  const sum = (vsL[name] ?? 0) + (vsR[name] ?? 0);
  return { path: [...path, 'total', name], expected: `${sum}, its vsL and vsR counts added` };
}
