import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { COUNTERS } from '../core/model/Tally.ts';
import { DELTA_WIDTH, END, type CompiledMatchup, type DiceGraphData } from '../core/DiceGraphData.ts';
import { dieFace } from '../core/dice/dieFace.ts';
import type { SyncedStream } from '../core/dice/SyncedStream.ts';

// A module constant, not the imported binding, in the hot loop (an import can be a getter under a loader).
const face = dieFace;

/**
 * A graph as the kernel walks it: each leaf's delta as a short list of (tally slot, amount) pairs, only those that
 * are not zero, so a leaf costs what it adds (a strikeout: its outcome and one out) rather than every counter.
 */
interface WalkedGraph {
  faces: Uint8Array;
  start: Int32Array;
  next: Int32Array;
  edges: Int32Array;
  /** Per node: its pairs are first .. first + count - 1 in `slots` and `amounts`. */
  first: Int32Array;
  count: Uint8Array;
  slots: Int32Array;
  amounts: Float64Array;
}

/**
 * The kernel of games compiled to dice graphs (src/exact/diceGraph.ts): a plate appearance walks its graph from the
 * state's root, drawing one roll per die node exactly as RandomDice does (`(draw * faces) / 2^32`) and adding each
 * leaf's delta to the tally. The rules live only in the readable resolvers the graph was enumerated from.
 * @example new DiceGraphKernel([compiled]).run(0, 0, 1000, rootStream(1), tally, 0)
 */
export class DiceGraphKernel {
  declare private readonly matchups: readonly CompiledMatchup[];
  declare private readonly walked: readonly WalkedGraph[];

  constructor(matchups: readonly CompiledMatchup[]) {
    this.matchups = matchups;
    const byGraph = new Map<DiceGraphData, WalkedGraph>();
    this.walked = matchups.map(({ graph }) => {
      let walked = byGraph.get(graph);
      if (!walked) byGraph.set(graph, (walked = walkedGraph(graph)));
      return walked;
    });
  }

  /**
   * `count` plate appearances of a matchup from the state of its `state`-th root, tallied at `offset`, drawing from
   * `generator`; with `substream`, each plate appearance draws from it, reseeded from `generator` first (common random
   * numbers: see SyncedStream).
   */
  run(
    matchup: number,
    state: number,
    count: number,
    generator: RandomGenerator,
    tally: Float64Array,
    offset: number,
    substream?: SyncedStream,
  ): void {
    const { faces, start, next, edges, first, count: pairs, slots, amounts } = this.walked[matchup]!;
    const root = this.matchups[matchup]!.roots[state]!;
    const dice: RandomGenerator = substream ?? generator;
    for (let i = 0; i < count; i++) {
      if (substream) substream.reseed(generator);
      let node = root;
      while (node !== END) {
        const sides = faces[node]!;
        if (sides !== 0) {
          node = edges[start[node]! + face(dice.next(), sides)]!;
          continue;
        }
        const from = first[node]!;
        const to = from + pairs[node]!;
        for (let k = from; k < to; k++) tally[offset + slots[k]!]! += amounts[k]!;
        node = next[node]!;
      }
    }
  }
}

/** A graph's leaves' deltas as the kernel's sparse pairs (one list per distinct delta, shared by its leaves). */
function walkedGraph(graph: DiceGraphData): WalkedGraph {
  const { nodes, faces, start, deltas } = graph;
  const distinct = deltas.length / DELTA_WIDTH;
  const slots: number[] = [];
  const amounts: number[] = [];
  const deltaFirst = new Int32Array(distinct);
  const deltaCount = new Uint8Array(distinct);
  for (let d = 0; d < distinct; d++) {
    deltaFirst[d] = slots.length;
    const at = d * DELTA_WIDTH;
    if (deltas[at]! >= 0) {
      slots.push(deltas[at]!);
      amounts.push(1);
    }
    for (let c = 0; c < COUNTERS.length; c++) {
      const amount = deltas[at + 1 + c]!;
      if (amount === 0) continue;
      slots.push(OUTCOMES.length + c);
      amounts.push(amount);
    }
    deltaCount[d] = slots.length - deltaFirst[d]!;
  }
  const first = new Int32Array(nodes);
  const count = new Uint8Array(nodes);
  for (let node = 0; node < nodes; node++) {
    if (faces[node] !== 0) continue;
    first[node] = deltaFirst[start[node]!]!;
    count[node] = deltaCount[start[node]!]!;
  }
  return {
    faces: graph.faces,
    start: graph.start,
    next: graph.next,
    edges: graph.edges,
    first,
    count,
    slots: Int32Array.from(slots),
    amounts: Float64Array.from(amounts),
  };
}
