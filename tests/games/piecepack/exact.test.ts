import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardsAndDice } from '../../../src/games/piecepack/cardsAndDice.ts';
import { handStateDistribution, policyPairs } from '../../../src/games/piecepack/handStateDistribution.ts';
import { gameTheoryCards, RANDOM_CARDS, SAVE_FACES } from '../../../src/games/piecepack/policies.ts';
import { FULL_HAND, parseHand } from '../../../src/games/piecepack/vocabulary.ts';
import { battingStrata } from '../../../src/games/piecepack/plan.ts';
import { MAIN_PIECEPACK_RULES } from '../../../src/games/piecepack/rules.ts';
import { piecepackTables } from '../../helpers/inputs.ts';
import { canonicalState, EMPTY, parseBaseOutState, stateIndex } from '../../../src/core/model/baseOut.ts';
import { Tally } from '../../../src/core/model/Tally.ts';
import type { ExactResult } from '../../../src/core/model/PlayEvent.ts';
import { plateAppearanceDistribution } from '../../../src/exact/plateAppearanceDistribution.ts';
import { atBatDistribution } from '../../../src/games/piecepack/exactAtBat.ts';
import { PiecepackPlate } from '../../../src/games/piecepack/plateMatchup.ts';
import { fieldersOf, fourTeams, gloves, matchup, tables, type AtBatSpec } from '../../helpers/piecepack.ts';

const STATES = Array.from({ length: 24 }, (_, i) => canonicalState(i));

/**
 * An at-bat by hand, straight from the text and independent of src/: three piecepack dice (each face 1/6), a die equal
 * to the batter's tile ignored, the card edge, the chart's ranges, and the fielder's red die (out when under his tile).
 * Returns the count of each result out of 6^4 = 1296 (three batting dice and the red die; the red die is rolled only
 * on a ball in play, so a strikeout or an extra-base hit counts all six of its faces).
 */
function byHand(tile: number, edge: number, fielders: Record<string, number>): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (key: string, n: number) => (counts[key] = (counts[key] ?? 0) + n);
  for (let a = 0; a < 6; a++)
    for (let b = 0; b < 6; b++)
      for (let c = 0; c < 6; c++) {
        const result = [a, b, c].filter((face) => face !== tile).reduce((s, f) => s + f, 0) + edge;
        if (result <= 3) add('SO', 6);
        else if (result <= 10) {
          const fielder = ['3B', 'SS', '2B', '1B', 'LF', 'CF', 'RF'][result - 4]!;
          const outs = fielders[fielder]!; // red die 0..tile-1 is an out: `tile` faces of six
          add(result <= 7 ? 'GO' : 'FO', outs);
          add('1B', 6 - outs);
        } else add(result <= 12 ? '2B' : result <= 14 ? '3B' : 'HR', 6);
      }
  return counts;
}

/** An exact distribution's chance of each result, times 1296. */
function inSixths(results: ExactResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { pa, probability } of results) counts[pa.result] = (counts[pa.result] ?? 0) + probability * 1296;
  return counts;
}

describe('piecepack exact at-bats', () => {
  it.each([
    ['a tile-4 batter, pitch 9 against swing Q (the swing +2)', 4, { pitch: 9, swing: 12 }, 2],
    ['a tile-1 batter, pitch K against swing 3 (the pitch -2)', 1, { pitch: 13, swing: 3 }, -2],
    ['a pitcher batting as a 5, 7 against 7 (no edge)', 5, { pitch: 7, swing: 7 }, 0],
  ])('hand arithmetic: %s, the Gloves fielding, from ---/0', (_label, tile, cards, edge) => {
    const exact = inSixths(atBatDistribution(matchup({ tile }), parseBaseOutState('---/0'), [{ ...cards, chance: 1 }]));
    const hand = byHand(tile, edge, gloves.tiles as Record<string, number>);
    expect(Object.keys(exact).sort()).toEqual(Object.keys(hand).sort());
    for (const [result, count] of Object.entries(hand)) {
      expect(Number.isInteger(count)).toBe(true);
      expect(Math.abs(exact[result]! - count), result).toBeLessThan(1e-9);
    }
  });

  it('cards drawn blind from full hands: the at-bat distribution equals the generic enumeration of every draw', () => {
    for (const state of [parseBaseOutState('---/0'), parseBaseOutState('-2-/1')]) {
      const m = matchup({ tile: 2, runnerTile: 3 });
      const plate = new PiecepackPlate(m);
      const generic = plateAppearanceDistribution(
        { plateAppearance: plate.plateAppearance.bind(plate), step: plate.step.bind(plate) },
        state,
      );
      const mine = atBatDistribution(m, state);
      const key = (r: ExactResult) => `${r.pa.result}|${r.pa.after.outs}|${r.pa.after.bases.join()}|${r.pa.runs}`;
      const byKey = (results: ExactResult[]) => {
        const map = new Map<string, number>();
        for (const r of results) map.set(key(r), (map.get(key(r)) ?? 0) + r.probability);
        return map;
      };
      const a = byKey(generic);
      const b = byKey(mine);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      for (const [k, p] of a) expect(Math.abs(b.get(k)! - p), k).toBeLessThan(1e-12);
    }
  });

  const SPECS: [string, AtBatSpec][] = [
    ['a tile-3 batter against the Gloves', {}],
    [
      'a null batter, fielders all 4s, Juice, runners of tile 1',
      { tile: 0, fielders: fieldersOf(4), runnerTile: 1, rules: { juice: true } },
    ],
    [
      'a tile-5 batter, four dice, every other reading',
      { tile: 5, dice: 4, runnerTile: 4, rules: { juice: true, juiceIgnoredDice: true, leadRunnerOnBase: true } },
    ],
  ];

  it.each(SPECS)("%s: the compiled graph's tally equals the distribution from every state", (_label, spec) => {
    const plate = new PiecepackPlate(matchup(spec));
    for (const state of STATES) {
      const fromGraph = plate.exactTally([{ state, weight: 1 }]);
      const fromDistribution = new Tally();
      for (const { pa, probability } of plate.distribution(state)) fromDistribution.record(pa, probability);
      const a = fromGraph.counts;
      const b = fromDistribution.counts;
      for (let i = 0; i < a.length; i++)
        expect(Math.abs(a[i]! - b[i]!), `slot ${i} from ${stateIndex(state)}`).toBeLessThan(1e-12);
    }
  });

  it.each(SPECS)('%s: the laws (chances sum to 1, outs never fall, runners are conserved)', (_label, spec) => {
    const m = matchup(spec);
    for (const state of STATES) {
      const results = atBatDistribution(m, state);
      expect(Math.abs(results.reduce((s, r) => s + r.probability, 0) - 1)).toBeLessThan(1e-12);
      const before = state.bases.filter((r) => r !== EMPTY).length + 1;
      for (const { pa } of results) {
        expect(pa.after.outs).toBeGreaterThanOrEqual(state.outs);
        const on = pa.after.outs >= 3 ? 0 : pa.after.bases.filter((r) => r !== EMPTY).length;
        const out = pa.after.outs - state.outs;
        // At the third out the runners left on base are not counted: at most what was there.
        if (pa.after.outs < 3) expect(on + pa.runs + out, `${pa.result} from ${stateIndex(state)}`).toBe(before);
        else expect(on + pa.runs + out).toBeLessThanOrEqual(before);
      }
    }
  });
});

describe('the cards and the dice (law of total variance over an at-bat)', () => {
  const strata = (t: ReturnType<typeof piecepackTables>) =>
    battingStrata(fourTeams.teams[0]!, fourTeams.teams.slice(1), t, MAIN_PIECEPACK_RULES);
  const states = [
    { state: parseBaseOutState('---/0'), weight: 0.5 },
    { state: parseBaseOutState('1-3/1'), weight: 0.5 },
  ];
  const re = Array.from({ length: 24 }, (_, s) => 0.5 + 0.1 * (s % 8) - 0.15 * Math.floor(s / 8));
  const of = (s: { matchup: unknown }) => (s.matchup as PiecepackPlate).m;

  it('with no card edge the cards explain nothing and winning them is worth nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-'));
    const play = join(dir, 'play.yaml');
    writeFileSync(
      play,
      readFileSync('src/games/piecepack/tables/play.yaml', 'utf8').replace('cardEdge: 2', 'cardEdge: 0'),
    );
    const flat = piecepackTables({ play });
    const split = cardsAndDice(strata(flat), states, re, of);
    expect(split.cardsShare).toBeLessThan(1e-12);
    expect(Math.abs(split.edgeWorth)).toBeLessThan(1e-12);
    expect(split.spread).toBeGreaterThan(0.1);
  });

  it('with the printed edge the cards explain a part, and a bigger edge explains more', () => {
    const printed = cardsAndDice(strata(tables), states, re, of);
    expect(printed.cardsShare).toBeGreaterThan(0.01);
    expect(printed.cardsShare).toBeLessThan(1);
    expect(printed.edgeWorth).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'edge-'));
    const play = join(dir, 'play.yaml');
    writeFileSync(
      play,
      readFileSync('src/games/piecepack/tables/play.yaml', 'utf8').replace('cardEdge: 2', 'cardEdge: 5'),
    );
    const wide = cardsAndDice(strata(piecepackTables({ play })), states, re, of);
    expect(wide.cardsShare).toBeGreaterThan(printed.cardsShare);
  });
});

describe('an at-bat from hand states under policies', () => {
  const byResult = (results: ExactResult[]) => {
    const map: Record<string, number> = {};
    for (const { pa, probability } of results) map[pa.result] = (map[pa.result] ?? 0) + probability;
    return map;
  };
  const expectSame = (a: ExactResult[], b: ExactResult[]) => {
    const x = byResult(a);
    const y = byResult(b);
    expect(Object.keys(x).sort()).toEqual(Object.keys(y).sort());
    for (const k of Object.keys(x)) expect(Math.abs(x[k]! - y[k]!), k).toBeLessThan(1e-12);
  };
  const m = matchup({ tile: 3 });

  it('random play from full hands is the blind draw', () => {
    const state = parseBaseOutState('1--/0');
    const hands = {
      swing: { hand: FULL_HAND, policy: RANDOM_CARDS },
      pitch: { hand: FULL_HAND, policy: RANDOM_CARDS },
    };
    expect(policyPairs(hands, state)).toHaveLength(144);
    expectSame(handStateDistribution(m, state, hands), atBatDistribution(m, state));
  });

  it('save-faces with a runner in scoring position plays the top cards: K against K', () => {
    const state = parseBaseOutState('-2-/1');
    const hands = { swing: { hand: FULL_HAND, policy: SAVE_FACES }, pitch: { hand: FULL_HAND, policy: SAVE_FACES } };
    expectSame(
      handStateDistribution(m, state, hands),
      atBatDistribution(m, state, [{ pitch: 13, swing: 13, chance: 1 }]),
    );
  });

  it('the game-theoretic pair from 3 7 J against 2 9 K: the pitcher plays his K, the batter his 3', () => {
    const state = parseBaseOutState('---/0');
    const values = () => ({ byEdge: [-0.3, -0.2, 0, 0.2, 0.3] });
    const policy = gameTheoryCards();
    const hands = {
      swing: { hand: parseHand('3 7 J'), policy },
      pitch: { hand: parseHand('2 9 K'), policy },
      values,
    };
    expectSame(
      handStateDistribution(m, state, hands),
      atBatDistribution(m, state, [{ pitch: 13, swing: 3, chance: 1 }]),
    );
    const fresh = gameTheoryCards(); // a policy that has not solved these hands yet asks for the values
    const unvalued = {
      swing: { hand: hands.swing.hand, policy: fresh },
      pitch: { hand: hands.pitch.hand, policy: fresh },
    };
    expect(() => policyPairs(unvalued, state)).toThrow(/give the hand state its values/);
  });
});
