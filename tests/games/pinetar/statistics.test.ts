import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { resolvePlateAppearance } from '../../../src/games/pinetar/resolve.ts';
import { baseOutState } from '../../../src/core/model/baseOut.ts';
import { Tally } from '../../../src/core/model/Tally.ts';
import { all, matchup } from '../../helpers/pinetar.ts';

const N = 200_000;

function simulate(spec: Parameters<typeof matchup>[0], seed: number): Tally {
  const m = matchup(spec);
  const dice = randomDice(seed);
  const tally = new Tally();
  for (let i = 0; i < N; i++) tally.record(resolvePlateAppearance(m, baseOutState(), dice));
  return tally;
}

/**
 * Known by hand: an all-1B column against grade C doubles on the eleven modifier rolls (0, 5, ..., 50), so
 * P(2B) = 11/100 exactly; every other roll is a single (roll 19 an infield single for a medium batter).
 * 2B count ~ Binomial(200,000, 0.11): mean 22,000, sd = sqrt(200000 * 0.11 * 0.89) = 139.9.
 * Bound: 5 sd = 700 (two-sided chance of a false alarm 5.7e-7 at a fixed seed).
 */
describe('an all-1B column against grade C', () => {
  const tally = simulate({ column: all('1B'), grade: 'C', speed: 'M' }, 11);
  it('doubles on 11 rolls of 100', () => {
    expect(tally.plateAppearances()).toBe(N);
    expect(Math.abs(tally.count('2B') - 0.11 * N)).toBeLessThan(5 * Math.sqrt(N * 0.11 * 0.89));
    expect(tally.count('1B') + tally.count('2B')).toBe(N);
  });
});

/**
 * An all-1B column against grade A walks on the eleven modifier rolls (the walk rule needs 1st occupied, and the
 * bases start empty): P(BB) = 0.11, same bound. A slow batter also grounds out on roll 19: P(GO) = 0.01,
 * sd = sqrt(200000 * 0.01 * 0.99) = 44.5, 5 sd = 222.5.
 */
describe('an all-1B column of a slow batter against grade A', () => {
  const tally = simulate({ column: all('1B'), grade: 'A', speed: 'S' }, 12);
  it('walks on 11 rolls of 100 and grounds out on 1 (roll 19)', () => {
    expect(Math.abs(tally.count('BB') - 0.11 * N)).toBeLessThan(5 * Math.sqrt(N * 0.11 * 0.89));
    expect(Math.abs(tally.count('GO') - 0.01 * N)).toBeLessThan(5 * Math.sqrt(N * 0.01 * 0.99));
    expect(tally.count('1B') + tally.count('BB') + tally.count('GO')).toBe(N);
  });
});
