import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream } from '../../../src/core/dice/streams.ts';
import { canonicalState } from '../../../src/core/model/baseOut.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import { DiceGraphKernel } from '../../../src/exact/diceGraphKernel.ts';
import { PbcCompiler } from '../../../src/games/pbc/compile.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { PBC_MANAGERS } from '../../../src/games/pbc/policies.ts';
import { resolvePlateAppearance } from '../../../src/games/pbc/resolve.ts';
import { runChunkOnKernel, runChunkOnResolvers } from '../../../src/harness/runChunk.ts';
import { SimulationPlan } from '../../../src/harness/SimulationPlan.ts';
import { pbcSet, pbcTables } from '../../helpers/inputs.ts';
import { card, chart, matchup, type MatchupSpec } from '../../helpers/pbc.ts';

/** Every key of the Out Chart on some total, starred ones among them. */
const EVERY_KEY = chart({
  2: 'BB*',
  3: 'GIDP',
  4: 'GO',
  5: 'FR',
  6: 'FC',
  7: 'FO',
  8: 'SAC',
  9: 'PO',
  10: 'LIDP',
  11: '2B*',
  12: 'E',
});

const SPECS: [string, MatchupSpec][] = [
  ["Skip Higgins against Luigi Ryle's chart", {}],
  [
    'every key, runners who run, an aggressive manager',
    {
      hits: '3,6,11=HR',
      variance: 2,
      speed: 2,
      outChart: EVERY_KEY,
      runners: { 1: 3, 2: -2, 3: 1 },
      policies: PBC_MANAGERS.aggressive,
      park: 'greenwood',
    },
  ],
  [
    'every key and every reading changed',
    {
      hits: '5,8',
      variance: -1,
      speed: -1,
      outChart: EVERY_KEY,
      runners: { 1: 1, 2: 2, 3: 0 },
      policies: { ...PBC_MANAGERS.aggressive, fielderChoice: () => 'batter' as const },
      defense: { fielders: 1, catcher: -1 },
      rules: {
        groundOut: 'choice',
        flyOutOneThrow: true,
        popOutAdvance: true,
        modifiedTiebreaks: true,
        advancedDefense: true,
        stretchTriplesOnly: true,
        afterAdvancePenalty: -1,
      },
    },
  ],
  [
    'the out key alone on every ground out',
    { hits: '6,9', speed: 1, outChart: EVERY_KEY, runners: { 1: 0, 2: 1, 3: -1 }, rules: { groundOut: 'key' } },
  ],
  ['a tired pitcher (fatigue -3)', { outChart: card('greenwood-starter').pitching!.outChart, fatigue: -3 }],
];
const STATES = Array.from({ length: 24 }, (_, i) => canonicalState(i));

describe('the PBC kernel (a dice graph with roll-off loops) plays exactly what the readable resolvers do', () => {
  it.each(SPECS)('%s: the same tally and the same number of draws, from every base-out state', (_label, spec) => {
    const m = matchup(spec);
    const kernel = new DiceGraphKernel([new PbcCompiler().compile(m, STATES)]);
    const plateAppearances = 500;
    STATES.forEach((state, i) => {
      const seed = 40 + i;
      const tally = new Float64Array(TALLY_SLOTS);
      const kernelStream = rootStream(seed);
      kernel.run(0, i, plateAppearances, kernelStream, tally, 0);
      const resolverStream = rootStream(seed);
      const dice = new RandomDice(resolverStream);
      const expected = new Tally();
      for (let n = 0; n < plateAppearances; n++) expected.record(resolvePlateAppearance(m, state, dice));
      expect([...tally], `from state ${i}`).toEqual([...expected.counts]);
      expect(kernelStream.next(), `draws from state ${i}`).toBe(resolverStream.next());
    });
  });

  it('the 2016 Cubs check plan: kernel chunks equal to resolver chunks', () => {
    const subjects = pbc.checkPlan(pbcSet('cards/pbc/2016-cubs.yaml'), pbcTables(), {}).filter((_, i) => i % 6 === 0);
    const compiled = new SimulationPlan(subjects, 'kernel');
    const reference = new SimulationPlan(subjects, 'reference');
    const kernel = new DiceGraphKernel(compiled.kernel!.matchups);
    subjects.forEach((subject, s) => {
      const stream = [...rootStream(700 + s).getState!()];
      const chunk = (plan: SimulationPlan) => ({
        stream,
        cells: Int32Array.from(plan.cells(s, 20_000)),
        slots: plan.slots,
        synced: false,
      });
      const onKernel = runChunkOnKernel(kernel, chunk(compiled));
      const onResolvers = runChunkOnResolvers(reference.matchups, subject.states, chunk(reference));
      expect([...onKernel], subject.name).toEqual([...onResolvers]);
      expect(onKernel.reduce((a, b) => a + b, 0)).toBeGreaterThan(20_000);
    });
  });
});
