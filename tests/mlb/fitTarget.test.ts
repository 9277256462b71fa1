import { describe, expect, it } from 'vitest';
import { lineCounts, type SeasonLine } from '../../src/core/cards/cardLines.ts';
import type { Outcome } from '../../src/core/model/outcomes.ts';
import { Tally } from '../../src/core/model/Tally.ts';
import { FIT_RATES, FitTarget, rateParts } from '../../src/mlb/fitTarget.ts';

// 600 PA: 100 1B, 30 2B, 5 3B, 25 HR, 60 BB, 10 HBP, 120 SO, 245 other outs, 5 SF.
const LINE: SeasonLine = {
  PA: 600,
  AB: 525,
  H: 160,
  '2B': 30,
  '3B': 5,
  HR: 25,
  BB: 60,
  IBB: 0,
  HBP: 10,
  SO: 120,
  SF: 5,
  SH: 0,
};

/** A card's tally playing `line` exactly, per plate appearance, with `moved` counts shifted from other outs. */
function tallyOf(line: SeasonLine, moved: Partial<Record<Outcome, number>> = {}): Tally {
  const tally = new Tally();
  const counts = { ...lineCounts(line) } as Record<string, number>;
  for (const [outcome, n] of Object.entries(moved)) {
    counts[outcome] = (counts[outcome] ?? 0) + n;
    counts.GO! -= n;
  }
  for (const [outcome, n] of Object.entries(counts)) if (n > 0) tally.addOutcome(outcome as Outcome, n / line.PA);
  return tally;
}

describe('FitTarget', () => {
  const target = new FitTarget(LINE, 100);
  it('holds the rates as printed and their rounding budgets (up to 4 places), never under a tenth of a roll', () => {
    // AVG 160/525 = .30476 prints .305.
    expect(target.rates.AVG).toBe(0.305);
    // K% is 120/600 = 20 rolls of 100 exactly: the floor, a tenth of a roll in 100.
    expect(target.budgets['K%']).toBeCloseTo(0.001, 12);
    // HR% 25/600 = 4.17 rolls: 4 rolls, .00167 away, recorded as .0017.
    expect(target.budgets['HR%']).toBe(0.0017);
    // At 36 rolls a side (PBC) HR% is 1.5 rolls: half a roll, 1/72 = .01389, recorded as .0139.
    expect(new FitTarget(LINE, 36).budgets['HR%']).toBe(0.0139);
  });
  it('finds nothing beyond budget in a card that plays the line, and names the rate a shifted card misses', () => {
    expect(target.misses(tallyOf(LINE))).toEqual([]);
    expect(target.cannotFit(tallyOf(LINE), 'batting', 'why')).toBeUndefined();
    // Two more strikeouts in 600 PA: K% .20333, .0033 off with a budget of .001.
    const shifted = tallyOf(LINE, { SO: 2 });
    expect(target.misses(shifted)).toEqual(['K%']);
    expect(target.cannotFit(shifted, 'batting', 'the best found')).toEqual({
      line: 'batting',
      rates: ['K%'],
      why: 'the best found: K% .2033 for .2000 (budget .0010)',
    });
    expect(target.score(shifted.counts)).toBeGreaterThan(target.score(tallyOf(LINE).counts));
  });
  it('scores a miss beyond budget far above any miss within it, and distance ignores the budgets', () => {
    // Strikeouts taken from other outs move K% alone (and the shape): +.0005 sits inside K%'s budget of .001, +.002
    // lies .001 beyond it.
    const exact = tallyOf(LINE);
    const inside = tallyOf(LINE, { SO: 0.3 });
    const beyond = tallyOf(LINE, { SO: 1.2 });
    const added = (score: (counts: Float64Array) => number, tally: Tally) => score(tally.counts) - score(exact.counts);
    const score = (counts: Float64Array) => target.score(counts);
    expect(added(score, beyond) / added(score, inside)).toBeGreaterThan(100);
    // Without the budget term every part grows as the squared shift: (1.2 / 0.3)^2 = 16, to the shape's curvature.
    const distance = (counts: Float64Array) => target.distance(counts);
    expect(added(distance, beyond) / added(distance, inside)).toBeCloseTo(16, 0);
  });
  it('costs a card that never hits a batter who was hit ten times, with every rate alike', () => {
    // HBP moved to BB keeps OBP (and K%, HR%) but leaves the season's ten HBP impossible on the card.
    const noHbp = tallyOf(LINE, { HBP: -10, BB: 10 });
    const withHbp = tallyOf(LINE, { HBP: -1, BB: 1 });
    expect(target.score(noHbp.counts)).toBeGreaterThan(10 * target.score(withHbp.counts));
  });
  it('a released rate costs no budget term, keeps its verdict; the shape distance reads the categories alone', () => {
    // Two more strikeouts in 600 PA: K% .0033 off, .0024 beyond 0.9 of its budget (1e4 x .0024^2 = .058 of score).
    const shifted = tallyOf(LINE, { SO: 2 });
    const released = new FitTarget(LINE, 100, 'K%');
    const cost = (t: FitTarget) => t.score(shifted.counts) - t.score(tallyOf(LINE).counts);
    expect(cost(target)).toBeGreaterThan(0.05);
    // Released, only the squared miss (.0033^2 = 1.1e-5) and the shape remain: it still counts, as one within budget.
    expect(cost(released)).toBeLessThan(1e-4);
    expect(cost(released)).toBeGreaterThan(1e-5);
    expect(released.misses(shifted)).toEqual(['K%']);
    // .0033 off a budget of .001 is 3.33 budgets, 2.33 beyond; a card that plays the line is beyond none.
    expect(target.budgetsBeyond(shifted)).toBeCloseTo(2.333, 3);
    expect(target.budgetsBeyond(tallyOf(LINE))).toBe(0);
    // Ten HBP moved to BB keep every rate but break the shape; a card that plays the line has none to break.
    expect(target.shapeDistance(tallyOf(LINE).counts)).toBeCloseTo(0, 12);
    const noHbp = tallyOf(LINE, { HBP: -10, BB: 10 });
    expect(target.shapeDistance(noHbp.counts)).toBeGreaterThan(target.shapeDistance(shifted.counts));
  });
});

describe('rateParts', () => {
  it("gives each fit rate's numerator and denominator: their quotient is the rate, into a reused array too", () => {
    // LINE per plate appearance: AVG 160/525 (at-bats: 600 less 60 BB, 10 HBP and 5 SF), OBP 230/600 (H, BB and HBP
    // over AB, BB, HBP and SF), SLG (100 + 60 + 15 + 100)/525 = 275/525, K% 120/600, BB% 60/600, HR% 25/600.
    const counts = tallyOf(LINE).counts;
    const parts = rateParts(counts);
    const quotients = FIT_RATES.map((_, r) => parts[2 * r]! / parts[2 * r + 1]!);
    const expected = [160 / 525, 230 / 600, 275 / 525, 120 / 600, 60 / 600, 25 / 600];
    quotients.forEach((q, r) => expect(q, FIT_RATES[r]).toBeCloseTo(expected[r]!, 12));
    expect(parts[1]! * 600).toBeCloseTo(525, 9);
    const reused = new Float64Array(2 * FIT_RATES.length).fill(7);
    expect(rateParts(counts, reused)).toBe(reused);
    expect([...reused]).toEqual([...parts]);
  });
});
