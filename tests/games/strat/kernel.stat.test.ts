import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import { DiceGraphExpectation } from '../../../src/exact/diceGraphExpectation.ts';
import { enumerateDiceTree } from '../../../src/exact/enumerateDice.ts';
import { StratCompiler } from '../../../src/games/strat/compile.ts';
import { stratTally } from '../../../src/games/strat/exactDistribution.ts';
import type { StratMatchup } from '../../../src/games/strat/matchup.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import strat from '../../../src/games/strat/index.ts';
import { type BaseOutState, canonicalState } from '../../../src/core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../src/core/model/outcomes.ts';
import { COUNTER_SLOT, TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import { DiceGraph } from '../../../src/exact/diceGraph.ts';
import { DELTA_WIDTH } from '../../../src/core/DiceGraphData.ts';
import { DiceGraphKernel } from '../../../src/exact/diceGraphKernel.ts';
import { runChunkOnKernel, runChunkOnResolvers } from '../../../src/harness/runChunk.ts';
import { SimulationPlan } from '../../../src/harness/SimulationPlan.ts';
import { MIX, column, matchup, type MatchupSpec } from '../../helpers/strat.ts';
import { stratSet, stratTables } from '../../helpers/inputs.ts';

/**
 * X plays on both cards (a catcher's, whose P/F and P/P roll a passed ball on the WP), with a weakened pitcher's POW
 * dots.
 */
const X_PLAYS: MatchupSpec = {
  batter: [
    column({ '2-4': 'GB(ss)X', '5-8': 'SO', '9-12': 'SI(cf)' }),
    column({ '2-6': 'FLY(rf)X', '7-12': 'DO' }),
    MIX.batter![2]!,
  ],
  pitcher: [
    column({ '2-3': 'CATCH-X', '4-12': 'SO' }),
    column({ '2-7': 'GB(2b)X', '8-12': 'POP(2b) •' }),
    MIX.pitcher![2]!,
  ],
  weakened: true,
  wp: 14,
  balk: 3,
  defense: { C: { pb: 11 }, SS: { range: 4, error: 20 } },
  runners: { 1: 16, 2: 5, 3: 12 },
};
const AGGRESSIVE = {
  infield: () => 'in' as const,
  sendRunner: () => true,
  sendTrailRunners: () => true,
  throwHome: () => true,
  cutOff: () => 'trail' as const,
  throwToThird: () => true,
};

const SPECS: [string, MatchupSpec][] = [
  ['the mixed card', MIX],
  ['the mixed card, an aggressive manager', { ...MIX, policies: AGGRESSIVE }],
  ['X plays on both cards', X_PLAYS],
  [
    'printed errors and ++ groundballs, the corners in',
    {
      ...MIX,
      batter: [
        column({ '2-4': 'E(1)', '5-6': 'E(2)(3b)', '7': 'E(3)', '8-12': 'SO' }),
        column({ '2-6': 'GB(3b)A++', '7-12': 'GB(1b)B+' }),
        MIX.batter![2]!,
      ],
      policies: { infield: () => 'corners' as const },
    },
  ],
];
/** The 24 base-out states, runners named by their bases. */
const STATES = Array.from({ length: 24 }, (_, i) => canonicalState(i));

/** A generator's next draw: equal after two runs when both drew the same number of times from the same seed. */
const nextDraw = (generator: { next(): number }) => generator.next();

describe('the Strat kernel (a dice graph) resolves exactly what the readable resolvers do', () => {
  it.each(SPECS)('%s: the same tally and the same number of draws, from every base-out state', (_label, spec) => {
    const m = matchup(spec);
    const compiled = new StratCompiler().compile(m, STATES);
    const kernel = new DiceGraphKernel([compiled]);
    const plateAppearances = 400;
    STATES.forEach((state, i) => {
      const seed = 90 + i;
      const tally = new Float64Array(TALLY_SLOTS);
      const kernelStream = rootStream(seed);
      kernel.run(0, i, plateAppearances, kernelStream, tally, 0);
      const resolverStream = rootStream(seed);
      const dice = new RandomDice(resolverStream);
      const expected = new Tally();
      for (let n = 0; n < plateAppearances; n++) expected.record(resolvePlateAppearance(m, state, dice));
      expect([...tally], `from state ${i}`).toEqual([...expected.counts]);
      expect(nextDraw(kernelStream), `draws from state ${i}`).toBe(nextDraw(resolverStream));
    });
  });

  it('a 2016 Cubs check plan: every subject, kernel chunks equal to resolver chunks', () => {
    const set = stratSet('cards/strat/2016-cubs.yaml');
    const subjects = strat.checkPlan(set, stratTables(), {}).filter((_, i) => i % 5 === 0);
    const compiled = new SimulationPlan(subjects, 'kernel');
    const reference = new SimulationPlan(subjects, 'reference');
    const kernel = new DiceGraphKernel(compiled.kernel!.matchups);
    subjects.forEach((subject, s) => {
      const stream = [...rootStream(500 + s).getState!()];
      const onKernel = runChunkOnKernel(kernel, {
        stream,
        cells: Int32Array.from(compiled.cells(s, 20_000)),
        slots: compiled.slots,
        synced: false,
      });
      const onResolvers = runChunkOnResolvers(reference.matchups, subject.states, {
        stream,
        cells: Int32Array.from(reference.cells(s, 20_000)),
        slots: reference.slots,
        synced: false,
      });
      expect([...onKernel], subject.name).toEqual([...onResolvers]);
      expect(onKernel.reduce((a, b) => a + b, 0)).toBeGreaterThan(20_000);
    });
  });
});

describe('exact tallies read off the compiled graph', () => {
  // Both are sums of products of 1/6 and 1/20 in doubles, in different orders.
  const EXACT = 1e-12;
  it.each(SPECS)('%s: equal to the reading-by-reading tally (stratTally) from a mix of states', (_label, spec) => {
    const m: StratMatchup = matchup(spec);
    const mix = STATES.map((state, i) => ({ state, weight: (i + 1) / 300 }));
    const fromGraph = new StratCompiler().exactTally(m, mix);
    const readingByReading = stratTally(m, mix);
    for (let slot = 0; slot < TALLY_SLOTS; slot++)
      expect(Math.abs(fromGraph.counts[slot]! - readingByReading.counts[slot]!), `slot ${slot}`).toBeLessThan(EXACT);
  });

  it(
    'one compiler shared by two matchups that differ only ' + 'in the pitcher WP: each keeps its own catcher X plays',
    () => {
      const compiler = new StratCompiler();
      const states: BaseOutState[] = [STATES[1]!, STATES[7]!];
      const mix = states.map((state) => ({ state, weight: 0.5 }));
      const low = matchup({ ...X_PLAYS, wp: 1 });
      const high = matchup({ ...X_PLAYS, wp: 19 });
      const passedBalls = (m: StratMatchup) => compiler.exactTally(m, mix).counts[COUNTER_SLOT.passedBalls]!;
      expect(Math.abs(passedBalls(low) - stratTally(low, mix).counts[COUNTER_SLOT.passedBalls]!)).toBeLessThan(EXACT);
      expect(Math.abs(passedBalls(high) - stratTally(high, mix).counts[COUNTER_SLOT.passedBalls]!)).toBeLessThan(EXACT);
      expect(passedBalls(high)).toBeGreaterThan(passedBalls(low));
    },
  );
});

describe('dice graphs', () => {
  const delta = (outcome: number, counters: Partial<Record<keyof typeof COUNTER_SLOT, number>> = {}) => {
    const values = new Array<number>(DELTA_WIDTH).fill(0);
    values[0] = outcome;
    for (const [name, amount] of Object.entries(counters))
      values[1 + COUNTER_SLOT[name as keyof typeof COUNTER_SLOT] - COUNTER_SLOT.runs] = amount;
    return values;
  };

  it('interns alike nodes once and refuses a die node with the wrong number of children', () => {
    const graph = new DiceGraph();
    const out = graph.leaf(delta(OUTCOME_INDEX.SO));
    const single = graph.leaf(delta(OUTCOME_INDEX['1B']));
    const a = graph.die('d6', [out, out, out, single, single, single]);
    expect(graph.die('d6', [out, out, out, single, single, single])).toBe(a);
    expect(graph.die('d6', [single, out, out, single, single, single])).not.toBe(a);
    expect(graph.leaf(delta(OUTCOME_INDEX.SO))).toBe(out);
    expect(() => graph.die('d20', [out, single])).toThrow(/d20 node needs 20 children, got 2/);
  });

  // A re-roll loop by hand: d6 1 is a wild pitch and a re-roll, 2-5 a plain re-roll, 6 a strikeout. The strikeout
  // comes with chance 1; wild pitches before it are geometric: E = (1/6)(1 + E) + (4/6) E, so E = 1.
  const loopGraph = () => {
    const graph = new DiceGraph();
    const loop = graph.reserve();
    const wildPitch = graph.leaf(delta(-1, { wildPitches: 1 }), loop);
    const strikeout = graph.leaf(delta(OUTCOME_INDEX.SO, { outs: 1 }));
    graph.resolve(loop, graph.die('d6', [wildPitch, loop, loop, loop, loop, strikeout]));
    return { graph, loop };
  };

  it('solves a re-roll loop as a geometric series (worked by hand)', () => {
    const { graph, loop } = loopGraph();
    const tally = new DiceGraphExpectation(graph).tally(loop);
    expect(tally.count('SO')).toBeCloseTo(1, 14);
    expect(tally.counter('wildPitches')).toBeCloseTo(1, 14);
    expect(tally.counter('outs')).toBeCloseTo(1, 14);
    expect(tally.plateAppearances()).toBeCloseTo(1, 14);
  });

  it('the kernel walks the loop with real dice: wild pitches per strikeout near 1', () => {
    const { graph, loop } = loopGraph();
    const kernel = new DiceGraphKernel([{ graph: graph.data, roots: Int32Array.from([loop]) }]);
    const tally = new Float64Array(TALLY_SLOTS);
    const n = 100_000;
    kernel.run(0, 0, n, rootStream(3), tally, 0);
    expect(tally[OUTCOME_INDEX.SO]).toBe(n);
    // Wild pitches per plate appearance are geometric with mean 1 and variance (1 - p) / p^2 = 2 at p = 1/2 (a wild
    // pitch or a strikeout, each 1/6); the mean of n has sd sqrt(2 / n) = .0045, so 5 sd is .022.
    expect(Math.abs(tally[COUNTER_SLOT.wildPitches]! / n - 1)).toBeLessThan(0.022);
  });
});

describe('enumerateDiceTree', () => {
  it('gives one child per face, lowest face first, and a leaf per outcome', () => {
    type Tree = number | Tree[];
    const tree = enumerateDiceTree<number, Tree>(
      (dice) => (dice.d6() >= 5 ? dice.d6() : 0),
      (value) => value,
      (_kind, children) => children,
    );
    expect(tree).toEqual([0, 0, 0, 0, [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]);
  });
});
