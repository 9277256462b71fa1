import { CHECK_RATES, rateValue, type Counts } from './rates.ts';

/**
 * The target value of every checked rate, from a printed line's counts, with rates printed on the card (AVG, OBP,
 * SLG) winning over the computed ones; OPS is then their sum. With no line, the printed rates alone.
 * @example targetRates({ '1B': 29, GO: 71 }, { AVG: 0.29 }).AVG // => 0.29
 */
export function targetRates(
  counts: Counts | undefined,
  printed: Record<string, number> | undefined,
): Record<string, number> {
  // A card with no season line may still print rates (a PBC card's Avg): those are its targets.
  if (!counts) return Object.fromEntries(Object.entries(printed ?? {}).filter(([, v]) => Number.isFinite(v)));
  const rates: Record<string, number> = {};
  for (const name of CHECK_RATES) {
    const value = printed?.[name] ?? rateValue(name, counts);
    if (Number.isFinite(value)) rates[name] = value;
  }
  if (printed?.OBP !== undefined && printed.SLG !== undefined) rates.OPS = printed.OBP + printed.SLG;
  return rates;
}
