import { describe, expect, it } from 'vitest';
import { drawFraction } from '../../src/core/dice/dieFace.ts';
import { rootStream } from '../../src/core/dice/streams.ts';
import type { Counts } from '../../src/core/model/rates.ts';
import { mlbSeasons } from '../../src/mlb/mlbSeasons.ts';
import { nearestSeasons, type SeasonDistance } from '../../src/stats/nearestSeasons.ts';
import { readInput } from '../helpers/inputs.ts';
import { parse } from 'csv-parse/sync';

const totalsInput = readInput('cards/sources/mlb_batting_totals_by_season.csv');
const seasons = mlbSeasons(totalsInput);
const season = (year: number) => seasons.find((s) => s.season === year)!;

/** A uniform stream in [0, 1) for a seed: the project's seeded xoroshiro128+ (pure-rand 8), a 32-bit draw / 2^32. */
const uniforms = (seed: number): (() => number) => {
  const generator = rootStream(seed);
  return () => drawFraction(generator.next());
};

/** The distance between two lines alone (no bootstrap to speak of). */
const distance = (a: Counts, b: Counts): number =>
  nearestSeasons(a, [{ season: 0, counts: b }], { replicates: 1, next: uniforms(1) })[0]!.distance;

/** Every season, each with its distance, interval and share. */
const all = (played: Counts, seed: number, replicates?: number): SeasonDistance[] =>
  nearestSeasons(played, seasons, { count: seasons.length, next: uniforms(seed), ...(replicates && { replicates }) });
const row = (result: SeasonDistance[], year: number) => result.find((r) => r.season === year)!;

/** The 1968 line at `plateAppearances`, from the file's own per-PA columns (4 decimals), not from its counts. */
const line1968 = (plateAppearances: number): Counts => {
  const rows = parse(totalsInput.text(), { columns: true }) as Record<string, string>[];
  const r = rows.find((x) => x.yearID === '1968')!;
  const n = (column: string) => Math.round(Number(r[`${column}_per_PA`]) * plateAppearances);
  return {
    '1B': n('1B'),
    '2B': n('2B'),
    '3B': n('3B'),
    HR: n('HR'),
    BB: n('BB'),
    HBP: n('HBP'),
    SO: n('SO'),
    GO: Math.round(Number(r.other_out_per_PA) * plateAppearances),
  };
};

describe('the Hellinger distance between lines', () => {
  it('is sqrt(1 - cos 15 deg) = 0.184592 for shares (1/4, 3/4) against (1/2, 1/2)', () => {
    // sum sqrt(p q) = sqrt(1/8) + sqrt(3/8) = (1 + sqrt 3) / (2 sqrt 2) = cos 15 deg = 0.9659258; 1 - that = 0.0340742.
    expect(distance({ '1B': 1, SO: 3 }, { '1B': 2, SO: 2 })).toBeCloseTo(0.184592, 6);
    // Half the plate appearances shared (1B), half not (SO against other outs): sqrt(1 - 1/2).
    expect(distance({ '1B': 1, SO: 1 }, { '1B': 1, GO: 1 })).toBeCloseTo(Math.SQRT1_2, 12);
    // Nothing shared: the largest distance, 1.
    expect(distance({ HR: 5 }, { SO: 3 })).toBe(1);
  });

  it('makes two points of strikeout rate moved to other outs about 0.019 (what "0.02 is close" means)', () => {
    // sqrt(1/2 ((sqrt .22 - sqrt .20)^2 + (sqrt .44 - sqrt .46)^2)) = sqrt(1/2 (0.00047647 + 0.00022224)) = 0.018691;
    // the small-difference form sqrt(.02^2 / (8 x .2) + .02^2 / (8 x .46)) gives 0.0189.
    expect(distance({ '1B': 34, SO: 20, GO: 46 }, { '1B': 34, SO: 22, GO: 44 })).toBeCloseTo(0.01869, 4);
  });

  it('splits a line into the eight cells: BB with IBB, every other out together, counters left out', () => {
    expect(distance({ BB: 2, IBB: 2, GO: 1, FO: 3 }, { BB: 4, SF: 1, SH: 1, ROE: 2 })).toBe(0);
    expect(distance({ BB: 2, IBB: 2, GO: 4 }, { BB: 4, GO: 4, runs: 500, outs: 27, gdpOpportunities: 9 })).toBe(0);
    // ...but HBP is a cell of its own, not an out.
    expect(distance({ HBP: 1, GO: 1 }, { GO: 2 })).toBeGreaterThan(0.5);
  });

  it('is symmetric, 0 for identical shares and only then, and a metric (triangle inequality)', () => {
    const years = [1871, 1894, 1930, 1968, 2000, 2016, 2024];
    for (const a of years) {
      expect(distance(season(a).counts, season(a).counts)).toBe(0);
      const tripled = Object.fromEntries(Object.entries(season(a).counts).map(([k, v]) => [k, 3 * v!]));
      expect(distance(season(a).counts, tripled)).toBeLessThan(1e-9); // same shares, rounding only
      for (const b of years) {
        expect(distance(season(a).counts, season(b).counts)).toBe(distance(season(b).counts, season(a).counts));
        for (const c of years) {
          const ab = distance(season(a).counts, season(b).counts);
          const bc = distance(season(b).counts, season(c).counts);
          expect(distance(season(a).counts, season(c).counts)).toBeLessThanOrEqual(ab + bc + 1e-12);
        }
      }
    }
    // No two MLB seasons have the same shares: every pair is apart (the closest, 1963 and 1966, are 0.0035 apart).
    let closest = Infinity;
    for (const [i, a] of seasons.entries())
      for (const b of seasons.slice(i + 1)) closest = Math.min(closest, distance(a.counts, b.counts));
    expect(closest).toBeGreaterThan(0.001);
  });
});

describe('nearestSeasons', () => {
  it('finds the 2016 line itself first, at distance 0, in every replicate', () => {
    const line = season(2016);
    const [first, second] = nearestSeasons(line.counts, seasons, { next: uniforms(42) });
    expect(first).toMatchObject({ season: 2016, distance: 0, nearestShare: 1 });
    expect(second!.season).toBe(2017);
    // A replicate R is nearer 2016 than 2017 whenever H(R, 2016) < H(2016, 2017) / 2 = 0.0102 / 2 = 0.0051 (triangle
    // inequality). 8 N H^2 is about chi-square(7), and 8 x 184,539 x 0.0051^2 = 38.4: P(chi-square(7) > 38.4) = 2.6e-6
    // a replicate, so all 200 land on 2016 but for odds of 5e-4.
    //
    // The interval is that of H(R, 2016) = sqrt(chi-square(7) / 8N), 8N = 1,476,312. From 200 replicates the 2.5%
    // order statistic lies between the 0.3% and 4.7% quantiles (0.025 +- 2 sqrt(.025 x .975 / 200) = +- 0.022), whose
    // chi-square(7) values are 0.841 and 2.118: the lower end is in [sqrt(0.841 / 8N), sqrt(2.118 / 8N)] = [0.00075,
    // 0.00120]. Likewise the upper end is between the 95.3% and 99.7% quantiles (14.24, 21.58): [0.00311, 0.00382].
    // With slack for the chi-square approximation: [0.0006, 0.0013] and [0.0028, 0.0041].
    expect(first!.lower).toBeGreaterThan(0.0006);
    expect(first!.lower).toBeLessThan(0.0013);
    expect(first!.upper).toBeGreaterThan(0.0028);
    expect(first!.upper).toBeLessThan(0.0041);
  });

  it("finds 1968 first from the file's 1968 per-PA shares at 100,000 PA", () => {
    const result = nearestSeasons(line1968(100_000), seasons, { next: uniforms(7) });
    expect(result[0]!.season).toBe(1968);
    // Shares printed to 4 decimals are off by <= 0.00005 each: H^2 <= sum 0.00005^2 / (8 p_i) = 3.1e-10 x sum 1 / p_i
    // = 3.1e-10 x 448 = 1.4e-7 (3B .0058 and HBP .0064 are most of the sum), H <= 0.00037; rescaling the rounded
    // shares to sum to 1 (they are off by <= 0.0004) adds at most sqrt(0.0004^2 / 8) = 0.00014. So H < 0.0006.
    expect(result[0]!.distance).toBeLessThan(0.0006);
    // 1967 is next, 0.0099 away: a replicate goes astray only if H(R, 1968) > 0.0049, and 8 x 100,000 x 0.0049^2 =
    // 19.2: P(chi-square(7) > 19.2) = 0.0076 a replicate, 1.5 of 200 expected; 10 or more (Poisson) has odds 4.5e-6.
    expect(result[0]!.nearestShare).toBeGreaterThanOrEqual(0.95);
  });

  it('returns the `count` nearest, sorted, default 5; the shares over all seasons sum to 1', () => {
    const played = season(1987).counts;
    expect(nearestSeasons(played, seasons, { next: uniforms(3) })).toHaveLength(5);
    const three = nearestSeasons(played, seasons, { count: 3, next: uniforms(3) });
    expect(three).toHaveLength(3);
    const every = all(played, 3);
    expect(every).toHaveLength(seasons.length);
    expect(three).toEqual(every.slice(0, 3));
    for (let i = 1; i < every.length; i++) expect(every[i]!.distance).toBeGreaterThanOrEqual(every[i - 1]!.distance);
    expect(every.reduce((sum, r) => sum + r.nearestShare, 0)).toBeCloseTo(1, 12);
    // Default 200 replicates: every share is a multiple of 1/200.
    for (const r of every) expect(Number.isInteger(Math.round(r.nearestShare * 200 * 1e9) / 1e9)).toBe(true);
  });

  it('widens the interval as the plate appearances shrink: about 10 times from 1,000,000 PA to 10,000', () => {
    const small = all(line1968(10_000), 11);
    const large = all(line1968(1_000_000), 11);
    // The interval's width goes as 1 / sqrt(PA): sqrt(100) = 10. Each width is a difference of two percentiles of
    // 200 replicates (each within about +-25%), so the ratio is kept in [6, 16].
    for (const year of [1968, 1967, 1930]) {
      const ratio =
        (row(small, year).upper - row(small, year).lower) / (row(large, year).upper - row(large, year).lower);
      expect(ratio, `${year}`).toBeGreaterThan(6);
      expect(ratio, `${year}`).toBeLessThan(16);
    }
    // Far from the line, a season's distance lies inside its interval (1930 is 0.09 from 1968).
    const far = row(large, 1930);
    expect(far.distance).toBeGreaterThan(far.lower);
    expect(far.distance).toBeLessThan(far.upper);
  });

  it('draws small cells exactly: a 10-PA line with one single has none with P = 0.9^10', () => {
    // Played: 1 single in 10 PA. Seasons: all strikeouts, and the played line itself. A replicate with k singles of 10
    // is nearer the all-strikeout season only at k = 0 (k = 1 is the played line; k = 2: H^2 = 0.106 against 0.010),
    // so the share is P(k = 0) = 0.9^10 = 0.3487. From 4,000 replicates the sd is sqrt(.3487 x .6513 / 4000) = 0.0075:
    // bound 4 sd = 0.03. A rounded normal (mean 1, sd 0.95) would give Phi(-0.53) = 0.299 and fail.
    const result = nearestSeasons(
      { '1B': 1, SO: 9 },
      [
        { season: 1, counts: { SO: 1 } },
        { season: 2, counts: { '1B': 1, SO: 9 } },
      ],
      { replicates: 4000, next: uniforms(5) },
    );
    expect(Math.abs(row(result, 1).nearestShare - 0.9 ** 10)).toBeLessThan(0.03);
  });

  it('draws a rare cell in a long line exactly: 3 triples in 1,000,000 PA are none with P = e^-3', () => {
    // A replicate is nearer the no-triples season only with no triples (one triple: H^2 = 5.0e-7 against 2.7e-7).
    // P(0) = (1 - 3e-6)^1e6 = 0.0498 (a rounded normal, mean 3 and sd 1.73, would say Phi(-1.44) = 0.074);
    // sd from 4,000 replicates sqrt(.0498 x .9502 / 4000) = 0.0034: bound 4 sd = 0.014.
    const result = nearestSeasons(
      { '3B': 3, GO: 999_997 },
      [
        { season: 1, counts: { GO: 1 } },
        { season: 2, counts: { '3B': 3, GO: 999_997 } },
      ],
      { replicates: 4000, next: uniforms(6) },
    );
    expect(Math.abs(row(result, 1).nearestShare - Math.exp(-3))).toBeLessThan(0.014);
  });

  it('is centred for large cells: half a 50/50 million-PA line falls on either side', () => {
    // Seasons at 49.9% and 50.1% singles: a replicate is nearer the first when it has <= 500,000 singles, P = 0.5004.
    // sd from 4,000 replicates 0.0079: bound 4 sd = 0.032.
    const result = nearestSeasons(
      { '1B': 500_000, SO: 500_000 },
      [
        { season: 1, counts: { '1B': 499, SO: 501 } },
        { season: 2, counts: { '1B': 501, SO: 499 } },
      ],
      { replicates: 4000, next: uniforms(8) },
    );
    expect(Math.abs(row(result, 1).nearestShare - 0.5)).toBeLessThan(0.032);
  });

  it('is a pure function: the same stream gives the same result, another stream another; inputs untouched', () => {
    const frozen = Object.freeze(
      seasons.map((s) => Object.freeze({ season: s.season, counts: Object.freeze({ ...s.counts }) })),
    );
    const played = Object.freeze(line1968(20_000));
    const a = nearestSeasons(played, frozen, { next: uniforms(42) });
    expect(nearestSeasons(played, frozen, { next: uniforms(42) })).toEqual(a);
    expect(nearestSeasons(played, frozen, { next: uniforms(43) })).not.toEqual(a);
    expect(frozen.map((s) => s.season)).toEqual(seasons.map((s) => s.season));
  });

  it('refuses a line it cannot resample and options out of range', () => {
    const next = uniforms(1);
    expect(() => nearestSeasons({}, seasons, { next })).toThrow(/no plate appearances/);
    expect(() => nearestSeasons({ '1B': 1.5, SO: 2 }, seasons, { next })).toThrow(/whole numbers/);
    expect(() => nearestSeasons({ '1B': -1, SO: 2 }, seasons, { next })).toThrow(/whole numbers/);
    expect(() => nearestSeasons({ '1B': 1 }, seasons, { count: 0, next })).toThrow(/count/);
    expect(() => nearestSeasons({ '1B': 1 }, seasons, { replicates: 0.5, next })).toThrow(/replicates/);
    expect(() => nearestSeasons({ '1B': 1 }, [{ season: 1900, counts: {} }], { next })).toThrow(/1900/);
  });
});
