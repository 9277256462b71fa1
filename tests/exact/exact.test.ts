import { describe, expect, it } from 'vitest';
import { randomDice } from '../../src/core/dice/randomDice.ts';
import { enumerateDice } from '../../src/exact/enumerateDice.ts';
import { plateAppearanceDistribution } from '../../src/exact/plateAppearanceDistribution.ts';
import { runExpectancy } from '../../src/exact/runExpectancy.ts';
import { solveLinearSystem } from '../../src/exact/solveLinearSystem.ts';
import { matchupOf } from '../../src/games/pinetar/plan.ts';
import { parseBaseOutState, canonicalState } from '../../src/core/model/baseOut.ts';
import { simulateRunExpectancy } from '../../src/harness/simulateRunExpectancy.ts';
import { matchup, type MatchupSpec } from '../helpers/pinetar.ts';

/** Exact outcome probabilities of one matchup from a state. Probabilities are products of 1/100 and 1/10 summed in
 * doubles, exact to well under 1e-12 (see enumerateDice), so they are compared to 12 decimals. */
function outcomes(spec: MatchupSpec, state: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { pa, probability } of plateAppearanceDistribution(matchupOf(matchup(spec)), parseBaseOutState(state)))
    out[pa.result] = (out[pa.result] ?? 0) + probability;
  return out;
}

describe('dice enumeration', () => {
  it('gives 2d6 its 36 equally likely outcomes', () => {
    const sevens = enumerateDice((dice) => dice.d6() + dice.d6()).filter((b) => b.value === 7);
    expect(sevens).toHaveLength(6);
    expect(sevens.reduce((s, b) => s + b.probability, 0)).toBeCloseTo(6 / 36, 15);
  });
  it('follows rolls that depend on earlier rolls', () => {
    // Roll a d6; on a 6 roll a d20 too: 5 + 20 paths.
    const paths = enumerateDice((dice) => (dice.d6() === 6 ? dice.d20() : 0));
    expect(paths).toHaveLength(25);
    expect(paths.filter((b) => b.value === 20)[0]!.probability).toBeCloseTo(1 / 120, 15);
  });
});

describe('exact plate appearances, by hand', () => {
  it('an all-1B column against grade C: 2B with probability 11/100 exactly', () => {
    const p = outcomes({ column: { '00-99': '1B' }, grade: 'C' }, '---/0');
    expect(p['2B']).toBeCloseTo(0.11, 12);
    expect(p['1B']).toBeCloseTo(0.89, 12);
  });
  it('the walk rule as a chain: BB on 00-49 (40 rolls after grade A turns 0,5,..,45 into SO), runner on 1st', () => {
    // First BB (0.4) is ball 2; then BB again (0.4) walks: 0.16. Otherwise a strikeout: 0.6 + 0.4 x 0.6 = 0.84.
    const p = outcomes({ column: { '00-49': 'BB', '50-99': 'SO' }, grade: 'A' }, '1--/0');
    expect(p.BB).toBeCloseTo(0.16, 12);
    expect(p.SO).toBeCloseTo(0.84, 12);
  });
  it('BK/WP ball chain with the bases empty: a walk needs four BK/WP rolls in a row', () => {
    // 99 is BK/WP (a ball), everything else SO: P(BB) = 0.01^4, P(SO) = 1 - 0.01^4.
    const p = outcomes({ column: { '00-98': 'SO', '99': 'BK/WP' }, bkwp: '--/--' }, '---/0');
    expect(p.BB).toBeCloseTo(1e-8, 18);
    expect(p.SO).toBeCloseTo(1 - 1e-8, 12);
  });
  it('the error check: ROE with probability (EC + 1) / 10 for one fielder everywhere', () => {
    const p = outcomes(
      { column: { '00-99': 'ROE/PO' }, ec: { P: 3, C: 3, '1B': 3, '2B': 3, '3B': 3, SS: 3, LF: 3, CF: 3, RF: 3 } },
      '---/0',
    );
    expect(p.ROE).toBeCloseTo(0.4, 12);
    expect(p.PO).toBeCloseTo(0.6, 12);
  });
  it('sums to one from every state', () => {
    const spec: MatchupSpec = {
      column: {
        '00-09': 'HR',
        '10-30': '1B',
        '31-40': 'BB',
        '41-60': 'SO',
        '61-75': 'GO-SS',
        '76-90': 'FO-RF',
        '91-96': 'LO-2B',
        '97': 'ROE/PO',
        '98': 'ROE/LO',
        '99': 'BK/WP',
      },
      grade: 'B',
      bkwp: '10/90',
    };
    for (let s = 0; s < 24; s++) {
      const total = plateAppearanceDistribution(matchupOf(matchup(spec)), canonicalState(s)).reduce(
        (sum, r) => sum + r.probability,
        0,
      );
      expect(total).toBeCloseTo(1, 12);
    }
  });
});

describe('run expectancy', () => {
  it('solves linear systems', () => {
    const x = solveLinearSystem(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    );
    expect(x[0]).toBeCloseTo(0.8, 14);
    expect(x[1]).toBeCloseTo(1.4, 14);
  });
  it('a batter who always homers or strikes out: RE(---/0) = p/(1-p) x 3 ... by hand', () => {
    // HR with probability h, SO otherwise: the inning lasts until 3 SO; HRs before that are a negative binomial,
    // mean 3h/(1-h). With h = 0.2: 0.75 runs from ---/0, 0.5 with one out, 0.25 with two.
    const m = matchupOf(matchup({ column: { '01-19': 'HR', '00': 'HR', '20-99': 'SO' }, grade: 'C' }));
    const re = runExpectancy([[{ weight: 1, matchup: m }]]).matrix;
    expect(re[0]).toBeCloseTo(0.75, 12);
    expect(re[8]).toBeCloseTo(0.5, 12);
    expect(re[16]).toBeCloseTo(0.25, 12);
    // Runners on base score on the first HR: from 123/0, 3 runs x P(a HR before 3 outs) = 3 x (1 - 0.8^3) more.
    expect(re[7]! - re[0]!).toBeCloseTo(3 * (1 - 0.8 ** 3), 12);
  });
  it('agrees with simulated innings from every state', () => {
    // Innings are independent: each state's mean over 8,000 innings has standard error s/sqrt(8000); |z| < 4 for all
    // 24 states fails a correct engine with probability about 24 x 6.3e-5 = 0.0015 (fixed seed).
    const m = matchupOf(
      matchup({
        column: {
          '00-02': 'HR',
          '03-07': '2B',
          '08-22': '1B',
          '23-30': 'BB',
          '31': 'HBP',
          '32-52': 'SO',
          '53-75': 'GO-SS',
          '76-90': 'FO-CF',
          '91-96': 'LO-SS',
          '97': 'ROE/PO',
          '98': 'ROE/LO',
          '99': 'BK/WP',
        },
        grade: 'C',
        bkwp: '07/99',
        ec: { SS: 4, P: 3, '1B': 2 },
      }),
    );
    const lineup = [[{ weight: 1, matchup: m }]];
    const exact = runExpectancy(lineup).matrix;
    const simulated = simulateRunExpectancy(lineup, randomDice(24), 8000);
    exact.forEach((value, s) =>
      expect(Math.abs(simulated.matrix[s]! - value) / simulated.standardErrors[s]!, `state ${s}`).toBeLessThan(4),
    );
  });
});
