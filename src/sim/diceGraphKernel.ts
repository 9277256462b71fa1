import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Kernel } from '../games/GameSystem.ts';
import { OUTCOMES } from '../model/outcomes.ts';
import { COUNTERS } from '../model/Tally.ts';
import { DELTA_WIDTH, END, type DiceGraphData } from './diceGraph.ts';

const TWO_TO_32 = 4294967296;
const COUNTER_BASE = OUTCOMES.length;

/** A matchup compiled to a dice graph: the graph (shared by the plan's matchups) and its root node per state code. */
export interface DiceGraphMatchup {
  graph: DiceGraphData;
  roots: Int32Array;
}

/**
 * The kernel of a game compiled to dice graphs (src/sim/diceGraph.ts): a plate appearance walks its graph from the
 * state's root, drawing one roll per die node exactly as RandomDice does (`(draw * faces) / 2^32`) and adding each
 * leaf's delta to the tally. The rules live only in the readable resolvers the graph was enumerated from.
 * @example new DiceGraphKernel([compiled.data]).run(0, 0, 1000, rootStream(1), tally, 0)
 */
export class DiceGraphKernel implements Kernel {
  declare private readonly matchups: readonly DiceGraphMatchup[];

  constructor(matchups: readonly DiceGraphMatchup[]) {
    this.matchups = matchups;
  }

  run(matchup: number, state: number, count: number, generator: RandomGenerator, tally: Float64Array, offset: number): void {
    const { graph, roots } = this.matchups[matchup]!;
    const { faces, start, next, edges, deltas } = graph;
    const root = roots[state]!;
    const counters = COUNTERS.length;
    for (let i = 0; i < count; i++) {
      let node = root;
      while (node !== END) {
        const sides = faces[node]!;
        if (sides !== 0) {
          node = edges[start[node]! + ((((generator.next() >>> 0) * sides) / TWO_TO_32) | 0)]!;
          continue;
        }
        const at = start[node]! * DELTA_WIDTH;
        const outcome = deltas[at]!;
        if (outcome >= 0) tally[offset + outcome]! += 1;
        for (let c = 0; c < counters; c++) tally[offset + COUNTER_BASE + c]! += deltas[at + 1 + c]!;
        node = next[node]!;
      }
    }
  }
}
