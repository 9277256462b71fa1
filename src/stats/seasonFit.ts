import type { Outcome } from '../core/model/outcomes.ts';
import type { Counts } from '../core/model/rates.ts';
import { chiSquareGoodnessOfFit, type ChiSquareResult } from './chiSquareGoodnessOfFit.ts';

/**
 * The cells a printed season line can be split into: what a card must reproduce. Other outs hold every out in play, SF
 * and SH.
 */
export const SEASON_FIT_CELLS: readonly (readonly Outcome[])[] = [
  ['1B'],
  ['2B'],
  ['3B'],
  ['HR'],
  ['BB', 'IBB'],
  ['HBP'],
  ['SO'],
  ['GO', 'FO', 'LO', 'PO', 'ROE', 'FC', 'GDP', 'SF', 'SH', 'CI'],
];

/** Family-wise error rate of the season-fit flags across a set's cards (Holm). */
export const SEASON_FIT_ALPHA = 0.05;

/**
 * Is the real season consistent with being played by this card? The season line's counts (1B, 2B, 3B, HR, BB, HBP,
 * SO, other outs) against the card's exact outcome probabilities, by chi-square goodness of fit. A small p-value
 * says the card does not reproduce the season beyond what the season's own sampling noise explains.
 * @example seasonFit(rizzoSeason, rizzoCardExact) // => { statistic: 14.2, df: 7, pValue: 0.048, cells: 8 }
 */
export function seasonFit(season: Counts, card: Counts): ChiSquareResult {
  const observed = SEASON_FIT_CELLS.map((cell) => cell.reduce((sum, o) => sum + (season[o] ?? 0), 0));
  const raw = SEASON_FIT_CELLS.map((cell) => cell.reduce((sum, o) => sum + (card[o] ?? 0), 0));
  const total = raw.reduce((a, b) => a + b, 0);
  return chiSquareGoodnessOfFit(
    observed,
    raw.map((p) => p / total),
  );
}
