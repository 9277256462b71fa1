import { COUNTERS } from './model/Tally.ts';

/**
 * Numbers per delta: the outcome's tally slot (-1 when the step does not end the plate appearance), then the counters.
 */
export const DELTA_WIDTH = 1 + COUNTERS.length;
/** A leaf's `next` when the plate appearance is over. */
export const END = -1;

/**
 * A plate appearance as a graph of dice: a die node draws one roll and goes to the child of its face (children from
 * the lowest face up, as `RandomDice.below(faces)` indexes them); a leaf adds its tally delta and goes on to `next`
 * (END when the plate appearance is over). Plain typed arrays, so a worker receives it by structured clone; nodes
 * are shared wherever two plays are alike, so all matchups of a plan share one graph.
 */
export interface DiceGraphData {
  /** Per node: the die's faces, or 0 for a leaf. */
  faces: Uint8Array;
  /** Per node: a die node's first child in `edges`; a leaf's delta (times DELTA_WIDTH in `deltas`). */
  start: Int32Array;
  /** Per node: where a leaf goes on (END: the plate appearance is over). */
  next: Int32Array;
  edges: Int32Array;
  deltas: Int16Array;
  nodes: number;
}

/**
 * A matchup compiled for the kernel: its dice graph (one object shared by every matchup of a plan, so a worker
 * receives it once) and the graph's root for each start state it was compiled for, in order. Games produce it from
 * their readable resolvers (src/exact/diceGraph.ts builds it); the harness walks it (src/exact/diceGraphKernel.ts).
 */
export interface CompiledMatchup {
  graph: DiceGraphData;
  roots: Int32Array;
}
