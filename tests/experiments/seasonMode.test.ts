import { describe, expect, it } from 'vitest';
import { binomialTail } from '../../src/stats/distributions.ts';
import {
  seasonModeChecks,
  seasonModeCounts,
  seasonModeVerdict,
  seasonPlayers,
  type SeasonModeCheck,
} from '../../src/experiments/seasonMode.ts';
import type { PlayerSeason } from '../../src/experiments/seasonSummary.ts';

/** P(X >= k), X ~ Binomial(n, p), by the plain sum of the probabilities (small n only). */
function upperTail(k: number, n: number, p: number): number {
  let total = 0;
  for (let j = k; j <= n; j++) {
    let choose = 1;
    for (let i = 1; i <= j; i++) choose *= (n - j + i) / i;
    total += choose * p ** j * (1 - p) ** (n - j);
  }
  return total;
}

/** The Wilson interval by its textbook formula, z = 1.96. */
function wilson(successes: number, n: number): [number, number] {
  const z = 1.959963984540054;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

describe('binomialTail', () => {
  it('agrees with the plain sum of binomial probabilities, on both tails', () => {
    for (const [k, n, p] of [
      [3, 13, 0.04],
      [5, 20, 0.1],
      [40, 100, 0.25],
      [10, 10, 0.3],
    ] as const) {
      expect(binomialTail(k, n, p, 'upper')).toBeCloseTo(upperTail(k, n, p), 12);
      // P(X <= k) = 1 - P(X >= k + 1)
      expect(binomialTail(k, n, p, 'lower')).toBeCloseTo(1 - upperTail(k + 1, n, p), 12);
    }
    // 3 walks in 13 batters at a 4% walk rate: 1 - P(0) - P(1) - P(2).
    const none = 0.96 ** 13;
    const one = 13 * 0.04 * 0.96 ** 12;
    const two = 78 * 0.04 ** 2 * 0.96 ** 11;
    expect(binomialTail(3, 13, 0.04, 'upper')).toBeCloseTo(1 - none - one - two, 12);
  });
  it('stays finite for a season of thousands of trials, near the normal tail', () => {
    // 1,900 hits in 6,000 at-bats at .300: z = (1900 - 1800) / sqrt(6000 x .3 x .7) = 2.82, normal tail .0024.
    const tail = binomialTail(1900, 6000, 0.3, 'upper');
    expect(tail).toBeGreaterThan(0.0015);
    expect(tail).toBeLessThan(0.0035);
  });
});

describe('seasonModeChecks', () => {
  // A hand-made season line: 30 singles and 70 ground outs, 100 PA and 100 AB.
  const season = { '1B': 30, GO: 70 };
  // The card's own check: a .250 hitter of singles, so total bases per at-bat vary by .25 x .75.
  const card = { '1B': 250_000, GO: 750_000 };
  const target = { AVG: 0.25, OBP: 0.25, SLG: 0.25, 'K%': 0.2, 'BB%': 0, 'HR%': 0 };
  const budget = { AVG: 0.001, OBP: 0.001, SLG: 0.002 };
  const [check] = seasonModeChecks([{ target, budget, season, card }]);

  it("gives the season's rates, intervals, misses and z, derived by hand", () => {
    expect(check!.pa).toBe(100);
    const avg = check!.rates.AVG!;
    expect(avg.estimate).toBe(0.3);
    const [lower, upper] = wilson(30, 100);
    expect(avg.lower).toBeCloseTo(lower, 12);
    expect(avg.upper).toBeCloseTo(upper, 12);
    expect(avg.miss).toBeCloseTo(0.05, 12);
    expect(avg.budget).toBe(0.001);
    // z: from the nearest end of target ± budget, .251, in the score test's standard error there.
    expect(avg.z).toBeCloseTo((0.3 - 0.251) / Math.sqrt((0.251 * 0.749) / 100), 10);
    // SLG: a normal interval with the card's spread of total bases, sqrt(.1875 / 100) = .0433.
    const slg = check!.rates.SLG!;
    expect(slg.estimate).toBe(0.3);
    expect(slg.upper - slg.estimate).toBeCloseTo(1.959963984540054 * Math.sqrt(0.1875 / 100), 10);
    expect(slg.z).toBeCloseTo((0.3 - 0.252) / Math.sqrt(0.1875 / 100), 10);
    // No strikeouts against a printed 20%: 0 of 100 at p = .2.
    expect(check!.rates['K%']!.estimate).toBe(0);
    expect(check!.rates['K%']!.miss).toBeCloseTo(-0.2, 12);
  });

  it('tests each rate by its exact binomial tail beyond the budget, Holm-adjusted across the set', () => {
    // Six rates with a target; the smallest p is K%'s: P(X <= 0 | 100, .2) = .8^100, times 6 tests (Holm's first step).
    expect(check!.rates['K%']!.adjustedPValue).toBeCloseTo(Math.min(1, 6 * 0.8 ** 100), 15);
    // AVG: P(X >= 30 | 100, .251), within Holm's running maximum of the larger ones.
    const avgTail = upperTail(30, 100, 0.251);
    expect(check!.rates.AVG!.adjustedPValue).toBeGreaterThanOrEqual(avgTail);
    expect(check!.rates.AVG!.adjustedPValue).toBeLessThanOrEqual(Math.min(1, 6 * avgTail));
    // BB% and HR% print 0 and the season has none: inside the budget, p = 1.
    expect(check!.rates['BB%']!.z).toBe(0);
    expect(check!.rates['BB%']!.adjustedPValue).toBe(1);
    expect(check!.flagged).toEqual(['K%']);
    expect(check!.outside).toContain('K%');
    expect(check!.outside).not.toContain('AVG'); // z = 1.13
    expect(seasonModeVerdict(check!)).toBe('off on K% (Holm)');
  });

  it("does not flag a reliever's dozen batters that the normal tail would (3 walks in 13 at 4%)", () => {
    // His other five rates lie within their budgets (p = 1), so Holm multiplies the smallest p by the six tests.
    const printed = { AVG: 0, OBP: 3 / 13, SLG: 0, 'K%': 4 / 13, 'BB%': 0.04, 'HR%': 0 };
    const budgets = { AVG: 0.001, OBP: 0.001, SLG: 0.001, 'K%': 0.001, 'BB%': 0, 'HR%': 0.001 };
    const [dozen] = seasonModeChecks([{ target: printed, budget: budgets, season: { BB: 3, SO: 4, GO: 6 } }]);
    // The score z is 3.4, a normal tail of .0003 (x 6 = .002, flagged); the exact tail is .0135 (x 6 = .081).
    expect(dozen!.rates['BB%']!.z).toBeGreaterThan(3.3);
    expect(dozen!.rates['BB%']!.adjustedPValue).toBeCloseTo(6 * binomialTail(3, 13, 0.04, 'upper'), 12);
    expect(dozen!.flagged).toEqual([]);
    expect(seasonModeVerdict(dozen!)).toBe('within season noise (BB% outside 95% alone)');
  });

  it('flags a clear miss alone, and the same miss no more among many cards that pass (Holm)', () => {
    // 600 at-bats of .300 against a printed .250: P(X >= 180 | 600, .251) is about .003.
    const miss = { target: { AVG: 0.25 }, budget: { AVG: 0.001 }, season: { '1B': 180, GO: 420 } };
    const fine = { target: { AVG: 0.25 }, budget: { AVG: 0.001 }, season: { '1B': 150, GO: 450 } };
    const [alone] = seasonModeChecks([miss]);
    expect(alone!.flagged).toEqual(['AVG']);
    const many = seasonModeChecks([miss, ...Array.from({ length: 20 }, () => fine)]);
    // 21 tests: .003 x 21 = .06 > .05.
    expect(many[0]!.rates.AVG!.adjustedPValue).toBeGreaterThan(0.05);
    expect(many[0]!.flagged).toEqual([]);
    expect(many[0]!.outside).toEqual(['AVG']);
  });

  it('leaves SLG untested under 50 at-bats, says a card that did not play so, and has nothing for no line', () => {
    const [short, idle, none] = seasonModeChecks([
      { target: { SLG: 0.4 }, budget: {}, season: { HR: 1 }, card: { '1B': 9, GO: 1 } },
      { target: { AVG: 0.25 }, budget: {}, season: { '1B': 0 } },
      { target: { AVG: 0.25 }, budget: {} },
    ]);
    // One home run in one at-bat: SLG 4.000, z = 3.6 / sqrt(.09) = 12, and no verdict on it.
    expect(short!.rates.SLG!.z).toBeCloseTo(3.6 / 0.3, 10);
    expect(short!.rates.SLG!.adjustedPValue).toBeNaN();
    expect(short!.flagged).toEqual([]);
    expect(short!.outside).toEqual([]);
    expect(idle!.pa).toBe(0);
    expect(seasonModeVerdict(idle!)).toBe('did not play in the season');
    expect(none).toBeUndefined();
  });
});

describe("a card's season line", () => {
  const line = (hits: number) => ({
    pa: 10,
    counts: { '1B': hits, GO: 10 - hits },
    counters: { runs: 1 },
    rates: {},
  });
  const player = (id: string, team: string, hits: number, pitching?: number): PlayerSeason =>
    ({
      file: 'set.yaml',
      id,
      name: id,
      team,
      batting: { ...line(hits), R: 0, RBI: 0, G: 1, target: {} },
      ...(pitching !== undefined && {
        pitching: { ...line(pitching), G: 1, GS: 1, CG: 0, R: 0, outs: 3, runsPer9: 0, target: {} },
      }),
    }) as unknown as PlayerSeason;
  const players = seasonPlayers([
    player('a', 'X', 3),
    player('p', 'X', 1, 7),
    player('b', 'X', 2),
    player('b', 'Y', 5),
  ]);

  it("is a batter's batting and a pitcher's batting against him, counts with counters", () => {
    expect(seasonModeCounts(players, 'set.yaml', { id: 'a', team: 'X', role: 'batter' })).toEqual({
      '1B': 3,
      GO: 7,
      runs: 1,
    });
    expect(seasonModeCounts(players, 'set.yaml', { id: 'p', team: 'X', role: 'pitcher' })?.['1B']).toBe(7);
  });
  it('finds a card by its team where two teams of a file share an id, and nothing in another file', () => {
    expect(seasonModeCounts(players, 'set.yaml', { id: 'b', team: 'Y', role: 'batter' })?.['1B']).toBe(5);
    expect(seasonModeCounts(players, 'set.yaml', { id: 'b', team: 'Z', role: 'batter' })).toBeUndefined();
    expect(seasonModeCounts(players, 'set.yaml', { id: 'a', team: 'Z', role: 'batter' })?.['1B']).toBe(3);
    expect(seasonModeCounts(players, 'other.yaml', { id: 'a', team: 'X', role: 'batter' })).toBeUndefined();
    expect(seasonModeCounts(players, 'set.yaml', { id: 'a', team: 'X', role: 'pitcher' })).toBeUndefined();
  });
});

describe('seasonModeVerdict', () => {
  const rates = { AVG: { target: 0.25 } } as unknown as SeasonModeCheck['rates'];
  it('names what Holm flags first, then what lies outside alone, else within season noise', () => {
    expect(seasonModeVerdict({ pa: 600, flagged: ['SLG'], outside: ['SLG', 'K%'], rates })).toBe('off on SLG (Holm)');
    expect(seasonModeVerdict({ pa: 600, flagged: [], outside: ['K%'], rates })).toBe(
      'within season noise (K% outside 95% alone)',
    );
    expect(seasonModeVerdict({ pa: 600, flagged: [], outside: [], rates })).toBe('within season noise');
    expect(seasonModeVerdict({ pa: 0, flagged: [], outside: [], rates: {} })).toBe('did not play in the season');
  });
});
