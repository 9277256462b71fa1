import { describe, expect, it } from 'vitest';
import { DELTA_WIDTH } from '../../src/core/DiceGraphData.ts';
import { OUTCOME_INDEX } from '../../src/core/model/outcomes.ts';
import { COUNTER_SLOT } from '../../src/core/model/Tally.ts';
import { DiceGraph } from '../../src/exact/diceGraph.ts';
import { DiceGraphExpectation } from '../../src/exact/diceGraphExpectation.ts';

/** A leaf's delta: an outcome (-1 for none) and counters. */
function delta(outcome: number, counters: Partial<Record<keyof typeof COUNTER_SLOT, number>> = {}): number[] {
  const values = new Array<number>(DELTA_WIDTH).fill(0);
  values[0] = outcome;
  for (const [name, amount] of Object.entries(counters))
    values[1 + COUNTER_SLOT[name as keyof typeof COUNTER_SLOT] - COUNTER_SLOT.runs] = amount;
  return values;
}

/**
 * Two loops, one nested in the other, and a second root that enters the outer loop's body past its head:
 *   B = d6 [HR, B, B, B, B, B]                  E(B) = HR
 *   A = d6 [WP then A, X, B, B, SO, SO]          X = d6 [A, A, A, SO, SO, SO]
 *   R = one run, then X
 * By hand: E(A) = WP/6 + E(A)/6 + E(X)/6 + HR/3 + SO/3 with E(X) = E(A)/2 + SO/2, so (3/4) E(A) = WP/6 + HR/3 +
 * 5 SO/12: E(A) = 2/9 WP + 4/9 HR + 5/9 SO; E(X) = 1/9 WP + 2/9 HR + 7/9 SO; E(R) = 1 run + E(X).
 */
function nestedLoops() {
  const graph = new DiceGraph();
  const homeRun = graph.leaf(delta(OUTCOME_INDEX.HR));
  const strikeout = graph.leaf(delta(OUTCOME_INDEX.SO, { outs: 1 }));
  const inner = graph.reserve();
  graph.resolve(inner, graph.die('d6', [homeRun, inner, inner, inner, inner, inner]));
  const outer = graph.reserve();
  const wildPitch = graph.leaf(delta(-1, { wildPitches: 1 }), outer);
  const body = graph.die('d6', [outer, outer, outer, strikeout, strikeout, strikeout]);
  graph.resolve(outer, graph.die('d6', [wildPitch, body, inner, inner, strikeout, strikeout]));
  const run = graph.leaf(delta(-1, { runs: 1 }), body);
  return { graph, inner, outer, run };
}

const expectTally = (
  tally: ReturnType<DiceGraphExpectation['tally']>,
  expected: { HR: number; SO: number; wildPitches: number; runs: number },
) => {
  expect(tally.count('HR')).toBeCloseTo(expected.HR, 14);
  expect(tally.count('SO')).toBeCloseTo(expected.SO, 14);
  expect(tally.counter('outs')).toBeCloseTo(expected.SO, 14);
  expect(tally.counter('wildPitches')).toBeCloseTo(expected.wildPitches, 14);
  expect(tally.counter('runs')).toBeCloseTo(expected.runs, 14);
  expect(tally.plateAppearances()).toBeCloseTo(1, 14);
};

describe('the expectation of a dice graph', () => {
  const outerExpected = { HR: 4 / 9, SO: 5 / 9, wildPitches: 2 / 9, runs: 0 };
  const runExpected = { HR: 2 / 9, SO: 7 / 9, wildPitches: 1 / 9, runs: 1 };

  it('solves nested loops, and a root entering a loop past its head, by hand (the outer loop asked first)', () => {
    const { graph, inner, outer, run } = nestedLoops();
    const expectation = new DiceGraphExpectation(graph);
    expectTally(expectation.tally(outer), outerExpected);
    expectTally(expectation.tally(run), runExpected);
    expectTally(expectation.tally(inner), { HR: 1, SO: 0, wildPitches: 0, runs: 0 });
  });

  it('gives the same whichever root is asked first (the loop then solved inside the other root’s walk)', () => {
    const { graph, outer, run } = nestedLoops();
    const expectation = new DiceGraphExpectation(graph);
    expectTally(expectation.tally(run), runExpected);
    expectTally(expectation.tally(outer), outerExpected);
  });

  it('sees nodes added to the graph after its first answer', () => {
    const { graph, outer } = nestedLoops();
    const expectation = new DiceGraphExpectation(graph);
    expectation.tally(outer);
    // One more root per pass, well past the arrays' first size: each one run, then the outer loop.
    for (let i = 0; i < 3000; i++) {
      const root = graph.leaf(delta(-1, { runs: i + 1 }), outer);
      expectTally(expectation.tally(root), { ...outerExpected, runs: i + 1 });
    }
  });
});
