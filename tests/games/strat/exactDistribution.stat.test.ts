import { describe, expect, it } from 'vitest';
import { exactTally } from '../../../src/experiments/exactCheck.ts';
import { plateAppearanceDistribution } from '../../../src/exact/plateAppearanceDistribution.ts';
import type { ExactResult } from '../../../src/core/model/PlayEvent.ts';
import type { Matchup, Situation, StateMix } from '../../../src/core/GameSystem.ts';
import { teamDefense } from '../../../src/games/strat/defense.ts';
import { StratCompiler } from '../../../src/games/strat/compile.ts';
import { stratDistribution, stratOutcomes, type ReadingCache } from '../../../src/games/strat/exactDistribution.ts';
import type { StratMatchup } from '../../../src/games/strat/matchup.ts';
import type { ParkCard } from '../../../src/games/strat/park.ts';
import { battingColumns, matchupOf, stratMatchup } from '../../../src/games/strat/plan.ts';
import { resolvePlateAppearance, resolveStep } from '../../../src/games/strat/resolve.ts';
import { parseBaseOutState, type RunnerId } from '../../../src/core/model/baseOut.ts';
import { OUTCOMES } from '../../../src/core/model/outcomes.ts';
import type { PlateAppearanceResult } from '../../../src/core/model/PlayEvent.ts';
import type { Position } from '../../../src/core/model/positions.ts';
import { COUNTERS, TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import {
  card,
  column,
  every,
  matchup,
  reading,
  tables,
  walkthrough,
  type MatchupSpec,
  MIX,
  gonzalezVsGlavine,
} from '../../helpers/strat.ts';

// Exact probabilities are sums of products of 1/6 and 1/20 in doubles, summed in different orders by the two paths.
const EXACT = 1e-12;
const SLOT_NAMES: readonly string[] = [...OUTCOMES, ...COUNTERS];

/**
 * The generic chain over a Strat matchup built by hand from `resolveStep` alone (no `distribution`, no
 * `exactTally`), so plateAppearanceDistribution really enumerates the steps.
 */
const stepsOnly = (m: StratMatchup): Matchup => ({
  plateAppearance: (state, dice, situation) => resolvePlateAppearance(m, state, dice, situation),
  step: (state, count, _first, dice, situation) => resolveStep(m, state, count, dice, situation),
});

/** What a merged result is: its end (result, outs, runners by id, runs) and what it did along the way. */
function outcomeKey(pa: PlateAppearanceResult): string {
  const times = (result: string) => pa.events.filter((e) => e.result === result).length;
  const errors = pa.events.filter((e) => e.error !== undefined).length;
  const doublePlays = pa.events.filter((e) => e.doublePlay).length;
  return (
    `${pa.result} outs ${pa.outs}->${pa.after.outs} bases ${pa.after.bases.join(',')} ` +
    `r${pa.runs} BK${times('BK')} WP${times('WP')} PB${times('PB')} E${errors} DP${doublePlays}`
  );
}

function outcomes(distribution: readonly ExactResult[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const { pa, probability } of distribution) out.set(outcomeKey(pa), (out.get(outcomeKey(pa)) ?? 0) + probability);
  return out;
}

function expectSameTally(actual: Tally, expected: Tally, label: string): void {
  for (let i = 0; i < TALLY_SLOTS; i++) {
    expect(
      Math.abs(actual.counts[i]! - expected.counts[i]!),
      `${label}: ${SLOT_NAMES[i]} ${actual.counts[i]} vs ${expected.counts[i]}`,
    ).toBeLessThan(EXACT);
  }
}

/**
 * The same tally slot by slot and the same set of (result, after-state, runs, pitch events) outcomes, each within
 * EXACT.
 */
function expectSameDistribution(actual: readonly ExactResult[], expected: readonly ExactResult[], label: string): void {
  expectSameTally(exactTally(actual), exactTally(expected), label);
  const a = outcomes(actual);
  const e = outcomes(expected);
  expect([...a.keys()].sort(), `${label}: the outcomes`).toEqual([...e.keys()].sort());
  for (const [key, probability] of e)
    expect(Math.abs(a.get(key)! - probability), `${label}: ${key}`).toBeLessThan(EXACT);
  for (const { probability } of actual) expect(probability).toBeGreaterThan(0);
}

/** Whether two distributions differ somewhere by more than rounding: the power check of a "may differ" pair. */
function differ(a: readonly ExactResult[], b: readonly ExactResult[]): boolean {
  const x = outcomes(a);
  const y = outcomes(b);
  for (const key of new Set([...x.keys(), ...y.keys()]))
    if (Math.abs((x.get(key) ?? 0) - (y.get(key) ?? 0)) > 1e-9) return true;
  return false;
}

/** The same card with a manager who runs, throws and plays the infield in at every chance, and a weakened pitcher. */
const AGGRESSIVE = {
  infield: () => 'in' as const,
  sendRunner: () => true,
  sendTrailRunners: () => true,
  throwHome: () => true,
  cutOff: () => 'trail' as const,
  throwToThird: () => true,
};
const MIX_AGGRESSIVE: MatchupSpec = { ...MIX, weakened: true, policies: AGGRESSIVE };
/**
 * Ballpark readings on both cards (the neutral park: HR or FLY B to the pull field; SI* or a lineout), with plain hits
 * beside them.
 */
const BALLPARK: MatchupSpec = {
  batter: [
    column({ '2-5': 'BP HR', '6-8': 'SO', '9-12': 'BPSI SI' }),
    column({ '2-6': 'BPSI SI', '7-12': 'GB(ss)B' }),
    column({ '2-4': 'HR', '5-8': 'FLY(cf)B?', '9-12': 'BP HR 1-10 / SI(lf) 11-20' }),
  ],
  pitcher: [
    column({ '2-6': 'BP HR', '7-12': 'SO' }),
    column({ '2-12': 'HR 1-4 / BPSI SI 5-20' }),
    column({ '2-8': 'GB(2b)A', '9-10': 'BP HR', '11-12': 'HR' }),
  ],
  side: 'L',
  defense: { LF: { arm: 4 }, RF: { arm: -3 } },
};
/**
 * The same readings for a batter of weak power batting right: ballpark and pitcher-card homers are singles**, his own
 * card's HR stands.
 */
const BALLPARK_WEAK: MatchupSpec = { ...BALLPARK, side: 'R', power: 'W' };
/** Clutch readings (W), reversed with two out and a runner on 2nd or 3rd: outs become singles**, singles popouts. */
const CLUTCH: MatchupSpec = {
  batter: [
    column({ '2-4': 'W SI', '5-7': 'W GB(ss)A', '8-12': 'W FLY(cf)B' }),
    column({ '2-6': 'W SO', '7-9': 'W SI(lf)', '10-12': 'W DO' }),
    column({ '2-12': 'W SI 1-8 / LO(2b) 9-20' }),
  ],
  pitcher: [
    column({ '2-6': 'W POP(2b)', '7-12': 'SI*' }),
    column({ '2-8': 'W GB(2b)B', '9-12': 'W SI**' }),
    column({ '2-12': 'W LO(ss)max' }),
  ],
  wp: 5,
  balk: 3,
};
/**
 * Gonzalez's own side against Glavine (his vs-LHP columns) and a pitcher's side with a catcher X play (its P/F and P/P
 * read the WP rating with runners on).
 */
const gonzalez = card('juan-gonzalez');
const GONZALEZ_VS_CATCHER: MatchupSpec = {
  batter: battingColumns(walkthrough, gonzalez, 'L'),
  pitcher: [
    column({ '2-3': 'CATCH-X', '4-12': 'SO' }),
    column({ '2-12': 'SI(rf)' }),
    column({ '2-7': 'GB(ss)B', '8-12': 'FLY(lf)B?' }),
  ],
  side: 'R',
  running: gonzalez.running,
  wp: 14,
};

const LATE_TIED: Situation = { inning: 9, offenseLead: 0 };
const LATE_BEHIND: Situation = { inning: 8, offenseLead: -1 };

/** [label, matchup, states, situation]: the fast path against the generic chain. */
const FAST_VS_GENERIC: [string, () => StratMatchup, string[], Situation | undefined][] = [
  ['the mixed card', () => matchup(MIX), ['---/0', '1--/1', '-2-/2', '1-3/0', '12-/0', '123/2'], undefined],
  [
    'the mixed card, aggressive, weakened',
    () => matchup(MIX_AGGRESSIVE),
    ['1--/0', '-2-/1', '--3/0', '1-3/1', '-23/0', '123/2'],
    undefined,
  ],
  ['the mixed card, late and tied (default infield in)', () => matchup(MIX), ['--3/0', '1-3/1', '123/0'], LATE_TIED],
  ['the mixed card, late and behind by one', () => matchup(MIX), ['-23/1'], LATE_BEHIND],
  ['ballpark readings, batting left', () => matchup(BALLPARK), ['---/0', '1--/0', '-23/1', '123/2'], undefined],
  [
    'ballpark readings, weak power, batting right',
    () => matchup(BALLPARK_WEAK),
    ['---/0', '12-/1', '--3/2'],
    undefined,
  ],
  [
    'clutch readings',
    () => matchup(CLUTCH),
    ['-2-/2', '--3/2', '1-3/2', '123/2', '1--/2', '-2-/1', '---/2'],
    undefined,
  ],
  ['clutch readings, aggressive', () => matchup({ ...CLUTCH, policies: AGGRESSIVE }), ['-2-/2', '12-/2'], undefined],
  ['Gonzalez vs a catcher X play', () => matchup(GONZALEZ_VS_CATCHER), ['---/0', '1--/0'], undefined],
];

describe('the fast path (stratDistribution) equals the generic chain', () => {
  for (const [label, make, states, situation] of FAST_VS_GENERIC) {
    it(
      `${label}${situation ? ` (inning ${situation.inning}, lead ${situation.offenseLead})` : ''}: ` +
        `${states.join(' ')}`,
      () => {
        const m = make();
        const cache: ReadingCache = new Map();
        for (const text of states) {
          const state = parseBaseOutState(text);
          const fast = stratDistribution(m, state, cache, situation);
          const generic = plateAppearanceDistribution(stepsOnly(m), state, situation);
          expectSameDistribution(fast, generic, `${label} from ${text}`);
          expect(Math.abs(fast.reduce((sum, r) => sum + r.probability, 0) - 1)).toBeLessThan(EXACT);
        }
      },
    );
  }

  // The generic chain on X plays takes seconds from each runner state: two or three states only.
  it("Gonzalez vs Glavine through the check plan (the stratum's own distribution), ---/0 1--/1 -23/2", () => {
    const stratum = gonzalezVsGlavine();
    expect(stratum.distribution).toBeDefined();
    for (const text of ['---/0', '1--/1', '-23/2']) {
      const state = parseBaseOutState(text);
      const generic = plateAppearanceDistribution(
        { ...stratum, distribution: undefined, exactTally: undefined },
        state,
      );
      expectSameDistribution(stratum.distribution!(state), generic, `Gonzalez vs Glavine from ${text}`);
    }
  });
});

/**
 * A matchup changed in one thing, sharing every other object (park, tables, policies) with `m`, so only that thing can
 * tell their cache keys apart.
 */
const withRunning = (m: StratMatchup, running: number): StratMatchup => ({
  ...m,
  batter: { ...m.batter, running },
  runningOf: (runner: RunnerId) => (runner === m.batter.id ? running : m.runningOf(runner)),
});
const withFielder = (
  m: StratMatchup,
  position: Position,
  change: Partial<StratMatchup['defense'][Position]>,
): StratMatchup => ({ ...m, defense: { ...m.defense, [position]: { ...m.defense[position], ...change } } });
const withPitcher = (m: StratMatchup, change: Partial<StratMatchup['pitcher']>): StratMatchup => ({
  ...m,
  pitcher: { ...m.pitcher, ...change },
});
const withBatter = (m: StratMatchup, change: Partial<StratMatchup['batter']>): StratMatchup => ({
  ...m,
  batter: { ...m.batter, ...change },
});

/**
 * Each matchup's distributions from `states` with one cache shared by both (first `a`, then `b`, and the other way
 * round) equal what a fresh cache gives it. Returns the fresh distributions.
 */
function expectSharedCacheHarmless(
  a: StratMatchup,
  b: StratMatchup,
  states: string[],
  situations: [Situation?, Situation?] = [],
): { a: ExactResult[]; b: ExactResult[] }[] {
  const fresh = states.map((text) => ({
    a: stratDistribution(a, parseBaseOutState(text), new Map(), situations[0]),
    b: stratDistribution(b, parseBaseOutState(text), new Map(), situations[1]),
  }));
  for (const order of ['a first', 'b first'] as const) {
    const cache: ReadingCache = new Map();
    const run = (which: 'a' | 'b') =>
      states.forEach((text, i) => {
        const shared = stratDistribution(
          which === 'a' ? a : b,
          parseBaseOutState(text),
          cache,
          situations[which === 'a' ? 0 : 1],
        );
        expectSameDistribution(shared, fresh[i]![which], `${which} from ${text}, shared cache, ${order}`);
      });
    if (order === 'a first') {
      run('a');
      run('b');
    } else {
      run('b');
      run('a');
    }
  }
  return fresh;
}

/** Hits with stars, outs of every kind and X plays: nothing that reads the batter's running. */
const NO_STARLESS_HITS: MatchupSpec = {
  batter: [
    column({
      '2-4': 'SI*',
      '5-6': 'GB(ss)A',
      '7': 'SO',
      '8': 'FLY(cf)B?',
      '9': 'DO**',
      '10': 'BB',
      '11': 'HR 1-5 / FLY(lf)B 6-20',
      '12': 'LO(ss)max',
    }),
    column({ '2-5': 'SI**', '6-8': 'GB(ss)X', '9-12': 'FLY(rf)B' }),
    column({ '2-6': 'TR', '7-12': 'GB(2b)C' }),
  ],
  pitcher: [
    column({ '2-6': 'SO', '7-12': 'FLY(cf)X' }),
    column({ '2-12': 'SI*(rf)' }),
    column({ '2-8': 'POP(2b) •', '9-12': 'HBP' }),
  ],
  policies: AGGRESSIVE,
};
/** Singles and doubles without stars: the batter is the trail runner of the cut-off play. */
const STARLESS_HITS: MatchupSpec = {
  batter: [
    column({ '2-8': 'SI(cf)', '9-12': 'DO(lf)' }),
    column({ '2-12': 'SI' }),
    column({ '2-6': 'SO', '7-12': 'DO(rf)' }),
  ],
  pitcher: [column({ '2-12': 'SI(cf)' }), column({ '2-12': 'GB(ss)A' }), column({ '2-12': 'SI*' })],
  policies: AGGRESSIVE,
};
const RUNNER_STATES = ['---/0', '1--/0', '-2-/1', '--3/0', '12-/2', '1-3/1', '-23/0', '123/1'];

describe('one reading cache shared by matchups that differ in one thing', () => {
  it(
    "the batter's running, a card without starless hits: the same " +
      'distribution, and the second batter enumerates nothing new',
    () => {
      const a = matchup({ ...NO_STARLESS_HITS, running: 3 });
      const b = withRunning(a, 17);
      const fresh = expectSharedCacheHarmless(a, b, RUNNER_STATES);
      fresh.forEach(({ a: da, b: db }, i) =>
        expectSameDistribution(da, db, `running 3 vs 17 from ${RUNNER_STATES[i]}`),
      );
      const cache = new Map<string, ExactResult[]>();
      for (const text of RUNNER_STATES) stratDistribution(a, parseBaseOutState(text), cache);
      const size = cache.size;
      for (const text of RUNNER_STATES) stratDistribution(b, parseBaseOutState(text), cache);
      expect(cache.size).toBe(size);
    },
  );

  it(
    "the batter's running, starless hits with an aggressive " +
      'manager: each batter gets his own trail-runner chances',
    () => {
      const a = matchup({ ...STARLESS_HITS, running: 3 });
      const b = withRunning(a, 17);
      const fresh = expectSharedCacheHarmless(a, b, RUNNER_STATES);
      // Power: from -2- (a single puts the runner on 3rd, the batter trailing) and 1-- (a double) the speeds tell.
      expect(differ(fresh[2]!.a, fresh[2]!.b)).toBe(true);
      expect(differ(fresh[1]!.a, fresh[1]!.b)).toBe(true);
    },
  );

  it(
    'ballpark readings a park turns into starless hits (a ballpark ' +
      "home run a single here): the batter's running counts there too",
    () => {
      const park: ParkCard = {
        ...tables.neutralPark,
        id: 'test-park',
        homeRuns: { L: reading('HR'), R: reading('SI(cf) 1-12 / SO 13-20') },
        singles: { L: reading('SI'), R: reading('DO(lf)') },
      };
      const a = {
        ...matchup({
          batter: [column({ '2-12': 'BP HR' }), column({ '2-12': 'BP HR' }), column({ '2-12': 'SO' })],
          pitcher: every('SO'),
          policies: AGGRESSIVE,
          running: 2,
        }),
        park,
      };
      const fresh = expectSharedCacheHarmless(a, withRunning(a, 19), ['-2-/0', '12-/1']);
      expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
      const b = {
        ...matchup({ batter: every('BPSI SI'), pitcher: every('SO'), policies: AGGRESSIVE, running: 2 }),
        park,
      };
      const doubles = expectSharedCacheHarmless(b, withRunning(b, 19), ['1--/0', '12-/1']);
      expect(differ(doubles[0]!.a, doubles[0]!.b)).toBe(true);
    },
  );

  it('the runners on base: a state runner of another speed (the default manager sends only the fast one home)', () => {
    const a = matchup({ ...STARLESS_HITS, policies: {}, runners: { 2: 4 } });
    const b = { ...a, runningOf: (runner: RunnerId) => (runner === 2 ? 18 : a.runningOf(runner)) };
    const fresh = expectSharedCacheHarmless(a, b, ['-2-/0', '12-/1', '---/0']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it("the shortstop's e-rating (0 vs 36) on GB(ss)X", () => {
    const a = matchup({
      batter: every('GB(ss)X'),
      pitcher: [column({ '2-12': 'GB(ss)X' }), column({ '2-12': 'SO' }), column({ '2-12': 'SI*' })],
      defense: { SS: { error: 0 } },
    });
    const b = withFielder(a, 'SS', { error: 36 });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '1--/0', '1-3/1']);
    fresh.forEach(({ a: da, b: db }, i) => expect(differ(da, db), `from state ${i}`).toBe(true));
  });

  it("the shortstop's range (1 vs 5) on GB(ss)X", () => {
    const a = matchup({ batter: every('GB(ss)X'), defense: { SS: { range: 1 } } });
    const b = withFielder(a, 'SS', { range: 5 });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '12-/0']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it("the right fielder's arm (-5 vs 5) on a starless single to right", () => {
    const a = matchup({ batter: every('SI(rf)'), defense: { RF: { arm: -5 } }, policies: AGGRESSIVE });
    const b = withFielder(a, 'RF', { arm: 5 });
    const fresh = expectSharedCacheHarmless(a, b, ['-2-/0', '12-/1', '1--/0']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  // passedBallThenOut (src/games/strat/fielding.ts) reads the pitcher's WP on the catcher's P/F and P/P (the symbols
  // chart's FO with an error) with runners on, so a reading cache shared by pitchers of different WP must tell them
  // apart: contextKey keys the WP (the balk rating it leaves to the gate).
  it("the pitcher's WP (2 vs 18) on CATCH-X with runners on", () => {
    const a = matchup({ batter: every('CATCH-X'), pitcher: every('SO'), wp: 2 });
    const b = withPitcher(a, { wp: 18 });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '1--/0', '-23/1']);
    expect(differ(fresh[1]!.a, fresh[1]!.b)).toBe(true);
  });

  it("the pitcher's balk and the catcher's PB (the gate's ratings)", () => {
    const a = matchup({ ...MIX, balk: 0, defense: { C: { pb: 0 } } });
    const b = withFielder(withPitcher(a, { balk: 15 }), 'C', { pb: 14 });
    const fresh = expectSharedCacheHarmless(a, b, ['1--/0', '-23/1']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it('a weakened pitcher (POW dots)', () => {
    const a = matchup({ batter: every('SO'), pitcher: every('GB(ss)B •'), weakened: false });
    const b = withPitcher(a, { weakened: true });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '1--/1']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it("the batter's power (N vs W) on the pitcher's homers", () => {
    const a = matchup({ batter: every('SO'), pitcher: every('HR'), power: 'N' });
    const b = withBatter(a, { power: 'W' });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '12-/0']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it("the batter's side on a park whose home runs differ by side", () => {
    const park: ParkCard = { ...tables.neutralPark, id: 'lopsided', homeRuns: { L: reading('HR'), R: reading('SO') } };
    const a = { ...matchup({ batter: every('BP HR'), side: 'L' }), park };
    const b = withBatter(a, { side: 'R' });
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '-2-/1']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it('the park', () => {
    const a = matchup({ batter: every('BP HR') });
    const b = {
      ...a,
      park: { ...tables.neutralPark, id: 'bandbox', homeRuns: { L: reading('HR'), R: reading('HR') } },
    };
    const fresh = expectSharedCacheHarmless(a, b, ['---/0', '1--/2']);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });

  it('the situation (the default manager plays the infield in late and tied)', () => {
    const m = matchup({ batter: every('GB(ss)B'), pitcher: every('GB(2b)A') });
    const fresh = expectSharedCacheHarmless(m, m, ['--3/0', '1-3/1'], [undefined, LATE_TIED]);
    expect(differ(fresh[0]!.a, fresh[0]!.b)).toBe(true);
  });
});

describe("matchupOf's exactTally", () => {
  const MIXTURE = [
    { state: parseBaseOutState('---/0'), weight: 0.5 },
    { state: parseBaseOutState('1--/1'), weight: 0.3 },
    { state: parseBaseOutState('-23/0'), weight: 0.15 },
    { state: parseBaseOutState('123/2'), weight: 0.05 },
  ];
  const weightedGeneric = (m: StratMatchup) => {
    const tally = new Tally();
    for (const { state, weight } of MIXTURE)
      tally.merge(exactTally(plateAppearanceDistribution(stepsOnly(m), state), weight));
    return tally;
  };
  const cases: [string, MatchupSpec][] = [
    ['the mixed card', MIX],
    ['the mixed card, aggressive, weakened', MIX_AGGRESSIVE],
    ['clutch readings', CLUTCH],
  ];
  it.each(cases)('%s: the weighted sum of the generic tallies, cold cache and warm', (_label, spec) => {
    const m = matchup(spec);
    const expected = weightedGeneric(m);
    const of = matchupOf(m);
    expect(of.exactTally).toBeDefined();
    expectSameTally(of.exactTally!(MIXTURE), expected, 'cold');
    expectSameTally(of.exactTally!(MIXTURE), expected, 'warm');
    expect(Math.abs(expected.plateAppearances() - 1)).toBeLessThan(EXACT);
  });

  it('one cache and one compiler shared by two matchups of a plan (batters of different speed, starless hits)', () => {
    const a = matchup({ ...STARLESS_HITS, running: 3 });
    const b = withRunning(a, 17);
    const cache: ReadingCache = new Map();
    const compiler = new StratCompiler();
    const [ofA, ofB] = [matchupOf(a, cache, compiler), matchupOf(b, cache, compiler)];
    expectSameTally(ofA.exactTally!(MIXTURE), weightedGeneric(a), 'a');
    expectSameTally(ofB.exactTally!(MIXTURE), weightedGeneric(b), 'b');
  });
});

/** The outcome slots only: stratOutcomes keeps no counters. */
function expectSameOutcomes(actual: Tally, expected: Tally, label: string): void {
  for (let i = 0; i < OUTCOMES.length; i++) {
    expect(
      Math.abs(actual.counts[i]! - expected.counts[i]!),
      `${label}: ${OUTCOMES[i]} ${actual.counts[i]} vs ${expected.counts[i]}`,
    ).toBeLessThan(EXACT);
  }
}

/** What stratOutcomes must equal: the weighted sum of the whole distributions' tallies (outcome slots compared). */
function weightedDistributions(m: StratMatchup, states: StateMix, cache: ReadingCache, situation?: Situation): Tally {
  const tally = new Tally();
  for (const { state, weight } of states)
    tally.merge(exactTally(stratDistribution(m, state, cache, situation), weight));
  return tally;
}

const mix = (entries: Record<string, number>): StateMix =>
  Object.entries(entries).map(([text, weight]) => ({ state: parseBaseOutState(text), weight }));

/**
 * States with runners, where the gate's WP, balk and PB move the runners before the dice are read: 1--/0 reaches
 * -2-/0, --3/0 and then ---/0, a state of the mix itself (so one read state gathers weight from two starts). 123/0
 * weighs nothing. The weights sum to 1.
 */
const RUNNER_MIX = mix({
  '---/0': 0.3,
  '1--/0': 0.2,
  '-2-/1': 0.1,
  '--3/1': 0.1,
  '12-/0': 0.1,
  '1-3/2': 0.08,
  '-23/1': 0.07,
  '123/2': 0.05,
  '123/0': 0,
});

/**
 * Gonzalez against Glavine as the check plan's stratum builds him (Atlanta's fielders behind Glavine, the neutral park:
 * the walk-through prints none).
 */
const glavine = card('tom-glavine');
const gonzalezFacingGlavine = (weakened = false): StratMatchup =>
  stratMatchup(
    { card: gonzalez, columns: battingColumns(walkthrough, gonzalez, glavine.throws) },
    { throws: glavine.throws, ...glavine.pitching!, weakened },
    teamDefense(walkthrough, 'ATL', glavine),
    tables.neutralPark,
    tables,
  );

/**
 * A weakened pitcher whose outs carry POW dots (singles** past his point of weakness), with the gate's ratings high.
 */
const POW_DOTS: MatchupSpec = {
  batter: MIX.batter!,
  pitcher: [
    column({ '2-5': 'GB(ss)A •', '6-8': 'SO', '9-12': 'FLY(cf)B •' }),
    column({ '2-7': 'POP(2b) •', '8-12': 'GB(2b)B' }),
    column({ '2-4': 'SI', '5-9': 'GB(3b)A •', '10-12': 'FLY(rf)B' }),
  ],
  weakened: true,
  wp: 15,
  balk: 4,
  defense: { C: { pb: 10 } },
  runners: { 1: 6, 2: 16, 3: 11 },
};

describe('stratOutcomes: the outcome slots of the weighted stratDistribution tallies', () => {
  const cases: [string, () => StratMatchup, Situation | undefined][] = [
    ['the mixed card', () => matchup(MIX), undefined],
    ['the mixed card, aggressive, weakened (a POW dot)', () => matchup(MIX_AGGRESSIVE), undefined],
    ['the mixed card, late and tied (default infield in)', () => matchup(MIX), LATE_TIED],
    ['a weakened pitcher with POW dots', () => matchup(POW_DOTS), undefined],
    ['Gonzalez vs a catcher X play (P/F and P/P passed balls)', () => matchup(GONZALEZ_VS_CATCHER), undefined],
    ['Gonzalez vs Glavine (X plays, Atlanta fielders)', () => gonzalezFacingGlavine(), undefined],
    ['Gonzalez vs a weakened Glavine (X plays, POW dots)', () => gonzalezFacingGlavine(true), undefined],
  ];
  it.each(cases)(
    '%s, from the runner mix: a fresh cache, and one the distributions filled',
    (label, make, situation) => {
      const m = make();
      const filled: ReadingCache = new Map();
      const expected = weightedDistributions(m, RUNNER_MIX, filled, situation);
      expect(Math.abs(expected.plateAppearances() - 1)).toBeLessThan(EXACT);
      expectSameOutcomes(stratOutcomes(m, RUNNER_MIX, new Map(), situation), expected, `${label}, fresh cache`);
      expectSameOutcomes(
        stratOutcomes(m, RUNNER_MIX, filled, situation),
        expected,
        `${label}, the distributions' cache`,
      );
    },
  );

  it("the Gonzalez vs Glavine matchup above is the check plan's stratum (the same whole tally from the mix)", () => {
    const stratum = gonzalezVsGlavine();
    expectSameTally(
      stratum.exactTally!(RUNNER_MIX),
      weightedDistributions(gonzalezFacingGlavine(), RUNNER_MIX, new Map()),
      'Gonzalez vs Glavine',
    );
  });

  it(
    "power: the gate moves the mixed card's outcomes (a " +
      'stratOutcomes reading the start states alone would fail above)',
    () => {
      // With WP, balk and PB 0 the gate only re-rolls, so the dice are read in the start states alone.
      const gated = stratOutcomes(matchup(MIX), RUNNER_MIX);
      const still = stratOutcomes(matchup({ ...MIX, wp: 0, balk: 0, defense: { C: { pb: 0 } } }), RUNNER_MIX);
      expectSameOutcomes(
        still,
        weightedDistributions(matchup({ ...MIX, wp: 0, balk: 0, defense: { C: { pb: 0 } } }), RUNNER_MIX, new Map()),
        'no gate events',
      );
      const gap = Math.max(...OUTCOMES.map((_, i) => Math.abs(gated.counts[i]! - still.counts[i]!)));
      expect(gap).toBeGreaterThan(1e-4);
    },
  );

  describe('by hand: batter HR 1-17 / DO 18-20 on every reading, pitcher SO', () => {
    // White die 1-3 (1/2) reads the batter's card, whose d20 gives HR on 1-17 and a double on 18-20:
    // HR 1/2 * 17/20 = 17/40, 2B 1/2 * 3/20 = 3/40; white 4-6 (1/2) reads the pitcher's SO.
    const spec: MatchupSpec = {
      batter: every('HR 1-17 / DO 18-20'),
      pitcher: every('SO'),
      wp: 0,
      balk: 0,
      defense: { C: { pb: 0 } },
    };
    const expectHand = (tally: Tally, label: string) => {
      const expected = new Tally();
      expected.addOutcome('HR', 17 / 40);
      expected.addOutcome('2B', 3 / 40);
      expected.addOutcome('SO', 1 / 2);
      expectSameOutcomes(tally, expected, label);
      for (let i = OUTCOMES.length; i < TALLY_SLOTS; i++)
        expect(tally.counts[i], `${label}: no counters (${SLOT_NAMES[i]})`).toBe(0);
    };
    it('bases empty: no gate', () => expectHand(stratOutcomes(matchup(spec), mix({ '---/0': 1 })), '---/0'));
    it(
      "a runner on 1st, WP, balk and PB 0: the gate's d20 1 and 2 (2/20) never pass their " +
        'check (a d20 is never <= 0) and re-roll, so the dice are read with all the weight',
      () => {
        // read = (18/20) / (1 - 2/20) = 1: nothing is lost to the re-rolls and no pitch event happens.
        expectHand(stratOutcomes(matchup(spec), mix({ '1--/0': 1 })), '1--/0');
        expectHand(stratOutcomes(matchup(spec), mix({ '---/0': 0.25, '1--/0': 0.75 })), '---/0 and 1--/0');
        const counters = exactTally(stratDistribution(matchup(spec), parseBaseOutState('1--/0')));
        expect([counters.counter('wildPitches'), counters.counter('balks'), counters.counter('passedBalls')]).toEqual([
          0, 0, 0,
        ]);
      },
    );
  });

  it(
    'by hand: gate events always pass (WP, balk, PB 20), a GB(ss)A batter from 1--/0 ' +
      'grounds into a double play only where the dice are read with the runner on 1st',
    () => {
      // Gate d20 1 (WP, check always <= 20) or 2 (balk on white 1-3, PB on 4-6, always <= 20): 2/20 the runner moves up
      // before the reading, 18/20 the dice are read. Read from 1--/0: 18/20; from -2-/0: 2/20 * 18/20; from --3/0:
      // (2/20)^2 * 18/20; from ---/0 (he scored): (2/20)^3. These sum to 1 (0.9 * 1.11 + 0.001).
      // White 1-3 (1/2), GB(ss)A: from 1--/0 a double play (R1 out; B out): GDP 1/2 * 18/20 = 9/20. Elsewhere the
      // batter
      // is out at 1st (-2-: R2 holds; --3: R3 scores, infield back early in the game; ---: B out): GO 1/2 * 2/20 =
      // 1/20.
      // White 4-6 (1/2): SO.
      const m = matchup({
        batter: every('GB(ss)A'),
        pitcher: every('SO'),
        wp: 20,
        balk: 20,
        defense: { C: { pb: 20 } },
      });
      const tally = stratOutcomes(m, mix({ '1--/0': 1 }));
      const expected = new Tally();
      expected.addOutcome('GDP', 9 / 20);
      expected.addOutcome('GO', 1 / 20);
      expected.addOutcome('SO', 1 / 2);
      expectSameOutcomes(tally, expected, 'GB(ss)A from 1--/0');
    },
  );
});
