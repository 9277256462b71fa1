import { describe, expect, it } from 'vitest';
import { aimedBatting, aimedPitching, shiftLine } from '../../src/mlb/lineAims.ts';
import { categoryShares } from '../../src/mlb/lines.ts';
import type { BattingRecord, PitchingRecord } from '../../src/mlb/seasonData.ts';

// 600 PA: 100 1B, 30 2B, 5 3B, 20 HR (H 155), 60 BB (5 IBB), 5 HBP, 120 SO, 5 SF, 0 SH; AB = 600 - 60 - 5 - 5 = 530.
const line = {
  PA: 600,
  AB: 530,
  H: 155,
  '2B': 30,
  '3B': 5,
  HR: 20,
  BB: 60,
  IBB: 5,
  HBP: 5,
  SO: 120,
  SF: 5,
  SH: 0,
  AVG: 0.292,
};

describe('shiftLine', () => {
  it('moves each result by its share of the plate appearances, and at-bats and hits with them', () => {
    // HR +0.01 of 600 = +6; 1B -0.02 = -12; BB +0.005 = +3 (IBB 5 * 63/60 = 5.25).
    const shifted = shiftLine(line, { HR: 0.01, '1B': -0.02, BB: 0.005 });
    expect(shifted.PA).toBe(600);
    expect(shifted.HR).toBeCloseTo(26, 9);
    expect(shifted.H).toBeCloseTo(155 + 6 - 12, 9);
    expect(shifted.BB).toBeCloseTo(63, 9);
    expect(shifted.IBB).toBeCloseTo(5.25, 9);
    expect(shifted.AB).toBeCloseTo(600 - 63 - 5 - 5, 9);
    expect(shifted.SO).toBe(120);
    expect(shifted.AVG).toBeUndefined();
    expect(categoryShares(shifted).HR - categoryShares(line).HR).toBeCloseTo(0.01, 12);
  });

  it('never takes a result below none', () => {
    expect(shiftLine(line, { '3B': -0.05 })['3B']).toBe(0);
  });

  it('scales a shift larger than the outs down to fit the plate appearances', () => {
    // Every result +0.2: 355 listed + 7 * 120 = 1195 asked, of the 595 that are not sacrifices.
    const shifted = shiftLine(line, { '1B': 0.2, '2B': 0.2, '3B': 0.2, HR: 0.2, BB: 0.2, HBP: 0.2, SO: 0.2 });
    const listed = shifted.H + shifted.BB + shifted.HBP + shifted.SO;
    expect(listed).toBeCloseTo(595, 9);
    expect(shifted.AB).toBeGreaterThanOrEqual(0);
  });

  it('leaves a line without a shift as it was', () => {
    expect(shiftLine(line, undefined)).toBe(line);
  });
});

describe('aimed records', () => {
  // Half the season: 300 PA, SO 60, BB 30.
  const split = Object.fromEntries(Object.entries(line).map(([k, v]) => [k, k === 'AVG' ? v : v / 2])) as typeof line;
  it('shift a batter season and both splits alike', () => {
    const record = { playerID: 'x', line, vsL: split, vsR: split } as unknown as BattingRecord;
    const aimed = aimedBatting(record, { SO: 0.01 });
    expect([aimed.line.SO, aimed.vsL!.SO, aimed.vsR!.SO]).toEqual([126, 63, 63]);
    expect(record.line.SO).toBe(120);
  });

  it("shift a pitcher's opponents and both splits alike", () => {
    const record = { playerID: 'y', opponents: line, vsL: split } as unknown as PitchingRecord;
    const aimed = aimedPitching(record, { BB: -0.01 });
    expect([aimed.opponents!.BB, aimed.vsL!.BB, aimed.vsR]).toEqual([54, 27, undefined]);
  });
});
