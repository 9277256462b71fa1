import type { CardTargets, TargetCounts } from '../GameSystem.ts';
import type { SeasonLine, Targets } from './cards.ts';

/**
 * A printed season line as outcome counts: singles = H - 2B - 3B - HR, other outs = AB - H - SO (written as GO),
 * walks less intentional ones as BB. Rates computed from these equal the line's own AVG/OBP/SLG.
 * @example lineCounts({ PA: 10, AB: 9, H: 3, '2B': 1, '3B': 0, HR: 1, BB: 1, HBP: 0, SO: 2 })['1B'] // => 1
 */
export function lineCounts(line: SeasonLine): TargetCounts {
  const ibb = line.IBB ?? 0;
  return {
    '1B': line.H - line['2B'] - line['3B'] - line.HR,
    '2B': line['2B'],
    '3B': line['3B'],
    HR: line.HR,
    BB: line.BB - ibb,
    IBB: ibb,
    HBP: line.HBP,
    SO: line.SO,
    GO: line.AB - line.H - line.SO,
    SF: line.SF ?? 0,
    SH: line.SH ?? 0,
  };
}

function printedRates(line: SeasonLine | undefined): Record<string, number> | undefined {
  if (!line) return undefined;
  const rates: Record<string, number> = {};
  if (line.AVG !== undefined) rates.AVG = line.AVG;
  if (line.OBP !== undefined) rates.OBP = line.OBP;
  if (line.SLG !== undefined) rates.SLG = line.SLG;
  return rates;
}

/** A card's targets in the game-neutral shape. */
export function cardTargets(targets: Targets | undefined): CardTargets {
  if (!targets) return {};
  return {
    season: lineCounts(targets.season),
    ...(targets.vsL && { vsL: lineCounts(targets.vsL) }),
    ...(targets.vsR && { vsR: lineCounts(targets.vsR) }),
    printed: { season: printedRates(targets.season)!, ...(targets.vsL && { vsL: printedRates(targets.vsL)! }), ...(targets.vsR && { vsR: printedRates(targets.vsR)! }) },
  };
}
