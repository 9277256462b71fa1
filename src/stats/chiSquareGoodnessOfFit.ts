import { chiSquareCdf } from './distributions.ts';

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
  /** Cells after pooling those with small expected counts. */
  cells: number;
}

/**
 * Chi-square goodness of fit of observed counts to expected probabilities. Cells whose expected count is below
 * `minExpected` are pooled, smallest first, into their neighbour (the usual validity rule); cells with probability
 * 0 must be empty. df = cells - 1 - `estimatedParameters`. The p-value is the chi-square survival function (stdlib).
 * @example
 * chiSquareGoodnessOfFit([18, 22, 20, 40], [0.2, 0.2, 0.2, 0.4]) // => { statistic: 0.4, df: 3, pValue: 0.9402...,
 * cells: 4 }
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  probabilities: readonly number[],
  options: { minExpected?: number; estimatedParameters?: number } = {},
): ChiSquareResult {
  if (observed.length !== probabilities.length) throw new RangeError('observed and probabilities differ in length');
  const n = observed.reduce((a, b) => a + b, 0);
  const totalProbability = probabilities.reduce((a, b) => a + b, 0);
  if (Math.abs(totalProbability - 1) > 1e-9) throw new RangeError(`probabilities sum to ${totalProbability}, not 1`);
  const cells = observed.map((o, i) => ({ observed: o, expected: n * probabilities[i]! }));
  for (const cell of cells) {
    if (cell.expected === 0 && cell.observed > 0)
      return { statistic: Number.POSITIVE_INFINITY, df: Math.max(1, cells.length - 1), pValue: 0, cells: cells.length };
  }
  const kept = cells.filter((c) => c.expected > 0).sort((a, b) => a.expected - b.expected);
  const minExpected = options.minExpected ?? 5;
  while (kept.length > 2 && kept[0]!.expected < minExpected) {
    const small = kept.shift()!;
    kept[0]!.observed += small.observed;
    kept[0]!.expected += small.expected;
    kept.sort((a, b) => a.expected - b.expected);
  }
  const statistic = kept.reduce((sum, c) => sum + (c.observed - c.expected) ** 2 / c.expected, 0);
  const df = kept.length - 1 - (options.estimatedParameters ?? 0);
  if (df < 1) return { statistic, df, pValue: Number.NaN, cells: kept.length };
  return { statistic, df, pValue: 1 - chiSquareCdf(statistic, df), cells: kept.length };
}
