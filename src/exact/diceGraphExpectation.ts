import type { DiceGraph } from './diceGraph.ts';
import { DELTA_WIDTH, END } from '../core/DiceGraphData.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { COUNTERS, TALLY_SLOTS, Tally } from '../core/model/Tally.ts';

const WIDTH = TALLY_SLOTS;
const OUTCOME_COUNT = OUTCOMES.length;
const COUNTER_COUNT = COUNTERS.length;
/** A node's mark: not reached yet, or settled; any other mark is the number of the loop solve it is partial in. */
const UNKNOWN = 0;
const SETTLED = -1;
const NO_ROW = -1;

/**
 * The exact expected tally of a plate appearance walked from any node of a dice graph: a die node averages its
 * children, a leaf adds its delta to what follows. A reserved node (a re-roll's target) is solved as a geometric
 * series: E = A + p E, so E = A / (1 - p), where p is the chance of coming back to it; a node of its loop holds
 * `tally + back E` meanwhile and is settled once E is known. Loops nest only through other reserved nodes, each
 * solved on its own first.
 *
 * Flat: each node reached owns a row of one growing Float64Array (its tally, or its partial tally in a loop being
 * solved) and a mark; nothing is allocated per node, and a node once settled is never walked again, whichever root
 * reaches it. Memory grows with the nodes reached, not the graph.
 */
export class DiceGraphExpectation {
  declare private readonly graph: DiceGraph;
  /** Per node: its row in `values`, or NO_ROW. */
  declare private rows: Int32Array;
  declare private marks: Int32Array;
  /** Per node: the chance of coming back to the loop being solved (a partial node's `back`). */
  declare private backs: Float64Array;
  declare private values: Float64Array;
  declare private used: number;
  declare private solves: number;

  constructor(graph: DiceGraph) {
    this.graph = graph;
    this.rows = new Int32Array(0);
    this.marks = new Int32Array(0);
    this.backs = new Float64Array(0);
    this.values = new Float64Array(1024 * WIDTH);
    this.used = 0;
    this.solves = 0;
  }

  /** The expected tally of a plate appearance from `node` (a compiled matchup's root). */
  tally(node: number): Tally {
    this.fitGraph();
    this.settle(node);
    const at = this.rows[node]! * WIDTH;
    return new Tally(this.values.slice(at, at + WIDTH));
  }

  /** Settles `node`: solved as a loop of its own (a node nothing comes back to solves with p = 0). */
  private settle(node: number): void {
    if (this.marks[node] === SETTLED) return;
    const solve = ++this.solves;
    const members: number[] = [];
    this.walk(node, node, solve, members);
    const values = this.values;
    const at = this.rows[node]! * WIDTH;
    const stay = 1 - this.backs[node]!;
    for (let i = 0; i < WIDTH; i++) values[at + i] = values[at + i]! / stay;
    this.backs[node] = 0;
    this.marks[node] = SETTLED;
    for (const member of members) {
      const row = this.rows[member]! * WIDTH;
      const back = this.backs[member]!;
      for (let i = 0; i < WIDTH; i++) values[row + i]! += back * values[at + i]!;
      this.backs[member] = 0;
      this.marks[member] = SETTLED;
    }
  }

  /**
   * Works out `node`'s row while solving the loop at `loop`: settled where nothing from it comes back to the loop,
   * else partial (its row plus `backs[node]` times the loop's expectation), listed in `members`.
   */
  private walk(node: number, loop: number, solve: number, members: number[]): void {
    const marks = this.marks;
    if (marks[node] === SETTLED || (marks[node] === solve && node !== loop)) return;
    if (node !== loop && this.graph.isLoop(node)) {
      this.settle(node);
      return;
    }
    if (marks[node] === solve) throw new Error('a dice-graph loop reached itself while it was being solved');
    marks[node] = solve;
    const at = this.rowOf(node) * WIDTH;
    const { faces, start, next, edges, deltas } = this.graph.data;
    let back = 0;
    const sides = faces[node]!;
    if (sides !== 0) {
      for (let face = 0; face < sides; face++) {
        const child = edges[start[node]! + face]!;
        if (child === loop) {
          back += 1 / sides;
          continue;
        }
        this.walk(child, loop, solve, members);
        const values = this.values;
        const from = this.rows[child]! * WIDTH;
        for (let i = 0; i < WIDTH; i++) values[at + i]! += values[from + i]! / sides;
        back += this.backs[child]! / sides;
      }
    } else {
      const delta = start[node]! * DELTA_WIDTH;
      const values = this.values;
      if (deltas[delta]! >= 0) values[at + deltas[delta]!]! += 1;
      for (let c = 0; c < COUNTER_COUNT; c++) values[at + OUTCOME_COUNT + c]! += deltas[delta + 1 + c]!;
      const then = next[node]!;
      if (then === loop) back = 1;
      else if (then !== END) {
        this.walk(then, loop, solve, members);
        const rest = this.values;
        const from = this.rows[then]! * WIDTH;
        for (let i = 0; i < WIDTH; i++) rest[at + i]! += rest[from + i]!;
        back = this.backs[then]!;
      }
    }
    this.backs[node] = back;
    if (node === loop) return;
    if (back === 0) marks[node] = SETTLED;
    else members.push(node);
  }

  /** A fresh row (zeros) for `node`. */
  private rowOf(node: number): number {
    if ((this.used + 1) * WIDTH > this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.rows[node] = this.used;
    return this.used++;
  }

  /** Per-node arrays as long as the graph (it grows as matchups compile). */
  private fitGraph(): void {
    const nodes = this.graph.data.nodes;
    if (this.marks.length >= nodes) return;
    const size = Math.max(nodes, this.marks.length * 2);
    const rows = new Int32Array(size).fill(NO_ROW);
    rows.set(this.rows);
    const marks = new Int32Array(size).fill(UNKNOWN);
    marks.set(this.marks);
    const backs = new Float64Array(size);
    backs.set(this.backs);
    this.rows = rows;
    this.marks = marks;
    this.backs = backs;
  }
}
