import { describe, expect, it } from 'vitest';
import { proportionDifference } from '../../src/stats/proportionDifference.ts';

describe('proportionDifference (Newcombe 1998, method 10)', () => {
  it("gives the published intervals of Newcombe's Table II, to the four places printed", () => {
    // R. G. Newcombe, "Interval estimation for the difference between independent proportions: comparison of eleven
    // methods", Statistics in Medicine 17 (1998), Table II, method 10 (score interval, no continuity correction).
    const published: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
    ];
    for (const [a, n, b, m, lower, upper] of published) {
      const interval = proportionDifference(a, n, b, m);
      expect(interval.estimate).toBeCloseTo(a / n - b / m, 12);
      expect(interval.lower, `${a}/${n} - ${b}/${m}`).toBeCloseTo(lower, 4);
      expect(interval.upper, `${a}/${n} - ${b}/${m}`).toBeCloseTo(upper, 4);
    }
  });
});
