import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { AIM_KINDS, type LineShift } from '../../../core/cards/cardAims.ts';
import { paOf, SLOT, slotSum } from './rateVector.ts';

/** An outcome vector's share of each result an aim moves (BB with IBB). */
function shiftedShares(v: ArrayLike<number>): Record<(typeof AIM_KINDS)[number], number> {
  const pa = paOf(v) || 1;
  const share = (...slots: number[]) => slotSum(v, slots) / pa;
  return {
    '1B': share(SLOT['1B']),
    '2B': share(SLOT['2B']),
    '3B': share(SLOT['3B']),
    HR: share(SLOT.HR),
    BB: share(SLOT.BB, SLOT.IBB),
    HBP: share(SLOT.HBP),
    SO: share(SLOT.SO),
  };
}

/** `a` plus `gain` times `b`, result by result. */
export const addShift = (a: LineShift, b: LineShift, gain = 1): LineShift =>
  Object.fromEntries(AIM_KINDS.map((kind) => [kind, (a[kind] ?? 0) + gain * (b[kind] ?? 0)]));

/** The results the league's aim moves: the hit rolls' and charts' triples and the charts' hit batsmen do not follow. */
const AIMED = ['1B', '2B', 'HR', 'BB', 'SO'] as const;

/**
 * How far the cards pooled are from the league's line, as the shares of plate appearances of the results they would
 * need to move (the desired minus the pooled): strikeouts and home runs to the line's K% and HR%; hits (as singles) and
 * walks so that AVG and OBP are the line's, with the cards' own hit batsmen and sacrifice flies (the cards make no
 * sacrifice bunts); and singles against doubles so that SLG is, with their own triples. Triples and hit batsmen are
 * left as they are: a batter's rolled hits are the hit chart's, and a pitcher whose season has a hit batsman needs an
 * HBP cell, which hits more batters than most pitchers did.
 * @example leagueMiss(pooled, mlb2016).SO // => 0.009 when the cards strike out .9 points less than the league
 */
export function leagueMiss(pooled: ArrayLike<number>, line: SeasonLine): LineShift {
  const made = shiftedShares(pooled);
  const sf = pooled[SLOT.SF]! / (paOf(pooled) || 1);
  const avg = line.H / line.AB;
  const obp = (line.H + line.BB + line.HBP) / (line.AB + line.BB + line.HBP + (line.SF ?? 0));
  const slg = (line.H + line['2B'] + 2 * line['3B'] + 3 * line.HR) / line.AB;
  const hr = line.HR / line.PA;
  // Per plate appearance, with no sacrifice bunts: OBP = H + BB + HBP and AVG = H / (1 - BB - HBP - SF), so
  // H (1 - AVG) = AVG (1 - OBP - SF).
  const h = (avg * (1 - obp - sf)) / (1 - avg);
  const bb = obp - made.HBP - h;
  const tb = slg * (1 - bb - made.HBP - sf);
  const doubles = tb - h - 2 * made['3B'] - 3 * hr;
  const desired = { '1B': h - made['3B'] - hr - doubles, '2B': doubles, HR: hr, BB: bb, SO: line.SO / line.PA };
  return Object.fromEntries(AIMED.map((r) => [r, desired[r] - made[r]]));
}
