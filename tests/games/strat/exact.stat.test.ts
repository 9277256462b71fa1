import chiSquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { plateAppearanceDistribution } from '../../../src/exact/plateAppearanceDistribution.ts';
import type { ExactResult } from '../../../src/core/model/PlayEvent.ts';
import type { Matchup } from '../../../src/core/GameSystem.ts';
import { battingColumns, matchupOf } from '../../../src/games/strat/plan.ts';
import { formatBaseOutState, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import type { PlateAppearanceResult } from '../../../src/core/model/PlayEvent.ts';
import { chiSquareGoodnessOfFit } from '../../../src/stats/chiSquareGoodnessOfFit.ts';
import {
  card,
  column,
  every,
  matchup,
  walkthrough,
  type MatchupSpec,
  MIX,
  gonzalezVsGlavine,
} from '../../helpers/strat.ts';

/**
 * Exact probabilities are sums of products of 1/6 and 1/20 in doubles; the house compares them to 1e-12
 * (src/exact/enumerateDice.ts promises a whole distribution within 1e-13).
 */
const EXACT = 1e-12;
const total = (distribution: readonly ExactResult[]) => distribution.reduce((sum, r) => sum + r.probability, 0);
const probabilityOf = (distribution: readonly ExactResult[], test: (pa: PlateAppearanceResult) => boolean) =>
  distribution.reduce((sum, r) => sum + (test(r.pa) ? r.probability : 0), 0);
const count = (pa: PlateAppearanceResult, result: string) => pa.events.filter((e) => e.result === result).length;

/** The same card with a manager who runs, throws and plays the infield in at every chance. */
const MIX_AGGRESSIVE: MatchupSpec = {
  ...MIX,
  weakened: true,
  policies: {
    infield: () => 'in',
    sendRunner: () => true,
    sendTrailRunners: () => true,
    throwHome: () => true,
    cutOff: () => 'trail',
    throwToThird: () => true,
  },
};
/** Gonzalez's own side against Glavine (his vs-LHP columns, batting right) and a pitcher's side with no X plays. */
const gonzalez = card('juan-gonzalez');
const GONZALEZ_VS_PLAIN: MatchupSpec = {
  batter: battingColumns(walkthrough, gonzalez, 'L'),
  pitcher: [
    column({ '2-5': 'GB(ss)B', '6-8': 'SO', '9-12': 'FLY(cf)B' }),
    column({ '2-4': 'BB', '5-7': 'SI(lf)', '8-12': 'GB(2b)A' }),
    column({ '2-6': 'FLY(lf)B?', '7': 'SO', '8-12': 'DO(rf)' }),
  ],
  side: 'R',
  running: gonzalez.running,
  wp: 4,
  balk: 2,
  defense: { C: { pb: 5 }, RF: { arm: -3 }, CF: { arm: 2 } },
};

describe('exact plate appearances sum to one', () => {
  const cases: [string, string, () => Matchup][] = [
    ['Gonzalez vs Glavine (check plan)', '---/0', gonzalezVsGlavine],
    ['the mixed card', '1--/0', () => matchupOf(matchup(MIX))],
    ['the mixed card', '12-/1', () => matchupOf(matchup(MIX))],
    ['the mixed card', '123/0', () => matchupOf(matchup(MIX))],
    ['the mixed card', '-23/2', () => matchupOf(matchup(MIX))],
    ['the mixed card, aggressive', '1-3/1', () => matchupOf(matchup(MIX_AGGRESSIVE))],
    ['the mixed card, aggressive', '--3/0', () => matchupOf(matchup(MIX_AGGRESSIVE))],
    ['Gonzalez vs a plain pitcher', '12-/0', () => matchupOf(matchup(GONZALEZ_VS_PLAIN))],
    [
      'strikeouts only, every gate rating high',
      '123/1',
      () => matchupOf(matchup({ wp: 15, balk: 10, defense: { C: { pb: 12 } } })),
    ],
    [
      'one X play among singles and strikeouts',
      '1--/0',
      () =>
        matchupOf(
          matchup({
            batter: [
              column({ '2-6': 'SI', '7': 'GB(ss)X', '8-12': 'SO' }),
              column({ '2-12': 'SO' }),
              column({ '2-12': 'SO' }),
            ],
          }),
        ),
    ],
  ];
  it.each(cases)('%s from %s', (_label, state, make) => {
    const distribution = plateAppearanceDistribution(make(), parseBaseOutState(state));
    for (const { probability } of distribution) expect(probability).toBeGreaterThan(0);
    expect(Math.abs(total(distribution) - 1)).toBeLessThan(EXACT);
  });

  // Found by this suite: every leaf of enumerateDice is exact to ~1e-15, and the 933,120 dice paths of one X-play step
  // sum to exactly 1 in rational arithmetic, but plateAppearanceDistribution adds them one by one into its merged cells
  // (`seen.probability += probability`) drifted by about 6e-12 until it summed with compensation.
  it(
    'sums to one within 1e-12 over the 933,120 dice paths of ' + 'X plays on both cards (compensated summation), ---/0',
    () => {
      const distribution = plateAppearanceDistribution(
        matchupOf(matchup({ batter: every('GB(ss)X'), pitcher: every('GB(ss)X') })),
        parseBaseOutState('---/0'),
      );
      expect(Math.abs(total(distribution) - 1)).toBeLessThan(EXACT);
    },
  );
});

describe('exact plate appearances, by hand', () => {
  it("a batter reading 'HR 1-17 / DO 18-20' everywhere against a pitcher of strikeouts, bases empty", () => {
    // White die 1-3 (1/2) reads the batter's split on a fresh d20: HR on 1-17, DO on 18-20; 4-6 (1/2) is a strikeout.
    // No runner on, so no WP/PB d20.
    const distribution = plateAppearanceDistribution(
      matchupOf(matchup({ batter: every('HR 1-17 / DO 18-20'), pitcher: every('SO') })),
      parseBaseOutState('---/0'),
    );
    const p = (result: string) => probabilityOf(distribution, (pa) => pa.result === result);
    expect(Math.abs(p('HR') - (1 / 2) * (17 / 20))).toBeLessThan(EXACT);
    expect(Math.abs(p('2B') - (1 / 2) * (3 / 20))).toBeLessThan(EXACT);
    expect(Math.abs(p('SO') - 1 / 2)).toBeLessThan(EXACT);
    expect(Math.abs(total(distribution) - 1)).toBeLessThan(EXACT);
  });

  /**
   * Both cards read SO everywhere, a runner on 1st, none out; pitcher WP rating W, balk rating B, catcher PB rating P.
   * With a runner on, each roll of the dice comes with a d20:
   *   d20 = 1 (1/20): a second d20 <= W is a wild pitch:             pWP = 1/20 * W/20
   *   d20 = 2 (1/20): white die 1-3 (1/2) balk if a d20 <= B:         pBK = 1/20 * 1/2 * B/20
   *                   white die 4-6 (1/2) passed ball if a d20 <= P:  pPB = 1/20 * 1/2 * P/20
   *   d20 3-20 (18/20): the dice are read, a strikeout:               pSO = 18/20
   *   otherwise (a check over its rating) nothing happens and the dice are rolled again, in the same state.
   * Re-rolls are a geometric number of nothing, so each roll that does something is WP, BK, PB or SO with chances
   * aX = pX / D, D = pWP + pBK + pPB + pSO. A WP, BK or PB moves the runner up one base and the gate still applies
   * (he is on 2nd, then 3rd) until he scores on the third: then the bases are empty, no d20, and the next roll is the
   * strikeout for sure. So the plate appearance is a sequence of L pitch events then SO, L = 0, 1, 2 (chance of the
   * sequence times c = aSO), or exactly 3 pitch events then the SO for sure. With w WPs, k balks and p PBs (L = w+k+p):
   *   P(w, k, p) = L!/(w! k! p!) aWP^w aBK^k aPB^p * (L < 3 ? aSO : 1).
   * In particular P(a wild pitch before the strikeout) = aWP (1 + b + b^2), b = aBK + aPB (the WP is first, second
   * or third after non-WP events), and P(the runner scores) = (aWP + aBK + aPB)^3.
   */
  const RATINGS: [number, number, number][] = [
    [9, 5, 7],
    [20, 0, 3],
    [1, 20, 0],
  ];
  it.each(RATINGS)(
    'a runner on 1st and strikeouts only, WP %i, balk %i, PB %i: the pitch events by hand',
    (W, B, P) => {
      const pWP = (1 / 20) * (W / 20);
      const pBK = (1 / 20) * (1 / 2) * (B / 20);
      const pPB = (1 / 20) * (1 / 2) * (P / 20);
      const pSO = 18 / 20;
      const D = pWP + pBK + pPB + pSO;
      const [aWP, aBK, aPB, aSO] = [pWP / D, pBK / D, pPB / D, pSO / D];
      const b = aBK + aPB;
      const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

      const distribution = plateAppearanceDistribution(
        matchupOf(matchup({ wp: W, balk: B, defense: { C: { pb: P } } })),
        parseBaseOutState('1--/0'),
      );
      expect(Math.abs(total(distribution) - 1)).toBeLessThan(EXACT);
      for (const { pa } of distribution) expect(pa.result).toBe('SO');

      expect(Math.abs(probabilityOf(distribution, (pa) => count(pa, 'WP') > 0) - aWP * (1 + b + b * b))).toBeLessThan(
        EXACT,
      );
      expect(Math.abs(probabilityOf(distribution, (pa) => pa.runs === 1) - (aWP + aBK + aPB) ** 3)).toBeLessThan(EXACT);
      for (let w = 0; w <= 3; w++) {
        for (let k = 0; k + w <= 3; k++) {
          for (let p = 0; p + k + w <= 3; p++) {
            const L = w + k + p;
            const expected =
              (factorial(L) / (factorial(w) * factorial(k) * factorial(p))) *
              aWP ** w *
              aBK ** k *
              aPB ** p *
              (L < 3 ? aSO : 1);
            const exact = probabilityOf(
              distribution,
              (pa) => count(pa, 'WP') === w && count(pa, 'BK') === k && count(pa, 'PB') === p,
            );
            expect(Math.abs(exact - expected), `${w} WP, ${k} BK, ${p} PB`).toBeLessThan(EXACT);
          }
        }
      }
    },
  );
});

/**
 * Monte Carlo agrees with the exact distribution. For each matchup, N plate appearances from a fixed seed are sorted
 * into cells (the pitch events WP, BK and PB as a multiset, since the exact chain merges paths that did alike in any
 * order; the result; runs; the state after) and compared with N times the exact cell
 * probabilities by chi-square goodness of fit, cells with expected counts under 5 pooled into their neighbour
 * (chiSquareGoodnessOfFit). Alpha 0.001: the bound is the chi-square quantile at 0.999 on the pooled cells' df (cells
 * - 1), computed from the df the pooling leaves; with N = 200,000 and these seeds that is chi-square(17) < 40.8
 * (Gonzalez vs Glavine, ---/0), chi-square(108) < 159.2 (12-/1), chi-square(106) < 156.7 (1-3/0) and
 * chi-square(66) < 107.3 (123/2); each failure message prints its df and bound. A correct engine fails a given matchup
 * with probability 1/1000 (0.5% for the five). Power, checked while writing this: at N = 100,000 the test already
 * rejects the mixed card simulated with WP 10 against its exact distribution with WP 12, or PB 6 against PB 8.
 *
 * Runs per plate appearance: the sample mean of N independent plate appearances has standard error sigma / sqrt(N),
 * sigma^2 = E[runs^2] - E[runs]^2 from the exact distribution; |mean - E[runs]| < 6 standard errors (two-sided
 * normal tail 2e-9).
 */
const ALPHA = 0.001;
const cell = (pa: PlateAppearanceResult) =>
  `${[...pa.events.slice(0, -1).map((e) => e.result)].sort().join('+') || '-'} ${pa.result} r${pa.runs} ` +
  `${formatBaseOutState({ outs: Math.min(pa.after.outs, 3), bases: pa.after.bases })}` +
  (pa.after.outs > 3 ? ` outs ${pa.after.outs}` : '');

function agree(make: () => Matchup, state: string, n: number, seed: number) {
  const m = make();
  const start = parseBaseOutState(state);
  const distribution = plateAppearanceDistribution(m, start);
  const expected = new Map<string, number>();
  let mean = 0;
  let square = 0;
  for (const { pa, probability } of distribution) {
    expected.set(cell(pa), (expected.get(cell(pa)) ?? 0) + probability);
    mean += probability * pa.runs;
    square += probability * pa.runs ** 2;
  }
  const observed = new Map<string, number>();
  const dice = randomDice(seed);
  let runs = 0;
  for (let i = 0; i < n; i++) {
    const pa = m.plateAppearance(start, dice);
    observed.set(cell(pa), (observed.get(cell(pa)) ?? 0) + 1);
    runs += pa.runs;
  }
  for (const key of observed.keys()) expect(expected.has(key), `simulated "${key}" has exact probability 0`).toBe(true);
  const keys = [...expected.keys()].sort();
  const fit = chiSquareGoodnessOfFit(
    keys.map((k) => observed.get(k) ?? 0),
    keys.map((k) => expected.get(k)!),
  );
  const bound = chiSquareQuantile(1 - ALPHA, fit.df);
  expect(fit.df, 'enough cells for a test').toBeGreaterThanOrEqual(3);
  expect(
    fit.statistic,
    `chi-square ${fit.statistic.toFixed(1)} on ${fit.df} df (${fit.cells} ` +
      `pooled cells of ${keys.length}), bound ${bound.toFixed(1)}`,
  ).toBeLessThan(bound);
  const standardError = Math.sqrt((square - mean * mean) / n);
  expect(
    Math.abs(runs / n - mean),
    `runs per PA ${(runs / n).toFixed(5)} vs exact ${mean.toFixed(5)}, ` +
      `standard error ${standardError.toExponential(2)}`,
  ).toBeLessThan(6 * standardError);
}

// With a runner on, each of Glavine's X plays (a d20 and 3d6, 4,320 paths) once met every WP/PB d20 in one step, some
// 4.7 million dice paths (80 s and 3.5 GB from 12-/1); the gate is now a step of its own, and 12-/1 takes about 4 s.
describe('Monte Carlo agrees with the exact distribution', () => {
  it('Gonzalez vs Glavine through the check plan, bases empty', () => agree(gonzalezVsGlavine, '---/0', 200_000, 1991));
  it('Gonzalez vs Glavine through the check plan, runners on 1st and 2nd, one out (X plays behind the gate)', () =>
    agree(gonzalezVsGlavine, '12-/1', 200_000, 1996));
  it('the mixed card with the WP/PB/balk gate, runners on 1st and 2nd, one out', () =>
    agree(() => matchupOf(matchup(MIX)), '12-/1', 200_000, 1992));
  it('the mixed card, an aggressive manager and a weakened pitcher, runners on 1st and 3rd, none out', () =>
    agree(() => matchupOf(matchup(MIX_AGGRESSIVE)), '1-3/0', 200_000, 1993));
  it("Gonzalez's own side against a plain pitcher, bases loaded, two out", () =>
    agree(() => matchupOf(matchup(GONZALEZ_VS_PLAIN)), '123/2', 200_000, 1995));
});
