/** Rates printed as baseball prints them (.287) rather than as percentages. */
const AVERAGE_STYLE = new Set(['AVG', 'OBP', 'SLG', 'OPS', 'BABIP', 'wOBA']);

/**
 * A rate as a reader expects it: .287 for averages, 22.1% for shares of plate appearances; a dash where undefined.
 * @example formatRate('AVG', 0.2871) // => '.287'
 * @example formatRate('K%', 0.2214) // => '22.1%'
 */
export function formatRate(name: string, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  if (AVERAGE_STYLE.has(name)) return value.toFixed(3).replace(/^(-?)0\./, '$1.');
  return `${(100 * value).toFixed(1)}%`;
}

/**
 * A difference of rates in points (thousandths), signed: +4.2.
 * @example formatPoints(0.0042) // => '+4.2'
 */
export function formatPoints(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  const points = 1000 * value;
  return `${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points).toFixed(1)}`;
}

/**
 * A share of plate appearances or of the dice as a percentage with one decimal; a dash where absent.
 * @example formatShare(0.15) // => '15.0%'
 */
export function formatShare(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '–' : `${(100 * value).toFixed(1)}%`;
}

/**
 * A difference, signed, one place finer than the value: rates like +.0023, percentages like -0.15%, per-game counts
 * like +0.052.
 * @example signedDifference('AVG', -0.0023) // => '-.0023'
 */
export function signedDifference(measure: string, x: number): string {
  if (!Number.isFinite(x)) return '–'; // a slice of a run with no units to say it
  const sign = x < 0 ? '-' : '+';
  const size = Math.abs(x);
  if (measure.endsWith('/G')) return `${sign}${size.toFixed(3)}`;
  if (measure.endsWith('%')) return `${sign}${(100 * size).toFixed(2)}%`;
  return `${sign}${size.toFixed(4).replace(/^0/, '')}`;
}
