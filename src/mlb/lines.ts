import { rateValue } from '../core/model/rates.ts';
import { Tally } from '../core/model/Tally.ts';
import type { SeasonLine } from '../core/cards/cardLines.ts';
import { lineCounts } from '../core/cards/cardLines.ts';

/** The column categories a line is sized into, in the order a Pine Tar column prints them from roll 00. */
export const CATEGORIES = ['HR', '3B', '2B', '1B', 'BB', 'HBP', 'SO', 'OUT'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A line's share of plate appearances per category (BB with intentional walks; OUT is everything else: outs in play,
 * sacrifices, reaching on errors).
 * @example categoryShares({ PA: 10, AB: 9, H: 3, '2B': 1, '3B': 0, HR: 1, BB: 1, HBP: 0, SO: 2 }).OUT // => 0.4
 */
export function categoryShares(line: SeasonLine): Record<Category, number> {
  const pa = line.PA || 1;
  const single = line.H - line['2B'] - line['3B'] - line.HR;
  const shares = {
    HR: line.HR,
    '3B': line['3B'],
    '2B': line['2B'],
    '1B': single,
    BB: line.BB,
    HBP: line.HBP,
    SO: line.SO,
  };
  const listed = Object.values(shares).reduce((s, x) => s + x, 0);
  return {
    ...(Object.fromEntries(Object.entries(shares).map(([k, x]) => [k, x / pa])) as Record<
      Exclude<Category, 'OUT'>,
      number
    >),
    OUT: Math.max(0, pa - listed) / pa,
  };
}

/** AVG, OBP and SLG of a line by cardlab's one set of rate definitions, unrounded (NaN without at-bats). */
export function lineRates(line: SeasonLine): { AVG: number; OBP: number; SLG: number } {
  const counts = lineCounts(line);
  return { AVG: rateValue('AVG', counts), OBP: rateValue('OBP', counts), SLG: rateValue('SLG', counts) };
}

/** A line with its AVG, OBP and SLG printed (to three places), as cards print them. */
export function printedLine(line: SeasonLine): SeasonLine {
  const { AVG: _a, OBP: _o, SLG: _s, ...counts } = line;
  if (counts.AB === 0) return counts;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const rates = lineRates(counts);
  return { ...counts, AVG: round(rates.AVG), OBP: round(rates.OBP), SLG: round(rates.SLG) };
}

/**
 * A short line filled up to `minimum` plate appearances with `league` scaled to the missing ones (the documented
 * treatment of small samples); counts stay fractional. Returns the line unchanged when it is long enough.
 * @example padLine(tenPaLine, leagueLine, 100).PA // => 100, of which 90 are league
 */
export function padLine(
  line: SeasonLine | undefined,
  league: SeasonLine,
  minimum: number,
): { line: SeasonLine; leaguePA: number } {
  const own = line?.PA ?? 0;
  if (own >= minimum && line) return { line, leaguePA: 0 };
  const missing = minimum - own;
  const scale = missing / league.PA;
  const out: Record<string, number> = {};
  for (const key of LINE_COUNTS) {
    out[key] = ((line?.[key] as number | undefined) ?? 0) + ((league[key] as number | undefined) ?? 0) * scale;
  }
  return { line: out as unknown as SeasonLine, leaguePA: Math.round(missing) };
}

/** The counting fields of a season line, every one a count that mixes by share. */
const LINE_COUNTS = ['PA', 'AB', 'H', '2B', '3B', 'HR', 'BB', 'IBB', 'HBP', 'SO', 'SF', 'SH'] as const;

/**
 * Lines mixed by shares of plate appearances, as a line of `pa` plate appearances (counts stay fractional): the season
 * a card's split columns play when their lines were filled.
 * @example mixLines([{ line: vsL, share: 0.3 }, { line: vsR, share: 0.7 }], 100).PA // => 100
 */
export function mixLines(parts: readonly { line: SeasonLine; share: number }[], pa: number): SeasonLine {
  const out: Record<string, number> = {};
  for (const key of LINE_COUNTS) {
    out[key] = parts.reduce(
      (sum, { line, share }) => sum + (((line[key] as number | undefined) ?? 0) / line.PA) * share * pa,
      0,
    );
  }
  return out as unknown as SeasonLine;
}

/** The rates a built card is fitted to and its budget records. */
export const FITTED_RATES = ['AVG', 'OBP', 'SLG'] as const;
export type FittedRates = Record<(typeof FITTED_RATES)[number], number>;

/** A tally's exact AVG, OBP and SLG minus the line's. */
export function rateErrors(tally: Tally, line: SeasonLine): FittedRates {
  const counts = tally.outcomeCounts();
  const target = lineRates(line);
  return {
    AVG: rateValue('AVG', counts) - target.AVG,
    OBP: rateValue('OBP', counts) - target.OBP,
    SLG: rateValue('SLG', counts) - target.SLG,
  };
}

/** A budget as a card records it: each rate's absolute error, to 4 places. */
export const budgetRecord = (errors: FittedRates): Record<string, number> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Math.round(Math.abs(v) * 1e4) / 1e4]));

/** Tallies per plate appearance mixed by shares (a card's splits into its season). */
export function mixTallies(parts: readonly { tally: Tally; share: number }[]): Tally {
  const total = new Tally();
  for (const { tally, share } of parts) total.merge(tally, share);
  return total;
}
