import type { DiceGraph } from './diceGraph.ts';
import { DELTA_WIDTH, END } from '../core/DiceGraphData.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { COUNTERS, TALLY_SLOTS, Tally } from '../core/model/Tally.ts';

/** An expectation that may still count returns to the loop being solved: `tally` plus `back` times the loop's own. */
interface Partial {
  tally: Float64Array;
  back: number;
}

/**
 * The exact expected tally of a plate appearance walked from any node of a dice graph: a die node averages its
 * children, a leaf adds its delta to what follows. A reserved node (a re-roll's target) is solved as a geometric
 * series: E = A + p E, so E = A / (1 - p), where p is the chance of coming back to it. Loops nest only through
 * other reserved nodes, each solved on its own first.
 */
export class DiceGraphExpectation {
  declare private readonly graph: DiceGraph;
  /** Expectations of nodes that cannot come back to a loop being solved. */
  declare private readonly settled: Map<number, Float64Array>;

  constructor(graph: DiceGraph) {
    this.graph = graph;
    this.settled = new Map();
  }

  /** The expected tally of a plate appearance from `node` (a compiled matchup's root). */
  tally(node: number): Tally {
    return new Tally(this.of(node));
  }

  private of(node: number): Float64Array {
    const known = this.settled.get(node);
    if (known) return known;
    const { tally } = this.walk(node, node, new Map());
    return tally;
  }

  /** The expectation from `node` while solving the loop at `loop` (whose returns are counted in `back`). */
  private walk(node: number, loop: number, partial: Map<number, Partial>): Partial {
    const known = this.settled.get(node);
    if (known) return { tally: known, back: 0 };
    const seen = partial.get(node);
    if (seen) return seen;
    const { faces, start, next, edges, deltas } = this.graph.data;
    let result: Partial;
    if (node !== loop && this.graph.isLoop(node)) {
      result = { tally: this.of(node), back: 0 };
    } else if (faces[node] !== 0) {
      const tally = new Float64Array(TALLY_SLOTS);
      let back = 0;
      const sides = faces[node]!;
      for (let face = 0; face < sides; face++) {
        const child = edges[start[node]! + face]!;
        const part = child === loop ? { tally: undefined, back: 1 } : this.walk(child, loop, partial);
        if (part.tally) for (let i = 0; i < TALLY_SLOTS; i++) tally[i]! += part.tally[i]! / sides;
        back += part.back / sides;
      }
      result = { tally, back };
    } else {
      const tally = new Float64Array(TALLY_SLOTS);
      const at = start[node]! * DELTA_WIDTH;
      if (deltas[at]! >= 0) tally[deltas[at]!]! += 1;
      for (let c = 0; c < COUNTERS.length; c++) tally[OUTCOMES.length + c]! += deltas[at + 1 + c]!;
      let back = 0;
      const then = next[node]!;
      if (then === loop) back = 1;
      else if (then !== END) {
        const rest = this.walk(then, loop, partial);
        for (let i = 0; i < TALLY_SLOTS; i++) tally[i]! += rest.tally[i]!;
        back = rest.back;
      }
      result = { tally, back };
    }
    if (node === loop) {
      const solved = result.tally.map((value) => value / (1 - result.back));
      this.settled.set(node, solved);
      return { tally: solved, back: 0 };
    }
    if (result.back === 0) this.settled.set(node, result.tally);
    else partial.set(node, result);
    return result;
  }
}
