import type { Tally } from '../../../core/model/Tally.ts';

/**
 * What AVG, OBP, SLG, K% and BB% are sums of, per plate appearance: hits, total bases, at-bats, times on base, OBP's
 * denominator, strikeouts, walks, plate appearances. Parts of a plate appearance add (a card's totals are read one by
 * one), so a card's vector is the sum of its totals' and rates are read off it at the end.
 */
export const VECTOR = {
  H: 0,
  TB: 1,
  AB: 2,
  ON: 3,
  OBP_DEN: 4,
  SO: 5,
  BB: 6,
  PA: 7,
  /** Outs in play by kind: on the ground (GO, GDP, FC), in the air (FO, SF), on a line (LO), popped up (PO). */
  GROUND: 8,
  FLY: 9,
  LINE: 10,
  POP: 11,
  /** Extra-base hits by kind. */
  DOUBLES: 12,
  TRIPLES: 13,
  HOME_RUNS: 14,
  /** Double plays grounded into. */
  GDP: 15,
} as const;
export const VECTOR_WIDTH = 16;

/** A tally's vector (expected counts). */
export function vectorOfTally(tally: Tally): Float64Array {
  const c = tally.outcomeCounts();
  const hits = c['1B'] + c['2B'] + c['3B'] + c.HR;
  const walks = c.BB + c.IBB;
  const pa = tally.plateAppearances();
  const ab = pa - walks - c.HBP - c.SF - c.SH - c.CI;
  const v = new Float64Array(VECTOR_WIDTH);
  v[VECTOR.H] = hits;
  v[VECTOR.TB] = c['1B'] + 2 * c['2B'] + 3 * c['3B'] + 4 * c.HR;
  v[VECTOR.AB] = ab;
  v[VECTOR.ON] = hits + walks + c.HBP;
  v[VECTOR.OBP_DEN] = ab + walks + c.HBP + c.SF;
  v[VECTOR.SO] = c.SO;
  v[VECTOR.BB] = walks;
  v[VECTOR.PA] = pa;
  v[VECTOR.GROUND] = c.GO + c.GDP + c.FC;
  v[VECTOR.FLY] = c.FO + c.SF;
  v[VECTOR.LINE] = c.LO;
  v[VECTOR.POP] = c.PO;
  v[VECTOR.DOUBLES] = c['2B'];
  v[VECTOR.TRIPLES] = c['3B'];
  v[VECTOR.HOME_RUNS] = c.HR;
  v[VECTOR.GDP] = c.GDP;
  return v;
}

/** The fitted rates of a vector. */
export function vectorRates(v: Float64Array): { AVG: number; OBP: number; SLG: number; 'K%': number; 'BB%': number } {
  return {
    AVG: v[VECTOR.H]! / v[VECTOR.AB]!,
    OBP: v[VECTOR.ON]! / v[VECTOR.OBP_DEN]!,
    SLG: v[VECTOR.TB]! / v[VECTOR.AB]!,
    'K%': v[VECTOR.SO]! / v[VECTOR.PA]!,
    'BB%': v[VECTOR.BB]! / v[VECTOR.PA]!,
  };
}

/** `into += scale * v`. */
export function addScaled(into: Float64Array, v: Float64Array, scale: number): void {
  for (let i = 0; i < VECTOR_WIDTH; i++) into[i]! += v[i]! * scale;
}
