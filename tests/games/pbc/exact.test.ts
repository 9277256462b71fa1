import { describe, expect, it } from 'vitest';
import {
  baseOutState,
  EMPTY,
  formatBaseOutState,
  parseBaseOutState,
  type BaseOutState,
} from '../../../src/core/model/baseOut.ts';
import { Tally } from '../../../src/core/model/Tally.ts';
import { rateValue } from '../../../src/core/model/rates.ts';
import { PbcCompiler } from '../../../src/games/pbc/compile.ts';
import { pbcDistribution } from '../../../src/games/pbc/exactDistribution.ts';
import { MAIN_PBC_RULES, type PbcRules } from '../../../src/games/pbc/rules.ts';
import { card, matchup, tables, walkthrough } from '../../helpers/pbc.ts';
import { pbcCheckPlan } from '../../../src/games/pbc/plan.ts';
import type { PbcMatchup } from '../../../src/games/pbc/matchup.ts';

const ALL_STATES: BaseOutState[] = Array.from({ length: 24 }, (_, i) =>
  baseOutState(Math.floor(i / 8), [i & 1 ? 1 : EMPTY, i & 2 ? 2 : EMPTY, i & 4 ? 3 : EMPTY]),
);

/** The exact tally of one plate appearance from a state, through the distribution. */
function tallyOf(m: PbcMatchup, state: BaseOutState): Tally {
  const tally = new Tally();
  for (const { pa, probability } of pbcDistribution(m, state)) tally.record(pa, probability);
  return tally;
}

const rates = (tally: Tally) => {
  const counts = { ...tally.outcomeCounts(), ...tally.counterValues() };
  return Object.fromEntries(['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'].map((r) => [r, rateValue(r, counts)]));
};

/** The walk-through card `id` batting against Luigi Ryle, as the check plays him (the Visitors' defense). */
const againstLuigi = (id: string) => {
  const c = card(id);
  return matchup({
    hits: c.hits.totals.map((t) => `${t}${c.hits.fixed[t] ? `=${c.hits.fixed[t]}` : ''}`).join(','),
    variance: c.variance,
    speed: c.speed,
  });
};

/**
 * Hand arithmetic from the bases empty, none out: no runner on base, so no roll-off but the batter's own (a stretch,
 * which the default manager never tries at -2 with Speed 0: a 22% chance). Each card's rates come from three lists
 * written out by hand: the ways (of 36) of its hit totals, the hit chart's types as its Variance reads them (the
 * default manager takes Variance when the new type is worth more), and Luigi Ryle's Out Chart on the other totals
 * (2 BB, 3 1B*, 4 GO, 5 FO, 6 K, 7 GO, 8 K, 9 FO, 10 FR, 11 PO, 12 BB). An HR^ is a home run 5/6 of the time; a 1B*
 * roll-off (no modifiers, plain tiebreakers) is a single 7/15, an error 1/30 (the 2 against 1 on the decisive roll:
 * 1/36 + 6/36 x 1/30), a ground out 1/2.
 */
interface Hand {
  /** Ways (of 36) of the hit totals that roll the hit chart, and of those that fix a double. */
  chartWays: number;
  fixedDoubles: number;
  /** The hit chart as Variance reads it: ways (of 36) of each type. */
  types: { single: number; double: number; triple: number; hrCaret: number; hr: number };
  /** Luigi's cells on the totals that are not hits: ways (of 36). */
  chart: { BB: number; K: number; singleStar: number };
}

function handRates(hand: Hand) {
  const hit = hand.chartWays / 36;
  const type = (ways: number) => (hit * ways) / 36;
  const singles = type(hand.types.single) + (hand.chart.singleStar / 36) * (7 / 15);
  const doubles = type(hand.types.double) + hand.fixedDoubles / 36;
  const triples = type(hand.types.triple);
  const homers = type(hand.types.hr) + type(hand.types.hrCaret) * (5 / 6);
  const walks = hand.chart.BB / 36;
  const hits = singles + doubles + triples + homers;
  const atBats = 1 - walks;
  return {
    AVG: hits / atBats,
    OBP: hits + walks,
    SLG: (singles + 2 * doubles + 3 * triples + 4 * homers) / atBats,
    'K%': hand.chart.K / 36,
    'BB%': walks,
    'HR%': homers,
  };
}

// The hit chart 2-12 is 3B 2BA 2B 1BA 1B 1B 1B 1BA 2B HR^ HR: ways 1 2 3 4 5 6 5 4 3 2 1.
const PLAIN = { single: 4 + 5 + 6 + 5 + 4, double: 2 + 3 + 3, triple: 1, hrCaret: 2, hr: 1 };
// Variance +1: 8 (1B) -> 1BA, 9 (1BA) -> 2B, 10 (2B) -> HR^, 11 (HR^) -> HR; 2-7 are worth less one up and stay.
const PLUS_ONE = { single: 4 + 5 + 6 + 5, double: 2 + 3 + 4, triple: 1, hrCaret: 3, hr: 2 + 1 };
// Variance -1: 3 (2BA) -> 3B, 4 (2B) -> 2BA, 5 (1BA) -> 2B, 6 (1B) -> 1BA; 7-12 are worth less one down and stay.
const MINUS_ONE = { single: 5 + 6 + 5 + 4, double: 3 + 4 + 3, triple: 1 + 2, hrCaret: 2, hr: 1 };

const CASES: { id: string; hand: Hand }[] = [
  // 5,9,11: ways 4 + 4 + 2; the chart reads 2 BB, 3 1B*, 4 GO, 6 K, 7 GO, 8 K, 10 FR, 12 BB.
  {
    id: 'skip-higgins',
    hand: { chartWays: 10, fixedDoubles: 0, types: PLAIN, chart: { BB: 2, K: 10, singleStar: 2 } },
  },
  // 3,5,7=2B: 3 and 5 roll the chart (2 + 4 ways), 7 is a double (6); the chart reads 2 BB, 6 K, 8 K, 12 BB and outs.
  { id: 'jimmy-adams', hand: { chartWays: 6, fixedDoubles: 6, types: PLAIN, chart: { BB: 2, K: 10, singleStar: 0 } } },
  // 4,6,10 (3 + 5 + 3), Variance +1; the chart reads 2 BB, 3 1B*, 8 K, 12 BB (6 is his hit).
  {
    id: 'peabody-dawson',
    hand: { chartWays: 11, fixedDoubles: 0, types: PLUS_ONE, chart: { BB: 2, K: 5, singleStar: 2 } },
  },
  // 6,8 (5 + 5), Variance -1; the chart's K totals 6 and 8 are his hits: no strikeouts.
  {
    id: 'webb-slater',
    hand: { chartWays: 10, fixedDoubles: 0, types: MINUS_ONE, chart: { BB: 2, K: 0, singleStar: 2 } },
  },
  // A pitcher batting: 12 (1 way); the chart reads 2 BB, 3 1B*, 6 K, 8 K and no 12.
  {
    id: 'greenwood-starter',
    hand: { chartWays: 1, fixedDoubles: 0, types: PLAIN, chart: { BB: 1, K: 10, singleStar: 2 } },
  },
];

describe('exact rates of the walk-through cards against Luigi Ryle, next to hand arithmetic', () => {
  for (const { id, hand } of CASES) {
    it(`${id}`, () => {
      const exact = rates(tallyOf(againstLuigi(id), baseOutState()));
      const byHand = handRates(hand);
      for (const [rate, value] of Object.entries(byHand)) expect(exact[rate], rate).toBeCloseTo(value, 12);
    });
  }
});

describe('the exact distribution', () => {
  const variants: [string, Partial<PbcRules>][] = [
    ['main', {}],
    [
      'ground-out-choice + fly-out-one-throw + pop-out-advance',
      { groundOut: 'choice', flyOutOneThrow: true, popOutAdvance: true },
    ],
    ['ground-out-key', { groundOut: 'key' }],
    [
      'modified-tiebreaks + no-roll-off-errors + advanced-defense',
      { modifiedTiebreaks: true, rollOffErrors: false, advancedDefense: true },
    ],
  ];
  for (const [name, rules] of variants) {
    const m = matchup({
      hits: '5,9,11',
      variance: 1,
      speed: 2,
      runners: { 1: 2, 2: -1, 3: 1 },
      defense: { fielders: 1, catcher: 2 },
      outChart: card('greenwood-starter').pitching!.outChart,
      park: 'greenwood',
      rules: { ...MAIN_PBC_RULES, ...rules },
    });

    it(`${name}: sums to 1 from each of the 24 states; runners are conserved and outs never go down`, () => {
      for (const state of ALL_STATES) {
        const results = pbcDistribution(m, state);
        expect(
          results.reduce((sum, r) => sum + r.probability, 0),
          formatBaseOutState(state),
        ).toBeCloseTo(1, 12);
        const before = state.bases.filter((b) => b !== EMPTY).length;
        for (const { pa } of results) {
          const event = pa.events[0]!;
          const onBase = pa.after.bases.filter((b) => b !== EMPTY).length;
          const out = event.moves.filter((move) => move.out).length;
          // Everyone who was on base, and the batter, is on base, home or out (an inning's end leaves them on).
          if (pa.after.outs < 3) expect(onBase + pa.runs + out, formatBaseOutState(state)).toBe(before + 1);
          expect(pa.after.outs).toBeGreaterThanOrEqual(state.outs);
          expect(pa.after.outs).toBeLessThanOrEqual(3);
        }
      }
    });

    it(`${name}: the compiled graph's exact tally is the distribution's, state by state`, () => {
      const compiler = new PbcCompiler();
      for (const state of ALL_STATES) {
        const graph = compiler.exactTally(m, [{ state, weight: 1 }]);
        const direct = tallyOf(m, state);
        const g = { ...graph.outcomeCounts(), ...graph.counterValues() };
        const d = { ...direct.outcomeCounts(), ...direct.counterValues() };
        for (const key of Object.keys(d) as (keyof typeof d)[]) {
          expect(g[key], `${formatBaseOutState(state)} ${key}`).toBeCloseTo(d[key], 12);
        }
      }
    });
  }

  it("every stratum of the walk-through's check: the compiled graph's tally is the distribution's", () => {
    for (const subject of pbcCheckPlan(walkthrough, tables, { state: parseBaseOutState('1-3/1') })) {
      for (const stratum of subject.strata) {
        const graph = stratum.matchup.exactTally!(subject.states);
        const direct = new Tally();
        for (const { state, weight } of subject.states)
          for (const { pa, probability } of stratum.matchup.distribution!(state))
            direct.record(pa, probability * weight);
        const g = graph.outcomeCounts();
        const d = direct.outcomeCounts();
        for (const key of Object.keys(d) as (keyof typeof d)[])
          expect(g[key], `${subject.name} vs ${stratum.label}: ${key}`).toBeCloseTo(d[key], 12);
      }
    }
  });
});
