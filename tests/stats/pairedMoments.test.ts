import { describe, expect, it } from 'vitest';
import { addPairedMoments, pairedDifference, pairedMoments } from '../../src/stats/pairedMoments.ts';
import { streamAt } from '../../src/core/dice/streams.ts';

type Sample = { numerator: Float64Array; denominator: Float64Array };

/** Game-like units: hits and at-bats under two rule sets, the variant's the base's plus a little (paired). */
function units(n: number, seed: number) {
  const stream = streamAt(seed, 0);
  const draw = (top: number) => (stream.next() >>> 0) % top;
  const base = { numerator: new Float64Array(n), denominator: new Float64Array(n) };
  const variant = { numerator: new Float64Array(n), denominator: new Float64Array(n) };
  for (let u = 0; u < n; u++) {
    base.denominator[u] = 60 + draw(16);
    base.numerator[u] = 10 + draw(12);
    variant.denominator[u] = base.denominator[u]! + draw(2);
    variant.numerator[u] = base.numerator[u]! + draw(3) - 1;
  }
  return { base, variant };
}

/** The delta method unit by unit, as written in any textbook: the reference the moments must reproduce. */
function byUnits(base: Sample, variant: Sample) {
  const n = base.numerator.length;
  const linear = (s: Sample) => {
    const total = (a: Float64Array) => a.reduce((x, y) => x + y, 0);
    const r = total(s.numerator) / total(s.denominator);
    const m = total(s.denominator) / n;
    return { r, values: s.numerator.map((x, i) => (x - r * s.denominator[i]!) / m) };
  };
  const b = linear(base);
  const v = linear(variant);
  const variance = (values: Float64Array) => {
    const mean = values.reduce((x, y) => x + y, 0) / n;
    return values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1);
  };
  return {
    difference: v.r - b.r,
    standardError: Math.sqrt(variance(v.values.map((x, i) => x - b.values[i]!)) / n),
    unpairedStandardError: Math.sqrt((variance(b.values) + variance(v.values)) / n),
  };
}

describe('paired moments', () => {
  it('give the delta-method difference and standard errors the units give, to 1e-10', () => {
    const { base, variant } = units(5000, 7);
    const fromMoments = pairedDifference(pairedMoments(base, variant));
    const reference = byUnits(base, variant);
    expect(fromMoments.difference).toBeCloseTo(reference.difference, 14);
    for (const key of ['standardError', 'unpairedStandardError'] as const)
      expect(Math.abs(fromMoments[key] / reference[key] - 1), key).toBeLessThan(1e-10);
    // Pairing pays: the variant moves with the base.
    expect(fromMoments.standardError).toBeLessThan(fromMoments.unpairedStandardError / 3);
  });

  it('of slices add up to the whole exactly, in any order', () => {
    const { base, variant } = units(3001, 8);
    const slice = (from: number, to: number) =>
      pairedMoments(
        { numerator: base.numerator.subarray(from, to), denominator: base.denominator.subarray(from, to) },
        { numerator: variant.numerator.subarray(from, to), denominator: variant.denominator.subarray(from, to) },
      );
    const whole = pairedMoments(base, variant);
    const parts = [slice(2000, 3001), slice(0, 1000), slice(1000, 2000)];
    expect(parts.reduce(addPairedMoments)).toEqual(whole);
    expect(pairedDifference(parts.reduce(addPairedMoments))).toEqual(pairedDifference(whole));
  });

  it('of one unit give the difference and no interval, of none nothing; unpaired samples are refused', () => {
    const one = { numerator: [1], denominator: [2] };
    const single = pairedDifference(pairedMoments(one, { numerator: [2], denominator: [4] }));
    expect([single.base, single.variant, single.difference]).toEqual([0.5, 0.5, 0]);
    expect([single.lower, single.upper, single.standardError]).toEqual([NaN, NaN, NaN]);
    expect(single.significant).toBe(false);
    const none = pairedDifference(
      pairedMoments({ numerator: [], denominator: [] }, { numerator: [], denominator: [] }),
    );
    expect([none.difference, none.standardError, none.significant]).toEqual([NaN, NaN, false]);
    expect(() => pairedMoments(one, { numerator: [1, 2], denominator: [2, 2] })).toThrow(/the same units/);
  });
});
