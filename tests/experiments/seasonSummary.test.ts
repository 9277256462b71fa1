import { describe, expect, it } from 'vitest';
import { aimedMix, pooledCounts } from '../../src/experiments/seasonSummary.ts';
import { rateValue } from '../../src/core/model/rates.ts';

describe('pooledCounts', () => {
  it("pools lines by weight as shares of each one's plate appearances, sacrifices kept out of the at-bats", () => {
    // A: 100 PA, 25 1B, 10 SH, 65 GO (AVG 25 / 90). B: 200 PA, 40 1B, 160 GO (AVG .200). Weighted 1 : 3, per PA:
    // 1B .25 / 4 + .2 x 3 / 4 = .2125, SH .1 / 4 = .025, GO .65 / 4 + .8 x 3 / 4 = .7625: AVG .2125 / .975 = .21795.
    const pooled = pooledCounts([
      { weight: 1, counts: { '1B': 25, SH: 10, GO: 65 } },
      { weight: 3, counts: { '1B': 40, GO: 160 } },
    ]);
    expect(pooled.SH).toBeCloseTo(0.025, 12);
    expect(rateValue('AVG', pooled)).toBeCloseTo(0.2125 / 0.975, 12);
  });

  it('leaves out a line without plate appearances', () => {
    const pooled = pooledCounts([
      { weight: 5, counts: {} },
      { weight: 1, counts: { '1B': 1, GO: 3 } },
    ]);
    expect(rateValue('AVG', pooled)).toBeCloseTo(0.25, 12);
  });
});

describe('aimedMix', () => {
  it('takes shares of the plate appearances that are no sacrifices or interference', () => {
    // 100 PA: 25 singles, 10 sacrifice bunts, 2 sacrifice flies, 1 catcher's interference, 62 ground outs: 87 aimed.
    const mix = aimedMix({ '1B': 25, SH: 10, SF: 2, CI: 1, GO: 62 });
    expect(mix['1B']).toBeCloseTo(25 / 87, 12);
    expect(mix.out).toBeCloseTo(62 / 87, 12);
  });
});
