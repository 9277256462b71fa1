import { describe, expect, it } from 'vitest';
import { RandomDice } from '../../../src/core/dice/randomDice.ts';
import { rootStream, splitStreams } from '../../../src/core/dice/streams.ts';
import { canonicalState } from '../../../src/core/model/baseOut.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import { DiceGraphKernel } from '../../../src/exact/diceGraphKernel.ts';
import { PiecepackCompiler } from '../../../src/games/piecepack/compile.ts';
import { PiecepackPlate } from '../../../src/games/piecepack/plateMatchup.ts';
import { TILE_VALUES } from '../../../src/games/piecepack/vocabulary.ts';
import { chiSquareGoodnessOfFit } from '../../../src/stats/chiSquareGoodnessOfFit.ts';
import { fieldersOf, gloves, matchup, type AtBatSpec } from '../../helpers/piecepack.ts';

const STATES = Array.from({ length: 24 }, (_, i) => canonicalState(i));
const SPECS: [string, AtBatSpec][] = [
  ['a tile-2 batter against the Gloves', { tile: 2 }],
  [
    'a null batter, four dice, Juice and every other reading, fielders all 3s',
    { tile: 0, dice: 4, fielders: fieldersOf(3), runnerTile: 4, rules: { juice: true, leadRunnerOnBase: true } },
  ],
];

describe('the piecepack kernel (cards drawn blind, then the dice) plays exactly what the readable resolvers do', () => {
  it.each(SPECS)('%s: the same tally and the same number of draws, from every base-out state', (_label, spec) => {
    const m = matchup(spec);
    const kernel = new DiceGraphKernel([new PiecepackCompiler().compile(m, STATES)]);
    const plate = new PiecepackPlate(m);
    STATES.forEach((state, i) => {
      const tally = new Float64Array(TALLY_SLOTS);
      const kernelStream = rootStream(60 + i);
      kernel.run(0, i, 2000, kernelStream, tally, 0);
      const resolverStream = rootStream(60 + i);
      const dice = new RandomDice(resolverStream);
      const expected = new Tally();
      for (let n = 0; n < 2000; n++) expected.record(plate.plateAppearance(state, dice));
      expect([...tally], `from state ${i}`).toEqual([...expected.counts]);
      expect(kernelStream.next(), `draws from state ${i}`).toBe(resolverStream.next());
    });
  });
});

/**
 * Monte Carlo against the exact distribution for every tile value 0..5 (a batter of the tile against the Gloves, from
 * ---/0 and from 12-/1): N at-bats on the resolvers against the exact expected counts by chi-square over the
 * outcomes. Alpha 0.001 per test at a fixed seed; with 12 tests a correct engine fails one with probability about 1.2%,
 * so each bound is Bonferroni's, 0.001 / 12 (the family fails by chance 0.1% of the time).
 */
const N = 60_000;
const TESTS = TILE_VALUES.length * 2;
describe('piecepack: Monte Carlo agrees with the exact at-bat for every tile value', () => {
  const streams = splitStreams(31, TESTS);
  it.each(TILE_VALUES.flatMap((tile) => ['---/0', '12-/1'].map((state) => [tile, state] as const)))(
    'tile %i from %s',
    (tile, stateText) => {
      const plate = new PiecepackPlate(matchup({ tile, fielders: gloves.tiles }));
      const state = stateText === '---/0' ? STATES[0]! : STATES[8 + 3]!;
      const exact = new Map<string, number>();
      for (const { pa, probability } of plate.distribution(state))
        exact.set(pa.result, (exact.get(pa.result) ?? 0) + probability);
      const index = TILE_VALUES.indexOf(tile) * 2 + (stateText === '---/0' ? 0 : 1);
      const dice = new RandomDice(streams[index]!);
      const observed = new Map<string, number>();
      for (let i = 0; i < N; i++) {
        const result = plate.plateAppearance(state, dice).result;
        observed.set(result, (observed.get(result) ?? 0) + 1);
      }
      for (const key of observed.keys()) expect(exact.has(key), `${key} has exact probability 0`).toBe(true);
      const keys = [...exact.keys()].sort();
      const fit = chiSquareGoodnessOfFit(
        keys.map((k) => observed.get(k) ?? 0),
        keys.map((k) => exact.get(k)!),
      );
      expect(fit.pValue, `chi-square ${fit.statistic.toFixed(1)} on ${fit.df} df`).toBeGreaterThan(0.001 / TESTS);
    },
  );
});
