import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { chiSquareGoodnessOfFit } from '../../src/stats/chiSquareGoodnessOfFit.ts';
import { clopperPearsonInterval } from '../../src/stats/clopperPearsonInterval.ts';
import { benjaminiHochberg, holm } from '../../src/stats/multipleTesting.ts';
import { log5 } from '../../src/stats/log5.ts';
import { sampleSizeForWidth } from '../../src/stats/sampleSizeForWidth.ts';
import { wilsonInterval } from '../../src/stats/wilsonInterval.ts';
import { zForConfidence } from '../../src/stats/zForConfidence.ts';
import { zScore } from '../../src/stats/zScore.ts';
import { roundingBudget } from '../../src/stats/roundingBudget.ts';

/** Values from tests/reference/stats_reference.py: an independent Python (standard library) implementation. */
const reference = JSON.parse(readFileSync('tests/reference/stats_reference.json', 'utf8'));

describe('against the independent reference', () => {
  it('normal quantile', () => expect(zForConfidence(0.95)).toBeCloseTo(reference.normal_quantile_975, 12));
  it(
    'chi-square survival function, and the published table ' + '(31.264 at 11 df and 27.877 at 9 df are alpha 0.001)',
    () => {
      for (const { x, df, p } of reference.chi2_sf) expect(1 - chiSquareCdf(x, df)).toBeCloseTo(p, 9);
    },
  );
  it('chi-square goodness of fit', () => {
    for (const { observed, probabilities, statistic, df, p } of reference.gof) {
      const result = chiSquareGoodnessOfFit(observed, probabilities, { minExpected: 0 });
      expect(result.statistic).toBeCloseTo(statistic, 9);
      expect(result.df).toBe(df);
      expect(result.pValue).toBeCloseTo(p, 9);
    }
  });
  it('Clopper-Pearson', () => {
    for (const { k, n, lower, upper } of reference.clopper_pearson) {
      const interval = clopperPearsonInterval(k, n);
      expect(interval.lower).toBeCloseTo(lower, 9);
      expect(interval.upper).toBeCloseTo(upper, 9);
    }
  });
  it('Wilson', () => {
    for (const { k, n, lower, upper } of reference.wilson) {
      const interval = wilsonInterval(k, n);
      expect(interval.lower).toBeCloseTo(lower, 12);
      expect(interval.upper).toBeCloseTo(upper, 12);
    }
  });
  it('Holm and Benjamini-Hochberg', () => {
    holm(reference.holm.p).adjusted.forEach((p, i) => expect(p).toBeCloseTo(reference.holm.adjusted[i], 12));
    benjaminiHochberg(reference.bh.p).adjusted.forEach((p, i) => expect(p).toBeCloseTo(reference.bh.adjusted[i], 12));
  });
  it('Log5', () => {
    for (const { batter, pitcher, league, value } of reference.log5)
      expect(log5(batter, pitcher, league).probability).toBeCloseTo(value, 12);
  });
});

describe('properties', () => {
  it('Clopper-Pearson is wider than Wilson (it is conservative)', () => {
    const exact = clopperPearsonInterval(30, 100);
    const wilson = wilsonInterval(30, 100);
    expect(exact.upper - exact.lower).toBeGreaterThan(wilson.upper - wilson.lower);
  });
  it('pools cells with expected counts under 5, and sees a real difference', () => {
    const pooled = chiSquareGoodnessOfFit([3, 1, 0, 96], [0.02, 0.01, 0.01, 0.96]);
    expect(pooled.cells).toBe(2);
    expect(chiSquareGoodnessOfFit([300, 700], [0.25, 0.75]).pValue).toBeLessThan(0.001); // z = 50/13.7 = 3.65
  });
  it('a z-score of 1.96 is p = 0.05', () => expect(zScore(1.959964, 0, 1).pValue).toBeCloseTo(0.05, 6));
  it('Holm rejects no more than BH', () => {
    const p = reference.holm.p as number[];
    expect(holm(p).rejected.filter(Boolean).length).toBeLessThanOrEqual(
      benjaminiHochberg(p).rejected.filter(Boolean).length,
    );
    expect(holm([0.01, Number.NaN]).adjusted[1]).toBeNaN();
  });
  it(
    'sample size: width .002 around .250 needs (2 x 1.959964)^2 ' +
      'x .25 x .75 / .002^2 = 720,273.5, so 720,274 trials',
    () => {
      expect(sampleSizeForWidth(0.25, 0.002).trials).toBe(720274);
      const n = sampleSizeForWidth(0.25, 0.002).trials;
      const interval = wilsonInterval(Math.round(0.25 * n), n);
      expect(interval.upper - interval.lower).toBeLessThanOrEqual(0.002 + 1e-9);
    },
  );
  it('rounding budget: a tenth of a roll when shares are whole rolls, half a roll at most for per-PA rates', () => {
    // 20 strikeout rolls in 100 exactly: the floor, 0.1 roll / 100 rolls.
    expect(roundingBudget({ '1B': 150, HR: 30, SO: 200, GO: 620 })['K%']).toBeCloseTo(0.001, 12);
    // AVG 180/1000 = 18 hit rolls in 100 at-bat rolls exactly: 0.1 / 100 too. HR% .03: 3 rolls.
    expect(roundingBudget({ '1B': 150, HR: 30, SO: 200, GO: 620 }).AVG).toBeCloseTo(0.001, 12);
    // K% target .2055 is 20.55 rolls: the nearest whole-roll card is 21 rolls, .0045 away.
    expect(roundingBudget({ SO: 2055, GO: 7945 })['K%']).toBeCloseTo(0.0045, 12);
  });
});
