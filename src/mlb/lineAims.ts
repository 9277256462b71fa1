import type { SeasonLine } from '../core/cards/cardLines.ts';
import { AIM_KINDS, type LineShift } from '../core/cards/cardAims.ts';
import type { BattingRecord, PitchingRecord } from './seasonData.ts';

/**
 * A line with each result's share of its plate appearances moved by `shift` (a result's count never below 0, the
 * outs never below 0: a shift larger than the outs left is scaled down to fit). Plate appearances, sacrifices and
 * the intentional share of walks stay; at-bats and hits follow. The printed rates a line may carry are dropped: they
 * were the unshifted line's.
 * @example shiftLine(line, { HR: -0.01 }).HR // => line.HR - 0.01 * line.PA (at least 0)
 */
export function shiftLine(line: SeasonLine, shift: LineShift | undefined): SeasonLine {
  if (!shift || line.PA <= 0) return line;
  const { AVG: _a, OBP: _o, SLG: _s, ...counts } = line;
  const before = {
    '1B': line.H - line['2B'] - line['3B'] - line.HR,
    '2B': line['2B'],
    '3B': line['3B'],
    HR: line.HR,
    BB: line.BB,
    HBP: line.HBP,
    SO: line.SO,
  };
  const after = { ...before };
  for (const kind of AIM_KINDS) after[kind] = Math.max(0, before[kind] + (shift[kind] ?? 0) * line.PA);
  // Sacrifices are outs a shift leaves alone: the results shifted share what is left of the plate appearances.
  const room = line.PA - (line.SF ?? 0) - (line.SH ?? 0);
  const listed = AIM_KINDS.reduce((sum, kind) => sum + after[kind], 0);
  if (listed > room) for (const kind of AIM_KINDS) after[kind] *= room / listed;
  const H = after['1B'] + after['2B'] + after['3B'] + after.HR;
  const IBB = line.IBB !== undefined && line.BB > 0 ? (line.IBB * after.BB) / line.BB : line.IBB;
  return {
    ...counts,
    AB: line.PA - after.BB - after.HBP - (line.SF ?? 0) - (line.SH ?? 0),
    H,
    '2B': after['2B'],
    '3B': after['3B'],
    HR: after.HR,
    BB: after.BB,
    ...(IBB !== undefined && { IBB }),
    HBP: after.HBP,
    SO: after.SO,
  };
}

/** A batter's record as a context build fits it: his season and both splits shifted alike. */
export function aimedBatting(record: BattingRecord, shift: LineShift | undefined): BattingRecord {
  if (!shift) return record;
  return {
    ...record,
    line: shiftLine(record.line, shift),
    ...(record.vsL && { vsL: shiftLine(record.vsL, shift) }),
    ...(record.vsR && { vsR: shiftLine(record.vsR, shift) }),
  };
}

/** A pitcher's record as a context build fits it: his opponents' line and both splits shifted alike. */
export function aimedPitching(record: PitchingRecord, shift: LineShift | undefined): PitchingRecord {
  if (!shift) return record;
  return {
    ...record,
    ...(record.opponents && { opponents: shiftLine(record.opponents, shift) }),
    ...(record.vsL && { vsL: shiftLine(record.vsL, shift) }),
    ...(record.vsR && { vsR: shiftLine(record.vsR, shift) }),
  };
}
