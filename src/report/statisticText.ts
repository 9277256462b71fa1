/**
 * A test statistic as a reader sees it: one decimal, and ∞ where it is infinite (a saved result writes it as null: a
 * season line with an outcome the card can never give, such as walks against piecepack's dice).
 * @example statisticText(14.23) // => '14.2'
 */
export function statisticText(statistic: number): string {
  return Number.isFinite(statistic) ? statistic.toFixed(1) : '∞';
}
