import { DIE_FACES, type DieKind } from '../dice/DiceSource.ts';
import type { BaseOutState } from '../model/baseOut.ts';
import { OUTCOME_INDEX, type Outcome } from '../model/outcomes.ts';
import type { PlayEvent } from '../model/PlayEvent.ts';
import { COUNTERS } from '../model/Tally.ts';

/** Numbers per delta: the outcome's tally slot (-1 when the step does not end the plate appearance), then the counters. */
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

/** What one step adds to a tally, from its events and the state it began in (gdpOpportunities is the caller's). */
export function stepDelta(events: readonly PlayEvent[], before: BaseOutState): number[] {
  const delta = new Array<number>(DELTA_WIDTH).fill(0);
  const counter = (name: (typeof COUNTERS)[number]) => 1 + COUNTERS.indexOf(name);
  const last = events[events.length - 1];
  delta[0] = last?.endsPlateAppearance ? OUTCOME_INDEX[last.result as Outcome] : -1;
  delta[counter('outs')] = last ? last.after.outs - before.outs : 0;
  for (const event of events) {
    delta[counter('runs')]! += event.runs;
    if (event.error !== undefined) delta[counter('errors')]!++;
    if (event.doublePlay) delta[counter('doublePlays')]!++;
    if (event.result === 'BK') delta[counter('balks')]!++;
    if (event.result === 'WP') delta[counter('wildPitches')]!++;
    if (event.result === 'PB') delta[counter('passedBalls')]!++;
  }
  return delta;
}

/** The delta of a plate appearance's start: one double-play opportunity, when there is one. */
export function startDelta(state: BaseOutState): number[] {
  const delta = new Array<number>(DELTA_WIDTH).fill(0);
  delta[0] = -1;
  delta[1 + COUNTERS.indexOf('gdpOpportunities')] = state.bases[0]! >= 0 && state.outs < 2 ? 1 : 0;
  return delta;
}

/** A typed array that doubles as it fills. */
class Growing<A extends Int32Array | Int16Array | Uint8Array> {
  declare array: A;
  declare length: number;

  constructor(array: A) {
    this.array = array;
    this.length = 0;
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new (this.array.constructor as new (length: number) => A)(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
}

/**
 * Builds a {@link DiceGraphData}, interning every node: a die node by its faces and children, a leaf by its delta and
 * where it goes on, so alike subtrees are stored once. `data` is the one object every compiled matchup holds; it is
 * kept current as the graph grows, so matchups compiled earlier see the nodes added after them.
 */
export class DiceGraph {
  declare readonly data: DiceGraphData;
  declare private readonly faces: Growing<Uint8Array>;
  declare private readonly start: Growing<Int32Array>;
  declare private readonly next: Growing<Int32Array>;
  declare private readonly edges: Growing<Int32Array>;
  declare private readonly deltas: Growing<Int16Array>;
  declare private readonly known: Map<string, number>;
  declare private readonly loops: Set<number>;
  declare private readonly knownDeltas: Map<string, number>;

  constructor() {
    this.faces = new Growing(new Uint8Array(1024));
    this.start = new Growing(new Int32Array(1024));
    this.next = new Growing(new Int32Array(1024));
    this.edges = new Growing(new Int32Array(4096));
    this.deltas = new Growing(new Int16Array(1024));
    this.known = new Map();
    this.loops = new Set();
    this.knownDeltas = new Map();
    this.data = { faces: this.faces.array, start: this.start.array, next: this.next.array, edges: this.edges.array, deltas: this.deltas.array, nodes: 0 };
  }

  /** The node rolling a die of `kind`, going on to `children` by face. */
  die(kind: DieKind, children: readonly number[]): number {
    const { min, max } = DIE_FACES[kind];
    if (children.length !== max - min + 1) throw new RangeError(`a ${kind} node needs ${max - min + 1} children, got ${children.length}`);
    // A roll whose every face leads to one node still draws (the generator must stay in step with the resolvers).
    const key = `${children.length}:${children.join(',')}`;
    return this.intern(key, () => {
      const at = this.edges.length;
      for (const child of children) this.edges.push(child);
      return this.add(children.length, at, END);
    });
  }

  /** The leaf adding `delta` (see {@link stepDelta}), then going on to `next`. */
  leaf(delta: readonly number[], next: number = END): number {
    const at = this.delta(delta);
    return this.intern(`L${at}>${next}`, () => this.add(0, at, next));
  }

  /** A node to point at before it is built (a re-roll loops back to it); `resolve` makes it go straight on to `to`. */
  reserve(): number {
    const nothing = new Array<number>(DELTA_WIDTH).fill(0);
    nothing[0] = -1;
    const node = this.add(0, this.delta(nothing), END);
    this.loops.add(node);
    return node;
  }

  /** Whether a node was reserved: the only nodes a path can come back to. */
  isLoop(node: number): boolean {
    return this.loops.has(node);
  }

  resolve(reserved: number, to: number): void {
    this.next.array[reserved] = to;
  }

  /** The index of a delta in `deltas`, each distinct delta stored once. */
  private delta(delta: readonly number[]): number {
    if (delta.length !== DELTA_WIDTH) throw new RangeError(`a delta has ${DELTA_WIDTH} numbers, got ${delta.length}`);
    const key = delta.join(',');
    let at = this.knownDeltas.get(key);
    if (at === undefined) {
      at = this.deltas.length / DELTA_WIDTH;
      for (const value of delta) this.deltas.push(value);
      this.data.deltas = this.deltas.array;
      this.knownDeltas.set(key, at);
    }
    return at;
  }

  private intern(key: string, make: () => number): number {
    let node = this.known.get(key);
    if (node === undefined) {
      node = make();
      this.known.set(key, node);
    }
    return node;
  }

  private add(faces: number, start: number, next: number): number {
    const node = this.faces.length;
    this.faces.push(faces);
    this.start.push(start);
    this.next.push(next);
    const { data } = this;
    data.faces = this.faces.array;
    data.start = this.start.array;
    data.next = this.next.array;
    data.edges = this.edges.array;
    data.deltas = this.deltas.array;
    data.nodes = this.faces.length;
    return node;
  }
}
