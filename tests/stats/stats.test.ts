import { describe, expect, it } from 'vitest';
import { rateValue } from '../../src/core/model/rates.ts';
import { lineCounts } from '../../src/core/cards/cardLines.ts';
import { rateInterval } from '../../src/stats/rateInterval.ts';
import { wilsonInterval } from '../../src/stats/wilsonInterval.ts';
import { allocate } from '../../src/stats/allocate.ts';

describe('Wilson interval', () => {
  it('inverts the score test: at each bound the z statistic of the observed proportion is 1.96', () => {
    for (const [k, n] of [
      [30, 100],
      [1, 50],
      [4321, 10000],
      [0, 20],
    ] as const) {
      const { lower, upper, estimate } = wilsonInterval(k, n);
      const z = (p: number) => Math.abs(estimate - p) / Math.sqrt((p * (1 - p)) / n);
      if (lower > 0) expect(z(lower)).toBeCloseTo(1.959964, 5);
      expect(z(upper)).toBeCloseTo(1.959964, 5);
    }
  });
  it('is NaN without trials', () => expect(wilsonInterval(0, 0).estimate).toBeNaN());
});

describe('rates from a printed season line', () => {
  // Anthony Rizzo 2016 as Lahman prints it: 676 PA (583 AB, 170 H, 43 2B, 4 3B, 32 HR, 74 BB, 5 IBB, 16 HBP, 108 SO, 3
  // SF).
  const rizzo = lineCounts({
    PA: 676,
    AB: 583,
    H: 170,
    '2B': 43,
    '3B': 4,
    HR: 32,
    BB: 74,
    IBB: 5,
    HBP: 16,
    SO: 108,
    SF: 3,
    SH: 0,
  });
  it('reproduces his printed .292/.385/.544', () => {
    expect(rateValue('AVG', rizzo)).toBeCloseTo(0.292, 3);
    expect(rateValue('OBP', rizzo)).toBeCloseTo(0.385, 3);
    expect(rateValue('SLG', rizzo)).toBeCloseTo(0.544, 3);
    expect(rateValue('OPS', rizzo)).toBeCloseTo(0.385 + 0.544, 2); // .9284 unrounded
  });
  it('gives intervals around the estimate, a mean interval for SLG', () => {
    const slg = rateInterval('SLG', rizzo);
    expect(slg.lower).toBeLessThan(slg.estimate);
    expect(slg.upper).toBeGreaterThan(slg.estimate);
    // SLG per AB takes 0-4 bases, so its interval is wider than AVG's at the same n.
    const avg = rateInterval('AVG', rizzo);
    expect(slg.upper - slg.lower).toBeGreaterThan(avg.upper - avg.lower);
  });
});

it('allocate splits exactly by largest remainder', () => {
  expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
  expect(allocate(1000, [0.5, 0.3, 0.2])).toEqual([500, 300, 200]);
  expect(allocate(7, [0, 1])).toEqual([0, 7]);
});
