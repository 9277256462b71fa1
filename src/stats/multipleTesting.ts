/** Adjusted p-values and which hypotheses are rejected at the family's alpha. */
export interface MultipleTestResult {
  adjusted: number[];
  rejected: boolean[];
}

function order(pValues: readonly number[]): number[] {
  return pValues.map((_, i) => i).sort((a, b) => pValues[a]! - pValues[b]! || a - b);
}

/**
 * Holm's step-down adjustment: controls the family-wise error rate at alpha for any dependence between tests.
 * NaN p-values (untestable rates) stay NaN and are never rejected.
 * @example holm([0.01, 0.04, 0.03], 0.05) // => { adjusted: [0.03, 0.06, 0.06], rejected: [true, false, false] }
 */
export function holm(pValues: readonly number[], alpha = 0.05): MultipleTestResult {
  const valid = pValues.map((p, i) => ({ p, i })).filter(({ p }) => Number.isFinite(p));
  const m = valid.length;
  const adjusted = pValues.map(() => Number.NaN);
  let running = 0;
  order(valid.map((v) => v.p)).forEach((k, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * valid[k]!.p));
    adjusted[valid[k]!.i] = running;
  });
  return { adjusted, rejected: adjusted.map((p) => p <= alpha) };
}

/**
 * Benjamini-Hochberg step-up adjustment: controls the false discovery rate at alpha (independent or positively
 * dependent tests). NaN p-values stay NaN.
 * @example
 * benjaminiHochberg([0.01, 0.04, 0.03], 0.05) // => { adjusted: [0.03, 0.04, 0.04], rejected: [true, true, true] }
 */
export function benjaminiHochberg(pValues: readonly number[], alpha = 0.05): MultipleTestResult {
  const valid = pValues.map((p, i) => ({ p, i })).filter(({ p }) => Number.isFinite(p));
  const m = valid.length;
  const adjusted = pValues.map(() => Number.NaN);
  const ranked = order(valid.map((v) => v.p));
  let running = 1;
  for (let rank = m - 1; rank >= 0; rank--) {
    const k = ranked[rank]!;
    running = Math.min(running, (m / (rank + 1)) * valid[k]!.p);
    adjusted[valid[k]!.i] = running;
  }
  return { adjusted, rejected: adjusted.map((p) => p <= alpha) };
}
