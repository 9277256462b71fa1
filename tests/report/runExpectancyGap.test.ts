import { describe, expect, it } from 'vitest';
import { runExpectancyGap, runExpectancyGapText } from '../../src/report/runExpectancyGap.ts';

describe('a simulated run-expectancy table against the real one', () => {
  it('averages the gaps over the states the simulation reached and names the widest', () => {
    const real = Array.from({ length: 24 }, (_, s) => 0.1 * s);
    const simulated = real.map((v, s) => (s === 5 ? v - 0.3 : s === 9 ? Number.NaN : v + 0.03));
    const gap = runExpectancyGap(simulated, real);
    // 22 states 0.03 apart and state 5 (runners on 1st and 3rd, none out) 0.3 apart; state 9 never reached.
    expect(gap.meanAbsolute).toBeCloseTo((22 * 0.03 + 0.3) / 23, 12);
    expect(gap.largest).toEqual({ state: '1-3/0', simulated: 0.2, real: 0.5 });
    expect(runExpectancyGapText(gap)).toBe(
      '0.042 runs apart on average over the 24 states, most at 1-3/0 (0.200 simulated, 0.500 real)',
    );
  });
});
