import { CHECK_RATES, rateValue, type Counts } from './rates.ts';

/**
 * The target value of every checked rate, from a printed line's counts, with rates printed on the card (AVG, OBP,
 * SLG) winning over the computed ones; OPS is then their sum.
 * @example targetRates({ '1B': 29, GO: 71 }, { AVG: 0.29 }).AVG // => 0.29
 */
export function targetRates(
  counts: Counts | undefined,
  printed: Record<string, number> | undefined,
): Record<string, number> {
  if (!counts) return {};
  const rates: Record<string, number> = {};
  for (const name of CHECK_RATES) {
    const value = printed?.[name] ?? rateValue(name, counts);
    if (Number.isFinite(value)) rates[name] = value;
  }
  if (printed?.OBP !== undefined && printed.SLG !== undefined) rates.OPS = printed.OBP + printed.SLG;
  return rates;
}
