import { describe, expect, it } from 'vitest';
import { checkSet } from '../../src/experiments/check.ts';
import { loadedSets } from '../helpers/inputs.ts';
import { seasonFit } from '../../src/stats/seasonFit.ts';
import { rateInterval } from '../../src/stats/rateInterval.ts';

const FILE = 'cards/pinetar/walkthrough.yaml';

describe('check with exact rates, budgets and the season fit', async () => {
  const { cards } = await checkSet(loadedSets([FILE])[0]!, { pa: 20_000, seed: 3, state: '---/0' });
  it('puts the exact rate beside every simulated rate', () => {
    for (const card of cards) {
      expect(Object.keys(card.exact)).toEqual(Object.keys(card.rates));
      // The simulated AVG lies within 5 standard errors of the exact one: sd of AVG over ~17,000 AB is about
      // sqrt(.25 x .75 / 17000) = .0033, 5 sd = .017. (The cross-check suite tests the whole distribution.)
      expect(Math.abs(card.rates.AVG!.estimate - card.exact.AVG!)).toBeLessThan(0.017);
    }
  });
  it('gives every card with a season its fit, adjusted by Holm across the set', () => {
    const fits = cards.map((c) => c.seasonFit!);
    for (const fit of fits) {
      expect(fit.adjustedPValue).toBeGreaterThanOrEqual(fit.pValue);
      expect(fit.inconsistent).toBe(fit.adjustedPValue <= 0.05);
    }
    // The smallest p-value is multiplied by the number of cards (Holm's first step).
    const smallest = fits.reduce((a, b) => (a.pValue < b.pValue ? a : b));
    expect(smallest.adjustedPValue).toBeCloseTo(Math.min(1, smallest.pValue * fits.length), 12);
  });
  it('carries rounding budgets for the season and the splits', () => {
    const rizzo = cards.find((c) => c.id === 'rizzo')!;
    expect(rizzo.budget.AVG).toBeGreaterThanOrEqual(0);
    expect(rizzo.budget.AVG).toBeLessThan(0.01);
    expect(rizzo.splitExact.vsR?.exact.AVG).toBeGreaterThan(0);
  });
});

describe('--precision', async () => {
  const { cards } = await checkSet(loadedSets([FILE])[0]!, {
    pa: 1,
    seed: 4,
    state: '---/0',
    precision: 0.02,
    maxPa: 1_000_000,
  });
  it('stops once every targeted rate is that narrow, and not long after', () => {
    for (const card of cards) {
      expect(card.stoppedBy).toBe('precision');
      for (const name of Object.keys(card.target)) {
        if (name === 'OPS') continue;
        const r = card.rates[name]!;
        expect(r.upper - r.lower, `${card.name} ${name}`).toBeLessThanOrEqual(0.02);
      }
      // Doubling from 10,000: the last batch at most doubled a total that was still too wide.
      expect(card.pa).toBeLessThanOrEqual(2 * 80_000);
    }
  });
  it('stops at the cap when the width is out of reach', async () => {
    const { cards: capped } = await checkSet(loadedSets([FILE])[0]!, {
      pa: 1,
      seed: 4,
      state: '---/0',
      precision: 0.0005,
      maxPa: 40_000,
    });
    for (const card of capped) {
      expect(card.stoppedBy).toBe('cap');
      expect(card.pa).toBe(40_000);
    }
  });
});

describe('season fit', () => {
  it('a card whose probabilities are the season line itself fits perfectly', () => {
    const season = { '1B': 100, '2B': 30, '3B': 3, HR: 20, BB: 50, HBP: 5, SO: 120, GO: 272 };
    const fit = seasonFit(season, season);
    expect(fit.statistic).toBeCloseTo(0, 12);
    expect(fit.pValue).toBeCloseTo(1, 12);
  });
  it('a card with half the season home runs does not, over a full season', () => {
    // 40 HR in 600 PA against a card giving 20: (40-20)^2/20 = 20 from the HR cell alone; p < 0.01 on 7 df.
    const season = { '1B': 100, '2B': 30, '3B': 3, HR: 40, BB: 50, HBP: 5, SO: 120, GO: 252 };
    const card = { ...season, HR: 20, GO: 272 };
    expect(seasonFit(season, card).pValue).toBeLessThan(0.01);
  });
  it('the interval of a rate and the fit agree in direction', () => {
    expect(rateInterval('HR%', { HR: 40, GO: 560 }).lower).toBeGreaterThan(20 / 600);
  });
});
