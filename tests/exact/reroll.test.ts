import { describe, expect, it } from 'vitest';
import { REROLL, rollUntilDecided, scriptedDice, type DiceSource } from '../../src/core/dice/index.ts';
import { DiceGraph } from '../../src/exact/diceGraph.ts';
import { DiceGraphExpectation } from '../../src/exact/diceGraphExpectation.ts';
import { enumerateDice, enumerateDiceTree } from '../../src/exact/enumerateDice.ts';
import { exactOutcomes } from '../../src/exact/exactOutcomes.ts';
import { DELTA_WIDTH } from '../../src/core/DiceGraphData.ts';
import { OUTCOME_INDEX } from '../../src/core/model/outcomes.ts';

/** A roll-off: a d6 each, `bonus` added to the first; ties rolled again. */
const rollOff = (bonus: number) => (dice: DiceSource) =>
  rollUntilDecided(dice, (d) => {
    const a = d.d6() + bonus;
    const b = d.d6();
    return a === b ? REROLL : a > b;
  });

describe('re-roll loops', () => {
  it('rolls again on a tie with scripted dice, as at the table', () => {
    const dice = scriptedDice([
      ['d6', 4],
      ['d6', 4],
      ['d6', 2],
      ['d6', 5],
    ]);
    expect(rollOff(0)(dice)).toBe(false);
    expect(dice.remaining()).toBe(0);
  });

  it('enumerates a roll-off exactly: a bonus of 1 wins 21 of the 31 pairs that are not ties', () => {
    // d6 + 1 against d6: 21 pairs win (first die >= second), 5 tie, 10 lose; ties roll again, so 21/31 and 10/31.
    const outcomes = exactOutcomes(rollOff(1), String);
    const won = outcomes.find((o) => o.value)!.probability;
    expect(won).toBeCloseTo(21 / 31, 14);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 14);
  });

  it('solves nested loops: two roll-offs in a row', () => {
    const both = (dice: DiceSource) => `${rollOff(0)(dice)}-${rollOff(2)(dice)}`;
    const outcomes = new Map(exactOutcomes(both, (v) => v).map((o) => [o.value, o.probability]));
    // Independent: 1/2 each for the first; the second with +2: 26 pairs win, 4 tie, 6 lose, so 26/32 and 6/32.
    expect(outcomes.get('true-true')).toBeCloseTo(0.5 * (26 / 32), 14);
    expect(outcomes.get('false-false')).toBeCloseTo(0.5 * (6 / 32), 14);
  });

  it('refuses a re-roll in a flat enumeration instead of rolling forever', () => {
    expect(() => enumerateDice(rollOff(0))).toThrow(/tree, with loops/);
  });

  it('compiles a re-roll into a dice-graph loop whose expectation is the same chance', () => {
    const graph = new DiceGraph();
    const leafOf = (won: boolean) => {
      const delta = new Array<number>(DELTA_WIDTH).fill(0);
      delta[0] = won ? OUTCOME_INDEX['1B'] : OUTCOME_INDEX.SO;
      return graph.leaf(delta);
    };
    const root = enumerateDiceTree(rollOff(1), leafOf, (kind, children) => graph.die(kind, children), {
      reserve: () => graph.reserve(),
      close: (reserved, node) => {
        graph.resolve(reserved, node);
        return reserved;
      },
    });
    const tally = new DiceGraphExpectation(graph).tally(root);
    expect(tally.counts[OUTCOME_INDEX['1B']]).toBeCloseTo(21 / 31, 14);
    expect(tally.counts[OUTCOME_INDEX.SO]).toBeCloseTo(10 / 31, 14);
  });
});
